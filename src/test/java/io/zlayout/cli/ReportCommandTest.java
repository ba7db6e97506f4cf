package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class ReportCommandTest {

    static final String DIRECTORY = """
            USER LNX1 XXXXXXXX 2G 4G G
             DEDICATE 0200 5000
             DEDICATE FC00 F000
            USER LNX2 XXXXXXXX 2G 4G G
             MDISK 0201 3390 0001 10016 ZL4101 MR
            """;

    @TempDir
    Path dir;

    Path site(String intent) throws IOException {
        Path site = dir.resolve("site");
        Files.createDirectories(site.resolve("zvm"));
        Files.writeString(site.resolve("zvm/user.direct"), DIRECTORY);
        Files.writeString(site.resolve("zlayout.yaml"), intent == null ? "storage: IBM.2107-75ZL101\n"
                : "storage: IBM.2107-75ZL101\nintent:\n" + intent);
        return site;
    }

    @Test
    void withoutAnOutputFileItIsAUsageError() throws IOException {
        Cli.Result r = Cli.run("report", site(null).toString());

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: report needs --xlsx FILE, --html FILE or both\n");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void theSameFileForBothIsAUsageError() throws IOException {
        Path f = dir.resolve("out/report");
        Cli.Result r = Cli.run("report", site(null).toString(), "--xlsx", f.toString(), "--html", f.toString());

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: --xlsx and --html name the same file: " + f + "\n");
    }

    @Test
    void writesBothFilesAtomicallyAndSaysWhatItWrote() throws Exception {
        Path xlsx = dir.resolve("out/site.xlsx");
        Path html = dir.resolve("out/site.html");

        Cli.Result r = Cli.run("report", site(null).toString(), "--xlsx", xlsx.toString(), "--html", html.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("Wrote " + xlsx + " and " + html
                + ": 0 errors, 0 warnings, 0 info; no intent, current layouts only\n").containsPattern(
                "\n\\d+ rules judged; \\d+ not judged: no IOCDS \\(");
        try (Stream<Path> files = Files.list(dir.resolve("out"))) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("site.html", "site.xlsx"); // no temporary files left
        }
        try (InputStream in = Files.newInputStream(xlsx); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            assertThat(column(wb.getSheet("Guests"), 0)).containsExactly("Guest", "LNX1", "LNX2");
            assertThat(wb.getSheet("Summary").getRow(0).getCell(0).getStringCellValue())
                    .isEqualTo("zlayout report: site");
        }
        Document page = Jsoup.parse(Files.readString(html, StandardCharsets.UTF_8));
        assertThat(page.title()).isEqualTo("zlayout report: site");
    }

    @Test
    void thePageAndTheWorkbookSayWhatWasNotJudgedAndWhyAsCheckDoes() throws Exception {
        // given a site of a z/VM directory alone: most rules lack an input
        Path site = site(null);
        Path xlsx = dir.resolve("out/site.xlsx");
        Path html = dir.resolve("out/site.html");

        // when the report is made, and the site checked as JSON
        Cli.Result r = Cli.run("report", site.toString(), "--xlsx", xlsx.toString(), "--html", html.toString());
        var coverage = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                Cli.run("check", site.toString(), "--format", "json").out()).get("coverage");

        // then the page's coverage table and the workbook's coverage rows hold exactly check's gaps
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> expected = new ArrayList<>();
        for (var rule : coverage.get("rules")) {
            for (var gap : rule.path("notJudged")) {
                expected.add(rule.get("rule").asText() + "|" + rule.get("status").asText().replace('-', ' ') + "|"
                        + (gap.get("elements").isNull() ? "everything it judges" : gap.get("elements").asText())
                        + "|" + gap.get("reason").asText());
            }
        }
        assertThat(expected).hasSizeGreaterThan(10);
        Document page = Jsoup.parse(Files.readString(html, StandardCharsets.UTF_8));
        assertThat(page.select("#summary p.problem").first().text()).startsWith("Not everything was judged: "
                + coverage.get("judged").asInt() + " rules judged; " + coverage.get("notJudged").asInt()
                + " not judged: no IOCDS (");
        List<String> rows = new ArrayList<>();
        page.select("table.coverage tbody tr").forEach(tr -> rows.add(String.join("|", tr.select("td").eachText())));
        assertThat(rows).isEqualTo(expected);
        try (InputStream in = Files.newInputStream(xlsx); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            List<String> sheet = new ArrayList<>();
            boolean inCoverage = false;
            for (Row row : wb.getSheet("Summary")) {
                String first = row.getCell(0) == null ? "" : row.getCell(0).toString();
                if (first.equals("Rule")) {
                    inCoverage = true;
                } else if (inCoverage && (first.isEmpty() || row.getCell(3) == null)) {
                    break; // the next section
                } else if (inCoverage) {
                    List<String> cells = new ArrayList<>();
                    for (int c = 0; c < 4; c++) {
                        cells.add(row.getCell(c).getStringCellValue());
                    }
                    sheet.add(String.join("|", cells));
                }
            }
            assertThat(sheet).isEqualTo(expected);
        }
    }

    @Test
    void aFullyJudgedSiteSaysSoOnThePage() throws Exception {
        Path html = dir.resolve("out/ds8k.html");

        Cli.Result r = Cli.run("report", "samples/ds8k-site", "--html", html.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        Document page = Jsoup.parse(Files.readString(html, StandardCharsets.UTF_8));
        assertThat(page.select("#summary p.problem")).isEmpty();
        assertThat(page.select("#summary h3:contains(Coverage) + p").text()).matches("All \\d+ rules in force judged\\.");
    }

    @Test
    void theIntentOfZlayoutYamlIsPlannedAndAnUnmetIntentIsReportedNotFatal() throws Exception {
        Path xlsx = dir.resolve("site.xlsx");

        Cli.Result r = Cli.run("report", site("  guests:\n    - {name: LNX3, disks: 2, access: eckd}\n").toString(),
                "--xlsx", xlsx.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        String reason = "guest LNX3 (access eckd) cannot be planned: no IOCDS and no storage export were read (add the"
                + " IOCP deck of the IOCDS (iocds/); the storage export with volumes (DSCLI lsfbvol/lsckdvol, REST or the"
                + " ESS Specialist table; storage/))";
        assertThat(r.out()).startsWith("Wrote " + xlsx + ": 0 errors, 0 warnings, 0 info; no plan: " + reason + "\n");
        try (InputStream in = Files.newInputStream(xlsx); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            assertThat(column(wb.getSheet("Guests"), 0)).containsExactly("Guest", "LNX1", "LNX2", "LNX3");
            List<String> summary = new ArrayList<>();
            for (Row row : wb.getSheet("Summary")) {
                if (row.getCell(1) != null && "Reason".equals(row.getCell(0).getStringCellValue())) {
                    summary.add(row.getCell(1).getStringCellValue());
                }
            }
            assertThat(summary).containsExactly(reason);
        }
    }

    @Test
    void anIntentFileNamedOnTheCommandLineIsRead() throws Exception {
        Path intent = dir.resolve("intent.yaml");
        Files.writeString(intent, "guests:\n  - {name: LNX9, disks: 1, access: fcp}\n");
        Path html = dir.resolve("site.html");

        Cli.Result r = Cli.run("report", site(null).toString(), "--intent", intent.toString(), "--html", html.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("no plan: guest LNX9 (access fcp) cannot be planned: no storage export was read"
                + " (add the storage export with volumes (DSCLI lsfbvol/lsckdvol, REST or the ESS Specialist table;"
                + " storage/))\n");
        Document page = Jsoup.parse(Files.readString(html, StandardCharsets.UTF_8));
        assertThat(page.select("#guests tbody td.id").eachText()).containsExactly("LNX1", "LNX2", "LNX9");
    }

    @Test
    void aMissingIntentFileIsAnInputError() throws IOException {
        Cli.Result r = Cli.run("report", site(null).toString(), "--intent", dir.resolve("nope.yaml").toString(),
                "--html", dir.resolve("x.html").toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("zlayout: error: ").contains("nope.yaml");
        assertThat(dir.resolve("x.html")).doesNotExist();
    }

    @Test
    void aRunOfItsOwnPrintsNoLoggingNoiseOnStandardError() throws Exception {
        // POI logs through log4j-api; without a provider log4j complains on stderr. A fresh JVM shows it.
        Path xlsx = dir.resolve("p.xlsx");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                "io.zlayout.cli.Main", "report", site(null).toString(), "--xlsx", xlsx.toString())
                .redirectErrorStream(false).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).as(err).isZero();
        assertThat(err).isEmpty();
        assertThat(out).startsWith("Wrote ");
        assertThat(xlsx).exists();
    }

    private static List<String> column(XSSFSheet sheet, int col) {
        List<String> out = new ArrayList<>();
        for (Row r : sheet) {
            out.add(r.getCell(col).getStringCellValue());
        }
        return out;
    }
}
