package io.zlayout.input.dscli;

import java.util.ArrayList;
import java.util.List;

/**
 * Table layout sniffing: which character parts a header's (or a header-less row's) fields, or none for
 * DSCLI's aligned default format, and splitting a delimited line at it.
 */
final class Delimiters {

    private Delimiters() {
    }

    /**
     * The delimiter of a header line, or 0 for DSCLI's aligned default format: the declared one where the
     * output is {@code -fmt delim} and the header holds it, else the character (or alignment) that cuts the
     * header into the most column names zlayout knows.
     */
    static char of(String header, Echo.Settings settings) {
        Character declared = settings.delimiter();
        if (declared != null && settings.delimFormat() && header.indexOf(declared) >= 0) {
            return declared;
        }
        if (declared == null && settings.delimFormat() && header.indexOf(',') >= 0) {
            return ',';
        }
        char best = 0;
        int bestScore = AlignedTable.header(header).knownCount();
        boolean[] seen = new boolean[128];
        for (int i = 0; i < header.length(); i++) {
            char c = header.charAt(i);
            if (c >= 128 || seen[c]) {
                continue;
            }
            seen[c] = true;
            boolean candidate = c == '\t' || (c > ' ' && !Character.isLetterOrDigit(c) && "()^%/._-".indexOf(c) < 0);
            if (!candidate) {
                continue;
            }
            List<String> names = names(header, c);
            if (names.size() < 2) {
                continue;
            }
            int score = 0;
            for (String n : names) {
                if (Command.anyKnows(Field.key(n))) {
                    score++;
                }
            }
            if (score > bestScore || (score == bestScore && score > 0 && declared != null && c == declared)) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }

    /** For header-less rows without a declared delimiter: the usual one that cuts the row into enough fields. */
    static char guess(String row, int fields) {
        for (char c : new char[] {'|', ',', ':', ';', '\t', '!'}) {
            int count = 1;
            for (int i = 0; i < row.length(); i++) {
                if (row.charAt(i) == c) {
                    count++;
                }
            }
            if (count >= fields) {
                return c;
            }
        }
        return ',';
    }

    /** A header's column names, parted at the delimiter, without surrounding blanks. */
    static List<String> names(String header, char d) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (true) {
            int at = header.indexOf(d, start);
            out.add(header.substring(start, at < 0 ? header.length() : at).strip());
            if (at < 0) {
                return out;
            }
            start = at + 1;
        }
    }

    /**
     * Splits a row at the delimiter: the start and end of each of its first {@code size} fields into
     * {@code bounds}, in pairs. Returns how many fields it has.
     */
    static int split(String line, char d, int[] bounds, int size) {
        int count = 0;
        int start = 0;
        while (true) {
            int at = line.indexOf(d, start);
            if (count < size) {
                bounds[2 * count] = start;
                bounds[2 * count + 1] = at < 0 ? line.length() : at;
            }
            count++;
            if (at < 0) {
                return count;
            }
            start = at + 1;
        }
    }

    /** How many fields the delimiter parts the row into. */
    static int fields(String row, char d) {
        int count = 1;
        for (int k = row.indexOf(d); k >= 0; k = row.indexOf(d, k + 1)) {
            count++;
        }
        return count;
    }

    /** The delimiter as a message names it. */
    static String show(char d) {
        return d == '\t' ? "tabs" : "'" + d + "'";
    }
}
