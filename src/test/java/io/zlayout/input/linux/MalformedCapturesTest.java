package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Odd, partial and broken captures of every type: each is read as far as it goes, and what could not be read
 * is reported with its file:line:column, what was expected and what was found. Every case starts with the
 * command's echo line, so its content is line 2 on.
 */
class MalformedCapturesTest {

    /** A case: the echo line's command, the output, what is still read, and every diagnostic. */
    record Case(String command, String output, List<String> identities, List<String> diagnostics) {
    }

    private static Arguments c(String name, String command, String output, List<String> ids, String... diags) {
        return Arguments.of(name, new Case(command, output, ids, List.of(diags)));
    }

    private static void check(Case c) throws Exception {
        // given the capture after its echo line, when read
        ParseResult r = LinuxReaderTest.read("cap.txt", "# " + c.command() + "\n" + c.output());

        // then what could be read is there, and everything else is reported exactly; a capture that gives nothing
        // ends with the file's warning that says so
        assertThat(LinuxReaderTest.identities(r)).isEqualTo(c.identities());
        List<String> expected = new java.util.ArrayList<>(c.diagnostics());
        if (c.identities().isEmpty()) {
            List<String> words = List.of(c.command().split(" "));
            String name = Transcript.forCommand(words.get(0), words.subList(1, words.size())).name();
            expected.add("cap.txt: warning: no record read from " + name + " (line 1): the output holds no device,"
                    + " path or setting zlayout"
                    + " reads (see the notes and warnings above)");
        }
        assertThat(LinuxReaderTest.diagnostics(r)).isEqualTo(expected);
    }

    private static final String LSZFCP_LINE = "expected '<bus-ID> <host>', '<bus-ID>/<WWPN> <rport>' or"
            + " '<bus-ID>/<WWPN>/<LUN> <H:C:T:L>'";
    private static final String LUN = "lun:0.0.3d0c/0x500507630300c562/0x4010403300000000";

    static Stream<Arguments> lszfcp() {
        String cmd = "lszfcp -P -H -D";
        return Stream.of(
                c("short WWPN", cmd, "0.0.3d0c/0x5005076303 rport-0:0-0\n", List.of(),
                        "cap.txt:2:10: warning: lszfcp: expected a WWPN '0x' + 16 hex digits, found '0x5005076303';"
                                + " line skipped"),
                c("short LUN", cmd, "0.0.3d0c/0x500507630300c562/0x40104033 0:0:0:0\n", List.of(),
                        "cap.txt:2:29: warning: lszfcp: expected a LUN '0x' + 16 hex digits, found '0x40104033';"
                                + " line skipped"),
                c("truncated after the LUN", cmd, "0.0.3d0c/0x500507630300c562/0x4010403300000000\n", List.of(LUN),
                        "cap.txt:2:47: warning: lszfcp: expected '<H:C:T:L>' or '- failed', found nothing; LUN read"
                                + " without its state"),
                c("short H:C:T:L", cmd, "0.0.3d0c/0x500507630300c562/0x4010403300000000 0:0:0\n", List.of(LUN),
                        "cap.txt:2:48: warning: lszfcp: expected '<H:C:T:L>' or '- failed', found '0:0:0'; LUN read"
                                + " without its state"),
                c("failed misspelt", cmd, "0.0.3d0c/0x500507630300c562/0x4010403300000000 - fail\n", List.of(LUN),
                        "cap.txt:2:48: warning: lszfcp: expected '- failed', found '- fail'; LUN read without its"
                                + " state"),
                c("no bus ID", cmd, "hello world\n", List.of(),
                        "cap.txt:2:1: warning: lszfcp: " + LSZFCP_LINE + ", found 'hello world'; line skipped"),
                c("attribute before any object", cmd, "    Bus = \"ccw\"\n", List.of(),
                        "cap.txt:2:5: warning: lszfcp: " + LSZFCP_LINE + ", found 'Bus = \"ccw\"'; line skipped"),
                c("host line with extra words", cmd, "0.0.3d0c host0 extra\n", List.of(),
                        "cap.txt:2:16: warning: lszfcp: expected '<bus-ID> <host>', found '0.0.3d0c host0 extra';"
                                + " line skipped"),
                c("attribute line without '='", cmd, "0.0.3d0c host0\n    garbage line\n", List.of("fcp:0.0.3d0c"),
                        "cap.txt:3:5: warning: lszfcp: expected an attribute 'name = \"value\"', found 'garbage"
                                + " line'; line skipped"),
                c("attributes of a skipped line go with it", cmd, "0.0.3d0c/0xzz rport-0:0-0\n    Class = \"x\"\n",
                        List.of(), "cap.txt:2:10: warning: lszfcp: expected a WWPN '0x' + 16 hex digits, found"
                                + " '0xzz'; line skipped"),
                c("error message of the tool", cmd, "Error: No fcp devices found.\n", List.of(),
                        "cap.txt:2: note: lszfcp reported: Error: No fcp devices found."));
    }

