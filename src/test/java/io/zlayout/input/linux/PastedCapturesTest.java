package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.SgDevice;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Captures as admins paste them: a command typed without a prompt, multipath's log lines before the topology, the
 * 8-column sg table of older kernels, {@code lsdasd -l} headers without the major:minor colon and offline blocks,
 * {@code lsdasd -P} copy pairs, commented-out multipath.conf sections. Line forms of lsdasd follow the
 * {@code printf}s of s390-tools {@code zconf/lsdasd}.
 */
class PastedCapturesTest {

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void aCommandTypedWithoutPromptOnTheFirstLineStartsItsCapture() throws Exception {
        // given the command pasted without prompt, then its output
        ParseResult r = LinuxReaderTest.read("sg.txt", "cat /proc/scsi/sg/devices\n"
                + "0\t0\t0\t1074872336\t0\t1\t32\t0\t1\n");

        // then it is read by the parser the command names
        assertThat(all(r, SgDevice.class)).hasSize(1);
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
    }

    @Test
    void aWordThatOnlyStartsLikeACommandIsNoEcho() throws Exception {
        // given zfcp.conf-like text and an lvs row whose first word happens to be a command name with a value
        assertThat(Transcript.echo("lsdasd 0.0.0100")).isNull();
        assertThat(Transcript.echo("  lszfcp -D")).isNull();
        assertThat(Transcript.echo("multipath {")).isNull();
        assertThat(Transcript.echo("#\tmultipath {")).isNull();
        assertThat(Transcript.echo("multipath -ll")).isNotNull();
    }

    @Test
    void eightColumnSgRowsAreReadAsOnlineWithOneNote() throws Exception {
        // given rows without the online column
        ParseResult r = LinuxReaderTest.read("sg.txt", "0\t0\t0\t1074872336\t0\t1\t32\t0\n"
                + "0\t0\t1\t1074872336\t0\t1\t32\t32\n");

        // then both rows are devices, online, and one note says why
        assertThat(all(r, SgDevice.class)).extracting(SgDevice::busy, SgDevice::online)
                .containsExactly(tuple(0, true), tuple(32, true));
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly("sg.txt:1: note: /proc/scsi/sg/devices: rows"
                + " of 8 numbers, without the 'online' column (an older kernel): their devices are read as online");
    }

    @Test
    void multipathLogLinesBeforeTheTopologyAreOneNote() throws Exception {
        // given multipath -ll as pasted, without echo, its own log lines first
        String text = "Dec 06 10:21:12 | sda: alua not supported\n"
                + "Dec 06 10:21:12 | sdb: alua not supported\n"
                + "10:21:13 | sdc: path offline\n"
                + "mpatha (36005076309ffd4300000000000001011) dm-0 IBM,2107900\n"
                + "size=20G features='1 queue_if_no_path' hwhandler='1 alua' wp=rw\n"
                + "`-+- policy='service-time 0' prio=50 status=active\n"
                + "  `- 0:0:0:1074872336 sda 8:0 active ready running\n";

        // when read
        ParseResult r = LinuxReaderTest.read("mp.txt", text);

        // then the map is read and the log lines are one note
        assertThat(all(r, MultipathMap.class)).extracting(MultipathMap::name).containsExactly("mpatha");
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly("mp.txt:1: note: multipath -ll: lines 1-3 are"
                + " multipath's own log output (a timestamp and '|'), not the topology; skipped");
        assertThat(MultipathLlParser.logLine("1234.567890 | sda: checker msg")).isTrue();
        assertThat(MultipathLlParser.logLine("  |- 0:0:0:1 sda 8:0 active ready running")).isFalse();
        assertThat(MultipathLlParser.logLine("a b c | d")).isFalse();
    }

