package io.zlayout.input.dscli;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.Prompt;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.Ids;
import io.zlayout.model.ImageScoped;
import io.zlayout.model.RankExtent;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * One read of a DSCLI file, line by line, as the session that produced it ran: {@code dscli>} echo lines
 * start a command's output (and {@code setoutput} changes the output settings of those after it), banners
 * and {@code CMU...} messages are taken aside, and each output is read as a table (a header above a
 * {@code ====} line, aligned or delimited), as header-less delimited rows (by the command's documented
 * column order), as key/value stanzas, or as XML.
 */
final class Session {

    private enum Mode {
        /** Nothing read yet in this output, or the last table ended. */
        NONE,
        /** Rows of a header or of a documented column order. */
        TABLE,
        /** Key/value lines. */
        STANZA,
        /** A table of no command zlayout reads: its rows are passed over. */
        SKIP_TABLE
    }

    private static final String FORMAT = "dscli";
    /** Longest message text repeated in a diagnostic. */
    private static final int MESSAGE_MAX = 160;

    private final SourceFile file;
    private final ReadContext context;
    private final List<String> lines;
    private final Mapper mapper;
    private final List<Element> elements = new ArrayList<>();
    private final int maxRecords = SourceFile.maxRecords();
    private int records;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** Every image the file names (-dev, banners, -fullid ids, lssi), and those lssi/showsi list. */
    private final TreeSet<String> named = new TreeSet<>();
    private final TreeSet<String> listed = new TreeSet<>();
    private final Map<List<String>, Columns> columnCache = new HashMap<>();
    private String lastNamed;
    /** Records whose image is not known yet. */
    private int unscoped;
    private Echo.Settings settings = Echo.Settings.NONE;
    private Section section;
    private boolean sawContent;
    /** Outputs that began on a prompt's line. */
    private int prompts;
    /** Delimited rows and headers found wrapped onto the lines below them, and read joined. */
    private int wrappedRows;
    /**
     * The field bounds of the table row being read, one array for all rows of a width: a row is mapped to its
     * record before the next is split, and neither the row nor its bounds are kept.
     */
    private int[] rowBounds;
    /** See {@link #wrapWidth()}; -1 until computed. */
    private int wrapWidth = -1;
    /** The first line and count of the run of noise lines being passed over, or 0. */
    private int noiseFrom;
    private int noiseCount;
    /** What was passed over, to say why nothing was read. */
    private final TreeSet<String> skippedCommands = new TreeSet<>();
    private int noObjects;
    private int messages;
    private int tablesOfNoCommand;

    /** The output of one command: from its echo line (or the file's start, or a banner) to the next. */
    private static final class Section {
        final Echo echo;
        final Command command;
        final Echo.Settings settings;
        final boolean skip;
        final String skippedWord;
        String image;
        int skipped;
        boolean answered;
        boolean hasContent;
        Mode mode = Mode.NONE;
        boolean expectRankTable;

        Command tableCommand;
        Columns columns;
        AlignedTable aligned;
        char delimiter;
        boolean headerless;
        int headerLine;
        /** The header's length, joined where a terminal wrapped it. */
        int headerLength;
        int rows;

        final List<String> blockTexts = new ArrayList<>();
        final List<Integer> blockLines = new ArrayList<>();
        String blockFirstKey;

        Volume pending;
        List<RankExtent> pendingExtents;
        String xmlCommand;
        /** Lines such as "..." or "(...)" where a document left rows out. */
        final List<Integer> elisions = new ArrayList<>();

        Section(Echo echo, Command command, Echo.Settings settings, boolean skip, String skippedWord) {
            this.echo = echo;
            this.command = command;
            this.settings = settings;
            this.skip = skip;
            this.skippedWord = skippedWord;
        }

        boolean longForm() {
            return echo != null && echo.flag("l");
        }

        boolean shortForm() {
            return echo != null && echo.flag("s");
        }
    }

    Session(SourceFile file, ReadContext context, String text) {
        this.file = file;
        this.context = context == null ? ReadContext.NONE : context;
        this.lines = lines(text);
        this.mapper = new Mapper(file);
    }

    /** {@link SourceFile#lines}; the usual text without carriage returns as offsets ({@link TextLines}). */
    private static List<String> lines(String text) {
        return text.indexOf('\r') >= 0 ? new ArrayList<>(SourceFile.lines(text)) : new TextLines(text);
    }

