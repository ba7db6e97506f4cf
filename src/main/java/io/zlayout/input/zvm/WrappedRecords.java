package io.zlayout.input.zvm;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A directory a mail client or a terminal wrapped at its line width (64, 72 or 76 columns, say): a record longer than
 * that goes on at the start of the next line (its last operands, its sequence number in columns 73-80, the rest of a
 * comment). A directory statement is never continued on another record, so a line whose first word is no statement
 * and which stands under a line of 60 characters or more is the rest of that line: it is put back at the end of its
 * record (joined as it stands, a hard wrap cutting at the width) and its own line left blank, so every line keeps its
 * number. A statement joined so is no longer than a record (80 columns); one note tells how many were joined.
 */
final class WrappedRecords {

    /** A terminal or mail client is at least this wide; a shorter line was not wrapped by one. */
    static final int FROM = 60;

    private WrappedRecords() {
    }

    /**
     * Joins each wrapped tail in {@code records} to its record, in place (the tail's line made blank); returns how many
     * were joined.
     *
     * @param prefix the prefix every line carries ({@link LinePrefix#shared}), or null
     * @param known  the statement names the directory knows
     */
    static int join(List<String> records, String prefix, Set<String> known) {
        int joined = 0;
        for (int i = 0; i + 1 < records.size(); i++) {
            String line = records.get(i);
            String next = records.get(i + 1);
            if (line.length() >= FROM && tail(line, next, prefix, known)) {
                records.set(i, line + next);
                records.set(i + 1, "");
                joined++;
                i++;
            }
        }
        return joined;
    }

    /**
     * True when {@code next} is the rest of {@code line}: not blank, without the prefix every line carries, its first
     * word no statement and no comment, and, below a statement, the two together no longer than a record.
     */
    private static boolean tail(String line, String next, String prefix, Set<String> known) {
        String word = firstWord(next);
        if (word == null || word.startsWith("*") || (prefix != null && LinePrefix.length(next, prefix) >= 0)) {
            return false;
        }
        if (known.contains(Card.statementName(word.toUpperCase(Locale.ROOT)))) {
            return false;
        }
        int cut = LinePrefix.length(line, prefix);
        String record = cut >= 0 ? line.substring(cut) : line;
        String first = firstWord(record);
        if (first == null) {
            return false;
        }
        return first.startsWith("*") || record.length() + next.length() <= Card.RECORD_LENGTH;
    }

    private static String firstWord(String s) {
        int i = 0;
        while (i < s.length() && Card.blank(s.charAt(i))) {
            i++;
        }
        if (i == s.length()) {
            return null;
        }
        int start = i;
        while (i < s.length() && !Card.blank(s.charAt(i))) {
            i++;
        }
        return s.substring(start, i);
    }
}
