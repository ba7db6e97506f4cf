package io.zlayout.model;

import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DasdUid;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.ScsiSerial;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The identity conversions on every real example of input-formats.md 4.5 (and output-formats.md 1.1, 1.4):
 * Linux SCSI LUN numbers, FCP LUNs, DS8000 volumes, WWIDs, DASD UIDs and SCSI serials.
 */
class StorageEncodingsTest {

    @ParameterizedTest(name = "{0} = FCP LUN {1} = volume {2}")
    @CsvSource({
            "1074872336, 0x4010401100000000, 1011",   // 0x40114010, the worked example
            "1085620243, 0x401340b500000000, 13B5",   // libstorage-ng, WWID ...13b5
            "1085554707, 0x401340b400000000, 13B4",   // libstorage-ng, WWID ...13b4
            "1088438341, 0x404540e000000000, 45E0",   // linux-scsi, WWID ...45e0
            "1075134488, 0x4018401500000000, 1815",   // linux-scsi, WWID ...1815
            "1079787648, 0x4080405c00000000, 805C",   // linux-scsi, serial 75DL241805C
            "1084113024, 0x4080409e00000000, 809E",   // linux-scsi, naa ...809e
            "1090207765, 0x401540fb00000000, 15FB",   // linux-scsi, WWID ...15fb
            "1073758224, 0x4010400000000000, 1000"})  // chzdev udev rule KERNEL=="*:1073758224"
    void scsiLunFcpLunAndVolumeConvertBothWays(long scsiLun, String fcpLun, String volume) {
        // given a real Linux SCSI LUN number, its FCP LUN and DS8000 volume
        // when converted each way
        // then every direction agrees
        assertThat(FcpLun.ofScsiLun(scsiLun)).hasToString(fcpLun);
        assertThat(FcpLun.swapWords(FcpLun.parse(fcpLun).value())).isEqualTo(scsiLun);
        assertThat(FcpLun.parse(fcpLun).ds8kVolume()).contains(VolumeId.parse(volume));
        assertThat(FcpLun.ofScsiLun(scsiLun).ds8kVolume()).contains(VolumeId.parse(volume));
        assertThat(FcpLun.ofDs8kVolume(volume)).contains(FcpLun.parse(fcpLun));
        assertThat(new Hctl(0, 0, 0, scsiLun).fcpLun()).isEqualTo(fcpLun);
    }

