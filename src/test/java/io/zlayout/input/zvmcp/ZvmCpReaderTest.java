package io.zlayout.input.zvmcp;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.DeviceAddress;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZvmChpid;
import io.zlayout.model.ZvmDasd;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.ZvmPath;
import io.zlayout.model.ZvmVirtualFcp;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every CP and SMAPI response form the zvm-cp reader takes, with the exact records it makes. */
class ZvmCpReaderTest {

    static final String PATH = "cp.txt";

    static ParseResult read(String text) throws InputException {
        return read(text, ReadContext.NONE);
    }

    static ParseResult read(String text, ReadContext context) throws InputException {
        return new ZvmCpReader().read(SourceFile.of(PATH, text), context);
    }

    static SourceRef at(int line, int column) {
        return SourceRef.at(PATH, line, column);
    }

    static List<String> diagnostics(ParseResult r) {
        return r.diagnostics().stream().map(Diagnostic::toString).toList();
    }

    @Test
    void aDeviceOfAnAlternateSubchannelSetIsAnotherDeviceThanTheSameNumberInSetZero() throws Exception {
        // given CP's fifth digit for subchannel set 1 beside the same device number in set 0
        String text = """
                Device 1A000, Status ONLINE
                 CHPIDs to Device 1A000 (PIM)  : 40
                  Physically Available (PAM)  : +
                  Online               (LPM)  : +
                Device A000, Status ONLINE
                 CHPIDs to Device A000 (PIM)  : 41
                  Physically Available (PAM)  : +
                  Online               (LPM)  : +
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).extracting(e -> ((ZvmDevicePaths) e).device()).containsExactly(
                new DeviceAddress(1, DeviceNumber.parse("A000")), new DeviceAddress(0, DeviceNumber.parse("A000")));
        assertThat(r.elements()).extracting(e -> e.identity()).containsExactly("zvmpaths:1A000", "zvmpaths:A000");
        assertThat(diagnostics(r)).isEmpty();
    }

    @Test
    void queryPathsGivesEachDevicesChpidsWithAvailabilityAndOnlineState() throws Exception {
        // given two devices, the second with one path physically gone and one varied offline
        String text = """
                Device 0291, Status ONLINE
                 CHPIDs to Device 0291 (PIM)  : 19 1B 2E 2F
                  Physically Available (PAM)  : +  +  +  +
                  Online               (LPM)  : +  +  +  +

                          Legend         + Yes - No
                Device 5000, Status OFFLINE
                 CHPIDs to Device 5000 (PIM)  : 50 51
                  Physically Available (PAM)  : +  -
                  Online               (LPM)  : -  -
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new ZvmDevicePaths(DeviceAddress.parse("0291"), "ONLINE", List.of(new ZvmPath(ChpidId.parse("19"), true, true), new ZvmPath(ChpidId.parse("1B"), true,
                        true), new ZvmPath(ChpidId.parse("2E"), true, true), new ZvmPath(ChpidId.parse("2F"), true, true)), at(1, 1)),
                new ZvmDevicePaths(DeviceAddress.parse("5000"), "OFFLINE", List.of(new ZvmPath(ChpidId.parse("50"), true, false),
                        new ZvmPath(ChpidId.parse("51"), false, false)), at(7, 1)));
        assertThat(((ZvmDevicePaths) r.elements().get(1)).usableChpids()).isEmpty();
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void queryChpidGathersDevicesPchidAndTypeAcrossResponses() throws Exception {
        // given the device lists of QUERY CHPID (wrapped) and the PCHID response of QUERY CHPID 40 PCHID
        String text = """
                q chpid 40
                Path 40 online  to devices 5000 5001 5002 5003
                   5004 5005
                Path 40 offline to devices 5006
                Ready;
                q chpid 40 pchid
                Path 40 is associated with physical channel 0130
                Ready; T=0.01/0.01 10:00:00
                q chpid 48 pchid
                Path 48 is not associated with a physical channel
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new ZvmChpid(ChpidId.parse("40"), "0130", null, "ONLINE", List.of("5000", "5001", "5002", "5003", "5004", "5005"),
                        List.of("5006"), at(2, 1)),
                new ZvmChpid(ChpidId.parse("48"), null, null, null, List.of(), List.of(), at(10, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void queryFcpGivesRealDevicesWithOwnerChpidAndWwpn() throws Exception {
        // given attached, free (two on a line) and offline devices, one NPIV WWPN on its own line
        String text = """
                FCP  B000 ATTACHED TO LNX1     B000 CHPID 40
                     WWPN C05076FFE5800001
                FCP  B001 FREE     CHPID 40, FCP  B002 FREE     CHPID 41
                FCP  B003 OFFLINE
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new ZvmFcpDevice(DeviceNumber.parse("B000"), "ATTACHED", "LNX1", DeviceNumber.parse("B000"), ChpidId.parse("40"), Wwn.parse("0xc05076ffe5800001"), null, at(1, 1)),
                new ZvmFcpDevice(DeviceNumber.parse("B001"), "FREE", null, null, ChpidId.parse("40"), null, null, at(3, 1)),
                new ZvmFcpDevice(DeviceNumber.parse("B002"), "FREE", null, null, ChpidId.parse("41"), null, null, at(3, 30)),
                new ZvmFcpDevice(DeviceNumber.parse("B003"), "OFFLINE", null, null, null, null, null, at(4, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void systemWwpnQueryGivesNpivAndPhysicalWwpnsAndTheOwner() throws Exception {
        // given SMAPI output, one block with NPIV off (NONE) and a value glued to its colon
        String text = """
                FCP device number: 1B0E
                  Status: Active
                  NPIV world wide port number: C05076DE330005EA
                  Channel path ID: 27
                  Physical world wide port number:C05076DE33002E41
                  Owner: TEST0008
                FCP device number: 1B0F
                  Status: Free
                  NPIV world wide port number: NONE
                  Channel path ID: 27
                  Physical world wide port number: C05076DE33002E41
                  Owner: NONE
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new ZvmFcpDevice(DeviceNumber.parse("1B0E"), "ACTIVE", "TEST0008", null, ChpidId.parse("27"), Wwn.parse("0xc05076de330005ea"),
                        Wwn.parse("0xc05076de33002e41"), at(1, 1)),
                new ZvmFcpDevice(DeviceNumber.parse("1B0F"), "FREE", null, null, ChpidId.parse("27"), null, Wwn.parse("0xc05076de33002e41"), at(7, 1)));
        assertThat(((ZvmFcpDevice) r.elements().get(1)).loginWwpn()).hasToString("0xc05076de33002e41");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void xcatNodePrefixIsCutOffEveryLine() throws Exception {
        String text = """
                opnstk1: FCP device number: B83D
                opnstk1:   Status: Free
                opnstk1:   NPIV world wide port number: NONE
                opnstk1:   Channel path ID: 59
                opnstk1:   Physical world wide port number: 20076D8500005181
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new ZvmFcpDevice(DeviceNumber.parse("B83D"), "FREE", null, null, ChpidId.parse("59"), null,
                Wwn.parse("0x20076d8500005181"), at(1, 10)));
    }

    @Test
    void queryVirtualFcpGivesTheGuestsDeviceOnItsRealDevice() throws Exception {
        // given vmcp output on the guest, its user ID from QUERY USERID, and the NPIV WWPN line
        String text = """
                # vmcp q userid
                LNX1     AT ZVMSYS1
                # vmcp q v fcp
                FCP  0100 ON FCP   B000 CHPID 40 SUBCHANNEL = 0003
                     0100 NPIV WWPN C05076FFE5800001
                     0100 QDIO ACTIVE         QIOASSIST ACTIVE
                FCP  0200 ON FCP   B100CHPID 41 SUBCHANNEL = 0004
                     0200 QDIO-ELIGIBLE       QIOASSIST-ELIGIBLE
                """;

        ParseResult r = read(text);

        // then the web-page form with rdev and CHPID run together is read too
        assertThat(r.elements()).containsExactly(
                new ZvmVirtualFcp("LNX1", DeviceNumber.parse("0100"), DeviceNumber.parse("B000"), ChpidId.parse("40"), "0003", Wwn.parse("0xc05076ffe5800001"), at(4, 1)),
                new ZvmVirtualFcp("LNX1", DeviceNumber.parse("0200"), DeviceNumber.parse("B100"), ChpidId.parse("41"), "0004", null, at(7, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void theGuestOfAVirtualFcpComesFromItsHostsFolderWhenTheCaptureDoesNotSay() throws Exception {
        ParseResult r = read("FCP  0100 ON FCP   B000 CHPID 40 SUBCHANNEL = 0003\n", new ReadContext("LNX9", null));

        assertThat(r.elements()).containsExactly(
                new ZvmVirtualFcp("LNX9", DeviceNumber.parse("0100"), DeviceNumber.parse("B000"), ChpidId.parse("40"), "0003", null, at(1, 1)));
    }

    @Test
    void queryDasdDetailsGivesCuTypeVolserSsidAndUnitAddress() throws Exception {
        String text = """
                q dasd details 5000
                5000  CUTYPE = 2107-E8, DEVTYPE = 3390-0C, VOLSER = LX5000, CYLS = 10017
                      CACHE DETAILS:  CACHE  NVS  CFW  DFW  PINNED  CONCOPY
                          -SUBSYSTEM    Y     Y    Y    -     N        N
                              -DEVICE    Y     -    -    Y     N        N
                      DEVICE DETAILS: CCA = 00, DDC = 00
                      DUPLEX DETAILS: --
                      PAV DETAILS: BASE VOLUME WITH 03 ALIAS VOLUMES
                      CU DETAILS: SSID = 5000, CUNUM = 5000
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new ZvmDasd(DeviceNumber.parse("5000"), "2107-E8", "3390-0C", "LX5000", 10017, "00",
                "5000", "5000", 3, at(2, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void pastedSessionLinesAreSetApartWithOneNotePerRunOfOtherOutput() throws Exception {
        // given a 3270 paste: the 00: CPU prefix, Ready; lines, a status line and QUERY LOADDEV output
        String text = """
                00: q loaddev
                00: PORTNAME 50050763 00C18154    LUN  57190000 00000000    BOOTPROG 0
                00: BR_LBA   00000000 00000000
                00: Ready; T=0.01/0.01 15:47:56
                00: q v fcp
                00: FCP  010A ON FCP   010ACHPID C1 SUBCHANNEL = 0000
                00:      010A QDIO-ELIGIBLE       QIOASSIST-ELIGIBLE
                00: RUNNING   ZVMSYS1
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new ZvmVirtualFcp(null, DeviceNumber.parse("010A"), DeviceNumber.parse("010A"), ChpidId.parse("C1"), "0000", null, at(6, 5)));
        assertThat(diagnostics(r)).containsExactly("cp.txt:2:1: note: lines 2-3 are not CP output zlayout reads"
                + " (QUERY PATHS, CHPID, FCP, VIRTUAL FCP, DASD DETAILS, System_WWPN_Query); skipped");
    }

    @Test
    void dbginfoZvmRuntimeOutIsReadCommandByCommand() throws Exception {
        // given zvm_runtime.out of a dbginfo.sh archive: a rule of '#', '<host>> vmcp <command>', the response
        String rule = "#".repeat(55) + "\n";
        // (dbginfo.sh passes vmcp the buffer size it found large enough: 'vmcp -b 8k q v fcp')
        String text = rule + "lnx1> vmcp -b 4k q userid\n"
                + "LNX1     AT ZVMSYS1\n"
                + "\n"
                + rule + "lnx1> vmcp -b 8k q v fcp\n"
                + "FCP  F800 ON FCP   F807 CHPID 1C SUBCHANNEL = 000B\n"
                + "F800 TOKEN = 0000000362A42C00\n"
                + "\n";

        // when read
        ParseResult r = read(text);

        // then the virtual FCP device is read and the rules are no response
        assertThat(r.elements()).as(diagnostics(r).toString()).singleElement().isInstanceOf(ZvmVirtualFcp.class);
        assertThat(r.diagnostics()).noneMatch(d -> d.level() == Diagnostic.Level.WARNING);
        // and the echoes are echoes, not lines of a response zlayout could not read
        assertThat(diagnostics(r)).noneMatch(d -> d.contains("line 6 is not CP output"));
    }

    @Test
    void aVirtualFcpResponseEndedByABlankLineIsKept() throws Exception {
        // given QUERY VIRTUAL FCP after other text, its response ended by a blank line (it used to be dropped)
        String text = "some other output\n"
                + "# vmcp q v fcp\n"
                + "FCP  F800 ON FCP   F807 CHPID 1C SUBCHANNEL = 000B\n"
                + "F800 TOKEN = 0000000362A42C00\n"
                + "\n";

        // when read
        ParseResult r = read(text);

        // then the device is there
        assertThat(r.elements()).singleElement().isInstanceOfSatisfying(ZvmVirtualFcp.class,
                v -> assertThat(List.<Object>of(v.vdev(), v.rdev(), v.chpid())).containsExactly(
                        DeviceNumber.parse("F800"), DeviceNumber.parse("F807"), ChpidId.parse("1C")));
    }
}
