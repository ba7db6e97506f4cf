package io.zlayout.cli;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

/** Settings, suppressions with expiry and baselines, end to end through {@code zlayout check}. */
class ChangeManagementTest {

    /** What the rules judge of a site of a z/VM directory and an intent alone: the line every text report ends with. */
    static final String COVERAGE = io.zlayout.rules.Coverage.of(java.util.EnumSet.of(
            io.zlayout.rules.InputKind.ZVM_DIRECTORY, io.zlayout.rules.InputKind.INTENT), RuleCatalog.all()).summary();
    static final String MDC_FIX = "Add MINIOPT NOMDC after the guest's MDISK statements (DIRM FOR <user> MINIOPT"
            + " <vdev> NOMDC), or give write-heavy guests Linux-owned FCP disks.";

    @TempDir
    Path dir;

    static Clock on(String day) {
        return Clock.fixed(Instant.parse(day + "T08:00:00Z"), ZoneOffset.UTC);
    }

    /** A site of write-heavy guests; those named in {@code cached} keep minidisk cache on (mdc-write-heavy). */
    Path site(String name, String settings, String... guests) throws IOException {
        Path site = dir.resolve(name);
        Files.createDirectories(site);
        StringBuilder direct = new StringBuilder();
        StringBuilder intent = new StringBuilder("guests:\n");
        for (String g : guests) {
            boolean cached = g.endsWith("+mdc");
            String n = cached ? g.substring(0, g.length() - 4) : g;
            direct.append("USER ").append(n).append(" LBYONLY 4G 8G G\n")
                    .append(" MDISK 0201 3390 0001 10016 ").append(n).append(" MR\n");
            if (!cached) {
                direct.append(" MINIOPT NOMDC\n");
            }
            intent.append("  - {name: ").append(n).append(", disks: 1, access: minidisk, workload: seq-write}\n");
        }
        Files.writeString(site.resolve("USER.DIRECT"), direct);
        Files.writeString(site.resolve("intent.yaml"), intent);
        if (settings != null) {
            Files.writeString(site.resolve("zlayout.yaml"), settings);
        }
        return site;
    }

    String strip(String out) {
        return out.replace(dir.toString() + "/", "");
    }

    @Test
    void aBaselineRoundTripFailsOnlyOnTheFaultAddedAfterIt() throws Exception {
        // given a site with one fault, and its baseline
        Path site = site("site", null, "LNX1+mdc", "LNX2");
        Path baseline = dir.resolve("zlayout.baseline.json");
        Cli.Result created = Cli.run("check", "--fail-on", "warning", "--create-baseline", baseline.toString(),
                site.toString());
        assertThat(created.exitCode()).isZero();
        assertThat(strip(created.err())).isEqualTo("zlayout: baseline of 1 finding written to zlayout.baseline.json\n");
        assertThat(Files.readString(baseline)).isEqualTo("""
                {
                  "schema": "zlayout.baseline/1",
                  "findings": [
                    {
                      "rule": "mdc-write-heavy",
                      "elements": [
                        "guest:LNX1",
                        "mdisk:LNX1/0201"
                      ],
                      "count": 1
                    }
                  ]
                }
                """);
        Cli.Result same = Cli.run("check", "--fail-on", "warning", "--baseline", baseline.toString(), site.toString());
        assertThat(same.exitCode()).isZero();
        assertThat(same.out()).isEqualTo("0 errors, 0 warnings, 0 info\n" + COVERAGE + "\n"
                + "baseline: 0 new, 1 existing (--show-baselined lists them), 0 fixed\n");

        // when a fault is added
        site("site", null, "LNX1+mdc", "LNX2", "LNX3+mdc");
        Cli.Result r = Cli.run("check", "--fail-on", "warning", "--baseline", baseline.toString(), site.toString());

        // then only the new fault is reported, and it fails the run
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(strip(r.out())).isEqualTo("""
                WARNING (1)
                  guest:LNX3
                    [mdc-write-heavy] site/USER.DIRECT:7:2: guest:LNX3 is seq-write (intent at site/intent.yaml:4:5) but keeps minidisk cache on for minidisks 0201.
                      fix: %s

                0 errors, 1 warning, 0 info
                %s
                baseline: 1 new, 1 existing (--show-baselined lists them), 0 fixed
                """.formatted(MDC_FIX, COVERAGE));
    }