    ParseResult run() throws InputException {
        section = new Section(null, null, settings, false, null);
        int n = lines.size();
        int i = 0;
        while (i < n) {
            String line = lines.get(i);
            int first = firstNonBlank(line);
            if (first >= 0 && section.mode != Mode.SKIP_TABLE && Noise.isElision(line)) {
                sawContent = true;
                section.elisions.add(i + 1);
                i++;
                continue;
            }
            if (first >= 0 && !section.skip && Noise.isNoise(line)) {
                noise(i + 1);
                i++;
                continue;
            }
            endNoise();
            if (first < 0) {
                blank();
                i++;
                continue;
            }
            // most lines are rows: one look at the first word tells they are no prompt
            Prompt prompt = Prompt.of(line);
            String marker;
            if (Echo.promptBeforeOutput(line, prompt, i + 1 < n ? lines.get(i + 1) : null)) {
                // stdin-driven DSCLI: the prompt, then the next command's output on the same line
                sawContent = true;
                endSection();
                section = new Section(null, null, settings, false, null);
                prompts++;
                lines.set(i, Echo.afterPrompt(line, prompt));
            } else if ((marker = Noise.collectorMarker(line)) != null) {
                sawContent = true;
                if (marker.isEmpty()) {
                    endSection();
                    section = new Section(null, null, settings, false, null);
                } else {
                    echo("dscli> " + marker, i + 1);
                }
                i++;
            } else if (Echo.isEcho(line, prompt)) {
                sawContent = true;
                echo(line, i + 1);
                i++;
            } else if (isBanner(line, first)) {
                sawContent = true;
                banner(line, i + 1);
                i++;
                if (line.length() == wrapWidth() && i < n && wrappedTail(lines.get(i))
                        && !WHOLE_BANNER.matcher(line.strip()).matches()
                        && WHOLE_BANNER.matcher((line + lines.get(i)).strip()).matches()) {
                    // the banner's rest ('7.9.40.125 DS: IBM.2107-75ZL101') wrapped onto the line below
                    wrappedRows++;
                    i++;
                }
            } else if (isMessage(line, first)) {
                sawContent = true;
                message(line.strip(), i + 1);
                i++;
            } else {
                sawContent = true;
                i = content(i);
            }
        }
        endNoise();
        endSection();
        if (!sawContent) {
            throw new InputException(file.ref(1), "DSCLI output", lines.isEmpty() ? "an empty file" : "only blank lines");
        }
        if (wrappedRows > 0) {
            diagnostics.add(Diagnostic.note(file.ref(1), wrappedRows + " row(s) or header(s) wrapped onto the line "
                    + "below (a terminal or mail client's line width) read as one each"));
        }
        if (prompts > 0) {
            diagnostics.add(Diagnostic.note(file.ref(1), "read " + prompts + " output" + (prompts == 1 ? "" : "s")
                    + " that start on the 'dscli>' prompt's line (DSCLI reading its commands from stdin)"));
        }
        if (elements.isEmpty() && diagnostics.stream().noneMatch(d -> d.level() == Diagnostic.Level.WARNING)) {
            // DSCLI's own "no objects" answer is understood and empty (a CKD-only image has no FB volume): a warning
            // about the file, which --strict counts; anything else read to nothing is refused at its line 1
            boolean understood = noObjects > 0 && skippedCommands.stream().allMatch(c -> c.isEmpty() || c.equals("exit")
                    || c.equals("quit")) && tablesOfNoCommand == 0;
            diagnostics.add(Diagnostic.warning(understood ? io.zlayout.model.SourceRef.file(file.display())
                    : file.ref(1), "nothing read from this DSCLI output: " + whyNothing()));
        }
        return new ParseResult(FORMAT, resolveImages(), diagnostics);
    }

    // ---------------------------------------------------------------------------------------------- lines

    private void echo(String line, int no) throws InputException {
        endSection();
        Echo e = Echo.parse(line, no);
        if (e.word.equals("setoutput")) {
            settings = e.applyTo(settings);
            section = new Section(e, null, settings, false, null);
            return;
        }
        Command c = Command.byWord(e.word);
        if (e.word.isEmpty() || c == null) {
            section = new Section(e, null, settings, !e.word.isEmpty(), e.word);
            return;
        }
        section = new Section(e, c, e.applyTo(settings), false, null);
        String dev = e.option("dev");
        if (dev != null && !dev.isEmpty()) {
            if (Mapper.validImage(dev)) {
                section.image = name(dev.toUpperCase(Locale.ROOT));
            } else {
                diagnostics.add(Diagnostic.warning(file.ref(no), "-dev " + InputException.quote(dev)
                        + " is not a storage image id like IBM.2107-75DWA61; the image is taken from elsewhere"));
            }
        }
        for (String a : e.args) {
            int slash = a.lastIndexOf('/');
            if (section.image == null && slash > 0 && Mapper.validImage(a.substring(0, slash))) {
                section.image = name(a.substring(0, slash).toUpperCase(Locale.ROOT));
            }
        }
    }

