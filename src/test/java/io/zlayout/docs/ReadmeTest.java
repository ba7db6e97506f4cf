package io.zlayout.docs;

import io.zlayout.cli.Main;
import io.zlayout.testing.Cli;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's examples are real runs: each block after a {@code <!-- example: ARGS -->} line is what
 * {@code zlayout ARGS} prints today (with {@code | first N lines}: its first N lines, then a line saying how many
 * were cut). {@code OUT} in ARGS is a fresh folder, shown as {@code /tmp/OUTNAME}. The test fails when a block
 * drifts; {@code -Dgolden.update=true} rewrites the blocks from the runs, for review. The usage block names every
 * command.
 */
class ReadmeTest {

    static final Path README = Path.of("README.md");

    static final Pattern EXAMPLE = Pattern.compile(
            "<!-- example: (?<args>[^|>]+?)(?: \\| first (?<lines>\\d+) lines)? -->\\n```text\\n(?<body>.*?)```\\n",
            Pattern.DOTALL);

    @TempDir
    Path dir;

    @Test
    void everyExampleIsWhatTheToolPrintsToday() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        Matcher m = EXAMPLE.matcher(readme);
        StringBuilder regenerated = new StringBuilder();
        int examples = 0;
        while (m.find()) {
            examples++;
            String body = run(m.group("args").strip(), m.group("lines"));
            m.appendReplacement(regenerated, Matcher.quoteReplacement(m.group().substring(0, m.start("body")
                    - m.start()) + body + "```\n"));
        }
        m.appendTail(regenerated);
        assertThat(examples).as("README examples").isGreaterThanOrEqualTo(4);
        Golden.assertMatches(README, regenerated.toString());
    }

    @Test
    void theUsageNamesEveryCommand() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        String usage = readme.substring(readme.indexOf("## Usage"), readme.indexOf("## Usage") + 2500);
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            if (!command.equals("help")) {
                assertThat(usage).as("README usage").contains("zlayout " + command + " ");
            }
        }
    }

    /** What {@code zlayout args} prints, cut to {@code lines} lines when given. */
    private String run(String args, String lines) throws IOException {
        List<String> argv = new ArrayList<>();
        String shownOut = null;
        for (String a : args.split(" +")) {
            if (a.startsWith("/tmp/")) {
                shownOut = a;
                Path out = dir.resolve(a.substring("/tmp/".length()));
                argv.add(out.toString());
            } else {
                argv.add(a);
            }
        }
        Cli.Result r = Cli.run(argv.toArray(String[]::new));
        assertThat(r.exitCode()).as("zlayout %s: %s", args, r.err()).isIn(0, 1);
        String out = r.out();
        if (shownOut != null) {
            out = out.replace(dir.resolve(shownOut.substring("/tmp/".length())).toString(), shownOut);
        }
        if (lines == null) {
            return out;
        }
        String[] all = out.split("\n", -1);
        int keep = Integer.parseInt(lines);
        int total = all.length - (out.endsWith("\n") ? 1 : 0);
        if (total <= keep) {
            return out;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < keep; i++) {
            b.append(all[i]).append('\n');
        }
        return b.append("… (").append(total - keep).append(" more lines cut)\n").toString();
    }
}
