package io.zlayout.report.xlsx;

import org.apache.poi.common.usermodel.HyperlinkType;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.util.CellReference;
import org.apache.poi.xssf.usermodel.XSSFHyperlink;
import org.apache.poi.xssf.usermodel.XSSFSheet;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The rows of one sheet, given twice by the same code ({@link StreamingWorkbook.Content}): first to lay the
 * sheet out — the cells' extent (the sheet's dimension), the hyperlinks, and whatever the caller measures, such
 * as column widths, which the sheet XML states before its rows — then to write the rows as sheet XML straight
 * into the workbook's zip entry. No object per cell or row is made, and nothing is kept between rows.
 *
 * <p>The XML is byte for byte what Apache POI's streaming writer (SXSSF, inline strings) makes of the same
 * cells: {@code <row r="N">} and a line break, each cell {@code <c r="A1" s="3" t="inlineStr"><is><t>..</t>
 * </is></c>} or {@code t="n"><v>1.0</v>}, text escaped as POI escapes it. Cells of a row come in column order.
 */
final class SheetData {

    private static final int BUFFER = 1 << 16;

    private static final byte[] ROW_OPEN = ascii("<row r=\"");
    private static final byte[] ROW_OPEN_END = ascii("\">\n");
    private static final byte[] ROW_END = ascii("</row>\n");
    private static final byte[] CELL_OPEN = ascii("<c r=\"");
    private static final byte[] STYLE = ascii(" s=\"");
    private static final byte[] INLINE = ascii(" t=\"inlineStr\"><is><t");
    private static final byte[] PRESERVE = ascii(" xml:space=\"preserve\"");
    private static final byte[] TEXT_END = ascii("</t></is></c>");
    private static final byte[] NUMBER = ascii(" t=\"n\"><v>");
    private static final byte[] NUMBER_END = ascii("</v></c>");
    private static final byte[] WHOLE = ascii(".0");

    /** What POI writes for each ASCII character of cell text; null where the character is written as it is. */
    private static final byte[][] ESCAPE = new byte[0x80][];

    static {
        for (char c = 0; c < 0x20; c++) {
            ESCAPE[c] = ascii("?"); // XML 1.0 cannot carry them; POI (and XMLBeans) write '?'
        }
        ESCAPE['\t'] = ascii("&#x9;");
        ESCAPE['\n'] = ascii("&#xa;");
        ESCAPE['\r'] = ascii("&#xd;");
        ESCAPE['<'] = ascii("&lt;");
        ESCAPE['>'] = ascii("&gt;");
        ESCAPE['&'] = ascii("&amp;");
        ESCAPE['"'] = ascii("&quot;");
    }

    private static final byte[] NBSP = ascii("&#xa0;");

    private final XSSFSheet sheet;
    private final OutputStream out;
    private final byte[] buf;
    private int used;

    private int row = -1;
    private int column = -1;
    private boolean rowOpen;
    private int firstRow = -1;
    private int minColumn = Integer.MAX_VALUE;
    private int maxColumn = -1;

    private SheetData(XSSFSheet sheet, OutputStream out) {
        this.sheet = sheet;
        this.out = out;
        this.buf = out == null ? null : new byte[BUFFER];
    }

    /** The layout pass: cells are counted, links kept in the template sheet, nothing written. */
    static SheetData layout(XSSFSheet sheet) {
        return new SheetData(sheet, null);
    }

    /** The writing pass: rows become sheet XML on {@code out}. */
    static SheetData writer(XSSFSheet sheet, OutputStream out) {
        return new SheetData(sheet, out);
    }

    /** True in the layout pass, the one in which the template sheet (widths, panes, formats) is set up. */
    boolean layingOut() {
        return out == null;
    }

    /** The template sheet: everything but the rows. */
    XSSFSheet sheet() {
        return sheet;
    }

    /** Starts row {@code index} (0-based); rows come in increasing order. */
    void row(int index) throws IOException {
        if (index <= row) {
            throw new IllegalArgumentException("row " + index + " after row " + row);
        }
        endRow();
        row = index;
        column = -1;
        rowOpen = true;
        if (firstRow < 0) {
            firstRow = index;
        }
        if (out != null) {
            put(ROW_OPEN);
            digits(index + 1L);
            put(ROW_OPEN_END);
        }
    }

    /** A text cell; {@code value} is already safe for a cell ({@link CellText#safe}). */
    void text(int col, CellStyle style, String value) throws IOException {
        if (!open(col, style, INLINE)) {
            return;
        }
        if (!value.isEmpty() && (Character.isWhitespace(value.charAt(0))
                || Character.isWhitespace(value.charAt(value.length() - 1)))) {
            put(PRESERVE);
        }
        room(1);
        buf[used++] = '>';
        escaped(value);
        put(TEXT_END);
    }

    /** A text cell that links to {@code target}, a place in this workbook ({@link SheetNames#link}). */
    void link(int col, CellStyle style, String value, String target) throws IOException {
        if (out == null) {
            XSSFHyperlink h = sheet.getWorkbook().getCreationHelper().createHyperlink(HyperlinkType.DOCUMENT);
            h.setAddress(target);
            h.setCellReference(new CellReference(row, col).formatAsString());
            sheet.addHyperlink(h);
        }
        text(col, style, value);
    }