    static Stream<Arguments> lsluns() {
        String head = "adapter = 0.0.3c02\n  port = 0x500507630300c562\n";
        return Stream.of(
                c("LUN before its adapter", "lsluns", "\t\t0x4010400000000000\n", List.of(),
                        "cap.txt:2:3: warning: lsluns: expected a LUN after its adapter and port lines, found"
                                + " '0x4010400000000000'; line skipped"),
                c("short adapter bus ID", "lsluns",
                        "Scanning for LUNs on adapter 0.0.3c0\n\tat port 0x500507630300c562:\n\t\t0x4010400000000000\n",
                        List.of(),
                        "cap.txt:2:1: warning: lsluns: expected 'Scanning for LUNs on adapter <bus-ID>', found"
                                + " 'Scanning for LUNs on adapter 0.0.3c0'; line skipped",
                        "cap.txt:4:3: warning: lsluns: expected a LUN after its adapter and port lines, found"
                                + " '0x4010400000000000'; line skipped"),
                c("short port", "lsluns",
                        "Scanning for LUNs on adapter 0.0.3c02\n\tat port 0x5005:\n\t\t0x4010400000000000\n",
                        List.of(),
                        "cap.txt:3:2: warning: lsluns: expected 'at port <WWPN>:', found 'at port 0x5005:'; line"
                                + " skipped",
                        "cap.txt:4:3: warning: lsluns: expected a LUN after its adapter and port lines, found"
                                + " '0x4010400000000000'; line skipped"),
                c("short attached LUN", "lsluns -a", head + "    lun = 0x4010\n", List.of(),
                        "cap.txt:4:11: warning: lsluns: expected a LUN '0x' + 16 hex digits, found '0x4010'; line"
                                + " skipped"),
                c("attached LUN cut after its sg device", "lsluns -a",
                        head + "    lun = 0x401040a200000000(X)     /dev/sg0\n",
                        List.of("lun:0.0.3c02/0x500507630300c562/0x401040a200000000"),
                        "cap.txt:4:37: warning: lsluns: expected '<sg device> <type> <vendor>:<model>' or"
                                + " '[offline]', found '/dev/sg0'; LUN read without its device"),
                c("message of the tool", "lsluns", "Cannot find any LUNs\n", List.of(),
                        "cap.txt:2:1: warning: lsluns: expected an adapter, port or LUN line, found 'Cannot find any"
                                + " LUNs'; line skipped"),
                c("adapter without value", "lsluns -a", "adapter =\n", List.of(),
                        "cap.txt:2:1: warning: lsluns: expected 'adapter = <bus-ID>', found 'adapter ='; line"
                                + " skipped"),
                c("lun line without '='", "lsluns -a", head + "    lun 0x401040a200000000\n", List.of(),
                        "cap.txt:4:5: warning: lsluns: expected 'lun = <LUN> ...', found 'lun 0x401040a200000000';"
                                + " line skipped"));
    }

