package io.zlayout.model;

import java.util.function.IntPredicate;

/**
 * How a message shows text it found in an input: quoted, control characters escaped, cut after 40 characters,
 * so that a hostile or binary input cannot garble a terminal or flood a log. Every error message quotes this way.
 */
public final class Quoted {

    static final int MAX = 40;

    private Quoted() {
    }

    /**
     * {@code s} with every control character (C0 including line feed and carriage return, DEL, C1, the line and
     * paragraph separators and the bidirectional overrides and isolates) shown as {@code \xNN} or a u-escape: a
     * file or member name printed with it can neither start a line of its own nor reorder or colour the text.
     */
    public static String printable(String s) {
        return escaped(s, c -> c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == '\u2028' || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069') || c == '\u200e'
                || c == '\u200f' || c == '\u061c');
    }

    /** {@code s} with each character {@code control} accepts shown as {@code \xNN} or a u-escape; the rest as it is. */
    public static String escaped(String s, IntPredicate control) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean escape = control.test(c);
            if (escape && b == null) {
                b = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (b != null) {
                if (escape) {
                    b.append(c < 0x100 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c));
                } else {
                    b.append(c);
                }
            }
        }
        return b == null ? s : b.toString();
    }

    /** {@code 'text'} escaped and cut; "nothing" for null, "an empty value" for empty text. */
    public static String of(CharSequence found) {
        if (found == null) {
            return "nothing";
        }
        if (found.length() == 0) {
            return "an empty value";
        }
        StringBuilder b = new StringBuilder("'");
        int n = Math.min(found.length(), MAX);
        for (int i = 0; i < n; i++) {
            char c = found.charAt(i);
            if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0xfffd) {
                b.append(String.format("\\x%02x", (int) c & 0xff));
            } else {
                b.append(c);
            }
        }
        if (found.length() > n) {
            b.append("...");
        }
        return b.append('\'').toString();
    }
}
