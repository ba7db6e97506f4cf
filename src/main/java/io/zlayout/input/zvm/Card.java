package io.zlayout.input.zvm;

import io.zlayout.input.InputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The card-image rules of a source directory: a statement is read from columns 1-71; columns 73-80 may hold
 * a sequence number; a record whose first non-blank character is {@code *} is a comment (that includes
 * DirMaint's {@code *DVHOPT} trailer). Operands are separated by one or more blanks (tabs count as blanks)
 * and are read case-insensitively.
 */
final class Card {

    static final int LAST_COLUMN = 71;
    static final int RECORD_LENGTH = 80;

    private Card() {
    }

    /**
     * Statement names CP documents with a minimum abbreviation (the capitals of its syntax diagrams), each with
     * the fewest letters it accepts; a statement name is otherwise read only in full.
     */
    static final Map<String, Integer> ABBREVIATIONS = Map.ofEntries(
            Map.entry("ACCOUNT", 3), Map.entry("CONSOLE", 3), Map.entry("DATEFORMAT", 5), Map.entry("DEDICATE", 3),
            Map.entry("MACHINE", 4), Map.entry("MAXSTORAGE", 7), Map.entry("SCREEN", 3), Map.entry("SPECIAL", 4),
            Map.entry("SPOOL", 3), Map.entry("STORAGE", 4));

    /** The full statement name of an abbreviation CP accepts, or the word itself. */
    static String statementName(String word) {
        if (ABBREVIATIONS.containsKey(word)) {
            return word;
        }
        for (int i = 0; i < NAMES.length; i++) {
            if (word.length() >= SHORTEST[i] && NAMES[i].startsWith(word)) {
                return NAMES[i];
            }
        }
        return word;
    }

    /** {@link #ABBREVIATIONS} as arrays, in name order: every statement of a directory is looked up here. */
    private static final String[] NAMES = ABBREVIATIONS.keySet().stream().sorted().toArray(String[]::new);
    private static final int[] SHORTEST = java.util.Arrays.stream(NAMES).mapToInt(ABBREVIATIONS::get).toArray();

    /** The statement on one record, or null for a blank or comment record. */
    static Statement read(String record, int line, Sink sink) {
        return read(record, line, sink, 0);
    }

    /**
     * The statement on one record whose first {@code offset} characters (a tool's line prefix) were cut off
     * before; columns still count from the start of the line in the file.
     */
    static Statement read(String record, int line, Sink sink, int offset) {
        int first = firstNonBlank(record, 0, record.length());
        if (first < 0 || record.charAt(first) == '*') {
            return null;
        }
        int end = Math.min(record.length(), LAST_COLUMN);
        if (record.length() > LAST_COLUMN) {
            checkTail(record, line, sink, offset);
        }
        List<Statement.Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < end) {
            while (i < end && blank(record.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < end && !blank(record.charAt(i))) {
                i++;
            }
            if (i > start) {
                String word = record.substring(start, i).toUpperCase(Locale.ROOT);
                tokens.add(new Statement.Token(tokens.isEmpty() ? statementName(word) : word, offset + start + 1));
            }
        }
        return tokens.isEmpty() ? null : new Statement(line, tokens);
    }

    /**
     * Text after column 71 is ignored, as DIRECTXA does. It is silent for a sequence field (column 72 blank,
     * record at most 80 columns) and a warning otherwise, since a statement that runs past column 71 loses
     * its last operands.
     */
    private static void checkTail(String record, int line, Sink sink, int offset) {
        int tail = firstNonBlank(record, LAST_COLUMN, record.length());
        if (tail < 0) {
            return;
        }
        int last = record.length() - 1;
        while (blank(record.charAt(last))) {
            last--;
        }
        boolean sequenceField = last < RECORD_LENGTH && blank(record.charAt(LAST_COLUMN));
        if (!sequenceField) {
            sink.warning(sink.ref(line, offset + tail + 1), "expected the statement to end by column " + LAST_COLUMN
                    + " (columns 73-80 may hold a sequence number), found "
                    + InputException.quote(record.substring(tail).strip())
                    + " after it; the text after column " + LAST_COLUMN + " is ignored");
        }
    }

    private static int firstNonBlank(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!blank(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == 0x0b;
    }
}
