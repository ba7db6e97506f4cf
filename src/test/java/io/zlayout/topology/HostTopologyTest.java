package io.zlayout.topology;

import io.zlayout.testing.Refs;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.Wwn;
import io.zlayout.input.Manifest;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoPort;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import io.zlayout.testing.HostRecords;
import io.zlayout.testing.TestSites;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.zlayout.testing.HostRecords.BUSES;
import static io.zlayout.testing.HostRecords.IMG;
import static io.zlayout.testing.HostRecords.hctl;
import static io.zlayout.testing.HostRecords.lun;
import static io.zlayout.testing.HostRecords.wwpn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

class HostTopologyTest {

    private static HostTopology.GuestHost lnx1(HostRecords r) {
        return r.site().hosts().guest("lnx1").orElseThrow();
    }

    @Test
    void lunPathIsTracedFromBusIdThroughDedicateChpidAndPortToItsVolume() {
        HostRecords r = new HostRecords();
        r.add(r.running(1, "1100"));

        HostTopology.LunPath p = lnx1(r).lunPaths().get(0);

        assertThat(p.route().busId()).hasToString("0.0.0200");
        assertThat(p.route().device()).isEqualTo(DeviceNumber.parse("FD00"));
        assertThat(p.route().chpid().identity()).isEqualTo("chpid:0.C1");
        assertThat(p.route().port().identity()).isEqualTo("ioport:" + IMG + "/I0101");
        assertThat(p.route().hostAdapter().identity()).isEqualTo("hostadapter:" + IMG + "/01.0");
        assertThat(p.volume().identity()).isEqualTo("volume:" + IMG + "/1100");
        assertThat(p.volume().known()).isTrue();
        assertThat(p.volume().placement().ranks()).containsExactly(Refs.rank("rank:" + IMG + "/R1"));
        assertThat(p.attached()).isTrue();
        assertThat(p.hctl()).isEqualTo(hctl(1, "1100"));
    }

    @Test
    void aGuestWithoutAnEntryReachesItsRealDeviceThroughQueryVirtualFcp() {
        // given LNXV, known only from its captures: zfcp.conf names its virtual 0.0.0b00, and CP's QUERY VIRTUAL
        // FCP (as yast-s390 captures it: "FCP  0B00 ON FCP   FD00 CHPID C1 ...") tells the real device behind it
        HostRecords r = new HostRecords();
        r.add(new io.zlayout.model.ZfcpLun("LNXV", BusId.parse("0.0.0b00"), Wwn.parse(wwpn("I0101")), FcpLun.parse(lun("1100")), null,
                io.zlayout.model.ZfcpLun.State.CONFIGURED, null, null, null, null, null, java.util.Map.of(),
                io.zlayout.model.HostCapture.ZFCP_CONF, r.at()));
        r.add(new io.zlayout.model.ZvmVirtualFcp("LNXV", io.zlayout.model.id.DeviceNumber.parse("0B00"),
                io.zlayout.model.id.DeviceNumber.parse("FD00"), ChpidId.parse("C1"), "000B", null, r.at()));

        HostTopology.LunPath p = r.site().hosts().guest("LNXV").orElseThrow().lunPaths().get(0);

        // then the bus ID stays the guest's, the device and its CHPID are the real ones of the IOCDS
        assertThat(p.route().busId()).hasToString("0.0.0b00");
        assertThat(p.route().device()).isEqualTo(DeviceNumber.parse("FD00"));
        assertThat(p.route().chpid().identity()).isEqualTo("chpid:0.C1");
    }

    @Test
    void withoutQueryVirtualFcpAGuestWithoutAnEntryIsAnLparSeeingRealNumbers() {
        HostRecords r = new HostRecords();
        r.add(new io.zlayout.model.ZfcpLun("LNXV", BusId.parse("0.0.fd00"), Wwn.parse(wwpn("I0101")), FcpLun.parse(lun("1100")), null,
                io.zlayout.model.ZfcpLun.State.CONFIGURED, null, null, null, null, null, java.util.Map.of(),
                io.zlayout.model.HostCapture.ZFCP_CONF, r.at()));

        HostTopology.LunPath p = r.site().hosts().guest("LNXV").orElseThrow().lunPaths().get(0);

        assertThat(p.route().device()).isEqualTo(DeviceNumber.parse("FD00"));
        assertThat(p.route().chpid().identity()).isEqualTo("chpid:0.C1");
    }

