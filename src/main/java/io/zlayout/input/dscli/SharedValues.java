package io.zlayout.input.dscli;

/**
 * One string per distinct value of the columns that repeat the same few values over every row of an export
 * (pool, data type, device type, state): a maximal image prints them on 65,280 volume rows each, and a string
 * per row is made and then kept by every record for the rest of the run. A value is looked up by the characters
 * of the row it stands in, so a value seen before makes no string at all. The table stops taking new values
 * when half full (a column that turns out to hold distinct values, names say, costs a string per row as before).
 */
final class SharedValues {

    private static final int SIZE = 1024;
    private final String[] table = new String[SIZE];
    private int count;

    /** The characters {@code from} to {@code to} of {@code text}, as the string seen before where there was one. */
    String of(String text, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + text.charAt(i);
        }
        int len = to - from;
        for (int slot = (h ^ (h >>> 16)) & (SIZE - 1); ; slot = (slot + 1) & (SIZE - 1)) {
            String s = table[slot];
            if (s == null) {
                String v = text.substring(from, to);
                if (count < SIZE / 2) {
                    table[slot] = v;
                    count++;
                }
                return v;
            }
            if (s.length() == len && text.regionMatches(from, s, 0, len)) {
                return s;
            }
        }
    }

    /** {@code value} itself, or the equal string seen before. */
    String of(String value) {
        return value == null ? null : of(value, 0, value.length());
    }
}