    private void banner(String line, int no) throws InputException {
        if (section.hasContent) {
            // a banner opens each command's output: without echo lines it is the only boundary there is
            endSection();
            section = new Section(null, null, settings, false, null);
        }
        int at = line.lastIndexOf("DS:");
        if (at < 0) {
            return;
        }
        String ds = line.substring(at + 3).strip();
        int blank = ds.indexOf(' ');
        if (blank > 0) {
            ds = ds.substring(0, blank);
        }
        if (Mapper.validImage(ds)) {
            String image = name(ds.toUpperCase(Locale.ROOT));
            if (section.image == null) {
                section.image = image;
            }
        } else if (!ds.equals("-") && !ds.isEmpty()) {
            diagnostics.add(Diagnostic.warning(file.ref(no), "the banner's DS: " + InputException.quote(ds)
                    + " is not a storage image id like IBM.2107-75DWA61; the image is taken from elsewhere"));
        }
    }

    private void message(String text, int no) {
        section.answered = true;
        messages++;
        String shown = text.length() > MESSAGE_MAX ? text.substring(0, MESSAGE_MAX) + "..." : text;
        char level = text.charAt(9);
        if (level == 'E' || level == 'W') {
            diagnostics.add(Diagnostic.warning(file.ref(no), "DSCLI reported " + (level == 'E' ? "an error" : "a warning")
                    + ": '" + shown + "'"));
        } else if (text.contains(" No ") && text.contains(" found")) {
            noObjects++;
            diagnostics.add(Diagnostic.note(file.ref(no), "no objects: '" + shown + "'"));
        } else {
            diagnostics.add(Diagnostic.note(file.ref(no), "DSCLI said: '" + shown + "'"));
        }
    }

    private void blank() throws InputException {
        Section s = section;
        if (s.mode == Mode.STANZA) {
            flushBlock();
        } else if (s.mode == Mode.TABLE && s.tableCommand == Command.RANK_EXTENTS) {
            endTable();
            s.mode = Mode.NONE;
        }
    }

    /** Reads output from line index i; returns the index of the next line to look at. */
    private int content(int i) throws InputException {
        Section s = section;
        String line = lines.get(i);
        int no = i + 1;
        if (s.skip) {
            s.skipped++;
            return i + 1;
        }
        s.hasContent = true;
        if (isRankMarker(line)) {
            flushBlock();
            endTable();
            s.mode = Mode.NONE;
            s.expectRankTable = true;
            return i + 1;
        }
        if (startsXml(line, s.mode == Mode.NONE)) {
            return xml(i);
        }
        if (i + 1 < lines.size() && isRule(lines.get(i + 1))) {
            header(line, no);
            int next = i + 2;
            while (next < lines.size() && isRule(lines.get(next)) && lines.get(i + 1).length() == wrapWidth()) {
                next++; // the rest of a rule wrapped at the file's line width
            }
            return next;
        }
        if (i + 2 < lines.size() && isRule(lines.get(i + 2)) && line.length() == wrapWidth()
                && firstNonBlank(lines.get(i + 1)) >= 0 && !Echo.isEcho(lines.get(i + 1))) {
            // a header wrapped at the file's line width: the line below holds the rest of its column names
            header(line + lines.get(i + 1), no);
            wrappedRows++;
            int next = i + 3;
            while (next < lines.size() && isRule(lines.get(next)) && lines.get(i + 2).length() == wrapWidth()) {
                next++;
            }
            return next;
        }
        if (isRule(line)) {
            throw new InputException(file.ref(no), "a header line above the '====' line",
                    "the '====' line without one");
        }
        switch (s.mode) {
            case TABLE: {
                if (s.aligned != null) {
                    // an aligned row is wrapped only where its header was (a terminal narrower than the table):
                    // the line as long as the file's width and its rest below, joined as they stand
                    if (s.headerLength > wrapWidth() && line.length() == wrapWidth() && i + 1 < lines.size()
                            && wrappedTail(lines.get(i + 1))) {
                        wrappedRows++;
                        tableRow(line + lines.get(i + 1), no);
                        return i + 2;
                    }
                    tableRow(line, no);
                    return i + 1;
                }
                // a row is split once: only one that is short of fields, or as long as the file's longest
                // lines, is looked at again as a row a terminal or mail client may have wrapped
                int size = s.columns.size();
                if (rowBounds == null || rowBounds.length != 2 * size) {
                    rowBounds = new int[2 * size];
                }
                int[] bounds = rowBounds;
                int count = split(line, s.delimiter, bounds, size);
                if (count == size && line.length() != wrapWidth()) {
                    s.rows++;
                    emit(s.tableCommand, s.columns, Row.delimited(line, bounds, no));
                    return i + 1;
                }
                return wrapped(i, count);
            }
            case STANZA: {
                // a key/value line as long as the file's width whose rest, no key of the command, wrapped below
                String next = i + 1 < lines.size() ? lines.get(i + 1) : null;
                Command c = s.command;
                if (next != null && line.length() == wrapWidth() && wrappedTail(next)
                        && !(c != null ? c.knows(Field.key(Stanza.key(next))) : Command.anyKnows(Field.key(
                        Stanza.key(next))))) {
                    wrappedRows++;
                    stanzaLine(line + next, no);
                    return i + 2;
                }
                stanzaLine(line, no);
                break;
            }
            case SKIP_TABLE:
                break;
            default:
                start(line, no);
                break;
        }
        return i + 1;
    }

