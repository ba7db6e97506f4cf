package io.zlayout.report.html;

import java.util.Locale;

/** Escaping for text and attribute values (always double-quoted), and ids made only of safe characters. */
final class Html {

    private Html() {
    }

    /** Escapes {@code & < > " '}; C0 controls other than tab, LF and CR become U+FFFD. Null is empty. */
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
                default -> (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F ? "\uFFFD" : null;
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