    static Stream<Arguments> lsscsi() {
        String scsi = "scsi:0:0:0:0";
        return Stream.of(
                c("three-part address", "lsscsi", "[0:0:0]      disk    IBM      2107900          .431  /dev/sda\n",
                        List.of(), "cap.txt:2:1: warning: lsscsi: expected '[H:C:T:L] <type> ...', found '[0:0:0]"
                                + "      disk    IBM      2107900   ...'; line skipped"),
                c("no address", "lsscsi", "garbage\n", List.of(),
                        "cap.txt:2:1: warning: lsscsi: expected '[H:C:T:L] <type> ...', found 'garbage'; line"
                                + " skipped"),
                c("address only", "lsscsi", "[0:0:0:0]\n", List.of(scsi),
                        "cap.txt:2:10: warning: lsscsi: expected '<type> <vendor> <model> <rev> <device>', found"
                                + " nothing; device read without its type"),
                c("cut before the device node", "lsscsi", "[0:0:0:0]    disk    IBM      2107900\n", List.of(scsi),
                        "cap.txt:2:38: warning: lsscsi: expected a device node ('/dev/sdX' or '-'), found nothing;"
                                + " device read without its node"),
                c("short FC transport", "lsscsi --transport",
                        "[0:0:0:0]    disk    fc:0x1234                       /dev/sda\n", List.of(scsi),
                        "cap.txt:2:22: warning: lsscsi: expected 'fc:0x<16 hex WWPN>,0x<port ID>', found"
                                + " 'fc:0x1234'; device read without its target port"),
                c("letters in the address", "lsscsi", "[a:b:c:d]    disk\n", List.of(),
                        "cap.txt:2:1: warning: lsscsi: expected '[H:C:T:L] <type> ...', found '[a:b:c:d]    disk';"
                                + " line skipped"));
    }

    private static final String ROW = "expected 9 numbers 'host chan id lun type opens qdepth busy online'";

    static Stream<Arguments> sgDevices() {
        String cmd = "cat /proc/scsi/sg/devices";
        return Stream.of(
                c("eight numbers (no online column, older kernels)", cmd, "0 0 0 1 0 1 32 0\n",
                        List.of("sg:0:0:0:1"), "cap.txt:2: note: /proc/scsi/sg/devices: rows of 8 numbers, without"
                                + " the 'online' column (an older kernel): their devices are read as online"),
                c("ten numbers", cmd, "0 0 0 1 0 1 32 0 1 7\n", List.of(),
                        "cap.txt:2:1: warning: /proc/scsi/sg/devices: " + ROW + ", found '0 0 0 1 0 1 32 0 1 7';"
                                + " line skipped"),
                c("a letter for qdepth", cmd, "0 0 0 1 0 1 x 0 1\n", List.of(),
                        "cap.txt:2:13: warning: /proc/scsi/sg/devices: expected a number for 'qdepth', found 'x';"
                                + " line skipped"),
                c("a negative host", cmd, "-1 0 0 1 0 1 32 0 1\n", List.of(),
                        "cap.txt:2:1: warning: /proc/scsi/sg/devices: expected a number for 'host', found '-1';"
                                + " line skipped"),
                c("a LUN beyond 64 bits", cmd, "0 0 0 99999999999999999999999 0 1 32 0 1\n", List.of(),
                        "cap.txt:2:7: warning: /proc/scsi/sg/devices: expected a number for 'lun', found"
                                + " '99999999999999999999999'; line skipped"),
                c("a cut header", cmd, "host chan id lun\n0 0 0 1 0 1 32 0 1\n", List.of("sg:0:0:0:1"),
                        "cap.txt:2:1: warning: /proc/scsi/sg/devices: " + ROW + ", found 'host chan id lun'; line"
                                + " skipped"));
    }

    private static final String MAP = "mpath:36005076305ffc73a00000000000013b5";
    private static final String MAP_HEAD = "mpatha (36005076305ffc73a00000000000013b5) dm-0 IBM,2107900\n"
            + "size=1.0G features='0' hwhandler='0' wp=rw\n";