    @Test
    void configuredAndRunningFactsOfOnePathAreOneLunPathAndReportedOnlyLunsAreNone() {
        HostRecords r = new HostRecords();
        ZfcpLun conf = r.configured(0, "1000");
        ZfcpLun run = r.running(0, "1000");
        ZfcpLun lsluns = r.lun(BUSES.get(0), wwpn("I0001"), lun("1000"), null, ZfcpLun.State.ATTACHED,
                HostCapture.LSLUNS);
        ZfcpLun reported = r.lun(BUSES.get(0), wwpn("I0001"), lun("1001"), null, ZfcpLun.State.AVAILABLE,
                HostCapture.LSLUNS);
        r.add(conf).add(lsluns).add(run).add(reported);

        HostTopology.GuestHost h = lnx1(r);

        assertThat(h.lunPaths()).hasSize(1);
        HostTopology.LunPath p = h.lunPaths().get(0);
        assertThat(p.configured()).isEqualTo(conf);
        assertThat(p.running()).as("lszfcp tells the SCSI address, so it wins over lsluns").isEqualTo(run);
        assertThat(p.source()).isEqualTo(run.source());
        assertThat(h.runningLuns()).isTrue();
    }

    @Test
    void configurationAloneIsNoRunningCapture() {
        HostRecords r = new HostRecords();
        r.add(r.configured(0, "1000")).add(r.configured(1, "1000"));

        HostTopology.GuestHost h = lnx1(r);

        assertThat(h.runningLuns()).isFalse();
        assertThat(h.lunPaths()).extracting(HostTopology.LunPath::attached).containsExactly(false, false);
    }

    @Test
    void layoutRoutesAreTheZonedPathsNotEveryPortLogin() {
        HostRecords r = new HostRecords();
        // 0.0.0100 is zoned to I0001 only, but has also logged in to I0101
        r.add(r.running(0, "1000")).add(r.port(BUSES.get(0), wwpn("I0101")));

        HostTopology.GuestHost h = lnx1(r);

        assertThat(h.layoutRoutes(IMG)).extracting(HostTopology.Route::key).containsExactly(
                "0.0.0100/" + wwpn("I0001"), "0.0.0200/" + wwpn("I0101"), "0.0.0300/" + wwpn("I0231"),
                "0.0.0400/" + wwpn("I0331"));
        assertThat(h.routes()).extracting(HostTopology.Route::key).contains("0.0.0100/" + wwpn("I0101"));
    }

    @Test
    void withoutZoningOrConfigurationTheLayoutIsWhatTheHostLoggedInTo() {
        HostRecords r = new HostRecords().withoutFabric();
        r.add(r.port(BUSES.get(0), wwpn("I0001"))).add(r.port(BUSES.get(1), wwpn("I0101")))
                .add(r.port(BUSES.get(1), wwpn("I0231")));

        HostTopology.GuestHost h = lnx1(r);

        assertThat(h.layoutRoutes(IMG)).extracting(HostTopology.Route::key).containsExactly(
                "0.0.0100/" + wwpn("I0001"), "0.0.0200/" + wwpn("I0101"), "0.0.0200/" + wwpn("I0231"));
        assertThat(h.routes().get(0).chpid().identity()).as("the IOCDS still names the CHPID").isEqualTo("chpid:0.C0");
    }

    @Test
    void configuredPathsDeclareTheLayoutWithoutZoning() {
        HostRecords r = new HostRecords().withoutFabric();
        r.add(r.configured(0, "1000")).add(r.configured(2, "1000")).add(r.port(BUSES.get(1), wwpn("I0101")));

        assertThat(lnx1(r).layoutRoutes(IMG)).extracting(HostTopology.Route::key)
                .containsExactly("0.0.0100/" + wwpn("I0001"), "0.0.0300/" + wwpn("I0231"));
    }