    @Test
    void findingsThatWentAwayAreListedAsFixedAndBaselinedOnesShownOnRequest() throws Exception {
        Path site = site("site", null, "LNX1+mdc", "LNX2+mdc");
        Path baseline = dir.resolve("b.json");
        assertThat(Cli.run("check", "--create-baseline", baseline.toString(), site.toString()).exitCode()).isZero();
        site("site", null, "LNX1", "LNX2+mdc");

        Cli.Result r = Cli.run("check", "--baseline", baseline.toString(), "--show-baselined", site.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(strip(r.out())).isEqualTo("""
                BASELINED (1)
                  guest:LNX2
                    [mdc-write-heavy] warning: site/USER.DIRECT:5:2: guest:LNX2 is seq-write (intent at site/intent.yaml:3:5) but keeps minidisk cache on for minidisks 0201.
                      fix: %s

                FIXED SINCE THE BASELINE (1)
                  [mdc-write-heavy] guest:LNX1 mdisk:LNX1/0201

                0 errors, 0 warnings, 0 info
                %s
                baseline: 0 new, 1 existing, 1 fixed
                """.formatted(MDC_FIX, COVERAGE));
    }

    @Test
    void theReportAndTheBaselineAreTheSameWhateverTheOrderOfTheInputs() throws Exception {
        Path a = site("a", null, "LNXA+mdc", "LNXB");
        Path b = site("b", null, "LNXC+mdc", "LNXD+mdc");
        Path one = dir.resolve("one.json");
        Path two = dir.resolve("two.json");

        Cli.Result first = Cli.run("check", "--format", "json", "--create-baseline", one.toString(), a.toString(),
                b.toString());
        Cli.Result second = Cli.run("check", "--format", "json", "--create-baseline", two.toString(), b.toString(),
                a.toString());

        assertThat(second.out()).isEqualTo(first.out());
        assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
        assertThat(Files.readString(one)).contains("guest:LNXA", "guest:LNXC", "guest:LNXD").doesNotContain("LNXB");
    }

    @Test
    void theJsonReportSaysWhatTheBaselineHeldBack() throws Exception {
        Path site = site("site", null, "LNX1+mdc");
        Path baseline = dir.resolve("b.json");
        Cli.run("check", "--create-baseline", baseline.toString(), site.toString());
        site("site", null, "LNX2+mdc");

        Cli.Result r = Cli.run("check", "--format", "json", "--baseline", baseline.toString(), site.toString());

        assertThat(r.out()).contains("""
                  "baseline": {
                    "new": 1,
                    "existing": 0,
                    "fixed": [
                      {
                        "rule": "mdc-write-heavy",
                        "elements": [
                          "guest:LNX1",
                          "mdisk:LNX1/0201"
                        ],
                        "count": 1
                      }
                    ]
                  }
                }
                """);
    }

    static final String SUPPRESSED = """
            settings:
              failOn: warning
              suppressions:
                - rule: mdc-write-heavy
                  element: "guest:LNX1"
                  reason: "migration ticket CHG0012345"
                  expires: 2027-03-31
            """;

    @Test
    void aSuppressionHidesItsFindingUntilItsExpiryDay() throws Exception {
        Path site = site("site", SUPPRESSED, "LNX1+mdc", "LNX2");

        Cli.Result r = Cli.run(on("2027-03-31"), "check", site.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).isEqualTo("0 errors, 0 warnings, 0 info\n" + COVERAGE + "\n"
                + "1 suppressed by the settings (--show-suppressed lists them)\n");
    }

    @Test
    void showSuppressedListsWhatWasHiddenAndWhy() throws Exception {
        Path site = site("site", SUPPRESSED, "LNX1+mdc", "LNX2");

        Cli.Result r = Cli.run(on("2026-01-01"), "check", "--show-suppressed", site.toString());

        assertThat(strip(r.out())).isEqualTo("""
                SUPPRESSED (1)
                  guest:LNX1
                    [mdc-write-heavy] warning: site/USER.DIRECT:2:2: guest:LNX1 is seq-write (intent at site/intent.yaml:2:5) but keeps minidisk cache on for minidisks 0201.
                      suppressed by site/zlayout.yaml:4:7 until 2027-03-31: migration ticket CHG0012345
                      fix: %s

                0 errors, 0 warnings, 0 info
                %s
                1 suppressed by the settings
                """.formatted(MDC_FIX, COVERAGE));
    }

    @Test
    void anExpiredSuppressionStopsHidingAndIsReportedItself() throws Exception {
        Path site = site("site", SUPPRESSED, "LNX1+mdc", "LNX2");

        Cli.Result r = Cli.run(on("2027-04-01"), "check", site.toString());

        assertThat(r.exitCode()).as("settings say failOn: warning").isEqualTo(1);
        assertThat(strip(r.out())).isEqualTo("""
                WARNING (2)
                  guest:LNX1
                    [expired-suppression] site/zlayout.yaml:4:7: The suppression of mdc-write-heavy on guest:LNX1 (reason: "migration ticket CHG0012345") expired on 2027-03-31; what it hid is reported again.
                      fix: Fix what the suppressed rule found, or renew the suppression with a current reason and a later 'expires:' date, or remove it.
                    [mdc-write-heavy] site/USER.DIRECT:2:2: guest:LNX1 is seq-write (intent at site/intent.yaml:2:5) but keeps minidisk cache on for minidisks 0201.
                      fix: %s

                0 errors, 2 warnings, 0 info
                %s
                """.formatted(MDC_FIX, COVERAGE));
        assertThat(Cli.run(on("2027-04-01"), "check", "--fail-on", "error", site.toString()).exitCode())
                .as("--fail-on beats the settings").isZero();
    }

    @Test
    void aConfigFileReplacesTheSettingsOfTheSite() throws Exception {
        Path site = site("site", SUPPRESSED, "LNX1+mdc", "LNX2");
        Path config = dir.resolve("gate.yaml");
        Files.writeString(config, "failOn: never\nrules:\n  mdc-write-heavy: {severity: error}\n");

        Cli.Result r = Cli.run(on("2026-01-01"), "check", "--config", config.toString(), "--format", "csv",
                site.toString());

        assertThat(r.exitCode()).as("failOn: never from the config file").isZero();
        assertThat(strip(r.out()).lines().skip(1).filter(l -> !l.contains(",not-judged,")).map(l -> l.substring(0, l.indexOf(",site/"))))
                .containsExactly("mdc-write-heavy,error,guest:LNX1,guest:LNX1 mdisk:LNX1/0201");
    }

    @Test
    void brokenSettingsAreAnInputErrorNamingTheLine() throws Exception {
        Path site = site("site", "settings:\n  suppressions:\n    - rule: mdc-write-heavy\n      element: guest:LNX1\n",
                "LNX1+mdc");

        Cli.Result r = Cli.run("check", site.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(strip(r.err())).isEqualTo("zlayout: error: site/zlayout.yaml:3:7: expected a 'reason:' for every"
                + " suppression (why the finding may stay, e.g. a change ticket), found none in the suppression of"
                + " mdc-write-heavy\n");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void showBaselinedWithoutABaselineIsAUsageError() throws Exception {
        Cli.Result r = Cli.run("check", "--show-baselined", site("site", null, "LNX1").toString());

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: --show-baselined needs --baseline FILE\n");
    }

    @Test
    void aBaselineFileThatIsNotOneIsAnInputError() throws Exception {
        Path bad = dir.resolve("b.json");
        Files.writeString(bad, "{\"schema\": \"zlayout.findings/1\"}\n");

        Cli.Result r = Cli.run("check", "--baseline", bad.toString(), site("site", null, "LNX1").toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(strip(r.err())).isEqualTo("zlayout: error: b.json:1:12: expected \"schema\": \"zlayout.baseline/1\","
                + " found 'zlayout.findings/1'\n");
    }
}
