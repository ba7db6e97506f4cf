package io.zlayout.cli;

import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.topology.Site;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The inputs every command reads: files and folders, and format overrides. */
final class InputOptions {

    @Parameters(paramLabel = "INPUT", arity = "1..*",
            description = "Input files or folders (read recursively). A folder holding zlayout.yaml is a site: "
                    + "its inputs, intent and settings come from that file.")
    List<Path> inputs = new ArrayList<>();

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--input-format", paramLabel = "PATH=FORMAT",
            description = "Read PATH (a file, every file below a folder, or every file an archive holds) as "
                    + "FORMAT instead of sniffing its content; ARCHIVE!/MEMBER names one file of an archive "
                    + "(ARCHIVE!/FOLDER the files below a folder of it; one naming no file read is an error). Formats: "
                    + "${COMPLETION-CANDIDATES}.",
            completionCandidates = Formats.class)
    Map<Path, String> formats = new LinkedHashMap<>();

    @Option(names = "--follow-symlinks",
            description = "Read files that symbolic links inside an input folder lead to outside it (by default "
                    + "such links are skipped with a warning).")
    boolean followSymlinks;

    @Option(names = "--strict",
            description = "Fail (exit 3) when any file of an input folder is skipped: unreadable, not text, not "
                    + "a format zlayout knows, or a link leading outside the folder. check and report also fail (exit 1)"
                    + " when a rule in force could not judge for want of an input (as zlayout.yaml settings"
                    + " 'strict: true' does); plan refuses by itself what it cannot write.")
    boolean strict;

    /** The inputs named on the command line and {@code more} (an intent, a settings or baseline file; null left out). */
    List<Path> named(Path... more) {
        List<Path> all = new ArrayList<>(inputs);
        for (Path p : more) {
            if (p != null) {
                all.add(p);
            }
        }
        return all;
    }

    /**
     * Reads the inputs and joins them into one site with the settings in force ({@link Pipeline#open}); an intent
     * file, when given, replaces zlayout.yaml's intent, a settings file its settings. The readers' and the join's
     * warnings go to the command's standard error unless {@code warn} is false (a report that shows them itself).
     */
    Pipeline.Joined open(Path intent, Path config, Progress progress, boolean warn) throws InputException {
        for (Map.Entry<Path, String> e : formats.entrySet()) {
            if (ReaderCatalog.byFormat(e.getValue()).isEmpty()) {
                throw new ExitCode.UsageException("--input-format " + e.getKey() + "=" + e.getValue()
                        + ": unknown format; known: " + String.join(", ", ReaderCatalog.formats()));
            }
        }
        Pipeline.Joined joined = Pipeline.open(
                new Pipeline.Request(inputs, formats, intent, config, followSymlinks, strict),
                (index, total, path) -> progress.show("reading " + index + "/" + total + " files…"), progress::show);
        progress.clear();
        if (warn) {
            Warnings.print(command.commandLine().getErr(), joined.site());
        }
        return joined;
    }

    /** The progress line of the command on its standard error ({@link Progress#of}). */
    Progress progress() {
        return Progress.of(command.commandLine().getErr());
    }

    /** The joined site alone ({@link #open} with no settings file), read under a progress line of its own. */
    Site site(Path intent, boolean warn) throws InputException {
        try (Progress progress = progress()) {
            return open(intent, null, progress, warn).site();
        }
    }

    /** How a report names the site: the site folder's name, else the one input, else how many there are. */
    String siteName(Inputs in) {
        if (in.siteRoot() != null) {
            Path name = in.siteRoot().toAbsolutePath().normalize().getFileName();
            return name == null ? InputLoader.display(in.siteRoot()) : name.toString();
        }
        if (inputs.size() == 1) {
            return InputLoader.display(inputs.get(0));
        }
        return inputs.size() + " inputs";
    }

    /** The known formats, for help texts. */
    static final class Formats implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return ReaderCatalog.formats().iterator();
        }
    }
}
