package io.zlayout.input.dscli;

import io.zlayout.input.InputException;

/**
 * The key/value lines of a section ({@code -fmt stanza}, and what the show commands print): one block per
 * object, ended by a blank line or by its first key coming round again, and a line a terminal wrapped joined
 * with its rest.
 */
final class StanzaReader {

    private final Reading r;

    StanzaReader(Reading r) {
        this.r = r;
    }

    /** Whether this line starts key/value lines of the command expected (or of any, where none is named). */
    static boolean starts(Command c, String line) {
        String key = Field.key(Stanza.key(line));
        return c != Command.RANK_EXTENTS && (c != null ? c.knows(key) : Command.anyKnows(key));
    }

    /** Reads the key/value line at line index i ({@code line}); returns the index of the next line to look at. */
    int line(Section s, int i, String line) throws InputException {
        int no = i + 1;
        // a key/value line as long as the file's width whose rest, no key of the command, wrapped below
        String next = r.line(i + 1);
        Command c = s.command;
        if (next != null && line.length() == r.wrapWidth() && LineKind.wrappedTail(next)
                && !(c != null ? c.knows(Field.key(Stanza.key(next))) : Command.anyKnows(Field.key(
                Stanza.key(next))))) {
            r.account.wrappedRows++;
            add(s, line + next, no);
            return i + 2;
        }
        add(s, line, no);
        return i + 1;
    }

    void add(Section s, String line, int no) throws InputException {
        String key = Field.key(Stanza.key(line));
        if (!s.blockTexts.isEmpty() && key.equals(s.blockFirstKey)) {
            // objects printed without the blank line between them
            flush(s);
        }
        if (s.blockTexts.isEmpty()) {
            s.blockFirstKey = key;
        }
        s.blockTexts.add(line);
        s.blockLines.add(no);
    }

    /** Maps the block read so far to its record. */
    void flush(Section s) throws InputException {
        if (s.blockTexts.isEmpty()) {
            return;
        }
        int[] lineNumbers = new int[s.blockLines.size()];
        for (int k = 0; k < lineNumbers.length; k++) {
            lineNumbers[k] = s.blockLines.get(k);
        }
        Stanza.Split split = Stanza.split(s.blockTexts, lineNumbers);
        s.blockTexts.clear();
        s.blockLines.clear();
        Columns cols = r.columns(split.keys(), lineNumbers[0], "key");
        Command c = s.command != null ? s.command : Command.recognise(cols);
        if (c == null) {
            r.account.warning(lineNumbers[0], "skipped key/value lines "
                    + lineNumbers[0] + "-" + lineNumbers[lineNumbers.length - 1] + ": their keys match no command"
                    + " zlayout reads");
            return;
        }
        cols.require(c, r.file.ref(lineNumbers[0]), "key/value lines", "key");
        r.records.emit(c, cols, split.row(), s.image);
    }
}
