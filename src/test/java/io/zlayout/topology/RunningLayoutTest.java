package io.zlayout.topology;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.DeviceAddress;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.Element;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZvmChpid;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmPath;
import io.zlayout.perf.CurrentLayouts;
import io.zlayout.perf.ModelLayout;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The running layout's paths where the IOCDS does not tell them: CHPIDs from the guest's lscss, PCHIDs from its
 * lschp or CP's QUERY CHPID, paths lscss shows unavailable; and an FCP device whose number is also an ECKD base
 * in another CSS.
 */
class RunningLayoutTest {

    static final Path SITE = Path.of("src/test/resources/io/zlayout/topology/captured-channels");
    static final SourceRef AT = SourceRef.at("lscss.txt", 3);

    @Test
    void anFcpDeviceNumberThatIsAlsoAnEckdBaseIsTracedToItsFcpChpid() throws Exception {
        // given the deck: E000 is an ECKD base in CSS 0 and an FCP device on CHPID C3 in CSS 1
        Site site = site(List.of());

        // then the guest's path over 0.0.e000 runs on CHPID 1.C3 with its PCHID from the deck
        RunningLayout.GuestRun run = site.running().guest("LNX1").orElseThrow();
        assertThat(run.disks()).hasSize(1);
        assertThat(run.disks().get(0).routes()).extracting(r -> r.path().route().busId().toString(), r -> java.util.Objects.toString(r.path().chpid(), null),
                r -> r.path().pchid()).contains(tuple("0.0.e000", "chpid:1.C3", "1E0"));
    }

    @Test
    void withoutTheIocdsLscssGivesTheChpidsAndLschpOrQueryChpidThePchids() throws Exception {
        // given lscss rows for f100 (CHPID C1) and f200 (CHPID C2), lschp for C1, CP QUERY CHPID for C2
        Site site = site(List.of(
                subchannel("0.0.f100", "0.0.0010", 0x80, 0x80, List.of("C1")),
                subchannel("0.0.f200", "0.0.0011", 0x80, 0x80, List.of("C2")),
                new ChannelPathStatus("LNX1", 0, ChpidId.parse("C1"), 1, 1, "25", 2, true, "1C0", false, HostCapture.LSCHP,
                        SourceRef.at("lschp.txt", 3)),
                new ZvmChpid(ChpidId.parse("C2"), "0141", "FCP", "ONLINE", List.of(), List.of(), SourceRef.at("qchpid.txt", 1))));

        // then every path has its CHPID and PCHID, and all three carry I/O
        RunningLayout.RunningDisk disk = site.running().guest("LNX1").orElseThrow().disks().get(0);
        assertThat(disk.routes()).extracting(r -> r.path().route().busId().toString(), r -> java.util.Objects.toString(r.path().chpid(), null),
                r -> r.path().pchid(), RunningLayout.LunRoute::state).containsExactly(
                tuple("0.0.f100", "chpid:0.C1", "1C0", RunningLayout.PathState.CARRIES_IO),
                tuple("0.0.f200", "chpid:0.C2", "141", RunningLayout.PathState.CARRIES_IO),
                tuple("0.0.e000", "chpid:1.C3", "1E0", RunningLayout.PathState.CARRIES_IO));
        // and the model runs the LUN over those CHPIDs
        ModelLayout l = CurrentLayouts.of(site).layout(site.guests().guest("LNX1").orElseThrow());
        assertThat(l.paths()).extracting(p -> p.chpid().identity())
                .containsExactly("chpid:0.C1", "chpid:0.C2", "chpid:1.C3");
    }