    static Stream<Arguments> multipath() {
        String cmd = "multipath -ll";
        String group = "`-+- policy='service-time 0' prio=1 status=active\n";
        return Stream.of(
                c("size line first", cmd, "size=1.0G features='0' hwhandler='0' wp=rw\n", List.of(),
                        "cap.txt:2:1: warning: multipath -ll: expected a map header line before the size line, found"
                                + " 'size=1.0G features='0' hwhandler='0' wp=...'; line skipped"),
                c("path without group", cmd, MAP_HEAD + "  |- 0:0:0:1 sda 8:0 active ready running\n", List.of(MAP),
                        "cap.txt:4:6: warning: multipath -ll: expected a path group line before its paths, found"
                                + " '|- 0:0:0:1 sda 8:0 active ready running'; line skipped"),
                c("group without map", cmd, group, List.of(),
                        "cap.txt:2:1: warning: multipath -ll: expected a map header line before its path groups and"
                                + " paths, found '`-+- policy='service-time 0' prio=1 stat...'; line skipped"),
                c("log line", cmd, "Dec 06 10:21:12 | sda: alua not supported\n", List.of(),
                        "cap.txt:2: note: multipath -ll: line 2 is multipath's own log output (a timestamp and '|'),"
                                + " not the topology; skipped"),
                c("path cut after its device", cmd, MAP_HEAD + group + "  `- 0:0:0:1085620243 sdb\n", List.of(MAP),
                        "cap.txt:5:6: warning: multipath -ll: expected '<H:C:T:L> <device> <major:minor> <dm state>"
                                + " <checker state> <device state>', found '0:0:0:1085620243 sdb'; path read as far as"
                                + " it goes"),
                c("unknown tree line", cmd, MAP_HEAD + "|-+- garbage\n", List.of(MAP),
                        "cap.txt:4:6: warning: multipath -ll: expected a path group or path line, found '|-+-"
                                + " garbage'; line skipped"),
                c("0.4.x path with empty states", cmd,
                        "anzvol2 (36005076306ffc648000000000000510a) dm-15 IBM,2107900\n[size=100G]\n"
                                + "\\_ round-robin 0 [prio=-6][active]\n \\_ 4:0:5:1  sdbf 67:144 [][]\n",
                        List.of("mpath:36005076306ffc648000000000000510a"),
                        "cap.txt:5:5: warning: multipath -ll: expected '<H:C:T:L> <device> <major:minor> [<dm"
                                + " state>][<checker state>]', found '4:0:5:1  sdbf 67:144 [][]'; path read as far"
                                + " as it goes"),
                c("0.4.5 multipath -l path with its device-mapper state only", cmd,
                        "anzvol2 (36005076306ffc648000000000000510a) dm-15 IBM,2107900\n[size=100G]\n"
                                + "\\_ round-robin 0 [prio=-6][active]\n \\_ 4:0:5:1  sdbf 67:144 [active]\n",
                        List.of("mpath:36005076306ffc648000000000000510a")));
    }

    private static final String DASD_ROW = "'<bus-ID> <status> <name> <major:minor> <type> <blksz> <size>"
            + " <blocks>'";

