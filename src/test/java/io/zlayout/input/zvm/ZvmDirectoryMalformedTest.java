package io.zlayout.input.zvm;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestLink;
import io.zlayout.model.Minidisk;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import static io.zlayout.input.zvm.ZvmFixtures.at;
import static io.zlayout.input.zvm.ZvmFixtures.read;
import static io.zlayout.input.zvm.ZvmFixtures.readBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Malformed directories: what cannot be read at all is an {@link InputException}; a statement that cannot be
 * read is skipped with a warning naming file:line:column, what was expected and what was found.
 */
class ZvmDirectoryMalformedTest {

    private static final String USER = "USER LNX1 PW\n";
    private static final Guest LNX1 = new Guest("LNX1", null, null, null, List.of(), null, null, null, false,
            at(1, 1));

    private static List<String> warnings(ParseResult r) {
        return r.diagnostics().stream().map(Diagnostic::toString).toList();
    }

    // ------------------------------------------------------------------------------------- unreadable files

    @Test
    void anEmptyFileIsAnError() {
        assertThatThrownBy(() -> read(""))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct: expected a z/VM user directory (USER, IDENTITY or PROFILE entries),"
                        + " found an empty file");
    }

    @Test
    void binaryJunkIsAnError() {
        byte[] junk = {0x55, 0x53, 0x45, 0x52, 0x00, (byte) 0xff, 0x01, 0x0a};

        assertThatThrownBy(() -> readBytes(junk))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct: expected a z/VM user directory (USER, IDENTITY or PROFILE entries),"
                        + " found binary data (a NUL byte)");
    }

    @Test
    void aFileOfCommentsAndBlankLinesIsAnError() {
        assertThatThrownBy(() -> read("* nothing but comments\n\n   \n*DVHOPT LNK0\n"))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct: expected a z/VM user directory (USER, IDENTITY or PROFILE entries),"
                        + " found no USER, IDENTITY or PROFILE statement");
    }

    @Test
    void textWithoutNulBytesButNoStatementsIsAnErrorAfterItsWarnings() {
        // given high-bit junk that is not binary by the NUL test
        byte[] junk = new byte[300];
        new Random(7).nextBytes(junk);
        for (int i = 0; i < junk.length; i++) {
            junk[i] = (byte) (junk[i] == 0 ? 0x80 : junk[i] | 0x80);
        }

        assertThatThrownBy(() -> readBytes(junk))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct: expected a z/VM user directory (USER, IDENTITY or PROFILE entries),"
                        + " found no USER, IDENTITY or PROFILE statement");
    }

    @Test
    void aSecondUserOfOneNameIsAnError() {
        assertThatThrownBy(() -> read("USER LNX1 PW 4G 8G G\n DEDICATE FC00 FC00\nUSER lnx1 PW2 4G 8G G\n"))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct:3:1: expected each user ID in one USER or IDENTITY entry, found a second"
                        + " entry for 'LNX1': USER here and USER LNX1 at line 1");
    }

    @Test
    void aUserAndAnIdentityOfOneNameIsAnError() {
        assertThatThrownBy(() -> read("IDENTITY LNX1 PW\nUSER LNX1 PW\n"))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct:2:1: expected each user ID in one USER or IDENTITY entry, found a second"
                        + " entry for 'LNX1': USER here and IDENTITY LNX1 at line 1");
    }

    @Test
    void aSecondProfileOfOneNameIsAnError() {
        assertThatThrownBy(() -> read("PROFILE LINDFLT\nUSER LNX1 PW\nPROFILE LINDFLT\n"))
                .isInstanceOf(InputException.class)
                .hasMessage("user.direct:3:1: expected each profile name in one PROFILE entry, found a second"
                        + " entry for 'LINDFLT': PROFILE here and PROFILE LINDFLT at line 1");
    }

    // ----------------------------------------------------------------------------------- skipped statements

    @Test
    void mdiskWithoutItsVolumeIsSkipped() throws Exception {
        ParseResult r = read(USER + " MDISK 0201 3390 0001 10016\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly("user.direct:2:29: warning: expected a volume label (1-6"
                + " characters) or &SYSRES, found nothing; MDISK skipped");
    }

    @Test
    void mdiskWithNoOperandsIsSkipped() throws Exception {
        ParseResult r = read(USER + " MDISK\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly("user.direct:2:8: warning: expected a virtual device number (1-4"
                + " hex digits), found nothing; MDISK skipped");
    }

    @Test
    void mdiskWithMissingPartsSaysWhichOne() throws Exception {
        // given MDISKs cut short after the device type, the start, DEVNO and AUTOG
        ParseResult r = read(USER + " MDISK 0201 3390\n MDISK 0202 3390 1\n MDISK 0203 3390 DEVNO\n"
                + " MDISK 0204 3390 AUTOG 10\n MDISK 0205 LONGTYPE9 1 1 ZL4001 MR\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:18: warning: expected a start cylinder or block, DEVNO, V-DISK, T-DISK or a DirMaint"
                        + " AUTOG, AUTOR or AUTOV allocation, found nothing; MDISK skipped",
                "user.direct:3:20: warning: expected a size in cylinders or blocks, or END (a decimal number), found"
                        + " nothing; MDISK skipped",
                "user.direct:4:24: warning: expected a real device number after DEVNO (1-4 hex digits), found"
                        + " nothing; MDISK skipped",
                "user.direct:5:27: warning: expected a DirMaint group name (1-8 characters), found nothing; MDISK"
                        + " skipped",
                "user.direct:6:13: warning: expected a device type (3390, FB-512, ...), found 'LONGTYPE9'; MDISK"
                        + " skipped");
    }

    @Test
    void mdiskWithAnUnknownOriginIsSkipped() throws Exception {
        ParseResult r = read(USER + " MDISK 0201 3390 START 100 ZL4001 MR\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly("user.direct:2:18: warning: expected a start cylinder or block,"
                + " DEVNO, V-DISK, T-DISK or a DirMaint AUTOG, AUTOR or AUTOV allocation, found 'START'; MDISK"
                + " skipped");
    }

    @Test
    void mdiskWithABadModeIsSkipped() throws Exception {
        ParseResult r = read(USER + " MDISK 0201 3390 1 100 ZL4001 XR\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly("user.direct:2:31: warning: expected an access mode (R, RR, W, WR,"
                + " M, MR or MW, optionally followed by V or E), found 'XR'; MDISK skipped");
    }

    @Test
    void mdiskSizesMustBeDecimalNumbersThatFit() throws Exception {
        // given a letter O for a zero, and block counts beyond a 32-bit number
        ParseResult r = read(USER + " MDISK 0201 3390 1 1O0 ZL4001 MR\n MDISK 0111 FB-512 V-DISK 99999999999 MR\n"
                + " MDISK 0112 FB-512 V-DISK 2147483648 MR\n MDISK 0113 FB-512 V-DISK 2147483647 MR\n");

        assertThat(r.elements()).containsExactly(LNX1, new Minidisk("LNX1", DeviceNumber.parse("0113"), "FB-512", null, Integer.MAX_VALUE,
                null, "MR", Minidisk.VDISK, null, List.of(), List.of(), at(5, 2)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:20: warning: expected a size in cylinders or blocks, or END (a decimal number), found"
                        + " '1O0'; MDISK skipped",
                "user.direct:3:27: warning: expected a size in blocks after V-DISK (a decimal number), found"
                        + " '99999999999'; MDISK skipped",
                "user.direct:4:27: warning: expected a size in blocks after V-DISK (a decimal number), found"
                        + " '2147483648'; MDISK skipped");
    }

    @Test
    void aVirtualDeviceNumberMustBeOneToFourHexDigits() throws Exception {
        ParseResult r = read(USER + " DEDICATE G100 4000\n DEDICATE 12345 4000\n LINK MAINT 019X 0190 RR\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:11: warning: expected a virtual device number (1-4 hex digits), found 'G100';"
                        + " DEDICATE skipped",
                "user.direct:3:11: warning: expected a virtual device number (1-4 hex digits), found '12345';"
                        + " DEDICATE skipped",
                "user.direct:4:13: warning: expected the owner's virtual device number (1-4 hex digits), found"
                        + " '019X'; LINK skipped");
    }

    @Test
    void dedicateWithoutARealDeviceIsSkipped() throws Exception {
        ParseResult r = read(USER + " DEDICATE FC00\n DEDICATE FD00 FD00\n");

        assertThat(r.elements()).containsExactly(LNX1,
                new GuestDedicate("LNX1", DeviceNumber.parse("FD00"), DeviceNumber.parse("FD00"), null, false, at(3, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:2:16: warning: expected a real device number or VOLID"
                + " volser after the virtual device number, found nothing; DEDICATE skipped");
    }

    @Test
    void dedicateOfSomethingNeitherDeviceNorVolumeIsSkipped() throws Exception {
        ParseResult r = read(USER + " DEDICATE 0100 ZL40001\n DEDICATE 0101 VOLID\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:16: warning: expected a real device number (1-4 hex digits) or VOLID volser, found"
                        + " 'ZL40001'; DEDICATE skipped",
                "user.direct:3:22: warning: expected a volume label (1-6 characters) or &SYSRES, found nothing;"
                        + " DEDICATE skipped");
    }

    @Test
    void linkWithMissingOrBadOperandsIsSkipped() throws Exception {
        ParseResult r = read(USER + " LINK MAINT 0190\n LINK\n LINK MAINT 0190 0190 ZZ\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:18: warning: expected the virtual device number to link it as (1-4 hex digits),"
                        + " found nothing; LINK skipped",
                "user.direct:3:7: warning: expected the user ID that owns the minidisk (or *), found nothing;"
                        + " LINK skipped",
                "user.direct:4:23: warning: expected an access mode (R, RR, W, WR, M, MR or MW, optionally followed"
                        + " by V or E), found 'ZZ'; LINK skipped");
    }

    @Test
    void anAlternateWithoutPortOrLunOrWithAnUnknownOperandIsSkipped() throws Exception {
        ParseResult r = read(USER + " LOADDEV ALTERNATE PORTNAME 50050763090040A1\n"
                + " LOADDEV ALTERNATE LUN 4010400000000000\n LOADDEV SCSI PRIMARY PORTNAME 1 LUN 2\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:2: warning: expected a LUN on LOADDEV ALTERNATE or a LOADDEV LUN of USER LNX1 for it"
                        + " to reach, found neither; the alternate boot path is skipped",
                "user.direct:3:41: warning: expected PORTNAME on a LOADDEV ALTERNATE statement, found none; LOADDEV"
                        + " skipped",
                "user.direct:4:15: warning: expected SCSI, ECKD, ALTERNATE, DEVICE, PORTNAME, LUN, BOOTPROG, BR_LBA"
                        + " or SCPDATA, found 'PRIMARY'; LOADDEV skipped");
    }

    @Test
    void aFourthAlternateIsReadWithAWarning() throws Exception {
        String alt = " LOADDEV ALT PORTNAME 1 LUN 2\n";
        ParseResult r = read(USER + alt.repeat(4));

        assertThat(((Guest) r.elements().get(0)).loaddevAlternates()).hasSize(4);
        assertThat(warnings(r)).containsExactly("user.direct:5:2: warning: expected at most 3 LOADDEV ALTERNATE"
                + " boot paths in USER LNX1 (the most CP keeps), found another; it is still read");
    }

    @Test
    void loaddevWithABadPortNameOrNoOperandIsSkipped() throws Exception {
        ParseResult r = read(USER + " LOADDEV PORTNAME 5005076309XYZ\n LOADDEV\n LOADDEV LUN 4010400000000000\n");

        assertThat(r.elements()).containsExactly(new Guest("LNX1", null, null, null, List.of(), null, null,
                FcpLun.parse("0x4010400000000000"), false, at(1, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:19: warning: expected a port name (WWPN, up to 16 hex digits), found '5005076309XYZ';"
                        + " LOADDEV skipped",
                "user.direct:3:10: warning: expected PORTNAME, LUN, BOOTPROG, BR_LBA or SCPDATA, found nothing;"
                        + " LOADDEV skipped");
    }

    @Test
    void statementsBeforeTheFirstUserAreSkipped() throws Exception {
        // given a DIRECTORY statement (allowed) and device statements that belong to no entry
        ParseResult r = read("DIRECTORY 0123 3390 ZLRES1\n MDISK 0201 3390 1 100 ZL4001 MR\n MINIOPT NOMDC\n"
                + "USER LNX1 PW\n");

        assertThat(r.elements()).containsExactly(new Guest("LNX1", null, null, null, List.of(), null, null, null,
                false, at(4, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:2: warning: expected a USER, IDENTITY, PROFILE or SUBCONFIG statement before MDISK,"
                        + " found MDISK outside any entry; it is skipped",
                "user.direct:3:2: warning: expected a USER, IDENTITY, PROFILE or SUBCONFIG statement before MINIOPT,"
                        + " found MINIOPT outside any entry; it is skipped");
    }

    @Test
    void deviceStatementsInGlobalDefsAreSkipped() throws Exception {
        ParseResult r = read("GLOBALDEFS\n GLOBALOPTS MACHINE ESA\n MDISK 0111 FB-512 V-DISK 64 MR\n" + USER);

        assertThat(r.elements()).containsExactly(new Guest("LNX1", null, null, null, List.of(), null, null, null,
                false, at(4, 1)));
        assertThat(warnings(r)).containsExactly("user.direct:3:2: warning: expected MDISK in a USER, IDENTITY,"
                + " PROFILE or SUBCONFIG entry, found it in the GLOBALDEFS entry; it is skipped");
    }

    @Test
    void aUserWithoutAValidNameIsSkippedWithItsStatements() throws Exception {
        // given a USER with no name and one whose name is longer than 8 characters
        ParseResult r = read("USER\n DEDICATE FC00 FC00\nUSER LINUXGUEST1 PW\n DEDICATE FC00 FC00\n" + "USER LNX1\n");

        assertThat(r.elements()).containsExactly(new Guest("LNX1", null, null, null, List.of(), null, null, null,
                false, at(5, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:1:6: warning: expected a user ID (1-8 characters), found nothing; the USER entry is"
                        + " skipped up to the next entry",
                "user.direct:3:6: warning: expected a user ID (1-8 characters), found 'LINUXGUEST1'; the USER"
                        + " entry is skipped up to the next entry");
    }

    @Test
    void aDuplicateVirtualDeviceInOneGuestKeepsTheFirst() throws Exception {
        // given DEDICATE 0100, then MDISK 100 (the same device number), with a MINIOPT that goes with it
        ParseResult r = read(USER + " DEDICATE 0100 4010\n MDISK 100 3390 1 100 ZL4001 MR\n MINIOPT NOMDC\n");

        assertThat(r.elements()).containsExactly(LNX1,
                new GuestDedicate("LNX1", DeviceNumber.parse("0100"), DeviceNumber.parse("4010"), null, false, at(2, 2)));
        assertThat(r.diagnostics()).containsExactly(new Diagnostic(Diagnostic.Level.WARNING, at(3, 2),
                "expected each virtual device number once in USER LNX1, found 0100 again on MDISK (first on"
                        + " DEDICATE at line 2); this MDISK is skipped", at(2, 2)));
    }

    @Test
    void aGuestDeviceThatClashesWithItsProfilesIsSkipped() throws Exception {
        ParseResult r = read("PROFILE P1\n LINK MAINT 0190 0190 RR\n" + "USER LNX1 PW\n INCLUDE P1\n"
                + " LINK MAINT 019E 0190 RR\n");

        assertThat(r.elements()).containsExactly(
                new Guest("LNX1", null, null, null, List.of("P1"), null, null, null, false, at(3, 1),
                        List.of(), java.util.Map.of(DeviceNumber.parse("0190"), "P1")),
                new GuestLink("LNX1", "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", at(2, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:5:2: warning: expected each virtual device number once"
                + " in USER LNX1, found 0190 again on LINK (first on LINK at line 2); this LINK is skipped (see also"
                + " user.direct:2:2)");
    }

    @Test
    void minioptBeforeAnyMdiskIsSkipped() throws Exception {
        ParseResult r = read(USER + " MINIOPT NOMDC\n MDISK 0201 3390 1 100 ZL4001 MR\n");

        assertThat(r.elements()).containsExactly(LNX1, new Minidisk("LNX1", DeviceNumber.parse("0201"), "3390", 1, 100, "ZL4001", "MR",
                Minidisk.EXTENT, null, List.of(), List.of(), at(3, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:2:2: warning: expected MINIOPT directly after the MDISK"
                + " it extends, found it before any MDISK of USER LNX1; MINIOPT skipped");
    }

    @Test
    void minioptAfterAnotherStatementDoesNotReachBackToTheMdisk() throws Exception {
        ParseResult r = read(USER + " MDISK 0201 3390 1 100 ZL4001 MR\n DEDICATE FC00 FC00\n MINIOPT NOMDC\n"
                + " DASDOPT WRKALLEG\n");

        assertThat(r.elements()).containsExactly(LNX1,
                new Minidisk("LNX1", DeviceNumber.parse("0201"), "3390", 1, 100, "ZL4001", "MR", Minidisk.EXTENT, null, List.of(),
                        List.of(), at(2, 2)),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(3, 2)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:4:2: warning: expected MINIOPT directly after the MDISK it extends, found it after"
                        + " DEDICATE (line 3); MINIOPT skipped",
                "user.direct:5:2: warning: expected DASDOPT directly after the MDISK it extends, found it after"
                        + " MINIOPT (line 4); DASDOPT skipped");
    }

    @Test
    void minioptAfterASkippedMdiskSaysSo() throws Exception {
        ParseResult r = read(USER + " MDISK 0201 3390 1 100 ZL40011 MR\n MINIOPT NOMDC\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:24: warning: expected a volume label (1-6 characters) or &SYSRES, found 'ZL40011';"
                        + " MDISK skipped",
                "user.direct:3:2: warning: expected MINIOPT directly after the MDISK it extends, found it after an"
                        + " MDISK that was skipped (line 2); MINIOPT skipped");
    }

    @Test
    void minioptWithoutOptionsIsSkippedAndTheNextStillExtendsTheMdisk() throws Exception {
        // given an empty MINIOPT between the MDISK and a good one
        ParseResult r = read(USER + " MDISK 0201 3390 1 100 ZL4001 MR\n MINIOPT\n MINIOPT NOMDC\n");

        assertThat(r.elements()).containsExactly(LNX1, new Minidisk("LNX1", DeviceNumber.parse("0201"), "3390", 1, 100, "ZL4001", "MR",
                Minidisk.EXTENT, null, List.of("NOMDC"), List.of(), at(2, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:3:10: warning: expected at least one MINIOPT option,"
                + " found nothing; MINIOPT skipped");
    }

    @Test
    void includeOfAProfileNoInputDefinesIsANoteOnceEveryFileIsRead() throws Exception {
        // the file alone cannot tell: another file may define the profile
        ParseResult raw = ZvmFixtures.readRaw(USER + " INCLUDE LINDFLT\n DEDICATE FC00 FC00\n");
        assertThat(warnings(raw)).isEmpty();

        ParseResult r = ZvmFixtures.alone(raw);

        assertThat(r.elements()).containsExactly(
                new Guest("LNX1", null, null, null, List.of("LINDFLT"), null, null, null, false, at(1, 1)),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(3, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:1:1: note: INCLUDE names profile LINDFLT, which no"
                + " input defines: its statements are not read for LNX1");
    }

    @Test
    void includeInAProfileOrWithoutANameIsSkipped() throws Exception {
        ParseResult r = read("PROFILE P1\n INCLUDE P2\n" + "USER LNX1 PW\n INCLUDE\n");

        assertThat(r.elements()).containsExactly(new Guest("LNX1", null, null, null, List.of(), null, null, null,
                false, at(3, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:1:1: warning: PROFILE P1 is included by no guest of the inputs: nothing of it is"
                        + " read",
                "user.direct:2:2: warning: expected INCLUDE in a USER or IDENTITY entry, found it in PROFILE P1;"
                        + " INCLUDE skipped",
                "user.direct:4:10: warning: expected a profile name (1-8 characters), found nothing; INCLUDE"
                        + " skipped");
    }

    @Test
    void buildOutsideAnIdentityOrOutOfShapeIsSkipped() throws Exception {
        ParseResult r = read(USER + " BUILD ON SSI1 USING SUBCONFIG LNX1-1\n"
                + "IDENTITY LNX2 PW\n BUILD ON SSI1 SUBCONFIG LNX2-1\n");

        assertThat(r.elements()).containsExactly(LNX1, new Guest("LNX2", null, null, null, List.of(), null, null,
                null, true, at(3, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:2: warning: expected BUILD in an IDENTITY entry, found it in USER LNX1; BUILD"
                        + " skipped",
                "user.direct:4:16: warning: expected USING, found 'SUBCONFIG'; BUILD skipped");
    }

    @Test
    void aSubconfigNoIdentityBuildsIsReportedAndAnUnknownOneNoted() throws Exception {
        ParseResult r = read("IDENTITY LNX2 PW\n BUILD ON SSI1 USING SUBCONFIG LNX2-1\n"
                + "SUBCONFIG LNX3-1\n MDISK 0191 3390 1 10 ZL4001 MR\n");

        assertThat(r.elements()).containsExactly(new Guest("LNX2", null, null, null, List.of(), null, null, null,
                true, at(1, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:2:2: note: BUILD names SUBCONFIG LNX2-1, which this file does not define: its"
                        + " statements are not read for LNX2",
                "user.direct:3:1: warning: expected an IDENTITY whose BUILD statement names SUBCONFIG LNX3-1, found"
                        + " none; its statements are not read");
    }

    @Test
    void aSubconfigBuiltByTwoIdentitiesBelongsToTheFirst() throws Exception {
        ParseResult r = read("IDENTITY A PW\n BUILD ON SSI1 USING SUBCONFIG S1\nIDENTITY B PW\n"
                + " BUILD ON SSI1 USING SUBCONFIG S1\nSUBCONFIG S1\n MDISK 0191 3390 1 10 ZL4001 MR\n");

        assertThat(r.elements()).containsExactly(
                new Guest("A", null, null, null, List.of(), null, null, null, true, at(1, 1), List.of(), null,
                        java.util.Map.of(at(6, 2), new Guest.Subconfig("S1", "SSI1"))),
                new Minidisk("A", DeviceNumber.parse("0191"), "3390", 1, 10, "ZL4001", "MR", Minidisk.EXTENT, null, List.of(), List.of(),
                        at(6, 2)),
                new Guest("B", null, null, null, List.of(), null, null, null, true, at(3, 1)));
        assertThat(warnings(r)).containsExactly("user.direct:4:2: warning: expected SUBCONFIG S1 to be built by one"
                + " IDENTITY, found it built by A already; it is not read again for B (see also user.direct:1:1)");
    }

    @Test
    void generalStatementsInASubconfigAreSkipped() throws Exception {
        ParseResult r = read("IDENTITY LNX2 PW\n BUILD ON SSI1 USING SUBCONFIG LNX2-1\nSUBCONFIG LNX2-1\n"
                + " IPL 0100\n LOADDEV LUN 1\n INCLUDE P\n");

        assertThat(r.elements()).containsExactly(new Guest("LNX2", null, null, null, List.of(), null, null, null,
                true, at(1, 1)));
        assertThat(warnings(r)).containsExactly(
                "user.direct:4:2: warning: expected IPL in a USER, IDENTITY or PROFILE entry, found it in SUBCONFIG"
                        + " LNX2-1; IPL skipped",
                "user.direct:5:2: warning: expected LOADDEV in a USER, IDENTITY or PROFILE entry, found it in"
                        + " SUBCONFIG LNX2-1; LOADDEV skipped",
                "user.direct:6:2: warning: expected INCLUDE in a USER or IDENTITY entry, found it in SUBCONFIG"
                        + " LNX2-1; INCLUDE skipped");
    }

    @Test
    void anUnknownStatementIsSkipped() throws Exception {
        ParseResult r = read(USER + " FROBNICATE 1 2\n DEDICATE FC00 FC00\n");

        assertThat(r.elements()).containsExactly(LNX1,
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(3, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:2:2: warning: expected a directory statement, found"
                + " 'FROBNICATE'; the statement is skipped");
    }

    @Test
    void anOverLongLineLosesWhatIsAfterColumn71WithAWarning() throws Exception {
        // given a COMMAND statement that runs on past column 80
        ParseResult r = read(USER + " COMMAND SET VSWITCH VSW1 GRANT &USERID AND SOMETHING ELSE THAT IS LONGER"
                + " THAN COLUMN 71 BY FAR\n");

        assertThat(r.elements()).containsExactly(LNX1);
        assertThat(warnings(r)).containsExactly("user.direct:2:72: warning: expected the statement to end by column"
                + " 71 (columns 73-80 may hold a sequence number), found 'ER THAN COLUMN 71 BY FAR' after it; the"
                + " text after column 71 is ignored");
    }

    @Test
    void textInColumn72IsNotASequenceField() throws Exception {
        // given an MDISK whose mode ends in column 71, then text from column 72 on
        String statement = " MDISK 0201 3390 1 100 ZL4001";
        String record = statement + " ".repeat(69 - statement.length()) + "MRX0001000";

        ParseResult r = read(USER + record + "\n");

        assertThat(record).hasSize(79);
        assertThat(r.elements()).containsExactly(LNX1, new Minidisk("LNX1", DeviceNumber.parse("0201"), "3390", 1, 100, "ZL4001", "MR",
                Minidisk.EXTENT, null, List.of(), List.of(), at(2, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:2:72: warning: expected the statement to end by column"
                + " 71 (columns 73-80 may hold a sequence number), found 'X0001000' after it; the text after column"
                + " 71 is ignored");
    }

    @Test
    void aHugeLineIsReadUpToColumn71() throws Exception {
        ParseResult r = read(USER + " DEDICATE FC00 FC00" + " X".repeat(500_000) + "\n");

        assertThat(r.elements()).containsExactly(LNX1,
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(2, 2)));
        assertThat(warnings(r)).containsExactly("user.direct:2:73: warning: expected the statement to end by column"
                + " 71 (columns 73-80 may hold a sequence number), found 'X X X X X X X X X X X X X X X X X X X X ...'"
                + " after it; the text after column 71 is ignored");
    }

    @Test
    void warningsStopAfterTwoHundredWithACount() throws Exception {
        ParseResult r = read(USER + " FOO\n".repeat(500));

        assertThat(r.diagnostics()).hasSize(201);
        assertThat(r.diagnostics().get(199).toString()).isEqualTo("user.direct:201:2: warning: expected a directory"
                + " statement, found 'FOO'; the statement is skipped");
        assertThat(r.diagnostics().get(200).toString()).isEqualTo("user.direct:202:2: warning: 300 more diagnostics"
                + " from here on are not shown (at most 200 per file)");
    }

    @Test
    void noInputMakesTheReaderThrowAnythingButInputException() {
        // given random mixes of directory words, numbers, junk bytes, tabs and line ends
        String[] words = {"USER", "IDENTITY", "PROFILE", "SUBCONFIG", "GLOBALDEFS", "INCLUDE", "BUILD", "ON",
            "USING", "MDISK", "DEDICATE", "LINK", "MINIOPT", "DASDOPT", "LOADDEV", "PORTNAME", "LUN", "IPL",
            "END", "DEVNO", "V-DISK", "T-DISK", "AUTOG", "AUTOV", "VOLID", "R/O", "MR", "*", "&SYSRES", "0",
            "FC00", "12345", "99999999999", "FB-512", "3390", "LNX1", "LINDFLT", "\t", "\u0000", "\u00ff",
            "\r", "\n", "\n", "\n", "'", "\uFEFF"};
        Random random = new Random(20260101);
        for (int round = 0; round < 400; round++) {
            StringBuilder b = new StringBuilder();
            int n = random.nextInt(200);
            for (int i = 0; i < n; i++) {
                b.append(words[random.nextInt(words.length)]).append(random.nextInt(4) == 0 ? "" : " ");
            }
            byte[] bytes = b.toString().getBytes(StandardCharsets.UTF_8);
            if (round % 5 == 0 && bytes.length > 0) {
                bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
            }
            // then each is read or refused as malformed input
            assertThatCode(() -> {
                try {
                    readBytes(bytes);
                } catch (InputException expected) {
                    assertThat(expected.getMessage()).startsWith("user.direct");
                }
            }).as("round %d: %s", round, b).doesNotThrowAnyException();
        }
    }
}
