package io.zlayout.input.dscli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * DSCLI's key/value form ({@code -fmt stanza}, and every {@code show} command by default): one
 * {@code key value} line per attribute, the keys left-aligned and padded so that the values of one object
 * start in one column. Keys may hold spaces ({@code cap (2^30B)}, {@code Storage Unit}), so a line is cut at
 * the object's value column, found as the column most lines' first run of two or more blanks ends at.
 */
final class Stanza {

    /** One object's keys and values. */
    record Split(List<String> keys, Row row) {
    }

    private Stanza() {
    }

    /**
     * @param texts the object's lines, in order, none blank
     * @param lineNumbers their 1-based line numbers
     */
    static Split split(List<String> texts, int[] lineNumbers) {
        int valueColumn = valueColumn(texts);
        int n = texts.size();
        String[] keys = new String[n];
        String[] values = new String[n];
        int[] columns = new int[n];
        for (int i = 0; i < n; i++) {
            String line = texts.get(i);
            int cut;
            int valueAt;
            if (valueColumn > 0 && line.length() > valueColumn && isBlank(line.charAt(valueColumn - 1))
                    && !isBlank(line.charAt(valueColumn)) && !line.substring(0, valueColumn).isBlank()) {
                cut = valueColumn;
                valueAt = valueColumn;
            } else {
                int[] run = firstRun(line, 2);
                if (run == null) {
                    run = firstRun(line, 1);
                }
                if (run == null) {
                    cut = line.length();
                    valueAt = line.length();
                } else {
                    cut = run[0];
                    valueAt = run[1];
                }
            }
            keys[i] = line.substring(0, cut).strip();
            String v = line.substring(valueAt).strip();
            values[i] = v.isEmpty() ? "-" : v;
            columns[i] = valueAt < line.length() ? firstNonBlank(line, valueAt) + 1 : 0;
        }
        return new Split(List.of(keys), new Row(values, lineNumbers[0], lineNumbers, columns));
    }

    /** The key of one line, cut at its first run of two blanks (else its first blank), for a quick look. */
    static String key(String line) {
        int[] run = firstRun(line, 2);
        if (run == null) {
            run = firstRun(line, 1);
        }
        return (run == null ? line : line.substring(0, run[0])).strip();
    }

    private static int valueColumn(List<String> texts) {
        Map<Integer, Integer> votes = new HashMap<>();
        int best = -1;
        int bestVotes = 0;
        for (String t : texts) {
            int[] run = firstRun(t, 2);
            if (run == null || run[1] >= t.length()) {
                continue;
            }
            int v = votes.merge(run[1], 1, Integer::sum);
            if (v > bestVotes || (v == bestVotes && run[1] < best)) {
                best = run[1];
                bestVotes = v;
            }
        }
        return best;
    }

    /** Start and end of the first run of at least {@code min} blanks after the line's first word, or null. */
    private static int[] firstRun(String line, int min) {
        int i = firstNonBlank(line, 0);
        int n = line.length();
        while (i < n) {
            if (isBlank(line.charAt(i))) {
                int j = i;
                while (j < n && isBlank(line.charAt(j))) {
                    j++;
                }
                if (j - i >= min && j < n) {
                    return new int[] {i, j};
                }
                i = j;
            } else {
                i++;
            }
        }
        return null;
    }

    private static int firstNonBlank(String line, int from) {
        int i = from;
        while (i < line.length() && isBlank(line.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
