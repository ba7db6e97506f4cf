package io.zlayout.input.zvmcp;

import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.zvm.Sink;
import io.zlayout.model.Element;

import java.util.List;

/**
 * Reads what CP and SMAPI tell about the z/VM system's real I/O: {@code QUERY PATHS} ({@code ZvmDevicePaths}),
 * {@code QUERY CHPID} ({@code ZvmChpid}), {@code QUERY FCP} and SMAPI {@code System_WWPN_Query}
 * ({@code ZvmFcpDevice}), {@code QUERY VIRTUAL FCP} ({@code ZvmVirtualFcp}) and {@code QUERY DASD DETAILS}
 * ({@code ZvmDasd}), as pasted from a 3270 session, {@code vmcp} on a Linux guest, or xCAT/Feilong logs.
 */
public final class ZvmCpReader implements InputReader {

    public static final String FORMAT = "zvm-cp";

    private static final String WHAT = "z/VM CP or SMAPI output (QUERY PATHS, QUERY CHPID, QUERY FCP, QUERY VIRTUAL"
            + " FCP, QUERY DASD DETAILS or System_WWPN_Query)";

    @Override
    public String format() {
        return FORMAT;
    }

    /**
     * Sure when response lines of these commands make up most of what is not prompts, echoes and {@code Ready;}
     * lines, likely when they are a third of it (a pasted session); a Linux capture, a directory or an IOCP deck
     * has none of their first lines.
     */
    @Override
    public int sniff(SourceFile file) {
        List<CpLines.Line> lines = CpLines.of(file.sniffLines());
        if (dbginfoLog(lines)) {
            // dbginfo.sh's zvm_runtime.out: QUERY VIRTUAL FCP is its fourteenth command, after QUERY USERS
            // and others that can fill the head; its rule and vmcp echo say what it is
            return 90;
        }
        Sink quiet = new Sink(file.display());
        CpParser parser = new CpParser(quiet, null);
        int response = 0;
        for (CpLines.Line l : lines) {
            if (CpLines.kind(l) == CpLines.Kind.RESPONSE) {
                response++;
            }
            parser.accept(l);
        }
        parser.finish();
        int read = parser.responses();
        if (read == 0) {
            return 0;
        }
        if (read * 10 >= response * 6) {
            return 90;
        }
        // a pasted session: other commands' output around the CP responses
        return read * 10 >= response * 3 ? 70 : 10;
    }

    /** True when the lines start as dbginfo.sh's zvm_runtime.out: its rule of '#', then {@code <host>> vmcp ...}. */
    private static boolean dbginfoLog(List<CpLines.Line> lines) {
        int i = 0;
        while (i < lines.size() && lines.get(i).text().isBlank()) {
            i++;
        }
        if (i + 1 >= lines.size() || !lines.get(i).text().strip().matches("#{20,}")) {
            return false;
        }
        String echo = lines.get(i + 1).text().strip();
        CpLines.Kind kind = CpLines.kind(lines.get(i + 1));
        return echo.matches("\\S+>\\s+\\S*(?:vmcp|hcp)\\s.*")
                && (kind == CpLines.Kind.ECHO || kind == CpLines.Kind.OTHER_ECHO);
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        String text = file.readableText(WHAT);
        Sink sink = new Sink(file.display());
        CpParser parser = new CpParser(sink, context.guest());
        for (CpLines.Line l : CpLines.of(SourceFile.lines(text))) {
            parser.accept(l);
        }
        List<Element> elements = parser.finish();
        if (elements.isEmpty() && parser.messages() > 0) {
            // CP refused every command of the file: refused at its first message, never an empty read
            io.zlayout.model.Diagnostic first = sink.all().stream()
                    .filter(d -> d.source() != null && d.source().line() > 0).findFirst().orElse(null);
            throw new InputException(first == null ? sink.file() : first.source(), "nothing read: CP answered only"
                    + " with messages (" + parser.messages() + "), no line is " + WHAT
                    + (first == null ? "" : "; the first: " + first.message()));
        }
        if (elements.isEmpty()) {
            sink.warning(sink.file(), "nothing read: no line is " + WHAT);
        }
        return new ParseResult(FORMAT, elements, sink.all());
    }
}
