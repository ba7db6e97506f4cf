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
        int a = bounds[2 * index];
        int b = bounds[2 * index + 1];
        while (a < b && Character.isWhitespace(text.charAt(a))) {
            a++;
        }
        while (b > a && Character.isWhitespace(text.charAt(b - 1))) {
            b--;
        }
        if (a == b || (b - a == 1 && text.charAt(a) == '-')) {
            return null;
        }
        return text.substring(a, b);
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
