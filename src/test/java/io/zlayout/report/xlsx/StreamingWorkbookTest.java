package io.zlayout.report.xlsx;

import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.xssf.streaming.SXSSFSheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * zlayout's own sheet writer against Apache POI's streaming workbook (SXSSF, inline strings), which it replaced:
 * the same cells must give the same sheet XML, byte for byte, whatever the text — XML's special characters,
 * controls, no-break spaces, non-characters, surrogate pairs and lone halves, text longer than the buffer —
 * and the same numbers, whole, fractional, negative, huge and tiny.
 */
class StreamingWorkbookTest {

    static final List<String> TEXT = List.of("plain", "<b>&amp;\"quoted\" 'single'", "tab\there\nLF\rCR",
            "no\u00a0break", "ctl\u0001\u001f", "edge\uFFFE\uFFFF\uFFFD", "emoji \uD83D\uDE00 pair", "lone \uD800 high",
            "lone \uDC00 low", "ends high \uD83D", " leading space", "trailing space ", "\ttab first", "",
            "caf\u00e9 \u20ac \u07ff\u0800", "=1+2", "x".repeat(32_000), "\u20ac".repeat(30_000));

    static final double[] NUMBERS = {0, 1, -1, 1.5, -0.0, 9_999_999, 10_000_000, 123_456_789, 1e-3, 1e-4,
        25.93238800764084, -2_147_483_648.0, Double.MAX_VALUE, 0.1 + 0.2, 102_400};

    @TempDir
    Path dir;

    private static String entry(Path file, String name) throws IOException {
        // the central directory, as spreadsheet programs read it (the streamed entries carry data descriptors)
        try (ZipFile zip = new ZipFile(file.toFile())) {
            // compared as bytes: a difference in how text is encoded must show too
            byte[] xml = zip.getInputStream(zip.getEntry(name)).readAllBytes();
            return new String(xml, StandardCharsets.ISO_8859_1);
        }
    }


    private Path poi(int rows) throws IOException {
        Path file = dir.resolve("poi.xlsx");
        try (SXSSFWorkbook wb = new SXSSFWorkbook(null, 100, true, false)) {
            CellStyle styled = wb.createCellStyle();
            styled.setWrapText(true);
            SXSSFSheet sheet = wb.createSheet("S");
            for (int i = 0; i < rows; i++) {
                Row r = sheet.createRow(i * 2);
                r.createCell(0).setCellValue(TEXT.get(i % TEXT.size()));
                r.getCell(0).setCellStyle(styled);
                r.createCell(1).setCellValue(NUMBERS[i % NUMBERS.length]);
                if (i % 7 == 0) {
                    r.createCell(3).setCellValue("gap " + i);
                }
            }
            try (OutputStream out = Files.newOutputStream(file)) {
                wb.write(out);
            }
        }
        return file;
    }

    private Path ours(int rows) throws IOException {
        Path file = dir.resolve("ours.xlsx");
        try (StreamingWorkbook wb = new StreamingWorkbook()) {
            CellStyle styled = wb.template().createCellStyle();
            styled.setWrapText(true);
            CellStyle plain = wb.template().getCellStyleAt(0);
            wb.sheet("S", d -> {
                for (int i = 0; i < rows; i++) {
                    d.row(i * 2);
                    d.text(0, styled, TEXT.get(i % TEXT.size()));
                    d.number(1, plain, NUMBERS[i % NUMBERS.length]);
                    if (i % 7 == 0) {
                        d.text(3, plain, "gap " + i);
                    }
                }
                d.finish();
            });
            try (OutputStream out = Files.newOutputStream(file)) {
                wb.write(out);
            }
        }
        return file;
    }

    @Test
    void ourSheetXmlIsPoisStreamingWorkbooksByteForByte() throws IOException {
        Path poi = poi(500);
        Path ours = ours(500);

        assertThat(entry(ours, "xl/worksheets/sheet1.xml")).isEqualTo(entry(poi, "xl/worksheets/sheet1.xml"));
        assertThat(entry(ours, "xl/styles.xml")).isEqualTo(entry(poi, "xl/styles.xml"));
        assertThat(entry(ours, "xl/workbook.xml")).isEqualTo(entry(poi, "xl/workbook.xml"));
    }

