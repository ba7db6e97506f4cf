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

    private static final char[] DIGITS = "0123456789ABCDEF".toCharArray();
    private static final String[] FOUR = new String[0x10000];

    /** {@code v} as {@code width} upper-case hex digits, zero-padded. */
    static String upper(int v, int width) {
        char[] c = new char[width];
        for (int i = width - 1; i >= 0; i--, v >>>= 4) {
            c[i] = DIGITS[v & 0xF];
        }
        return new String(c);
    }

    /**
     * 4 upper-case hex digits, each string made once and shared: device and CU numbers are formatted for every
     * identity, message and emitted line (a benign race: strings are immutable and safely published).
     */
    static String four(int v) {
        String s = FOUR[v & 0xFFFF];
        if (s == null) {
            s = upper(v & 0xFFFF, 4);
            FOUR[v & 0xFFFF] = s;
        }
        return s;
    }

    /** The text without a leading {@code 0x}/{@code 0X}, trimmed and in lower case. */
    static String bare(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("0x") ? t.substring(2) : t;
    }
}
