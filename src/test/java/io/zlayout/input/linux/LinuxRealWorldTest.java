package io.zlayout.input.linux;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.MultipathMap.MultipathPath;
import io.zlayout.model.MultipathMap.PathGroup;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The real captures of the corpus ({@code src/test/resources/realworld/linux/}, sources in its corpus.json), read to
 * exact records; {@code RealWorldCorpusTest} checks their counts, this test their content.
 */
class LinuxRealWorldTest {

    static final Path REAL = Path.of("src", "test", "resources", "realworld", "linux");

    private static ParseResult read(String name) throws Exception {
        return new LinuxReader().read(SourceFile.load(REAL.resolve(name), name), new ReadContext("LNX1", null));
    }

    private static SourceRef at(String file, int line, int column) {
        return SourceRef.at(file, line, column);
    }

    @Test
    void lszfcpExampleGivesHostPortAndLun() throws Exception {
        // given the lszfcp -P -H -D example of s390-tools, after its "#> lszfcp -P -H -D" echo line
        String f = "s390tools_lszfcp_PHD_example.txt";

        // when read
        ParseResult r = read(f);

        // then one FCP device, its port and its LUN
        assertThat(r.elements()).containsExactly(
                new ZfcpHost("LNX1", BusId.parse("0.0.3d0c"), "host0", Map.of(), HostCapture.LSZFCP, at(f, 2, 1)),
                new ZfcpPort("LNX1", BusId.parse("0.0.3d0c"), Wwn.parse("0x500507630300c562"), "rport-0:0-0", Map.of(), HostCapture.LSZFCP,
                        at(f, 3, 1)),
                new ZfcpLun("LNX1", BusId.parse("0.0.3d0c"), Wwn.parse("0x500507630300c562"), FcpLun.parse("0x4010403300000000"), new Hctl(0, 0, 0, 0),
                        ZfcpLun.State.ATTACHED, null, null, null, null, null, Map.of(), HostCapture.LSZFCP,
                        at(f, 4, 1)));
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.elements().get(2).identity()).isEqualTo("lun:0.0.3d0c/0x500507630300c562/0x4010403300000000");
        assertThat(((ZfcpLun) r.elements().get(2)).ds8kVolume()).isEqualTo(VolumeId.parse("1033"));
    }

    @Test
    void lslunsAttachedExampleGivesLunsWithTheirEncryptionMark() throws Exception {
        // given the lsluns -a example of lsluns.8
        String f = "s390tools_lsluns_a_example.txt";

        // when read
        ParseResult r = read(f);

        // then two attached LUNs; the one marked (X) is encrypted
        assertThat(r.elements()).containsExactly(
                new ZfcpLun("LNX1", BusId.parse("0.0.3c02"), Wwn.parse("0x500507630300c562"), FcpLun.parse("0x401040a200000000"), null,
                        ZfcpLun.State.ATTACHED, true, "/dev/sg0", "Disk", "IBM", "2107900", Map.of(),
                        HostCapture.LSLUNS, at(f, 3, 17)),
                new ZfcpLun("LNX1", BusId.parse("0.0.3c02"), Wwn.parse("0x500507630300c562"), FcpLun.parse("0x401040a300000000"), null,
                        ZfcpLun.State.ATTACHED, false, "/dev/sg1", "Disk", "IBM", "2107900", Map.of(),
                        HostCapture.LSLUNS, at(f, 4, 17)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void multipathDs8000CaptureGivesTwoMapsOfTwoPathsEach() throws Exception {
        // given libstorage-ng's multipath -ll capture of a DS8000-attached host (test case parse1)
        String f = "libstorage-ng_multipath_ll_ds8k.txt";

        // when read
        ParseResult r = read(f);

        // then two maps named by WWID, one service-time group each, both paths active
        assertThat(r.elements()).containsExactly(
                map(f, 1, "36005076305ffc73a00000000000013b5", null, "dm-1", "1 queue_if_no_path", "0", 1,
                        path(f, 4, "0:0:0:1085620243", "sdb", "8:16"), path(f, 5, "0:0:1:1085620243", "sdd", "8:48")),
                map(f, 6, "36005076305ffc73a00000000000013b4", null, "dm-0", "1 queue_if_no_path", "0", 1,
                        path(f, 9, "0:0:0:1085554707", "sda", "8:0"), path(f, 10, "0:0:1:1085554707", "sdc", "8:32")));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void multipathAliasCaptureGivesTheAliasAndAlua() throws Exception {
        // given libstorage-ng's capture with an alias and the ALUA hardware handler (test case parse2)
        String f = "libstorage-ng_multipath_ll_ds8k_alias_alua.txt";

        // when read
        ParseResult r = read(f);

        // then the second map carries its alias; both use ALUA with prio 50
        assertThat(r.elements()).containsExactly(
                map(f, 1, "36005076305ffc73a00000000000013b4", null, "dm-0", "1 retain_attached_hw_handler",
                        "1 alua", 50, path(f, 4, "0:0:0:1085554707", "sda", "8:0"),
                        path(f, 5, "0:0:1:1085554707", "sdc", "8:32")),
                map(f, 6, "36005076305ffc73a00000000000013b5", "some-alias", "dm-3", "1 retain_attached_hw_handler",
                        "1 alua", 50, path(f, 9, "0:0:0:1085620243", "sdb", "8:16"),
                        path(f, 10, "0:0:1:1085620243", "sdd", "8:48")));
        assertThat(r.diagnostics()).isEmpty();
        MultipathMap aliased = (MultipathMap) r.elements().get(1);
        assertThat(aliased.name()).isEqualTo("some-alias");
        assertThat(aliased.identity()).isEqualTo("mpath:36005076305ffc73a00000000000013b5");
        assertThat(Wwid.parse(aliased.wwid()).ds8kWwnn()).contains(Wwn.parse("0x5005076305ffc73a"));
        assertThat(Wwid.parse(aliased.wwid()).ds8kVolume()).contains(VolumeId.parse("13B5"));
        assertThat(aliased.paths()).allSatisfy(p -> assertThat(FcpLun.ofScsiLun(p.hctl().lun()).ds8kVolume().orElse(null))
                .isEqualTo(VolumeId.parse("13B5")));
    }

    @Test
    void everyRealCaptureIsClaimedByTheLinuxReader() throws Exception {
        // given the real captures the corpus has from s390-tools and libstorage-ng
        LinuxReader reader = new LinuxReader();
        for (String f : List.of("s390tools_lszfcp_PHD_example.txt", "s390tools_lsluns_a_example.txt",
                "libstorage-ng_multipath_ll_ds8k.txt", "libstorage-ng_multipath_ll_ds8k_alias_alua.txt")) {
            // then each is sniffed as linux with certainty
            assertThat(reader.sniff(SourceFile.load(REAL.resolve(f), f))).as(f).isEqualTo(90);
        }
    }

    @Test
    void lscssOfAKvmHostGivesEverySubchannelWithItsPaths() throws Exception {
        // given avocado-vt's lscss of an s390x host: FCP devices, DASDs and two subchannels without device
        String f = "avocado-vt_lscss_out_ok.txt";

        // when read
        ParseResult r = read(f);

        // then eight subchannels; 'none' has no bus ID but keeps its subchannel and paths
        assertThat(r.diagnostics()).isEmpty();
        List<IoSubchannel> s = r.elements().stream().map(IoSubchannel.class::cast).toList();
        assertThat(s).hasSize(8);
        assertThat(s.get(0)).isEqualTo(new IoSubchannel("LNX1", BusId.parse("0.0.0600"), BusId.parse("0.0.0000"), "1732/01", "1731/01", true,
                0x80, 0x80, 0xff, null, List.of(ChpidId.parse("17"), ChpidId.parse("00"), ChpidId.parse("00"), ChpidId.parse("00"), ChpidId.parse("00"), ChpidId.parse("00"), ChpidId.parse("00"), ChpidId.parse("00")), null,
                HostCapture.LSCSS, at(f, 3, 1)));
        assertThat(s.get(3).availableChpids()).extracting(ChpidId::toString).containsExactly("01", "02", "11", "12");
        assertThat(s.get(5).busId()).isNull();
        assertThat(s.get(5).subchannel()).hasToString("0.0.26aa");
        assertThat(s.get(5).online()).isFalse();
        assertThat(s.get(5).identity()).isEqualTo("subch:0.0.26aa");
    }

    @Test
    void lschpAsTheDocumentationPageRendersItGivesPchidsAndInternalIds() throws Exception {
        // given the lschp example of the IBM documentation, its blanks collapsed by the page
        String f = "ibm_docs_lschp_pchid_mapping.txt";

        // when read
        ParseResult r = read(f);

        // then eight paths; PCHIDs as IOCP codes them, internal channel IDs flagged; '-' is unknown
        assertThat(r.diagnostics()).isEmpty();
        List<ChannelPathStatus> c = r.elements().stream().map(ChannelPathStatus.class::cast).toList();
        assertThat(c.get(0)).isEqualTo(new ChannelPathStatus("LNX1", 0, ChpidId.parse("30"), 1, 1, "1B", 2, true, "390", false,
                HostCapture.LSCHP, at(f, 4, 1)));
        assertThat(c.get(4)).extracting(ChannelPathStatus::configured, ChannelPathStatus::cmg,
                ChannelPathStatus::shared, ChannelPathStatus::physicalChannel)
                .containsExactly(false, null, null, "580");
        assertThat(c.get(7)).extracting(ChannelPathStatus::identity, ChannelPathStatus::type,
                ChannelPathStatus::pchid, ChannelPathStatus::internalChid, ChannelPathStatus::physicalChannel)
                .containsExactly("chpid:0.FE", "24", "704", true, null);
    }

    @Test
    void lschpJsonOfTheManualGivesTheSamePathsAsTheTable() throws Exception {
        // given the JSON example of the lschp man page (s390-tools): type and channel ID in decimal, null for '-'
        String f = "s390tools_lschp_format_json_example.txt";

        // when read, with no command echo to say what it is
        ParseResult r = read(f);

        // then three paths, as the table form gives them: type 27 is 1B, channel ID 576 is PCHID 240, an internal
        // channel ID (chid_external false) is flagged, null is unknown
        assertThat(r.diagnostics()).isEmpty();
        List<ChannelPathStatus> c = r.elements().stream().map(ChannelPathStatus.class::cast).toList();
        assertThat(c).containsExactly(
                new ChannelPathStatus("LNX1", 0, ChpidId.parse("32"), 1, 1, "1B", 2, true, "240", false, HostCapture.LSCHP,
                        at(f, 10, 5)),
                new ChannelPathStatus("LNX1", 0, ChpidId.parse("34"), 1, 0, "1B", null, null, "260", false, HostCapture.LSCHP,
                        at(f, 20, 5)),
                new ChannelPathStatus("LNX1", 0, ChpidId.parse("F8"), 1, 1, "24", 3, true, "7F8", true, HostCapture.LSCHP,
                        at(f, 30, 5)));
    }

    private static MultipathMap map(String f, int line, String wwid, String alias, String dm, String features,
                                    String hw, int prio, MultipathPath... paths) {
        return new MultipathMap("LNX1", wwid, alias, null, dm, "IBM", "2107900", "1.0G", features, hw, "rw",
                List.of(new PathGroup("service-time 0", prio, "active", List.of(paths), at(f, line + 2, 6))),
                HostCapture.MULTIPATH_LL, at(f, line, 1));
    }

    private static MultipathPath path(String f, int line, String hctl, String dev, String majMin) {
        return new MultipathPath(Hctl.parse(hctl), dev, majMin, "active", "ready", "running", at(f, line, 6));
    }
}
