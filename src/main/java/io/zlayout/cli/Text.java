package io.zlayout.cli;

import io.zlayout.model.Quoted;

/** Text for a terminal: one line per message, no control characters from inputs or file names. */
final class Text {

    private Text() {
    }

    /**
     * {@code s} with every control character (C0 but tab, DEL, C1, and line and paragraph separators) shown as
     * {@code \xNN} or a u-escape, so a name or value cannot break a line or send escape codes.
     */
    static String escape(String s) {
        return Quoted.escaped(s, c -> (c < 0x20 && c != '\t') || c == 0x7f || (c >= 0x80 && c < 0xa0)
                || c == '\u2028' || c == '\u2029' || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069'));
    }

    /** Each line of a multi-line text escaped; the line breaks themselves kept. */
    static String escapeLines(String text) {
        StringBuilder b = new StringBuilder(text.length());
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                String line = text.substring(start, i);
                if (line.endsWith("\r")) {
                    b.append(escape(line.substring(0, line.length() - 1))).append("\r\n");
                } else {
                    b.append(escape(line)).append('\n');
                }
                start = i + 1;
            }
        }
        return b.append(escape(text.substring(start))).toString();
    }
}
