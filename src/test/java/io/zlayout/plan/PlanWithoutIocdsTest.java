package io.zlayout.plan;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A site without an IOCP deck: the FCP channels come from what the guest's Linux shows (lscss: FCP device ->
 * CHPID and whether it is available; lszfcp -D: the target port each reaches), and the plan says so.
 */
class PlanWithoutIocdsTest {

    static final Path SITE = Path.of("src/test/resources/io/zlayout/cli/model/lscss-no-iocds");
    static final Path INTENT = Path.of("src/test/resources/io/zlayout/plan/lscss-no-iocds.intent.yaml");

    @TempDir
    Path tmp;

    @Test
    void fcpChannelsComeFromTheGuestsLscssWithANote() throws Exception {
        Cli.Result r = Cli.run("plan", "--format", "json", "--intent", INTENT.toString(), "--out",
                tmp.resolve("out").toString(), SITE.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        // fe00 is on C2, which lscss shows installed but not available (PAM 00): never planned on
        java.util.List<String> paths = new java.util.ArrayList<>();
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out()).get("guests").get(0).get("paths")
                .forEach(p -> paths.add(p.get("chpid").asText() + " " + p.get("fcpDevice").asText() + " "
                        + p.get("ioPort").asText() + " " + p.path("kept").asBoolean() + " "
                        + p.path("runsToday").asBoolean()));
        // the guest runs over these devices today (its captures), though no entry dedicates them: not "new"
        assertThat(paths).containsExactly("chpid:0.C0 0.0.fc00 ioport:IBM.2107-75ZL101/I0001 false true",
                "chpid:0.C1 0.0.fd00 ioport:IBM.2107-75ZL101/I0101 false true",
                "chpid:0.C3 0.0.ff00 ioport:IBM.2107-75ZL101/I0331 false true");
        Cli.Result text = Cli.run("plan", "--intent", INTENT.toString(), "--out", tmp.resolve("text").toString(),
                SITE.toString());
        assertThat(text.out()).contains("chpid:0.C0 via FCP device 0.0.fc00 (runs today, not in the entry)")
                .doesNotContain("(new)");
        assertThat(text.out()).contains("Note: the IOCDS defines no FCP CHPIDs: the FCP channels (chpid:0.C0,"
                + " chpid:0.C1, chpid:0.C3) and their FCP devices come from LNX1's captures (lscss, zfcp); give the"
                + " IOCP deck to plan over every FCP device");
    }

    @Test
    void withoutIocdsOrCapturesTheRefusalNamesBoth() {
        Cli.Result r = Cli.run("plan", "--intent", INTENT.toString(), "--out", tmp.resolve("none").toString(),
                SITE.resolve("storage").toString());

        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).contains("guest LNX1 needs an FCP path, but neither the IOCDS nor the captures (lscss,"
                + " QUERY PATHS, CP QUERY FCP) show an FCP CHPID with FCP devices");
    }

    @Test
    void anFcpDeviceAGuestRunsOverIsNeverHandedToAnother() {
        // given LNX1 runs over 0.0.fc00, fd00 and ff00 (its lszfcp -D), the only FCP devices any input shows
        Cli.Result r = Cli.run("plan", "--intent", SITE.resolve("../../../plan/lscss-no-iocds.other-guest.intent.yaml")
                .normalize().toString(), "--out", tmp.resolve("other").toString(), SITE.toString());

        // then the newcomer gets none of them: the plan cannot give it an FCP path
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).contains("guest LNX2 needs 1 FCP paths, but only 0 FCP CHPIDs have a free FCP device left");
    }
}
