package io.zlayout.input.dscli;

/**
 * One object of a command's output: its values in column order and where each was read. Table rows keep
 * one line for all values; a stanza keeps a line per value.
 */
final class Row {

    final String[] values;
    final int line;
    /** Per value line, or null when every value is on {@link #line}. */
    final int[] lines;
    /** Per value 1-based character column, or null when not known. */
    final int[] columns;

    Row(String[] values, int line, int[] lines, int[] columns) {
        this.values = values;
        this.line = line;
        this.lines = lines;
        this.columns = columns;
    }

    int lineOf(int index) {
        return lines == null || index < 0 ? line : lines[index];
    }

    int columnOf(int index) {
        return columns == null || index < 0 ? 0 : columns[index];
    }
}
