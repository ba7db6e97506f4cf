package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.Prompt;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One read of a DSCLI file, line by line, as the session that produced it ran: {@code dscli>} echo lines
 * start a command's output ({@link Boundaries}), banners and {@code CMU...} messages are taken aside
 * ({@link Account}), and each output is read as a table ({@link TableReader}), as key/value stanzas
 * ({@link StanzaReader}) or as XML ({@link XmlReading}); each row becomes its record ({@link Records}).
 */
final class Session {

    private static final String FORMAT = "dscli";
    /** A banner is at least this long; a shorter one was not wrapped by a terminal. */
    private static final int BANNER_WRAP = 60;
    /** The rest of a banner cut in its version or image id: what remains of it, and its image. */
    private static final Pattern BANNER_REST = Pattern.compile("[A-Za-z0-9.-]*(?: DS: [A-Za-z0-9.-]+)?");

    private final ReadContext context;
    private final Reading r;
    private final List<String> lines;
    private final Account account;
    private final Boundaries boundaries;
    private final StanzaReader stanzas;
    private final TableReader tables;
    private final XmlReading xml;
    private Section section;
    private boolean sawContent;

    Session(SourceFile file, ReadContext context, String text) {
        this.context = context == null ? ReadContext.NONE : context;
        this.r = new Reading(file, text);
        this.lines = r.lines;
        this.account = r.account;
        this.boundaries = new Boundaries(r);
        this.stanzas = new StanzaReader(r);
        this.tables = new TableReader(r, stanzas);
        this.xml = new XmlReading(r, stanzas, tables);
    }

    ParseResult run() throws InputException {
        section = boundaries.unnamed();
        int n = lines.size();
        int i = 0;
        while (i < n) {
            String line = lines.get(i);
            int first = LineKind.firstNonBlank(line);
            if (first >= 0 && section.mode != Section.Mode.SKIP_TABLE && Noise.isElision(line)) {
                sawContent = true;
                section.elisions.add(i + 1);
                i++;
                continue;
            }
            if (first >= 0 && !section.skip && Noise.isNoise(line)) {
                sawContent = true;
                account.noise(i + 1);
                i++;
                continue;
            }
            account.endNoise();
            if (first < 0) {
                blank();
                i++;
                continue;
            }
            sawContent = true;
            i = line(i, line, first);
        }
        account.endNoise();
        endSection();
        if (!sawContent) {
            throw new InputException(r.file.ref(1), "DSCLI output", lines.isEmpty() ? "an empty file" : "only blank lines");
        }
        account.summary();
        if (r.records.isEmpty()) {
            account.nothingRead();
        }
        return new ParseResult(FORMAT, r.records.resolved(context.storageImage()), account.diagnostics);
    }

    /** A line that is not blank, noise or an elision at index i; returns the index of the next line to look at. */
    private int line(int i, String line, int first) throws InputException {
        // most lines are rows: one look at the first word tells they are no prompt
        Prompt prompt = Prompt.of(line);
        String marker;
        if (Echo.promptBeforeOutput(line, prompt, r.line(i + 1))) {
            // stdin-driven DSCLI: the prompt, then the next command's output on the same line
            endSection();
            section = boundaries.unnamed();
            account.prompts++;
            lines.set(i, Echo.afterPrompt(line, prompt));
            return i;
        }
        if ((marker = Noise.collectorMarker(line)) != null) {
            endSection();
            section = marker.isEmpty() ? boundaries.unnamed() : boundaries.echo("dscli> " + marker, i + 1);
            return i + 1;
        }
        if (Echo.isEcho(line, prompt)) {
            endSection();
            section = boundaries.echo(line, i + 1);
            return i + 1;
        }
        if (LineKind.isBanner(line, first)) {
            if (line.length() >= BANNER_WRAP && i + 1 < lines.size() && bannerRest(line, lines.get(i + 1), i + 2)) {
                // the banner's rest ('7.9.40.125 DS: IBM.2107-75ZL101') wrapped onto the line below
                account.wrappedRows++;
                banner(line + lines.get(i + 1), i + 1);
                return i + 2;
            }
            banner(line, i + 1);
            return i + 1;
        }
        if (LineKind.isMessage(line, first)) {
            section.answered = true;
            account.message(line.strip(), i + 1);
            return i + 1;
        }
        return content(i);
    }

