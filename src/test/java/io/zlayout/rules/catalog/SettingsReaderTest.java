package io.zlayout.rules.catalog;

import io.zlayout.rules.FailOn;
import io.zlayout.rules.IdentityPattern;
import io.zlayout.rules.Suppression;
import io.zlayout.rules.RuleSetting;
import io.zlayout.rules.Settings;
import io.zlayout.document.DocumentException;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.Severity;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingsReaderTest {

    static Settings manifest(String text) throws DocumentException {
        return SettingsReader.fromManifest("site/zlayout.yaml", text);
    }

    @Test
    void theDocumentedExampleReadsExactly() throws Exception {
        Settings s = manifest("""
                inputs: [zvm/]
                settings:
                  failOn: warning
                  rules:
                    single-switch: {severity: error}
                    fabric-unmapped: {enabled: false}
                  suppressions:
                    - rule: consecutive-addresses
                      element: "guest:LNXBAD"
                      reason: "migration ticket CHG0012345"
                      expires: 2027-03-31
                    - rule: consecutive-addresses
                      pattern: "volume:IBM.2107-75ZL101/40*"
                      reason: accepted until the new frame arrives
                """);

        assertThat(s.failOn()).isEqualTo(FailOn.WARNING);
        assertThat(s.rules()).isEqualTo(Map.of(
                "fabric-unmapped", new RuleSetting("fabric-unmapped", null, false, SourceRef.at("site/zlayout.yaml", 6, 5)),
                "single-switch", new RuleSetting("single-switch", Severity.ERROR, true,
                        SourceRef.at("site/zlayout.yaml", 5, 5))));
        assertThat(s.suppressions()).containsExactly(
                new Suppression("consecutive-addresses", "guest:LNXBAD", null, "migration ticket CHG0012345",
                        LocalDate.of(2027, 3, 31), SourceRef.at("site/zlayout.yaml", 8, 7)),
                new Suppression("consecutive-addresses", null, new IdentityPattern("volume:IBM.2107-75ZL101/40*"),
                        "accepted until the new frame arrives", null, SourceRef.at("site/zlayout.yaml", 12, 7)));
        assertThat(s.source()).isEqualTo("site/zlayout.yaml");
    }

    @Test
    void aManifestWithoutSettingsHasNone() throws Exception {
        Settings s = manifest("inputs: [zvm/]\n");

        assertThat(s).isEqualTo(new Settings(null, Map.of(), List.of(), "site/zlayout.yaml"));
        assertThat(s.threshold(null)).isEqualTo(FailOn.ERROR);
    }

    @Test
    void aConfigFileHoldsTheSettingsBareOrUnderASettingsKey() throws Exception {
        Settings bare = SettingsReader.fromConfig("gate.yaml", "failOn: info\n");
        Settings wrapped = SettingsReader.fromConfig("gate.yaml", "settings:\n  failOn: info\n");
        Settings empty = SettingsReader.fromConfig("gate.yaml", "");

        assertThat(bare).isEqualTo(new Settings(FailOn.INFO, Map.of(), List.of(), "gate.yaml"));
        assertThat(wrapped).isEqualTo(bare);
        assertThat(empty).isEqualTo(new Settings(null, Map.of(), List.of(), "gate.yaml"));
    }

    @Test
    void theCommandLineFailOnBeatsTheSettings() throws Exception {
        Settings s = manifest("settings: {failOn: never}\n");

        assertThat(s.threshold(null)).isEqualTo(FailOn.NEVER);
        assertThat(s.threshold(FailOn.WARNING)).isEqualTo(FailOn.WARNING);
    }

    @Test
    void anUnknownSettingsKeyNamesItsLine() {
        assertThatThrownBy(() -> manifest("settings:\n  failOn: error\n  failon: warning\n"))
                .isInstanceOf(DocumentException.class)
                .hasMessage("site/zlayout.yaml:3:3: expected one of the settings keys failOn, strict, rules, suppressions,"
                        + " found unknown key 'failon'");
    }

    @Test
    void anUnknownRuleSlugIsAnErrorWithASuggestion() {
        assertThatThrownBy(() -> manifest("settings:\n  rules:\n    single-swich: {enabled: false}\n"))
                .hasMessage("site/zlayout.yaml:3:5: expected a rule of the catalog ('zlayout rules' lists them), found"
                        + " 'single-swich' (did you mean single-switch?)");
        assertThatThrownBy(() -> manifest("settings:\n  suppressions:\n    - {rule: no-such-rule, element: guest:A,"
                + " reason: x}\n"))
                .hasMessage("site/zlayout.yaml:3:14: expected a rule of the catalog ('zlayout rules' lists them), found"
                        + " 'no-such-rule'");
    }

    @Test
    void aSuppressionWithoutAReasonIsAnError() {
        assertThatThrownBy(() -> manifest("""
                settings:
                  suppressions:
                    - rule: consecutive-addresses
                      element: guest:LNXBAD
                """))
                .hasMessage("site/zlayout.yaml:3:7: expected a 'reason:' for every suppression (why the finding may"
                        + " stay, e.g. a change ticket), found none in the suppression of consecutive-addresses");
        assertThatThrownBy(() -> manifest("""
                settings:
                  suppressions:
                    - rule: consecutive-addresses
                      element: guest:LNXBAD
                      reason: "  "
                """))
                .hasMessage("site/zlayout.yaml:5:15: expected a reason (why the finding may stay, e.g. a change"
                        + " ticket), found an empty value");
    }

    @Test
    void aDateThatIsNotIsoIsAnError() {
        assertThatThrownBy(() -> manifest("""
                settings:
                  suppressions:
                    - rule: consecutive-addresses
                      element: guest:LNXBAD
                      reason: CHG1
                      expires: 2027-02-30
                """))
                .hasMessage("site/zlayout.yaml:6:16: expected an ISO date YYYY-MM-DD in 'expires:', found '2027-02-30'");
        assertThatThrownBy(() -> manifest("""
                settings:
                  suppressions:
                    - {rule: single-path, element: cu:5000, reason: CHG1, expires: 31.03.2027}
                """))
                .hasMessage("site/zlayout.yaml:3:68: expected an ISO date YYYY-MM-DD in 'expires:', found '31.03.2027'");
    }

    @Test
    void aSuppressionNamesAnElementOrAPatternButNotBoth() {
        assertThatThrownBy(() -> manifest("settings:\n  suppressions:\n    - {rule: single-path, reason: x}\n"))
                .hasMessage("site/zlayout.yaml:3:7: expected 'element:' or 'pattern:' in the suppression of"
                        + " single-path, found neither");
        assertThatThrownBy(() -> manifest("""
                settings:
                  suppressions:
                    - rule: single-path
                      element: cu:5000
                      pattern: cu:5*
                      reason: x
                """))
                .hasMessage("site/zlayout.yaml:5:7: expected either 'element:' or 'pattern:' in the suppression of"
                        + " single-path, found both");
    }

    @Test
    void anElementMustBeAnIdentity() {
        assertThatThrownBy(() -> manifest("settings:\n  suppressions:\n    - {rule: single-path, element: LNXBAD,"
                + " reason: x}\n"))
                .hasMessage("site/zlayout.yaml:3:36: expected an element identity such as guest:LNX1 or"
                        + " volume:IBM.2107-75ZL101/4010 (kind:id, no spaces), found 'LNXBAD'");
    }

    @Test
    void theRulesAboutSuppressionsCannotBeSuppressed() {
        assertThatThrownBy(() -> manifest("settings:\n  suppressions:\n    - {rule: expired-suppression, pattern: '*',"
                + " reason: x}\n"))
                .hasMessage("site/zlayout.yaml:3:14: expected a rule other than expired-suppression and"
                        + " unused-suppression (renew or remove the stale suppression instead of hiding its report),"
                        + " found 'expired-suppression'");
    }

    @Test
    void badValuesNameWhatIsAllowed() {
        assertThatThrownBy(() -> manifest("settings:\n  failOn: fatal\n"))
                .hasMessage("site/zlayout.yaml:2:11: expected failOn: error, warning, info or never, found 'fatal'");
        assertThatThrownBy(() -> manifest("settings:\n  rules:\n    single-path: {severity: critical}\n"))
                .hasMessage("site/zlayout.yaml:3:29: expected severity: error, warning or info, found 'critical'");
        assertThatThrownBy(() -> manifest("settings:\n  rules:\n    single-path: {enabled: maybe}\n"))
                .hasMessage("site/zlayout.yaml:3:28: expected enabled: true or false, found 'maybe'");
        assertThatThrownBy(() -> manifest("settings:\n  rules:\n    single-path: {}\n"))
                .hasMessage("site/zlayout.yaml:3:18: expected 'severity:' or 'enabled:' for rule single-path, found an"
                        + " empty mapping");
        assertThatThrownBy(() -> manifest("settings:\n  rules:\n    single-path: error\n"))
                .hasMessage("site/zlayout.yaml:3:18: expected {severity: error|warning|info} or {enabled: false} for"
                        + " rule single-path, found 'error'");
        assertThatThrownBy(() -> manifest("settings:\n  suppressions: {rule: single-path}\n"))
                .hasMessage("site/zlayout.yaml:2:17: expected a list of suppressions, found a mapping");
        assertThatThrownBy(() -> manifest("settings:\n  suppressions:\n    - {rule: single-path, element: cu:1,"
                + " reason: x, until: 2027-01-01}\n"))
                .hasMessage("site/zlayout.yaml:3:53: expected one of the suppression keys rule, element, pattern,"
                        + " reason, expires, found unknown key 'until'");
    }

    @Test
    void aKeyWrittenTwiceIsAnError() {
        assertThatThrownBy(() -> manifest("settings:\n  failOn: error\n  failOn: info\n"))
                .hasMessage("site/zlayout.yaml:3:3: expected each key once in a mapping, found 'failOn' again (first on line 2)");
    }

    @Test
    void aConfigWithSettingsBesideOtherKeysIsAnError() {
        assertThatThrownBy(() -> SettingsReader.fromConfig("gate.yaml",
                "settings:\n  failOn: info\nfailOn: error\n"))
                .hasMessage("gate.yaml:3:1: expected either the settings keys (failOn, strict, rules, suppressions) or a single"
                        + " 'settings:' key, found 'failOn' beside 'settings:'");
    }

    @Test
    void brokenYamlIsADocumentError() {
        assertThatThrownBy(() -> manifest("settings:\n  failOn: [error\n"))
                .isInstanceOf(DocumentException.class)
                .hasMessage("site/zlayout.yaml:3:1: expected valid YAML, found the end of the document where ',' or ']'"
                        + " was expected");
    }

    @Test
    void deepNestingIsAnInputErrorNotAStackOverflow() {
        String deep = "settings:\n  rules: " + "[".repeat(5000) + "]".repeat(5000) + "\n";
        assertThatThrownBy(() -> manifest(deep)).isInstanceOf(DocumentException.class)
                .hasMessageStartingWith("site/zlayout.yaml");
    }
}