    /** The first line of output that is not a header: header-less delimited rows, or key/value lines. */
    private void start(String line, int no) throws InputException {
        Section s = section;
        Command c = s.expectRankTable ? Command.RANK_EXTENTS : s.command;
        if (s.settings.delimFormat() && s.settings.headerOff()) {
            if (c == null) {
                throw new InputException(file.ref(no),
                        "a 'dscli>' line naming the command above rows printed without a header (-hdr off)",
                        InputException.quote(line));
            }
            List<String> order = c.order(s.longForm(), s.shortForm());
            if (order.isEmpty()) {
                throw new InputException(file.ref(no), "the " + c.word + " header (column names above a '====' line)",
                        InputException.quote(line));
            }
            s.tableCommand = c;
            s.columns = Columns.of(order, file.ref(no));
            s.aligned = null;
            s.delimiter = s.settings.delimiter() != null ? s.settings.delimiter() : guessDelimiter(line, order.size());
            s.headerless = true;
            s.headerLine = no;
            s.rows = 0;
            s.mode = Mode.TABLE;
            s.expectRankTable = false;
            tableRow(line, no);
            return;
        }
        String key = Field.key(Stanza.key(line));
        if (c != Command.RANK_EXTENTS && (c != null ? c.knows(key) : Command.anyKnows(key))) {
            s.mode = Mode.STANZA;
            stanzaLine(line, no);
            return;
        }
        if (c != null) {
            throw new InputException(file.ref(no), "the " + c.word + " header (column names above a '====' line)"
                    + (c.show() ? " or its key/value lines" : ""), InputException.quote(line));
        }
        throw new InputException(file.ref(no), "DSCLI output: a 'dscli>' command line, a banner, column names above"
                + " a '====' line, key/value lines or XML", InputException.quote(line));
    }

    // ------------------------------------------------------------------------------------------- tables

    /** A whole banner: its date, the DSCLI version and, when DSCLI named one, the storage image. */
    private static final java.util.regex.Pattern WHOLE_BANNER = java.util.regex.Pattern.compile(
            "Date/Time: .+ IBM DSCLI Version: \\S+( DS: \\S+)?");

    /** A line that can be the rest of a wrapped line: not blank, no echo, rule, banner or message of its own. */
    private static boolean wrappedTail(String next) {
        int first = firstNonBlank(next);
        return first >= 0 && !Echo.isEcho(next) && !isRule(next) && !isBanner(next, first) && !isMessage(next, first);
    }

    private void header(String line, int no) throws InputException {
        Section s = section;
        s.headerLength = line.length();
        flushBlock();
        endTable();
        Command c = s.expectRankTable ? Command.RANK_EXTENTS : s.command;
        char d = delimiterOf(line, s.settings);
        AlignedTable aligned = null;
        List<String> names;
        if (d == 0) {
            aligned = AlignedTable.header(line);
            names = aligned.names();
        } else {
            names = splitNames(line, d);
        }
        Columns cols = Columns.of(names, file.ref(no));
        if (c == null) {
            c = Command.recognise(cols);
            if (c == null) {
                diagnostics.add(Diagnostic.warning(file.ref(no), "skipped a table: its columns "
                        + InputException.quote(String.join(", ", names)) + " match no command zlayout reads"));
                s.mode = Mode.SKIP_TABLE;
                tablesOfNoCommand++;
                return;
            }
        }
        cols.require(c, file.ref(no), "header", "column");
        s.expectRankTable = false;
        s.tableCommand = c;
        s.columns = cols;
        s.aligned = aligned;
        s.delimiter = d;
        s.headerless = false;
        s.headerLine = no;
        s.rows = 0;
        s.mode = Mode.TABLE;
    }

