package io.zlayout.report.xlsx;

import org.apache.poi.common.usermodel.HyperlinkType;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.Hyperlink;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.xssf.streaming.SXSSFSheet;

import java.util.List;

/**
 * Writes one table sheet row by row: a header row, then data rows of text and numbers. At the end the header
 * is frozen, an autofilter covers the table, and each column is as wide as its longest value (within limits),
 * measured while writing since a streamed sheet cannot look back.
 */
final class Table {

    /** Widths in characters: at least this, at most that; longer text stays in the cell, only cut on screen. */
    private static final int MIN_WIDTH = 4;
    private static final int MAX_WIDTH = 60;

    private final SXSSFSheet sheet;
    private final Styles styles;
    private final org.apache.poi.ss.usermodel.CreationHelper helper;
    private int[] widths;
    private int columns;
    private int rowIndex;
    private Row row;
    private int col;

    Table(SXSSFSheet sheet, Styles styles) {
        this.sheet = sheet;
        this.styles = styles;
        this.helper = sheet.getWorkbook().getCreationHelper();
    }

    /** The header row; {@code rotatedFrom} is the first column whose heading is turned upright (or -1). */
    Table header(List<String> names, int rotatedFrom) {
        columns = names.size();
        widths = new int[columns];
        Row r = sheet.createRow(rowIndex++);
        for (int i = 0; i < columns; i++) {
            Cell c = r.createCell(i);
            c.setCellValue(CellText.safe(names.get(i)));
            boolean rotated = rotatedFrom >= 0 && i >= rotatedFrom;
            c.setCellStyle(rotated ? styles.headerRotated : styles.header);
            widths[i] = rotated ? MIN_WIDTH : names.get(i).length() + 3; // room for the filter button
        }
        return this;
    }

    Table header(List<String> names) {
        return header(names, -1);
    }

    /** Starts the next data row. */
    Table row() {
        row = sheet.createRow(rowIndex++);
        col = 0;
        return this;
    }

    /** 0-based index of the row being written. */
    int rowIndex() {
        return rowIndex - 1;
    }

    /** Text (nothing for null). */
    Table text(String s) {
        if (s != null) {
            String v = CellText.safe(s);
            Cell c = row.createCell(col);
            c.setCellValue(v);
            c.setCellStyle(CellText.formulaLike(v) ? styles.quoted : styles.text);
            measure(v.length());
        }
        col++;
        return this;
    }

    /** Text that links to a cell of this workbook ({@link SheetNames#link}); plain text when there is none. */
    Table link(String s, String target) {
        if (s == null || target == null) {
            return text(s);
        }
        String v = CellText.safe(s);
        Cell c = row.createCell(col);
        c.setCellValue(v);
        c.setCellStyle(CellText.formulaLike(v) ? styles.quotedLink : styles.link);
        Hyperlink h = helper.createHyperlink(HyperlinkType.DOCUMENT);
        h.setAddress(target);
        c.setHyperlink(h);
        measure(v.length());
        col++;
        return this;
    }

    /** A whole number (nothing for null). */
    Table number(Integer n) {
        if (n != null) {
            Cell c = row.createCell(col);
            c.setCellValue(n);
            c.setCellStyle(styles.integer);
            measure(Integer.toString(n).length());
        }
        col++;
        return this;
    }

    /** A number with two decimals (nothing for null). */
    Table decimal(Double d) {
        if (d != null) {
            Cell c = row.createCell(col);
            c.setCellValue(d);
            c.setCellStyle(styles.decimal);
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

    private void measure(int length) {
        if (col < columns && length + 1 > widths[col]) {
            widths[col] = length + 1;
        }
    }

    /** Freezes the header (and the first {@code frozenColumns}), sets the filter and the widths. */
    void finish(int frozenColumns) {
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
