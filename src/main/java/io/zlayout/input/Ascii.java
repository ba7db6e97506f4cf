package io.zlayout.input;

/**
 * The ASCII character classes a reader tests a field against: {@code 0-9}, hex digits, letters and digits. Only
 * ASCII, never another script's digits as {@link Character#isDigit} would take them, and each non-empty: a field
 * of none is no number.
 */
public final class Ascii {

    private Ascii() {
    }

    /** True when {@code s} is one or more of {@code 0-9}; false for null. */
    public static boolean digits(String s) {
        if (s == null || s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** True when {@code s} is one or more hex digits, either case. */
    public static boolean hex(String s) {
        return hex(s, 0, s.length());
    }

    /** True when the characters of {@code s} from {@code from} to before {@code to} are one or more hex digits. */
    public static boolean hex(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
                return false;
            }
        }
        return to > from;
    }

    /** True when {@code s} is one or more of {@code 0-9}, {@code A-Z} and {@code a-z}. */
    public static boolean alnum(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
                return false;
            }
        }
        return !s.isEmpty();
    }
}