    private void endTable() {
        Section s = section;
        if (s.mode == Mode.TABLE && s.rows == 0 && !s.headerless && !s.answered) {
            diagnostics.add(Diagnostic.warning(file.ref(s.headerLine), "the " + s.tableCommand.word
                    + " header has no rows below it (was the output cut short?)"));
        }
        if (s.mode == Mode.TABLE) {
            s.mode = Mode.NONE;
        }
    }

    private void tableRow(String line, int no) throws InputException {
        Section s = section;
        Row row = s.aligned != null ? s.aligned.split(line, no, file.ref(no), s.headerLine) : delimited(line, no);
        s.rows++;
        emit(s.tableCommand, s.columns, row);
    }

    /**
     * A delimited row at line index {@code i} of {@code count} fields that may go on in the lines below: a
     * terminal or mail client wrapped it, and the lines below hold the rest of its fields (one whose fields are
     * all there but the last, cut at its delimiter, is the file's width). Read joined when the joined lines make
     * exactly the header's fields; else the line alone. Returns the index of the next line to look at.
     */
    private int wrapped(int i, int count) throws InputException {
        Section s = section;
        char d = s.delimiter;
        int size = s.columns.size();
        String line = lines.get(i);
        String row = line;
        int rowCount = count;
        int next = i + 1;
        while (next < lines.size() && firstNonBlank(lines.get(next)) >= 0
                && (rowCount < size || row.length() == wrapWidth())) {
            String below = lines.get(next);
            int belowCount = fields(below, d);
            // joined at the cut, the last field of the row and the first of the line below are one
            if (belowCount >= size || rowCount + belowCount - 1 > size || isRule(below) || Echo.isEcho(below)) {
                break;
            }
            row = row + below;
            rowCount += belowCount - 1;
            next++;
        }
        if (next > i + 1 && rowCount == size) {
            wrappedRows++;
            tableRow(row, i + 1);
            return next;
        }
        tableRow(line, i + 1);
        return i + 1;
    }

    /**
     * Splits a row at the delimiter: the start and end of each of its first {@code size} fields into
     * {@code bounds}, in pairs. Returns how many fields it has.
     */
    private static int split(String line, char d, int[] bounds, int size) {
        int count = 0;
        int start = 0;
        while (true) {
            int at = line.indexOf(d, start);
            if (count < size) {
                bounds[2 * count] = start;
                bounds[2 * count + 1] = at < 0 ? line.length() : at;
            }
            count++;
            if (at < 0) {
                return count;
            }
            start = at + 1;
        }
    }

    private Row delimited(String line, int no) throws InputException {
        Section s = section;
        char d = s.delimiter;
        int size = s.columns.size();
        int[] bounds = new int[2 * size];
        int count = split(line, d, bounds, size);
        if (count == size || (s.headerless && count > size)) {
            return Row.delimited(line, bounds, no);
        }
        if (count > size && d == ',' && s.tableCommand.listColumn != null && s.columns.has(s.tableCommand.listColumn)) {
            return mergeList(line, no, count - size);
        }
        String against = s.headerless ? "the documented " + s.tableCommand.word + (s.longForm() ? " -l" : "")
                + " column order" : "the header at line " + s.headerLine;
        throw new InputException(file.ref(no), size + " fields parted by " + show(d) + " as " + against + " has",
                count + (count == 1 ? " field" : " fields"));
    }

