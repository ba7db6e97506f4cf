package io.zlayout.perf;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.zlayout.testing.Refs.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ThroughputModelTest {

    static final String ESS = SeedScenarios.ESS;
    static final String DS = "IBM.2107-75AB121";

    static ModelResult run(ModelLayout layout, String workload, Integer processes, Calibration c) {
        return ThroughputModel.run(layout, Workload.of(workload), processes, c);
    }

    static ModelLayout maxAvailable() {
        return SeedScenarios.named("Max. Avail.").layout();
    }

    /** A DS8000 guest: disks on ranks R0.., two DA pairs, both servers; paths over the given speeds. */
    static ModelLayout ds8000(String model, int disks, ModelLayout.Multipath mp, double... speeds) {
        List<ModelLayout.Disk> d = new java.util.ArrayList<>();
        for (int i = 0; i < disks; i++) {
            String lss = String.format("%02X", 0x10 + (i % 2));
            d.add(new ModelLayout.Disk(volume("volume:" + DS + "/" + lss + String.format("%02X", i / 2)), rank("rank:" + DS + "/R" + i),
                    i % 2, i % 2, DS, "2107", model));
        }
        List<ModelLayout.Path> p = new java.util.ArrayList<>();
        for (int i = 0; i < speeds.length; i++) {
            p.add(new ModelLayout.Path(chpid("chpid:1." + String.format("%02X", 0xC0 + i)), speeds[i], null,
                    port("ioport:" + DS + "/I0" + i + "30"), null, null));
        }
        return new ModelLayout("LNX2", "fcp", "random-read", d, p, mp);
    }

    @Test
    void aLayoutWithoutDisksModelsNothing() {
        ModelResult r = run(new ModelLayout(List.of(), maxAvailable().paths()), "seq-read", null, Calibration.defaults());
        assertThat(r.throughputMBps()).isZero();
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck(null, List.of()));
        assertThat(r.components()).isEmpty();
        assertThat(r.notes()).containsExactly("the layout has no disks: nothing to model");
        assertThat(r.processes()).isZero();
    }

    @Test
    void aLayoutWithoutPathsReachesNothing() {
        ModelResult r = run(new ModelLayout(maxAvailable().disks(), List.of()), "seq-read", null, Calibration.defaults());
        assertThat(r.throughputMBps()).isZero();
        assertThat(r.bottleneck().kind()).isNull();
        assertThat(r.notes()).containsExactly("the layout has no paths: nothing reaches the host");
    }

    @Test
    void oneProcessUsesOnlyTheFirstDiskAndItsRankLimitsIt() {
        ModelResult r = run(maxAvailable(), "seq-read", 1, Calibration.defaults());
        assertThat(r.throughputMBps()).isCloseTo(120, within(1e-6));
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck("rank", List.of("rank:" + ESS + "/R1")));
        assertThat(r.components()).filteredOn(c -> c.kind() == ComponentKind.DISK).extracting(ComponentLoad::element)
                .containsExactly("volume:" + ESS + "/1000");
    }

    @Test
    void moreProcessesThanDisksShareTheDisks() {
        ModelResult r = run(SeedScenarios.named("single disk").layout(), "seq-read", 4, Calibration.defaults());
        assertThat(r.processes()).isEqualTo(4);
        assertThat(r.throughputMBps()).isCloseTo(65, within(1e-6));
        assertThat(r.notes()).containsExactly("4 processes on 1 disks: process i runs on disk i modulo 1, so some"
                + " disks carry several processes");
    }

    @Test
    void fewerThanOneProcessIsRefused() {
        assertThatThrownBy(() -> run(maxAvailable(), "seq-read", 0, Calibration.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("expected at least 1 process, found 0");
    }

    @Test
    void anUnknownWorkloadIsRefused() {
        assertThatThrownBy(() -> Workload.of("mixed")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown workload 'mixed': expected seq-read, seq-write, random-read or random-write");
        assertThatThrownBy(() -> Workload.of("random-read", "4q")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("expected an I/O size from 512 to 16m (e.g. 4k), found '4q'");
    }

    @Test
    void randomReadsOnHardDrivesAreRankBoundInIops() {
        // given: DS8300, two disks on two ranks of 1,600 random reads per second each
        ModelLayout layout = ds8000("922", 2, null, 2, 2);

        // when
        ModelResult r = run(layout, "random-read", null, Calibration.defaults());

        // then: 3,200 I/Os of 4 KiB
        assertThat(r.iops()).isCloseTo(3200, within(1e-6));
        assertThat(r.throughputMBps()).isCloseTo(3200 * 4096 / 1e6, within(1e-9));
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck("rank", List.of("rank:" + DS + "/R0", "rank:" + DS + "/R1")));
        ComponentLoad disk = r.components().get(0);
        assertThat(disk.kind()).isEqualTo(ComponentKind.DISK);
        assertThat(disk.capacityIops()).isCloseTo(32 / 0.006, within(1e-6));
        assertThat(disk.loadIops()).isCloseTo(1600, within(1e-3));
    }

    @Test
    void flashLayoutsAreChpidBoundUntilTheQueueDepthIsSmall() {
        // given: DS8900F, two LUNs, two 16 Gb paths; each LUN allows 32 / 0.3 ms = 106,667 I/Os per second
        ModelResult deep = run(ds8000("996", 2, null, 16, 16), "random-read", null, Calibration.defaults());
        ModelResult shallow = run(ds8000("996", 2, new ModelLayout.Multipath(null, null, null, 8), 16, 16),
                "random-read", null, Calibration.defaults());

        // then: two 16 Gb channels at 100,000 I/Os per second each; with queue depth 8 the LUNs limit
        assertThat(deep.iops()).isCloseTo(200_000, within(1e-3));
        assertThat(deep.bottleneck().kind()).isEqualTo("chpid");
        assertThat(shallow.iops()).isCloseTo(2 * 8 / 0.0003, within(1e-3));
        assertThat(shallow.bottleneck()).isEqualTo(new Bottleneck("disk",
                List.of("volume:" + DS + "/1000", "volume:" + DS + "/1100")));
    }

    @Test
    void aHostAdapterCarriesNoMoreThanItsPortsLinks() {
        // given: a DS8800 adapter (1,400 MB/s) whose one port runs at 2 Gbps, and one at 8 Gbps
        ModelResult r = run(ds8000("951", 8, null, 2, 8), "seq-read", null, Calibration.defaults());

        assertThat(r.components()).filteredOn(c -> c.kind() == ComponentKind.HOST_ADAPTER)
                .extracting(ComponentLoad::element, ComponentLoad::capacityMBps)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("hostadapter:" + DS + "/00.3", 200.0),
                        org.assertj.core.groups.Tuple.tuple("hostadapter:" + DS + "/01.3", 800.0));
        assertThat(r.throughputMBps()).isCloseTo(1000, within(1e-6));
    }

    @Test
    void anUnknownMachineTypeGetsTheDefaultProfileAndANote() {
        ModelLayout layout = new ModelLayout(List.of(ModelLayout.Disk.of(volume("volume:IBM.2810-7801234/0001"), null, null, null)),
                List.of(new ModelLayout.Path(chpid("chpid:0.50"), null, null, null, null, null)));
        ModelResult r = run(layout, "seq-write", null, Calibration.defaults());
        assertThat(r.throughputMBps()).isCloseTo(200, within(1e-6));
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck("chpid", List.of("chpid:0.50")));
        assertThat(r.notes()).containsExactly(
                "storage IBM.2810-7801234: machine type 2810 is not in the calibration table; the ds8300 profile"
                        + " (IBM DS8300 (2107-922/9A2/932/9B2)) applies",
                "the host adapter of 1 of 1 paths is not known (zlayout.yaml fabric:), so no host adapter limit is"
                        + " modelled on them");
    }

    @Test
    void anUnknownModelAndAMissingModelAreNoted() {
        ModelResult unknown = run(ds8000("9ZZ", 1, null, 2), "seq-read", null, Calibration.defaults());
        ModelResult missing = run(ds8000(null, 1, null, 2), "seq-read", null, Calibration.defaults());
        assertThat(unknown.notes()).containsExactly("storage " + DS + ": model 9ZZ is not in the calibration table;"
                + " the ds8300 profile (IBM DS8300 (2107-922/9A2/932/9B2)) applies");
        assertThat(missing.notes()).containsExactly("storage " + DS + ": model not known; the ds8300 profile"
                + " (IBM DS8300 (2107-922/9A2/932/9B2)), the default for machine type 2107, applies");
    }

    @Test
    void elementOverridesWinAndUnusedOnesAreNoted() throws Exception {
        Calibration c = Calibration.load(CalibrationTest.yaml("""
                elements:
                  "hostadapter:IBM.2105-17403/00.0": {seq-read: 30}
                  "chpid:0.C9": {seq-read: 5}
                """));
        ModelResult r = run(SeedScenarios.named("single HA").layout(), "seq-read", null, c);
        assertThat(r.throughputMBps()).isCloseTo(30, within(1e-6));
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck("host-adapter", List.of("hostadapter:" + ESS + "/00.0")));
        assertThat(r.notes()).containsExactly("capacities.elements names chpid:0.C9, which this layout does not use");
    }

    @Test
    void aSwitchLimitsOnlyWhenTheSiteSaysSo() throws Exception {
        Calibration c = Calibration.load(CalibrationTest.yaml("switch: {seq-read: 50}"));
        ModelResult r = run(SeedScenarios.named("single CHPID").layout(), "seq-read", null, c);
        assertThat(r.throughputMBps()).isCloseTo(50, within(1e-6));
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck("switch", List.of("switch:2109")));
    }

    @Test
    void aSwitchKeepsEachPathToItsOwnHostAdapter() throws Exception {
        // given two paths through one switch, C1 -> HA 00.0 and C2 -> HA 01.0; C1 throttled to 30, HA 01.0 to 10
        Calibration c = Calibration.load(CalibrationTest.yaml("""
                elements:
                  "chpid:0.C1": {seq-read: 30}
                  "hostadapter:IBM.2105-17403/01.0": {seq-read: 10}
                """));
        ModelLayout layout = new ModelLayout(maxAvailable().disks(), List.of(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, "2109", port("ioport:" + ESS + "/I0000"), null, null),
                new ModelLayout.Path(chpid("chpid:0.C2"), 1.0, "2109", port("ioport:" + ESS + "/I0100"), null, null)));

        ModelResult r = run(layout, "seq-read", null, c);

        // then 30 + 10: HA 00.0's spare capacity cannot leave over C2, which the fabric does not connect it to
        assertThat(r.throughputMBps()).isCloseTo(40, within(1e-6));
        assertThat(r.components()).filteredOn(x -> x.kind() == ComponentKind.SWITCH).singleElement()
                .satisfies(x -> assertThat(x.loadMBps()).isCloseTo(40, within(1e-6)));
        assertThat(r.notes()).noneMatch(n -> n.contains("every CHPID"));
    }

    @Test
    void aSwitchWithACapacityIsOneNodeAndSaysSo() throws Exception {
        Calibration c = Calibration.load(CalibrationTest.yaml("""
                switch: {seq-read: 500}
                elements:
                  "chpid:0.C1": {seq-read: 30}
                  "hostadapter:IBM.2105-17403/01.0": {seq-read: 10}
                """));
        ModelLayout layout = new ModelLayout(maxAvailable().disks(), List.of(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, "2109", port("ioport:" + ESS + "/I0000"), null, null),
                new ModelLayout.Path(chpid("chpid:0.C2"), 1.0, "2109", port("ioport:" + ESS + "/I0100"), null, null)));

        ModelResult r = run(layout, "seq-read", null, c);

        // any-to-any through the node: HA 00.0 (65) + HA 01.0 (10), more than the fabric allows, and noted
        assertThat(r.throughputMBps()).isCloseTo(75, within(1e-6));
        assertThat(r.notes()).contains("switch:2109 has a capacity (capacities:), so each is one node: every host"
                + " adapter behind it reaches every CHPID it carries, whatever the fabric's zoning allows, which can"
                + " overstate the throughput");
    }

    @Test
    void aCutOverSeveralKindsNamesTheLargestAndNotesTheMix() throws Exception {
        // given: two paths; the second CHPID is throttled to 30 MB/s, the first path is held by its HA (65)
        Calibration c = Calibration.load(CalibrationTest.yaml("elements: {\"chpid:0.C2\": {seq-read: 30}}"));
        ModelLayout layout = new ModelLayout(maxAvailable().disks(), List.of(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, null, port("ioport:" + ESS + "/I0000"), null, null),
                new ModelLayout.Path(chpid("chpid:0.C2"), 1.0, null, port("ioport:" + ESS + "/I0100"), null, null)));

        ModelResult r = run(layout, "seq-read", null, c);

        assertThat(r.throughputMBps()).isCloseTo(95, within(1e-6));
        assertThat(r.bottleneck()).isEqualTo(new Bottleneck("host-adapter",
                List.of("hostadapter:" + ESS + "/00.0", "chpid:0.C2")));
        assertThat(r.notes()).containsExactly("the limit is shared by components of several kinds: chpid, host-adapter");
    }

    @Test
    void aPathToAnotherStorageCarriesNothing() {
        ModelLayout layout = new ModelLayout(SeedScenarios.named("single disk").layout().disks(), List.of(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, null, port("ioport:" + ESS + "/I0000"), null, null),
                new ModelLayout.Path(chpid("chpid:0.C2"), 2.0, null, port("ioport:" + DS + "/I0030"), null, null)));
        ModelResult r = run(layout, "seq-read", null, Calibration.defaults());
        assertThat(r.throughputMBps()).isCloseTo(65, within(1e-6));
        assertThat(r.notes()).containsExactly("paths that land on storage holding none of the modelled disks carry"
                + " nothing: chpid:0.C2 -> " + DS);
    }

    @Test
    void loadsAreSpreadEvenlyOverEqualComponents() {
        ModelResult r = run(maxAvailable(), "seq-read", null, Calibration.defaults());
        assertThat(r.components()).filteredOn(c -> c.kind() == ComponentKind.HOST_ADAPTER)
                .allSatisfy(c -> assertThat(c.loadMBps()).isCloseTo(60, within(1e-3)));
        assertThat(r.components()).filteredOn(c -> c.kind() == ComponentKind.DISK)
                .allSatisfy(c -> assertThat(c.loadMBps()).isCloseTo(30, within(1e-3)));
        assertThat(r.components()).filteredOn(c -> c.kind() == ComponentKind.CHPID)
                .allSatisfy(c -> assertThat(c.utilization()).isCloseTo(0.6, within(1e-6)));
    }

    @Test
    void theSameLayoutAlwaysGivesTheSameResult() {
        ModelResult a = run(maxAvailable(), "seq-write", null, Calibration.defaults());
        ModelResult b = run(maxAvailable(), "seq-write", null, Calibration.defaults());
        assertThat(a).isEqualTo(b);
    }

    @Test
    void theLimitAloneIsTheThroughputAndBottleneckOfTheFullModel() {
        for (SeedScenarios.Scenario sc : SeedScenarios.TABLE) {
            for (String w : List.of("seq-read", "random-read")) {
                ModelResult full = run(sc.layout(), w, null, Calibration.defaults());
                ThroughputModel.Limit limit = ThroughputModel.limit(sc.layout(), Workload.of(w), null,
                        Calibration.defaults());
                assertThat(limit.throughputMBps()).as(sc.name() + " " + w).isEqualTo(full.throughputMBps());
                assertThat(limit.bottleneck()).as(sc.name() + " " + w).isEqualTo(full.bottleneck());
            }
        }
        ModelResult full = run(maxAvailable(), "seq-read", 3, Calibration.defaults());
        assertThat(ThroughputModel.limit(maxAvailable(), Workload.of("seq-read"), 3, Calibration.defaults()))
                .isEqualTo(new ThroughputModel.Limit(full.throughputMBps(), full.bottleneck()));
    }
}