    @Test
    void aPathInstalledButNotAvailableCarriesNoIo() throws Exception {
        // given lscss: f200's only path is installed (PIM 80) but not available (PAM 00); f100 is offline in Linux
        Site site = site(List.of(
                new IoSubchannel("LNX1", BusId.parse("0.0.f100"), BusId.parse("0.0.0010"), "1732/03", "1731/03", false, 0x80, 0x80, 0x80, null,
                        List.of(ChpidId.parse("C1")), null, HostCapture.LSCSS, AT),
                subchannel("0.0.f200", "0.0.0011", 0x80, 0x00, List.of("C2"))));

        // then both paths failed, each saying why, and only the IOCDS's 1.C3 carries I/O
        RunningLayout.RunningDisk disk = site.running().guest("LNX1").orElseThrow().disks().get(0);
        assertThat(disk.routes()).extracting(r -> r.path().route().busId().toString(), RunningLayout.LunRoute::state,
                RunningLayout.LunRoute::detail).containsExactly(
                tuple("0.0.f100", RunningLayout.PathState.FAILED, "lscss shows FCP device 0.0.f100 offline"),
                tuple("0.0.f200", RunningLayout.PathState.FAILED,
                        "lscss shows FCP device 0.0.f200 without an available channel path"),
                tuple("0.0.e000", RunningLayout.PathState.CARRIES_IO, null));
        assertThat(site.running().chpids("LNX1")).extracting(ChpidRef::identity).containsExactly("chpid:1.C3");
    }

    @Test
    void queryPathsGivesTheChpidOfARealDeviceAndFailsADeviceWithoutAUsablePath() throws Exception {
        // given CP QUERY PATHS: F100's only path is not physically available; F200 runs on C2
        Site site = site(List.of(
                new ZvmDevicePaths(DeviceAddress.parse("F100"), "ONLINE", List.of(new ZvmPath(ChpidId.parse("C1"), false, true)), SourceRef.at("qp.txt", 1)),
                new ZvmDevicePaths(DeviceAddress.parse("F200"), "ONLINE", List.of(new ZvmPath(ChpidId.parse("C2"), true, true)), SourceRef.at("qp.txt", 5))));

        // then f100 carries no I/O, saying why, and f200 runs on CHPID C2
        RunningLayout.RunningDisk disk = site.running().guest("LNX1").orElseThrow().disks().get(0);
        assertThat(disk.routes()).extracting(r -> r.path().route().busId().toString(), r -> java.util.Objects.toString(r.path().chpid(), null),
                RunningLayout.LunRoute::state, RunningLayout.LunRoute::detail).containsExactly(
                tuple("0.0.f100", null, RunningLayout.PathState.FAILED,
                        "QUERY PATHS shows no usable channel path to device F100"),
                tuple("0.0.f200", "chpid:0.C2", RunningLayout.PathState.CARRIES_IO, null),
                tuple("0.0.e000", "chpid:1.C3", RunningLayout.PathState.CARRIES_IO, null));
    }

    @Test
    void theSameNumberInAnAlternateSubchannelSetSaysNothingOfTheRoutesDevice() throws Exception {
        // given CP QUERY PATHS only of 1F100, device F100 of subchannel set 1, with no usable path
        Site site = site(List.of(new ZvmDevicePaths(DeviceAddress.parse("1F100"), "ONLINE",
                List.of(new ZvmPath(ChpidId.parse("C1"), false, true)), SourceRef.at("qp.txt", 1))));

        // then the route's F100 (set 0) is not failed by it
        RunningLayout.RunningDisk disk = site.running().guest("LNX1").orElseThrow().disks().get(0);
        assertThat(disk.routes()).extracting(r -> r.path().route().busId().toString(), RunningLayout.LunRoute::state)
                .contains(tuple("0.0.f100", RunningLayout.PathState.CARRIES_IO));
    }

    private static IoSubchannel subchannel(String busId, String sch, int pim, int pam, List<String> chpids) {
        return new IoSubchannel("LNX1", BusId.parse(busId), BusId.parse(sch), "1732/03", "1731/03", true, pim, pam, pim, null,
                chpids.stream().map(ChpidId::parse).toList(), null,
                HostCapture.LSCSS, AT);
    }

