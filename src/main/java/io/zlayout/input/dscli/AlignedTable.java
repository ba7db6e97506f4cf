package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A table in DSCLI's {@code default} format: a header whose names may hold spaces ({@code cap (2^30B)},
 * {@code DA Pair}) and rows aligned under it whose values may hold spaces too ({@code FB 512},
 * {@code Communication established}). Text is left-aligned under its header, numbers right-aligned, and a
 * value wider than its column pushes the rest of the row to the right. So a row is not split on blanks nor
 * cut at fixed offsets: its words are grouped into exactly one value per column, choosing the grouping
 * whose values sit closest to their column's left edge (where the header starts) or right edge (one blank
 * before the next header), hold no wide gaps and do not run into the next column.
 */
final class AlignedTable {

    /** Most words one value may have ("IBM iSeries - OS/400" has four). */
    private static final int MAX_WORDS = 8;
    /** Cost of leaving a column of unknown name empty (a two-word header zlayout does not know). */
    private static final int EMPTY_COST = 6;
    /** Cost per extra blank inside one value: values hold single blanks, columns are parted by more. */
    private static final int GAP_COST = 10;
    /**
     * Cost of a value running into the next column (no blank before where that column starts), plus one per
     * character it runs in: DSCLI widens columns to their values, so this happens only where a value
     * overflows, never for two values merged.
     */
    private static final int OVERFLOW_COST = 4;
    /** Cost per character a value starts left of its column. */
    private static final int EARLY_COST = 2;
    /** Readings kept per state. */
    private static final int KEEP = 3;

    /** Cost of a word more in a column whose values are one word (an id, a number). */
    private static final int SINGLE_WORD_COST = 100;
    /** Cost of a value that does not have its column's form (an id, a WWPN, a number). */
    private static final int SHAPE_COST = 100;
    /** Cost per word more in a column that may hold blanks, for a value not of a known many-word form. */
    private static final int EXTRA_WORD_COST = 3;

    /** Header names (as {@link Field#key}) whose values are always one word, and the form some of them have. */
    private static final Map<String, Pattern> ONE_WORD = new HashMap<>();
    private static final Pattern ANY = Pattern.compile(".*");
    private static final Pattern ID = Pattern.compile("(IBM\\.\\d{4}-\\w+(/\\S+)?|[A-Za-z]{0,2}[0-9A-Fa-f]*[0-9][0-9A-Fa-f]*|-)");
    private static final Pattern HEX16 = Pattern.compile("(0x)?[0-9A-Fa-f]{16}|-");
    private static final Pattern NUMBER = Pattern.compile("[0-9][0-9.,]*%?|-");
    /** Values of more than one word that DSCLI prints (FB 512, CKD Base, 5 (7+P), IBM iSeries - OS/400, ...). */
    private static final Pattern MANY_WORDS = Pattern.compile("Communication \\w+|Fibre Channel-\\w+|FB \\d+\\w*"
            + "|CKD \\w+|\\w+ (Mask|All|Map( \\d+)?)|\\d+ \\(.*\\)|\\S.* - \\S.*|Read only|\\d+(\\.\\d+)? [GM]b(/s|ps)?");

    static {
        for (String k : List.of("id", "array", "arsite", "rank", "extpool", "extpoolid", "volgrpid")) {
            ONE_WORD.put(k, ID);
        }
        for (String k : List.of("wwpn", "wwnn")) {
            ONE_WORD.put(k, HEX16);
        }
        for (String k : List.of("group", "rankgrp", "portgrp", "dapair", "addrgrp", "confgvols", "exts", "usedexts",
                "cap(2^30b)", "cap(10^9b)", "cap(blocks)", "cap(cyl)", "cap(mod1)", "availstor(2^30b)", "%allocated",
                "available", "reserved", "numvols", "numranks", "dkcap(10^9b)", "ddmcap(10^9b)", "extents")) {
            ONE_WORD.put(k, NUMBER);
        }
        for (String k : List.of("stgtype", "essioport", "devicemtm", "orgbvols", "topo", "volser", "subsys",
                "storageunit", "model", "essnet", "lbs", "addrdiscovery", "atchtopo", "resgrp", "perfgrp", "sam", "eam",
                "captype", "volgrp", "hosttype", "accstate", "configstate", "datastate", "encryptgrp")) {
            ONE_WORD.put(k, ANY);
        }
    }

    private final List<String> names;
    private final int[] starts;
    private final int[] ends;
    private final boolean[] optional;
    /** True when the header's names are parted by single blanks: its positions say nothing of the rows'. */
    private final boolean collapsed;
    // the search's buffers, reused from row to row of the table: state = column * (words + 1) + words taken
    private int[] counts;
    private int[] costs;
    private int[] shifts;
    private int[] takes;
    private int[] froms;

