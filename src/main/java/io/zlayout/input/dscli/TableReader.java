package io.zlayout.input.dscli;

import io.zlayout.input.InputException;

import java.util.Arrays;
import java.util.List;

/**
 * The tables of a section: a header above a {@code ====} line (aligned or delimited, wrapped or not) or the
 * documented column order of a {@code -hdr off} output, and its rows, joined where a terminal wrapped them.
 * Which columns a command prints is {@link Command}'s; what a row becomes is {@link Mapper}'s.
 */
final class TableReader {

    private final Reading r;
    private final StanzaReader stanzas;
    /**
     * The field bounds of the table row being read, one array for all rows of a width: a row is mapped to its
     * record before the next is split, and neither the row nor its bounds are kept.
     */
    private int[] rowBounds;

    TableReader(Reading r, StanzaReader stanzas) {
        this.r = r;
        this.stanzas = stanzas;
    }

    /**
     * A header at line index i: the line above a {@code ====} line, or a header a terminal wrapped at the file's
     * width above one. Returns the index of the next line to look at, or -1 when no header starts at i.
     */
    int header(Section s, int i) throws InputException {
        List<String> lines = r.lines;
        String line = lines.get(i);
        int no = i + 1;
        if (i + 1 < lines.size() && LineKind.isRule(lines.get(i + 1))) {
            header(s, line, no);
            int next = i + 2;
            while (next < lines.size() && LineKind.isRule(lines.get(next)) && lines.get(i + 1).length() == r.wrapWidth()) {
                next++; // the rest of a rule wrapped at the file's line width
            }
            return next;
        }
        if (i + 2 < lines.size() && LineKind.isRule(lines.get(i + 2)) && line.length() == r.wrapWidth()
                && LineKind.firstNonBlank(lines.get(i + 1)) >= 0 && !Echo.isEcho(lines.get(i + 1))) {
            // a header wrapped at the file's line width: the line below holds the rest of its column names
            header(s, line + lines.get(i + 1), no);
            r.account.wrappedRows++;
            int next = i + 3;
            while (next < lines.size() && LineKind.isRule(lines.get(next)) && lines.get(i + 2).length() == r.wrapWidth()) {
                next++;
            }
            return next;
        }
        return -1;
    }

    private void header(Section s, String line, int no) throws InputException {
        s.headerLength = line.length();
        stanzas.flush(s);
        end(s);
        Command c = s.expected();
        char d = Delimiters.of(line, s.settings);
        AlignedTable aligned = null;
        List<String> names;
        if (d == 0) {
            aligned = AlignedTable.header(line);
            names = aligned.names();
        } else {
            names = Delimiters.names(line, d);
        }
        Columns cols = Columns.of(names, r.file.ref(no));
        if (c == null) {
            c = Command.recognise(cols);
            if (c == null) {
                r.account.warning(no, "skipped a table: its columns "
                        + InputException.quote(String.join(", ", names)) + " match no command zlayout reads");
                s.mode = Section.Mode.SKIP_TABLE;
                r.account.tablesOfNoCommand++;
                return;
            }
        }
        cols.require(c, r.file.ref(no), "header", "column");
        s.expectRankTable = false;
        s.tableCommand = c;
        s.columns = cols;
        s.aligned = aligned;
        s.delimiter = d;
        s.headerless = false;
        s.headerLine = no;
        s.rows = 0;
        s.mode = Section.Mode.TABLE;
    }

    /**
     * Rows printed without a header ({@code -fmt delim -hdr off}): read by the command's documented column order,
     * from this, their first line.
     */
    void headerless(Section s, Command c, String line, int no) throws InputException {
        if (c == null) {
            throw new InputException(r.file.ref(no),
                    "a 'dscli>' line naming the command above rows printed without a header (-hdr off)",
                    InputException.quote(line));
        }
        List<String> order = c.order(s.longForm(), s.shortForm());
        if (order.isEmpty()) {
            throw new InputException(r.file.ref(no), "the " + c.word + " header (column names above a '====' line)",
                    InputException.quote(line));
        }
        s.tableCommand = c;
        s.columns = Columns.of(order, r.file.ref(no));
        s.aligned = null;
        s.delimiter = s.settings.delimiter() != null ? s.settings.delimiter() : Delimiters.guess(line, order.size());
        s.headerless = true;
        s.headerLine = no;
        s.rows = 0;
        s.mode = Section.Mode.TABLE;
        s.expectRankTable = false;
        row(s, line, no);
    }

    /** Ends the table being read; a header without rows (and no DSCLI message instead) is a warning. */
    void end(Section s) {
        if (s.mode == Section.Mode.TABLE && s.rows == 0 && !s.headerless && !s.answered) {
            r.account.warning(s.headerLine, "the " + s.tableCommand.word
                    + " header has no rows below it (was the output cut short?)");
        }
        if (s.mode == Section.Mode.TABLE) {
            s.mode = Section.Mode.NONE;
        }
    }

