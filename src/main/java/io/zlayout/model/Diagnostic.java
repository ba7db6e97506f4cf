package io.zlayout.model;


/**
 * Something a reader or the assembler has to tell about an input that does not stop the run: a skipped
 * statement, an unknown keyword, a conflict between two inputs.
 *
 * @param also a second place involved (the other side of a conflict) or null
 */
public record Diagnostic(Level level, SourceRef source, String message, SourceRef also)
        implements Comparable<Diagnostic> {

    public enum Level {
        NOTE, WARNING
    }

    public static Diagnostic warning(SourceRef source, String message) {
        return new Diagnostic(Level.WARNING, source, message, null);
    }

    public static Diagnostic note(SourceRef source, String message) {
        return new Diagnostic(Level.NOTE, source, message, null);
    }

    /** {@code path:line:col: warning: message} (and the second place, where there is one). */
    @Override
    public String toString() {
        String s = source + ": " + level.name().toLowerCase(java.util.Locale.ROOT) + ": " + message;
        return also == null ? s : s + " (see also " + also + ")";
    }

    @Override
    public int compareTo(Diagnostic o) {
        int c = source.compareTo(o.source);
        return c != 0 ? c : message.compareTo(o.message);
    }
}
