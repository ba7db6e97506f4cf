package io.zlayout.input.ess;

import io.zlayout.input.InputException;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Bad tables of every kind, as HTML and as CSV, end in one InputException naming the file, line and
 * (where the cell is known) column, never another exception.
 */
class EssAllocationMalformedTest {

    private static final String LOC = "Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000";
    private static final String[] GOOD = {"400-17403", LOC, "014", "Open System", "010.0 GB", "RAID Array",
        "Fibre Channel ID 00, LUN 5400", "LNXG1"};
    private static final String[] HEADER = {"Volume", "Location", "LSS", "Volume Type", "Size", "Storage Type",
        "Host Port", "Host Nicknames"};
    private static final String NO_HEADER = "expected a table header naming the columns Volume, Location, LSS,"
            + " Volume Type, Size, found ";
    private static final int SIZE = 4;
    private static final String EXPECTED = "expected an ESS Specialist allocation table (HTML or CSV), found ";

    /**
     * The cases both forms share: a name, the rows below the header (null: the header lacks Size), the row
     * the error is on (-1: the header) and the message after "file:line[:column]: ", where {first} stands for
     * the line of the first row.
     */
    private static List<Object[]> shared() {
        List<Object[]> c = new ArrayList<>();
        c.add(new Object[] {"missing Size column", null, -1, "expected a column 'Size' in the table header (Volume,"
                + " Location, LSS, Volume Type, Size are needed), found the columns Volume, Location, LSS, Volume Type,"
                + " Storage Type, Host Port, Host Nicknames"});
        c.add(new Object[] {"empty table", new String[][] {}, -1, "expected at least one volume row below the header,"
                + " found none"});
        c.add(new Object[] {"bad Location text", rows(with(1, "Adapter 3 Cluster 1")), 0,
            "expected a Location like 'Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000', found"
                + " 'Adapter 3 Cluster 1' ('Adapter' is no part of a Location)"});
        c.add(new Object[] {"Location without a loop", rows(with(1, "Device Adapter Pair 3, Cluster 1, Array 4")), 0,
            "expected a Location like 'Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000', found"
                + " 'Device Adapter Pair 3, Cluster 1, Array ...' (no Loop)"});
        c.add(new Object[] {"Location on cluster 3", rows(with(1, "Device Adapter Pair 3, Cluster 3, Loop A, Array 4")),
            0, "expected a Location like 'Device Adapter Pair 3, Cluster 1, Loop A, Array 4, Vol 000', found"
                + " 'Device Adapter Pair 3, Cluster 3, Loop A...' (Cluster '3': clusters are 1 and 2)"});
        c.add(new Object[] {"bad LUN", rows(with(6, "Fibre Channel ID 00, LUN 54G0")), 0,
            "expected a 16-bit LUN of 4 hex digits after 'LUN' (5400 for volume 1400), found 'LUN 54G0'"});
        c.add(new Object[] {"LUN of another volume", rows(with(6, "Fibre Channel ID 00, LUN 5401")), 0,
            "expected LUN 5400 (0x4000 | volume 1400), found 'LUN 5401'"});
        c.add(new Object[] {"bad size", rows(with(4, "ten GB")), 0, "expected a size like 010.0 GB or 02.83 GB,"
                + " found 'ten GB'"});
        c.add(new Object[] {"size without a unit", rows(with(4, "010.0")), 0, "expected a size like 010.0 GB or"
                + " 02.83 GB, found '010.0'"});
        c.add(new Object[] {"duplicate volume", rows(GOOD, GOOD), 1, "expected each volume once, found volume 1400"
                + " again (first at line {first})"});
        c.add(new Object[] {"bad volume id", rows(with(0, "40-17403")), 0, "expected a volume like 400-17403"
                + " (LVV-serial) in the Volume column, found '40-17403'"});
        c.add(new Object[] {"volume without serial", rows(with(0, "400")), 0, "expected a volume like 400-17403"
                + " (LVV-serial) in the Volume column, found '400'"});
        c.add(new Object[] {"LSS that is not the volume's", rows(with(2, "015")), 0, "expected LSS 14 (shown as 014)"
                + " for volume 1400, found '015'"});
        c.add(new Object[] {"CKD volume type with an FB LSS", rows(with(3, "3390-3")), 0, "expected 'LCU: 0x00"
                + " Device: 0x00' in the LSS column of a '3390-3' volume, found '014'"});
        c.add(new Object[] {"LCU with an FB volume type", rows(with(2, "LCU: 0x00 Device: 0x00")), 0,
            "expected a CKD volume type (3390-3, ...) for a volume on an LCU, found 'Open System'"});
        c.add(new Object[] {"bad LCU number", rows(ckd("000-17403", "LCU: 0xZZ Device: 0x00")), 0,
            "expected 'LCU: 0x00 Device: 0x00' in the LSS column, found 'LCU: 0xZZ Device: 0x00'"});
        c.add(new Object[] {"CKD volume id that is not its LCU and device", rows(ckd("001-17403",
                "LCU: 0x00 Device: 0x00")), 0, "expected volume 000-<serial> for LCU 00 device 00, found"
                + " '001-17403'"});
        c.add(new Object[] {"two serials", rows(GOOD, with(with(0, "401-17404"), 6, "Fibre Channel ID 00, LUN 5401")),
            1, "expected volumes of one ESS (serial 17403 as at line {first}), found '401-17404'"});
        c.add(new Object[] {"empty volume type", rows(with(3, "")), 0, "expected a volume type (Open System, 3390-3,"
                + " ...), found an empty cell"});
        c.add(new Object[] {"FB and CKD on one rank", rows(GOOD, ckd("000-17403", "LCU: 0x00 Device: 0x00")), 1,
            "expected rank R3A4 to hold FB volumes as at line {first}, found a CKD volume"});
        c.add(new Object[] {"a 1 MB Volume cell", rows(with(0, "4".repeat(1_000_000))), 0, "expected a volume like"
                + " 400-17403 (LVV-serial) in the Volume column, found '4444444444444444444444444444444444444444...'"});
        return c;
    }