    /**
     * The width a terminal or mail client wrapped the file at: its longest line's length, when at least two lines
     * are that long and it is one a wrap leaves (60 columns or more); else 0.
     */
    private int wrapWidth() {
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

    /** How many fields the delimiter parts the row into. */
    private static int fields(String row, char d) {
        int count = 1;
        for (int k = row.indexOf(d); k >= 0; k = row.indexOf(d, k + 1)) {
            count++;
        }
        return count;
    }

    /** A {@code -delim ,} row whose list column (ESSIOport, volgrp) was split by its own commas. */
    private Row mergeList(String line, int no, int extra) {
        Section s = section;
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

    // -------------------------------------------------------------------------------------------- stanza

    private void stanzaLine(String line, int no) throws InputException {
        Section s = section;
        String key = Field.key(Stanza.key(line));
        if (!s.blockTexts.isEmpty() && key.equals(s.blockFirstKey)) {
            // objects printed without the blank line between them
            flushBlock();
        }
        if (s.blockTexts.isEmpty()) {
            s.blockFirstKey = key;
        }
        s.blockTexts.add(line);
        s.blockLines.add(no);
    }

    private void flushBlock() throws InputException {
        Section s = section;
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
        Columns cols = columns(split.keys(), lineNumbers[0], "key");
        Command c = s.command != null ? s.command : Command.recognise(cols);
        if (c == null) {
            diagnostics.add(Diagnostic.warning(file.ref(lineNumbers[0]), "skipped key/value lines "
                    + lineNumbers[0] + "-" + lineNumbers[lineNumbers.length - 1] + ": their keys match no command"
                    + " zlayout reads"));
            return;
        }
        cols.require(c, file.ref(lineNumbers[0]), "key/value lines", "key");
        emit(c, cols, split.row());
    }

    // ----------------------------------------------------------------------------------------------- XML

    private int xml(int i) throws InputException {
        int j = i + 1;
        while (j < lines.size() && !Echo.isEcho(lines.get(j)) && !lines.get(j).stripLeading().startsWith("<?xml")) {
            j++;
        }
        StringBuilder b = new StringBuilder();
        for (int k = i; k < j; k++) {
            if (k > i) {
                b.append('\n');
            }
            b.append(lines.get(k));
        }
        flushBlock();
        endTable();
        Section s = section;
        XmlOutput.read(b.toString(), file, i + 1, new XmlOutput.Sink() {
            @Override
            public void root(String command) {
                s.xmlCommand = command;
            }

            @Override
            public void record(XmlOutput.XmlRecord r) throws InputException {
                xmlRecord(r);
            }
        });
        return j;
    }

    private void xmlRecord(XmlOutput.XmlRecord r) throws InputException {
        Section s = section;
        Columns cols = columns(r.names(), r.line(), "property");
        int[] columns = new int[r.values().size()];
        Arrays.fill(columns, r.column());
        Row row = new Row(r.values().toArray(new String[0]), r.line(), null, columns);
        if (cols.has("rank") && cols.has("extents") && !cols.has("ID")) {
            emit(Command.RANK_EXTENTS, cols, row);
            return;
        }
        Command c = s.command != null ? s.command
                : s.xmlCommand != null ? Command.byWord(s.xmlCommand) : Command.recognise(cols);
        if (c == null) {
            diagnostics.add(Diagnostic.warning(file.ref(r.line()), "skipped an XML object: its properties "
                    + InputException.quote(String.join(", ", r.names())) + " match no command zlayout reads"));
            return;
        }
        cols.require(c, file.ref(r.line(), r.column()), "XML object", "property");
        emit(c, cols, row);
    }

    // ------------------------------------------------------------------------------------------- records

    private void emit(Command c, Columns cols, Row row) throws InputException {
        Section s = section;
        if (c == Command.RANK_EXTENTS) {
            if (s.pending == null) {
                throw new InputException(file.ref(row.line), "a showfbvol or showckdvol volume above its Rank extents",
                        "Rank extents without a volume");
            }
            count(row.line);
            s.pendingExtents.add(mapper.rankExtent(cols, row));
            return;
        }
        Element e = mapper.map(c, cols, row, s.image);
        if (e instanceof Volume v && c.show()) {
            flushPending();
            s.pending = v;
            s.pendingExtents = new ArrayList<>();
            return;
        }
        add(e);
    }

    /** Refuses an export that makes more records than any real one (see {@link SourceFile#maxRecords()}). */
    private void count(int line) throws InputException {
        if (++records > maxRecords) {
            throw new InputException(file.ref(line), "at most " + maxRecords + " records in one DSCLI export (a"
                    + " maximal DS8000 image has 65,280 volumes)", "more, at this row");
        }
    }

    private void flushPending() throws InputException {
        Section s = section;
        if (s.pending == null) {
            return;
        }
        Volume v = s.pending;
        if (!s.pendingExtents.isEmpty()) {
            v = new Volume(v.image(), v.id(), v.name(), v.kind(), v.dataType(), v.volumeType(), v.pool(),
                    v.capacityBytes(), v.cylinders(), v.baseVolume(), s.pendingExtents, v.volser(), v.source());
        }
        s.pending = null;
        s.pendingExtents = null;
        add(v);
    }

    private void add(Element e) throws InputException {
        count(e.source() != null ? e.source().line() : 0);
        elements.add(e);
        if (e instanceof StorageImage si) {
            listed.add(si.id());
            name(si.id());
        } else if (e instanceof ImageScoped is) {
            if (Ids.UNKNOWN_IMAGE.equals(is.image())) {
                unscoped++;
            } else {
                name(is.image());
            }
        }
    }

    private String name(String image) {
        if (!image.equals(lastNamed)) {
            named.add(image);
            lastNamed = image;
        }
        return image;
    }

    private void endSection() throws InputException {
        Section s = section;
        if (s == null) {
            return;
        }
        if (!s.elisions.isEmpty()) {
            List<Integer> at = s.elisions;
            diagnostics.add(Diagnostic.note(file.ref(at.get(0)), "skipped " + (at.size() == 1 ? "an elision line"
                    : at.size() + " elision lines") + " ('...' where the text leaves rows out"
                    + (at.size() == 1 ? "" : ", at lines " + joinLines(at)) + "): only the rows shown are read"));
        }
        if (s.skip) {
            skippedCommands.add(s.skippedWord);
            if (s.skipped > 0) {
                diagnostics.add(Diagnostic.note(file.ref(s.echo.line), "skipped " + s.skipped + " line"
                        + (s.skipped == 1 ? "" : "s") + " of '" + s.skippedWord + "' output: zlayout does not read it"));
            }
            return;
        }
        flushBlock();
        endTable();
        flushPending();
    }

    /**
     * Records whose image neither their id, the command's -dev nor a banner told get the image the file
     * lists in lssi, else the one image the file names anywhere, else zlayout.yaml's; else they stay
     * {@link Ids#UNKNOWN_IMAGE} for the assembler.
     */
    private List<Element> resolveImages() {
        String image = listed.size() == 1 ? listed.first()
                : named.size() == 1 ? named.first()
                : context.storageImage();
        if (image == null || unscoped == 0) {
            return elements;
        }
        List<Element> out = new ArrayList<>(elements.size());
        for (Element e : elements) {
            out.add(e instanceof ImageScoped is && Ids.UNKNOWN_IMAGE.equals(is.image()) ? is.withImage(image) : e);
        }
        return out;
    }

    // ----------------------------------------------------------------------------------------- pass over

    /** A line that is not DSCLI output (a shell prompt, a login prompt, a log line): one note per run of them. */
    private void noise(int no) {
        sawContent = true;
        if (noiseCount == 0) {
            noiseFrom = no;
        }
        noiseCount++;
    }

    private void endNoise() {
        if (noiseCount == 0) {
            return;
        }
        diagnostics.add(Diagnostic.note(file.ref(noiseFrom), "skipped " + (noiseCount == 1 ? "a line"
                : noiseCount + " lines") + " around the DSCLI output (shell or login prompts, log lines)"));
        noiseCount = 0;
    }

    private String whyNothing() {
        List<String> why = new ArrayList<>();
        skippedCommands.remove("");
        for (String c : List.of("exit", "quit")) {
            skippedCommands.remove(c);
        }
        if (!skippedCommands.isEmpty()) {
            why.add("it holds the output of commands zlayout does not read (" + String.join(", ", skippedCommands)
                    + ")");
        }
        if (noObjects > 0) {
            why.add("DSCLI found no objects");
        }
        if (tablesOfNoCommand > 0) {
            why.add("its tables match no command zlayout reads");
        }
        if (why.isEmpty() && messages > 0) {
            why.add("it holds DSCLI messages only, no listing (" + messages + " message" + (messages == 1 ? "" : "s")
                    + ")");
        }
        if (why.isEmpty()) {
            why.add("no table, key/value lines or XML of a command zlayout reads");
        }
        return String.join("; ", why) + " (zlayout reads " + String.join(", ", Command.words()) + ")";
    }

    private static String joinLines(List<Integer> at) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < at.size() && k < 8; k++) {
            b.append(k == 0 ? "" : ", ").append(at.get(k));
        }
        return at.size() > 8 ? b + ", ..." : b.toString();
    }