    static Stream<Arguments> lsdasd() {
        String header = "Bus-ID    Status    Name      Device  Type  BlkSz  Size      Blocks\n";
        return Stream.of(
                c("five-digit device number", "lsdasd",
                        header + "0.0.01000  active  dasda  94:0  ECKD  4096  7043MB  1803060\n", List.of(),
                        "cap.txt:3:1: warning: lsdasd: expected " + DASD_ROW + ", found '0.0.01000  active  dasda"
                                + "  94:0  ECKD  40...'; line skipped"),
                c("unknown status", "lsdasd", header + "0.0.0100  weird  dasda\n", List.of(),
                        "cap.txt:3:1: warning: lsdasd: expected " + DASD_ROW + ", found '0.0.0100  weird  dasda';"
                                + " line skipped"),
                c("block size with a unit", "lsdasd",
                        header + "0.0.0100  active  dasda  94:0  ECKD  4k  7043MB  1803060\n",
                        List.of("dasd:0.0.0100"),
                        "cap.txt:3:38: warning: lsdasd: expected a block size, found '4k'; DASD read without the rest"
                                + " of the row"),
                c("row cut after the block size", "lsdasd", header + "0.0.0100  active  dasda  94:0  ECKD  4096\n",
                        List.of("dasd:0.0.0100"),
                        "cap.txt:3:42: warning: lsdasd: expected " + DASD_ROW + ", found nothing; DASD read without"
                                + " the rest of the row"),
                c("an extra column", "lsdasd",
                        header + "0.0.0100  active  dasda  94:0  ECKD  4096  7043MB  1803060  extra\n",
                        List.of("dasd:0.0.0100"),
                        "cap.txt:3:61: warning: lsdasd: expected the end of the row, found 'extra'; DASD read without"
                                + " the rest of the row"),
                c("long form line without ':'", "lsdasd -l", "0.0.0100/dasda/94:0\n  status active\n",
                        List.of("dasd:0.0.0100"),
                        "cap.txt:3:3: warning: lsdasd: expected '<key>: <value>', found 'status active'; line"
                                + " skipped"),
                c("UID row with four words", "lsdasd -u",
                        "Bus-ID    Name      UID\n0.0.0100  dasda  IBM.1.e900.10  more\n", List.of(),
                        "cap.txt:3:1: warning: lsdasd: expected '<bus-ID> <name> <UID>', found '0.0.0100  dasda"
                                + "  IBM.1.e900.10  more'; line skipped"));
    }

    static Stream<Arguments> lvs() {
        String header = "  LV     VG     #Str Stripe\n";
        return Stream.of(
                c("row without header", "lvs", "  lvdata vgdata -wi-a----- 4.00g\n", List.of(),
                        "cap.txt:2:3: warning: lvs: expected the header line 'LV VG Attr LSize ...', found 'lvdata"
                                + " vgdata -wi-a----- 4.00g'; line skipped"),
                c("stripes in words", "lvs", header + "  lvdata vgdata four 64.00k\n", List.of("lv:vgdata/lvdata"),
                        "cap.txt:3:1: warning: lvs: expected a number of stripes, found 'four'; segment read without"
                                + " it"),
                c("stripe size of an unknown unit", "lvs", header + "  lvdata vgdata    4 64.00q\n",
                        List.of("lv:vgdata/lvdata"),
                        "cap.txt:3:1: warning: lvs: expected a stripe size like '64.00k', found '64.00q'; segment"
                                + " read without it"),
                c("more values than columns", "lvs", "  LV     VG\n  lvdata vgdata extra\n", List.of(),
                        "cap.txt:3:1: warning: lvs: expected values lined up under the header's columns, found"
                                + " 'lvdata vgdata extra'; line skipped"),
                c("row without LV", "lvs", "  LV     VG\n         vgdata\n", List.of(),
                        "cap.txt:3:1: warning: lvs: expected an LV name, found 'vgdata'; line skipped"),
                c("JSON cut short", "lvs --reportformat json",
                        "{\"report\": [ {\"lv\": [ {\"lv_name\":\"a\", \"vg_name\":\"v\"\n", List.of(),
                        "cap.txt:3:1: warning: lvs: expected JSON of 'lvs --reportformat json', found 'Unexpected"
                                + " end-of-input: expected close ...'; the rest of the report skipped"),
                c("JSON LV that is no object", "lvs --reportformat json", "{\"report\":[{\"lv\":[1]}]}\n",
                        List.of(),
                        "cap.txt:2:19: warning: lvs: expected an LV object '{\"lv_name\": ...}', found '1'; line"
                                + " skipped",
                        "cap.txt:2: note: lvs: the JSON report holds no LV"),
                c("JSON LV without a name", "lvs --reportformat json", "{\"report\":[{\"lv\":[{\"vg_name\":\"v\"}]}]}\n",
                        List.of(), "cap.txt:2:19: warning: lvs: expected an LV name, found 'v'; line skipped"),
                c("JSON that is no object", "lvs --reportformat json", "[1, 2]\n", List.of(),
                        "cap.txt:2:1: warning: lvs: expected '{', found '['; the rest of the report skipped"));
    }

