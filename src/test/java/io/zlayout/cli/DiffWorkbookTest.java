package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code diff --format xlsx} on the worst case and its corrected twin: the change board's workbook. */
class DiffWorkbookTest {

    @TempDir
    Path dir;

    private static List<String> column(Sheet s, int col) {
        List<String> out = new ArrayList<>();
        for (Row r : s) {
            out.add(r.getCell(col) == null ? "" : r.getCell(col).toString());
        }
        return out;
    }

    @Test
    void workbookListsNewPathsMovedVolumesBetterSpreadAndFixedFindings() throws Exception {
        Path xlsx = dir.resolve("change.xlsx");
        Cli.Result r = Cli.run("diff", "--format", "xlsx", "--output", xlsx.toString(), "samples/worst-case",
                "samples/worst-case-fixed");
        assertThat(r.exitCode()).as(r.err()).isZero();
        try (InputStream in = Files.newInputStream(xlsx); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            assertThat(List.of(wb.getSheetName(0), wb.getSheetName(1), wb.getSheetName(2), wb.getSheetName(3)))
                    .containsExactly("Paths", "Volumes", "Spread", "Findings");
            assertThat(column(wb.getSheet("Paths"), 2)).containsExactly("chpid", "chpid:0.51", "chpid:0.52",
                    "chpid:0.53");
            assertThat(column(wb.getSheet("Volumes"), 0)).hasSize(25).contains("volume:IBM.2107-75WC001/5000",
                    "volume:IBM.2107-75WC001/510F");
            Row spread = wb.getSheet("Spread").getRow(1);
            assertThat(spread.getCell(0).toString()).isEqualTo("guest:LINUX01");
            assertThat(spread.getCell(1).toString()).isEqualTo("better");
            assertThat(spread.getCell(2).getNumericCellValue()).isEqualTo(1.0);
            assertThat(spread.getCell(3).getNumericCellValue()).isEqualTo(4.0);
            assertThat(column(wb.getSheet("Findings"), 0)).contains("fixed").doesNotContain("new");
            assertThat(wb.getSheet("Paths").getPaneInformation().isFreezePane()).isTrue();
        }
    }

    @Test
    void xlsxWithoutOutputFileIsAUsageError() {
        Cli.Result r = Cli.run("diff", "--format", "xlsx", "samples/worst-case", "samples/worst-case-fixed");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--format xlsx needs --output FILE");
    }
}