    /** A number cell, written as Java writes a double (what POI writes). */
    void number(int col, CellStyle style, double value) throws IOException {
        if (!open(col, style, NUMBER)) {
            return;
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e7 && (value != 0 || 1 / value > 0)) {
            // Double.toString of a whole number below 10^7 is its digits and ".0"
            digits((long) value);
            put(WHOLE);
        } else {
            plain(Double.toString(value));
        }
        put(NUMBER_END);
    }

    /** Ends the last row; in the layout pass, sets the sheet's dimension (the range its cells cover). */
    void finish() throws IOException {
        endRow();
        if (out == null) {
            String ref = firstRow < 0 ? "A1" : new CellReference(firstRow, Math.max(0, minColumn)).formatAsString(false)
                    + ":" + new CellReference(row, Math.max(0, maxColumn)).formatAsString(false);
            var ws = sheet.getCTWorksheet();
            (ws.isSetDimension() ? ws.getDimension() : ws.addNewDimension()).setRef(ref);
        } else if (used > 0) {
            out.write(buf, 0, used);
            used = 0;
        }
    }

    private void endRow() throws IOException {
        if (rowOpen && out != null) {
            put(ROW_END);
        }
        rowOpen = false;
    }

    private void cell(int col) {
        if (!rowOpen || col <= column) {
            throw new IllegalArgumentException("cell in column " + col + " of row " + row + " after column "
                    + column + (rowOpen ? "" : ", outside a row"));
        }
        column = col;
        minColumn = Math.min(minColumn, col);
        maxColumn = Math.max(maxColumn, col);
    }

    /**
     * Takes column {@code col} of the row and, in the writing pass, opens its cell with the style and {@code type}
     * (the type attribute and the value's opening tag); false in the layout pass, which writes nothing.
     */
    private boolean open(int col, CellStyle style, byte[] type) throws IOException {
        cell(col);
        if (out == null) {
            return false;
        }
        cellStart(col, style);
        put(type);
        return true;
    }

    private void cellStart(int col, CellStyle style) throws IOException {
        put(CELL_OPEN);
        columnName(col);
        digits(row + 1L);
        room(1);
        buf[used++] = '"';
        int s = style.getIndex() & 0xffff;
        if (s != 0) {
            put(STYLE);
            digits(s);
            room(1);
            buf[used++] = '"';
        }
    }

    /** Column letters, A to XFD. */
    private void columnName(int col) throws IOException {
        room(3);
        int n = col + 1;
        int start = used;
        while (n > 0) {
            buf[used++] = (byte) ('A' + (n - 1) % 26);
            n = (n - 1) / 26;
        }
        for (int i = start, j = used - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }

    private void digits(long v) throws IOException {
        room(20);
        if (v < 0) {
            buf[used++] = '-';
            v = -v;
        }
        int start = used;
        do {
            buf[used++] = (byte) ('0' + v % 10);
            v /= 10;
        } while (v > 0);
        for (int i = start, j = used - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }

    /**
     * As POI escapes cell text, code point by code point, encoded as an {@link java.io.OutputStreamWriter} in
     * UTF-8 would: a surrogate pair is one 4-byte sequence, a lone surrogate '?', U+FFFE and U+FFFF '?'.
     */
    private void escaped(String s) throws IOException {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            if (used > BUFFER - 8) {
                drain();
            }
            char c = s.charAt(i);
            if (c < 0x80) {
                byte[] e = ESCAPE[c];
                if (e == null) {
                    buf[used++] = (byte) c;
                } else {
                    put(e);
                }
            } else if (c < 0x800) {
                if (c == '\u00a0') {
                    put(NBSP);
                } else {
                    buf[used++] = (byte) (0xC0 | c >> 6);
                    buf[used++] = (byte) (0x80 | c & 0x3F);
                }
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                int cp = Character.toCodePoint(c, s.charAt(++i));
                buf[used++] = (byte) (0xF0 | cp >> 18);
                buf[used++] = (byte) (0x80 | cp >> 12 & 0x3F);
                buf[used++] = (byte) (0x80 | cp >> 6 & 0x3F);
                buf[used++] = (byte) (0x80 | cp & 0x3F);
            } else if (Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF') {
                buf[used++] = '?';
            } else {
                buf[used++] = (byte) (0xE0 | c >> 12);
                buf[used++] = (byte) (0x80 | c >> 6 & 0x3F);
                buf[used++] = (byte) (0x80 | c & 0x3F);
            }
        }
    }

    private void plain(String s) throws IOException {
        room(s.length());
        for (int i = 0; i < s.length(); i++) {
            buf[used++] = (byte) s.charAt(i);
        }
    }

    private void put(byte[] b) throws IOException {
        room(b.length);
        System.arraycopy(b, 0, buf, used, b.length);
        used += b.length;
    }

    private void room(int n) throws IOException {
        if (used + n > BUFFER) {
            drain();
        }
    }

    private void drain() throws IOException {
        out.write(buf, 0, used);
        used = 0;
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
