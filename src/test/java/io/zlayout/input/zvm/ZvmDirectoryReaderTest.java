package io.zlayout.input.zvm;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.ParseResult;
import io.zlayout.model.BootPath;
import io.zlayout.model.DirectoryProfile;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestLink;
import io.zlayout.model.Minidisk;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.zlayout.input.zvm.ZvmFixtures.at;
import static io.zlayout.input.zvm.ZvmFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

/** Every statement form the reader takes, with the exact records it makes. */
class ZvmDirectoryReaderTest {

    private static Guest user(String name, String storage, String max, String classes, int line) {
        return new Guest(name, storage, max, classes, List.of(), null, null, null, false, at(line, 1));
    }

    private static Minidisk extent(String guest, String vdev, String type, int start, Integer size, String volser,
                                   String mode, int line) {
        return new Minidisk(guest, DeviceNumber.parse(vdev), type, start, size, volser, mode, Minidisk.EXTENT, null, List.of(), List.of(),
                at(line, 2));
    }

    @Test
    void userStatementMakesAGuestAndNeverKeepsThePassword() throws Exception {
        // given a USER statement with its logon password
        String text = "USER LNX1 SECRET1 4G 8G G\n";

        // when
        ParseResult r = read(text);

        // then
        assertThat(r.format()).isEqualTo("zvm-directory");
        assertThat(r.elements()).containsExactly(user("LNX1", "4G", "8G", "G", 1));
        assertThat(r.elements().get(0).identity()).isEqualTo("guest:LNX1");
        assertThat(r.elements().toString()).doesNotContain("SECRET1");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void userWithOnlyANameHasNoStorageOrClasses() throws Exception {
        assertThat(read("USER LNX9\n").elements()).containsExactly(user("LNX9", null, null, null, 1));
    }

    @Test
    void dedicateTakesRealDevicesVolumesAndReadOnly() throws Exception {
        // given every DEDICATE form, with options that change nothing about the path
        String text = """
                USER LNX1 PW 4G 8G G
                 DEDICATE FC00 FC00
                 DEDICATE 200 4000 R/O
                 DEDICATE 0201 4001 RO NOQIOASSIST
                 DEDICATE 0202 4002 NOQIOASSIST
                 DEDICATE 0300 VOLID ZL4005
                 DEDICATE 0301 ZL4006 R/O
                """;

        // when
        ParseResult r = read(text);

        // then
        assertThat(r.elements()).containsExactly(
                user("LNX1", "4G", "8G", "G", 1),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(2, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("0200"), DeviceNumber.parse("4000"), null, true, at(3, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("0201"), DeviceNumber.parse("4001"), null, true, at(4, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("0202"), DeviceNumber.parse("4002"), null, false, at(5, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("0300"), null, "ZL4005", false, at(6, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("0301"), null, "ZL4006", true, at(7, 2)));
        assertThat(r.elements().get(1).identity()).isEqualTo("dedicate:LNX1/FC00");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void mdiskExtentFormsKeepStartSizeVolumeAndModeButNoPasswords() throws Exception {
        // given extents with a count, END, &SYSRES, FB-512 blocks, a mode suffix, no mode, and passwords
        String text = """
                USER LNXM1 PW 2G 4G G
                 MDISK 0201 3390 0001 10016 ZL4001 MR
                 MDISK 0202 3390 1 END ZL4002 MWV
                 MDISK 0190 3390 100 107 &SYSRES RR RPASS WPASS MPASS
                 MDISK 0300 FB-512 64 2097152 ZLFB01 W
                 MDISK 301 3390 0001 3338 LX0301
                 MDISK 0302 3390 0 1 ZL4003 MR ALL
                """;

        // when
        ParseResult r = read(text);

        // then
        assertThat(r.elements()).containsExactly(
                user("LNXM1", "2G", "4G", "G", 1),
                extent("LNXM1", "0201", "3390", 1, 10016, "ZL4001", "MR", 2),
                extent("LNXM1", "0202", "3390", 1, null, "ZL4002", "MWV", 3),
                extent("LNXM1", "0190", "3390", 100, 107, "&SYSRES", "RR", 4),
                extent("LNXM1", "0300", "FB-512", 64, 2097152, "ZLFB01", "W", 5),
                extent("LNXM1", "0301", "3390", 1, 3338, "LX0301", "W", 6),
                extent("LNXM1", "0302", "3390", 0, 1, "ZL4003", "MR", 7));
        assertThat(r.elements().get(1).identity()).isEqualTo("mdisk:LNXM1/0201");
        assertThat(r.elements().toString()).doesNotContain("PASS").doesNotContain("ALL");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void mdiskDevnoVdiskAndTdiskForms() throws Exception {
        String text = """
                USER LNX1 PW 2G 4G G
                 MDISK 0100 3390 DEVNO 4010 MW
                 MDISK 0111 FB-512 V-DISK 1048576 MR
                 MDISK 0112 FB-512 V-DISK 64000
                 MDISK 0200 3390 T-DISK 100 W
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LNX1", "2G", "4G", "G", 1),
                new Minidisk("LNX1", DeviceNumber.parse("0100"), "3390", null, null, null, "MW", Minidisk.DEVNO, DeviceNumber.parse("4010"), List.of(),
                        List.of(), at(2, 2)),
                new Minidisk("LNX1", DeviceNumber.parse("0111"), "FB-512", null, 1048576, null, "MR", Minidisk.VDISK, null, List.of(),
                        List.of(), at(3, 2)),
                new Minidisk("LNX1", DeviceNumber.parse("0112"), "FB-512", null, 64000, null, "W", Minidisk.VDISK, null, List.of(),
                        List.of(), at(4, 2)),
                new Minidisk("LNX1", DeviceNumber.parse("0200"), "3390", null, 100, null, "W", Minidisk.TDISK, null, List.of(),
                        List.of(), at(5, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void dirMaintAllocationsAreReadWithTheirUnknownsNoted() throws Exception {
        // given a DirMaint prototype-style entry: AUTOG, AUTOV and AUTOR are placed by DirMaint later
        String text = """
                USER LINUX NOLOG 1G 1G G
                 MDISK 0100 3390 AUTOG 1600 LINUX MR READ WRITE MULTIPLE
                 MDISK 0101 3390 AUTOV 500 ZL4009 MR
                 MDISK 0102 3390 AUTOR 200 REGN1 MR
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LINUX", "1G", "1G", "G", 1),
                new Minidisk("LINUX", DeviceNumber.parse("0100"), "3390", null, 1600, null, "MR", Minidisk.EXTENT, null, List.of(),
                        List.of(), at(2, 2)),
                new Minidisk("LINUX", DeviceNumber.parse("0101"), "3390", null, 500, "ZL4009", "MR", Minidisk.EXTENT, null, List.of(),
                        List.of(), at(3, 2)),
                new Minidisk("LINUX", DeviceNumber.parse("0102"), "3390", null, 200, null, "MR", Minidisk.EXTENT, null, List.of(),
                        List.of(), at(4, 2)));
        assertThat(r.diagnostics()).extracting(Diagnostic::toString).containsExactly(
                "user.direct:2:2: note: MDISK 0100 is a DirMaint AUTOG allocation in group LINUX: its start and"
                        + " volume are known only once DirMaint has allocated it",
                "user.direct:3:2: note: MDISK 0101 is a DirMaint AUTOV allocation in volume ZL4009: its start is"
                        + " known only once DirMaint has allocated it",
                "user.direct:4:2: note: MDISK 0102 is a DirMaint AUTOR allocation in region REGN1: its start and"
                        + " volume are known only once DirMaint has allocated it");
    }

    @Test
    void minioptAndDasdoptExtendTheMdiskRightBeforeThem() throws Exception {
        // given MINIOPT and DASDOPT after their MDISKs, one of them after a comment line
        String text = """
                USER LNXM1 PW 2G 4G G
                 MDISK 0201 3390 0001 10016 ZL4001 MR
                 MDISK 0202 3390 0001 32759 ZL4002 MR
                 DASDOPT WRKALLEG
                 MINIOPT NOMDC
                 MDISK 0203 3390 0001 32759 ZL4003 MR
                * a comment between keeps the MINIOPT with its MDISK
                 MINIOPT NOCACHE NOMDC
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LNXM1", "2G", "4G", "G", 1),
                extent("LNXM1", "0201", "3390", 1, 10016, "ZL4001", "MR", 2),
                new Minidisk("LNXM1", DeviceNumber.parse("0202"), "3390", 1, 32759, "ZL4002", "MR", Minidisk.EXTENT, null,
                        List.of("NOMDC"), List.of("WRKALLEG"), at(3, 2)),
                new Minidisk("LNXM1", DeviceNumber.parse("0203"), "3390", 1, 32759, "ZL4003", "MR", Minidisk.EXTENT, null,
                        List.of("NOCACHE", "NOMDC"), List.of(), at(6, 2)));
        assertThat(r.elements()).filteredOn(Minidisk.class::isInstance).map(e -> ((Minidisk) e).mdcOff())
                .containsExactly(false, true, true);
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void linkNamesOwnerAndBothDevicesWithStarMeaningTheGuestItself() throws Exception {
        String text = """
                USER LNX1 PW 2G 4G G
                 LINK MAINT 0190 0190 RR
                 LINK * 0191 0291 MR
                 LINK TCPMAINT 592 592
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LNX1", "2G", "4G", "G", 1),
                new GuestLink("LNX1", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(2, 2)),
                new GuestLink("LNX1", "LNX1", DeviceNumber.parse("0191"), DeviceNumber.parse("0291"), "MR", at(3, 2)),
                new GuestLink("LNX1", "TCPMAINT", DeviceNumber.parse("0592"), DeviceNumber.parse("0592"), null, at(4, 2)));
        assertThat(r.elements().get(1).identity()).isEqualTo("link:LNX1/0190");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void loaddevAndIplSetTheGuestsScsiBootDevice() throws Exception {
        // given LOADDEV in two statements, the LUN split in two words of 8 digits as CP allows
        String text = """
                USER LNX1 PW 4G 8G G
                 IPL FC00 LOADPARM 0
                 LOADDEV PORTNAME 50050763090040A1
                 LOADDEV LUN 40104000 00000000 BOOTPROG 0
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new Guest("LNX1", "4G", "8G", "G", List.of(), "FC00",
                Wwn.parse("0x50050763090040a1"), FcpLun.parse("0x4010400000000000"), false, at(1, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void loaddevScsiAlternateStatementsAreKeptAsBootPathsInEntryOrder() throws Exception {
        // given the primary SCSI boot path and two alternates (z/VM 7.4 LOADDEV ALTERNATE), one abbreviated
        String text = """
                USER LNX1 PW 4G 8G G
                 IPL FC00
                 LOADDEV SCSI PORTNAME 50050763090040A1 LUN 4010400000000000 BOOTPROG 0 BR_LBA 0
                 LOADDEV ALT DEV FD00 PORTN 50050763 091040A1 LUN 40104000 00000000
                 LOADDEV SCSI ALTERNATE PORTNAME 500507630A0040A1 LUN 4010400000000000
                """;

        ParseResult r = read(text);

        // then the primary path stays in loaddevPortname/Lun and each alternate is one BootPath
        assertThat(r.elements()).containsExactly(new Guest("LNX1", "4G", "8G", "G", List.of(), "FC00",
                Wwn.parse("0x50050763090040a1"), FcpLun.parse("0x4010400000000000"), false, at(1, 1), List.of(
                new BootPath(DeviceNumber.parse("FD00"), Wwn.parse("0x50050763091040a1"), FcpLun.parse("0x4010400000000000"), at(4, 2)),
                new BootPath(null, Wwn.parse("0x500507630a0040a1"), FcpLun.parse("0x4010400000000000"), at(5, 2)))));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void aGuestWithoutItsOwnAlternatesTakesItsProfiles() throws Exception {
        String text = """
                PROFILE LINDFLT
                 LOADDEV ALTERNATE PORTNAME 500507630A0040A1 LUN 4010400100000000
                USER LNX1 PW 4G 8G G
                 INCLUDE LINDFLT
                 LOADDEV PORTNAME 50050763090040A1 LUN 4010400000000000
                """;

        ParseResult r = read(text);

        Guest g = (Guest) r.elements().get(0);
        assertThat(g.loaddevAlternates()).containsExactly(
                new BootPath(null, Wwn.parse("0x500507630a0040a1"), FcpLun.parse("0x4010400100000000"), at(2, 2)));
        assertThat(g.loaddevLun()).isEqualTo(FcpLun.parse("0x4010400000000000"));
    }

    @Test
    void anEckdLoaddevNamesNoScsiPath() throws Exception {
        String text = """
                USER LNX1 PW 4G 8G G
                 LOADDEV ECKD DEVICE 0100 BOOTPROG 1
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(user("LNX1", "4G", "8G", "G", 1));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void loaddevOnOneStatementStopsReadingAtScpdata() throws Exception {
        // given a short port name (padded on the left) and SCPDATA whose quoted text holds blanks
        String text = """
                USER LNX1 PW 4G 8G G
                 LOADDEV PORTNAME 5005076309 LUN 4010400100000000 SCPDATA 'ro quiet'
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new Guest("LNX1", "4G", "8G", "G", List.of(), null,
                Wwn.parse("0x0000005005076309"), FcpLun.parse("0x4010400100000000"), false, at(1, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void includeGivesEachGuestTheProfilesDevicesWithTheProfilesSourceLines() throws Exception {
        // given a profile with IPL, LOADDEV, a LINK and a V-DISK, and two guests that include it
        String text = """
                PROFILE LINDFLT
                 IPL CMS
                 LOADDEV LUN 4010400000000000
                 LINK MAINT 0190 0190 RR
                 MDISK 0111 FB-512 V-DISK 1000 MR
                USER LNX1 PW 4G 8G G
                 INCLUDE LINDFLT
                 IPL FC00
                 DEDICATE FC00 FC00
                USER LNX2 PW 4G 8G G
                 INCLUDE lindflt
                 DEDICATE FC01 FC01
                """;

        ParseResult r = read(text);

        // then the guest's own IPL wins over the profile's, and LOADDEV comes from the profile
        Minidisk vdisk1 = new Minidisk("LNX1", DeviceNumber.parse("0111"), "FB-512", null, 1000, null, "MR", Minidisk.VDISK, null,
                List.of(), List.of(), at(5, 2));
        assertThat(r.elements()).containsExactly(
                // the profile's statements are known as the profile's: a change to them is a change to LINDFLT
                new Guest("LNX1", "4G", "8G", "G", List.of("LINDFLT"), "FC00", null, FcpLun.parse("0x4010400000000000"), false,
                        at(6, 1), List.of(), Map.of(DeviceNumber.parse("0190"), "LINDFLT", DeviceNumber.parse("0111"), "LINDFLT")),
                new GuestLink("LNX1", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(4, 2)),
                vdisk1,
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(9, 2)),
                new Guest("LNX2", "4G", "8G", "G", List.of("LINDFLT"), "CMS", null, FcpLun.parse("0x4010400000000000"), false,
                        at(10, 1), List.of(), Map.of(DeviceNumber.parse("0190"), "LINDFLT", DeviceNumber.parse("0111"), "LINDFLT")),
                new GuestLink("LNX2", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(4, 2)),
                new Minidisk("LNX2", DeviceNumber.parse("0111"), "FB-512", null, 1000, null, "MR", Minidisk.VDISK, null, List.of(),
                        List.of(), at(5, 2)),
                new GuestDedicate("LNX2", DeviceNumber.parse("FC01"), DeviceNumber.parse("FC01"), null, false, at(12, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void aProfileDefinedAfterItsUserIsStillIncluded() throws Exception {
        String text = """
                USER LNX1 PW 4G 8G G
                 INCLUDE LINDFLT
                PROFILE LINDFLT
                 LINK MAINT 0190 0190 RR
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new Guest("LNX1", "4G", "8G", "G", List.of("LINDFLT"), null, null, null, false, at(1, 1),
                        List.of(), Map.of(DeviceNumber.parse("0190"), "LINDFLT")),
                new GuestLink("LNX1", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(4, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void identityOwnsTheMinidisksOfTheSubconfigsItBuilds() throws Exception {
        // given an SSI identity whose two members each build their own 0191
        String text = """
                IDENTITY LNXS PW 4G 8G G
                 BUILD ON SSI1 USING SUBCONFIG LNXS-1
                 BUILD ON SSI2 USING SUBCONFIG LNXS-2
                 DEDICATE FC02 FC02
                SUBCONFIG LNXS-1
                 MDISK 0191 3390 0001 0050 ZL4005 MR
                 MINIOPT NOMDC
                SUBCONFIG LNXS-2
                 MDISK 0191 3390 0001 0050 ZL4105 MR
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                // each member's statement is known to live in that member's SUBCONFIG, not in the IDENTITY
                new Guest("LNXS", "4G", "8G", "G", List.of(), null, null, null, true, at(1, 1), List.of(), null,
                        java.util.Map.of(at(6, 2), new Guest.Subconfig("LNXS-1", "SSI1"),
                                at(9, 2), new Guest.Subconfig("LNXS-2", "SSI2"))),
                new GuestDedicate("LNXS", DeviceNumber.parse("FC02"), DeviceNumber.parse("FC02"), null, false, at(4, 2)),
                new Minidisk("LNXS", DeviceNumber.parse("0191"), "3390", 1, 50, "ZL4005", "MR", Minidisk.EXTENT, null, List.of("NOMDC"),
                        List.of(), at(6, 2)),
                extent("LNXS", "0191", "3390", 1, 50, "ZL4105", "MR", 9));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void generalStatementsAndTheDirectoryStatementAreSkippedSilently() throws Exception {
        String text = """
                DIRECTORY 0123 3390 ZLRES1
                GLOBALDEFS
                 GLOBALOPTS MACHINE ESA
                 CHPIDV ONE
                USER LNX1 PW 4G 8G G
                 ACCOUNT 1234 LINUX
                 MACHINE ESA 4
                 CPU 00 BASE
                 CPU 01
                 IUCV ALLOW
                 NICDEF 0600 TYPE QDIO LAN SYSTEM VSW1
                 SPOOL 000C 2540 READER *
                 CONSOLE 0009 3215 T
                 OPTION APPLMON CHPIDV ONE
                 COMMAND SET VSWITCH VSW1 GRANT &USERID
                 POSIXINFO UID 1001
                 CLASS G
                 LOGONBY IBMVM1
                 SPECIAL 0500 CTCA
                 CRYPTO APVIRT
                 XAUTOLOG LNXADM
                 SHARE RELATIVE 200
                 DEDICATE FC00 FC00
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LNX1", "4G", "8G", "G", 5),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(23, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void commentsAndTheDirMaintTrailerAreSkipped() throws Exception {
        String text = """
                * a comment in column 1
                USER LNX1 PW 4G 8G G
                   * a comment after blanks
                 DEDICATE FC00 FC00

                *DVHOPT LNK0 LOG1 RCM1 SMS0 NPW1 LNGAMENG PWC20121011 CRC??
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LNX1", "4G", "8G", "G", 2),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(4, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void sequenceNumbersInColumns73To80AreIgnored() throws Exception {
        // given 80-column records with sequence numbers, one statement running right up to column 71
        // (and trailing blanks after a sequence number, as some transfers add)
        String text = card("USER LNX1 PW 4G 8G G", 10)
                + card(" MDISK 0201 3390 0001 10016 ZL4001 MR", 20).replace("\n", "    \n")
                + card(" LINK MAINT 0190 0190" + " ".repeat(48) + "RR", 30);

        ParseResult r = read(text);

        assertThat(text.split("\n")[2]).hasSize(80).startsWith(" LINK MAINT 0190 0190" + " ".repeat(48) + "RR ");
        assertThat(r.elements()).containsExactly(
                user("LNX1", "4G", "8G", "G", 1),
                extent("LNX1", "0201", "3390", 1, 10016, "ZL4001", "MR", 2),
                new GuestLink("LNX1", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(3, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void lowerCaseTabsAndRunsOfBlanksReadLikeUpperCase() throws Exception {
        String text = "user lnx1 pw 1g 2g g\n\tdedicate\tfc00   fc00  r/o\n mdisk 201 3390 1 end zl4001 mr\n"
                + "\tminiopt   nomdc\n";

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                user("LNX1", "1G", "2G", "G", 1),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, true, at(2, 2)),
                new Minidisk("LNX1", DeviceNumber.parse("0201"), "3390", 1, null, "ZL4001", "MR", Minidisk.EXTENT, null,
                        List.of("NOMDC"), List.of(), at(3, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void crlfLineEndingsReadTheSameAsLf() throws Exception {
        String lf = "USER LNX1 PW 4G 8G G\n DEDICATE FC00 FC00\n MDISK 0201 3390 1 100 ZL4001 MR\n MINIOPT NOMDC\n";

        List<Element> crlf = read(lf.replace("\n", "\r\n")).elements();

        assertThat(crlf).isEqualTo(read(lf).elements()).hasSize(3);
    }

    @Test
    void aByteOrderMarkBeforeTheFirstStatementIsIgnored() throws Exception {
        assertThat(read("\uFEFFUSER LNX1 PW 4G 8G G\n").elements())
                .containsExactly(user("LNX1", "4G", "8G", "G", 1));
    }

    @Test
    void aFileOfProfilesOnlyKeepsThemForTheGuestsOfOtherFiles() throws Exception {
        ParseResult r = ZvmFixtures.readRaw("PROFILE LINDFLT\n LINK MAINT 0190 0190 RR\n");

        assertThat(r.elements()).containsExactly(new DirectoryProfile("LINDFLT", null, null, null, List.of(),
                List.of(new GuestLink("LINDFLT", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(2, 2))), at(1, 1)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void theFormatGuideExampleReadsAsDocumented() throws Exception {
        // given the example of docs/formats/zvm-directory.md
        String text = """
                PROFILE LINDFLT
                 LINK MAINT 0190 0190 RR
                USER LNX1 LBYONLY 4G 8G G
                 INCLUDE LINDFLT
                 IPL FC00
                 LOADDEV PORTNAME 50050763090040A1 LUN 4010400000000000
                 DEDICATE FC00 FC00
                 DEDICATE FD00 FD00
                 MDISK 0201 3390 0001 32759 ZL4002 MR
                 MINIOPT NOMDC
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new Guest("LNX1", "4G", "8G", "G", List.of("LINDFLT"), "FC00", Wwn.parse("0x50050763090040a1"),
                        FcpLun.parse("0x4010400000000000"), false, at(3, 1), List.of(), Map.of(DeviceNumber.parse("0190"), "LINDFLT")),
                new GuestLink("LNX1", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(2, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(7, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("FD00"), DeviceNumber.parse("FD00"), null, false, at(8, 2)),
                new Minidisk("LNX1", DeviceNumber.parse("0201"), "3390", 1, 32759, "ZL4002", "MR", Minidisk.EXTENT, null,
                        List.of("NOMDC"), List.of(), at(9, 2)));
        assertThat(r.elements()).extracting(Element::identity).containsExactly("guest:LNX1", "link:LNX1/0190",
                "dedicate:LNX1/FC00", "dedicate:LNX1/FD00", "mdisk:LNX1/0201");
        assertThat(r.diagnostics()).isEmpty();
    }

    private static String card(String statement, int sequence) {
        return String.format("%-72s%08d%n", statement, sequence).replace("\r\n", "\n");
    }
}
