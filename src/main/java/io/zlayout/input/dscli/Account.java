package io.zlayout.input.dscli;

import io.zlayout.input.SourceFile;
import io.zlayout.model.Diagnostic;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What a read has to tell besides its records: the diagnostics, DSCLI's own messages, the runs of lines
 * around the output that are passed over, what was joined where a terminal wrapped it, and why nothing was
 * read when nothing was.
 */
final class Account {

    /** Longest message text repeated in a diagnostic. */
    private static final int MESSAGE_MAX = 160;

    private final SourceFile file;
    final List<Diagnostic> diagnostics = new ArrayList<>();
    /** Outputs that began on a prompt's line. */
    int prompts;
    /** Delimited rows and headers found wrapped onto the lines below them, and read joined. */
    int wrappedRows;
    /** The first line and count of the run of noise lines being passed over, or 0. */
    private int noiseFrom;
    private int noiseCount;
    /** What was passed over, to say why nothing was read. */
    final TreeSet<String> skippedCommands = new TreeSet<>();
    private int noObjects;
    private int messages;
    int tablesOfNoCommand;

    Account(SourceFile file) {
        this.file = file;
    }

    void warning(int line, String message) {
        diagnostics.add(Diagnostic.warning(file.ref(line), message));
    }

    void note(int line, String message) {
        diagnostics.add(Diagnostic.note(file.ref(line), message));
    }

    /** A CMU message: DSCLI's errors and warnings are warnings, its "no objects" and other words notes. */
    void message(String text, int no) {
        messages++;
        String shown = text.length() > MESSAGE_MAX ? text.substring(0, MESSAGE_MAX) + "..." : text;
        char level = text.charAt(9);
        if (level == 'E' || level == 'W') {
            warning(no, "DSCLI reported " + (level == 'E' ? "an error" : "a warning") + ": '" + shown + "'");
        } else if (text.contains(" No ") && text.contains(" found")) {
            noObjects++;
            note(no, "no objects: '" + shown + "'");
        } else {
            note(no, "DSCLI said: '" + shown + "'");
        }
    }

    /** A line that is not DSCLI output (a shell prompt, a login prompt, a log line): one note per run of them. */
    void noise(int no) {
        if (noiseCount == 0) {
            noiseFrom = no;
        }
        noiseCount++;
    }

    void endNoise() {
        if (noiseCount == 0) {
            return;
        }
        note(noiseFrom, "skipped " + (noiseCount == 1 ? "a line" : noiseCount + " lines")
                + " around the DSCLI output (shell or login prompts, log lines)");
        noiseCount = 0;
    }

    /** The notes said once per file: rows read joined, outputs begun on a prompt's line. */
    void summary() {
        if (wrappedRows > 0) {
            note(1, wrappedRows + " row(s) or header(s) wrapped onto the line "
                    + "below (a terminal or mail client's line width) read as one each");
        }
        if (prompts > 0) {
            note(1, "read " + prompts + " output" + (prompts == 1 ? "" : "s")
                    + " that start on the 'dscli>' prompt's line (DSCLI reading its commands from stdin)");
        }
    }

    /**
     * Where nothing was read and no warning says why: DSCLI's own "no objects" answer is understood and empty
     * (a CKD-only image has no FB volume): a warning about the file, which --strict counts; anything else read
     * to nothing is refused at its line 1.
     */
    void nothingRead() {
        if (diagnostics.stream().anyMatch(d -> d.level() == Diagnostic.Level.WARNING)) {
            return;
        }
        boolean understood = noObjects > 0 && skippedCommands.stream().allMatch(c -> c.isEmpty() || c.equals("exit")
                || c.equals("quit")) && tablesOfNoCommand == 0;
        diagnostics.add(Diagnostic.warning(understood ? SourceRef.file(file.display())
                : file.ref(1), "nothing read from this DSCLI output: " + whyNothing()));
    }

    private String whyNothing() {
        List<String> why = new ArrayList<>();
        skippedCommands.remove("");
        for (String c : List.of("exit", "quit")) {
            skippedCommands.remove(c);
        }
        if (!skippedCommands.isEmpty()) {
            why.add("it holds the output of commands zlayout does not read (" + String.join(", ", skippedCommands)
                    + ")");
        }
        if (noObjects > 0) {
            why.add("DSCLI found no objects");
        }
        if (tablesOfNoCommand > 0) {
            why.add("its tables match no command zlayout reads");
        }
        if (why.isEmpty() && messages > 0) {
            why.add("it holds DSCLI messages only, no listing (" + messages + " message" + (messages == 1 ? "" : "s")
                    + ")");
        }
        if (why.isEmpty()) {
            why.add("no table, key/value lines or XML of a command zlayout reads");
        }
        return String.join("; ", why) + " (zlayout reads " + String.join(", ", Command.words()) + ")";
    }
}
