package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A table in DSCLI's {@code default} format: a header whose names may hold spaces ({@code cap (2^30B)},
 * {@code DA Pair}) and rows aligned under it whose values may hold spaces too ({@code FB 512},
 * {@code Communication established}). Text is left-aligned under its header, numbers right-aligned, and a
 * value wider than its column pushes the rest of the row to the right. So a row is not split on blanks nor
 * cut at fixed offsets: its words are grouped into exactly one value per column, choosing the grouping
 * whose values sit closest to their headers' left or right edges and hold no wide gaps.
 */
final class AlignedTable {

    /** Most words one value may have ("IBM iSeries - OS/400" has four). */
    private static final int MAX_WORDS = 8;
    /** Cost of leaving a column of unknown name empty (a two-word header zlayout does not know). */
    private static final int EMPTY_COST = 6;
    /** Cost per extra blank inside one value: values hold single blanks, columns are parted by more. */
    private static final int GAP_COST = 3;
    private static final int INF = Integer.MAX_VALUE / 4;

    private final List<String> names;
    private final int[] starts;
    private final int[] ends;
    private final boolean[] optional;

    private AlignedTable(List<String> names, int[] starts, int[] ends, boolean[] optional) {
        this.names = names;
        this.starts = starts;
        this.ends = ends;
        this.optional = optional;
    }

    static AlignedTable header(String line) {
        int[][] words = words(line);
        int[] ws = words[0];
        int[] we = words[1];
        int n = ws.length;
        List<String> names = new ArrayList<>();
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        while (i < n) {
            int j = i + 1;
            for (int len = 3; len >= 2; len--) {
                if (i + len <= n && Command.multiWord(join(line, ws, we, i, len).toLowerCase(Locale.ROOT))) {
                    j = i + len;
                    break;
                }
            }
            while (j < n && line.charAt(ws[j]) == '(') {
                j++;
            }
            names.add(join(line, ws, we, i, j - i));
            spans.add(new int[] {ws[i], we[j - 1]});
            i = j;
        }
        int m = names.size();
        int[] starts = new int[m];
        int[] ends = new int[m];
        boolean[] optional = new boolean[m];
        for (int c = 0; c < m; c++) {
            starts[c] = spans.get(c)[0];
            ends[c] = spans.get(c)[1];
            optional[c] = !Command.anyKnows(Field.key(names.get(c)));
        }
        return new AlignedTable(List.copyOf(names), starts, ends, optional);
    }

    List<String> names() {
        return names;
    }

    /** How many known (non-optional) columns this header has that match a command's names. */
    int knownCount() {
        int k = 0;
        for (boolean o : optional) {
            if (!o) {
                k++;
            }
        }
        return k;
    }

    /**
     * Groups the row's words into one value per column.
     *
     * @param where      the row's place, for errors
     * @param headerLine the header's line, for errors
     */
    Row split(String line, int lineNumber, SourceRef where, int headerLine) throws InputException {
        int[][] words = words(line);
        int[] ws = words[0];
        int[] we = words[1];
        int n = ws.length;
        int m = names.size();
        if (n > m * MAX_WORDS) {
            throw new InputException(where, "at most " + (m * MAX_WORDS) + " words under the " + m
                    + " columns of the header at line " + headerLine, n + " words");
        }
        int[][] cost = new int[m + 1][n + 1];
        int[][] take = new int[m + 1][n + 1];
        // how far the row has been pushed right by values wider than their columns, on the best path so far
        int[][] shift = new int[m + 1][n + 1];
        for (int[] r : cost) {
            Arrays.fill(r, INF);
        }
        cost[0][0] = 0;
        for (int c = 0; c < m; c++) {
            for (int t = 0; t <= n; t++) {
                int base = cost[c][t];
                if (base >= INF) {
                    continue;
                }
                int sh = shift[c][t];
                if (t > 0 && we[t - 1] + 1 > starts[c] + sh) {
                    sh = we[t - 1] + 1 - starts[c];
                }
                if (optional[c] && base + EMPTY_COST < cost[c + 1][t]) {
                    cost[c + 1][t] = base + EMPTY_COST;
                    take[c + 1][t] = 0;
                    shift[c + 1][t] = sh;
                }
                int gaps = 0;
                for (int g = 1; g <= MAX_WORDS && t + g <= n; g++) {
                    if (g > 1) {
                        gaps += (ws[t + g - 1] - we[t + g - 2] - 1) * GAP_COST;
                    }
                    int left = Math.abs(ws[t] - starts[c] - sh);
                    int right = Math.abs(we[t + g - 1] - ends[c] - sh);
                    int total = base + Math.min(left, right) + gaps;
                    if (total < cost[c + 1][t + g]) {
                        cost[c + 1][t + g] = total;
                        take[c + 1][t + g] = g;
                        int seen = left <= right ? ws[t] - starts[c] : we[t + g - 1] - ends[c];
                        shift[c + 1][t + g] = Math.max(sh, seen);
                    }
                }
            }
        }
        if (cost[m][n] >= INF) {
            throw new InputException(where, "a value under each of the " + m + " columns of the header at line "
                    + headerLine, n == 1 ? "1 word" : n + " words");
        }
        String[] values = new String[m];
        int[] columns = new int[m];
        int t = n;
        for (int c = m; c > 0; c--) {
            int g = take[c][t];
            if (g == 0) {
                values[c - 1] = "-";
                columns[c - 1] = 0;
            } else {
                values[c - 1] = line.substring(ws[t - g], we[t - 1]);
                columns[c - 1] = ws[t - g] + 1;
            }
            t -= g;
        }
        return new Row(values, lineNumber, null, columns);
    }

    /** Start and end offsets of the blank-separated words of a line. */
    private static int[][] words(String line) {
        int count = 0;
        boolean in = false;
        for (int i = 0; i < line.length(); i++) {
            boolean blank = isBlank(line.charAt(i));
            if (!blank && !in) {
                count++;
            }
            in = !blank;
        }
        int[] s = new int[count];
        int[] e = new int[count];
        int k = -1;
        in = false;
        for (int i = 0; i < line.length(); i++) {
            boolean blank = isBlank(line.charAt(i));
            if (!blank && !in) {
                s[++k] = i;
            }
            if (blank && in) {
                e[k] = i;
            }
            in = !blank;
        }
        if (in) {
            e[k] = line.length();
        }
        return new int[][] {s, e};
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    private static String join(String line, int[] ws, int[] we, int from, int len) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < from + len; i++) {
            if (i > from) {
                b.append(' ');
            }
            b.append(line, ws[i], we[i]);
        }
        return b.toString();
    }
}