    // ------------------------------------------------------------------------------------------- helpers

    private Columns columns(List<String> names, int line, String noun) throws InputException {
        Columns c = columnCache.get(names);
        if (c == null) {
            c = Columns.of(names, file.ref(line), noun);
            if (columnCache.size() < 64) {
                columnCache.put(names, c);
            }
        }
        return c;
    }

    /**
     * The delimiter of a header line, or 0 for DSCLI's aligned default format: the declared one where the
     * output is {@code -fmt delim} and the header holds it, else the character (or alignment) that cuts the
     * header into the most column names zlayout knows.
     */
    private static char delimiterOf(String header, Echo.Settings settings) {
        Character declared = settings.delimiter();
        if (declared != null && settings.delimFormat() && header.indexOf(declared) >= 0) {
            return declared;
        }
        if (declared == null && settings.delimFormat() && header.indexOf(',') >= 0) {
            return ',';
        }
        char best = 0;
        int bestScore = AlignedTable.header(header).knownCount();
        boolean[] seen = new boolean[128];
        for (int i = 0; i < header.length(); i++) {
            char c = header.charAt(i);
            if (c >= 128 || seen[c]) {
                continue;
            }
            seen[c] = true;
            boolean candidate = c == '\t' || (c > ' ' && !Character.isLetterOrDigit(c) && "()^%/._-".indexOf(c) < 0);
            if (!candidate) {
                continue;
            }
            List<String> names = splitNames(header, c);
            if (names.size() < 2) {
                continue;
            }
            int score = 0;
            for (String n : names) {
                if (Command.anyKnows(Field.key(n))) {
                    score++;
                }
            }
            if (score > bestScore || (score == bestScore && score > 0 && declared != null && c == declared)) {
                best = c;
                bestScore = score;
            }
        }
        return best;
    }

