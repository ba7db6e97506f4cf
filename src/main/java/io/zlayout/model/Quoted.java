package io.zlayout.model;

/**
 * How a message shows text it found in an input: quoted, control characters escaped, cut after 40 characters,
 * so that a hostile or binary input cannot garble a terminal or flood a log. Every error message quotes this way.
 */
public final class Quoted {

    static final int MAX = 40;

    private Quoted() {
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
