package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.ScsiDevice;
import io.zlayout.model.ZfcpLun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sessions as people paste them, each class read at the shared mechanism (the echo classifier of
 * {@link Transcript}, the elision filter of {@link LinuxReader}, multipath's map headers): an indented session, the
 * echo of a command zlayout does not read, the comments of a stock multipath.conf, multipathd's console, older
 * multipath-tools forms, lszdev's PERS=auto and lower-case keys, lsdasd's copy-pair secondary.
 */
class PastedSessionsTest {

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static final String LSSCSI_ROW = "[0:0:0:1074872336]disk    IBM      2107900          .431  /dev/sda";

    @Test
    void anIndentedSessionIsReadWithoutItsIndentation() throws Exception {
        // given a session pasted into a mail with four blanks before every line
        String text = "    # lsscsi\n    " + LSSCSI_ROW + "\n"
                + "    # lsdasd\n"
                + "    Bus-ID    Status    Name      Device  Type         BlkSz  Size      Blocks\n"
                + "    ==============================================================================\n"
                + "    0.0.0100  active    dasda     94:0    ECKD         4096   7043MB    1803060\n";

        // when read
        ParseResult r = LinuxReaderTest.read("mail.txt", text);

        // then both captures are read, and the cut indentation is said once per capture
        assertThat(all(r, ScsiDevice.class)).hasSize(1);
        assertThat(all(r, DasdDevice.class)).extracting(d -> d.busId().toString()).containsExactly("0.0.0100");
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly(
                "mail.txt:1: note: the output of 'lsscsi' is indented by 4 blank(s), as pasted into a mail or a page:"
                        + " read without them (columns are counted after them)",
                "mail.txt:3: note: the output of 'lsdasd' is indented by 4 blank(s), as pasted into a mail or a page:"
                        + " read without them (columns are counted after them)");
    }

    @Test
    void aCaptureWhoseOwnLinesAreIndentedKeepsThem() throws Exception {
        // given an echo in column 1: the output's indentation is the command's, not the paste's
        ParseResult r = LinuxReaderTest.read("s.txt", "# lsscsi\n    " + LSSCSI_ROW + "\n");

        // then nothing is cut, and the row is refused as lsscsi never indents one
        assertThat(all(r, ScsiDevice.class)).isEmpty();
        assertThat(LinuxReaderTest.diagnostics(r)).anySatisfy(d -> assertThat(d).startsWith("s.txt:2:1: warning:"));
    }

    @Test
    void theEchoOfACommandZlayoutDoesNotReadEndsTheCaptureBeforeIt() throws Exception {
        // given fdasd and parted run between the captures of a session
        String text = "# lsscsi\n" + LSSCSI_ROW + "\n"
                + "# fdasd -a /dev/dasdb\n"
                + "auto-creating one partition for the whole disk...\n"
                + "writing volume label...\n"
                + "# parted /dev/sda print\n"
                + "Model: IBM 2107900 (scsi)\n"
                + "Disk /dev/sda: 10.7GB\n";

        // when read
        ParseResult r = LinuxReaderTest.read("s.txt", text);

        // then lsscsi keeps its one row and the others' output is skipped with a note each, never a warning
        assertThat(all(r, ScsiDevice.class)).hasSize(1);
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly(
                "s.txt:3: note: skipped the output of 'fdasd -a /dev/dasdb': not a capture zlayout reads",
                "s.txt:6: note: skipped the output of 'parted /dev/sda print': not a capture zlayout reads");
    }

    @Test
    void aCommentedCommandInAConfigurationFileIsNoEcho() throws Exception {
        // given zfcp.conf whose comments show commands (as dracut's do), after its cat echo
        String text = "# cat /etc/zfcp.conf\n"
                + "0.0.1700 0x500507630a00029f 0x4010401100000000\n"
                + "# modprobe zfcp\n"
                + "0.0.1800 0x500507630a0b029f 0x4010401100000000\n";

        // when read
        ParseResult r = LinuxReaderTest.read("z.txt", text);

        // then the comment stays a comment of zfcp.conf: both LUNs are read
        assertThat(all(r, ZfcpLun.class)).hasSize(2);
    }

    @Test
    void theStockMultipathConfHeaderIsACommentNotAnEcho() throws Exception {
        // given the header mpathconf writes, which tells to run 'multipath -t' in a comment
        String text = "# This is a basic configuration file with some examples, for device mapper\n"
                + "# multipath.\n#\n"
                + "# For a complete list of the default configuration values, run either\n"
                + "# multipath -t\n# or\n# multipathd show config\n#\n"
                + "defaults {\n    user_friendly_names yes\n    find_multipaths yes\n}\n";

        // when read
        ParseResult r = LinuxReaderTest.read("multipath.conf", text);

        // then it is one multipath.conf, with no warning
        assertThat(all(r, MultipathConfig.class)).hasSize(1);
        assertThat(LinuxReaderTest.diagnostics(r)).noneMatch(d -> d.contains("warning"));
    }

    private static final String MAP = "mpatha (36005076306ffd6b60000000000002100) dm-0 IBM,2107900\n"
            + "size=20G features='1 queue_if_no_path' hwhandler='0' wp=rw\n"
            + "`-+- policy='service-time 0' prio=50 status=active\n"
            + "  |- 0:0:0:1075855392 sda 8:0  active ready running\n"
            + "  `- 1:0:0:1075855392 sdb 8:16 active ready running\n";

    @Test
    void multipathdsConsolePromptIsAnEchoOfItsCommand() throws Exception {
        // given 'show map ... topo' typed twice into multipathd's console
        String text = "multipathd> show map mpatha topo\n" + MAP + "multipathd> show map mpatha topo\n" + MAP
                + "multipathd> show paths\nhcil dev dev_t pri dm_st chk_st dev_st\n";

        // when read
        ParseResult r = LinuxReaderTest.read("m.txt", text);

        // then the map is read once, the second showing noted, the paths listing skipped
        assertThat(all(r, MultipathMap.class)).singleElement()
                .satisfies(m -> assertThat(m.source().line()).isEqualTo(2));
        assertThat(LinuxReaderTest.diagnostics(r)).contains(
                "m.txt:8: note: multipath -ll: map 36005076306ffd6b60000000000002100 shown again (first at line 2),"
                        + " the same: read once",
                "m.txt:13: note: skipped the output of 'multipathd show paths': not a capture zlayout reads");
    }

    @Test
    void theConsoleOfMultipathdKShowsItsCommandsAfterABarePrompt() throws Exception {
        // given 'multipathd -k' and the '>' prompt of its console, as Red Hat's guide prints it
        ParseResult r = LinuxReaderTest.read("k.txt", "# multipathd -k\n> show topology\n" + MAP + "> exit\n");

        // then the topology is read
        assertThat(all(r, MultipathMap.class)).hasSize(1);
    }

    @Test
    void aMapShownAgainWithOtherPathsIsReadFromItsLaterShowingWithAWarning() throws Exception {
        String later = MAP.replace("  `- 1:0:0:1075855392 sdb 8:16 active ready running\n",
                "  `- 1:0:0:1075855392 sdb 8:16 failed faulty running\n");
        ParseResult r = LinuxReaderTest.read("m.txt", "# multipath -ll\n" + MAP + later);

        assertThat(all(r, MultipathMap.class)).singleElement()
                .satisfies(m -> assertThat(m.source().line()).isEqualTo(7));
        assertThat(LinuxReaderTest.diagnostics(r)).contains("m.txt:7:1: warning: multipath -ll: map"
                + " 36005076306ffd6b60000000000002100 shown again (first at line 2) with other path groups or paths:"
                + " the later showing is read");
    }

    @Test
    void olderMultipathToolsMapHeadersAreRead() throws Exception {
        // given 0.4.5's maps without alias (the WWID alone, and '<wwid> ()') and 0.4.7's header with its sizes
        String text = "# multipath -l\n"
                + "360a980004334644d654a364469555a76\n"
                + "[size=300 GB][features=\"0\"][hwhandler=\"0\"]\n"
                + "\\_ round-robin 0 [active]\n"
                + " \\_ 1:0:2:13 sdc 8:32  [active]\n"
                + "3600508b400105e210000900000490000 ()\n"
                + "[size=100 GB][features=\"1 queue_if_no_path\"][hwhandler=\"0\"]\n"
                + "\\_ round-robin 0 [active]\n"
                + " \\_ 2:0:0:1 sdb 8:16 [active][ready]\n"
                + "mpath1 (3600d0230003228bc000339414edb8101) [size=10 GB][features=\"0\"][hwhandler=\"0\"]\n"
                + "\\_ round-robin 0 [prio=1][active]\n"
                + " \\_ 2:0:0:6 sdb 8:16 [active][ready]\n"
                + "…\n";

        // when read
        ParseResult r = LinuxReaderTest.read("old.txt", text);

        // then three maps, with their WWIDs, aliases and sizes; the elision a note, no warning
        assertThat(all(r, MultipathMap.class)).extracting(MultipathMap::wwid, MultipathMap::alias, MultipathMap::size)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("360a980004334644d654a364469555a76", null, "300 GB"),
                        org.assertj.core.groups.Tuple.tuple("3600508b400105e210000900000490000", null, "100 GB"),
                        org.assertj.core.groups.Tuple.tuple("3600d0230003228bc000339414edb8101", "mpath1", "10 GB"));
        assertThat(all(r, MultipathMap.class).get(0).pathGroups().get(0).paths().get(0).dmState())
                .isEqualTo("active");
        assertThat(LinuxReaderTest.diagnostics(r)).noneMatch(d -> d.contains("warning"))
                .anySatisfy(d -> assertThat(d).startsWith("old.txt:13: note: multipath -ll: line 13 marks output"));
    }

    @Test
    void aWordAloneIsNoMapHeaderWithoutASizeLineAfterIt() throws Exception {
        ParseResult r = LinuxReaderTest.read("x.txt", "# multipath -ll\n" + MAP + "garbage\n");

        assertThat(all(r, MultipathMap.class)).hasSize(1);
        assertThat(LinuxReaderTest.diagnostics(r)).anySatisfy(d -> assertThat(d)
                .startsWith("x.txt:7:1: warning: multipath -ll: expected a map header"));
    }

    @Test
    void lszdevPersAutoAndLowerCaseKeysAreRead() throws Exception {
        // given the table with PERS=auto (s390-tools 2.5.0 and later) and --pairs with the keys as --columns typed
        String text = "# lszdev\n"
                + "TYPE         ID                                              ON   PERS  NAMES\n"
                + "zfcp-host    0.0.1700                                        yes  auto\n"
                + "zfcp-lun     0.0.1700:0x500507630a00029f:0x4010401100000000  yes  auto  sda sg0\n"
                + "# lszdev --pairs --columns type,id,on,pers\n"
                + "type=\"zfcp-lun\" id=\"0.0.1800:0x500507630a0b029f:0x4010401100000000\" on=\"yes\" pers=\"auto\"\n"
                + "# lszdev --columns type,id,on\n"
                + "type       id        on\n"
                + "dasd-eckd  0.0.0100  yes\n";

        // when read
        ParseResult r = LinuxReaderTest.read("z.txt", text);

        // then every row is read
        assertThat(all(r, ZfcpLun.class)).extracting(l -> l.busId().toString())
                .containsExactly("0.0.1700", "0.0.1800");
        assertThat(all(r, DasdDevice.class)).extracting(d -> d.busId().toString()).containsExactly("0.0.0100");
        assertThat(LinuxReaderTest.diagnostics(r)).noneMatch(d -> d.contains("warning"));
    }

    @Test
    void lsdasdCopyPairSecondaryIsADevice() throws Exception {
        String text = "# lsdasd\n"
                + "Bus-ID    Status    Name      Device  Type         BlkSz  Size      Blocks\n"
                + "================================================================================\n"
                + "0.0.0100  active    dasda     94:0    ECKD         4096   7043MB    1803060\n"
                + "0.0.9740  secondary                   ECKD\n";

        ParseResult r = LinuxReaderTest.read("d.txt", text);

        assertThat(all(r, DasdDevice.class)).extracting(d -> d.busId().toString(), DasdDevice::status)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("0.0.0100", "active"),
                        org.assertj.core.groups.Tuple.tuple("0.0.9740", "secondary"));
        assertThat(LinuxReaderTest.diagnostics(r)).noneMatch(d -> d.contains("warning"));
    }

    @Test
    void theOldMapperReportWithoutLunsGivesEachFcpDevicesPortOnce() throws Exception {
        // given ziorep_config -t -M as s390-tools before 2.40 printed it (ziomon/ziorep_config, mapper_report: the
        // adapter, the WWPN, the SCSI device and the mapper device, no LUN)
        String text = "# ziorep_config -t -M\n"
                + "adapter  remote_port        scsi_dev multipath_device\n"
                + "=====================================================\n"
                + "0.0.1967 0x500507630704572c /dev/sda /dev/mapper/mpatha\n"
                + "0.0.1967 0x500507630704572c /dev/sdb /dev/mapper/mpathb\n"
                + "0.0.1927 0x500507630700572c /dev/sdc /dev/mapper/mpatha\n";

        // when read
        ParseResult r = LinuxReaderTest.read("z.txt", text);

        // then each FCP device's port once, and a note that the LUN paths are not known from it
        assertThat(all(r, io.zlayout.model.ZfcpPort.class)).extracting(p -> p.busId() + " " + p.wwpn())
                .containsExactly("0.0.1967 0x500507630704572c", "0.0.1927 0x500507630700572c");
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly("z.txt:4: note: ziorep_config: the mapper report of"
                + " s390-tools before 2.40 names no LUN: its rows are read as FCP devices and their ports, the LUN paths"
                + " are not known from it");
    }

    @Test
    void multipathdsConsolePromptWithABlankBeforeTheMark() throws Exception {
        // given the console as multipath-tools 0.8 and later prints its prompt
        ParseResult r = LinuxReaderTest.read("k.txt", "$ multipathd -k\nmultipathd > show topo\n" + MAP);

        assertThat(all(r, MultipathMap.class)).hasSize(1);
    }

    @Test
    void rowsATerminalWrappedAreJoinedAgain() throws Exception {
        // given lsscsi -g and lscss rows an 80-column terminal cut, the rest in column 1 of the line below
        String sg = "[0:0:0:1074872336]disk    IBM      2107900          .431  /dev/sda   /dev/sg0";
        String css = "0.0.0100 0.0.0000  3390/0c 3990/e9 yes  f0  f0  ff   10111213 00000000";
        String text = "# lsscsi -g\n" + sg.substring(0, 70) + "\n" + sg.substring(70) + "\n"
                + "# lscss\nDevice   Subchan.  DevType CU Type Use  PIM PAM POM  CHPIDs\n"
                + "----------------------------------------------------------------------\n"
                + css.substring(0, 66) + "\n" + css.substring(66) + "\n";

        // when read
        ParseResult r = LinuxReaderTest.read("w.txt", text);

        // then each row is read whole, one note per capture
        assertThat(all(r, ScsiDevice.class)).singleElement().satisfies(d -> assertThat(d.toString()).contains("sg0"));
        assertThat(all(r, io.zlayout.model.IoSubchannel.class)).hasSize(1);
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly(
                "w.txt:2: note: lsscsi: 1 line(s) wrapped onto the line below (a terminal or mail client's line width)"
                        + " read as one line each",
                "w.txt:5: note: lscss: 1 line(s) wrapped onto the line below (a terminal or mail client's line width)"
                        + " read as one line each");
    }

    @Test
    void aLongMapHeaderKeepsItsOldSizeLine() throws Exception {
        // given a 0.4.x header of 73 characters and its one-word size line below
        String text = "# multipath -ll\n"
                + "foobar_postgresql_lun0 (360a98aaaa470505a684a656930385a4a) dm-2 NETAPP,LUN\n"
                + "[size=1.2T][features=1 queue_if_no_path][hwhandler=0]\n"
                + "\\_ round-robin 0 [prio=0][active]\n \\_ 7:0:1:4 sdt 65:48 [active][undef]\n";

        ParseResult r = LinuxReaderTest.read("m.txt", text);

        assertThat(all(r, MultipathMap.class)).singleElement().satisfies(m -> {
            assertThat(m.size()).isEqualTo("1.2T");
            assertThat(m.product()).isEqualTo("LUN");
        });
    }
}