    /** For header-less rows without a declared delimiter: the usual one that cuts the row into enough fields. */
    private static char guessDelimiter(String row, int fields) {
        for (char c : new char[] {'|', ',', ':', ';', '\t', '!'}) {
            int count = 1;
            for (int i = 0; i < row.length(); i++) {
                if (row.charAt(i) == c) {
                    count++;
                }
            }
            if (count >= fields) {
                return c;
            }
        }
        return ',';
    }

    private static List<String> splitNames(String header, char d) {
        List<String> out = new ArrayList<>();
        int start = 0;
        while (true) {
            int at = header.indexOf(d, start);
            out.add(header.substring(start, at < 0 ? header.length() : at).strip());
            if (at < 0) {
                return out;
            }
            start = at + 1;
        }
    }

    private static String show(char d) {
        return d == '\t' ? "tabs" : "'" + d + "'";
    }

    private static int firstNonBlank(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c != ' ' && c != '\t' && c != '\f' && c != '\u000b' && c != '\ufeff') {
                return i;
            }
        }
        return -1;
    }

    /** {@code Date/Time: ... IBM DSCLI Version: ... DS: ...}. */
    static boolean isBanner(String line, int first) {
        return line.regionMatches(true, first, "Date/Time:", 0, 10);
    }

    /** {@code CMUC00234I ...}, {@code CMUN00018E ...}: CMU, a letter, five digits, and I, W or E. */
    static boolean isMessage(String line, int first) {
        if (line.length() - first < 10 || !line.startsWith("CMU", first)) {
            return false;
        }
        if (!Character.isLetter(line.charAt(first + 3))) {
            return false;
        }
        for (int k = 4; k < 9; k++) {
            char c = line.charAt(first + k);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        char level = line.charAt(first + 9);
        return (level == 'I' || level == 'W' || level == 'E')
                && (line.length() == first + 10 || line.charAt(first + 10) == ' ');
    }

    /** A line of three or more {@code =} and nothing else. */
    static boolean isRule(String line) {
        int count = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '=') {
                count++;
            } else if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return count >= 3;
    }

    /** {@code ==============Rank extents==============}. */
    static boolean isRankMarker(String line) {
        String t = line.strip();
        if (t.isEmpty() || t.charAt(0) != '=' || t.length() > 120) {
            return false;
        }
        int a = 0;
        int b = t.length();
        while (a < b && (t.charAt(a) == '=' || t.charAt(a) == ' ')) {
            a++;
        }
        while (b > a && (t.charAt(b - 1) == '=' || t.charAt(b - 1) == ' ')) {
            b--;
        }
        return t.substring(a, b).equalsIgnoreCase("rank extents");
    }

    private static boolean startsXml(String line, boolean anyElement) {
        int f = firstNonBlank(line);
        if (f < 0 || line.charAt(f) != '<') {
            return false;
        }
        if (line.startsWith("<?xml", f)) {
            return true;
        }
        return anyElement && f + 1 < line.length() && (Character.isLetter(line.charAt(f + 1)) || line.charAt(f + 1) == '!');
    }
}
