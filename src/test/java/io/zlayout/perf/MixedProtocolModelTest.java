package io.zlayout.perf;

import org.junit.jupiter.api.Test;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.zlayout.testing.Refs.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A guest with FCP LUNs and ECKD disks on one storage image: each disk runs only over the paths of its own
 * protocol (an ECKD disk never over an FCP CHPID), while the storage they share (host adapters, servers) bounds
 * both together. Figures are the ESS 2105-F20 profile's (SHARE presentation): a host adapter 65 MB/s read, a
 * rank 120 MB/s read, a 1 Gbps channel above both.
 */
class MixedProtocolModelTest {

    static final String ESS = SeedScenarios.ESS;
    static final ModelLayout.Protocol FCP = ModelLayout.Protocol.FCP;
    static final ModelLayout.Protocol FICON = ModelLayout.Protocol.FICON;

    static ModelLayout.Disk disk(String volume, int rank, ModelLayout.Protocol p) {
        return new ModelLayout.Disk(volume("volume:" + ESS + "/" + volume), rank("rank:" + ESS + "/R" + rank), rank, rank % 2, ESS,
                "2105", "F20", p);
    }

    static ModelLayout.Path path(String chpid, String port, ModelLayout.Protocol p) {
        return new ModelLayout.Path(chpid("chpid:0." + chpid), 1.0, null, port("ioport:" + ESS + "/" + port), null, null, p);
    }

    /** Two FCP LUNs over one FCP CHPID on host adapter 00.0; two ECKD disks over two FICON CHPIDs on two others. */
    static ModelLayout guest(boolean sharedAdapter) {
        List<ModelLayout.Disk> disks = new ArrayList<>();
        disks.add(disk("1000", 1, FCP));
        disks.add(disk("1100", 2, FCP));
        disks.add(disk("2000", 3, FICON));
        disks.add(disk("2100", 4, FICON));
        List<ModelLayout.Path> paths = new ArrayList<>();
        paths.add(path("C1", "I0000", FCP));
        paths.add(path("50", sharedAdapter ? "I0001" : "I0100", FICON));
        paths.add(path("51", "I0200", FICON));
        return new ModelLayout("LNXS", "fcp", null, disks, paths, null);
    }

    /** The same layout with nothing telling the protocols: every disk may use every path. */
    static ModelLayout unknown(ModelLayout l) {
        List<ModelLayout.Disk> d = l.disks().stream().map(x -> x.over(null)).toList();
        List<ModelLayout.Path> p = l.paths().stream().map(x -> new ModelLayout.Path(x.chpid(), x.linkGbps(), x.switchId(),
                x.ioPort(), x.hostAdapter(), x.enclosure())).toList();
        return new ModelLayout(l.guest(), l.access(), l.workload(), d, p, null);
    }

    static ModelResult run(ModelLayout l) {
        return ThroughputModel.run(l, Workload.of("seq-read"), null, Calibration.defaults());
    }

    @Test
    void fcpLunsRunOnlyOverTheFcpChannelAndEckdDisksOverFicon() {
        ModelResult r = run(guest(false));
        // FCP: two LUNs over one host adapter (65); ECKD: two disks over two adapters (2 x 65)
        assertThat(r.throughputMBps()).isCloseTo(65 + 2 * 65, within(1e-6));
        assertThat(r.notes()).contains("FCP LUNs run only over FCP paths and ECKD disks only over FICON paths:"
                + " FCP 65.0 MB/s, FICON 130.0 MB/s");
        assertThat(r.components()).filteredOn(c -> c.element().equals("chpid:0.C1")).singleElement()
                .satisfies(c -> assertThat(c.loadMBps()).isCloseTo(65, within(1e-6)));
        // the two FCP LUNs share the FCP adapter: 32.5 each, never more through a FICON channel
        assertThat(r.components()).filteredOn(c -> c.element().endsWith("/1000") || c.element().endsWith("/1100"))
                .hasSize(2).allSatisfy(c -> assertThat(c.loadMBps()).isCloseTo(32.5, within(1e-6)));
    }

    @Test
    void withoutProtocolsFcpLunsWouldBorrowTheFiconAdapters() {
        // four FCP LUNs and one ECKD disk: one flow lets the LUNs fill the FICON adapters the lone ECKD disk
        // (one rank, 120) leaves idle
        ModelLayout fcpHeavy = withMoreFcpLuns(guest(false));
        assertThat(run(unknown(fcpHeavy)).throughputMBps()).isCloseTo(3 * 65, within(1e-6));
        assertThat(run(fcpHeavy).throughputMBps()).isCloseTo(65 + 120, within(1e-6));
        // balanced, both agree
        assertThat(run(unknown(guest(false))).throughputMBps()).isCloseTo(run(guest(false)).throughputMBps(),
                within(1e-6));
    }

