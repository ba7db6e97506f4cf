package io.zlayout.cli;

import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.ReaderCatalog;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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

    @Option(names = "--input-format", paramLabel = "PATH=FORMAT",
            description = "Read PATH (a file, or every file below a folder) as FORMAT instead of sniffing its "
                    + "content. Formats: ${COMPLETION-CANDIDATES}.",
            completionCandidates = Formats.class)
    Map<Path, String> formats = new LinkedHashMap<>();

    @Option(names = "--follow-symlinks",
            description = "Read files that symbolic links inside an input folder lead to outside it (by default "
                    + "such links are skipped with a warning).")
    boolean followSymlinks;

    @Option(names = "--strict",
            description = "Fail (exit 3) when any file of an input folder is skipped: unreadable, not text, not "
                    + "a format zlayout knows, or a link leading outside the folder.")
    boolean strict;

    Inputs load() throws InputException {
        return load(null, null);
    }

    Inputs load(Progress progress) throws InputException {
        return load(null, progress);
    }

    Inputs load(Path intent) throws InputException {
        return load(intent, null);
    }

    /** Reads the inputs; an intent file, when given, replaces zlayout.yaml's intent. */
    Inputs load(Path intent, Progress progress) throws InputException {
        for (Map.Entry<Path, String> e : formats.entrySet()) {
            if (ReaderCatalog.byFormat(e.getValue()).isEmpty()) {
                throw new ExitCode.UsageException("--input-format " + e.getKey() + "=" + e.getValue()
                        + ": unknown format; known: " + String.join(", ", ReaderCatalog.formats()));
            }
        }
        InputLoader loader = InputLoader.standard(formats).followSymlinks(followSymlinks).strict(strict);
        if (progress != null) {
            loader = loader.listener((index, total, path) -> progress.show("reading " + index + "/" + total
                    + " files…"));
        }
        return loader.load(inputs, intent);
    }

    /** The known formats, for help texts. */
    static final class Formats implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return ReaderCatalog.formats().iterator();
        }
    }
}
