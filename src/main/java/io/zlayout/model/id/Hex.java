package io.zlayout.model.id;

import java.util.Locale;

/** Hex digits as the identifiers use them. */
final class Hex {

    private Hex() {
    }

    /** True when {@code s} is 1 to {@code max} ASCII hex digits. */
    static boolean digits(String s, int max) {
        if (s == null || s.isEmpty() || s.length() > max) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), 16) < 0 || s.charAt(i) > 'f') {
                return false;
            }
        }
        return true;
    }

    /** The text without a leading {@code 0x}/{@code 0X}, trimmed and in lower case. */
    static String bare(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("0x") ? t.substring(2) : t;
    }
}
