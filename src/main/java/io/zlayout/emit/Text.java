package io.zlayout.emit;

import io.zlayout.model.ref.ElementRef;

import java.util.List;

/** Small text helpers shared by the emitters: identity short forms, aligned tables, wrapped comments. */
final class Text {

    private Text() {
    }

    /** The short form of a reference ({@link ElementRef#display}): {@code R3}, {@code 0.50}; null -> {@code -}. */
    static String brief(ElementRef ref) {
        return ref == null ? "-" : ref.display();
    }

    /**
     * A disk's ranks as a person reads them: {@code R3}, {@code R0+R2} for a volume placed by rank over two,
     * {@code -}; for a volume striped over its pool, the pool: {@code P0 striped} ({@code P0 managed} under Easy
     * Tier, {@code P0 ?} where the allocation method is not known).
     */
    static String ranks(io.zlayout.plan.PlannedDisk d) {
        io.zlayout.topology.StorageTopology.Placement p = d.placement();
        if (!p.byRank() && p.pool() != null) {
            return p.pool().display() + switch (p.method()) {
                case ROTATE_EXTENTS -> " striped";
                case MANAGED -> " managed";
                default -> " ?";
            };
        }
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
        int chars = 0;
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        for (int w : width) {
            chars += w + 2;
        }
        // the emitters tabulate every guest's disks and paths: one builder, no string per line or padding
        StringBuilder b = new StringBuilder(rows.size() * (indent.length() + chars + 1));
        for (List<String> r : rows) {
            b.append(indent);
            for (int i = 0; i < r.size(); i++) {
                b.append(r.get(i));
                if (i < r.size() - 1) {
                    for (int pad = width[i] - r.get(i).length() + 2; pad > 0; pad--) {
                        b.append(' ');
                    }
                }
            }
            stripTrailing(b);
            b.append('\n');
        }
        return b.toString();
    }

    /** Words wrapped to {@code width} columns, each line starting with {@code prefix}. */
    static String wrap(String prefix, String text, int width) {
        return hang(prefix, prefix, text, width);
    }

    /**
     * Words wrapped to {@code width} columns: the first line starts with {@code first}, the others with
     * {@code rest}. The words are the runs between blanks, tabs, line ends and form feeds of the text without
     * its leading and trailing control characters ({@link String#trim}); a word longer than a line has a line of
     * its own; text without words gives {@code first} without its trailing blanks. Each line ends with a line end.
     */
    static String hang(String first, String rest, String text, int width) {
        // the same prose is wrapped for thousands of guests: one pass over the text into one builder, no list
        // of words or of lines
        StringBuilder b = new StringBuilder(first.length() + text.length() + text.length() / 32 * (rest.length() + 1)
                + 1);
        int lineStart = 0;
        b.append(first);
        boolean empty = true;
        int end = text.length();
        int i = 0;
        while (end > i && text.charAt(end - 1) <= ' ') {
            end--;
        }
        while (i < end && text.charAt(i) <= ' ') {
            i++;
        }
        while (i < end) {
            if (blank(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < end && !blank(text.charAt(i))) {
                i++;
            }
            if (!empty && b.length() - lineStart + 1 + (i - start) > width) {
                b.append('\n');
                lineStart = b.length();
                b.append(rest);
                empty = true;
            }
            if (!empty) {
                b.append(' ');
            }
            b.append(text, start, i);
            empty = false;
        }
        if (empty) {
            stripTrailing(b);
        }
        return b.append('\n').toString();
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    private static void stripTrailing(StringBuilder b) {
        int end = b.length();
        while (end > 0 && b.charAt(end - 1) == ' ') {
            end--;
        }
        b.setLength(end);
    }

}