    /** Reads the row at line index i; returns the index of the next line to look at. */
    int row(Section s, int i) throws InputException {
        String line = r.lines.get(i);
        int no = i + 1;
        int width = r.wrapWidth();
        if (s.aligned != null) {
            // a row as long as the file's width and its rest below (a terminal narrower than the table), joined as
            // they stand
            if (line.length() == width && i + 1 < r.lines.size() && alignedRest(s, r.lines.get(i + 1), width)) {
                r.account.wrappedRows++;
                row(s, line + r.lines.get(i + 1), no);
                return i + 2;
            }
            row(s, line, no);
            return i + 1;
        }
        // a row is split once: only one that is short of fields, or as long as the file's longest
        // lines, is looked at again as a row a terminal or mail client may have wrapped
        int size = s.columns.size();
        if (rowBounds == null || rowBounds.length != 2 * size) {
            rowBounds = new int[2 * size];
        }
        int[] bounds = rowBounds;
        int count = Delimiters.split(line, s.delimiter, bounds, size);
        if (count == size && line.length() != width) {
            s.rows++;
            r.records.emit(s.tableCommand, s.columns, Row.delimited(line, bounds, no), s.image);
            return i + 1;
        }
        return wrapped(s, i, count);
    }

    /**
     * Whether {@code next} is the rest of an aligned row the file's width cut: a table wider than the terminal (its
     * header was wrapped too) or one whose blanks a page collapsed (its rows run longer than their header), and a rest
     * too short to be a row of its own: no longer than the header's part past the width (DSCLI pads each column to its
     * widest value or name), or fewer words than half the columns. A row just as wide as the terminal is followed by
     * the next row, not by its rest.
     */
    private static boolean alignedRest(Section s, String next, int width) {
        if (!LineKind.wrappedTail(next) || s.headerLength <= width && !s.aligned.collapsed()) {
            return false;
        }
        int words = 0;
        for (int k = 0; k < next.length(); k++) {
            if (next.charAt(k) > ' ' && (k == 0 || next.charAt(k - 1) <= ' ')) {
                words++;
            }
        }
        return 2 * words < s.columns.size() || s.headerLength > width && next.length() <= s.headerLength - width;
    }

    private void row(Section s, String line, int no) throws InputException {
        Row row = s.aligned != null ? s.aligned.split(line, no, r.file.ref(no), s.headerLine) : delimited(s, line, no);
        s.rows++;
        r.records.emit(s.tableCommand, s.columns, row, s.image);
    }

    /**
     * A delimited row at line index {@code i} of {@code count} fields that may go on in the lines below: a
     * terminal or mail client wrapped it, and the lines below hold the rest of its fields (one whose fields are
     * all there but the last, cut at its delimiter, is the file's width). Read joined when the joined lines make
     * exactly the header's fields; else the line alone. Returns the index of the next line to look at.
     */
    private int wrapped(Section s, int i, int count) throws InputException {
        List<String> lines = r.lines;
        char d = s.delimiter;
        int size = s.columns.size();
        String line = lines.get(i);
        String row = line;
        int rowCount = count;
        int next = i + 1;
        while (next < lines.size() && LineKind.firstNonBlank(lines.get(next)) >= 0
                && (rowCount < size || row.length() == r.wrapWidth())) {
            String below = lines.get(next);
            int belowCount = Delimiters.fields(below, d);
            // joined at the cut, the last field of the row and the first of the line below are one
            if (belowCount >= size || rowCount + belowCount - 1 > size || LineKind.isRule(below) || Echo.isEcho(below)) {
                break;
            }
            row = row + below;
            rowCount += belowCount - 1;
            next++;
        }
        if (next > i + 1 && rowCount == size) {
            r.account.wrappedRows++;
            row(s, row, i + 1);
            return next;
        }
        row(s, line, i + 1);
        return i + 1;
    }

    private Row delimited(Section s, String line, int no) throws InputException {
        char d = s.delimiter;
        int size = s.columns.size();
        int[] bounds = new int[2 * size];
        int count = Delimiters.split(line, d, bounds, size);
        if (count == size || (s.headerless && count > size)) {
            return Row.delimited(line, bounds, no);
        }
        if (count > size && d == ',' && s.tableCommand.listColumn != null && s.columns.has(s.tableCommand.listColumn)) {
            return mergeList(s, line, no, count - size);
        }
        String against = s.headerless ? "the documented " + s.tableCommand.word + (s.longForm() ? " -l" : "")
                + " column order" : "the header at line " + s.headerLine;
        throw new InputException(r.file.ref(no), size + " fields parted by " + Delimiters.show(d) + " as " + against
                + " has", count + (count == 1 ? " field" : " fields"));
    }

    /** A {@code -delim ,} row whose list column (ESSIOport, volgrp) was split by its own commas. */
    private static Row mergeList(Section s, String line, int no, int extra) {
        int list = s.columns.index(s.tableCommand.listColumn);
        int size = s.columns.size();
        String[] parts = line.split(",", -1);
        int[] starts = new int[parts.length];
        int pos = 0;
        for (int k = 0; k < parts.length; k++) {
            starts[k] = pos;
            pos += parts[k].length() + 1;
        }
        String[] values = new String[size];
        int[] columns = new int[size];
        for (int c = 0, k = 0; c < size; c++, k++) {
            if (c == list) {
                values[c] = String.join(",", Arrays.asList(parts).subList(k, k + extra + 1));
                columns[c] = starts[k] + 1;
                k += extra;
            } else {
                values[c] = parts[k];
                columns[c] = starts[k] + 1;
            }
        }
        return new Row(values, no, null, columns);
    }
}
