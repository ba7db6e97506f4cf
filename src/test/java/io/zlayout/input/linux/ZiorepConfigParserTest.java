package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.Hctl;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** {@code ziorep_config}'s reports in the form of the s390-tools script {@code ziomon/ziorep_config}. */
class ZiorepConfigParserTest {

    private static final String W = "0x500507630303c007";

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void mapperReportGivesEachPathWithItsScsiAndMultipathDevice() throws Exception {
        String text = "# ziorep_config -M -t\n"
                + "adapter  remote_port        LUN                scsi_dev multipath_device\n"
                + "========================================================================\n"
                + "0.0.3c07 " + W + " 0x4010403a00000000 /dev/sda /dev/mapper/36005076303ffc07a000000000000103a\n"
                + "0.0.3d07 0x500507630308c007 0x4010403a00000000 /dev/sdb"
                + " /dev/mapper/36005076303ffc07a000000000000103a\n";

        ParseResult r = LinuxReaderTest.read("m.txt", text);

        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ZfcpLun.class)).extracting(x -> x.busId().toString(), ZfcpLun::state,
                l -> l.attributes().get("scsi_dev"), l -> l.attributes().get("multipath_device")).containsExactly(
                        tuple("0.0.3c07", ZfcpLun.State.ATTACHED, "/dev/sda",
                                "/dev/mapper/36005076303ffc07a000000000000103a"),
                        tuple("0.0.3d07", ZfcpLun.State.ATTACHED, "/dev/sdb",
                                "/dev/mapper/36005076303ffc07a000000000000103a"));
    }

    @Test
    void deviceReportWithoutHeadingAndEchoGivesAddressedPaths() throws Exception {
        String text = "0.0.3c07 " + W + " 0x4010403a00000000 host0 /dev/sg0 /dev/sda 8:0 Disk 2107900 IBM"
                + " 0:0:1:1077559312\n"
                + "0.0.3c07 " + W + " 0x4010403b00000000 host0 NO_SG NO_SCSI 0:0 type_12 2107900 IBM"
                + " 0:0:1:1077624848\n";

        ParseResult r = LinuxReaderTest.read("d.txt", text);

        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ZfcpLun.class)).extracting(x -> x.lun().toString(), ZfcpLun::hctl, ZfcpLun::sgDevice,
                ZfcpLun::vendor, ZfcpLun::model).containsExactly(
                        tuple("0x4010403a00000000", new Hctl(0, 0, 1, 1077559312L), "/dev/sg0", "IBM", "2107900"),
                        tuple("0x4010403b00000000", new Hctl(0, 0, 1, 1077624848L), null, "IBM", "2107900"));
    }

    @Test
    void adapterReportGivesTheFcpDeviceWithItsChpidAndThePchid() throws Exception {
        String text = "# ziorep_config\n"
                + "Host:    host0\n"
                + "PCHID:   01c0\n"
                + "CHPID:   50\n"
                + "Adapter: 0.0.3c07\n"
                + "Sub-Ch.: 0.0.0010\n"
                + "Name:    0xc05076ffe5005611\n"
                + "State:   Online\n"
                + "Failed:  No\n"
                + "\n"
                + "Host:    host1\n"
                + "PCHID:   there is no PCHID entry in data source\n"
                + "CHPID:   51\n"
                + "Adapter: 0.0.3d07\n"
                + "Sub-Ch.: 0.0.0011\n";

        ParseResult r = LinuxReaderTest.read("a.txt", text);

        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ZfcpHost.class)).extracting(x -> x.busId().toString(), ZfcpHost::scsiHost,
                h -> h.attributes().get("chpid"), h -> h.attributes().get("state")).containsExactly(
                        tuple("0.0.3c07", "host0", "50", "Online"), tuple("0.0.3d07", "host1", "51", null));
        assertThat(all(r, ChannelPathStatus.class)).extracting(ChannelPathStatus::identity, ChannelPathStatus::pchid,
                ChannelPathStatus::vary).containsExactly(tuple("chpid:0.50", "1C0", null));
    }

    @Test
    void malformedRowsAndBlocksAreReported() throws Exception {
        String text = "# ziorep_config -M\n"
                + "0.0.3c07 0x5005076303 0x4010403a00000000 /dev/sda /dev/mapper/x\n"
                + "Host:    host0\n"
                + "CHPID:   50\n";

        ParseResult r = LinuxReaderTest.read("x.txt", text);

        assertThat(r.elements()).isEmpty();
        assertThat(LinuxReaderTest.diagnostics(r)).hasSize(3);
        assertThat(LinuxReaderTest.diagnostics(r).get(0)).startsWith("x.txt:2:1: warning: ziorep_config: expected"
                + " a mapper row");
        assertThat(LinuxReaderTest.diagnostics(r).get(1)).startsWith("x.txt:3:1: warning: ziorep_config: expected"
                + " an adapter block with 'Adapter: <bus-ID>', found no Adapter line; block skipped");
        assertThat(LinuxReaderTest.diagnostics(r).get(2)).contains("no record read from ziorep_config");
    }
}