    private static final String ZFCP_LINE = "expected '<bus-ID> <WWPN> <LUN>' (or a bus ID alone, or the 5-field"
            + " form)";

    static Stream<Arguments> zfcpConf() {
        String cmd = "cat /etc/zfcp.conf";
        return Stream.of(
                c("two fields", cmd, "0.0.1700 0x500507630a00029f\n", List.of(),
                        "cap.txt:2:1: warning: zfcp.conf: " + ZFCP_LINE + ", found '0.0.1700 0x500507630a00029f';"
                                + " line skipped"),
                c("four fields", cmd, "0.0.1700 0x01 0x500507630a00029f 0x4010401100000000\n", List.of(),
                        "cap.txt:2:1: warning: zfcp.conf: " + ZFCP_LINE + ", found '0.0.1700 0x01 0x500507630a00029f"
                                + " 0x40104...'; line skipped"),
                c("five-digit device number", cmd, "0.0.17000 0x500507630a00029f 0x4010401100000000\n", List.of(),
                        "cap.txt:2:1: warning: zfcp.conf: expected a bus ID '0.0.xxxx', found '0.0.17000'; line"
                                + " skipped"),
                c("letters in the WWPN", cmd, "0.0.1700 0x5005zz30a00029f 0x4010401100000000\n", List.of(),
                        "cap.txt:2:10: warning: zfcp.conf: expected a WWPN '0x' + up to 16 hex digits, found"
                                + " '0x5005zz30a00029f'; line skipped"),
                c("LUN without 0x", cmd, "0.0.1700 0x500507630a00029f 4010401100000000\n", List.of(),
                        "cap.txt:2:29: warning: zfcp.conf: expected an FCP LUN '0x' + up to 16 hex digits, found"
                                + " '4010401100000000'; line skipped"),
                c("LUN of 17 digits", cmd, "0.0.1700 0x500507630a00029f 0x40104011000000000\n", List.of(),
                        "cap.txt:2:29: warning: zfcp.conf: expected an FCP LUN '0x' + up to 16 hex digits, found"
                                + " '0x40104011000000000'; line skipped"));
    }

    static Stream<Arguments> dasdConf() {
        String cmd = "cat /etc/dasd.conf";
        return Stream.of(
                c("letter in the bus ID", cmd, "0.0.0g00\n", List.of(),
                        "cap.txt:2:1: warning: dasd.conf: expected '<bus-ID> [attribute=value ...]', found"
                                + " '0.0.0g00'; line skipped"),
                c("attribute without value", cmd, "0.0.0100 readonly\n", List.of("dasd:0.0.0100"),
                        "cap.txt:2:10: warning: dasd.conf: expected 'attribute=value', found 'readonly'; word"
                                + " ignored"),
                c("value without attribute", cmd, "0.0.0100 =1\n", List.of("dasd:0.0.0100"),
                        "cap.txt:2:10: warning: dasd.conf: expected 'attribute=value', found '=1'; word ignored"),
                c("empty value", cmd, "0.0.0100 use_diag=\n", List.of("dasd:0.0.0100"),
                        "cap.txt:2:10: warning: dasd.conf: expected 'attribute=value', found 'use_diag='; word"
                                + " ignored"),
                c("kernel parameter style", cmd, "dasd=0100\n", List.of(),
                        "cap.txt:2:1: warning: dasd.conf: expected '<bus-ID> [attribute=value ...]', found"
                                + " 'dasd=0100'; line skipped"));
    }

