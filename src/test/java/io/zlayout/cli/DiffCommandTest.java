package io.zlayout.cli;

import io.zlayout.testing.Cli;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class DiffCommandTest {

    static final Path DIR = Path.of("src/test/resources/io/zlayout/diff");
    static final String OLD = DIR.resolve("old-plan.json").toString();
    static final String NEW = DIR.resolve("new-plan.json").toString();

    @TempDir
    Path dir;

    @Test
    void twoPlansGiveTheExpectedText() {
        Cli.Result r = Cli.run("diff", OLD, NEW);

        assertThat(r.exitCode()).as("a plan has no findings to fail on").isZero();
        assertThat(r.err()).isEmpty();
        Golden.assertMatches(DIR.resolve("plans.txt"), r.out());
    }

    @Test
    void twoPlansGiveTheExpectedJson() {
        Cli.Result r = Cli.run("diff", "--format", "json", OLD, NEW);

        assertThat(r.exitCode()).isZero();
        Golden.assertMatches(DIR.resolve("plans.json"), r.out());
    }

    /** A directory site of write-heavy guests; a name ending in +mdc keeps minidisk cache on. */
    Path site(String name, String settings, String... guests) throws IOException {
        Path site = dir.resolve(name);
        Files.createDirectories(site);
        StringBuilder direct = new StringBuilder();
        StringBuilder intent = new StringBuilder("guests:\n");
        for (String g : guests) {
            boolean cached = g.endsWith("+mdc");
            String n = cached ? g.substring(0, g.length() - 4) : g;
            direct.append("USER ").append(n).append(" LBYONLY 4G 8G G\n MDISK 0201 3390 0001 10016 ").append(n)
                    .append(" MR\n").append(cached ? "" : " MINIOPT NOMDC\n");
            intent.append("  - {name: ").append(n).append(", disks: 1, access: minidisk, workload: seq-write}\n");
        }
        Files.writeString(site.resolve("USER.DIRECT"), direct);
        Files.writeString(site.resolve("intent.yaml"), intent);
        if (settings != null) {
            Files.writeString(site.resolve("zlayout.yaml"), settings);
        }
        return site;
    }

    @Test
    void aChangeThatBringsAFindingFailsAtItsSeverity() throws Exception {
        Path before = site("before", null, "LNX1+mdc", "LNX2");
        Path after = site("after", null, "LNX1", "LNX2+mdc", "LNX3");

        Cli.Result r = Cli.run("diff", "--fail-on", "warning", before.toString(), after.toString());

        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.out().replace(dir + "/", "")).isEqualTo("""
                old: before (site)
                new: after (site)

                Guests: 1 added, 0 removed
                  + guest:LNX3
                Paths: 0 added, 0 removed
                Volumes: 0 moved between guests, ranks or LSS
                Spread: 0 better, 0 worse, 0 mixed
                Findings: 1 new, 1 fixed
                  new    warning [mdc-write-heavy] after/USER.DIRECT:5:2: guest:LNX2 is seq-write (intent at after/intent.yaml:3:5) but keeps minidisk cache on for minidisks 0201.
                  fixed  warning [mdc-write-heavy] before/USER.DIRECT:2:2: guest:LNX1 is seq-write (intent at before/intent.yaml:2:5) but keeps minidisk cache on for minidisks 0201.
                """);
        assertThat(Cli.run("diff", before.toString(), after.toString()).exitCode())
                .as("a warning is below the default error").isZero();
    }

    @Test
    void theNewSitesSettingsDecideWhatIsNewAndWhenToFail() throws Exception {
        Path before = site("before", null, "LNX1");
        Path after = site("after", """
                settings:
                  failOn: warning
                  suppressions:
                    - {rule: mdc-write-heavy, element: "guest:LNX2", reason: "CHG0012345"}
                """, "LNX1+mdc", "LNX2+mdc");

        Cli.Result r = Cli.run("diff", "--format", "json", before.toString(), after.toString());

        assertThat(r.exitCode()).as("NEW's failOn: warning").isEqualTo(1);
        assertThat(r.out()).contains("\"findingsNew\": 1,");
        assertThat(Cli.run("diff", "--fail-on", "never", before.toString(), after.toString()).exitCode()).isZero();
    }

    @Test
    void aSuppressionInNewIsNotAFix() throws Exception {
        Path before = site("before", null, "LNX1+mdc");
        Path after = site("after", """
                settings:
                  suppressions:
                    - {rule: mdc-write-heavy, element: "guest:LNX1", reason: "CHG0012345"}
                """, "LNX1+mdc");

        Cli.Result r = Cli.run("diff", before.toString(), after.toString());

        assertThat(r.exitCode()).isZero();
        assertThat(r.out().replace(dir + "/", "")).endsWith("""
                Findings: 0 new, 0 fixed, 1 no longer reported
                  hidden warning [mdc-write-heavy] before/USER.DIRECT:2:2: guest:LNX1 is seq-write (intent at before/intent.yaml:2:5) but keeps minidisk cache on for minidisks 0201. (suppressed by NEW's settings)
                """);
    }

    @Test
    void aZlayoutFileThatIsNotAPlanIsAnInputError() throws Exception {
        Path findings = dir.resolve("findings.json");
        Files.writeString(findings, "{\n  \"schema\": \"zlayout.findings/1\",\n  \"findings\": []\n}\n");

        Cli.Result r = Cli.run("diff", findings.toString(), NEW);

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err().replace(dir + "/", "")).isEqualTo(
                "zlayout: error: findings.json: expected a site or a zlayout.plan/1 file, found a zlayout.findings/1 file\n");
    }

    @Test
    void aPlanMissingWhatADiffNeedsNamesTheGuestLine() throws Exception {
        Path plan = dir.resolve("plan.json");
        Files.writeString(plan, """
                {
                  "schema": "zlayout.plan/1",
                  "guests": [
                    {"name": "LNX1", "disks": [], "paths": [],
                     "spread": {"ranks": 0, "lss": 0, "servers": 0, "deviceAdapters": 0, "hostAdapters": 0, "chpids": 0}},
                    {"name": "LNX2", "disks": [{"volume": "volume:IBM.2107-75ZL101/1000"}], "paths": []}
                  ]
                }
                """);

        Cli.Result r = Cli.run("diff", OLD, plan.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err().replace(dir + "/", "")).isEqualTo("zlayout: error: plan.json:6:5: expected an \"lss\" identity"
                + " for every disk of guest LNX2, found none\n");
    }

    @Test
    void bothSidesAreRequired() {
        Cli.Result r = Cli.run("diff", OLD);

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: Missing required parameter: 'NEW'\nTry 'zlayout diff --help' for more information.\n");
    }
}