    private AlignedTable(List<String> names, int[] starts, int[] ends, boolean[] optional) {
        this.names = names;
        this.starts = starts;
        this.ends = ends;
        this.optional = optional;
        boolean single = true;
        for (int c = 1; c < starts.length; c++) {
            if (starts[c] - ends[c - 1] > 1) {
                single = false;
                break;
            }
        }
        this.collapsed = single && starts.length > 1;
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

    /** Whether the header's names stand one blank apart (blanks collapsed by a page or a mail). */
    boolean collapsed() {
        return collapsed;
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
        int width = n + 1;
        int states = (m + 1) * width;
        ensure(states);
        Arrays.fill(counts, 0, states, 0);
        offer(0, 0, 0, 0, -1);
        for (int c = 0; c < m; c++) {
            for (int t = 0; t <= n; t++) {
                int st = c * width + t;
                for (int k = 0; k < counts[st]; k++) {
                    int base = costs[st * KEEP + k];
                    int sh = shifts[st * KEEP + k];
                    if (t > 0 && we[t - 1] + 1 > starts[c] + sh) {
                        sh = we[t - 1] + 1 - starts[c];
                    }
                    int next = (c + 1) * width + t;
                    if (optional[c]) {
                        offer(next, base + EMPTY_COST, sh, 0, k);
                    }
                    int gaps = 0;
                    for (int g = 1; g <= MAX_WORDS && t + g <= n; g++) {
                        if (g > 1) {
                            gaps += (ws[t + g - 1] - we[t + g - 2] - 1) * GAP_COST;
                        }
                        int left = Math.abs(ws[t] - starts[c] - sh);
                        // the last column's right edge is the table's, anywhere from its header's end on
                        int right = c + 1 < m ? Math.abs(we[t + g - 1] - rightEdge(c) - sh)
                                : Math.max(0, ends[c] + sh - we[t + g - 1]);
                        // a value never starts left of its column: a wider value widens the column instead
                        int early = Math.max(0, starts[c] + sh - ws[t]) * EARLY_COST;
                        int total = base + Math.min(left, right) + gaps + early;
                        if (c + 1 < m && we[t + g - 1] >= starts[c + 1] + sh) {
                            // the least overflow that explains the row is the likeliest
                            total += OVERFLOW_COST + we[t + g - 1] - starts[c + 1] - sh;
                        }
                        int seen = Math.max(sh, left <= right ? ws[t] - starts[c] : we[t + g - 1] - rightEdge(c));
                        offer(next + g, total, seen, g, k);
                    }
                }
            }
        }
        int last = m * width + n;
        boolean bothSingleSpaced = collapsed && singleSpaced(ws, we);
        if (bothSingleSpaced && counts[last] == 0) {
            // the row's words do not fit under the header: blanks were collapsed, positions mean nothing
            return byForm(line, lineNumber, where, headerLine, ws, we);
        }
        if (counts[last] == 0) {
            throw new InputException(where, "a value under each of the " + m + " columns of the header at line "
                    + headerLine, n == 1 ? "1 word" : n + " words");
        }
        int k = 0;
        for (int i = 1; i < counts[last]; i++) {
            if (costs[last * KEEP + i] < costs[last * KEEP + k]) {
                k = i;
            }
        }
        String[] values = new String[m];
        int[] columns = new int[m];
        int[] taken = new int[m];
        int t = n;
        for (int c = m; c > 0; c--) {
            int at = (c * width + t) * KEEP + k;
            int g = takes[at];
            taken[c - 1] = g;
            if (g == 0) {
                values[c - 1] = "-";
                columns[c - 1] = 0;
            } else {
                values[c - 1] = line.substring(ws[t - g], we[t - 1]);
                columns[c - 1] = ws[t - g] + 1;
            }
            k = froms[at];
            t -= g;
        }
        Row byPosition = new Row(values, lineNumber, null, columns);
        if (bothSingleSpaced && misaligned(ws, we, taken)) {
            // single blanks everywhere: the header's positions may be the row's or not (text pasted from a page);
            // the reading whose values have their columns' forms is taken
            Row byForm = byForm(line, lineNumber, where, headerLine, ws, we);
            if (formCost(byForm) < formCost(byPosition)) {
                return byForm;
            }
        }
        return byPosition;
    }

    /**
     * True when the reading does not line up as DSCLI prints: some value sits neither where its column starts nor
     * where it ends (once the shift of an overflowing value is allowed for), or more than one value overflows
     * (DSCLI sizes every column to its values but names; pasted text with blanks collapsed overflows everywhere).
     */
    private boolean misaligned(int[] ws, int[] we, int[] taken) {
        int sh = 0;
        int t = 0;
        int overflows = 0;
        for (int c = 0; c < taken.length; c++) {
            int g = taken[c];
            if (g == 0) {
                continue;
            }
            if (t > 0 && we[t - 1] + 1 > starts[c] + sh) {
                sh = we[t - 1] + 1 - starts[c];
                if (++overflows > 1) {
                    return true;
                }
            }
            int right = c + 1 < taken.length ? we[t + g - 1] - rightEdge(c) - sh : 0;
            if (ws[t] < starts[c] + sh || ws[t] != starts[c] + sh && right != 0) {
                return true;
            }
            t += g;
        }
        return false;
    }

    private int formCost(Row row) {
        int total = 0;
        for (int c = 0; c < names.size(); c++) {
            String v = row.value(c);
            total += formCost(c, v, v.isEmpty() ? 1 : v.split(" +").length);
        }
        return total;
    }

    /** How far a value of {@code words} words is from the form of its column's values. */
    private int formCost(int column, String value, int words) {
        Pattern form = ONE_WORD.get(Field.key(names.get(column)));
        if (words == 1) {
            return form != null && !form.matcher(value).matches() ? SHAPE_COST : 0;
        }
        if (form != null) {
            return (words - 1) * SINGLE_WORD_COST;
        }
        return MANY_WORDS.matcher(value).matches() ? 0 : (words - 1) * EXTRA_WORD_COST;
    }

    /** True when no two words of the row are parted by more than one blank. */
    private static boolean singleSpaced(int[] ws, int[] we) {
        for (int i = 1; i < ws.length; i++) {
            if (ws[i] - we[i - 1] > 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * A row under a header whose runs of blanks were collapsed to one (copied from a web page or a mail): positions
     * say nothing, so the words are grouped by form. Columns of one-word values (ids, WWPNs, numbers) anchor the
     * row; the words between them go to the columns that may hold blanks, preferring values of a form DSCLI
     * prints ({@code FB 512}, {@code IBM iSeries - OS/400}) and otherwise as few words per value as may be.
     */
    private Row byForm(String line, int lineNumber, SourceRef where, int headerLine, int[] ws, int[] we)
            throws InputException {
        int n = ws.length;
        int m = names.size();
        int width = n + 1;
        int[] cost = new int[(m + 1) * width];
        int[] take = new int[(m + 1) * width];
        Arrays.fill(cost, Integer.MAX_VALUE);
        cost[0] = 0;
        for (int c = 0; c < m; c++) {
            for (int t = 0; t < n; t++) {
                int base = cost[c * width + t];
                if (base == Integer.MAX_VALUE) {
                    continue;
                }
                for (int g = 1; g <= MAX_WORDS && t + g <= n; g++) {
                    int extra = formCost(c, line.substring(ws[t], we[t + g - 1]), g);
                    int at = (c + 1) * width + t + g;
                    if (base + extra < cost[at]) {
                        cost[at] = base + extra;
                        take[at] = g;
                    }
                }
            }
        }
        if (cost[m * width + n] == Integer.MAX_VALUE) {
            throw new InputException(where, "a value under each of the " + m + " columns of the header at line "
                    + headerLine, n == 1 ? "1 word" : n + " words");
        }
        String[] values = new String[m];
        int[] columns = new int[m];
        int t = n;
        for (int c = m; c > 0; c--) {
            int g = take[c * width + t];
            values[c - 1] = line.substring(ws[t - g], we[t - 1]);
            columns[c - 1] = ws[t - g] + 1;
            t -= g;
        }
        return new Row(values, lineNumber, null, columns);
    }

    /**
     * Keeps a reading of the row up to a state (column, words taken): per state the {@link #KEEP} cheapest
     * readings with distinct shifts, as a reading that costs more now may fit the columns after it better.
     */
    private void offer(int state, int cost, int shift, int take, int from) {
        int base = state * KEEP;
        int count = counts[state];
        for (int i = 0; i < count; i++) {
            if (shifts[base + i] == shift) {
                if (cost < costs[base + i]) {
                    set(base + i, cost, shift, take, from);
                }
                return;
            }
        }
        if (count < KEEP) {
            set(base + count, cost, shift, take, from);
            counts[state] = count + 1;
            return;
        }
        int worst = 0;
        for (int i = 1; i < KEEP; i++) {
            if (costs[base + i] > costs[base + worst]) {
                worst = i;
            }
        }
        if (cost < costs[base + worst]) {
            set(base + worst, cost, shift, take, from);
        }
    }

    private void set(int at, int cost, int shift, int take, int from) {
        costs[at] = cost;
        shifts[at] = shift;
        takes[at] = take;
        froms[at] = from;
    }

    private void ensure(int states) {
        if (counts == null || counts.length < states) {
            counts = new int[states];
            costs = new int[states * KEEP];
            shifts = new int[states * KEEP];
            takes = new int[states * KEEP];
            froms = new int[states * KEEP];
        }
    }

    /**
     * Where a right-aligned value of a column ends: one blank before the next column's header (a column is as
     * wide as its widest value, its header left-aligned in it); the last column ends with its header.
     */
    private int rightEdge(int c) {
        return c + 1 < starts.length ? Math.max(ends[c], starts[c + 1] - 1) : ends[c];
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
