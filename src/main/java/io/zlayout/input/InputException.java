package io.zlayout.input;

import io.zlayout.model.SourceRef;

/**
 * An input that cannot be read: it names the place, what was expected and what was found. The CLI maps it
 * to exit code 3 and prints only the message, never a stack trace.
 */
public class InputException extends Exception {

    private final transient SourceRef where;

    public InputException(SourceRef where, String expected, String found) {
        super(where + ": expected " + expected + ", found " + found);
        this.where = where;
    }

    /** For errors that are not "expected X, found Y" (file too large, nothing to read, ...). */
    public InputException(SourceRef where, String message) {
        super(where == null ? message : where + ": " + message);
        this.where = where;
    }

    public SourceRef where() {
        return where;
    }

    /** Shows a found text briefly and safely: quoted, control characters escaped, cut after 40 characters. */
    public static String quote(CharSequence found) {
        if (found == null) {
            return "nothing";
        }
        if (found.length() == 0) {
            return "an empty value";
        }
        StringBuilder b = new StringBuilder("'");
        int n = Math.min(found.length(), 40);
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
