package io.zlayout.report.proof;

import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.ReportSamples;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.xlsx.SiteWorkbook;
import io.zlayout.rules.Finding;
import io.zlayout.testing.Programs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** A real spreadsheet program reads the workbook: LibreOffice converts it to PDF and to CSV, sheet by sheet. */
class LibreOfficeTest {

    /** CSV: comma, double quotes, UTF-8, from line 1, raw values, every sheet into its own file (-1). */
    static final String CSV_FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";

    @TempDir
    Path dir;

    @Test
    void libreOfficeConvertsTheWorkbookToPdf() throws Exception {
        Path soffice = soffice();
        Path xlsx = workbook(ReportSamples.input(true));

        Programs.Run run = convert(soffice, xlsx, "pdf");

        assertThat(run.exitCode()).as(run.err()).isZero();
        Path pdf = dir.resolve("out/report.pdf");
        assertThat(pdf).exists();
        byte[] bytes = Files.readAllBytes(pdf);
        assertThat(new String(bytes, 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        assertThat(bytes.length).isGreaterThan(10_000);
    }

    @Test
    void theWorkbookPrintsOnA4LandscapeEverySheetOnePageWide() throws Exception {
        // given the sample workbook, and a copy of it without its print set-up (portrait, unscaled)
        Path soffice = soffice();
        Path xlsx = workbook(ReportSamples.input(true));
        Path plain = dir.resolve("plain.xlsx");
        try (java.io.InputStream in = Files.newInputStream(xlsx);
             org.apache.poi.xssf.usermodel.XSSFWorkbook wb = new org.apache.poi.xssf.usermodel.XSSFWorkbook(in);
             OutputStream out = Files.newOutputStream(plain)) {
            for (org.apache.poi.ss.usermodel.Sheet sheet : wb) {
                sheet.setFitToPage(false);
                sheet.getPrintSetup().setLandscape(false);
            }
            wb.write(out);
        }

        // when LibreOffice prints both
        Programs.Run run = convert(soffice, xlsx, "pdf");
        Programs.Run runPlain = convert(soffice, plain, "pdf");

        // then every page is A4 landscape, and the sheets take fewer pages than unscaled, whose wide sheets have
        // their columns split over several pages
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(runPlain.exitCode()).as(runPlain.err()).isZero();
        String pdf = new String(Files.readAllBytes(dir.resolve("out/report.pdf")), StandardCharsets.ISO_8859_1);
        java.util.regex.Matcher box = java.util.regex.Pattern.compile("/MediaBox\\s*\\[\\s*0 0 ([\\d.]+) ([\\d.]+)")
                .matcher(pdf);
        int boxes = 0;
        while (box.find()) {
            boxes++;
            assertThat(Double.parseDouble(box.group(1))).as("width").isCloseTo(841.9, org.assertj.core.data.Offset.offset(1.0));
            assertThat(Double.parseDouble(box.group(2))).as("height").isCloseTo(595.3, org.assertj.core.data.Offset.offset(1.0));
        }
        assertThat(boxes).isPositive();
        int pages = pages(pdf);
        int plainPages = pages(new String(Files.readAllBytes(dir.resolve("out/plain.pdf")), StandardCharsets.ISO_8859_1));
        assertThat(pages).isLessThan(plainPages);
        assertThat(pages).isLessThanOrEqualTo(2 * 7);
    }

    private static int pages(String pdf) {
        java.util.regex.Matcher page = java.util.regex.Pattern.compile("/Type\\s*/Page\\b(?!s)").matcher(pdf);
        int pages = 0;
        while (page.find()) {
            pages++;
        }
        return pages;
    }

    @Test
    void libreOfficeReadsEverySheetWithTheExpectedRows() throws Exception {
        Path soffice = soffice();
        ReportInput input = ReportSamples.input(true);
        Path xlsx = workbook(input);

        Programs.Run run = convert(soffice, xlsx, CSV_FILTER);

        assertThat(run.exitCode()).as(run.err()).isZero();
        for (String sheet : List.of("Summary", "Findings", "Paths", "Volumes", "Guests", "Plan")) {
            assertThat(dir.resolve("out/report-" + sheet + ".csv")).as(sheet).exists();
        }
        List<List<String>> findings = csv(dir.resolve("out/report-Findings.csv"));
        List<List<String>> expected = new ArrayList<>();
        expected.add(List.of("Rule", "Severity", "Element"));
        for (Finding f : input.findings()) {
            expected.add(List.of(f.rule(), f.severity().label(), f.element()));
        }
        assertThat(findings.stream().map(r -> r.subList(0, 3)).toList()).isEqualTo(expected);

        List<List<String>> volumes = csv(dir.resolve("out/report-Volumes.csv"));
        assertThat(volumes).hasSize(1 + 24);
        assertThat(volumes.get(0).subList(0, 6)).containsExactly("Volume", "Image", "Kind", "Data type", "LSS", "Server");
        // the volume whose serial reads like a formula: LibreOffice kept it as the text it is
        assertThat(volumes.get(8).subList(0, 2)).containsExactly("0007", ReportSamples.IMAGE);
        assertThat(volumes.get(8).get(11)).isEqualTo(ReportSamples.FORMULA_VOLSER);
        // numbers are numbers: the server column holds 0/1, the FB capacity 50 GiB
        assertThat(volumes.get(17).get(5)).isEqualTo("0");
        assertThat(volumes.get(17).get(9)).isEqualTo("50");

        List<List<String>> paths = csv(dir.resolve("out/report-Paths.csv"));
        assertThat(paths).extracting(r -> String.join("|", r)).containsExactly(
                "CHPID|Type|Switch|Host adapter|I/O ports|FCP devices|LSS reached|Paths|LSS 00|LSS 01",
                "0.50|FC|61|00.0|I0000||2|2|1|1",
                "0.51|FC|61|01.0|I0100||1|1|1|",
                "0.C0|FCP||00.0|I0001|4|0|0||",
                "0.C1|FCP||02.3|I0230|4|0|0||");

        List<List<String>> summary = csv(dir.resolve("out/report-Summary.csv"));
        assertThat(summary.get(0).get(0)).isEqualTo("zlayout report: sample-site");
    }

    private Path soffice() {
        var found = Programs.find("soffice");
        assumeTrue(found.isPresent(), "LibreOffice (soffice) is not installed; CI installs libreoffice-calc");
        return found.get();
    }

    private Path workbook(ReportInput input) throws IOException {
        Path xlsx = dir.resolve("report.xlsx");
        try (OutputStream out = Files.newOutputStream(xlsx)) {
            SiteWorkbook.write(SiteReport.of(input), out);
        }
        return xlsx;
    }

    private Programs.Run convert(Path soffice, Path xlsx, String target) throws Exception {
        // a profile of its own: no clash with another LibreOffice, nothing left in $HOME
        String profile = dir.resolve("profile").toUri().toString();
        return Programs.run(Duration.ofMinutes(3), dir, List.of(soffice.toString(), "-env:UserInstallation=" + profile,
                "--headless", "--norestore", "--nologo", "--nolockcheck", "--convert-to", target,
                "--outdir", dir.resolve("out").toString(), xlsx.toString()));
    }

    /** RFC 4180 as LibreOffice writes it: fields in double quotes where needed, quotes doubled. */
    static List<List<String>> csv(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else {
                field.append(c);
            }
        }
        if (field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }
}