    @Test
    void mapIsTiedToItsVolumeByWwidAndItsPathsByScsiAddress() {
        HostRecords r = new HostRecords();
        r.add(r.running(0, "1200")).add(r.running(1, "1200"));
        r.add(r.map("1200", "mpatha", "dm-0", List.of(r.path(hctl(0, "1200"), "sda", "active ready running"),
                r.path(hctl(1, "1200"), "sdb", "failed faulty running"))));

        HostTopology.MapView m = lnx1(r).maps().get(0);

        assertThat(m.volume().identity()).isEqualTo("volume:" + IMG + "/1200");
        assertThat(m.label()).isEqualTo("mpatha (volume 1200)");
        assertThat(m.paths()).extracting(p -> p.route().busId().toString(), HostTopology.MapPath::active)
                .containsExactly(tuple("0.0.0100", true), tuple("0.0.0200", false));
        assertThat(m.activeRoutes()).extracting(HostTopology.Route::key).containsExactly("0.0.0100/" + wwpn("I0001"));
    }

    @Test
    void aMapCapturedTwiceIsOneMapTheFirst() {
        // given the same map from two commands (multipath -ll and multipathd show topo in one dbginfo runtime.out)
        HostRecords r = new HostRecords();
        r.add(r.running(0, "1200")).add(r.running(1, "1200"));
        r.add(r.map("1200", "mpatha", "dm-0", List.of(r.path(hctl(0, "1200"), "sda", "active ready running"),
                r.path(hctl(1, "1200"), "sdb", "active ready running"))));
        r.add(r.map("1200", "mpatha", "dm-0", List.of(r.path(hctl(0, "1200"), "sda", "active ready running"),
                r.path(hctl(1, "1200"), "sdb", "active ready running"))));

        // then the guest runs one map of two paths, not two maps of two paths each
        assertThat(lnx1(r).maps()).singleElement().satisfies(m -> assertThat(m.paths()).hasSize(2));
    }

    @Test
    void mapPathsWithoutLszfcpAreTracedThroughTheScsiHostAndTheLsscsiTarget() {
        HostRecords r = new HostRecords();
        r.add(r.zfcpHost(2)).add(r.scsi(hctl(2, "1300"), "/dev/sdc", wwpn("I0231")));
        r.add(r.map("1300", null, "dm-3", List.of(r.path(hctl(2, "1300"), "sdc", "active ready running"))));

        HostTopology.MapView m = lnx1(r).maps().get(0);

        assertThat(m.paths().get(0).lunPath()).isNull();
        assertThat(m.paths().get(0).route().key()).isEqualTo("0.0.0300/" + wwpn("I0231"));
        assertThat(m.label()).isEqualTo(HostRecords.wwid("1300") + " (volume 1300)");
    }

    @Test
    void withoutExportedPortWwpnsALunDecodesOnTheSitesOnlyImageOfItsMachineType() {
        HostRecords r = new HostRecords().withoutPortWwpns();
        r.add(r.configured(0, "1001"));

        HostTopology.LunPath p = lnx1(r).lunPaths().get(0);

        assertThat(p.route().port()).isNull();
        assertThat(p.volume().identity()).isEqualTo("volume:" + IMG + "/1001");
        assertThat(p.volume().known()).isTrue();
    }

    @Test
    void lunBehindAWwpnTheExportLacksIsAnotherStoragesAndHasNoImage() {
        HostRecords r = new HostRecords();
        r.add(r.lun(BUSES.get(0), "0x5005076309ffffff", lun("1001"), null, ZfcpLun.State.CONFIGURED,
                HostCapture.ZFCP_CONF));

        HostTopology.LunPath p = lnx1(r).lunPaths().get(0);

        assertThat(p.route().port()).isNull();
        assertThat(p.volume().image()).isNull();
        assertThat(p.volume().identity()).isNull();
    }

