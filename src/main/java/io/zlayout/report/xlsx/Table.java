package io.zlayout.report.xlsx;

import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.usermodel.XSSFSheet;

import java.io.IOException;
import java.util.List;

/**
 * Writes one table sheet row by row: a header row, then data rows of text and numbers. At the end the header
 * is frozen, an autofilter covers the table, and each column is as wide as its longest value (within limits),
 * measured in the layout pass ({@link SheetData}), since the sheet XML states the widths before the rows.
 */
final class Table {

    /** Widths in characters: at least this, at most that; longer text stays in the cell, only cut on screen. */
    private static final int MIN_WIDTH = 4;
    private static final int MAX_WIDTH = 60;

    private final SheetData data;
    private final Styles styles;
    private int[] widths;
    private int columns;
    private int rowIndex;
    private int col;

    Table(SheetData data, Styles styles) {
        this.data = data;
        this.styles = styles;
    }

    /** The header row; {@code rotatedFrom} is the first column whose heading is turned upright (or -1). */
    Table header(List<String> names, int rotatedFrom) throws IOException {
        columns = names.size();
        widths = new int[columns];
        data.row(rowIndex++);
        for (int i = 0; i < columns; i++) {
            boolean rotated = rotatedFrom >= 0 && i >= rotatedFrom;
            data.text(i, rotated ? styles.headerRotated : styles.header, CellText.safe(names.get(i)));
            widths[i] = rotated ? MIN_WIDTH : names.get(i).length() + 3; // room for the filter button
        }
        return this;
    }

    Table header(List<String> names) throws IOException {
        return header(names, -1);
    }

    /** Starts the next data row. */
    Table row() throws IOException {
        data.row(rowIndex++);
        col = 0;
        return this;
    }

    /** 0-based index of the row being written. */
    int rowIndex() {
        return rowIndex - 1;
    }

    /** Text (nothing for null). */
    Table text(String s) throws IOException {
        if (s != null) {
            String v = CellText.safe(s);
            data.text(col, CellText.formulaLike(v) ? styles.quoted : styles.text, v);
            measure(v.length());
        }
        col++;
        return this;
    }

    /** Text that links to a cell of this workbook ({@link SheetNames#link}); plain text when there is none. */
    Table link(String s, String target) throws IOException {
        if (s == null || target == null) {
            return text(s);
        }
        String v = CellText.safe(s);
        data.link(col, CellText.formulaLike(v) ? styles.quotedLink : styles.link, v, target);
        measure(v.length());
        col++;
        return this;
    }

    /** A whole number (nothing for null). */
    Table number(Integer n) throws IOException {
        if (n != null) {
            data.number(col, styles.integer, n);
            measure(digits(n));
        }
        col++;
        return this;
    }

    /**
     * A number with two decimals (nothing for null), stored as shown: a capacity of 3339 cylinders is 2.64 GiB in
     * the cell, not 2.6430... behind a format, so that a copy, a sum or a CSV export reads what the sheet shows.
     */
    Table decimal(Double d) throws IOException {
        if (d != null) {
            d = Double.isFinite(d) ? Math.round(d * 100) / 100.0 : d;
            data.number(col, styles.decimal, d);
            // as shown with two decimals: the integer digits, the point and two more (no formatting per cell)
            measure(Long.toString((long) Math.abs(d)).length() + (d < 0 ? 4 : 3));
        }
        col++;
        return this;
    }

    /** Leaves the current cell empty. */
    Table skip() {
        col++;
        return this;
    }

    /** Puts the next value in column {@code index}. */
    Table at(int index) {
        col = index;
        return this;
    }

    /** Characters of {@code n} as shown, without making its text. */
    private static int digits(int n) {
        int len = n < 0 ? 2 : 1;
        for (long v = Math.abs((long) n); v >= 10; v /= 10) {
            len++;
        }
        return len;
    }

    private void measure(int length) {
        if (col < columns && length + 1 > widths[col]) {
            widths[col] = length + 1;
        }
    }

    /**
     * Freezes the header (and the first {@code frozenColumns}), sets the filter and the widths, in the layout
     * pass (the template is written by the time the rows are).
     */
    void finish(int frozenColumns) {
        if (!data.layingOut()) {
            return;
        }
        XSSFSheet sheet = data.sheet();
        sheet.createFreezePane(frozenColumns, 1);
        if (columns > 0) {
            sheet.setAutoFilter(new CellRangeAddress(0, Math.max(0, rowIndex - 1), 0, columns - 1));
        }
        for (int i = 0; i < columns; i++) {
            int w = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, widths[i]));
            sheet.setColumnWidth(i, (w + 1) * 256);
        }
    }

    /** Rows written, header included. */
    int rows() {
        return rowIndex;
    }

    int columns() {
        return columns;
    }
}
