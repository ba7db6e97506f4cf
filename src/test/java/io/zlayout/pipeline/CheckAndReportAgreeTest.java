package io.zlayout.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.testing.Cli;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static io.zlayout.testing.SiteFolders.copy;

/**
 * {@code check} and {@code report} judge a site alike: the same settings (rules switched off, severities
 * overridden, suppressions in force and expired) give the same findings in the findings JSON and in the
 * workbook — the bug of two commands wiring the stages each its own way, where report forgot the settings.
 */
class CheckAndReportAgreeTest {

    static final Clock DAY = Clock.fixed(Instant.parse("2026-06-01T12:00:00Z"), ZoneOffset.UTC);

    /** On the worst-case sample: one rule off, one error made a warning, one finding suppressed. */
    static final String WORST_CASE_SETTINGS = """
            settings:
              rules:
                da-pair-concentration: {enabled: false}
                single-path: {severity: warning}
              suppressions:
                - rule: server-imbalance
                  element: "guest:LINUX01"
                  reason: "migration ticket CHG0000001"
                - rule: chpid-not-on-all-lcus
                  element: "cu:5100"
                  reason: "expired: must hide nothing"
                  expires: 2026-01-31
            """;

    /** On the DS8000 sample, given with --config: a rule off, a warning made info, a pattern suppression. */
    static final String DS8K_CONFIG = """
            rules:
              stripe-order: {enabled: false}
              unknown-lun: {severity: info}
            suppressions:
              - rule: server-imbalance
                pattern: "guest:LNXM*"
                reason: "test guests, accepted"
            """;

    @TempDir
    Path dir;

    @Test
    void siteSettingsJudgeReportAsTheyJudgeCheck() throws IOException {
        Path site = copy(Path.of("samples/worst-case"), dir.resolve("worst-case"));
        Files.writeString(site.resolve("zlayout.yaml"), WORST_CASE_SETTINGS, java.nio.file.StandardOpenOption.APPEND);

        List<String> checked = check(site.toString());
        List<String> reported = report(site.toString());

        assertThat(reported).isEqualTo(checked);
        assertThat(checked).as("the settings took effect")
                .noneMatch(f -> f.startsWith("da-pair-concentration ") || f.startsWith("server-imbalance "))
                .contains("single-path warning cu:5100", "chpid-not-on-all-lcus warning cu:5100");
    }

    @Test
    void aConfigFileJudgesReportAsItJudgesCheck() throws IOException {
        Path config = dir.resolve("settings.yaml");
        Files.writeString(config, DS8K_CONFIG);

        List<String> checked = check("samples/ds8k-site", "--config", config.toString());
        List<String> reported = report("samples/ds8k-site", "--config", config.toString());

        assertThat(reported).isEqualTo(checked);
        assertThat(checked).as("the settings took effect")
                .noneMatch(f -> f.startsWith("stripe-order ") || f.equals("server-imbalance warning guest:LNXM1"))
                .contains("unknown-lun info guest:LNX2", "server-imbalance warning guest:LNXBAD");
    }

    @Test
    void withoutSettingsBothReportEveryFinding() throws IOException {
        List<String> checked = check("samples/worst-case");

        assertThat(report("samples/worst-case")).isEqualTo(checked);
        assertThat(checked).contains("da-pair-concentration warning guest:LINUX01",
                "throughput-below-plan warning guest:LINUX01");
    }

    @Test
    void aSuppressionOfTheRuleThatComparesWithThePlanIsJudgedWithThePlansFigures() throws IOException {
        // the plan is made beside the other rules; the rule that compares with it, and the rule that asks whether
        // a suppression still hides something, must both see its figures
        Path site = copy(Path.of("samples/worst-case"), dir.resolve("worst-case"));
        Files.writeString(site.resolve("zlayout.yaml"), """
                settings:
                  suppressions:
                    - rule: throughput-below-plan
                      element: "guest:LINUX01"
                      reason: "accepted until the move"
                    - rule: throughput-below-plan
                      element: "guest:NOBODY"
                      reason: "matches nothing"
                """, java.nio.file.StandardOpenOption.APPEND);

        List<String> checked = check(site.toString());

        assertThat(report(site.toString())).isEqualTo(checked);
        assertThat(checked).doesNotContain("throughput-below-plan warning guest:LINUX01")
                .contains("unused-suppression info guest:NOBODY")
                .doesNotContain("unused-suppression info guest:LINUX01");
    }

    /** "rule severity element" per finding of {@code check --format json}, in its order. */
    private static List<String> check(String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of("check", "--format", "json", "--fail-on", "never"));
        all.addAll(List.of(args));
        Cli.Result r = Cli.run(DAY, all.toArray(String[]::new));
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> out = new ArrayList<>();
        for (JsonNode f : new ObjectMapper().readTree(r.out()).get("findings")) {
            out.add(f.get("rule").asText() + " " + f.get("severity").asText() + " " + f.get("elements").get(0).asText());
        }
        return out;
    }

    /** The same of the workbook's Findings sheet, row by row. */
    private List<String> report(String... args) throws IOException {
        Path xlsx = dir.resolve("report-" + System.nanoTime() + ".xlsx");
        List<String> all = new ArrayList<>(List.of("report", "--xlsx", xlsx.toString()));
        all.addAll(List.of(args));
        Cli.Result r = Cli.run(DAY, all.toArray(String[]::new));
        assertThat(r.exitCode()).as(r.err()).isZero();
        List<String> out = new ArrayList<>();
        DataFormatter text = new DataFormatter();
        try (InputStream in = Files.newInputStream(xlsx); XSSFWorkbook wb = new XSSFWorkbook(in)) {
            XSSFSheet sheet = wb.getSheet("Findings");
            for (Row row : sheet) {
                if (row.getRowNum() > 0) {
                    out.add(text.formatCellValue(row.getCell(0)) + " " + text.formatCellValue(row.getCell(1)) + " "
                            + text.formatCellValue(row.getCell(2)));
                }
            }
        }
        return out;
    }
}
