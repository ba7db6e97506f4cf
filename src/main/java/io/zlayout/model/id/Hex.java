package io.zlayout.model.id;

import java.util.Locale;
import java.util.Optional;
import java.util.function.IntFunction;

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
    private static final char[] LOWER = "0123456789abcdef".toCharArray();

    /**
     * {@code 0x} and 16 lower-case hex digits, as {@code String.format("0x%016x", v)} writes it without parsing a
     * format per call (every WWPN and LUN of a site's paths is written so).
     */
    static String prefixedLower16(long v) {
        char[] c = new char[18];
        c[0] = '0';
        c[1] = 'x';
        for (int i = 17; i >= 2; i--, v >>>= 4) {
            c[i] = LOWER[(int) v & 0xF];
        }
        return new String(c);
    }


    /** {@code v} as {@code width} upper-case hex digits, zero-padded. */
    static String upper(int v, int width) {
        char[] c = new char[width];
        for (int i = width - 1; i >= 0; i--, v >>>= 4) {
            c[i] = DIGITS[v & 0xF];
        }
        return new String(c);
    }

    /** 4 upper-case hex digits. */
    static String four(int v) {
        return upper(v & 0xFFFF, 4);
    }

    /**
     * The value of exactly four ASCII hex digits (either case), or -1 for any other text: what {@link #bare} and
     * {@link #digits} accept then, read without making a string (every volume and device of an export has one).
     */
    static int fourDigits(String s) {
        if (s.length() != 4) {
            return -1;
        }
        int v = 0;
        for (int i = 0; i < 4; i++) {
            char c = s.charAt(i);
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) {
                return -1;
            }
            v = v << 4 | d;
        }
        return v;
    }

    /**
     * The value of 1 to {@code max} hex digits, with or without {@code 0x} and blanks around, or -1 for any other
     * text: the one reading of every integer identifier's text.
     */
    static int value(String text, int max) {
        if (max == 4) {
            int four = fourDigits(text);
            if (four >= 0) {
                return four;
            }
        }
        String t = bare(text);
        return digits(t, max) ? Integer.parseInt(t, 16) : -1;
    }

    /**
     * The identifier {@code make} makes of the value of 1 to {@code max} hex digits ({@link #value}); empty for null
     * and any other text: every integer identifier's {@code tryParse}.
     */
    static <T> Optional<T> parse(String text, int max, IntFunction<T> make) {
        int v = text == null ? -1 : value(text, max);
        return v < 0 ? Optional.empty() : Optional.of(make.apply(v));
    }

    /** The value of 1 to 16 hex digits, with or without {@code 0x}, as an unsigned long; null for any other text. */
    static Long longValue(String text) {
        String t = bare(text);
        return digits(t, 16) ? Long.parseUnsignedLong(t, 16) : null;
    }

    /** {@code value} when it is 0 to {@code max}; else refused as not {@code what}. */
    static int range(int value, int max, String what) {
        if (value < 0 || value > max) {
            throw new IdFormatException(what, Integer.toString(value, 16));
        }
        return value;
    }

    /** The 256 values 00-FF as 2 upper-case hex digits, made once (a CHPID or LSS is shown on every path). */
    private static final String[] TWO = new String[256];

    static {
        for (int v = 0; v < 256; v++) {
            TWO[v] = upper(v, 2);
        }
    }

    /** {@code v} (00-FF) as 2 upper-case hex digits, without making a string. */
    static String two(int v) {
        return TWO[v];
    }

    /** The text without a leading {@code 0x}/{@code 0X}, trimmed and in lower case. */
    static String bare(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("0x") ? t.substring(2) : t;
    }
}
