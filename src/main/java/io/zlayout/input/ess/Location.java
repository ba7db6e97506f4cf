package io.zlayout.input.ess;

import io.zlayout.input.Ascii;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where an ESS volume lives, from the Specialist's Location cell:
 * {@code Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000}.
 *
 * @param daPair  the device adapter pair as shown (1-4 on a 2105-F20)
 * @param cluster the cluster that owns the array (1 or 2)
 * @param loop    the SSA loop, {@code A} or {@code B}
 * @param array   the array on that loop
 * @param vol     the volume's place on the array as shown ({@code 000}), or null
 */
record Location(int daPair, int cluster, char loop, int array, String vol) {

    static final String EXAMPLE = "'Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000'";

    /** Why a Location cell could not be read, said briefly ("no Loop", "Cluster 3: clusters are 1 and 2"). */
    static final class Invalid extends Exception {
        Invalid(String why) {
            super(why, null, false, false);
        }
    }

    /** The rank made from this array: {@code R<pair><loop><array>}, e.g. {@code R3A4}. */
    String rankId() {
        return "R" + daPair + loop + array;
    }

    /** The array: {@code A<pair><loop><array>}, e.g. {@code A3A4}. */
    String arrayId() {
        return "A" + daPair + loop + array;
    }

    /**
     * Reads the cell (whitespace already collapsed; commas may be missing where the page broke lines
     * instead). Parts may come in any order; Device Adapter Pair, Cluster, Loop and Array are needed.
     */
    static Location parse(String text) throws Invalid {
        String[] words = text.replace(',', ' ').trim().split(" ");
        Integer pair = null;
        Integer cluster = null;
        Character loop = null;
        Integer array = null;
        String vol = null;
        int i = 0;
        while (i < words.length) {
            String w = words[i].toLowerCase(Locale.ROOT);
            if (w.isEmpty()) {
                i++;
                continue;
            }
            String value = i + 1 < words.length ? words[i + 1] : "";
            switch (w) {
                case "device" -> {
                    if (i + 3 >= words.length || !words[i + 1].equalsIgnoreCase("adapter")
                            || !words[i + 2].equalsIgnoreCase("pair")) {
                        throw new Invalid("'Device' not followed by 'Adapter Pair <n>'");
                    }
                    pair = once(pair, "Device Adapter Pair", number(words[i + 3], 0, 99, "Device Adapter Pair",
                            "a number"));
                    i += 4;
                    continue;
                }
                case "cluster" -> cluster = once(cluster, "Cluster", number(value, 1, 2, "Cluster",
                        "clusters are 1 and 2"));
                case "loop" -> {
                    char c = value.length() == 1 ? Character.toUpperCase(value.charAt(0)) : '?';
                    if (c != 'A' && c != 'B') {
                        throw new Invalid("Loop " + brief(value) + ": loops are A and B");
                    }
                    loop = once(loop, "Loop", c);
                }
                case "array" -> array = once(array, "Array", number(value, 0, 99, "Array", "a number"));
                case "vol", "volume" -> {
                    if (value.isEmpty() || value.length() > 4 || !Ascii.alnum(value)) {
                        throw new Invalid("Vol " + brief(value) + ": a volume number");
                    }
                    vol = once(vol, "Vol", value.toUpperCase(Locale.ROOT));
                }
                default -> throw new Invalid(brief(words[i]) + " is no part of a Location");
            }
            i += 2;
        }
        List<String> missing = new ArrayList<>();
        if (pair == null) {
            missing.add("no Device Adapter Pair");
        }
        if (cluster == null) {
            missing.add("no Cluster");
        }
        if (loop == null) {
            missing.add("no Loop");
        }
        if (array == null) {
            missing.add("no Array");
        }
        if (!missing.isEmpty()) {
            throw new Invalid(String.join(", ", missing));
        }
        return new Location(pair, cluster, loop, array, vol);
    }

    private static <T> T once(T prior, String part, T value) throws Invalid {
        if (prior != null) {
            throw new Invalid(part + " given twice");
        }
        return value;
    }

    private static int number(String s, int min, int max, String part, String what) throws Invalid {
        int n = -1;
        if (!s.isEmpty() && s.length() <= 2) {
            n = 0;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c < '0' || c > '9') {
                    n = -1;
                    break;
                }
                n = n * 10 + (c - '0');
            }
        }
        if (n < min || n > max) {
            throw new Invalid(part + " " + brief(s) + ": " + what);
        }
        return n;
    }

    private static String brief(String s) {
        return s.isEmpty() ? "without a value" : io.zlayout.input.InputException.quote(s);
    }
}