    /** The fixture site, with the given records read as if from a capture of the guest. */
    private static Site site(List<Element> captured) throws Exception {
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(SITE));
        List<LoadedInput> all = new ArrayList<>(in.inputs());
        all.add(new LoadedInput("captured.txt", "linux", "LNX1", new ParseResult("linux", captured, List.of())));
        return SiteAssembler.assemble(new Inputs(all, in.diagnostics(), in.manifest(), in.siteRoot(),
                in.manifestPath()));
    }

    @Test
    void withoutAnIocdsTheChpidOfAVirtualFcpDeviceIsWhatQueryVirtualFcpShows() {
        // given storage and a guest's zfcp.conf and QUERY VIRTUAL FCP, no IOCP deck
        List<io.zlayout.model.Element> e = guestLnxvOnChpid1C();

        Site site = io.zlayout.testing.TestSites.assemble(io.zlayout.input.Manifest.EMPTY, e);

        // then the path carrying its I/O runs on CHPID 1C
        assertThat(site.running().guest("LNXV").orElseThrow().carrying())
                .extracting(p -> p.chpid().identity()).containsExactly("chpid:0.1C");
    }

    @Test
    void theSwitchOfAFabricEntryNamingThePortInFullIsTheOneThePathTakes() {
        // given a guest's path over CHPID 1C (no IOCP deck) to IBM.2107-75HT001's I0101, and two 'fabric:' entries
        // for 1C: that port written as <image>/<id> behind switch 62, then another image's port behind switch 61
        List<io.zlayout.model.Element> e = guestLnxvOnChpid1C();
        io.zlayout.input.Manifest manifest = new io.zlayout.input.Manifest(null, null, null, List.of(
                new io.zlayout.input.Manifest.FabricLink("1C", "ibm.2107-75ht001/i0101", null, null, "62"),
                new io.zlayout.input.Manifest.FabricLink("1C", "IBM.2107-75HT002/I0101", null, null, "61")),
                null, null, null, null, null);

        Site site = io.zlayout.testing.TestSites.assemble(manifest, e);

        // then the path runs through switch 62
        assertThat(site.running().guest("LNXV").orElseThrow().carrying())
                .extracting(RunningLayout.GuestPath::switchId).containsExactly("62");
    }

    /**
     * IBM.2107-75HT001 with its port I0101, and guest LNXV's zfcp.conf LUN through FCP device 0B00, which CP's
     * QUERY VIRTUAL FCP shows on CHPID 1C (no IOCP deck).
     */
    private static List<io.zlayout.model.Element> guestLnxvOnChpid1C() {
        List<io.zlayout.model.Element> e = new java.util.ArrayList<>();
        io.zlayout.model.SourceRef at = io.zlayout.model.SourceRef.at("site.txt", 1);
        e.add(new io.zlayout.model.StorageImage("IBM.2107-75HT001", "HT1", "2107", "996",
                io.zlayout.model.id.Wwn.parse("5005076309FFD001"), null, at));
        e.add(new io.zlayout.model.IoPort("IBM.2107-75HT001", "I0101",
                io.zlayout.model.id.Wwn.parse("50050763090840A1"), "Online", "Fibre Channel-SW",
                "SCSI-FCP", "16 Gb/s", null, at));
        e.add(new io.zlayout.model.ZfcpLun("LNXV", BusId.parse("0.0.0b00"), Wwn.parse("0x50050763090840a1"), FcpLun.parse("0x4011400000000000"), null,
                io.zlayout.model.ZfcpLun.State.CONFIGURED, null, null, null, null, null, java.util.Map.of(),
                io.zlayout.model.HostCapture.ZFCP_CONF, at));
        e.add(new io.zlayout.model.ZvmVirtualFcp("LNXV", io.zlayout.model.id.DeviceNumber.parse("0B00"),
                io.zlayout.model.id.DeviceNumber.parse("F807"), ChpidId.parse("1C"), "000B", null, at));
        return e;
    }
}
