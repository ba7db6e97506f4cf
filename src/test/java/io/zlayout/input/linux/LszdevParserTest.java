package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * {@code lszdev} as s390-tools zdev prints it (columns of {@code zdev/src/lszdev.c}, pairs of
 * {@code zdev/src/table.c}): the table and {@code --pairs}, storage rows kept, other device types noted.
 */
class LszdevParserTest {

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void theTableGivesFcpDevicesLunsAndDasdsWithActiveAndPersistentState() throws Exception {
        // given the default table, a qeth device among the storage ones
        String text = "# lszdev\n"
                + "TYPE         ID                                              ON   PERS  NAMES\n"
                + "dasd-eckd    0.0.0100                                        yes  yes   dasda\n"
                + "dasd-eckd    0.0.0101                                        no   yes\n"
                + "zfcp-host    0.0.1700                                        yes  yes\n"
                + "zfcp-lun     0.0.1700:0x500507630a00029f:0x4010401100000000  yes  yes   sda sg0\n"
                + "zfcp-lun     0.0.1700:0x500507630a00029f:0x4010401200000000  no   yes\n"
                + "qeth         0.0.a000:0.0.a001:0.0.a002                      yes  no    eth0\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszdev.txt", text);

        // then
        assertThat(all(r, DasdDevice.class)).extracting(x -> java.util.Objects.toString(x.busId(), null), DasdDevice::status, DasdDevice::name,
                DasdDevice::type).containsExactly(tuple("0.0.0100", "active", "dasda", "ECKD"),
                        tuple("0.0.0101", "offline", null, "ECKD"));
        assertThat(all(r, ZfcpHost.class)).singleElement().satisfies(h -> {
            assertThat(h.busId()).hasToString("0.0.1700");
            assertThat(h.origin()).isEqualTo(HostCapture.LSZDEV);
            assertThat(h.attributes()).containsEntry("online", "yes").containsEntry("persistent", "yes");
        });
        assertThat(all(r, ZfcpLun.class)).extracting(x -> x.lun().toString(), ZfcpLun::state, ZfcpLun::sgDevice)
                .containsExactly(tuple("0x4010401100000000", ZfcpLun.State.ATTACHED, "/dev/sg0"),
                        tuple("0x4010401200000000", ZfcpLun.State.CONFIGURED, null));
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly(
                "lszdev.txt:8: note: lszdev: devices of type qeth are not storage zlayout reads; skipped");
    }

    @Test
    void aBlankColumnBeforeOthersKeepsTheValuesUnderTheirHeadings() throws Exception {
        // given --columns putting NAMES before ON and PERS: a device without a name leaves that column blank
        String text = "# lszdev --columns TYPE,ID,NAMES,ON,PERS\n"
                + "TYPE       ID                                              NAMES    ON   PERS\n"
                + "dasd-eckd  0.0.0100                                        dasda    yes  yes\n"
                + "dasd-eckd  0.0.0101                                                 no   yes\n"
                + "zfcp-lun   0.0.1700:0x500507630a00029f:0x4010401100000000  sda sg0  yes  no\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszdev.txt", text);

        // then the second DASD is offline and persistent, not named 'no'; the LUN is attached, not persistent
        assertThat(all(r, DasdDevice.class)).extracting(x -> java.util.Objects.toString(x.busId(), null), DasdDevice::status, DasdDevice::name)
                .containsExactly(tuple("0.0.0100", "active", "dasda"), tuple("0.0.0101", "offline", null));
        assertThat(all(r, ZfcpLun.class)).singleElement().satisfies(l -> {
            assertThat(l.state()).isEqualTo(ZfcpLun.State.ATTACHED);
            assertThat(l.sgDevice()).isEqualTo("/dev/sg0");
            assertThat(l.attributes()).containsEntry("persistent", "no");
        });
        assertThat(r.diagnostics()).noneMatch(d -> d.level() == io.zlayout.model.Diagnostic.Level.WARNING);
    }

    @Test
    void pairsAreReadByKeyWithoutEcho() throws Exception {
        // given lszdev --pairs without its command line
        String text = "TYPE=\"zfcp-lun\" ID=\"0.0.1700:0x500507630a00029f:0x4010401100000000\" ON=\"yes\""
                + " PERS=\"no\" NAMES=\"sda sg0\"\n"
                + "TYPE=\"dasd-fba\" ID=\"0.0.0200\" ON=\"yes\" PERS=\"yes\" NAMES=\"dasdb\"\n";

        // when read
        ParseResult r = LinuxReaderTest.read("pairs.txt", text);

        // then
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ZfcpLun.class)).singleElement().satisfies(l -> {
            assertThat(l.state()).isEqualTo(ZfcpLun.State.ATTACHED);
            assertThat(l.attributes()).containsEntry("persistent", "no");
        });
        assertThat(all(r, DasdDevice.class)).extracting(DasdDevice::type).containsExactly("FBA");
    }

    @Test
    void malformedRowsAreReportedAndTheRestIsRead() throws Exception {
        // given a LUN ID cut short, a broken pair, a yes/no that is neither, and a good row
        String text = "# lszdev\n"
                + "TYPE         ID                           ON   PERS  NAMES\n"
                + "zfcp-lun     0.0.1700:0x500507630a00029f  yes  yes   sda\n"
                + "TYPE=\"zfcp-host\" ID=\"0.0.1700\n"
                + "zfcp-host    0.0.1701                     maybe yes\n"
                + "zfcp-host    0.0.1702                     yes  yes\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszdev.txt", text);

        // then
        assertThat(all(r, ZfcpHost.class)).extracting(h -> h.busId().toString()).containsExactly("0.0.1702");
        List<String> d = LinuxReaderTest.diagnostics(r);
        assertThat(d).hasSize(2);
        assertThat(d.get(0)).startsWith("lszdev.txt:3:1: warning: lszdev: expected '<bus-ID>:<WWPN>:<LUN>' as the ID"
                + " of a zfcp-lun, found '0.0.1700:0x500507630a00029f'");
        assertThat(d.get(1)).startsWith("lszdev.txt:4:1: warning: lszdev: expected '<type> <id> <on> <pers>")
                .endsWith("lines 4-5 skipped");
    }

    @Test
    void namesWrappedByTheTerminalOntoTheirOwnLineStayWithTheirRowAndATrailingPromptIsNoRow() throws Exception {
        // given lszdev | grep yes in a session whose terminal wrapped the NAMES column, then the next prompt alone
        String text = "ubuntu@zlinlpar:~$ lszdev | grep yes\n"
                + "zfcp-lun     0.0.e000:0x50050763060b16b6:0x4026400200000000  yes  yes   \n"
                + "sdb sg1\n"
                + "zfcp-lun     0.0.e100:0x50050763061b16b6:0x4026400200000000  yes  yes   \n"
                + "sdd sg3\n"
                + "ubuntu@zlinlpar:~$\n";

        // when read
        ParseResult r = LinuxReaderTest.read("s.txt", text);

        // then both LUNs keep their sg device, the rows joined with their names by the rule every capture shares
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly("s.txt:2: note: lszdev: 2 line(s) wrapped onto the"
                + " line below (a terminal or mail client's line width) read as one line each");
        assertThat(all(r, ZfcpLun.class)).extracting(x -> x.busId().toString(), ZfcpLun::sgDevice)
                .containsExactly(tuple("0.0.e000", "/dev/sg1"), tuple("0.0.e100", "/dev/sg3"));
    }
}
