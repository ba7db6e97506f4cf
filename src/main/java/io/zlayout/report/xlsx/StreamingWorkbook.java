package io.zlayout.report.xlsx;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipUtil;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * A workbook whose rows zlayout writes itself. Apache POI makes everything but the rows — styles, the workbook,
 * document properties, each sheet's panes, column widths, filter, conditional formats, hyperlinks — as a
 * workbook of empty sheets (the template); the rows of each sheet are written as sheet XML straight into that
 * sheet's entry of the zip as the template is copied ({@link SheetData}). POI's streaming workbook (SXSSF), which
 * this replaces, made objects for every cell and row, wrote each sheet's rows to a gzip-compressed temporary file
 * and read them back to deflate them again; here the rows are given twice instead — once to lay the sheet out,
 * once to write them — and never held, and the zip deflates each sheet's rows on another thread while the next
 * are made ({@link HandedOff}). The unzipped XML is the same as SXSSF's with inline strings.
 */
final class StreamingWorkbook implements Closeable {

    private static final Date EPOCH = new Date(0L);

    /** The rows of one sheet, given once for the layout and once for the XML: the same calls both times. */
    @FunctionalInterface
    interface Content {
        void rows(SheetData data) throws IOException;
    }

    private static final byte[] EMPTY_SHEET_DATA = "<sheetData/>".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SHEET_DATA_OPEN = "<sheetData>\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SHEET_DATA_CLOSE = "</sheetData>".getBytes(StandardCharsets.US_ASCII);

    /**
     * Every entry's date: the first a zip holds, 1980-01-01 00:00 (in the DOS form zip keeps, whatever the time
     * zone), so the same report gives the same bytes.
     */
    private static final long ENTRY_TIME = ZipUtil.dosToJavaTime(1 << 21 | 1 << 16);

    private final XSSFWorkbook template = new XSSFWorkbook();
    private final List<XSSFSheet> sheets = new ArrayList<>();
    private final List<Content> contents = new ArrayList<>();

    /**
     * Sets the document properties every zlayout workbook has: zlayout as creator, {@code title}, and the epoch as
     * created and modified, so that the same input gives the same bytes.
     */
    void describe(String title) {
        var core = template().getProperties().getCoreProperties();
        core.setCreated(Optional.of(EPOCH));
        core.setModified(Optional.of(EPOCH));
        core.setCreator("zlayout");
        core.setTitle(CellText.safe(title));
    }

    /** The template: properties, styles, and each sheet's settings are made on it. */
    XSSFWorkbook template() {
        return template;
    }

    /** Adds a sheet named {@code name} whose rows {@code content} gives. */
    XSSFSheet sheet(String name, Content content) {
        XSSFSheet s = template.createSheet(name);
        sheets.add(s);
        contents.add(content);
        return s;
    }

    /** Lays out every sheet, then writes the workbook to {@code out} (not closed). */
    void write(OutputStream out) throws IOException {
        Map<String, Integer> sheetEntries = new HashMap<>();
        for (int i = 0; i < sheets.size(); i++) {
            SheetData layout = SheetData.layout(sheets.get(i));
            contents.get(i).rows(layout);
            layout.finish();
            sheetEntries.put(sheets.get(i).getPackagePart().getPartName().getName().substring(1), i);
        }
        ByteArrayOutputStream skeleton = new ByteArrayOutputStream();
        template.write(skeleton);
        ZipArchiveOutputStream zip = new ZipArchiveOutputStream(new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush(); // the caller closes its stream
            }
        });
        zip.setLevel(Deflater.BEST_SPEED);
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(skeleton.toByteArray()))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                ZipArchiveEntry copy = new ZipArchiveEntry(e.getName());
                copy.setTime(ENTRY_TIME);
                zip.putArchiveEntry(copy);
                Integer sheet = sheetEntries.get(e.getName());
                if (sheet == null) {
                    in.transferTo(zip);
                } else {
                    inject(in.readAllBytes(), zip, sheet);
                }
                zip.closeArchiveEntry();
            }
        }
        zip.finish();
        zip.close();
    }

    /** The template sheet's XML with its empty {@code <sheetData/>} replaced by the rows. */
    private void inject(byte[] xml, OutputStream zip, int sheet) throws IOException {
        int at = indexOf(xml, EMPTY_SHEET_DATA);
        if (at < 0) {
            throw new IllegalStateException("the template of sheet " + sheets.get(sheet).getSheetName()
                    + " has no empty sheetData element");
        }
        zip.write(xml, 0, at);
        zip.write(SHEET_DATA_OPEN);
        try (HandedOff deflating = new HandedOff(zip, "zlayout-workbook-zip")) {
            SheetData rows = SheetData.writer(sheets.get(sheet), deflating);
            contents.get(sheet).rows(rows);
            rows.finish();
        }
        zip.write(SHEET_DATA_CLOSE);
        int rest = at + EMPTY_SHEET_DATA.length;
        zip.write(xml, rest, xml.length - rest);
    }

    private static int indexOf(byte[] in, byte[] what) {
        outer:
        for (int i = 0; i + what.length <= in.length; i++) {
            for (int k = 0; k < what.length; k++) {
                if (in[i + k] != what[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    @Override
    public void close() throws IOException {
        template.close();
    }
}