    @Test
    void lsdasdLongBlocksWithoutColonAndOfflineBlocksAreRead() throws Exception {
        // given lsdasd -l: a header whose major:minor lost its colon, and an offline device's bare bus ID
        String text = "# lsdasd -l\n"
                + "0.0.c600/dasdd/9412\n"
                + "  status:\t\t\t\tactive\n"
                + "  type: \t\t\t\tECKD\n"
                + "  uid:  \t\t\t\tIBM.750000000DXP71.c600.00\n"
                + "  paths_in_use: \t\t\t10 11 12 13\n"
                + "0.0.c601\n"
                + "  status:\t\t\t\toffline\n"
                + "  use_diag:\t\t\t\t0\n";

        // when read
        ParseResult r = LinuxReaderTest.read("dasd.txt", text);

        // then both blocks are DASDs with their attributes; nothing is reported
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, DasdDevice.class)).extracting(x -> java.util.Objects.toString(x.busId(), null), DasdDevice::name, DasdDevice::majorMinor,
                DasdDevice::status, DasdDevice::uid).containsExactly(
                        tuple("0.0.c600", "dasdd", null, "active", "IBM.750000000DXP71.c600.00"),
                        tuple("0.0.c601", null, null, "offline", null));
        assertThat(all(r, DasdDevice.class).get(0).attributes()).containsEntry("paths_in_use", "10 11 12 13");
    }

    @Test
    void lsdasdRowsWrappedByATerminalAreJoinedWithTheirTail() throws Exception {
        // given yast-s390's lsdasd (published, realworld/linux) as a 72-column terminal or mail client wraps it
        String text = java.nio.file.Files.readString(java.nio.file.Path.of(
                "src/test/resources/realworld/linux/yast-s390_lsdasd.txt"));
        StringBuilder wrapped = new StringBuilder();
        for (String line : text.split("\n")) {
            for (int i = 0; i < line.length(); i += 72) {
                wrapped.append(line, i, Math.min(line.length(), i + 72)).append('\n');
            }
        }

        // when read
        ParseResult r = LinuxReaderTest.read("lsdasd.txt", wrapped.toString());

        // then each device has its whole block count again, and the wrap is one note
        assertThat(all(r, DasdDevice.class)).extracting(d -> d.busId().toString(), DasdDevice::blocks).contains(
                tuple("0.0.0160", 5408640L), tuple("0.0.0150", 1802880L), tuple("0.0.019e", 90000L));
        assertThat(all(r, DasdDevice.class)).hasSize(9);
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly("lsdasd.txt:1: note: lsdasd: 6 line(s) of the "
                + "table wrapped onto the line below (a terminal or mail client's line width) read as one line each");
    }

    @Test
    void anLsdasdRowFollowedByAnotherCommandsLineIsNotJoined() throws Exception {
        // given a long row, then a line of text that is no row (a shell message), not a wrapped tail
        ParseResult r = LinuxReaderTest.read("lsdasd.txt", "Bus-ID    Status    Name      Device  Type  BlkSz  "
                + "Size      Blocks\n==============================================================================\n"
                + "0.0.0160  active    dasda     94:0    ECKD         4096   21127MB   5408640\n"
                + "0.0.0150  active    dasdb     94:4    ECKD         4096   7042MB    1802880\n");

        // then both rows are read as they are
        assertThat(all(r, DasdDevice.class)).extracting(DasdDevice::blocks).containsExactly(5408640L, 1802880L);
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
    }

    @Test
    void lsdasdCopyPairsAreReadAsDasdsWithTheirRole() throws Exception {
        // given lsdasd -P
        String text = "# lsdasd -P\n"
                + "Bus-ID    Role       Name      Paired devices\n"
                + "================================================================================\n"
                + "0.0.c600  primary    dasda     IBM.750000000DXP71.c700.00  \n"
                + "0.0.c700  secondary            IBM.750000000DXP71.c600.00  \n"
                + "0.0.c800  tertiary   dasdb     x\n";

        // when read
        ParseResult r = LinuxReaderTest.read("p.txt", text);

        // then two DASDs with role and pairs; the unknown role is reported
        assertThat(all(r, DasdDevice.class)).extracting(x -> java.util.Objects.toString(x.busId(), null), DasdDevice::name,
                d -> d.attributes().get("copy_role"), d -> d.attributes().get("copy_pairs")).containsExactly(
                        tuple("0.0.c600", "dasda", "primary", "IBM.750000000DXP71.c700.00"),
                        tuple("0.0.c700", null, "secondary", "IBM.750000000DXP71.c600.00"));
        assertThat(LinuxReaderTest.diagnostics(r)).singleElement().asString()
                .startsWith("p.txt:6:1: warning: lsdasd: expected '<bus-ID> primary|secondary");
    }

    @Test
    void aCommentedOutSectionInMultipathConfIsACommentNotACommand() throws Exception {
        // given multipath.conf with a live section and a commented-out multipaths section
        String text = "# cat /etc/multipath.conf\n"
                + "defaults {\n"
                + "\tuser_friendly_names yes\n"
                + "}\n"
                + "#multipaths {\n"
                + "#\tmultipath {\n"
                + "#\t\twwid 36005076309ffd4300000000000001011\n"
                + "#\t}\n"
                + "#}\n"
                + "blacklist {\n"
                + "\tdevnode \"^sd[a-z]\" # not the local disk\n"
                + "}\n";

        // when read
        ParseResult r = LinuxReaderTest.read("mp.conf", text);

        // then one configuration holding both live sections
        assertThat(all(r, MultipathConfig.class)).singleElement().satisfies(c -> {
            assertThat(c.defaults()).isNotNull();
            assertThat(c.blacklist()).hasSize(1);
            assertThat(c.multipaths()).isEmpty();
        });
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
    }

    @Test
    void dbginfoRuntimeOutIsReadCommandByCommand() throws Exception {
        // given runtime.out of a dbginfo.sh archive: a rule, '<host>> <command>', the output, a blank line
        String rule = "#".repeat(55) + "\n";
        String text = rule + "lnx1> lscss\n"
                + "Device   Subchan.  DevType CU Type Use  PIM PAM POM  CHPIDs\n"
                + "----------------------------------------------------------------------\n"
                + "0.0.f500 0.0.0000  1732/03 1731/03 yes  80  80  ff   76000000 00000000\n"
                + "\n"
                + rule + "lnx1> lschp\n"
                + "CHPID  Vary  Cfg.  Type  Cmg  Shared  PCHID\n"
                + "============================================\n"
                + "0.76   1     1     1b    2    1       0150\n"
                + "\n"
                + rule + "lnx1> uptime\n"
                + " 11:12:35 up 2 min,  1 user,  load average: 0.18, 0.17, 0.08\n"
                + "\n"
                + rule + "lnx1> lstape\n"
                + "Command \"lstape\" not available\n"
                + "\n";

        // when read
        ParseResult r = LinuxReaderTest.read("runtime.out", text);

        // then each command's output is read by its parser, the others noted
        assertThat(r.elements()).extracting(io.zlayout.model.Element::identity)
                .containsExactly("ccw:0.0.f500", "chpid:0.76");
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly(
                "runtime.out:14: note: skipped the output of 'uptime': not a capture zlayout reads",
                "runtime.out:18: note: skipped the output of 'lstape': not a capture zlayout reads");
    }
}
