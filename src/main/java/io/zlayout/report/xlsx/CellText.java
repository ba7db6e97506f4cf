package io.zlayout.report.xlsx;

/**
 * Makes input-derived text safe for a cell: characters XML 1.0 cannot carry become U+FFFD, a literal
 * {@code _xHHHH_} is escaped so spreadsheet programs show it as written instead of decoding it, and text
 * longer than a cell holds is cut with a mark. Text that a spreadsheet would take for a formula when typed
 * ({@code = + - @}, or a leading tab or CR) is flagged so the writer stores it with a quote prefix.
 */
final class CellText {

    /** The most characters one Excel cell holds. */
    static final int MAX_LENGTH = 32_767;

    private static final String CUT = " [cut]";

    private CellText() {
    }

    static String safe(String s) {
        StringBuilder b = null;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            String replacement = null;
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == 0xFFFE || c == 0xFFFF) {
                replacement = "\uFFFD";
            } else if (Character.isHighSurrogate(c)) {
                if (i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    if (b != null) {
                        b.append(c).append(s.charAt(i + 1));
                    }
                    i++;
                    continue;
                }
                replacement = "\uFFFD";
            } else if (Character.isLowSurrogate(c)) {
                replacement = "\uFFFD";
            } else if (c == '_' && escapeLooksLike(s, i)) {
                replacement = "_x005F_";
            }
            if (replacement != null && b == null) {
                b = new StringBuilder(n + 16).append(s, 0, i);
            }
            if (b != null) {
                if (replacement != null) {
                    b.append(replacement);
                } else {
                    b.append(c);
                }
            }
        }
        String out = b == null ? s : b.toString();
        if (out.length() > MAX_LENGTH) {
            int end = MAX_LENGTH - CUT.length();
            if (Character.isHighSurrogate(out.charAt(end - 1))) {
                end--;
            }
            out = out.substring(0, end) + CUT;
        }
        return out;
    }

    /** {@code _x} + four hex digits + {@code _}: what OOXML reads as an escaped character. */
    private static boolean escapeLooksLike(String s, int i) {
        if (i + 6 >= s.length() || (s.charAt(i + 1) != 'x' && s.charAt(i + 1) != 'X') || s.charAt(i + 6) != '_') {
            return false;
        }
        for (int k = i + 2; k < i + 6; k++) {
            if (Character.digit(s.charAt(k), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** True when a spreadsheet would read this text, typed into a cell, as a formula or a command. */
    static boolean formulaLike(String s) {
        if (s.isEmpty()) {
            return false;
        }
        char c = s.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
    }
}
