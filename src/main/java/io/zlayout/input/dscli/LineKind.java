package io.zlayout.input.dscli;

import java.util.regex.Pattern;

/**
 * What a line of DSCLI output is, by its own text: a banner, a CMU message, a {@code ====} rule, the
 * {@code Rank extents} marker, the start of XML, or the rest of a line a terminal wrapped. Pure functions;
 * the session decides what each means where it stands.
 */
final class LineKind {

    /** A whole banner: its date, the DSCLI version and, when DSCLI named one, the storage image. */
    private static final Pattern WHOLE_BANNER = Pattern.compile("Date/Time: .+ IBM DSCLI Version: \\S+( DS: \\S+)?");

    private LineKind() {
    }

    static int firstNonBlank(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != ' ' && c != '\t' && c != '\f' && c != '\u000b' && c != '\ufeff') {
                return i;
            }
        }
        return -1;
    }

    /** {@code Date/Time: ... IBM DSCLI Version: ... DS: ...}. */
    static boolean isBanner(String line, int first) {
        return line.regionMatches(true, first, "Date/Time:", 0, 10);
    }

    /** A banner with nothing left out: its date, version and, where DSCLI printed it, its DS: part. */
    static boolean isWholeBanner(String line) {
        return WHOLE_BANNER.matcher(line.strip()).matches();
    }

    /** {@code CMUC00234I ...}, {@code CMUN00018E ...}: CMU, a letter, five digits, and I, W or E. */
    static boolean isMessage(String line, int first) {
        if (line.length() - first < 10 || !line.startsWith("CMU", first)) {
            return false;
        }
        if (!Character.isLetter(line.charAt(first + 3))) {
            return false;
        }
        for (int k = 4; k < 9; k++) {
            char c = line.charAt(first + k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        char level = line.charAt(first + 9);
        return (level == 'I' || level == 'W' || level == 'E')
                && (line.length() == first + 10 || line.charAt(first + 10) == ' ');
    }

    /** A line of three or more {@code =} and nothing else. */
    static boolean isRule(String line) {
        int count = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '=') {
                count++;
            } else if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return count >= 3;
    }

    /** {@code ==============Rank extents==============}. */
    static boolean isRankMarker(String line) {
        String t = line.strip();
        if (t.isEmpty() || t.charAt(0) != '=' || t.length() > 120) {
            return false;
        }
        int a = 0;
        int b = t.length();
        while (a < b && (t.charAt(a) == '=' || t.charAt(a) == ' ')) {
            a++;
        }
        while (b > a && (t.charAt(b - 1) == '=' || t.charAt(b - 1) == ' ')) {
            b--;
        }
        return t.substring(a, b).equalsIgnoreCase("rank extents");
    }

    static boolean startsXml(String line, boolean anyElement) {
        int f = firstNonBlank(line);
        if (f < 0 || line.charAt(f) != '<') {
            return false;
        }
        if (line.startsWith("<?xml", f)) {
            return true;
        }
        return anyElement && f + 1 < line.length() && (Character.isLetter(line.charAt(f + 1)) || line.charAt(f + 1) == '!');
    }

    /**
     * A line that can be the rest of a wrapped line: not blank, no echo, rule, banner, message or elision ({@code ...})
     * of its own.
     */
    static boolean wrappedTail(String next) {
        int first = firstNonBlank(next);
        return first >= 0 && !Echo.isEcho(next) && !isRule(next) && !isBanner(next, first) && !isMessage(next, first)
                && !Noise.isElision(next);
    }
}
