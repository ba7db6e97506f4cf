package io.zlayout.perf;

import io.zlayout.model.id.DeviceNumber;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.zlayout.testing.Refs.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Today's DS8000 in the model: a volume striped over its extent pool's ranks loads each rank by its extent share, and
 * an ECKD disk and its LCU carry one I/O per subchannel, raised by the HyperPAV aliases of the LCU. Figures from the
 * shipped DS8900F profile: a rank 2500 MB/s seq-read, a subchannel 400 MB/s seq-read, links of 16 Gb/s (1600 MB/s),
 * a host adapter 3200 MB/s.
 */
class PoolAndLcuModelTest {

    private static final String DS = "IBM.2107-78KQ281";
    private static final Calibration CAL = Calibration.defaults();

    /** An ECKD volume of LCU {@code lcu}, striped over ranks with these shares of its extents (pool P0 or P1). */
    private static ModelLayout.Disk striped(String id, String lcu, Map<String, Double> shares) {
        int server = Integer.parseInt(lcu, 16) % 2;
        Map<String, Double> byRank = new TreeMap<>();
        shares.forEach((r, s) -> byRank.put("rank:" + DS + "/" + r, s));
        // (rank shares in rank order, as a placement gives them)
        return new ModelLayout.Disk(volume("volume:" + DS + "/" + id), null, null, server, DS, "2107", "996",
                ModelLayout.Protocol.FICON, lss("lss:" + DS + "/" + lcu), pool("pool:" + DS + "/P" + server), shares(byRank));
    }

    private static Map<String, Double> evenly(String... ranks) {
        Map<String, Double> out = new TreeMap<>();
        for (String r : ranks) {
            out.put(r, 1.0 / ranks.length);
        }
        return out;
    }

