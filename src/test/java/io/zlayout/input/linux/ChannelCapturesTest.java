package io.zlayout.input.linux;

import io.zlayout.model.id.ChpidId;
import io.zlayout.input.ParseResult;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.IoSubchannel;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * {@code lscss} and {@code lschp} in the forms s390-tools prints them (column widths and options from
 * {@code zconf/css/lscss.c} and {@code zconf/chp/lschp.c}) and as they arrive pasted, and what is not their output.
 */
class ChannelCapturesTest {

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void lscssWithVpmAndAvailAndDefunctDevices() throws Exception {
        // given lscss --vpm --avail with a device not accessible and a defunct device
        String text = "# lscss --vpm --avail\n"
                + "Device   Subchan.  DevType CU Type Use  PIM PAM POM VPM CHPIDs            Avail.\n"
                + "-----------------------------------------------------------------------------\n"
                + "0.0.f500 0.0.0000  1732/03 1731/03 yes  c0  c0  ff  c0  76780000 00000000  good\n"
                + "0.0.f501 0.0.0001  1732/03 1731/03      c0  40  ff  40  76780000 00000000  no path\n"
                + "none     0.0.0002                       80  80  ff  80  50000000 00000000\n"
                + "0.0.f502 n/a       1732/03 1731/03\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lscss.txt", text);