    @Test
    void mapOfAnotherStoragesWwnnHasNoImage() {
        HostRecords r = new HostRecords();
        r.add(new io.zlayout.model.MultipathMap("LNX1", "36005076303ffc48e0000000000000101", null, null, null, "IBM",
                "2107900", null, null, null, null, List.of(), HostCapture.MULTIPATH_LL, r.at()));

        HostTopology.MapView m = lnx1(r).maps().get(0);

        assertThat(m.volume().image()).isNull();
        assertThat(m.volume().id()).isEqualTo(VolumeId.parse("0101"));
    }

    @Test
    void essLunDecodesToTheEssImagesVolume() {
        String ess = "IBM.2105-17403";
        SourceRef at = SourceRef.at("s.txt", 1);
        io.zlayout.topology.Site site = TestSites.assemble(Manifest.EMPTY, List.of(
                new StorageImage(ess, "ESS1", "2105", "F20", null, null, at),
                new Volume(ess, VolumeId.parse("1400"), null, VolumeKind.FB, "Open System", null, null, null, null, null,
                        List.of(new RankExtent("R4A1", null)), null, at),
                new IoPort(ess, "I0000", Wwn.parse("5005076300C01A2B"), null, null, "SCSI-FCP", null, null, at),
                new ZfcpLun("G1", BusId.parse("0.0.f100"), Wwn.parse("0x5005076300c01a2b"), FcpLun.parse("0x5400000000000000"), null,
                        ZfcpLun.State.CONFIGURED, null, null, null, null, null, Map.of(), HostCapture.ZFCP_CONF, at)));

        HostTopology.LunPath p = site.hosts().guest("G1").orElseThrow().lunPaths().get(0);

        assertThat(p.volume().identity()).isEqualTo("volume:" + ess + "/1400");
        assertThat(p.volume().known()).isTrue();
        assertThat(p.route().hostAdapter().identity()).isEqualTo("hostadapter:" + ess + "/00.0");
    }

    @Test
    void lunThatIsNoVolumeFormDoesNotDecode() {
        HostRecords r = new HostRecords();
        r.add(r.lun(BUSES.get(0), wwpn("I0001"), "0x0001000000000000", null, ZfcpLun.State.CONFIGURED,
                HostCapture.ZFCP_CONF));

        HostTopology.StorageVolume v = lnx1(r).lunPaths().get(0).volume();

        assertThat(v.image()).isEqualTo(IMG);
        assertThat(v.id()).isNull();
        assertThat(v.identity()).isNull();
    }

    @Test
    void lvDevicesResolveThroughAliasesPartitionsDmNamesSdNamesByIdAndDasds() {
        HostRecords r = new HostRecords();
        for (String v : List.of("1000", "1100", "1200", "1300")) {
            r.add(r.running(0, v));
        }
        r.add(r.map("1000", "mpatha", "dm-0", List.of(r.path(hctl(0, "1000"), "sda", "active ready running"))));
        r.add(r.map("1100", "data1", "dm-1", List.of(r.path(hctl(0, "1100"), "sdb", "active ready running"))));
        r.add(r.scsi(hctl(0, "1200"), "/dev/sdc", null));
        r.add(r.dasd("0.0.0201", "dasda", null));
        r.add(r.lv("vg", "lv", "striped", 65536L, "/dev/mapper/mpatha-part1", "/dev/dm-1", "/dev/sdc1",
                "/dev/disk/by-id/dm-uuid-mpath-" + HostRecords.wwid("1300"), "/dev/dasda1", "/dev/sdz"));

        HostTopology.SegmentView s = lnx1(r).lvs().get(0).segments().get(0);

        assertThat(s.members()).extracting(HostTopology.PvMember::via,
                m -> m.volume() == null ? null : m.volume().identity()).containsExactly(
                tuple("mpath:" + HostRecords.wwid("1000"), "volume:" + IMG + "/1000"),
                tuple("mpath:" + HostRecords.wwid("1100"), "volume:" + IMG + "/1100"),
                tuple("scsi:" + hctl(0, "1200"), "volume:" + IMG + "/1200"),
                tuple(null, "volume:" + IMG + "/1300"),
                tuple("dasd:0.0.0201", "volume:" + IMG + "/4000"),
                tuple(null, null));
        assertThat(s.members().get(4).disk().device()).as("the DASD's directory disk").isEqualTo(DeviceNumber.parse("4000"));
        assertThat(s.striped()).isTrue();
    }

