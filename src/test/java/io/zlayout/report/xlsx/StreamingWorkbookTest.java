package io.zlayout.report.xlsx;

import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.xssf.streaming.SXSSFSheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

class StreamingWorkbookTest {

    static final List<String> TEXT = List.of("plain", "<b>&amp;\"quoted\" 'single'", "tab\there\nLF\rCR",
            "no\u00a0break", "ctl\u0001\u001f", "edge\uFFFE\uFFFF\uFFFD", "emoji \uD83D\uDE00 pair", "lone \uD800 high",
            "=1+2", "x".repeat(32_000));

    @TempDir
    Path dir;

    String sheetXml(SXSSFWorkbook wb) throws IOException {
        Path file = dir.resolve("w" + wb.getClass().getSimpleName() + ".xlsx");
        try (wb) { // closing deletes the temporary sheet files, also when a write fails
            SXSSFSheet sheet = wb.createSheet("S");
            for (int i = 0; i < 500; i++) {
                Row r = sheet.createRow(i);
                r.createCell(0).setCellValue(TEXT.get(i % TEXT.size()));
                r.createCell(1).setCellValue(i * 1.5);
            }
            try (OutputStream out = Files.newOutputStream(file)) {
                wb.write(out);
            }
        }
        // the central directory, as spreadsheet programs read it (the streamed entries carry data descriptors)
        try (ZipFile zip = new ZipFile(file.toFile())) {
            // compared as bytes: a difference in how text is encoded must show too
            byte[] xml = zip.getInputStream(zip.getEntry("xl/worksheets/sheet1.xml")).readAllBytes();
            return new String(xml, StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void theTunedWriterWritesTheSameSheetXmlAsPoiItself() throws IOException {
        String poi = sheetXml(new SXSSFWorkbook(null, 100, true, false));
        String tuned = sheetXml(new StreamingWorkbook(100));

        assertThat(tuned).isEqualTo(poi);
    }
}
