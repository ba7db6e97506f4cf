package io.zlayout.report.xlsx;

import io.zlayout.report.site.ReportSamples;
import io.zlayout.report.site.SiteReport;
import io.zlayout.testing.Golden;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SiteWorkbookTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/xlsx");

    static byte[] workbook(boolean withIntent) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SiteWorkbook.write(SiteReport.of(ReportSamples.input(withIntent)), out);
        return out.toByteArray();
    }

    @Test
    void sampleSiteWithPlanMatchesItsCanonicalDump() throws IOException {
        Golden.assertMatches(GOLDEN.resolve("sample-planned.dump.txt"), WorkbookDump.dump(workbook(true)));
    }

    @Test
    void sampleSiteWithoutIntentMatchesItsCanonicalDump() throws IOException {
        Golden.assertMatches(GOLDEN.resolve("sample-current.dump.txt"), WorkbookDump.dump(workbook(false)));
    }

    @Test
    void sameReportGivesTheSameBytes() throws IOException {
        byte[] first = workbook(true);
        byte[] second = workbook(true);

        assertThat(second).isEqualTo(first);
    }

    @Test
    void sheetsComeInTheDocumentedOrder() throws IOException {
        try (XSSFWorkbook wb = new XSSFWorkbook(new ByteArrayInputStream(workbook(true)))) {
            List<String> names = new ArrayList<>();
            wb.forEach(s -> names.add(s.getSheetName()));

            assertThat(names).containsExactly("Summary", "Findings", "Paths", "Volumes", "Guests", "Plan", "Actions");
        }
    }

    @Test
    void textThatLooksLikeAFormulaIsStoredAsQuotedTextNeverAsAFormula() throws IOException {
        try (XSSFWorkbook wb = new XSSFWorkbook(new ByteArrayInputStream(workbook(true)))) {
            Cell volser = find(wb.getSheet("Volumes"), ReportSamples.FORMULA_VOLSER);

            assertThat(volser.getCellType()).isEqualTo(CellType.STRING);
            assertThat(volser.getCellStyle().getQuotePrefixed()).isTrue();
            for (var sheet : wb) {
                for (Row r : sheet) {
                    for (Cell c : r) {
                        assertThat(c.getCellType()).as("%s!%s", sheet.getSheetName(), c.getAddress())
                                .isNotEqualTo(CellType.FORMULA);
                    }
                }
            }
        }
    }

    @Test
    void everyTableSheetHasAFrozenHeaderAndAFilterOverItsRows() throws IOException {
        try (XSSFWorkbook wb = new XSSFWorkbook(new ByteArrayInputStream(workbook(true)))) {
            for (String name : List.of("Findings", "Paths", "Volumes", "Guests", "Plan")) {
                XSSFSheet s = wb.getSheet(name);

                assertThat(s.getPaneInformation().isFreezePane()).as(name).isTrue();
                assertThat(s.getPaneInformation().getHorizontalSplitPosition()).as(name).isEqualTo((short) 1);
                String ref = s.getCTWorksheet().getAutoFilter().getRef();
                assertThat(ref).as(name).startsWith("A1:").endsWith(String.valueOf(s.getLastRowNum() + 1));
            }
        }
    }

    @Test
    void findingsLinkToTheRowsOfTheElementsTheyName() throws IOException {
        try (XSSFWorkbook wb = new XSSFWorkbook(new ByteArrayInputStream(workbook(true)))) {
            XSSFSheet findings = wb.getSheet("Findings");
            List<String> links = new ArrayList<>();
            for (Row r : findings) {
                Cell element = r.getCell(2);
                if (r.getRowNum() > 0 && element != null && element.getHyperlink() != null) {
                    String address = element.getHyperlink().getAddress();
                    links.add(element.getStringCellValue() + " -> " + address);
                    // the link lands on a row that names the element
                    String sheet = address.substring(1, address.indexOf("'!"));
                    var ref = new org.apache.poi.ss.util.CellReference(address.substring(address.indexOf('!') + 1));
                    Cell landing = wb.getSheet(sheet).getRow(ref.getRow()).getCell(ref.getCol());
                    assertThat(landing).as(address).isNotNull();
                }
            }
            assertThat(links).isNotEmpty();
        }
    }

    private static Cell find(XSSFSheet sheet, String text) {
        for (Row r : sheet) {
            for (Cell c : r) {
                if (c.getCellType() == CellType.STRING && c.getStringCellValue().equals(text)) {
                    return c;
                }
            }
        }
        throw new AssertionError("no cell holds " + text);
    }
}
