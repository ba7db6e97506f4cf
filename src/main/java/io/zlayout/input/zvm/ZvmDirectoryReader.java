package io.zlayout.input.zvm;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;

import java.util.List;
import java.util.Set;

/**
 * Reads a z/VM user directory source file into the guests' current disk assignments: {@code Guest},
 * {@code GuestDedicate}, {@code Minidisk} and {@code GuestLink} records. Passwords are never kept.
 */
public final class ZvmDirectoryReader implements InputReader {

    public static final String FORMAT = "zvm-directory";

    private static final String WHAT = "a z/VM user directory (USER, IDENTITY or PROFILE entries)";

    /** Statements that only a directory entry has; one of them must follow the first entry to be sure. */
    private static final Set<String> ENTRY_STATEMENTS = Set.of(
            "MDISK", "DEDICATE", "LINK", "INCLUDE", "MINIOPT", "DASDOPT", "LOADDEV", "IPL", "BUILD", "NICDEF", "SPOOL",
            "CONSOLE", "MACHINE", "IUCV", "POSIXINFO");

    private static final int SNIFF_STATEMENTS = 400;

    private static final Set<String> KNOWN = DirectoryParser.knownStatements();

    @Override
    public List<LoadedInput> resolve(List<LoadedInput> loaded, List<Diagnostic> diagnostics) {
        return DirectoryIncludes.resolve(loaded, diagnostics);
    }

    @Override
    public String format() {
        return FORMAT;
    }

    /**
     * Sure when a USER, IDENTITY or PROFILE statement with a valid name is followed by directory statements
     * and nearly every statement is one the directory knows; an IOCP deck, DSCLI output or YAML never starts
     * its lines that way.
     */
    @Override
    public int sniff(SourceFile file) {
        List<String> head = new java.util.ArrayList<>(file.sniffLines());
        if (head.isEmpty()) {
            return 0;
        }
        head.set(0, stripBom(head.get(0)));
        Sink quiet = new Sink(file.display());
        int statements = 0;
        int known = 0;
        int entries = 0;
        int entryStatements = 0;
        String prefix = LinePrefix.shared(head);
        WrappedRecords.join(head, prefix, KNOWN);
        for (String record : head) {
            int cut = LinePrefix.length(record, prefix);
            Statement s = cut >= 0 ? Card.read(record.substring(cut), 0, quiet, cut) : Card.read(record, 0, quiet);
            if (s == null) {
                continue;
            }
            statements++;
            String keyword = s.keyword();
            if (KNOWN.contains(keyword)) {
                known++;
            }
            if ((keyword.equals("USER") || keyword.equals("IDENTITY") || keyword.equals("PROFILE"))
                    && s.text(1) != null && DirectoryParser.isName(s.text(1))) {
                entries++;
            } else if (entries > 0 && ENTRY_STATEMENTS.contains(keyword)) {
                entryStatements++;
            }
            if (statements >= SNIFF_STATEMENTS) {
                break;
            }
        }
        if (entries == 0) {
            return 0;
        }
        if (entryStatements > 0 && known * 10 >= statements * 9) {
            return 90;
        }
        return known * 10 >= statements * 7 ? 40 : 10;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        Sink sink = new Sink(file.display());
        DirectoryParser parser = new DirectoryParser(sink);
        List<String> records = new java.util.ArrayList<>(SourceFile.lines(file.readableText(WHAT)));
        String prefix = LinePrefix.shared(records);
        if (prefix != null) {
            sink.note(sink.file(), "every line starts with " + InputException.quote(prefix.strip())
                    + " (as xCAT and Feilong print a directory entry): the prefix is skipped");
        }
        int joined = WrappedRecords.join(records, prefix, KNOWN);
        if (joined > 0) {
            sink.note(sink.file(), joined + " record(s) wrapped onto the line below (a mail client's or terminal's"
                    + " line width) read as one record each");
        }
        for (int i = 0; i < records.size(); i++) {
            String record = records.get(i);
            int cut = LinePrefix.length(record, prefix);
            Statement s = cut >= 0 ? Card.read(record.substring(cut), i + 1, sink, cut) : Card.read(record, i + 1, sink);
            if (s != null) {
                parser.accept(s);
            }
        }
        List<Element> elements = parser.finish();
        return new ParseResult(FORMAT, elements, sink.all());
    }

    private static String stripBom(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