    static Stream<Arguments> chzdev() {
        String cmd = "chzdev --export -";
        return Stream.of(
                c("setting before any section", cmd, "online=1\n", List.of(),
                        "cap.txt:2:1: warning: chzdev --export: expected a section header '[persistent <type> <id>]',"
                                + " found 'online=1'; line skipped"),
                c("header without type", cmd, "[persistent]\nonline=1\n", List.of(),
                        "cap.txt:2:1: warning: chzdev --export: expected a section header '[persistent|active|autoconf"
                                + " <type> <id>]', found '[persistent]'; line skipped"),
                c("unknown configuration set", cmd, "[runtime dasd-eckd 0.0.5000]\n", List.of(),
                        "cap.txt:2:1: warning: chzdev --export: expected a section header '[persistent|active|autoconf"
                                + " <type> <id>]', found '[runtime dasd-eckd 0.0.5000]'; line skipped"),
                c("short LUN ID", cmd, "[persistent zfcp-lun 0.0.fc00:0x5005:0x40]\n", List.of(),
                        "cap.txt:2:1: warning: chzdev --export: expected a LUN ID '<bus-ID>:0x<16 hex WWPN>:0x<16 hex"
                                + " LUN>', found '0.0.fc00:0x5005:0x40'; line skipped"),
                c("setting without '='", cmd, "[persistent dasd-eckd 0.0.5000]\nonline\n", List.of("dasd:0.0.5000"),
                        "cap.txt:3:1: warning: chzdev --export: expected 'attribute=value', found 'online'; line"
                                + " skipped"),
                c("letter in the bus ID", cmd, "[persistent dasd-eckd 0.0.500g]\n", List.of(),
                        "cap.txt:2:1: warning: chzdev --export: expected a bus ID '0.0.xxxx', found '0.0.500g'; line"
                                + " skipped"));
    }

    private static final String CONF = "mpathconf:LNX1";

    static Stream<Arguments> multipathConf() {
        String cmd = "cat /etc/multipath.conf";
        return Stream.of(
                c("brace on the next line", cmd, "defaults\n{\n  user_friendly_names yes\n}\n", List.of(CONF),
                        "cap.txt:2:9: warning: multipath.conf: expected '{' after 'defaults' on the same line, found"
                                + " the end of the line; multipath ignores this section"),
                c("unknown section", cmd, "foo {\n  bar 1\n}\n", List.of(CONF),
                        "cap.txt:2:1: warning: multipath.conf: expected a section (defaults, blacklist,"
                                + " blacklist_exceptions, devices, multipaths, overrides), found 'foo'; section"
                                + " ignored"),
                c("unmatched closing brace", cmd, "defaults {\n}\n}\n", List.of(CONF),
                        "cap.txt:4:1: warning: multipath.conf: expected a setting or a section, found an unmatched"
                                + " '}'; ignored"),
                c("missing closing brace", cmd, "defaults {\n  user_friendly_names yes\n", List.of(CONF),
                        "cap.txt:2:1: warning: multipath.conf: expected '}' closing 'defaults', found the end of the"
                                + " file; read as if closed"),
                c("device without product", cmd, "devices {\n device {\n  vendor IBM\n }\n}\n", List.of(CONF),
                        "cap.txt:3:2: warning: multipath.conf: expected vendor and product in this device entry,"
                                + " found no product; multipath ignores it"),
                c("multipath without wwid", cmd, "multipaths {\n multipath {\n  alias x\n }\n}\n", List.of(CONF),
                        "cap.txt:3:2: warning: multipath.conf: expected a wwid in this multipath entry, found none;"
                                + " multipath ignores it"),
                c("keyword without value", cmd, "defaults {\n  polling_interval\n}\n", List.of(CONF),
                        "cap.txt:3:3: warning: multipath.conf: expected a value for 'polling_interval', found"
                                + " nothing; line ignored"),
                c("unquoted value with a space", cmd, "defaults {\n  path_selector round-robin 0\n}\n", List.of(CONF),
                        "cap.txt:3:29: warning: multipath.conf: expected the end of the line, found '0'; ignoring"
                                + " extra data"),
                c("unterminated quote", cmd, "defaults {\n  features \"1 queue_if_no_path\n}\n", List.of(CONF),
                        "cap.txt:3:12: warning: multipath.conf: expected a closing '\"', found the end of the line"),
                c("vendor in a blacklist", cmd, "blacklist {\n  vendor IBM\n}\n", List.of(CONF),
                        "cap.txt:3:3: warning: multipath.conf: expected devnode, wwid, property, protocol or device"
                                + " in 'blacklist', found 'vendor'; ignored"),
                c("setting outside sections", cmd, "user_friendly_names yes\n", List.of(CONF),
                        "cap.txt:2:1: warning: multipath.conf: expected a section (defaults, blacklist,"
                                + " blacklist_exceptions, devices, multipaths, overrides), found 'user_friendly_names';"
                                + " line ignored"));
    }

