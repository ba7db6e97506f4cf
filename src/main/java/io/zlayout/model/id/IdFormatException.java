package io.zlayout.model.id;

/** Text that is not the identifier it was read as; the message says what was expected and what was found. */
public final class IdFormatException extends IllegalArgumentException {

    IdFormatException(String expected, String found) {
        super("expected " + expected + ", found " + quote(found));
    }

    static String quote(String found) {
        if (found == null) {
            return "nothing";
        }
        if (found.isEmpty()) {
            return "an empty value";
        }
        StringBuilder b = new StringBuilder("'");
        int n = Math.min(found.length(), 40);
        for (int i = 0; i < n; i++) {
            char c = found.charAt(i);
            b.append(c < 0x20 || c == 0x7f ? String.format("\\x%02x", (int) c) : String.valueOf(c));
        }
        return b.append(found.length() > n ? "...'" : "'").toString();
    }
}
