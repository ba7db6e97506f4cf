package io.zlayout.input;

/**
 * What copying a capture out of a web page or a mail does to its text, undone before any reader sees it
 * ({@link SourceFile#text()}, {@link SourceFile#head(int)}): a browser copies the blanks of an HTML page as
 * non-breaking spaces and its quotes and hyphens as typographic ones, so {@code 0.0.0160\u00a0 active} is one
 * word to a reader and {@code Bus = \u201ccss\u201d} no quoted value; a mail reply puts {@code > } (or
 * {@code >> }, {@code > > }) before every line, so no prompt, card column or indentation is where it belongs.
 * <p>
 * Each such character becomes the one ASCII character it stands for, so columns stay where they are; a
 * zero-width space is dropped. Mail quoting is cut from every quoted line when at least four in five of the
 * text's non-blank lines are quoted — no format zlayout reads starts lines with {@code >},
 * so a quoted line is never a line of the capture — and the columns of those lines are then counted after the
 * quoting, as {@link #note(String)} tells the user.
 */
public final class Pasted {

    private Pasted() {
    }

    /** The text with what pasting added undone; the same string when there is nothing to undo. */
    public static String clean(String text) {
        String t = characters(text);
        return quoted(t) ? unquote(t) : t;
    }

    /**
     * What {@link #clean(String)} undid in {@code text}, as a note for the user (the quoting, and how many
     * characters were read as plain ones), or null when it undid nothing.
     */
    public static String note(String text) {
        int chars = 0;
        for (int i = 0; i < text.length(); i++) {
            chars += plain(text.charAt(i)) != text.charAt(i) ? 1 : 0;
        }
        String t = chars == 0 ? text : characters(text);
        int lines = quoted(t) ? quotedLines(t) : 0;
        if (chars == 0 && lines == 0) {
            return null;
        }
        StringBuilder b = new StringBuilder("read as pasted: ");
        if (lines > 0) {
            b.append("mail quoting ('> ') cut from ").append(lines).append(" line(s) (their columns are counted "
                    + "after it)");
        }
        if (chars > 0) {
            b.append(lines > 0 ? "; " : "").append(chars).append(" non-breaking space(s), typographic quote(s) "
                    + "or hyphen(s) of a web page or word processor read as plain ones");
        }
        return b.toString();
    }

    /** The ASCII character a pasted one stands for; {@code 0} for one to drop; {@code c} itself otherwise. */
    private static char plain(char c) {
        if (c < 0x80) {
            return c;
        }
        return switch (c) {
            case '\u00a0', '\u2007', '\u202f', '\u2002', '\u2003', '\u2009', '\u3000' -> ' ';
            case '\u2018', '\u2019', '\u201a', '\u201b', '\u2032' -> '\'';
            case '\u201c', '\u201d', '\u201e', '\u201f', '\u2033' -> '"';
            case '\u2010', '\u2011', '\u2012', '\u2013', '\u2212' -> '-';
            case '\u200b', '\u2060' -> 0;
            default -> c;
        };
    }

    private static String characters(String text) {
        int i = 0;
        int n = text.length();
        while (i < n && plain(text.charAt(i)) == text.charAt(i)) {
            i++;
        }
        if (i == n) {
            return text;
        }
        StringBuilder b = new StringBuilder(n).append(text, 0, i);
        for (; i < n; i++) {
            char p = plain(text.charAt(i));
            if (p != 0) {
                b.append(p);
            }
        }
        return b.toString();
    }

    /** True when at least four in five of the non-blank lines start with {@code >}. */
    private static boolean quoted(String t) {
        int nonBlank = 0;
        int quoted = 0;
        int n = t.length();
        int start = 0;
        while (start <= n) {
            int end = lineEnd(t, start);
            int first = start;
            while (first < end && (t.charAt(first) == ' ' || t.charAt(first) == '\t')) {
                first++;
            }
            if (first < end) {
                nonBlank++;
                quoted += t.charAt(start) == '>' ? 1 : 0;
            }
            start = next(t, end);
        }
        return quoted >= 1 && quoted * 5 >= nonBlank * 4;
    }

    private static int quotedLines(String t) {
        int count = 0;
        int n = t.length();
        for (int start = 0; start <= n; start = next(t, lineEnd(t, start))) {
            count += start < n && t.charAt(start) == '>' ? 1 : 0;
        }
        return count;
    }

    /** Each quoted line without its quoting: every {@code >} and the one blank after each. */
    private static String unquote(String t) {
        StringBuilder b = new StringBuilder(t.length());
        int n = t.length();
        int start = 0;
        while (start <= n) {
            int end = lineEnd(t, start);
            int from = start;
            while (from < end && t.charAt(from) == '>') {
                from++;
                if (from < end && t.charAt(from) == ' ') {
                    from++;
                }
            }
            b.append(t, from, end);
            int after = next(t, end);
            b.append(t, end, Math.min(after, n));
            start = after;
        }
        return b.toString();
    }

    private static int lineEnd(String t, int start) {
        int i = start;
        while (i < t.length() && t.charAt(i) != '\n' && t.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    /** The start of the line after the one ending at {@code end}; past the text's length after the last. */
    private static int next(String t, int end) {
        if (end >= t.length()) {
            return t.length() + 1;
        }
        return t.charAt(end) == '\r' && end + 1 < t.length() && t.charAt(end + 1) == '\n' ? end + 2 : end + 1;
    }
}