    static Stream<Arguments> lschpJson() {
        String cmd = "lschp --format json";
        String head = "{\n  \"channel_paths\": [\n";
        String good = "    {\"chpid\": \"0.32\", \"vary\": 1, \"cfg\": 1, \"type\": 27, \"cmg\": 2, \"shared\": 1,"
                + " \"chid\": 576, \"chid_external\": true}";
        return Stream.of(
                c("cut off", cmd, head + good + ",\n    {\"chpid\": \"0.33\", \"va", List.of("chpid:0.32"),
                        "cap.txt:5:26: warning: lschp: expected JSON of 'lschp --format json', found 'Illegal unquoted"
                                + " character ((CTRL-CHAR, ...'; the rest of the output skipped"),
                c("an entry that is no channel path", cmd, head + "    42,\n" + good + "\n  ]\n}\n",
                        List.of("chpid:0.32"),
                        "cap.txt:4:5: warning: lschp: expected a channel path '{\"chpid\": \"<css>.<chpid>\", ...}',"
                                + " found '42'; line skipped"),
                c("a CHPID that is not one", cmd, head + "    {\"chpid\": \"50\", \"vary\": 1}\n  ]\n}\n", List.of(),
                        "cap.txt:4:5: warning: lschp: expected a channel path '{\"chpid\": \"<css>.<chpid>\", ...}',"
                                + " found '{\"chpid\":\"50\",\"vary\":1}'; line skipped"),
                c("a type out of range", cmd, head + "    {\"chpid\": \"0.50\", \"type\": 999}\n  ]\n}\n", List.of(),
                        "cap.txt:4:5: warning: lschp: expected a channel path '{\"chpid\": \"<css>.<chpid>\", ...}',"
                                + " found '{\"chpid\":\"0.50\",\"type\":999}'; line skipped"),
                c("no channel paths", cmd, "{\"meta\": {\"api_level\": 1}}\n", List.of(),
                        "cap.txt:2: note: lschp: the JSON output holds no channel path"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lschpJson")
    void lschpJsonReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    static Stream<Arguments> foreignText() {
        return Stream.of(
                c("lszfcp", "lszfcp -P -H -D", "0.0.3d0c host0\nsome random line\nanother random line\nyet another\n",
                        List.of("fcp:0.0.3d0c"),
                        "cap.txt:3:1: warning: lszfcp: " + LSZFCP_LINE + ", found 'some random line'; lines 3-5 skipped"),
                c("lsscsi", "lsscsi", "[0:0:0:0]    disk    IBM      2107900          .217  /dev/sda\ngarbage one\n"
                                + "garbage two\n", List.of("scsi:0:0:0:0"),
                        "cap.txt:3:1: warning: lsscsi: expected '[H:C:T:L] <type> ...', found 'garbage one'; lines 3-4"
                                + " skipped"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("foreignText")
    void aRunOfForeignLinesIsOneWarning(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lszfcp")
    void lszfcpReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lsluns")
    void lslunsReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lsscsi")
    void lsscsiReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sgDevices")
    void sgDevicesReadAsFarAsTheyGo(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("multipath")
    void multipathListingReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lsdasd")
    void lsdasdReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lvs")
    void lvsReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("zfcpConf")
    void zfcpConfReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dasdConf")
    void dasdConfReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("chzdev")
    void chzdevExportReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("multipathConf")
    void multipathConfReadsAsFarAsItGoes(String name, Case c) throws Exception {
        check(c);
    }
}
