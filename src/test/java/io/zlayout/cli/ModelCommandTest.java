package io.zlayout.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/**
 * {@code zlayout model} as a user runs it on a site of captures: the scaling scenarios of IBM's SHARE presentation
 * "Linux on zSeries performance" from an IOCDS, the ESS storage table, the fabric and per guest only its
 * zfcp.conf; an FCP guest known from its Linux captures alone; a guest with nothing to model.
 */
class ModelCommandTest {

    static final Path SCENARIOS = Path.of("src/test/resources/io/zlayout/perf/current-scenarios");
    static final Path SITES = Path.of("src/test/resources/io/zlayout/cli/model");

    /** Within 20% of the presentation's figures, and its bottleneck (the two-CHPID read: see docs/model.md). */
    @ParameterizedTest(name = "{0} {1}: {2} MB/s, {3}")
    @CsvSource({
            "single-disk, seq-write, 40, host-adapter", "single-disk, seq-read, 65, host-adapter",
            "single-rank, seq-write, 40, host-adapter", "single-rank, seq-read, 65, host-adapter",
            "single-ha, seq-write, 40, host-adapter", "single-ha, seq-read, 65, host-adapter",
            "single-chpid, seq-write, 100, chpid", "single-chpid, seq-read, 100, chpid",
            "two-chpids, seq-write, 125, host-adapter", "two-chpids, seq-read, 200, chpid",
            "max-avail, seq-write, 125, host-adapter", "max-avail, seq-read, 240, host-adapter"})
    void theScalingScenariosFromTheGuestsZfcpConf(String scenario, String workload, double mbps, String kind)
            throws Exception {
        Cli.Result r = Cli.run("model", SCENARIOS.resolve(scenario).toString(), "--guest", "LNX1", "--workload",
                workload, "--format", "json");
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertThat(json.get("throughputMBps").asDouble()).isCloseTo(mbps, withinPercentage(20));
        assertThat(json.get("bottleneck").get("kind").asText()).isEqualTo(kind);
    }

    @Test
    void anFcpGuestKnownOnlyFromItsCapturesIsModelledOverItsFcpDevices() throws Exception {
        Cli.Result r = Cli.run("model", SITES.resolve("fcp-only").toString(), "--guest", "LNX1", "--format", "json");
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertThat(json.get("throughputMBps").asDouble()).isPositive();
        assertThat(json.get("components").findValuesAsText("element"))
                .contains("fcp:0.0.fc00", "fcp:0.0.fd00", "fcp:0.0.fe00", "fcp:0.0.ff00",
                        "hostadapter:IBM.2107-75ZL101/00.0", "volume:IBM.2107-75ZL101/1000");
        assertThat(json.get("notes").toString()).contains("the CHPID of FCP devices 0.0.fc00, 0.0.fd00, 0.0.fe00,"
                + " 0.0.ff00 is not known");
    }

    @Test
    void withoutAnIocdsTheGuestsLscssGivesTheChpidsAndAPathNotAvailableCarriesNothing() throws Exception {
        Path site = SITES.resolve("lscss-no-iocds");
        Cli.Result r = Cli.run("model", site.toString(), "--guest", "LNX1", "--format", "json");
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(r.out());
        java.util.List<String> chpids = new java.util.ArrayList<>();
        json.get("components").forEach(c -> {
            if (c.get("kind").asText().equals("chpid")) {
                chpids.add(c.get("element").asText());
            }
        });
        assertThat(chpids).containsExactly("chpid:0.C0", "chpid:0.C1", "chpid:0.C3");
        assertThat(json.get("notes").toString()).doesNotContain("is not known");

        // and check names the unavailable path, the failed FCP device and the two CHPIDs on one card
        Cli.Result check = Cli.run("check", site.toString(), "--format", "json");
        assertThat(check.out()).contains("\"rule\": \"channel-path-unavailable\"", "\"rule\": \"path-failed\"",
                "\"rule\": \"same-channel-card\"", "PCHIDs 1C0 and 1C1 of one card",
                "lscss shows FCP device 0.0.fe00 without an available channel path");
    }

    @Test
    void aGuestWithoutAnyCurrentLayoutIsAnInputErrorWithAHint() {
        Cli.Result r = Cli.run("model", SITES.resolve("no-disks").toString(), "--guest", "LNX9");
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).contains("no current layout with disks for guest LNX9")
                .contains("--planned").contains("hosts/lnx9/").doesNotContain("Exception");
    }

    @Test
    void aGuestTheSiteDoesNotKnowIsAUsageError() {
        Cli.Result r = Cli.run("model", SITES.resolve("fcp-only").toString(), "--guest", "LNX7");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--guest LNX7: no such guest (known: LNX1)");
    }
}
