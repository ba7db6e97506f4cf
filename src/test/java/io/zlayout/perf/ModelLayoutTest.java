package io.zlayout.perf;

import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.Wwn;
import io.zlayout.input.Manifest;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IoPort;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanInput;
import io.zlayout.plan.Planner;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static io.zlayout.testing.Refs.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ModelLayoutTest {

    static final String ESS = "IBM.2105-17403";
    static final SourceRef AT = SourceRef.at("site.txt", 1);

    /** Seed 003's sample setup as records: 4 FB ranks on 4 DA pairs, 4 HAs in 4 bays (1 Gb), CHPIDs C1-C4. */
    static Site essSeedSite() {
        List<Element> e = new ArrayList<>();
        e.add(new StorageImage(ESS, "ESS1", "2105", "F20", null, null, AT));
        String[] lss = {"10", "14", "18", "1C"};
        for (int r = 0; r < 4; r++) {
            String rank = "R" + (r + 1) + "A1";
            e.add(new Rank(ESS, rank, r % 2, "A" + (r + 1), "5", null, "fb", null, AT));
            e.add(new RaidArray(ESS, "A" + (r + 1), null, rank, r + 1, "5", AT));
            for (int v = 0; v < 8; v++) {
                e.add(new Volume(ESS, VolumeId.parse(lss[r] + String.format(Locale.ROOT, "%02X", v)), null, VolumeKind.FB,
                        "Open System", null, null, 10L << 30, null, null, List.of(new RankExtent(rank, null)), null, AT));
            }
            e.add(new IoPort(ESS, "I0" + r + "00", Wwn.parse("0x5005076300c" + r + "1a2b"), null, null, "SCSI-FCP", "1 Gb/s",
                    null, AT));
            String chpid = "C" + (r + 1);
            e.add(new Chpid(0, ChpidId.parse(chpid), "FCP", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), AT));
            String cu = "F" + (r + 1) + "00";
            e.add(new ControlUnit(CuNumber.parse(cu), "FCP", List.of(new CuPath(0, ChpidId.parse(chpid), null)), null, List.of(new UnitAddRange(0, 16)),
                    Map.of(), AT));
            for (int d = 0; d < 4; d++) {
                e.add(new Device(DeviceNumber.parse("F" + (r + 1) + String.format(Locale.ROOT, "%02X", d)), d,
                        "FCP", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, 0)), List.of(), false, Map.of(), AT));
            }
        }
        List<Manifest.FabricLink> fabric = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            fabric.add(new Manifest.FabricLink("0.C" + (r + 1), "I0" + r + "00", null, null, "01"));
        }
        return TestSites.assemble(new Manifest(null, null, null, fabric, null, null, null, null, null), e);
    }

    static GuestPlan plannedGuest(int disks) throws Exception {
        Site site = essSeedSite();
        Plan plan = Planner.plan(new PlanInput(site, List.of(new GuestIntent("LNX1", disks, null, "fcp", "seq-write",
                null, null, List.of(), AT)), "64k", null, Map.of(), Map.of(), Set.of()));
        return plan.guests().get(0);
    }

    @Test
    void aPlanBecomesDisksAndPathsWithTheSitesModel() throws Exception {
        // given: the seed's guest1 planned on the seed's setup
        GuestPlan g = plannedGuest(4);

        // when
        ModelLayout layout = ModelLayout.from(g, essSeedSite());

        // then
        assertThat(layout.guest()).isEqualTo("LNX1");
        assertThat(layout.access()).isEqualTo("fcp");
        assertThat(layout.workload()).isEqualTo("seq-write");
        assertThat(layout.multipath()).isNull();
        assertThat(layout.disks()).containsExactly(
                new ModelLayout.Disk(volume("volume:" + ESS + "/1000"), rank("rank:" + ESS + "/R1A1"), 1, 0, ESS, "2105", "F20"),
                new ModelLayout.Disk(volume("volume:" + ESS + "/1400"), rank("rank:" + ESS + "/R2A1"), 2, 0, ESS, "2105", "F20"),
                new ModelLayout.Disk(volume("volume:" + ESS + "/1800"), rank("rank:" + ESS + "/R3A1"), 3, 0, ESS, "2105", "F20"),
                new ModelLayout.Disk(volume("volume:" + ESS + "/1C00"), rank("rank:" + ESS + "/R4A1"), 4, 0, ESS, "2105", "F20"));
        assertThat(layout.paths()).containsExactly(
                new ModelLayout.Path(chpid("chpid:0.C1"), 1.0, null, port("ioport:" + ESS + "/I0000"), adapter("hostadapter:" + ESS + "/00.0"),
                        enclosure("enclosure:" + ESS + "/00")),
                new ModelLayout.Path(chpid("chpid:0.C2"), 1.0, null, port("ioport:" + ESS + "/I0100"), adapter("hostadapter:" + ESS + "/01.0"),
                        enclosure("enclosure:" + ESS + "/01")),
                new ModelLayout.Path(chpid("chpid:0.C3"), 1.0, null, port("ioport:" + ESS + "/I0200"), adapter("hostadapter:" + ESS + "/02.0"),
                        enclosure("enclosure:" + ESS + "/02")),
                new ModelLayout.Path(chpid("chpid:0.C4"), 1.0, null, port("ioport:" + ESS + "/I0300"), adapter("hostadapter:" + ESS + "/03.0"),
                        enclosure("enclosure:" + ESS + "/03")));
    }

    @Test
    void thePlannersSeedLayoutModelsAsSeed003sMaximum() throws Exception {
        // given: eight disks planned as the seed's VG order, four paths over four HAs and four CHPIDs
        ModelLayout layout = ModelLayout.from(plannedGuest(8), essSeedSite());

        // when
        ModelResult write = ThroughputModel.run(layout, Workload.of("seq-write"), null, Calibration.defaults());
        ModelResult read = ThroughputModel.run(layout, Workload.of("seq-read"), null, Calibration.defaults());

        // then: "4 HA are limiting to 125 MB/s write and 240 MB/s read"
        assertThat(write.throughputMBps()).isCloseTo(125, within(1e-6));
        assertThat(read.throughputMBps()).isCloseTo(240, within(1e-6));
        assertThat(read.bottleneck()).isEqualTo(new Bottleneck("host-adapter", List.of("storage:" + ESS)));
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void withoutTheSiteThePlanUsesTheMachineTypesDefaultProfile() throws Exception {
        ModelLayout layout = ModelLayout.from(plannedGuest(4));
        assertThat(layout.disks()).extracting(ModelLayout.Disk::machineModel).containsOnlyNulls();
        ModelResult r = ThroughputModel.run(layout, Workload.of("seq-read"), null, Calibration.defaults());
        assertThat(r.notes()).containsExactly("storage " + ESS + ": model not known; the ess-f20 profile (IBM ESS"
                + " 2105-F20), the default for machine type 2105, applies");
    }

    @Test
    void exportedLinkSpeedsReadAsGbps() {
        assertThat(ModelLayout.gbps("16 Gb/s")).isEqualTo(16.0);
        assertThat(ModelLayout.gbps("1Gb")).isEqualTo(1.0);
        assertThat(ModelLayout.gbps("8 GFC")).isEqualTo(8.0);
        assertThat(ModelLayout.gbps("4")).isEqualTo(4.0);
        assertThat(ModelLayout.gbps("1000 Mb/s")).isEqualTo(1.0);
        assertThat(ModelLayout.gbps("N/A")).isNull();
        assertThat(ModelLayout.gbps("")).isNull();
        assertThat(ModelLayout.gbps(null)).isNull();
        assertThat(ModelLayout.gbps("0 Gb/s")).isNull();
        assertThat(ModelLayout.gbps("9".repeat(100))).isNull();
    }

    @Test
    void aDiskTakesImageAndMachineTypeFromItsVolume() {
        ModelLayout.Disk d = ModelLayout.Disk.of(volume("volume:IBM.2107-75AB121/1000"), rank("rank:IBM.2107-75AB121/R3"), 2, 0);
        assertThat(d.image()).isEqualTo("IBM.2107-75AB121");
        assertThat(d.machineType()).isEqualTo("2107");
        assertThat(d.machineModel()).isNull();
    }

    @Test
    void aPathTakesItsHostAdapterAndEnclosureFromItsPort() {
        ModelLayout.Path p = new ModelLayout.Path(chpid("chpid:1.C0"), 16.0, null, port("ioport:IBM.2107-75AB121/I0130"), null, null);
        assertThat(p.hostAdapter()).isEqualTo(new HostAdapterRef("IBM.2107-75AB121", 1, 3));
        assertThat(p.enclosure()).isEqualTo(new EnclosureRef("IBM.2107-75AB121", 1));
        assertThat(p.image()).isEqualTo("IBM.2107-75AB121");
        assertThat(new ModelLayout.Path(chpid("chpid:1.C0"), null, null, null, null, null).image()).isNull();
    }

    @Test
    void malformedDisksAndPathsAreRefused() {
        assertThatThrownBy(() -> ModelLayout.Disk.of(null, null, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a disk needs its volume");
        assertThatThrownBy(() -> new ModelLayout.Path(null, null, null, null, null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a path needs a CHPID (or the FCP device standing in for it), found null");
        assertThatThrownBy(() -> new ModelLayout.Path(volume("volume:IBM.2107-75AB121/1000"), null, null, null, null,
                null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a path needs a CHPID (or the FCP device standing in for it), found"
                        + " volume:IBM.2107-75AB121/1000");
        assertThatThrownBy(() -> new ModelLayout.Path(chpid("chpid:0.C1"), -2.0, null, null, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a link speed must be > 0 Gbps, found -2.0");
    }
}