        // then every row is a subchannel with its masks; the defunct device has none
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, IoSubchannel.class)).extracting(x -> java.util.Objects.toString(x.busId(), null), x -> java.util.Objects.toString(x.subchannel(), null),
                IoSubchannel::online, IoSubchannel::pam, IoSubchannel::vpm, IoSubchannel::availability,
                x -> texts(x.availableChpids()), x -> texts(x.unavailableChpids())).containsExactly(
                        tuple("0.0.f500", "0.0.0000", true, 0xc0, 0xc0, "good", List.of("76", "78"), List.of()),
                        tuple("0.0.f501", "0.0.0001", false, 0x40, 0x40, "no path", List.of("78"), List.of("76")),
                        tuple(null, "0.0.0002", false, 0x80, 0x80, null, List.of("50"), List.of()),
                        tuple("0.0.f502", null, false, null, null, null, List.of(), List.of()));
    }

    @Test
    void lscssUpperCaseShortIdsAndOtherSections() throws Exception {
        // given lscss -u -s --io --chsc: upper case, short bus IDs, and a CHSC section after the I/O one
        String text = "# lscss -u -s --io --chsc\n"
                + "IO Subchannels and Devices:\n"
                + "Device   Subchan.  DevType CU Type Use  PIM PAM POM  CHPIDs\n"
                + "----------------------------------------------------------------------\n"
                + "F500     0.0.0000  1732/03 1731/03 YES  80  80  FF   76000000 00000000\n"
                + "\n"
                + "CHSC Subchannels:\n"
                + "Device   Subchan.\n"
                + "----------------------\n"
                + "N/A      0.0.FF40\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lscss.txt", text);

        // then the device is read in canonical form; the CHSC section is noted and skipped
        assertThat(all(r, IoSubchannel.class)).extracting(x -> java.util.Objects.toString(x.busId(), null), IoSubchannel::online,
                IoSubchannel::pom, IoSubchannel::availableChpids)
                .containsExactly(tuple("0.0.f500", true, 0xff, List.of(io.zlayout.model.id.ChpidId.parse("76"))));
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly(
                "lscss.txt:7: note: lscss: the section 'CHSC Subchannels' lists no CCW device; skipped");
    }

    @Test
    void malformedLscssRowsAreOneWarningPerRunAndTheRestIsRead() throws Exception {
        // given rows cut short, a mask too many, pasted shell text, and an elided stretch
        String text = "# lscss\n"
                + "Device   Subchan.  DevType CU Type Use  PIM PAM POM  CHPIDs\n"
                + "0.0.0100 0.0.0000  3390/0c 3990/e9 yes  f0  f0  ff   10111213\n"
                + "0.0.0101 0.0.0001  3390/0c 3990/e9 yes  f0  f0  ff   10111213 00000000\n"
                + "...\n"
                + "0.0.0102 0.0.0002  3390/0c 3990/e9 yes  f0  f0\n"
                + "bash: lsxyz: command not found\n"
                + "0.0.0103 0.0.0003  3390/0c 3990/e9 yes  f0  f0  ff  f0  f0  10111213 00000000\n"
                + "0.0.0104 0.0.0004  3390/0c 3990/e9 yes  f0  f0  ff   10111213 00000000 broken\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lscss.txt", text);

        // then the good row is read; the elision is a note and each run of bad lines one warning
        assertThat(all(r, IoSubchannel.class)).extracting(x -> x.busId().toString()).containsExactly("0.0.0101");
        List<String> d = LinuxReaderTest.diagnostics(r);
        assertThat(d).hasSize(3);
        String expected = "lscss: expected '<device> <subchannel> [<devtype> <cutype>] [yes] <PIM> <PAM> <POM> [<VPM>]"
                + " <CHPIDs> <CHPIDs>', found '0.0.010";
        // (the elision is taken out of the capture, and noted, before the lines are parsed)
        assertThat(d.get(0)).isEqualTo("lscss.txt:5: note: lscss: line 5 marks output left out ('...'); what is shown"
                + " is read, what was left out is not known");
        assertThat(d.get(1)).startsWith("lscss.txt:3:1: warning: " + expected).endsWith("; line skipped");
        assertThat(d.get(2)).startsWith("lscss.txt:6:1: warning: " + expected).endsWith("; lines 6-9 skipped");
    }

    @Test
    void lschpAsPrintedWithUnknownsInternalIdsAndNoPchidColumn() throws Exception {
        // given lschp as s390-tools prints it, and a row of an older lschp without the PCHID column
        String text = "# lschp\n"
                + "CHPID  Vary  Cfg.  Type  Cmg  Shared  PCHID\n"
                + "============================================\n"
                + "0.50   1     1     1b    2    1       0150\n"
                + "0.51   0     0     1b    -    -       0151\n"
                + "0.f0   1     1     24    3    1      (0702)\n"
                + "1.5a   -     -     -     -    -       -\n"
                + "0.60   1     1     25    2    0\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lschp.txt", text);

        // then
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ChannelPathStatus.class)).extracting(ChannelPathStatus::identity, ChannelPathStatus::vary,
                ChannelPathStatus::configure, ChannelPathStatus::type, ChannelPathStatus::shared,
                ChannelPathStatus::pchid, ChannelPathStatus::internalChid, ChannelPathStatus::online)
                .containsExactly(
                        tuple("chpid:0.50", 1, 1, "1B", true, "150", false, true),
                        tuple("chpid:0.51", 0, 0, "1B", null, "151", false, false),
                        tuple("chpid:0.F0", 1, 1, "24", true, "702", true, true),
                        tuple("chpid:1.5A", null, null, null, null, null, false, false),
                        tuple("chpid:0.60", 1, 1, "25", false, null, false, true));
    }

    @Test
    void malformedLschpRowsAreReportedAndTheRestIsRead() throws Exception {
        // given a vary of 2, a type of three digits, a PCHID that is not hex, and a good row
        String text = "# lschp\n"
                + "CHPID  Vary  Cfg.  Type  Cmg  Shared  PCHID\n"
                + "0.50   2     1     1b    2    1       0150\n"
                + "\n"
                + "0.51   1     1     1bb   2    1       0151\n"
                + "0.52   1     1     1b    2    1       01G2\n"
                + "0.53   1     1     1b    2    1       0153\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lschp.txt", text);

        // then the good row is read and the bad ones are one warning (a blank line does not end the run)
        assertThat(all(r, ChannelPathStatus.class)).extracting(ChannelPathStatus::id).containsExactly(ChpidId.parse("53"));
        assertThat(LinuxReaderTest.diagnostics(r)).singleElement().satisfies(d -> assertThat(d)
                .startsWith("lschp.txt:3:1: warning: lschp: expected '<css>.<chpid> <vary> <cfg> <type> <cmg>"
                        + " <shared> [<PCHID>]', found '0.50")
                .endsWith("; lines 3-6 skipped"));
    }

    @Test
    void lscssAndLschpWithoutEchoAreSniffed() throws Exception {
        // given each capture alone, without its command line
        ParseResult css = LinuxReaderTest.read("a.txt", "Device   Subchan.  DevType CU Type Use  PIM PAM POM  CHPIDs\n"
                + "0.0.f500 0.0.0000  1732/03 1731/03 yes  80  80  ff   76000000 00000000\n");
        ParseResult chp = LinuxReaderTest.read("b.txt", "0.50   1     1     1b    2    1       0150\n");

        // then each is read by its parser
        assertThat(all(css, IoSubchannel.class)).hasSize(1);
        assertThat(all(chp, ChannelPathStatus.class)).hasSize(1);
    }

    private static List<String> texts(List<ChpidId> chpids) {
        return chpids.stream().map(ChpidId::toString).toList();
    }
}
