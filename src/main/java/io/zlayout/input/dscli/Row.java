package io.zlayout.input.dscli;

/**
 * One object of a command's output: its values in column order and where each was read. Table rows keep
 * one line for all values; a stanza keeps a line per value. A delimited row keeps its line and the bounds of
 * each field, and cuts out only the values that are asked for: most columns of a large export are never read.
 */
final class Row {

    private final String[] values;
    private final String text;
    private final int[] bounds;
    final int line;
    /** Per value line, or null when every value is on {@link #line}. */
    private final int[] lines;
    /** Per value 1-based character column, or null when not known (or taken from the bounds). */
    private final int[] columns;

    Row(String[] values, int line, int[] lines, int[] columns) {
        this.values = values;
        this.text = null;
        this.bounds = null;
        this.line = line;
        this.lines = lines;
        this.columns = columns;
    }

    /**
     * @param bounds start and end offset in {@code text} of each field, in pairs
     */
    private Row(String text, int[] bounds, int line) {
        this.values = null;
        this.text = text;
        this.bounds = bounds;
        this.line = line;
        this.lines = null;
        this.columns = null;
    }

    static Row delimited(String text, int[] bounds, int line) {
        return new Row(text, bounds, line);
    }

    int size() {
        return values != null ? values.length : bounds.length / 2;
    }

    /** The value as printed. */
    String value(int index) {
        return values != null ? values[index] : text.substring(bounds[2 * index], bounds[2 * index + 1]);
    }

    /** The value without surrounding blanks; null when empty or {@code -} (DSCLI's empty value). */
    String text(int index) {
        if (values != null) {
            String v = values[index].strip();
            return v.isEmpty() || v.equals("-") ? null : v;
        }
        long v = trimmed(index);
        return v == NONE ? null : text.substring((int) (v >>> 32), (int) v);
    }

    /** {@link #text(int)}, one string per distinct value of the export ({@link SharedValues}). */
    String shared(int index, SharedValues shared) {
        if (values != null) {
            return shared.of(text(index));
        }
        long v = trimmed(index);
        return v == NONE ? null : shared.of(text, (int) (v >>> 32), (int) v);
    }

    /** No value ({@link #whole}): empty or {@code -}. */
    static final long NONE = -1;
    /** Not a whole number of at most the digits asked for ({@link #whole}). */
    static final long BAD = -2;

    /**
     * The value as a whole number of at most {@code max} digits, read from the row's characters; {@link #NONE}
     * when it is empty or {@code -}, {@link #BAD} when it is not such a number.
     */
    long whole(int index, int max) {
        if (values != null) {
            return whole(text(index), max);
        }
        long v = trimmed(index);
        return v == NONE ? NONE : digits(text, (int) (v >>> 32), (int) v, max);
    }

    /**
     * Where a delimited field's value lies without its surrounding blanks, start and end packed in one long (no
     * object per field); {@link #NONE} when it is empty or {@code -}.
     */
    private long trimmed(int index) {
        int a = bounds[2 * index];
        int b = bounds[2 * index + 1];
        while (a < b && Character.isWhitespace(text.charAt(a))) {
            a++;
        }
        while (b > a && Character.isWhitespace(text.charAt(b - 1))) {
            b--;
        }
        return a == b || (b - a == 1 && text.charAt(a) == '-') ? NONE : (long) a << 32 | b;
    }

    private static long whole(String v, int max) {
        return v == null ? NONE : digits(v, 0, v.length(), max);
    }

    private static long digits(String s, int from, int to, int max) {
        if (to - from > max) {
            return BAD;
        }
        long n = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return BAD;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    int lineOf(int index) {
        return lines == null || index < 0 ? line : lines[index];
    }

    int columnOf(int index) {
        if (index < 0) {
            return 0;
        }
        if (bounds != null) {
            return bounds[2 * index] + 1;
        }
        return columns == null ? 0 : columns[index];
    }
}
