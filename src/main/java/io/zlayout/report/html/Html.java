package io.zlayout.report.html;

import java.util.Locale;

/** Escaping for text and attribute values (always double-quoted), and ids made only of safe characters. */
final class Html {

    private Html() {
    }

    /**
     * Escapes {@code & < > " '}; every other control character but tab, LF and CR (which HTML shows as space) —
     * C0, DEL, C1, the bidirectional overrides and isolates — is shown as a visible {@code \xNN} or u-escape, so a
     * name from an input can neither hide nor reorder the text around it. Null is empty.
     */
    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String r = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '"' -> "&quot;";
                case '\'' -> "&#39;";
                case '\t', '\n', '\r' -> null;
                default -> {
                    String p = io.zlayout.model.Quoted.printable(String.valueOf(c));
                    yield p.length() == 1 ? null : p;
                }
            };
            if (r != null && b == null) {
                b = new StringBuilder(s.length() + 16).append(s, 0, i);
            }
            if (b != null) {
                if (r != null) {
                    b.append(r);
                } else {
                    b.append(c);
                }
            }
        }
        return b == null ? s : b.toString();
    }

    /** An id fragment from any text: lower-case letters, digits and '-' only. */
    static String id(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toLowerCase(Locale.ROOT).toCharArray()) {
            b.append((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ? c : '-');
        }
        return b.toString();
    }
}
