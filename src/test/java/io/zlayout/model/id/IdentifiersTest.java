package io.zlayout.model.id;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** One parser and one formatter per identifier: the forms the exports use, round trips, and malformed text. */
class IdentifiersTest {

    @Test
    void deviceNumbersAreFourUpperCaseHexDigits() {
        assertThat(DeviceNumber.parse("5000")).hasToString("5000");
        assertThat(DeviceNumber.parse("fc0")).hasToString("0FC0");
        assertThat(DeviceNumber.parse("0x5c0f")).hasToString("5C0F");
        assertThat(DeviceNumber.parse("5000").compareTo(DeviceNumber.parse("4FFF"))).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "12345", "50G0", "-1", "0x", " ", "5000\u001b"})
    void malformedDeviceNumbersAreRefusedSayingWhatWasExpected(String text) {
        assertThat(DeviceNumber.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> DeviceNumber.parse(text)).isInstanceOf(IdFormatException.class)
                .hasMessageStartingWith("expected a device number of 1-4 hex digits, found ");
    }

    @Test
    void wwnsAndLunsAreWrittenAsTheFormatWritesThem() {
        java.util.Random r = new java.util.Random(26);
        for (int n = 0; n < 20_000; n++) {
            long v = n < 64 ? 1L << n : r.nextLong();
            assertThat(new Wwn(v).toString()).isEqualTo(String.format(java.util.Locale.ROOT, "0x%016x", v));
            assertThat(new FcpLun(v).toString()).isEqualTo(String.format(java.util.Locale.ROOT, "0x%016x", v));
        }
        assertThat(new Wwn(0).toString()).isEqualTo("0x0000000000000000");
        assertThat(new Wwn(-1).toString()).isEqualTo("0xffffffffffffffff");
    }

    @Test
    void idsAreEqualAndHashAsRecordsOfTheirValue() {
        assertThat(DeviceNumber.of(0x5000)).isEqualTo(DeviceNumber.of(0x5000)).isNotEqualTo(DeviceNumber.of(0x5001))
                .hasSameHashCodeAs(Integer.hashCode(0x5000)).isNotEqualTo(new CuNumber(0x5000));
        assertThat(new CuNumber(0x5000)).isEqualTo(new CuNumber(0x5000)).hasSameHashCodeAs(Integer.hashCode(0x5000));
        assertThat(new VolumeId(0x1001)).isEqualTo(VolumeId.parse("1001")).isNotEqualTo(new VolumeId(0x1000));
        assertThat(LssId.of(0x10)).isEqualTo(LssId.parse("10")).hasSameHashCodeAs(Integer.hashCode(0x10));
        assertThat(ChpidId.of(0x50)).isEqualTo(ChpidId.of(0x50)).isNotEqualTo(ChpidId.of(0x51));
        assertThat(new Wwn(0x5005076300c0a1b2L)).isEqualTo(new Wwn(0x5005076300c0a1b2L))
                .hasSameHashCodeAs(Long.hashCode(0x5005076300c0a1b2L)).isNotEqualTo(new FcpLun(0x5005076300c0a1b2L));
        assertThat(new FcpLun(1L << 48)).isEqualTo(new FcpLun(1L << 48)).isNotEqualTo(new FcpLun(1L << 32));
    }

    @Test
    void fourDigitsReadInPlaceGiveWhatTheGeneralParseGives() {
        // every 4-character text of these characters: hex of both cases, their neighbours, blanks, x, a
        // non-ASCII digit; the volume id and device number fast paths must agree with trimming, lower-casing and
        // checking the digits as text
        char[] chars = {'0', '9', 'a', 'f', 'A', 'F', 'g', 'G', '/', ':', '@', '`', ' ', 'x', 'X', '\u0660'};
        char[] t = new char[4];
        for (int n = 0; n < 1 << 16; n++) {
            for (int k = 0; k < 4; k++) {
                t[k] = chars[n >> (4 * k) & 0xF];
            }
            String s = new String(t);
            String bare = s.strip().toLowerCase(java.util.Locale.ROOT);
            bare = bare.startsWith("0x") ? bare.substring(2) : bare;
            boolean hex = !bare.isEmpty() && bare.chars().allMatch(c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f');
            assertThat(VolumeId.tryParse(s)).as(s).isEqualTo(hex && bare.length() == 4
                    ? java.util.Optional.of(new VolumeId(Integer.parseInt(bare, 16))) : java.util.Optional.empty());
            assertThat(DeviceNumber.tryParse(s)).as(s).isEqualTo(hex && bare.length() <= 4
                    ? java.util.Optional.of(DeviceNumber.of(Integer.parseInt(bare, 16))) : java.util.Optional.empty());
        }
    }

    @Test
    void iocdsNumbersChpidsCuNumbersLssAndVolumeIds() {
        assertThat(ChpidId.parse("c0")).hasToString("C0").isSameAs(ChpidId.of(0xC0));
        assertThat(ChpidId.parse("0x5")).hasToString("05");
        assertThat(ChpidId.tryParse("100")).isEmpty();
        assertThat(ChpidId.tryParse("G0")).isEmpty();
        assertThatThrownBy(() -> ChpidId.of(256)).isInstanceOf(IdFormatException.class);
        assertThat(CuNumber.parse("5a0")).hasToString("05A0");
        assertThat(CuNumber.tryParse("12345")).isEmpty();
        assertThat(CuNumber.parse("5000").compareTo(CuNumber.parse("4FFF"))).isPositive();
        assertThat(DeviceNumber.of(0x5000)).isEqualTo(DeviceNumber.of(0x5000)).isEqualTo(new DeviceNumber(0x5000));
        assertThat(LssId.parse("1")).hasToString("01");
        assertThat(LssId.parse("11").server()).isEqualTo(1);
        assertThat(LssId.parse("10").server()).isZero();
        VolumeId v = VolumeId.parse("5c01");
        assertThat(v).hasToString("5C01");
        assertThat(v.lss()).isEqualTo(LssId.parse("5C"));
        assertThat(v.number()).isEqualTo(1);
        assertThat(VolumeId.of(LssId.parse("5C"), 0x01)).isEqualTo(v);
        assertThat(VolumeId.tryParse("501")).as("a volume id has all four digits").isEmpty();
        assertThatThrownBy(() -> VolumeId.of(LssId.of(0), 0x100)).isInstanceOf(IdFormatException.class);
        assertThat(LssId.tryParsePadded("014")).as("the ESS Specialist pads LSS 14 to three digits")
                .contains(LssId.of(0x14));
        assertThat(LssId.tryParsePadded("0x0014")).contains(LssId.of(0x14));
        assertThat(LssId.tryParsePadded("100")).as("padding holds no value above FF").isEmpty();
        assertThat(LssId.tryParsePadded("00014")).isEmpty();
        assertThat(LssId.tryParsePadded("")).isEmpty();
        assertThat(LssId.tryParsePadded(null)).isEmpty();
        assertThat(LssId.tryParse("014")).as("a plain LSS has at most two digits").isEmpty();
        assertThat(VolumeId.tryOf(LssId.of(0x01), "0x05")).contains(VolumeId.parse("0105"));
        assertThat(VolumeId.tryOf(LssId.of(0x01), "0x105")).isEmpty();
        assertThat(VolumeId.tryOf(LssId.of(0x01), "g")).isEmpty();
    }

    @Test
    void theMessageQuotesWhatWasFoundSafely() {
        assertThatThrownBy(() -> DeviceNumber.parse("50\u001b[2J")).hasMessage(
                "expected a device number of 1-4 hex digits, found '50\\x1b[2J'");
        assertThatThrownBy(() -> DeviceNumber.parse(null)).hasMessageEndingWith("found nothing");
        assertThatThrownBy(() -> Wwn.parse("x".repeat(80))).hasMessageEndingWith("x".repeat(40) + "...'");
    }

    @Test
    void wwnsInEveryPublishedFormBecomeZeroXAndSixteenLowerCaseDigits() {
        assertThat(Wwn.parse("0x5005076303000c4e")).hasToString("0x5005076303000c4e");
        assertThat(Wwn.parse("50:05:07:63:03:00:0C:4E")).hasToString("0x5005076303000c4e");
        assertThat(Wwn.parse("5005076303000C4E")).hasToString("0x5005076303000c4e");
        assertThat(Wwn.parse("0x1")).hasToString("0x0000000000000001");
        assertThat(Wwn.parse("0xffffffffffffffff").value()).isEqualTo(-1L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0x", "0x5005076303000c4e0", "5005:", "g005076303000c4e", "50::05"})
    void malformedWwnsAreRefused(String text) {
        assertThat(Wwn.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> Wwn.parse(text)).isInstanceOf(IdFormatException.class);
    }

    @Test
    void ds8000VolumesAndTheirFcpLuns() {
        FcpLun lun = FcpLun.ofDs8kVolume("4011").orElseThrow();
        assertThat(lun).hasToString("0x4040401100000000");
        assertThat(lun.ds8kVolume()).contains(VolumeId.parse("4011"));
        assertThat(FcpLun.parse("0x4010401100000000").ds8kVolume()).contains(VolumeId.parse("1011"));
        assertThat(FcpLun.parse("0x4010401100000001").ds8kVolume()).isEmpty();
        assertThat(FcpLun.ofDs8kVolume("401")).isEmpty();
        assertThat(FcpLun.ofDs8kVolume("40G1")).isEmpty();
    }

    @Test
    void essVolumesAndTheirFcpLuns() {
        // docs/design.md: ESS FB volume 1400 has the 16-bit LUN 5400 and FCP LUN 0x5400000000000000
        assertThat(FcpLun.essLun("1400")).contains(0x5400);
        assertThat(FcpLun.ofEssVolume("1400").orElseThrow()).hasToString("0x5400000000000000");
        assertThat(FcpLun.parse("0x5400000000000000").essVolume()).contains(VolumeId.parse("1400"));
        assertThat(FcpLun.essLun("C000")).isEmpty();
        assertThat(FcpLun.parse("0x8400000000000000").essVolume()).isEmpty();
    }

    @Test
    void aVolumesFcpLunFollowsItsMachineTypesConvention() {
        assertThat(FcpLun.ofVolume("2107", "10A0").orElseThrow()).hasToString("0x401040a000000000");
        assertThat(FcpLun.ofVolume("1750", "10A0").orElseThrow()).hasToString("0x401040a000000000");
        assertThat(FcpLun.ofVolume("2105", "1400").orElseThrow()).hasToString("0x5400000000000000");
        assertThat(FcpLun.ofVolume("2107", "10G0")).isEmpty();
        assertThat(FcpLun.ofVolume("2105", "C000")).isEmpty();
    }

    @Test
    void linuxScsiLunNumbersAreTheFcpLunWithItsWordsReversed() {
        // the kernel's int_to_scsilun: 1074872336 = 0x40114010 is FCP LUN 0x4010401100000000
        assertThat(FcpLun.ofScsiLun(1074872336L)).hasToString("0x4010401100000000");
        assertThat(FcpLun.swapWords(FcpLun.swapWords(0x0123456789abcdefL))).isEqualTo(0x0123456789abcdefL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0x", "lun0", "0x40104011000000000"})
    void malformedFcpLunsAreRefused(String text) {
        assertThat(FcpLun.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> FcpLun.parse(text)).hasMessageStartingWith("expected an FCP LUN");
    }

    @Test
    void busIdsInFullAndShortForms() {
        assertThat(BusId.parse("0.0.fc00")).hasToString("0.0.fc00");
        assertThat(BusId.parse("0.0.FC00")).hasToString("0.0.fc00");
        assertThat(BusId.parse("fc0")).hasToString("0.0.0fc0");
        assertThat(BusId.parse("0xFC00")).hasToString("0.0.fc00");
        assertThat(BusId.parse("0.1.5000").ssid()).isEqualTo(1);
        assertThat(BusId.parse("0.0.5000").device()).isEqualTo(DeviceNumber.parse("5000"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0.0", "0.0.", "0.4.fc00", "00.0.fc00", "0.0.fc000", "0.0.fg00", "a.b.c.d"})
    void malformedBusIdsAreRefused(String text) {
        assertThat(BusId.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> BusId.parse(text)).hasMessageStartingWith("expected a CCW bus ID");
    }

    @Test
    void ds8000WwidsCarryTheStorageWwnnAndTheVolume() {
        Wwid w = Wwid.parse("36005076303ffc48e0000000000000101");
        assertThat(w.ds8kVolume()).contains(VolumeId.parse("0101"));
        assertThat(w.ds8kWwnn()).contains(Wwn.parse("0x5005076303ffc48e"));
        assertThat(Wwid.ofDs8k(Wwn.parse("0x5005076303ffc48e"), "0101")).contains(w);
        assertThat(Wwid.parse("naa.6005076303ffc48e0000000000000101")).isEqualTo(w);
        assertThat(Wwid.parse("6005076303FFC48E0000000000000101")).isEqualTo(w);
        assertThat(Wwid.parse("3600a0b80000f00000000000000000001").ds8kVolume()).isEmpty();
        assertThat(Wwid.ofDs8k(Wwn.parse("0x2005076303ffc48e"), "0101")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "36005076303ffc48e", "26005076303ffc48e0000000000000101", "mpatha",
        "36005076303ffc48e000000000000010g"})
    void malformedWwidsAreRefused(String text) {
        assertThat(Wwid.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> Wwid.parse(text)).hasMessageStartingWith("expected a WWID");
    }

    @Test
    void storageImagesKnowTheirMachineTypeAndSerial() {
        StorageImageId id = StorageImageId.tryParse("IBM.2107-75DWA61").orElseThrow();
        assertThat(id.machineType()).isEqualTo("2107");
        assertThat(id.serial()).isEqualTo("75DWA61");
        assertThat(StorageImageId.tryParse("ibm.2105-17403")).map(Object::toString).contains("IBM.2105-17403");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "IBM.2107", "2107-75DWA61", "IBM.21070-75DWA61", "IBM.2107-7", "IBM 2107-75DWA61"})
    void malformedStorageImagesAreRefused(String text) {
        assertThat(StorageImageId.tryParse(text)).isEmpty();
    }

    @Test
    void identitiesAreAKindAndAKey() {
        Identity i = Identity.tryParse("volume:IBM.2107-75DWA61/1000").orElseThrow();
        assertThat(i.kind()).isEqualTo("volume");
        assertThat(i.key()).isEqualTo("IBM.2107-75DWA61/1000");
        assertThat(i).hasToString("volume:IBM.2107-75DWA61/1000");
        assertThat(Identity.tryParse("lun:0.0.fc00/0x5005076303000c4e/0x4010401100000000")).map(Identity::kind)
                .contains("lun");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "device", "device:", ":5000", "Device:5000", "device:50 00", "1x:5000"})
    void malformedIdentitiesAreRefused(String text) {
        assertThat(Identity.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> new Identity(Identity.kindOf(text), Identity.keyOf(text)))
                .hasMessageStartingWith("expected an identity");
    }
}