    static Stream<Arguments> html() {
        List<Arguments> out = new ArrayList<>();
        for (Object[] c : shared()) {
            String[][] rows = (String[][]) c[1];
            String text = rows == null ? htmlPage(SIZE, new String[][] {GOOD}) : htmlPage(-1, rows);
            out.add(arguments("html: " + c[0], bytes(text), at("t.html", 3 + (int) c[2], (String) c[3], 3)));
        }
        out.add(arguments("html: empty file", bytes(""), "t.html: " + EXPECTED + "an empty file"));
        out.add(arguments("html: only blanks", bytes(" \n\t\n"), "t.html: " + EXPECTED + "only blanks"));
        out.add(arguments("html: binary junk", new byte[] {'<', 'h', 0, 1, (byte) 0xFF},
                "t.html: " + EXPECTED + "binary data (NUL bytes)"));
        out.add(arguments("html: no table at all", bytes("<html><body><p>Volume Location LSS</p></body></html>"),
                "t.html: expected a table (the Specialist's Storage Allocation, Tabular View), found no <table>"
                        + " element"));
        out.add(arguments("html: a table without the header", bytes("<html><table><tr><td>400-17403</td><td>" + LOC
                + "</td></tr></table></html>"), "t.html: " + NO_HEADER + "1 table without such a header"));
        out.add(arguments("html: 100,000 nested divs", bytes("<html><body>" + "<div>".repeat(100_000) + "x"
                + "</div>".repeat(100_000) + "</body></html>"), "t.html: expected a table (the Specialist's"
                + " Storage Allocation, Tabular View), found no <table> element"));
        out.add(arguments("html: 10,000 nested tables", bytes("<html>" + "<table><tr><td>".repeat(10_000) + "x"
                + "</td></tr></table>".repeat(10_000) + "</html>"), "t.html: " + NO_HEADER
                + "10000 tables without such a header"));
        out.add(arguments("html: a short row", bytes(htmlPage(-1, new String[][] {{"400-17403", LOC, "014"}})),
                "t.html:3:1: expected 8 cells as in the header at line 2, found 3 cells"));
        return out.stream();
    }

