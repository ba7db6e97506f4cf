package io.zlayout.input.ess;

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

    /** The rank made from this array: {@code R<pair><loop><array>}, e.g. {@code R3A4}. */
    String rankId() {
        return "R" + daPair + loop + array;
    }

    /** The array: {@code A<pair><loop><array>}, e.g. {@code A3A4}. */
    String arrayId() {
        return "A" + daPair + loop + array;
    }

    /** The storage server: cluster 1 is server 0, cluster 2 server 1. */
    int server() {
        return cluster - 1;
    }

    /**
     * Reads the cell (whitespace already collapsed; commas may be missing where the page broke lines
     * instead). Returns null when a part is missing, repeated, unknown or out of range.
     */
    static Location parse(String text) {
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
                    if (pair != null || i + 3 >= words.length
                            || !words[i + 1].equalsIgnoreCase("adapter") || !words[i + 2].equalsIgnoreCase("pair")) {
                        return null;
                    }
                    pair = number(words[i + 3], 0, 99);
                    if (pair == null) {
                        return null;
                    }
                    i += 4;
                    continue;
                }
                case "cluster" -> {
                    if (cluster != null) {
                        return null;
                    }
                    cluster = number(value, 1, 2);
                    if (cluster == null) {
                        return null;
                    }
                }
                case "loop" -> {
                    if (loop != null || value.length() != 1) {
                        return null;
                    }
                    char c = Character.toUpperCase(value.charAt(0));
                    if (c != 'A' && c != 'B') {
                        return null;
                    }
                    loop = c;
                }
                case "array" -> {
                    if (array != null) {
                        return null;
                    }
                    array = number(value, 0, 99);
                    if (array == null) {
                        return null;
                    }
                }
                case "vol", "volume" -> {
                    if (vol != null || value.isEmpty() || value.length() > 4 || !alnum(value)) {
                        return null;
                    }
                    vol = value.toUpperCase(Locale.ROOT);
                }
                default -> {
                    return null;
                }
            }
            i += 2;
        }
        if (pair == null || cluster == null || loop == null || array == null) {
            return null;
        }
        return new Location(pair, cluster, loop, array, vol);
    }

    private static Integer number(String s, int min, int max) {
        if (s.isEmpty() || s.length() > 2) {
            return null;
        }
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            n = n * 10 + (c - '0');
        }
        return n >= min && n <= max ? n : null;
    }

    private static boolean alnum(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
                return false;
            }
        }
        return true;
    }
}
