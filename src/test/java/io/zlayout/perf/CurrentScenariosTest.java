package io.zlayout.perf;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/**
 * Seed 003's scaling table again, but as a user has it: per scenario a site folder with the IOCDS (FCP
 * CHPIDs C1-C4), the ESS Specialist's storage table, the fabric in zlayout.yaml, and for the guest only its
 * {@code /etc/zfcp.conf} — no directory, no intent, no plan. The current layout the captures give must reach
 * the seed's bottleneck and come within {@value #TOLERANCE_PERCENT}% of its figures (the planned-layout
 * figures of {@link SeedScenariosTest}: 40/65 MB/s on one host adapter, 100 MB/s on one 1 Gbps CHPID, 125
 * MB/s write on four adapters, 240 MB/s read with four CHPIDs).
 */
class CurrentScenariosTest {

    static final double TOLERANCE_PERCENT = 20;
    static final Path SITES = Path.of("src/test/resources/io/zlayout/perf/current-scenarios");
    static final String ESS = "IBM.2105-17403";

    @Test
    void singleDiskFromItsZfcpConfIsHostAdapterBound() {
        assertScenario("single-disk", 1, 1, "seq-write", 40, "host-adapter");
        assertScenario("single-disk", 1, 1, "seq-read", 65, "host-adapter");
    }

    @Test
    void singleRankFromItsZfcpConfIsHostAdapterBound() {
        assertScenario("single-rank", 8, 1, "seq-write", 40, "host-adapter");
        assertScenario("single-rank", 8, 1, "seq-read", 65, "host-adapter");
    }

    @Test
    void singleHostAdapterFromItsZfcpConfIsHostAdapterBound() {
        assertScenario("single-ha", 8, 1, "seq-write", 40, "host-adapter");
        assertScenario("single-ha", 8, 1, "seq-read", 65, "host-adapter");
    }

    @Test
    void singleChpidFromItsZfcpConfIsChpidBound() {
        assertScenario("single-chpid", 8, 4, "seq-write", 100, "chpid");
        assertScenario("single-chpid", 8, 4, "seq-read", 100, "chpid");
    }

    @Test
    void twoChpidsFromTheirZfcpConfAreHostAdapterBoundForWrites() {
        assertScenario("two-chpids", 8, 4, "seq-write", 125, "host-adapter");
        assertScenario("two-chpids", 8, 4, "seq-read", 200, "chpid");
    }

    @Test
    void fourOfEachFromTheirZfcpConfAreHostAdapterBound() {
        assertScenario("max-avail", 8, 4, "seq-write", 125, "host-adapter");
        assertScenario("max-avail", 8, 4, "seq-read", 240, "host-adapter");
    }

    @Test
    void theGuestIsKnownFromItsCapturesAloneAndRunsWhatItsZfcpConfSays() throws Exception {
        Site site = site("two-chpids");
        ModelLayout l = layout(site);
        assertThat(l.access()).isEqualTo("fcp");
        assertThat(l.disks()).extracting(d -> d.volume().identity()).containsExactly(
                "volume:" + ESS + "/1000", "volume:" + ESS + "/1400", "volume:" + ESS + "/1800",
                "volume:" + ESS + "/1C00", "volume:" + ESS + "/1001", "volume:" + ESS + "/1401",
                "volume:" + ESS + "/1801", "volume:" + ESS + "/1C01");
        assertThat(l.paths()).extracting(p -> p.chpid().identity(), p -> p.ioPort().identity(), ModelLayout.Path::switchId,
                ModelLayout.Path::linkGbps).containsExactly(
                org.assertj.core.groups.Tuple.tuple("chpid:0.C1", "ioport:" + ESS + "/I0000", "01", 1.0),
                org.assertj.core.groups.Tuple.tuple("chpid:0.C1", "ioport:" + ESS + "/I0100", "01", 1.0),
                org.assertj.core.groups.Tuple.tuple("chpid:0.C2", "ioport:" + ESS + "/I0200", "01", 1.0),
                org.assertj.core.groups.Tuple.tuple("chpid:0.C2", "ioport:" + ESS + "/I0300", "01", 1.0));
    }

    private static void assertScenario(String scenario, int disks, int paths, String workload, double seedMBps,
                                       String kind) {
        try {
            ModelLayout l = layout(site(scenario));
            assertThat(l.disks()).as("%s disks", scenario).hasSize(disks);
            assertThat(l.paths()).as("%s paths", scenario).hasSize(paths);
            ModelResult r = ThroughputModel.run(l, Workload.of(workload), null, Calibration.defaults());
            assertThat(r.throughputMBps()).as("%s %s", scenario, workload)
                    .isCloseTo(seedMBps, withinPercentage(TOLERANCE_PERCENT));
            assertThat(r.bottleneck().kind()).as("%s %s bottleneck", scenario, workload).isEqualTo(kind);
        } catch (Exception e) {
            throw new AssertionError(scenario, e);
        }
    }

    static Site site(String scenario) throws Exception {
        return SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(SITES.resolve(scenario))));
    }

    static ModelLayout layout(Site site) {
        GuestTopology.GuestLayout g = site.guests().guest("LNX1").orElseThrow();
        return CurrentLayouts.of(site).layout(g);
    }
}