    @Test
    void randomTextIsEscapedAndEncodedAsPoiDoes() throws IOException {
        Random r = new Random(19);
        char[] alphabet = {'a', '<', '&', '\n', '"', '\u0001', '\u00e9', '\u00a0', '\u07ff', '\u0800', '\u20ac',
            '\uD83D', '\uDE00', '\uDBFF', '\uDFFF', '\uFFFE', '\uFFFF', '\u007f', '\u0080', ' '};
        List<String> texts = new ArrayList<>();
        for (int k = 0; k < 300; k++) {
            StringBuilder b = new StringBuilder();
            int n = r.nextInt(k < 295 ? 40 : 32_000);
            for (int i = 0; i < n; i++) {
                b.append(r.nextInt(3) == 0 ? alphabet[r.nextInt(alphabet.length)] : (char) r.nextInt(0x10000));
            }
            texts.add(b.toString());
        }
        Path poi = dir.resolve("poi-random.xlsx");
        try (SXSSFWorkbook wb = new SXSSFWorkbook(null, 100, true, false)) {
            SXSSFSheet sheet = wb.createSheet("S");
            for (int i = 0; i < texts.size(); i++) {
                sheet.createRow(i).createCell(0).setCellValue(texts.get(i));
            }
            try (OutputStream out = Files.newOutputStream(poi)) {
                wb.write(out);
            }
        }
        Path ours = dir.resolve("ours-random.xlsx");
        try (StreamingWorkbook wb = new StreamingWorkbook()) {
            CellStyle plain = wb.template().getCellStyleAt(0);
            wb.sheet("S", d -> {
                for (int i = 0; i < texts.size(); i++) {
                    d.row(i);
                    d.text(0, plain, texts.get(i));
                }
                d.finish();
            });
            try (OutputStream out = Files.newOutputStream(ours)) {
                wb.write(out);
            }
        }

        assertThat(entry(ours, "xl/worksheets/sheet1.xml")).isEqualTo(entry(poi, "xl/worksheets/sheet1.xml"));
    }

    @Test
    void poiReadsBackWhatWasWritten() throws Exception {
        Path ours = ours(40);

        try (XSSFWorkbook wb = new XSSFWorkbook(ours.toFile())) {
            XSSFSheet s = wb.getSheet("S");
            assertThat(s.getLastRowNum()).isEqualTo(78);
            assertThat(s.getRow(0).getCell(0).getStringCellValue()).isEqualTo("plain");
            assertThat(s.getRow(2).getCell(0).getStringCellValue()).isEqualTo("<b>&amp;\"quoted\" 'single'");
            assertThat(s.getRow(6).getCell(1).getNumericCellValue()).isEqualTo(1.5);
            assertThat(new DataFormatter().formatCellValue(s.getRow(0).getCell(3))).isEqualTo("gap 0");
            assertThat(s.getRow(1) == null).isTrue();
        }
    }

    @Test
    void everyEntryIsDatedTheFirstDayAZipHoldsNotTheClock() throws IOException {
        Path ours = ours(3);

        try (ZipFile zip = new ZipFile(ours.toFile())) {
            assertThat(zip.stream().map(e -> e.getTimeLocal()).distinct().toList())
                    .containsExactly(java.time.LocalDateTime.of(1980, 1, 1, 0, 0));
            assertThat(zip.stream().filter(e -> e.getExtra() != null && e.getExtra().length > 0).toList()).isEmpty();
        }
    }

    @Test
    void cellsOutOfOrderAreRefused() throws IOException {
        try (StreamingWorkbook wb = new StreamingWorkbook()) {
            CellStyle plain = wb.template().getCellStyleAt(0);
            wb.sheet("S", d -> {
                d.row(0);
                d.text(2, plain, "C1");
                d.text(1, plain, "B1");
            });
            assertThatThrownBy(() -> wb.write(OutputStream.nullOutputStream()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("column 1");
        }
        try (StreamingWorkbook wb = new StreamingWorkbook()) {
            wb.sheet("S", d -> {
                d.row(3);
                d.row(3);
            });
            assertThatThrownBy(() -> wb.write(OutputStream.nullOutputStream()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("row 3");
        }
    }
}
