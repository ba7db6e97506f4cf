package io.zlayout.input.linux;

import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code linux} format: captures taken on a Linux guest and its storage configuration files. A file
 * holds one capture, or several one after another, each after the shell echo of its command
 * ({@code # lszfcp -P -H -D}, {@code #> lsluns -a}, {@code $ multipath -ll}). A capture is read by the
 * parser its command names, or else by the one its content matches; output of other commands is skipped
 * with a note. Records belong to {@link ReadContext#guest()}.
 */
public final class LinuxReader implements InputReader {

    public static final String FORMAT = "linux";

    private static final String CAPTURES = "a Linux host capture (lszfcp, lsluns, lsscsi, /proc/scsi/sg/devices,"
            + " multipath -ll, lsdasd, lvs, lscss, lschp, lszdev, ziorep_config, zfcp.conf, dasd.conf,"
            + " chzdev --export, chzdev udev rules, multipath.conf)";

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public int sniff(SourceFile file) {
        if (file.binary()) {
            return 0;
        }
        List<String> head = SourceFile.lines(file.head(64 * 1024));
        if (head.size() > 1 && file.bytes().length > 64 * 1024) {
            // the last line of the head may be cut anywhere
            head = head.subList(0, head.size() - 1);
        }
        int best = 0;
        String first = Transcript.dbginfoFirstCommand(head);
        if (first != null && !first.matches("(?:\\S*/)?(?:vmcp|hcp)\\b.*")) {
            // dbginfo.sh's runtime.out: the captures zlayout reads come after some hundred kilobytes of
            // sysctl, systemctl and the like, far past the head; its rule and echo say what it is
            best = 80;
        }
        for (Capture c : Transcript.split(head)) {
            if (c.parser() != null) {
                best = Math.max(best, 90);
                continue;
            }
            Transcript.Sniffed s = Transcript.bySniff(c.lines());
            if (s != null) {
                best = Math.max(best, s.score());
            }
        }
        return best;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        String path = file.display();
        if (file.binary()) {
            throw new InputException(SourceRef.file(path), CAPTURES, "binary data");
        }
        Sink sink = new Sink(path, context == null ? null : context.guest());
        List<Capture> captures = Transcript.split(SourceFile.lines(file.text()));
        boolean recognised = false;
        List<String> read = new ArrayList<>();
        Line firstText = null;
        for (Capture c : captures) {
            Line text = c.firstText();
            if (firstText == null && text != null) {
                firstText = text;
            }
            CaptureParser parser = c.parser();
            if (parser == null) {
                Transcript.Sniffed s = Transcript.bySniff(c.lines());
                parser = s != null && s.score() >= InputReader.LIKELY ? s.parser() : null;
            }
            if (parser == null) {
                if (c.command() != null && c.command().isEmpty()) {
                    if (text != null) {
                        sink.note(c.commandLine(), "skipped lines after a prompt without command");
                    }
                } else if (c.command() != null) {
                    sink.note(c.commandLine(), "skipped the output of '" + c.command()
                            + "': not a capture zlayout reads");
                } else if (text != null) {
                    int last = c.lines().get(c.lines().size() - 1).number();
                    sink.warn(text.number(), 1, "expected " + CAPTURES + ", found " + InputException.quote(
                            text.text().trim()) + "; lines " + text.number() + "-" + last + " skipped");
                }
                continue;
            }
            recognised = true;
            read.add(parser.name() + (c.commandLine() > 0 ? " (line " + c.commandLine() + ")" : ""));
            if (c.indent() > 0) {
                sink.note(c.commandLine(), "the output of '" + c.command() + "' is indented by " + c.indent()
                        + " blank(s), as pasted into a mail or a page: read without them (columns are counted after"
                        + " them)");
            }
            c = withoutElisions(c, parser, sink);
            c = unwrapped(c, parser, sink);
            if (c.blank()) {
                sink.note(c.commandLine(), parser.name() + ": no output");
                continue;
            }
            parser.parse(c, sink);
        }
        if (!recognised) {
            if (firstText == null) {
                throw new InputException(SourceRef.file(path), CAPTURES, "an empty file");
            }
            throw new InputException(SourceRef.at(path, firstText.number(), 1), CAPTURES,
                    InputException.quote(firstText.text().trim()));
        }
        if (sink.elements().isEmpty()) {
            // a capture zlayout claims that gives nothing must say so, never pass as an empty guest
            sink.warn("no record read from " + String.join(", ", read) + ": the output holds no device, path or"
                    + " setting zlayout reads (see the notes and warnings above)");
        }
        if (sink.guest() == null) {
            sink.note(0, "no guest known for this capture: put it under hosts/<GUEST>/ or name its folder in"
                    + " zlayout.yaml 'hosts:'; its records have no guest");
        }
        return new ParseResult(FORMAT, sink.elements(), sink.diagnostics());
    }

    /**
     * The capture with the lines a page or a mail put where output was left out ({@code ...}, {@code […]}) made
     * blank, each run of them said in one note: what is shown is read, and no parser takes such a line for a broken
     * row.
     */
    private static Capture withoutElisions(Capture c, CaptureParser parser, Sink sink) {
        if (c.lines().stream().noneMatch(l -> Elision.is(l.text()))) {
            return c;
        }
        Elision elision = new Elision(parser.name(), sink);
        List<Line> kept = new ArrayList<>();
        for (Line l : c.lines()) {
            // a blank line in its place: what stood around it stays apart, and every line keeps its number
            kept.add(elision.take(l) ? new Line(l.number(), "") : l);
        }
        elision.flush();
        return new Capture(c.command(), c.commandLine(), c.parser(), kept, c.indent());
    }

    /** A terminal is at least this wide; shorter lines were not wrapped by one. */
    private static final int WRAP_FROM = 64;

    /**
     * The capture with lines a terminal or mail client wrapped joined again: a line of {@value #WRAP_FROM} characters
     * or more whose line below is its tail (in column 1, at most three words, no record of its own) and which, joined
     * to it, is one record of the capture ({@link CaptureParser#row}); a hard wrap cuts at the line width, so the
     * two are joined as they stand. One note says how many.
     */
    private static Capture unwrapped(Capture c, CaptureParser parser, Sink sink) {
        List<Line> lines = c.lines();
        List<Line> out = unwrapped(lines, parser, Integer.MAX_VALUE);
        if (out == lines) {
            return c;
        }
        sink.note(lines.get(0).number(), parser.name() + ": " + (lines.size() - out.size()) + " line(s) wrapped onto"
                + " the line below (a terminal or mail client's line width) read as one line each");
        return new Capture(c.command(), c.commandLine(), c.parser(), out, c.indent());
    }

    /**
     * The lines with those a terminal or mail client wrapped joined again (see {@link #unwrapped(Capture,
     * CaptureParser, Sink)}), for reading and for sniffing alike; the list itself when none was. A tail is shorter than
     * {@code tailBelow} characters (sniffing, which looks at every file, takes only those shorter than a wrapped line:
     * the rows of a delimited export, one word each, are no tails to it).
     */
    static List<Line> unwrapped(List<Line> lines, CaptureParser parser, int tailBelow) {
        List<Line> out = null;
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            Line next = i + 1 < lines.size() ? lines.get(i + 1) : null;
            if (next != null && line.text().length() >= WRAP_FROM && next.text().length() < tailBelow
                    && tail(next.text()) && !parser.row(next.text()) && parser.row(line.text() + next.text())) {
                if (out == null) {
                    out = new ArrayList<>(lines.subList(0, i));
                }
                out.add(new Line(line.number(), line.text() + next.text()));
                i++;
            } else if (out != null) {
                out.add(line);
            }
        }
        return out == null ? lines : out;
    }

    /** A wrapped line's tail: in column 1, one to three words. */
    private static boolean tail(String text) {
        if (text.isEmpty() || text.charAt(0) <= ' ') {
            return false;
        }
        int words = 0;
        for (int i = 0; i < text.length(); i++) {
            // counted as Word splits, without making the words: this runs on every long line sniffing looks at
            if (text.charAt(i) > ' ' && (i == 0 || text.charAt(i - 1) <= ' ') && ++words > 3) {
                return false;
            }
        }
        return true;
    }

    /**
     * For sniffing: whether any line of these could have been wrapped, one of {@value #WRAP_FROM} characters or more
     * with a tail below that is shorter than that.
     */
    static boolean mayBeWrapped(List<Line> lines) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            String next = lines.get(i + 1).text();
            if (lines.get(i).text().length() >= WRAP_FROM && next.length() < WRAP_FROM && tail(next)) {
                return true;
            }
        }
        return false;
    }

    /** Sniffing's {@link #unwrapped(List, CaptureParser, int)}: tails shorter than a wrapped line only. */
    static List<Line> unwrappedForSniffing(List<Line> lines, CaptureParser parser) {
        return unwrapped(lines, parser, WRAP_FROM);
    }
}
