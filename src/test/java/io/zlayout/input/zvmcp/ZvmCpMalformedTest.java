package io.zlayout.input.zvmcp;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.DeviceAddress;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.ZvmPath;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static io.zlayout.input.zvmcp.ZvmCpReaderTest.at;
import static io.zlayout.input.zvmcp.ZvmCpReaderTest.diagnostics;
import static io.zlayout.input.zvmcp.ZvmCpReaderTest.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Bad CP output: an error for what is not text, a warning naming line and column for a value that is wrong. */
class ZvmCpMalformedTest {

    @Test
    void anEmptyFileIsAnError() {
        assertThatThrownBy(() -> read("")).isInstanceOf(InputException.class).hasMessage("cp.txt: expected z/VM CP"
                + " or SMAPI output (QUERY PATHS, QUERY CHPID, QUERY FCP, QUERY VIRTUAL FCP, QUERY DASD DETAILS or"
                + " System_WWPN_Query), found an empty file");
    }

    @Test
    void binaryDataIsAnError() {
        byte[] junk = {'F', 'C', 'P', 0, 1, 2};
        assertThatThrownBy(() -> new ZvmCpReader().read(new SourceFile(Path.of("cp.txt"), "cp.txt", junk),
                ReadContext.NONE)).isInstanceOf(InputException.class).hasMessageEndingWith("found binary data (a NUL"
                + " byte)");
    }

    @Test
    void textWithNoCpResponseIsReadToNothingWithAWarningSayingWhy() throws Exception {
        ParseResult r = read("hello\nworld\n");

        assertThat(r.elements()).isEmpty();
        assertThat(diagnostics(r)).containsExactly(
                "cp.txt: warning: nothing read: no line is z/VM CP or SMAPI output (QUERY PATHS, QUERY CHPID, QUERY"
                        + " FCP, QUERY VIRTUAL FCP, QUERY DASD DETAILS or System_WWPN_Query)",
                "cp.txt:1:1: note: lines 1-2 are not CP output zlayout reads (QUERY PATHS, CHPID, FCP, VIRTUAL FCP,"
                        + " DASD DETAILS, System_WWPN_Query); skipped");
    }

    @Test
    void onlyCpErrorMessagesAreRefusedAtTheFirstMessage() {
        assertThatThrownBy(() -> read("q paths to 102\nHCPQPA0040E Device 0102 does not exist\n"))
                .isInstanceOf(InputException.class)
                .hasMessage("cp.txt:2:1: nothing read: CP answered only with messages (1), no line is z/VM CP or SMAPI"
                        + " output (QUERY PATHS, QUERY CHPID, QUERY FCP, QUERY VIRTUAL FCP, QUERY DASD DETAILS or"
                        + " System_WWPN_Query); the first: CP answered with a message, not data: 'HCPQPA0040E Device"
                        + " 0102 does not exist'");
    }

    @Test
    void pamAndLpmRowsOfTheWrongLengthAreAWarningAndMissingMarksMeanNotAvailable() throws Exception {
        String text = """
                Device 5000, Status ONLINE
                 CHPIDs to Device 5000 (PIM)  : 50 51 52
                  Physically Available (PAM)  : +  +
                  Online               (LPM)  : +  +  +
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new ZvmDevicePaths(DeviceAddress.parse("5000"), "ONLINE", List.of(
                new ZvmPath(ChpidId.parse("50"), true, true), new ZvmPath(ChpidId.parse("51"), true, true), new ZvmPath(ChpidId.parse("52"), false, true)),
                at(1, 1)));
        assertThat(diagnostics(r)).containsExactly("cp.txt:2:1: warning: expected one + or - per CHPID of device 5000"
                + " in the PAM and LPM rows, found 2 and 3 for 3 CHPIDs; a path without its mark is taken as not"
                + " available");
    }

    @Test
    void aPimLineOfAnotherDeviceAndABadChpidAreSkippedWithAWarning() throws Exception {
        String text = """
                Device 5000, Status ONLINE
                 CHPIDs to Device 5001 (PIM)  : 50
                Device 5002, Status ONLINE
                 CHPIDs to Device 5002 (PIM)  : 5G 51
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).hasSize(2);
        assertThat(diagnostics(r)).containsExactly(
                "cp.txt:1:1: note: device 5000 has no CHPIDs to Device (PIM) line: no paths are known for it",
                "cp.txt:2:19: warning: expected the CHPIDs of device 5000 after its Device line, found those of 5001;"
                        + " the line is skipped",
                "cp.txt:4:1: warning: expected CHPIDs (2 hex digits) of device 5002, found '5G'; it is skipped");
    }

    @Test
    void badSmapiValuesAreSkippedWithAWarningNamingTheColumn() throws Exception {
        String text = """
                FCP device number: 1B0Z
                  Status: Free
                FCP device number: 1B0E
                  Channel path ID: 2G7
                  NPIV world wide port number: C05076DE3300XXXX
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).containsExactly(new ZvmFcpDevice(DeviceNumber.parse("1B0E"), null, null, null, null, null, null,
                at(3, 1)));
        assertThat(diagnostics(r)).containsExactly(
                "cp.txt:1:20: warning: expected an FCP device number (1-4 hex digits), found '1B0Z'; the device is"
                        + " skipped",
                "cp.txt:2:1: note: line 2 is not CP output zlayout reads (QUERY PATHS, CHPID, FCP, VIRTUAL FCP,"
                        + " DASD DETAILS, System_WWPN_Query); skipped",
                "cp.txt:4:20: warning: expected a CHPID (2 hex digits), found '2G7'; the value is skipped",
                "cp.txt:5:32: warning: expected a WWPN (16 hex digits) or NONE, found 'C05076DE3300XXXX'; the value"
                        + " is skipped");
    }

    @Test
    void aDeviceTwiceInOneCaptureIsReadOnce() throws Exception {
        String text = """
                Device 5000, Status ONLINE
                 CHPIDs to Device 5000 (PIM)  : 50
                Device 5000, Status ONLINE
                 CHPIDs to Device 5000 (PIM)  : 51
                """;

        ParseResult r = read(text);

        assertThat(r.elements()).hasSize(1);
        assertThat(diagnostics(r)).containsExactly("cp.txt:3:1: warning: expected each device once per capture, found"
                + " zvmpaths:5000 again; this one is skipped");
    }

    @Test
    void randomBytesNeverThrowAnythingButInputException() {
        Random random = new Random(20);
        String alphabet = "FCP DEVICE Path ONLINE OFFLINE 0123456789ABCDEF:=,+-()\n  Status CHPID ON WWPN CUTYPE ";
        for (int round = 0; round < 300; round++) {
            StringBuilder sb = new StringBuilder();
            int len = random.nextInt(400);
            for (int i = 0; i < len; i++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = sb.toString();
            assertThatCode(() -> {
                try {
                    read(text);
                } catch (InputException expected) {
                    // a clear error is fine
                }
            }).as(text).doesNotThrowAnyException();
        }
    }
}
