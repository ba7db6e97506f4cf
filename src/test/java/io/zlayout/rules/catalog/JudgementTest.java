package io.zlayout.rules.catalog;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.rules.settings.ExpiredSuppression;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.IdentityPattern;
import io.zlayout.rules.Suppression;
import io.zlayout.rules.RuleSetting;
import io.zlayout.rules.Settings;
import io.zlayout.input.Manifest;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.Minidisk;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.Finding;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.Severity;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class JudgementTest {

    static final SourceRef AT = SourceRef.at("zvm/USER.DIRECT", 3);
    static final SourceRef SETTINGS = SourceRef.at("zlayout.yaml", 4, 7);
    static final String MDC = "mdc-write-heavy";

    /** Two write-heavy guests with minidisk cache on: mdc-write-heavy fires on both. */
    static Site site() {
        List<Element> e = new ArrayList<>();
        for (String g : List.of("LNX1", "LNX2")) {
            e.add(new Guest(g, "4G", "8G", "G", List.of(), null, null, null, false, AT));
            e.add(new Minidisk(g, DeviceNumber.parse("0201"), "3390", 1, 10016, "LX" + g, "MR", Minidisk.EXTENT, null, List.of(), List.of(),
                    AT));
            e.add(new GuestIntent(g, 1, null, "minidisk", "seq-write", null, null, List.of(), AT));
        }
        return TestSites.assemble(Manifest.EMPTY, e);
    }

    static Clock on(String day) {
        return Clock.fixed(Instant.parse(day + "T12:00:00Z"), ZoneOffset.UTC);
    }

    static Suppression lnx1(LocalDate expires) {
        return new Suppression(MDC, "guest:LNX1", null, "CHG0012345", expires, SETTINGS);
    }

    static Settings with(Suppression... s) {
        return new Settings(null, Map.of(), List.of(s), "zlayout.yaml");
    }

    static List<String> shown(Judgement j) {
        return j.findings().stream().map(f -> f.rule() + " " + f.severity().label() + " " + f.elements()).toList();
    }

    @Test
    void withoutSettingsEveryFindingIsShown() {
        Judgement j = Judgement.run(site(), Settings.NONE, on("2026-06-01"));

        assertThat(shown(j)).containsExactly(
                "mdc-write-heavy warning [guest:LNX1, mdisk:LNX1/0201]",
                "mdc-write-heavy warning [guest:LNX2, mdisk:LNX2/0201]");
        assertThat(j.suppressed()).isEmpty();
        assertThat(j.summary()).isEqualTo(Map.of(Severity.ERROR, 0, Severity.WARNING, 2, Severity.INFO, 0));
        assertThat(j.rules()).isEqualTo(RuleCatalog.all());
    }

    @Test
    void aSuppressionWithoutExpiryHidesItsFindingForEver() {
        Suppression s = lnx1(null);

        Judgement j = Judgement.run(site(), with(s), on("2999-01-01"));

        assertThat(shown(j)).containsExactly("mdc-write-heavy warning [guest:LNX2, mdisk:LNX2/0201]");
        assertThat(j.suppressed()).extracting(x -> x.finding().elements(), Judgement.Suppressed::by)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(List.of("guest:LNX1", "mdisk:LNX1/0201"), s));
    }

    @Test
    void aSuppressionHoldsThroughItsExpiryDay() {
        Judgement j = Judgement.run(site(), with(lnx1(LocalDate.of(2027, 3, 31))), on("2027-03-31"));

        assertThat(shown(j)).containsExactly("mdc-write-heavy warning [guest:LNX2, mdisk:LNX2/0201]");
        assertThat(j.suppressed()).hasSize(1);
    }

    @Test
    void anExpiredSuppressionHidesNothingAndIsReportedItself() {
        Judgement j = Judgement.run(site(), with(lnx1(LocalDate.of(2027, 3, 31))), on("2027-04-01"));

        assertThat(shown(j)).containsExactly(
                "expired-suppression warning [guest:LNX1]",
                "mdc-write-heavy warning [guest:LNX1, mdisk:LNX1/0201]",
                "mdc-write-heavy warning [guest:LNX2, mdisk:LNX2/0201]");
        assertThat(j.findings().get(0)).isEqualTo(new Finding("expired-suppression", Severity.WARNING,
                "The suppression of mdc-write-heavy on guest:LNX1 (reason: \"CHG0012345\") expired on 2027-03-31; what"
                        + " it hid is reported again.", List.of("guest:LNX1"), SETTINGS,
                new ExpiredSuppression().remediation()));
        assertThat(j.suppressed()).isEmpty();
    }

    @Test
    void aPatternMatchesAnyElementOfAFinding() {
        Suppression bySecondElement = new Suppression(MDC, null, new IdentityPattern("mdisk:LNX2/*"), "ok", null,
                SETTINGS);

        Judgement j = Judgement.run(site(), with(bySecondElement), on("2026-06-01"));

        assertThat(shown(j)).containsExactly("mdc-write-heavy warning [guest:LNX1, mdisk:LNX1/0201]");
    }

    @Test
    void aSuppressionOfAnotherRuleOnTheSameElementHidesNothingAndIsUnused() {
        Suppression other = new Suppression("consecutive-addresses", "guest:LNX1", null, "CHG1", null, SETTINGS);

        Judgement j = Judgement.run(site(), with(other), on("2026-06-01"));

        assertThat(shown(j)).containsExactly(
                "mdc-write-heavy warning [guest:LNX1, mdisk:LNX1/0201]",
                "mdc-write-heavy warning [guest:LNX2, mdisk:LNX2/0201]",
                "unused-suppression info [guest:LNX1]");
        assertThat(j.findings().get(2).message())
                .isEqualTo("The suppression of consecutive-addresses on guest:LNX1 matches no finding of"
                        + " consecutive-addresses.");
    }

    @Test
    void severityOverridesAndSwitchedOffRulesApplyBeforeSuppressions() {
        Settings s = new Settings(null, Map.of(
                MDC, new RuleSetting(MDC, Severity.ERROR, true, SETTINGS),
                "unused-suppression", new RuleSetting("unused-suppression", null, false, SETTINGS)),
                List.of(lnx1(null)), "zlayout.yaml");

        Judgement j = Judgement.run(site(), s, on("2026-06-01"));

        assertThat(shown(j)).containsExactly("mdc-write-heavy error [guest:LNX2, mdisk:LNX2/0201]");
        assertThat(j.suppressed()).extracting(x -> x.finding().severity()).containsExactly(Severity.ERROR);
        assertThat(j.rules()).extracting(r -> r.slug()).doesNotContain("unused-suppression").contains(MDC);
        assertThat(j.summary()).isEqualTo(Map.of(Severity.ERROR, 1, Severity.WARNING, 0, Severity.INFO, 0));
    }

    @Test
    void aSuppressionOfASwitchedOffRuleIsReportedAsHidingNothing() {
        Settings s = new Settings(null, Map.of(MDC, new RuleSetting(MDC, null, false, SETTINGS)), List.of(lnx1(null)),
                "zlayout.yaml");

        Judgement j = Judgement.run(site(), s, on("2026-06-01"));

        assertThat(j.findings()).extracting(Finding::message).containsExactly(
                "The suppression of mdc-write-heavy on guest:LNX1 hides nothing: the settings switch mdc-write-heavy off.");
    }

    @Test
    void theFirstMatchingSuppressionInSettingsOrderIsTheOneReported() {
        Suppression first = lnx1(null);
        Suppression second = new Suppression(MDC, null, new IdentityPattern("guest:*"), "all", null, SETTINGS);

        Judgement j = Judgement.run(site(), with(first, second), on("2026-06-01"));

        assertThat(j.suppressed()).extracting(Judgement.Suppressed::by).containsExactly(first, second);
        assertThat(j.findings()).isEmpty();
    }
}
