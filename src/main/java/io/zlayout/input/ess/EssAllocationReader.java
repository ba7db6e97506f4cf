package io.zlayout.input.ess;

import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.util.List;
import java.util.Locale;

/**
 * Reads the ESS 2105 Specialist's "Storage Allocation — Tabular View" saved as HTML (Storage Allocation ->
 * Tabular View -> print table, then save the page) or as CSV. The table is found by its header (a Volume
 * and a Location column); columns are found by name. See {@code docs/formats/ess-allocation.md}.
 */
public final class EssAllocationReader implements InputReader {

    public static final String FORMAT = AllocationBuilder.FORMAT;

    @Override
    public String format() {
        return FORMAT;
    }

    /**
     * 90 for an HTML table naming Volume, Location and LSS with host nicknames, a host port or a device
     * adapter pair; 85 for CSV whose header line names Volume, Location and LSS; 60 for an HTML table that
     * only mentions a device adapter pair.
     */
    @Override
    public int sniff(SourceFile file) {
        String head = file.head(65_536).toLowerCase(Locale.ROOT);
        boolean columns = head.contains("volume") && head.contains("location") && head.contains("lss");
        if (html(head)) {
            if (columns && (head.contains("nickname") || head.contains("host port")
                    || head.contains("device adapter pair"))) {
                return 90;
            }
            return head.contains("device adapter pair") ? 60 : 0;
        }
        if (!columns) {
            return 0;
        }
        for (String line : SourceFile.lines(head.length() > 8192 ? head.substring(0, 8192) : head)) {
            if (csvHeader(line)) {
                return 85;
            }
        }
        return 0;
    }

    /** A line whose cells, split at its delimiter, include Volume, Location and LSS as whole names. */
    private static boolean csvHeader(String line) {
        for (char d : new char[] {',', ';', '\t'}) {
            boolean volume = false;
            boolean location = false;
            boolean lss = false;
            int start = 0;
            for (int i = 0; i <= line.length(); i++) {
                if (i == line.length() || line.charAt(i) == d) {
                    String k = Columns.key(line.substring(start, i));
                    volume |= k.equals("volume");
                    location |= k.equals("location");
                    lss |= k.equals("lss");
                    start = i + 1;
                }
            }
            if (volume && location && lss) {
                return true;
            }
        }
        return false;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        SourceRef whole = SourceRef.file(file.display());
        String expected = "an ESS Specialist allocation table (HTML or CSV)";
        if (file.bytes().length == 0) {
            throw new InputException(whole, expected, "an empty file");
        }
        if (file.binary()) {
            throw new InputException(whole, expected, "binary data (NUL bytes)");
        }
        String text = file.text();
        if (text.isBlank()) {
            throw new InputException(whole, expected, "only blanks");
        }
        boolean html = html(file.head(65_536).toLowerCase(Locale.ROOT));
        if (html) {
            // the page is parsed whole into a tree: some 700 bytes of heap per element, however they nest
            file.requireHeap(HtmlTables.elements(text) * HtmlTables.HEAP_PER_ELEMENT, "HTML elements");
        }
        List<List<Row>> tables = html ? HtmlTables.read(text) : List.of(CsvTable.read(file.display(), text));
        for (List<Row> rows : tables) {
            int header = Columns.headerRow(rows);
            if (header >= 0) {
                Columns columns = Columns.of(file.display(), rows, header);
                return new AllocationBuilder(file.display(), context).build(rows, columns);
            }
        }
        if (html && tables.isEmpty()) {
            throw new InputException(whole, "a table (the Specialist's Storage Allocation, Tabular View)",
                    "no <table> element");
        }
        throw new InputException(whole, "a table header naming the columns " + String.join(", ", Columns.REQUIRED),
                html ? tables.size() + (tables.size() == 1 ? " table" : " tables") + " without such a header"
                        : "no such header line");
    }

    private static boolean html(String lowerHead) {
        int i = 0;
        // blanks and a byte-order mark (U+FEFF, or its UTF-8 bytes read as Latin-1) may come first
        while (i < lowerHead.length() && (Character.isWhitespace(lowerHead.charAt(i))
                || "\uFEFF\u00EF\u00BB\u00BF".indexOf(lowerHead.charAt(i)) >= 0)) {
            i++;
        }
        return (i < lowerHead.length() && lowerHead.charAt(i) == '<') || lowerHead.contains("<table")
                || lowerHead.contains("<html") || lowerHead.contains("<tr");
    }
}
