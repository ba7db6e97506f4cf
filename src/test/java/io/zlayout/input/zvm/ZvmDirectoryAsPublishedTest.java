package io.zlayout.input.zvm;

import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.model.BootPath;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestLink;
import io.zlayout.model.SourceRef;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.zlayout.input.zvm.ZvmFixtures.at;
import static io.zlayout.input.zvm.ZvmFixtures.read;
import static io.zlayout.input.zvm.ZvmFixtures.readRaw;
import static org.assertj.core.api.Assertions.assertThat;

/** Directories as tools and people publish them: abbreviations, xCAT prefixes, DirMaint's one file per entry. */
class ZvmDirectoryAsPublishedTest {

    private static List<String> diagnostics(ParseResult r) {
        return r.diagnostics().stream().map(Diagnostic::toString).toList();
    }

    @Test
    void statementAbbreviationsCpDocumentsAreRead() throws Exception {
        // given MACH, DED and CONS, the documented short forms
        String text = """
                USER LNX1 PW 4G 8G G
                 MACH ESA 4
                 CONS 0009 3215 T
                 DED FC00 FC00
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(
                new Guest("LNX1", "4G", "8G", "G", List.of(), null, null, null, false, at(1, 1)),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(4, 2)));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void aRecordAMailWrappedIsJoinedWithItsRestAndKeepsItsLine() throws Exception {
        // given an MDISK with its sequence number in columns 73-80, wrapped by a 64-column mail client
        String record = String.format("%-72s%s", " MDISK 0100 3390 0001 1000 LX0001 MR", "00000020");
        String text = "USER LNX1 PW 4G 8G G\n" + record.substring(0, 64) + "\n" + record.substring(64) + "\n"
                + " MDISK 0101 3390 1001 1000 LX0001 MR\n";

        // when read
        ParseResult r = read(text);

        // then both minidisks, the first at its line, and one note
        assertThat(r.elements()).hasSize(3);
        assertThat(r.elements().get(1).source()).isEqualTo(at(2, 2));
        assertThat(diagnostics(r)).containsExactly("user.direct: note: 1 record(s) wrapped onto the line below (a mail"
                + " client's or terminal's line width) read as one record each");
    }

    @Test
    void aLongRecordBeforeAStatementIsNeverJoined() throws Exception {
        // given a comment of 70 characters, then a statement, then a word that is no statement under a short line
        String text = "USER LNX1 PW 4G 8G G\n* " + "x".repeat(68) + "\n MDISK 0100 3390 0001 1000 LX0001 MR\n"
                + " MDISK 0101 3390 1001 1000 LX0001\nMR\n";

        ParseResult r = read(text);

        // then nothing is joined: the statement is read, and the word alone is an unknown statement
        assertThat(r.elements()).hasSize(3);
        assertThat(diagnostics(r)).noneMatch(d -> d.contains("wrapped")).anyMatch(d -> d.contains("MR"));
    }

    @Test
    void aWordShorterThanTheDocumentedAbbreviationIsStillUnknown() throws Exception {
        ParseResult r = read("USER LNX1 PW 4G 8G G\n MAC ESA 4\n");

        assertThat(diagnostics(r)).singleElement().asString().contains("MAC");
    }

    @Test
    void anXcatNodePrefixOnEveryLineIsSkippedWithANoteAndColumnsStayTrue() throws Exception {
        String text = """
                zvm1: USER LNX1 PW 4G 8G G
                zvm1:  INCLUDE LINDFLT
                zvm1:  DEDICATE FC00 FC00
                """;

        ParseResult r = readRaw(text);

        assertThat(r.elements()).containsExactly(
                new Guest("LNX1", "4G", "8G", "G", List.of("LINDFLT"), null, null, null, false, at(1, 7)),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(3, 8)));
        assertThat(diagnostics(r)).containsExactly("user.direct: note: every line starts with 'zvm1:' (as xCAT"
                + " and Feilong print a directory entry): the prefix is skipped");
    }

    @Test
    void aUserStatementWithoutAUserIdIsAWarningNotAGuest() throws Exception {
        // given Feilong's prototype form where the user ID was left empty: "USER  pwd 1024M 1G G"
        ParseResult r = read("USER  pwd 1024M 1G G\n DEDICATE 1A0E 1A0E\nUSER LNX2 PW 4G\n");

        assertThat(r.elements()).containsExactly(
                new Guest("LNX2", "4G", null, null, List.of(), null, null, null, false, at(3, 1)));
        assertThat(diagnostics(r)).containsExactly("user.direct:1:11: warning: expected USER userid password"
                + " storage ..., found the storage size '1024M' as operand 3: the user ID or the password is missing;"
                + " the USER entry is skipped up to the next entry");
    }

    @Test
    void feilongsAlternatesReachThePrimaryLunThroughTheirOwnDeviceAndPort() throws Exception {
        // given the LOADDEV statements Feilong writes for multipath IPL, in an entry with a user ID
        String text = """
                USER LNX1 PW 1024M 1G G
                IPL LOADDEV
                LOADDEV DEVICE 1a0e
                LOADDEV PORTname 50050768102491e1
                LOADDEV LUN 0000000000000000
                LOADDEV SCSI ALTERNATE 1a01 PORT 50050768102491e2
                LOADDEV SCSI ALTERNATE 1c0d PORT 50050768102491e3
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new Guest("LNX1", "1024M", "1G", "G", List.of(), "LOADDEV",
                Wwn.parse("0x50050768102491e1"), FcpLun.parse("0x0000000000000000"), false, at(1, 1), List.of(
                new BootPath(DeviceNumber.parse("1A01"), Wwn.parse("0x50050768102491e2"), FcpLun.parse("0x0000000000000000"), at(6, 1)),
                new BootPath(DeviceNumber.parse("1C0D"), Wwn.parse("0x50050768102491e3"), FcpLun.parse("0x0000000000000000"), at(7, 1)))));
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void aProfileInItsOwnFileIsIncludedByTheGuestsOfOtherFiles() throws Exception {
        // given DirMaint's one file per entry: LNX1 DIRECT includes PROFLNX of PROFLNX DIRECT
        ParseResult guest = readRaw("USER LNX1 PW 4G 8G G\n INCLUDE PROFLNX\n DEDICATE FC00 FC00\n");
        ParseResult profile = new ZvmDirectoryReader().read(io.zlayout.input.SourceFile.of("PROFLNX.DIRECT",
                "PROFILE PROFLNX\n IPL FC00\n LOADDEV PORTNAME 50050763090040A1 LUN 4010400000000000\n"
                        + " LOADDEV ALTERNATE PORTNAME 50050763091040A1\n LINK * 0191 0191 RR\n"
                        + " DEDICATE FC00 FD00\n"), io.zlayout.input.ReadContext.NONE);
        List<Diagnostic> diagnostics = new ArrayList<>();

        List<LoadedInput> resolved = DirectoryIncludes.resolve(List.of(
                new LoadedInput("LNX1.DIRECT", ZvmDirectoryReader.FORMAT, null, guest),
                new LoadedInput("PROFLNX.DIRECT", ZvmDirectoryReader.FORMAT, null, profile)), diagnostics);

        // then the guest has the profile's IPL, LOADDEV and LINK; its own DEDICATE wins over the profile's
        assertThat(resolved.get(0).result().elements()).containsExactly(
                new Guest("LNX1", "4G", "8G", "G", List.of("PROFLNX"), "FC00", Wwn.parse("0x50050763090040a1"),
                        FcpLun.parse("0x4010400000000000"), false, at(1, 1), List.of(new BootPath(null, Wwn.parse("0x50050763091040a1"),
                        FcpLun.parse("0x4010400000000000"), SourceRef.at("PROFLNX.DIRECT", 4, 2))),
                        java.util.Map.of(DeviceNumber.parse("0191"), "PROFLNX")),
                new GuestDedicate("LNX1", DeviceNumber.parse("FC00"), DeviceNumber.parse("FC00"), null, false, at(3, 2)),
                new GuestLink("LNX1", "LNX1", DeviceNumber.parse("0191"), DeviceNumber.parse("0191"), "RR", SourceRef.at("PROFLNX.DIRECT", 5, 2)));
        assertThat(resolved.get(1).result().elements()).isEmpty();
        assertThat(diagnostics).extracting(Diagnostic::toString).containsExactly("PROFLNX.DIRECT:6:2: warning:"
                + " expected each virtual device number once in USER LNX1, found FC00 again in PROFILE PROFLNX; this"
                + " one is skipped");
    }