    /** Eight FICON paths over eight host adapters: the channels never bind in these cases. */
    private static List<ModelLayout.Path> paths() {
        List<ModelLayout.Path> out = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            out.add(new ModelLayout.Path(chpid("chpid:0.5" + i), 16.0, null, port("ioport:" + DS + "/I0" + i + "00"), null, null,
                    ModelLayout.Protocol.FICON));
        }
        return out;
    }

    private static ModelLayout layout(List<ModelLayout.Disk> disks, Map<String, Set<DeviceNumber>> aliases) {
        Map<io.zlayout.model.ref.LssRef, Set<DeviceNumber>> byLcu = new java.util.HashMap<>();
        if (aliases != null) {
            aliases.forEach((lcu, a) -> byLcu.put(lss(lcu), a));
        }
        return new ModelLayout("LNXDB", "eckd", "seq-read", disks, paths(), null, List.of(), byLcu);
    }

    private static Map<String, Set<DeviceNumber>> aliases(String lcu, int first, int count) {
        Set<DeviceNumber> out = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            out.add(new DeviceNumber(first + i));
        }
        return Map.of("lss:" + DS + "/" + lcu, out);
    }

    private static ModelResult run(ModelLayout l) {
        return ThroughputModel.run(l, Workload.of("seq-read"), null, CAL);
    }

    @Test
    void anEckdDiskWithoutAliasesCarriesOneSubchannel() {
        List<ModelLayout.Disk> d = List.of(striped("9000", "90", evenly("R0", "R2")),
                striped("9001", "90", evenly("R0", "R2")));

        ModelResult r = run(layout(d, Map.of()));

        assertThat(r.throughputMBps()).isEqualTo(800.0);
        assertThat(r.bottleneck().kind()).isEqualTo("disk");
    }

    @Test
    void spreadingOverLcusGainsNothingWithoutAliasesAndGainsWithThem() {
        List<ModelLayout.Disk> oneLcu = new ArrayList<>();
        List<ModelLayout.Disk> fourLcus = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            oneLcu.add(striped("900" + i, "90", evenly("R0", "R2", "R4", "R6")));
            fourLcus.add(striped("9" + i + "00", "9" + i, evenly(i % 2 == 0 ? "R0" : "R1", i % 2 == 0 ? "R2" : "R3",
                    i % 2 == 0 ? "R4" : "R5", i % 2 == 0 ? "R6" : "R7")));
        }
        // without aliases: one subchannel per disk wherever it is
        assertThat(run(layout(oneLcu, Map.of())).throughputMBps()).isEqualTo(1600.0);
        assertThat(run(layout(fourLcus, Map.of())).throughputMBps()).isEqualTo(1600.0);

        // two aliases on the one LCU: its four bases share them, 6 subchannels
        ModelResult shared = run(layout(oneLcu, aliases("90", 0x90E0, 2)));
        assertThat(shared.throughputMBps()).isEqualTo(2400.0);
        assertThat(shared.bottleneck().kind()).isEqualTo("lcu");

        // two aliases on each of four LCUs: each base has its own three subchannels
        Map<String, Set<DeviceNumber>> each = new TreeMap<>();
        for (int i = 0; i < 4; i++) {
            each.putAll(aliases("9" + i, 0x90E0 + 0x100 * i, 2));
        }
        assertThat(run(layout(fourLcus, each)).throughputMBps()).isEqualTo(4800.0);
    }

    @Test
    void aStripedVolumeLoadsEachRankByItsExtentShare() {
        // one volume, three quarters of its extents on R0: R0 binds at 2500 / 0.75
        Map<String, Double> shares = Map.of("R0", 0.75, "R2", 0.25);
        List<ModelLayout.Disk> d = List.of(striped("9000", "90", shares));

        ModelResult r = run(layout(d, aliases("90", 0x90E0, 16)));

        assertThat(r.throughputMBps()).isCloseTo(2500 / 0.75, within(1e-6));
        assertThat(r.bottleneck().kind()).isEqualTo("pool");
        assertThat(r.bottleneck().elements()).containsExactly("pool:" + DS + "/P0");
        ComponentLoad r0 = component(r, "rank:" + DS + "/R0");
        ComponentLoad r2 = component(r, "rank:" + DS + "/R2");
        assertThat(r0.loadMBps()).isCloseTo(2500.0, within(1e-6));
        assertThat(r0.capacityMBps()).isEqualTo(2500.0);
        assertThat(r2.loadMBps()).isCloseTo(2500 / 3.0, within(1e-6));
    }

    @Test
    void moreVolumesOfTheSamePoolGainNothingFromRanksTheyAlreadySpan() {
        // sixteen aliases: the subchannels do not bind, the pool's two ranks do
        List<ModelLayout.Disk> two = List.of(striped("9000", "90", evenly("R0", "R2")),
                striped("9001", "90", evenly("R0", "R2")));
        List<ModelLayout.Disk> four = new ArrayList<>(two);
        four.add(striped("9002", "90", evenly("R0", "R2")));
        four.add(striped("9003", "90", evenly("R0", "R2")));

        double fewer = run(layout(two, aliases("90", 0x90E0, 16))).throughputMBps();
        double more = run(layout(four, aliases("90", 0x90E0, 16))).throughputMBps();

        assertThat(fewer).isEqualTo(5000.0);
        assertThat(more).isEqualTo(fewer);
        // the other server's pool adds its ranks
        List<ModelLayout.Disk> bothPools = List.of(striped("9000", "90", evenly("R0", "R2")),
                striped("9100", "91", evenly("R1", "R3")));
        Map<String, Set<DeviceNumber>> a = new TreeMap<>(aliases("90", 0x90E0, 16));
        a.putAll(aliases("91", 0x91E0, 16));
        assertThat(run(layout(bothPools, a)).throughputMBps()).isEqualTo(10000.0);
    }

    private static ComponentLoad component(ModelResult r, String element) {
        return r.components().stream().filter(c -> c.element().equals(element)).findFirst().orElseThrow();
    }
}
