package io.zlayout.input.linux;

import java.util.ArrayList;
import java.util.List;

/** A whitespace-separated word of a line and its 1-based column. */
record Word(String text, int column) {

    /** The words of a line; any control character or space separates words. */
    static List<Word> split(String line) {
        List<Word> out = new ArrayList<>();
        int n = line.length();
        int i = 0;
        while (i < n) {
            while (i < n && line.charAt(i) <= ' ') {
                i++;
            }
            int start = i;
            while (i < n && line.charAt(i) > ' ') {
                i++;
            }
            if (i > start) {
                out.add(new Word(line.substring(start, i), start + 1));
            }
        }
        return out;
    }

    /** The words of a line as plain strings. */
    static List<String> texts(String line) {
        return split(line).stream().map(Word::text).toList();
    }
}
