package io.zlayout.report.check;

import com.fasterxml.jackson.databind.JsonNode;
import io.zlayout.baseline.Baseline;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;
import io.zlayout.rules.Finding;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Suppression;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every format of a report made against a baseline and with suppressions: the sample's findings split into
 * new, existing (baselined) and suppressed, and two baseline entries fixed.
 */
class ChangeReportTest {

    static final Path DIR = Path.of("src/test/resources/io/zlayout/report/check");

    @BeforeAll
    static void loadTheSchema() {
        SarifFindingsTest.loadTheOfficialSchema();
    }

    static CheckReport report(boolean show) {
        List<Finding> all = new ArrayList<>(SampleReport.findings());
        Collections.sort(all);
        // alpha-paths: the two cu findings; beta-balance: two; gamma-notes: two
        List<Finding> fresh = List.of(all.get(0), all.get(4));
        List<Finding> existing = List.of(all.get(1), all.get(2), all.get(3));
        Suppression byElement = new Suppression("gamma-notes", "guest:LNX3", null, "guest LNX3 is retired in CHG0012345",
                LocalDate.of(2027, 3, 31), SourceRef.at("zlayout.yaml", 12, 7));
        List<Judgement.Suppressed> suppressed = List.of(new Judgement.Suppressed(all.get(5), byElement));
        assertThat(all.get(5).elements()).containsExactly("guest:LNX3");
        List<Baseline.Entry> fixed = List.of(
                new Baseline.Entry("alpha-paths", List.of("cu:5200", "chpid:0.52"), 1),
                new Baseline.Entry("beta-balance", List.of("guest:LNX9"), 2));
        return new CheckReport(fresh, RuleEngine.summary(fresh), SampleReport.rules(), SampleReport.VERSION,
                new CheckReport.BaselineView(existing, fixed, show), suppressed, show);
    }

    @Test
    void textListsNewFindingsThenBaselinedSuppressedAndFixed() {
        Golden.assertMatches(DIR.resolve("change.txt"), TextFindings.render(report(true), false));
    }

    @Test
    void textWithoutTheShowOptionsCountsWhatItLeavesOut() {
        Golden.assertMatches(DIR.resolve("change-hidden.txt"), TextFindings.render(report(false), false));
    }

    @Test
    void jsonAddsBaselineAndSuppressedOnlyAsNewKeys() throws Exception {
        String json = JsonFindings.render(report(true));
        Golden.assertMatches(DIR.resolve("change.json"), json);

        JsonNode hidden = Json.MAPPER.readTree(JsonFindings.render(report(false)));
        List<String> keys = new ArrayList<>();
        hidden.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactly("schema", "summary", "findings", "coverage", "baseline");
        assertThat(hidden.get("baseline").has("existingFindings")).isFalse();
        assertThat(hidden.get("findings")).hasSize(2);
    }

    @Test
    void sarifMarksEveryResultWithItsBaselineStateAndSuppression() throws Exception {
        String sarif = SarifFindings.render(report(false));
        Golden.assertMatches(DIR.resolve("change.sarif.json"), sarif);

        assertThat(SarifFindingsTest.validate(sarif)).isEmpty();
        List<String> states = new ArrayList<>();
        Json.MAPPER.readTree(sarif).at("/runs/0/results").forEach(r -> states.add(r.path("ruleId").asText() + " "
                + r.path("baselineState").asText("-") + " " + r.has("suppressions")));
        assertThat(states).containsExactly(
                "alpha-paths new false",
                "alpha-paths unchanged false",
                "beta-balance unchanged false",
                "beta-balance unchanged false",
                "gamma-notes new false",
                "gamma-notes - true",
                "alpha-paths absent false",
                "beta-balance absent false");
    }

    @Test
    void junitFailsCasesOnNewFindingsOnlyAndCountsTheRest() {
        Golden.assertMatches(DIR.resolve("change.junit.xml"), JunitFindings.render(report(true)));
    }

    @Test
    void csvListsTheReportedFindingsOnly() {
        String csv = CsvFindings.render(report(true));

        assertThat(csv.lines()).hasSize(3);
    }
}
