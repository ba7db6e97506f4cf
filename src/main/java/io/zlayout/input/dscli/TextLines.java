package io.zlayout.input.dscli;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.RandomAccess;

/**
 * The lines of a text without carriage returns, kept as offsets into it: a line's string is cut when it is
 * asked for and not held. An export of 65,000 rows held as strings kept some 25 MB alive through the whole read,
 * which the collector copied from generation to generation; cut on demand, a row's string dies young with the
 * row. The two lines asked for last are remembered, since the session looks one line ahead and back.
 */
final class TextLines extends AbstractList<String> implements RandomAccess {

    private final String text;
    /** Where line {@code i} starts; line {@code i} ends before {@code starts[i + 1] - 1} or at the text's end. */
    private final int[] starts;
    private final int size;
    /** Lines replaced by {@link #set}. */
    private Map<Integer, String> replaced;
    private int cachedAt = -1;
    private String cached;
    private int cachedAt2 = -1;
    private String cached2;

    TextLines(String text) {
        this.text = text;
        int n = text.length();
        int[] s = new int[Math.max(16, n / 48)];
        int count = 0;
        int start = 0;
        while (start < n) {
            if (count == s.length) {
                s = Arrays.copyOf(s, count * 2);
            }
            s[count++] = start;
            int at = text.indexOf('\n', start);
            start = at < 0 ? n : at + 1;
        }
        this.starts = s;
        this.size = count;
    }

    @Override
    public int size() {
        return size;
    }

    /** The length of line {@code i}, no string cut. */
    int length(int i) {
        if (replaced != null) {
            String r = replaced.get(i);
            if (r != null) {
                return r.length();
            }
        }
        return end(i) - starts[i];
    }

    private int end(int i) {
        if (i + 1 < size) {
            return starts[i + 1] - 1;
        }
        int n = text.length();
        return n > 0 && text.charAt(n - 1) == '\n' ? n - 1 : n;
    }

    @Override
    public String get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException(i);
        }
        if (i == cachedAt) {
            return cached;
        }
        if (i == cachedAt2) {
            return cached2;
        }
        String line = replaced == null ? null : replaced.get(i);
        if (line == null) {
            line = text.substring(starts[i], end(i));
        }
        cachedAt2 = cachedAt;
        cached2 = cached;
        cachedAt = i;
        cached = line;
        return line;
    }

    @Override
    public String set(int i, String line) {
        String old = get(i);
        if (replaced == null) {
            replaced = new HashMap<>();
        }
        replaced.put(i, line);
        if (cachedAt == i) {
            cached = line;
        }
        if (cachedAt2 == i) {
            cached2 = line;
        }
        return old;
    }
}