    @Test
    void dasdWithoutADirectoryDiskResolvesByItsUid() {
        HostRecords r = new HostRecords();
        r.add(r.dasd("0.0.0202", "dasdb", "IBM.750000000HT001.4040.02"));

        HostTopology.DasdView d = lnx1(r).dasds().get(0);

        assertThat(d.disk()).isNull();
        assertThat(d.volume().identity()).isEqualTo("volume:" + IMG + "/4002");
        assertThat(d.name()).isEqualTo("dasdb");
    }

    @Test
    void fcpGroupIsTheKnownVolumesByIdentityAndDiskSetsAddEachStripeSet() {
        HostRecords r = new HostRecords();
        for (String v : List.of("1300", "1000", "1100")) {
            r.add(r.configured(0, v)).add(r.running(0, v));
        }
        r.add(r.configured(0, "100F"));
        r.add(r.lv("vg", "lvs", "striped", 65536L, "/dev/sdx", "/dev/sdy"));
        r.add(r.map("1000", "mpatha", "dm-0", List.of(r.path(hctl(0, "1000"), "sda", "active ready running"))));
        r.add(r.map("1100", "mpathb", "dm-1", List.of(r.path(hctl(0, "1100"), "sdb", "active ready running"))));
        r.add(r.lv("vg", "lvdata", "striped", 65536L, "/dev/mapper/mpathb", "/dev/mapper/mpatha"));
        r.add(r.lv("vg", "lvlin", "linear", 0L, "/dev/mapper/mpatha"));

        HostTopology.GuestHost h = lnx1(r);

        assertThat(h.fcpGroup()).extracting(GuestTopology.GuestDisk::volumeIdentity).containsExactly(
                "volume:" + IMG + "/1000", "volume:" + IMG + "/1100", "volume:" + IMG + "/1300");
        assertThat(h.fcpGroup()).extracting(GuestTopology.GuestDisk::how).containsOnly("fcp");
        assertThat(h.stripeSets()).extracting(HostTopology.DiskSet::label,
                d -> d.members().stream().map(GuestTopology.GuestDisk::volumeIdentity).toList()).containsExactly(
                tuple("LV vg/lvs", List.of()),
                tuple("LV vg/lvdata", List.of("volume:" + IMG + "/1100", "volume:" + IMG + "/1000")));
    }

    @Test
    void lvsWithoutATypeColumnTellStripedFromLinearByTheStripeCount() {
        HostRecords r = new HostRecords();
        r.add(r.lv("vg", "a", null, 65536L, "/dev/sdx", "/dev/sdy"));
        r.add(r.lv("vg", "b", null, 0L, "/dev/sdx"));

        List<HostTopology.LvView> lvs = lnx1(r).lvs();

        assertThat(lvs).extracting(l -> l.segments().get(0).striped(), l -> l.segments().get(0).linear())
                .containsExactly(tuple(true, false), tuple(false, true));
    }

    @Test
    void recordsWithoutAGuestAreLeftOutAndGuestsWithoutCapturesHaveNoHost() {
        HostRecords r = new HostRecords();
        r.add(new ZfcpPort(null, BusId.parse(BUSES.get(0)), Wwn.parse(wwpn("I0001")), null, Map.of(), HostCapture.LSZFCP, r.at()));

        io.zlayout.topology.Site site = r.site();

        assertThat(site.hosts().guests()).isEmpty();
        assertThat(site.hosts().guest("LNX1")).isEmpty();
    }

    @Test
    void sgRowIsTiedToItsLunPathByScsiAddress() {
        HostRecords r = new HostRecords();
        r.add(r.running(3, "1302")).add(r.sg(hctl(3, "1302"), 32, 32));

        HostTopology.SgView s = lnx1(r).sgDevices().get(0);

        assertThat(s.lunPath().route().busId()).hasToString("0.0.0400");
        assertThat(s.volume().identity()).isEqualTo("volume:" + IMG + "/1302");
    }
}
