package io.zlayout.input.ess;

import java.util.List;

/**
 * One table row as read: the line and column it starts on (0 where the source does not tell) and its
 * cells, whitespace collapsed, spans expanded.
 */
record Row(int line, int column, List<Cell> cells) {

    /** One cell: its text and where it starts (line and column; 0 where the source does not tell). */
    record Cell(String text, int line, int column) {
    }

    Row {
        cells = List.copyOf(cells);
    }

    boolean blank() {
        return cells.stream().allMatch(c -> c.text().isEmpty());
    }

    /** Collapses every run of whitespace (including no-break spaces) to one blank and trims. */
    static String collapse(CharSequence s) {
        StringBuilder b = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c) || c == '\u00A0' || c == '\u2007' || c == '\u202F') {
                space = b.length() > 0;
            } else {
                if (space) {
                    b.append(' ');
                    space = false;
                }
                b.append(c);
            }
        }
        return b.toString();
    }
}
