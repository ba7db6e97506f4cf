package io.zlayout.report.xlsx;

import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.ConditionalFormatting;
import org.apache.poi.ss.usermodel.ConditionalFormattingRule;
import org.apache.poi.ss.usermodel.Font;
import org.apache.poi.ss.usermodel.Hyperlink;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.util.CellRangeAddress;
import org.apache.poi.ss.util.PaneInformation;
import org.apache.poi.xssf.usermodel.XSSFCellStyle;
import org.apache.poi.xssf.usermodel.XSSFColor;
import org.apache.poi.xssf.usermodel.XSSFConditionalFormattingRule;
import org.apache.poi.xssf.usermodel.XSSFFont;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The canonical text of a workbook for golden tests, read back with POI: per sheet its frozen pane, filter,
 * column widths, conditional formats and ignored errors; then every cell as {@code ref type value [style]},
 * the style naming only what differs from the default (font, fill, number format, rotation, quote prefix)
 * and any hyperlink. Bytes of the zip never matter, only what a spreadsheet program reads.
 */
public final class WorkbookDump {

    private WorkbookDump() {
    }

    public static String dump(byte[] xlsx) throws IOException {
        StringBuilder b = new StringBuilder();
        try (XSSFWorkbook wb = new XSSFWorkbook(new ByteArrayInputStream(xlsx))) {
            var core = wb.getProperties().getCoreProperties();
            b.append("properties creator=").append(core.getCreator()).append(" title=").append(core.getTitle())
                    .append(" created=").append(core.getCreated() == null ? null : core.getCreated().getTime())
                    .append(" modified=").append(core.getModified() == null ? null : core.getModified().getTime())
                    .append('\n');
            b.append("active sheet ").append(wb.getActiveSheetIndex()).append('\n');
            for (int s = 0; s < wb.getNumberOfSheets(); s++) {
                sheet(b, wb.getSheetAt(s));
            }
        }
        return b.toString();
    }

    private static void sheet(StringBuilder b, XSSFSheet sh) {
        b.append("\nsheet ").append(sh.getSheetName()).append('\n');
        PaneInformation pane = sh.getPaneInformation();
        if (pane != null && pane.isFreezePane()) {
            b.append("  freeze columns=").append(pane.getVerticalSplitPosition()).append(" rows=")
                    .append(pane.getHorizontalSplitPosition()).append('\n');
        }
        if (sh.getCTWorksheet().isSetAutoFilter()) {
            b.append("  autofilter ").append(sh.getCTWorksheet().getAutoFilter().getRef()).append('\n');
        }
        int lastCol = 0;
        for (Row r : sh) {
            lastCol = Math.max(lastCol, r.getLastCellNum());
        }
        StringBuilder widths = new StringBuilder();
        for (int c = 0; c < lastCol; c++) {
            widths.append(c == 0 ? "" : " ").append(sh.getColumnWidth(c) / 256);
        }
        b.append("  widths ").append(widths).append('\n');
        var cf = sh.getSheetConditionalFormatting();
        for (int i = 0; i < cf.getNumConditionalFormattings(); i++) {
            ConditionalFormatting f = cf.getConditionalFormattingAt(i);
            List<String> ranges = new ArrayList<>();
            for (CellRangeAddress a : f.getFormattingRanges()) {
                ranges.add(a.formatAsString());
            }
            for (int k = 0; k < f.getNumberOfRules(); k++) {
                b.append("  conditional ").append(String.join(",", ranges)).append(' ').append(rule(f.getRule(k)))
                        .append('\n');
            }
        }
        var ignored = sh.getCTWorksheet().getIgnoredErrors();
        if (ignored != null) {
            for (var e : ignored.getIgnoredErrorList()) {
                b.append("  ignored ").append(e.getSqref()).append(e.getNumberStoredAsText() ? " numberStoredAsText" : "")
                        .append('\n');
            }
        }
        for (Row r : sh) {
            for (Cell c : r) {
                b.append("  ").append(c.getAddress().formatAsString()).append(' ').append(value(c));
                String style = style(c.getCellStyle());
                if (!style.isEmpty()) {
                    b.append(" [").append(style).append(']');
                }
                Hyperlink h = c.getHyperlink();
                if (h != null) {
                    b.append(" -> ").append(h.getType()).append(' ').append(h.getAddress());
                }
                b.append('\n');
            }
        }
    }

    private static String rule(ConditionalFormattingRule rule) {
        XSSFConditionalFormattingRule r = (XSSFConditionalFormattingRule) rule;
        if (r.getColorScaleFormatting() != null) {
            var cs = r.getColorScaleFormatting();
            StringBuilder s = new StringBuilder("colorScale");
            for (int i = 0; i < cs.getNumControlPoints(); i++) {
                s.append(' ').append(cs.getThresholds()[i].getRangeType().name()).append('=')
                        .append(rgb((XSSFColor) cs.getColors()[i]));
            }
            return s.toString();
        }
        String fill = r.getPatternFormatting() == null ? null
                : rgb((XSSFColor) r.getPatternFormatting().getFillBackgroundColorColor());
        return "formula " + r.getFormula1() + " fill=" + fill;
    }

    static String value(Cell c) {
        return switch (c.getCellType()) {
            case STRING -> "string " + quote(c.getStringCellValue());
            case NUMERIC -> "number " + number(c.getNumericCellValue());
            case BOOLEAN -> "boolean " + c.getBooleanCellValue();
            case FORMULA -> "FORMULA " + c.getCellFormula();
            case BLANK -> "blank";
            default -> c.getCellType().name().toLowerCase(Locale.ROOT);
        };
    }

    private static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }

    static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\r", "\\r")
                .replace("\t", "\\t") + "\"";
    }

    static String style(CellStyle cs) {
        XSSFCellStyle s = (XSSFCellStyle) cs;
        List<String> parts = new ArrayList<>();
        XSSFFont f = s.getFont();
        if (f.getBold()) {
            parts.add("bold");
        }
        if (f.getFontHeightInPoints() != XSSFFont.DEFAULT_FONT_SIZE) {
            parts.add(f.getFontHeightInPoints() + "pt");
        }
        if (f.getUnderline() != Font.U_NONE) {
            parts.add("underline");
        }
        // 8 is indexed black, what POI gives new fonts: the default look
        if (f.getColor() != Font.COLOR_NORMAL && f.getColor() != 0 && f.getColor() != 8) {
            parts.add("color=" + f.getColor());
        }
        XSSFColor fill = s.getFillForegroundColorColor();
        if (fill != null && s.getFillPattern() != org.apache.poi.ss.usermodel.FillPatternType.NO_FILL) {
            parts.add("fill=" + rgb(fill));
        }
        if (s.getDataFormat() != 0) {
            parts.add("format=" + s.getDataFormatString());
        }
        if (s.getRotation() != 0) {
            parts.add("rotation=" + s.getRotation());
        }
        if (s.getQuotePrefixed()) {
            parts.add("quotePrefix");
        }
        if (s.getBorderBottom() != org.apache.poi.ss.usermodel.BorderStyle.NONE) {
            parts.add("border-bottom=" + s.getBorderBottom().name().toLowerCase(Locale.ROOT));
        }
        return String.join(" ", parts);
    }

    private static String rgb(XSSFColor c) {
        if (c == null) {
            return "none";
        }
        byte[] rgb = c.getRGB();
        if (rgb == null) {
            return "indexed" + c.getIndexed();
        }
        return String.format(Locale.ROOT, "%02X%02X%02X", rgb[0] & 0xFF, rgb[1] & 0xFF, rgb[2] & 0xFF);
    }
}