    static Stream<Arguments> csv() {
        List<Arguments> out = new ArrayList<>();
        for (Object[] c : shared()) {
            String[][] rows = (String[][]) c[1];
            String text = rows == null ? csvFile(SIZE, new String[][] {GOOD}) : csvFile(-1, rows);
            out.add(arguments("csv: " + c[0], bytes(text), at("t.csv", 2 + (int) c[2], (String) c[3], 2)));
        }
        out.add(arguments("csv: empty file", bytes(""), "t.csv: " + EXPECTED + "an empty file"));
        out.add(arguments("csv: only blanks", bytes("\r\n  \r\n"), "t.csv: " + EXPECTED + "only blanks"));
        out.add(arguments("csv: binary junk", new byte[] {'V', 'o', 0, (byte) 0x80, 1},
                "t.csv: " + EXPECTED + "binary data (NUL bytes)"));
        out.add(arguments("csv: high bytes without NUL", new byte[] {(byte) 0x80, (byte) 0x81, (byte) 0xFE, ','},
                "t.csv: " + NO_HEADER + "no such header line"));
        out.add(arguments("csv: no header line", bytes("400-17403,\"" + LOC + "\",014\n"),
                "t.csv: " + NO_HEADER + "no such header line"));
        out.add(arguments("csv: an unclosed quote", bytes(String.join(",", HEADER) + "\n400-17403,\"" + LOC
                + ",014\n"), "t.csv:2:11: expected a closing quote (\") for the field that starts here, found the"
                + " end of the file"));
        out.add(arguments("csv: a short row", bytes(String.join(",", HEADER) + "\n400-17403,\"" + LOC + "\",014\n"),
                "t.csv:2:1: expected 8 cells as in the header at line 1, found 3 cells"));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("html")
    void malformedHtmlIsOneClearError(String what, byte[] input, String message) {
        assertError("t.html", input, message);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("csv")
    void malformedCsvIsOneClearError(String what, byte[] input, String message) {
        assertError("t.csv", input, message);
    }

    /** The whole message, exactly, except that a shared case's column (which differs by form) may be any. */
    private static void assertError(String name, byte[] input, String message) {
        SourceFile file = new SourceFile(Path.of(name), name, input);

        assertThatThrownBy(() -> new EssAllocationReader().read(file, ReadContext.NONE))
                .isExactlyInstanceOf(InputException.class)
                .hasMessageMatching(message.startsWith("^") ? message : Pattern.quote(message));
    }

    /** {@code file:line[:column]: message} as a pattern; {first} in the message is the first row's line. */
    private static String at(String file, int line, String message, int first) {
        return "^" + Pattern.quote(file + ":" + line) + "(:[0-9]+)?: "
                + Pattern.quote(message.replace("{first}", Integer.toString(first))) + "$";
    }

    // -- building the inputs

    private static String[][] rows(String[]... rows) {
        return rows;
    }

    private static String[] with(int column, String value) {
        return with(GOOD, column, value);
    }

    private static String[] with(String[] row, int column, String value) {
        String[] r = row.clone();
        r[column] = value;
        return r;
    }

    private static String[] ckd(String volume, String lss) {
        return new String[] {volume, LOC, lss, "3390-3", "02.83 GB", "ESCON/FICON", "n/a", "n/a"};
    }

    /** Header on line 2, rows from line 3; {@code drop} leaves that header column (and cell) out. */
    private static String htmlPage(int drop, String[][] rows) {
        StringBuilder b = new StringBuilder("<html><body><table border=1>\n");
        b.append(htmlRow("th", drop, HEADER));
        for (String[] row : rows) {
            b.append(htmlRow("td", drop, row));
        }
        return b.append("</table></body></html>\n").toString();
    }

    private static String htmlRow(String tag, int drop, String[] cells) {
        StringBuilder b = new StringBuilder("<tr>");
        for (int i = 0; i < cells.length; i++) {
            if (i != drop) {
                b.append('<').append(tag).append('>').append(cells[i]).append("</").append(tag).append('>');
            }
        }
        return b.append("</tr>\n").toString();
    }

    /** Header on line 1, rows from line 2. */
    private static String csvFile(int drop, String[][] rows) {
        StringBuilder b = new StringBuilder(csvRow(drop, HEADER));
        for (String[] row : rows) {
            b.append(csvRow(drop, row));
        }
        return b.toString();
    }

    private static String csvRow(int drop, String[] cells) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            if (i != drop) {
                out.add(cells[i].contains(",") ? "\"" + cells[i] + "\"" : cells[i]);
            }
        }
        return String.join(",", out) + "\n";
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
