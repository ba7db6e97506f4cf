package io.zlayout.report.xlsx;

import org.apache.poi.ss.usermodel.BorderStyle;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.FillPatternType;
import org.apache.poi.ss.usermodel.Font;
import org.apache.poi.ss.usermodel.VerticalAlignment;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.xssf.usermodel.XSSFCellStyle;
import org.apache.poi.xssf.usermodel.XSSFColor;

/** The few cell styles of the workbook, made once (a workbook holds at most 64 000 styles). */
final class Styles {

    /** Fills of the severity conditional formats and the Summary's severity rows. */
    static final String ERROR_FILL = "F4C7C3";
    static final String WARNING_FILL = "FCE8B2";
    static final String INFO_FILL = "D2E3FC";
    private static final String HEADER_FILL = "D9D9D9";

    final CellStyle header;
    final CellStyle headerRotated;
    final CellStyle text;
    final CellStyle quoted;
    final CellStyle integer;
    final CellStyle decimal;
    final CellStyle link;
    final CellStyle quotedLink;
    final CellStyle title;
    final CellStyle section;
    final CellStyle error;
    final CellStyle warning;
    final CellStyle info;

    Styles(Workbook wb) {
        Font bold = wb.createFont();
        bold.setBold(true);
        Font big = wb.createFont();
        big.setBold(true);
        big.setFontHeightInPoints((short) 14);
        Font blue = wb.createFont();
        blue.setUnderline(Font.U_SINGLE);
        blue.setColor(org.apache.poi.ss.usermodel.IndexedColors.BLUE.getIndex());

        header = wb.createCellStyle();
        header.setFont(bold);
        fill(header, HEADER_FILL);
        header.setBorderBottom(BorderStyle.THIN);
        header.setVerticalAlignment(VerticalAlignment.BOTTOM);
        headerRotated = wb.createCellStyle();
        headerRotated.cloneStyleFrom(header);
        headerRotated.setRotation((short) 90);

        text = wb.createCellStyle();
        text.setVerticalAlignment(VerticalAlignment.TOP);
        quoted = wb.createCellStyle();
        quoted.cloneStyleFrom(text);
        quoted.setQuotePrefixed(true);
        integer = wb.createCellStyle();
        integer.setDataFormat(wb.createDataFormat().getFormat("0"));
        integer.setVerticalAlignment(VerticalAlignment.TOP);
        decimal = wb.createCellStyle();
        decimal.setDataFormat(wb.createDataFormat().getFormat("0.00"));
        decimal.setVerticalAlignment(VerticalAlignment.TOP);
        link = wb.createCellStyle();
        link.setFont(blue);
        link.setVerticalAlignment(VerticalAlignment.TOP);
        quotedLink = wb.createCellStyle();
        quotedLink.cloneStyleFrom(link);
        quotedLink.setQuotePrefixed(true);
        title = wb.createCellStyle();
        title.setFont(big);
        section = wb.createCellStyle();
        section.setFont(bold);
        error = filled(wb, ERROR_FILL);
        warning = filled(wb, WARNING_FILL);
        info = filled(wb, INFO_FILL);
    }

    private static CellStyle filled(Workbook wb, String rgb) {
        CellStyle s = wb.createCellStyle();
        fill(s, rgb);
        return s;
    }

    private static void fill(CellStyle s, String rgb) {
        ((XSSFCellStyle) s).setFillForegroundColor(rgb(rgb));
        s.setFillPattern(FillPatternType.SOLID_FOREGROUND);
    }

    static XSSFColor rgb(String hex) {
        return new XSSFColor(new byte[] {(byte) Integer.parseInt(hex.substring(0, 2), 16),
            (byte) Integer.parseInt(hex.substring(2, 4), 16), (byte) Integer.parseInt(hex.substring(4, 6), 16)}, null);
    }
}
