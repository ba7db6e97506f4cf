package io.zlayout.emit;

import java.util.ArrayList;
import java.util.List;

/** Small text helpers shared by the emitters: identity short forms, aligned tables, wrapped comments. */
final class Text {

    private Text() {
    }

    /** The part of an identity a person reads: {@code rank:IBM.2107-75ZL101/R3} -> {@code R3}; null -> {@code -}. */
    static String brief(String identity) {
        if (identity == null || identity.isEmpty()) {
            return "-";
        }
        int slash = identity.lastIndexOf('/');
        if (slash >= 0) {
            return identity.substring(slash + 1);
        }
        int colon = identity.indexOf(':');
        return colon >= 0 ? identity.substring(colon + 1) : identity;
    }

    /** A disk's ranks as a person reads them: {@code R3}, {@code R0+R2} for a volume spread over two, {@code -}. */
    static String ranks(io.zlayout.plan.PlannedDisk d) {
        if (d.ranks().isEmpty()) {
            return "-";
        }
        return String.join("+", d.ranks().stream().map(Text::brief).toList());
    }

    static String orDash(Object o) {
        return o == null ? "-" : o.toString();
    }

    /** Rows padded to aligned columns (two spaces apart), each line prefixed with {@code indent}, no trailing blanks. */
    static String table(String indent, List<List<String>> rows) {
        int columns = 0;
        for (List<String> r : rows) {
            columns = Math.max(columns, r.size());
        }
        int[] width = new int[columns];
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (List<String> r : rows) {
            StringBuilder line = new StringBuilder(indent);
            for (int i = 0; i < r.size(); i++) {
                line.append(r.get(i));
                if (i < r.size() - 1) {
                    line.append(" ".repeat(width[i] - r.get(i).length() + 2));
                }
            }
            b.append(stripTrailing(line.toString())).append('\n');
        }
        return b.toString();
    }

    /** Words wrapped to {@code width} columns, each line starting with {@code prefix}. */
    static String wrap(String prefix, String text, int width) {
        return hang(prefix, prefix, text, width);
    }

    /** Words wrapped to {@code width} columns: the first line starts with {@code first}, the others with {@code rest}. */
    static String hang(String first, String rest, String text, int width) {
        StringBuilder b = new StringBuilder();
        for (String line : wrapLines(first, rest, text, width)) {
            b.append(line).append('\n');
        }
        return b.toString();
    }

    private static List<String> wrapLines(String first, String prefix, String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder(first);
        boolean empty = true;
        for (String word : words(text)) {
            if (!empty && line.length() + 1 + word.length() > width) {
                out.add(line.toString());
                line = new StringBuilder(prefix);
                empty = true;
            }
            if (!empty) {
                line.append(' ');
            }
            line.append(word);
            empty = false;
        }
        out.add(stripTrailing(line.toString()));
        return out;
    }

    /**
     * {@code text.trim().split("\\s+")} without a regex (the emitters wrap the same prose for thousands of
     * guests): the runs between blanks, tabs, line ends and form feeds; one empty word for blank text.
     */
    static List<String> words(String text) {
        String t = text.trim();
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean blank = c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
            if (blank && start >= 0) {
                out.add(t.substring(start, i));
                start = -1;
            } else if (!blank && start < 0) {
                start = i;
            }
        }
        if (start >= 0) {
            out.add(t.substring(start));
        }
        if (out.isEmpty()) {
            out.add("");
        }
        return out;
    }

    private static String stripTrailing(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }
}
