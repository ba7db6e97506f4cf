package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the parts of one read share: the file and its lines, the records made, the account of what was
 * passed over, the width a terminal wrapped the file at, and the columns of headers and keys seen before.
 */
final class Reading {

    final SourceFile file;
    final List<String> lines;
    final Records records;
    final Account account;
    private final Map<List<String>, Columns> columnCache = new HashMap<>();
    /** See {@link #wrapWidth()}; -1 until computed. */
    private int wrapWidth = -1;

    Reading(SourceFile file, String text) {
        this.file = file;
        this.lines = lines(text);
        this.records = new Records(file);
        this.account = new Account(file);
    }

    /** {@link SourceFile#lines}; the usual text without carriage returns as offsets ({@link TextLines}). */
    private static List<String> lines(String text) {
        return text.indexOf('\r') >= 0 ? new ArrayList<>(SourceFile.lines(text)) : new TextLines(text);
    }

    /** The line at index i, or null past the end. */
    String line(int i) {
        return i < lines.size() ? lines.get(i) : null;
    }

    /**
     * The width a terminal or mail client wrapped the file at: its longest line's length, when at least two lines
     * are that long and it is one a wrap leaves (60 columns or more); else 0.
     */
    int wrapWidth() {
        if (wrapWidth < 0) {
            int max = 0;
            int at = 0;
            TextLines offsets = lines instanceof TextLines t ? t : null;
            for (int i = 0, n = lines.size(); i < n; i++) {
                int length = offsets != null ? offsets.length(i) : lines.get(i).length();
                if (length > max) {
                    max = length;
                    at = 1;
                } else if (length == max) {
                    at++;
                }
            }
            wrapWidth = max >= 60 && at >= 2 ? max : 0;
        }
        return wrapWidth;
    }

    /** The columns of these names (stanza keys, XML properties), made once for each set of names. */
    Columns columns(List<String> names, int line, String noun) throws InputException {
        Columns c = columnCache.get(names);
        if (c == null) {
            c = Columns.of(names, file.ref(line), noun);
            if (columnCache.size() < 64) {
                columnCache.put(names, c);
            }
        }
        return c;
    }
}
