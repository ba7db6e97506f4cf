package io.zlayout.cli;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code zlayout completion} and {@code zlayout man}: what the shell and man(1) need, from the picocli model. */
final class CompletionCommand {

    private CompletionCommand() {
    }

    /** The bash (and zsh, through bashcompinit) completion script. */
    @Command(name = "completion", header = "Print the bash/zsh completion script.",
            description = {"Prints a completion script for bash (zsh loads it with 'autoload -U bashcompinit;",
                "bashcompinit'), made from the same model as --help. Install for every user with",
                "  zlayout completion > /etc/bash_completion.d/zlayout",
                "or for one shell with: source <(zlayout completion)"})
    static final class Completion implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            String script = AutoComplete.bash("zlayout", spec.root().commandLine());
            spec.commandLine().getOut().print(script);
            spec.commandLine().getOut().flush();
            return ExitCode.OK.code;
        }
    }

    /** The manual pages. */
    @Command(name = "man", header = "Write the manual pages (roff) into a folder.",
            description = {"Writes zlayout.1 and one zlayout-<command>.1 per command, made from the same model as",
                "--help, into DIR. Install with",
                "  zlayout man --dir /usr/local/share/man/man1 && mandb -q",
                "then 'man zlayout' or 'man zlayout-check'. With --gzip each page is written compressed",
                "(zlayout-check.1.gz, with no name or time in the gzip header, as distribution packages want)."})
    static final class Man implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Option(names = "--dir", paramLabel = "DIR", required = true,
                description = "Folder to write the pages into (created when missing).")
        Path dir;

        @Option(names = "--gzip", description = "Write each page gzip-compressed (NAME.1.gz).")
        boolean gzip;

        @Override
        public Integer call() throws Exception {
            Map<String, String> pages = ManPages.all(spec.root().commandLine(), VersionProvider.version());
            Files.createDirectories(dir);
            for (Map.Entry<String, String> p : pages.entrySet()) {
                byte[] text = p.getValue().getBytes(StandardCharsets.UTF_8);
                if (gzip) {
                    Output.writeAtomically(dir.resolve(p.getKey() + ".gz"), ManPages.gzip(text));
                } else {
                    Output.writeAtomically(dir.resolve(p.getKey()), text);
                }
            }
            spec.commandLine().getOut().println(pages.size() + " manual pages written to " + dir);
            spec.commandLine().getOut().flush();
            return ExitCode.OK.code;
        }
    }
}