    /** Four FCP LUNs and one ECKD disk over the paths of {@link #guest}. */
    static ModelLayout withMoreFcpLuns(ModelLayout l) {
        List<ModelLayout.Disk> disks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            disks.add(disk("10" + i + "0", 1 + i, FCP));
        }
        disks.add(disk("2000", 5, FICON));
        return new ModelLayout(l.guest(), l.access(), null, disks, l.paths(), null);
    }

    @Test
    void aHostAdapterBothProtocolsShareBoundsThemTogether() {
        ModelResult r = run(guest(true));
        // I0000 (FCP) and I0001 (FICON) are ports of one adapter: 65 for both, and one more FICON adapter
        assertThat(r.throughputMBps()).isCloseTo(2 * 65, within(1e-6));
        assertThat(r.components()).filteredOn(c -> c.element().equals("hostadapter:" + ESS + "/00.0")).singleElement()
                .satisfies(c -> assertThat(c.loadMBps()).isCloseTo(65, within(1e-6)));
    }

    @Test
    void theBottleneckNamesEachProtocolsOwnLimit() {
        ModelResult r = run(withMoreFcpLuns(guest(false)));
        // the ECKD disk's rank and the FCP LUNs' one adapter: each protocol's limit, together the minimum cut
        assertThat(r.bottleneck().elements()).containsExactlyInAnyOrder("rank:" + ESS + "/R5",
                "hostadapter:" + ESS + "/00.0");
        assertThat(r.notes()).contains("the limit is shared by components of several kinds: host-adapter, rank");
    }

    /**
     * Two storage images, each protocol's disks on one and its paths to the other: no disk reaches a channel of
     * its own protocol, so nothing moves. The shares are found over one junction for both images, where each
     * protocol's disks meet the other's paths; the figure must still be what the paths, each kept on its own
     * image and protocol, allow.
     */
    @Test
    void onTwoImagesNoProtocolBorrowsTheOthersChannelsThroughTheJoinedJunction() {
        String other = "IBM.2105-17404";
        List<ModelLayout.Disk> disks = List.of(disk("1000", 1, FCP),
                new ModelLayout.Disk(volume("volume:" + other + "/2000"), rank("rank:" + other + "/R1"), 1, 1, other, "2105", "F20",
                        FICON));
        List<ModelLayout.Path> paths = List.of(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, null, port("ioport:" + other + "/I0000"), null, null, FCP),
                new ModelLayout.Path(chpid("chpid:0.50"), 1.0, null, port("ioport:" + ESS + "/I0100"), null, null, FICON));
        ModelLayout l = new ModelLayout("LNXS", "fcp", null, disks, paths, null);

        assertThat(run(l).throughputMBps()).isZero();
    }

    /**
     * Two images, each protocol's disk on one, and each protocol with a path to both: by hand each disk moves
     * what its own image's host adapter behind its own protocol's path allows, 65 + 65; the path to the other
     * image carries nothing of that protocol.
     */
    @Test
    void onTwoImagesEachProtocolMovesOnlyWhatItsOwnPathsAllow() {
        String other = "IBM.2105-17404";
        List<ModelLayout.Disk> disks = List.of(disk("1000", 1, FCP),
                new ModelLayout.Disk(volume("volume:" + other + "/2000"), rank("rank:" + other + "/R1"), 1, 1, other, "2105", "F20",
                        FICON));
        List<ModelLayout.Path> paths = List.of(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, null, port("ioport:" + ESS + "/I0000"), null, null, FCP),
                new ModelLayout.Path(chpid("chpid:0.C2"), 1.0, null, port("ioport:" + other + "/I0100"), null, null, FCP),
                new ModelLayout.Path(chpid("chpid:0.50"), 1.0, null, port("ioport:" + other + "/I0200"), null, null, FICON),
                new ModelLayout.Path(chpid("chpid:0.51"), 1.0, null, port("ioport:" + ESS + "/I0300"), null, null, FICON));

        ModelResult r = run(new ModelLayout("LNXS", "fcp", null, disks, paths, null));

        assertThat(r.throughputMBps()).isCloseTo(130, within(1e-6));
        assertThat(r.notes()).anyMatch(n -> n.startsWith("the disks are on 2 storage images: each protocol's share is"
                + " what its own paths move with the other protocol's flow in place (130.0 MB/s), at most "));
        assertThat(r.components()).filteredOn(c -> c.element().equals("chpid:0.C2") || c.element().equals("chpid:0.51"))
                .allSatisfy(c -> assertThat(c.loadMBps()).isZero());
    }

    @Test
    void fcpLunsWithOnlyFiconPathsReachNothing() {
        List<ModelLayout.Path> ficon = guest(false).paths().stream().filter(p -> p.protocol() == FICON).toList();
        ModelLayout l = new ModelLayout("LNXS", "fcp", null, List.of(disk("1000", 1, FCP)), ficon, null);
        assertThat(run(l).throughputMBps()).isZero();
    }

    @Test
    void twoEqualFcpLunsShareTheirChannelsEvenlyBesideTheEckdLoadOfOneServer() throws Exception {
        // given the mixed-site fixture: LNXMIX runs LUN 1004 (pool P0, server 0) and LUN 1104 (pool P1, server 1)
        // over two equal FCP CHPIDs, and ECKD disks whose pool P2 takes 5000 MB/s of server 0
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(
                List.of(Path.of("src/test/resources/io/zlayout/plan/mixed-site"))));
        ModelLayout l = CurrentLayouts.of(site).layout(site.guests().guest("LNXMIX").orElseThrow());

        // when
        ModelResult r = run(l);

        // then each LUN carries half of the FCP channels' 3200 MB/s, as each would over them alone (levelled
        // together with the links, server 0's link pushed all but 185 MB/s onto LUN 1104)
        assertThat(r.throughputMBps()).isCloseTo(8600, within(1e-6));
        assertThat(r.components()).filteredOn(c -> c.element().equals("volume:IBM.2107-75ZL101/1004")
                || c.element().equals("volume:IBM.2107-75ZL101/1104"))
                .hasSize(2).allSatisfy(c -> assertThat(c.loadMBps()).isCloseTo(1600, within(1e-6)));
    }
}