    @Test
    void swappingWordsTwiceGivesTheValueBack() {
        // given 64-bit values, also with the top bit set
        long[] values = {0L, 1L, 0x40114010L, 0x0123456789abcdefL, 0xfedcba9876543210L, -1L};

        // when the words are swapped twice
        // then the value comes back
        for (long v : values) {
            assertThat(FcpLun.swapWords(FcpLun.swapWords(v))).isEqualTo(v);
        }
        assertThat(FcpLun.swapWords(0x0123456789abcdefL)).isEqualTo(0xcdef89ab45670123L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0x4010401100000001", "0x5400000000000000", "0x4110401100000000", "0x4010411100000000",
            "0x40104011", "zz", "0x", "0x40104011000000000"})
    void fcpLunsNotOfTheDs8000FormNameNoVolume(String lun) {
        assertThat(FcpLun.tryParse(lun).flatMap(FcpLun::ds8kVolume)).isEmpty();
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"101", "10111", "1g11"})
    void malformedVolumesHaveNoFcpLun(String volume) {
        assertThat(FcpLun.ofDs8kVolume(volume)).isEmpty();
        assertThat(FcpLun.ofEssVolume(volume)).isEmpty();
    }

    @ParameterizedTest(name = "ESS volume {0} = LUN {1} = FCP LUN {2}")
    @CsvSource({"1400, 5400, 0x5400000000000000", "1000, 5000, 0x5000000000000000", "0000, 4000, 0x4000000000000000",
            "1C0F, 5C0F, 0x5c0f000000000000"})
    void essVolumeLunAndFcpLunConvertBothWays(String volume, String lun16, String fcpLun) {
        // given an ESS 2105 FB volume (docs/design.md: volume 1400 is LUN 5400)
        // then its 16-bit LUN, FCP LUN and the way back agree
        assertThat(FcpLun.essLunText(volume)).contains(lun16);
        assertThat(FcpLun.ofEssVolume(volume)).contains(FcpLun.parse(fcpLun));
        assertThat(FcpLun.parse(fcpLun).essVolume()).contains(VolumeId.parse(volume));
    }

    @Test
    void essLunsDifferFromDs8000Luns() {
        // an ESS LUN has 12 zero digits after its 16-bit LUN; a DS8000 LUN does not
        assertThat(FcpLun.parse("0x4010401100000000").essVolume()).isEmpty();
        assertThat(FcpLun.parse("0x1400000000000000").essVolume()).isEmpty();
        assertThat(FcpLun.essLunText("C000")).isEmpty();
    }

    @ParameterizedTest(name = "{0} = WWNN {1} + volume {2}")
    @CsvSource({
            "36005076303ffc48e0000000000000101, 0x5005076303ffc48e, 0101",   // os-brick
            "36005076305ffc73a00000000000013b5, 0x5005076305ffc73a, 13B5",   // libstorage-ng
            "36005076305ffc73a00000000000013b4, 0x5005076305ffc73a, 13B4",   // libstorage-ng
            "36005076303ffd32700000000000045e0, 0x5005076303ffd327, 45E0",   // linux-scsi
            "36005076309ffd4300000000000001815, 0x5005076309ffd430, 1815",   // linux-scsi
            "36005076309ffd43000000000000015fb, 0x5005076309ffd430, 15FB",   // linux-scsi
            "36005076306ffc648000000000000510a, 0x5005076306ffc648, 510A",   // multipath 0.4.x
            "36005076303ffc56200000000000010aa, 0x5005076303ffc562, 10AA"})  // multipathd.8
    void wwidSplitsIntoWwnnAndVolumeAndBack(String wwid, String wwnn, String volume) {
        // given a real DM-multipath WWID of a DS8000 volume
        // when decoded
        Wwid decoded = Wwid.parse(wwid);

        // then it names the storage WWNN and the volume, and encodes back to itself
        assertThat(decoded.ds8kWwnn()).contains(Wwn.parse(wwnn));
        assertThat(decoded.ds8kVolume()).contains(VolumeId.parse(volume));
        assertThat(Wwid.ofDs8k(decoded.ds8kWwnn().orElseThrow(), volume)).contains(decoded);
        assertThat(decoded).hasToString(wwid);
        assertThat(Wwid.ofDs8k(Wwn.parse(wwnn.toUpperCase(java.util.Locale.ROOT).replace("0X", "")), volume))
                .contains(Wwid.parse(wwid));
    }

    @Test
    void kernelNaaFormReadsLikeTheWwid() {
        // ALUA kernel message: "alua: device naa.6005076309ffd435000000000000809e port group 0 rel port 203"
        for (String form : new String[] {"naa.6005076309ffd435000000000000809e", "6005076309ffd435000000000000809e"}) {
            Wwid w = Wwid.parse(form);
            assertThat(w.ds8kWwnn()).contains(Wwn.parse("0x5005076309ffd435"));
            assertThat(w.ds8kVolume()).contains(VolumeId.parse("809E"));
        }
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"3600a0b800011a1ee0000090e4525f9b8", "36005076305ffc73a00000100000013b5",
            "26005076305ffc73a00000000000013b5", "36005076305ffc73a00000000000013b", "SATA_disk1",
            "36005076305ffc73a00000000000013bg"})
    void wwidsOfOtherShapesAreNotDs8000Volumes(String wwid) {
        assertThat(Wwid.tryParse(wwid).flatMap(Wwid::ds8kVolume)).isEmpty();
    }

    @Test
    void dasdUidSplitsIntoVendorSerialSsidAndUnitAddress() {
        // given the UID of dasdinfo(8) and one with a z/VM minidisk token
        DasdUid plain = DasdUid.tryParse("IBM.75000000092461.e900.10").orElseThrow();
        DasdUid vm = DasdUid.tryParse(
                "IBM.75000000092461.5000.00.0000000000006b4a0000000000000000").orElseThrow();

        // then the parts are named and print back as given
        assertThat(plain).isEqualTo(new DasdUid("IBM", "75000000092461", "E900", "10", null));
        assertThat(plain.toString()).isEqualTo("IBM.75000000092461.e900.10");
        assertThat(vm).isEqualTo(new DasdUid("IBM", "75000000092461", "5000", "00",
                "0000000000006b4a0000000000000000"));
        assertThat(vm.toString()).isEqualTo("IBM.75000000092461.5000.00.0000000000006b4a0000000000000000");
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"IBM.75000000092461.e900", "IBM.75000000092461.e9000.10", "IBM..e900.10",
            "IBM.75000000092461.e900.1", "IBM.75000000092461.e900.10.", "-"})
    void malformedDasdUidsAreNotRead(String uid) {
        assertThat(DasdUid.tryParse(uid)).isEmpty();
    }

    @Test
    void scsiSerialSplitsIntoImageSerialAndVolume() {
        // given lsblk -S "IBM      2107900 1060 75DL241805C fc" (linux-scsi)
        ScsiSerial s = ScsiSerial.tryParse("75DL241805C").orElseThrow();

        // then the image serial and volume are named; the volume matches LUN 1079787648
        assertThat(s).isEqualTo(new ScsiSerial("75DL241", "805C"));
        assertThat(s.toString()).isEqualTo("75DL241805C");
        assertThat(FcpLun.ofScsiLun(1079787648L).ds8kVolume()).contains(VolumeId.parse(s.volume()));
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"75DL241805", "75DL241805CX", "75DL-41805C", "75DL24180GC"})
    void malformedScsiSerialsAreNotRead(String serial) {
        assertThat(ScsiSerial.tryParse(serial)).isEmpty();
    }

    @ParameterizedTest(name = "bus ID {0} = {1}")
    @CsvSource({"0.0.fc00, 0.0.fc00", "0.0.FC00, 0.0.fc00", "fc00, 0.0.fc00", "0xfc00, 0.0.fc00", "1.1.5, 1.1.0005",
            "5000, 0.0.5000"})
    void busIdsTakeTheirCanonicalForm(String text, String canonical) {
        assertThat(BusId.tryParse(text)).map(BusId::toString).contains(canonical);
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"0.0.500g", "0.0.12345", "0.00.5000", "0.0", "host0", "0.0.", "x"})
    void malformedBusIdsAreNotRead(String text) {
        assertThat(BusId.tryParse(text)).isEmpty();
    }

    @Test
    void hctlReadsAndPrintsUnsignedLuns() {
        assertThat(Hctl.parse("0:0:1:1085620243")).isEqualTo(new Hctl(0, 0, 1, 1085620243L));
        assertThat(Hctl.parse("0:0:0:18446744073709551615").toString()).isEqualTo("0:0:0:18446744073709551615");
        assertThat(Hctl.parse("0:0:0:18446744073709551616")).isNull();
        assertThat(Hctl.parse("#:#:#:#")).isNull();
        assertThat(Hctl.parse("0:0:0")).isNull();
        assertThat(Hctl.parse("-1:0:0:0")).isNull();
        assertThat(Hctl.parse(null)).isNull();
    }

    @Test
    void theCssOfAChannelPathIdentityIsReadBackFromIt() {
        assertThat(ChpidRef.parse(Ids.chpid(1, ChpidId.parse("c0"))).map(ChpidRef::css)).contains(1);
        assertThat(ChpidRef.parse(Ids.chpid(0xA, ChpidId.parse("50"))).map(ChpidRef::css)).contains(10);
        assertThat(ChpidRef.parse("chpid:0.50").map(ChpidRef::css)).contains(0);
        assertThat(ChpidRef.parse("fcp:0.0.fc00").map(ChpidRef::css)).isEmpty();   // an FCP device standing in for a channel path
        assertThat(ChpidRef.parse("chpid:50").map(ChpidRef::css)).isEmpty();
        assertThat(ChpidRef.parse("chpid:10.50").map(ChpidRef::css)).isEmpty();
        assertThat(ChpidRef.parse("chpid:g.50").map(ChpidRef::css)).isEmpty();
        assertThat(ChpidRef.parse(null).map(ChpidRef::css)).isEmpty();
    }

    @Test
    void newIdentitiesAreStable() {
        assertThat(Ids.fcpPort(BusId.parse("0.0.FC00"), Wwn.parse("0x500507630300C562")))
                .isEqualTo("fcpport:0.0.fc00/0x500507630300c562");
        assertThat(Ids.fcpLun(BusId.parse("fc00"), Wwn.parse("500507630300C562"), FcpLun.parse("0x40104000")))
                .isEqualTo("lun:0.0.fc00/0x500507630300c562/0x0000000040104000");
        assertThat(Ids.fcp(BusId.parse("FC00"))).isEqualTo("fcp:0.0.fc00");
        assertThat(Ids.scsiDevice(new Hctl(0, 0, 1, 1085620243L))).isEqualTo("scsi:0:0:1:1085620243");
        assertThat(Ids.sgDevice(new Hctl(3, 0, 0, 12))).isEqualTo("sg:3:0:0:12");
        assertThat(Ids.dasd(BusId.parse("0.0.01FD"))).isEqualTo("dasd:0.0.01fd");
        assertThat(Ids.multipath("36005076305ffc73a00000000000013b5"))
                .isEqualTo("mpath:36005076305ffc73a00000000000013b5");
        assertThat(Ids.multipathConfig("lnx1")).isEqualTo("mpathconf:LNX1");
        assertThat(Ids.multipathConfig(null)).isEqualTo("mpathconf:?");
        assertThat(Ids.logicalVolume("vgdata", "lvdata")).isEqualTo("lv:vgdata/lvdata");
    }
}
