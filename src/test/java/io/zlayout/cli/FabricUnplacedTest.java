package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A zlayout.yaml {@code fabric:} whose ports zlayout cannot place on the site's storage (issue 33): {@code check},
 * {@code plan} and {@code model} each name the entry, the CHPID, the port as written and what to write instead,
 * and none stops with an internal error.
 */
class FabricUnplacedTest {

    static final Path SITES = Path.of("src/test/resources/io/zlayout/cli/fabric-unplaced");

    static final String C0 = "zlayout.yaml:10:5: 'fabric:' port I0001 for CHPID 0.C0 names no I/O port: the port of"
            + " an FCP control unit's path, given as a bare id, is put on the site's storage image, and the site has"
            + " several (IBM.2107-75FX001, IBM.2107-75FX002) and no 'storage:', so the paths of cu:FC00 over it are"
            + " not traced. Write it as <image>/I0001, naming the image the port is on.";

    @Test
    void checkNamesEachEntryThatNamesNoPort() {
        Cli.Result r = Cli.run("check", SITES.resolve("partly").toString(), "--fail-on", "never");

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("[fabric-unmapped] " + SITES.resolve("partly") + "/zlayout.yaml:6:5: zlayout.yaml"
                        + " 'fabric:' port I0000 for CHPID 0.40 link 6110 names no I/O port: the storage image of"
                        + " cu:4100 cannot be told (the site has 2 storage images of type 2107: IBM.2107-75FX001,"
                        + " IBM.2107-75FX002; 'controlUnits:' does not map it), so its paths over it are not traced."
                        + " Write it as <image>/I0000, naming the image the port is on, or map the control unit to its"
                        + " image under 'controlUnits:'.",
                "zlayout.yaml 'fabric:' port IBM.2107-75FX002/I0100 for CHPID 0.41 link 6210 names no I/O port:"
                        + " cu:4000 belongs to storage image IBM.2107-75FX001, not IBM.2107-75FX002",
                "[fabric-unmapped] " + SITES.resolve("partly") + "/zlayout.yaml:10:5: zlayout.yaml 'fabric:' port I0001");
    }

    @Test
    void planRefusesAGuestWithNoTracedPathNamingTheEntries(@TempDir Path tmp) {
        Cli.Result r = Cli.run("plan", SITES.resolve("blind").toString(), "--out-dir", tmp.resolve("p").toString());

        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).contains("guest LNXF (access fcp): no planned FCP path has a known target port, so no"
                        + " zfcp.conf or chzdev line could name a LUN. " + SITES.resolve("blind") + "/zlayout.yaml:4:5:"
                        + " 'fabric:' port I0001 for CHPID 0.C0 names no I/O port",
                SITES.resolve("blind") + "/zlayout.yaml:5:5: 'fabric:' port I0101 for CHPID 0.C1 names no I/O port",
                "Write it as <image>/I0101, naming the image the port is on.")
                .doesNotContain("names no storage I/O port for their FCP CHPIDs");
    }

    @Test
    void planNotesTheGuestWhosePathHasNoPort(@TempDir Path tmp) {
        Cli.Result r = Cli.run("plan", SITES.resolve("partly").toString(), "--out-dir", tmp.resolve("p").toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("  note: its paths over a CHPID whose 'fabric:' port names no I/O port land on no"
                + " known port: " + SITES.resolve("partly") + "/" + C0);
    }

    @Test
    void modelNotesThePathsItModelsWithNoHostAdapter() {
        Cli.Result today = Cli.run("model", SITES.resolve("partly").toString(), "--guest", "LNXE");
        Cli.Result planned = Cli.run("model", SITES.resolve("partly").toString(), "--planned", "--guest", "LNXF");

        assertThat(today.exitCode()).as(today.err()).isZero();
        assertThat(today.out()).contains("  - paths over a CHPID whose 'fabric:' port names no I/O port are modelled"
                + " with no host adapter: " + SITES.resolve("partly") + "/zlayout.yaml:8:5: 'fabric:' port"
                + " IBM.2107-75FX002/I0100 for CHPID 0.41 link 6210 names no I/O port");
        assertThat(planned.exitCode()).as(planned.err()).isZero();
        assertThat(planned.out()).contains("  - paths over a CHPID whose 'fabric:' port names no I/O port are modelled"
                + " with no host adapter: " + SITES.resolve("partly") + "/" + C0);
    }
}