    /**
     * Whether {@code next} is the rest of a banner a terminal wrapped (a banner is 60 characters or more): the two make a
     * whole banner. A banner cut in its version or its image id is whole without its rest, so then the rest must be
     * one ({@code 07-75HFA66}, {@code .148 DS: IBM.2107-75HFA66}) and no header (no rule below it).
     */
    private boolean bannerRest(String line, String next, int after) {
        if (!LineKind.wrappedTail(next) || !LineKind.isWholeBanner(line + next)) {
            return false;
        }
        if (!LineKind.isWholeBanner(line)) {
            return true;
        }
        String below = r.line(after);
        return BANNER_REST.matcher(next).matches() && (below == null || !LineKind.isRule(below));
    }


    private void banner(String line, int no) throws InputException {
        if (section.hasContent) {
            // a banner opens each command's output: without echo lines it is the only boundary there is
            endSection();
            section = boundaries.unnamed();
        }
        boundaries.banner(section, line, no);
    }

    private void blank() throws InputException {
        Section s = section;
        if (s.mode == Section.Mode.STANZA) {
            stanzas.flush(s);
        } else if (s.mode == Section.Mode.TABLE && s.tableCommand == Command.RANK_EXTENTS) {
            tables.end(s);
            s.mode = Section.Mode.NONE;
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
        if (LineKind.isRankMarker(line)) {
            stanzas.flush(s);
            tables.end(s);
            s.mode = Section.Mode.NONE;
            s.expectRankTable = true;
            return i + 1;
        }
        if (LineKind.startsXml(line, s.mode == Section.Mode.NONE)) {
            return xml.read(s, i);
        }
        int next = tables.header(s, i);
        if (next >= 0) {
            return next;
        }
        if (LineKind.isRule(line)) {
            throw new InputException(r.file.ref(no), "a header line above the '====' line",
                    "the '====' line without one");
        }
        switch (s.mode) {
            case TABLE:
                return tables.row(s, i);
            case STANZA:
                return stanzas.line(s, i);
            case SKIP_TABLE:
                return i + 1;
            default:
                start(s, line, no);
                return i + 1;
        }
    }

    /** The first line of output that is not a header: header-less delimited rows, or key/value lines. */
    private void start(Section s, String line, int no) throws InputException {
        Command c = s.expected();
        if (s.settings.delimFormat() && s.settings.headerOff()) {
            tables.headerless(s, c, line, no);
            return;
        }
        if (StanzaReader.starts(c, line)) {
            s.mode = Section.Mode.STANZA;
            stanzas.add(s, line, no);
            return;
        }
        if (c != null) {
            throw new InputException(r.file.ref(no), "the " + c.word + " header (column names above a '====' line)"
                    + (c.show() ? " or its key/value lines" : ""), InputException.quote(line));
        }
        throw new InputException(r.file.ref(no), "DSCLI output: a 'dscli>' command line, a banner, column names above"
                + " a '====' line, key/value lines or XML", InputException.quote(line));
    }

    private void endSection() throws InputException {
        Section s = section;
        if (s == null) {
            return;
        }
        if (!s.elisions.isEmpty()) {
            List<Integer> at = s.elisions;
            account.note(at.get(0), "skipped " + (at.size() == 1 ? "an elision line"
                    : at.size() + " elision lines") + " ('...' where the text leaves rows out"
                    + (at.size() == 1 ? "" : ", at lines " + joinLines(at)) + "): only the rows shown are read");
        }
        if (s.skip) {
            account.skippedCommands.add(s.skippedWord);
            if (s.skipped > 0) {
                account.note(s.echo.line, "skipped " + s.skipped + " line"
                        + (s.skipped == 1 ? "" : "s") + " of '" + s.skippedWord + "' output: zlayout does not read it");
            }
            return;
        }
        stanzas.flush(s);
        tables.end(s);
        r.records.flushPending();
    }

    private static String joinLines(List<Integer> at) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < at.size() && k < 8; k++) {
            b.append(k == 0 ? "" : ", ").append(at.get(k));
        }
        return at.size() > 8 ? b + ", ..." : b.toString();
    }
}