    @Test
    void aProfilesDeviceClashesWithTheGuestsWhateverDigitsEachCodes() throws Exception {
        // given the guest's DEDICATE 0FC0 and its profile's DEDICATE fc0 in another file: one device number
        ParseResult guest = readRaw("USER LNX1 PW 4G 8G G\n INCLUDE PROFLNX\n DEDICATE 0FC0 F000\n");
        ParseResult profile = new ZvmDirectoryReader().read(io.zlayout.input.SourceFile.of("PROFLNX.DIRECT",
                "PROFILE PROFLNX\n dedicate fc0 f100\n LINK MAINT 19e 19E RR\n"), io.zlayout.input.ReadContext.NONE);
        List<Diagnostic> diagnostics = new ArrayList<>();

        List<LoadedInput> resolved = DirectoryIncludes.resolve(List.of(
                new LoadedInput("LNX1.DIRECT", ZvmDirectoryReader.FORMAT, null, guest),
                new LoadedInput("PROFLNX.DIRECT", ZvmDirectoryReader.FORMAT, null, profile)), diagnostics);

        // then the guest keeps its own device, takes the profile's LINK, and the clash is named by its number
        assertThat(resolved.get(0).result().elements()).containsExactly(
                new Guest("LNX1", "4G", "8G", "G", List.of("PROFLNX"), null, null, null, false, at(1, 1),
                        List.of(), java.util.Map.of(DeviceNumber.of(0x19E), "PROFLNX")),
                new GuestDedicate("LNX1", DeviceNumber.of(0xFC0), DeviceNumber.of(0xF000), null, false, at(3, 2)),
                new GuestLink("LNX1", "MAINT", DeviceNumber.of(0x19E), DeviceNumber.of(0x19E), "RR",
                        SourceRef.at("PROFLNX.DIRECT", 3, 2)));
        assertThat(diagnostics).extracting(Diagnostic::toString).containsExactly("PROFLNX.DIRECT:2:2: warning:"
                + " expected each virtual device number once in USER LNX1, found 0FC0 again in PROFILE PROFLNX; this"
                + " one is skipped");
    }

    @Test
    void aProfileNobodyIncludesIsAWarning() throws Exception {
        ParseResult profile = readRaw("PROFILE PROFLNX\n LINK MAINT 0190 0190 RR\n");
        List<Diagnostic> diagnostics = new ArrayList<>();

        List<LoadedInput> resolved = DirectoryIncludes.resolve(List.of(
                new LoadedInput("user.direct", ZvmDirectoryReader.FORMAT, null, profile)), diagnostics);

        assertThat(resolved.get(0).result().elements()).isEmpty();
        assertThat(diagnostics(resolved.get(0).result())).containsExactly("user.direct:1:1: warning: PROFILE PROFLNX"
                + " is included by no guest of the inputs: nothing of it is read");
    }
}
