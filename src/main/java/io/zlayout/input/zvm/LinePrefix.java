package io.zlayout.input.zvm;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The prefix tools put before every line of z/VM text they pass on: xCAT and Feilong print each line of a
 * directory entry or a SMAPI response as {@code node: text}, and CP in CP mode puts the virtual CPU address
 * ({@code 00: }) before its responses; a log or a page may indent them ({@code   node1: USER ...}). A prefix
 * counts only when nearly every non-blank line has the same one,
 * so a {@code Status: Free} line of a SMAPI response is never taken for one.
 */
public final class LinePrefix {

    /** A node name and {@code : }, after any blanks a log or a page put before it. */
    private static final Pattern PREFIX = Pattern.compile("^[ \t]*([A-Za-z0-9._@-]{1,64}: )");

    private LinePrefix() {
    }

    /**
     * How many characters of {@code line} the shared {@code prefix} takes: the blanks before it and the prefix
     * itself; -1 when the line does not carry it (or {@code prefix} is null).
     */
    public static int length(String line, String prefix) {
        if (prefix == null) {
            return -1;
        }
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return line.startsWith(prefix, i) ? i + prefix.length() : -1;
    }

    /**
     * The prefix (with its colon and blank, without the blanks some lines have before it) at least 80% of the
     * non-blank lines start with, or null.
     */
    public static String shared(List<String> lines) {
        Map<String, Integer> counts = new HashMap<>();
        int nonBlank = 0;
        for (String r : lines) {
            if (r.isBlank()) {
                continue;
            }
            nonBlank++;
            Matcher m = PREFIX.matcher(r);
            if (m.find()) {
                counts.merge(m.group(1), 1, Integer::sum);
            }
        }
        String best = null;
        int bestCount = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > bestCount || (e.getValue() == bestCount && e.getKey().compareTo(best) < 0)) {
                best = e.getKey();
                bestCount = e.getValue();
            }
        }
        return best != null && bestCount >= 2 && bestCount * 10 >= nonBlank * 8 ? best : null;
    }
}
