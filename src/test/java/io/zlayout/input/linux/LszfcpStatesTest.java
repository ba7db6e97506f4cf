package io.zlayout.input.linux;

import io.zlayout.input.ParseResult;
import io.zlayout.model.Hctl;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.assertj.core.api.Assertions.tuple;

/**
 * {@code lszfcp} as the s390-tools script prints it with {@code -e} (state markers), {@code -a} (attribute blocks
 * whose {@code Bus =}/{@code Class =} lines start in column 1) and {@code -V} (sysfs paths): the markers stay on
 * the records, so dead paths never look alive. Line forms follow the {@code echo}s of s390-tools
 * {@code zconf/lszfcp}.
 */
class LszfcpStatesTest {

    private static final String W1 = "0x500507630300c562";
    private static final String W2 = "0x500507630310c562";
    private static final String L1 = "0x4010403300000000";

    private static <T> List<T> all(ParseResult r, Class<T> type) {
        return r.elements().stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void extendedMarkersStayOnHostsPortsAndLuns() throws Exception {
        // given lszfcp -e -H -P -D with every kind of marker
        String text = "# lszfcp -e -H -P -D\n"
                + "0.0.3d0c host0\n"
                + "0.0.3d0d host1 failed\n"
                + "0.0.3d0e host2 linkdown\n"
                + "0.0.3d0f - offline\n"
                + "0.0.3d10 host4 defunct\n"
                + "0.0.3d11 host5 NotAvailable\n"
                + "0.0.3d12 host6 NotOnline\n"
                + "0.0.3d0c/" + W1 + " rport-0:0-0\n"
                + "0.0.3d0d/" + W2 + " rport-1:0-0 NotOnline\n"
                + "0.0.3d0c/" + W1 + "/" + L1 + " 0:0:0:0\n"
                + "0.0.3d0c/" + W1 + "/0x4010403400000000 0:0:0:1 auto\n"
                + "0.0.3d0d/" + W2 + "/" + L1 + " 1:0:0:0 auto NotRunning\n"
                + "0.0.3d0d/" + W2 + "/0x4010403400000000 - failed\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszfcp.txt", text);

        // then every line is a record and carries its markers; nothing is reported
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ZfcpHost.class)).extracting(x -> x.busId().toString(), ZfcpHost::scsiHost, ZfcpHost::markers,
                ZfcpHost::usable).containsExactly(
                        tuple("0.0.3d0c", "host0", Set.of(), true),
                        tuple("0.0.3d0d", "host1", Set.of("failed"), false),
                        tuple("0.0.3d0e", "host2", Set.of("linkdown"), false),
                        tuple("0.0.3d0f", "-", Set.of("offline"), false),
                        tuple("0.0.3d10", "host4", Set.of("defunct"), false),
                        tuple("0.0.3d11", "host5", Set.of("NotAvailable"), false),
                        tuple("0.0.3d12", "host6", Set.of("NotOnline"), false));
        assertThat(all(r, ZfcpPort.class)).extracting(x -> x.busId().toString(), ZfcpPort::markers, ZfcpPort::online)
                .containsExactly(tuple("0.0.3d0c", Set.of(), true),
                        tuple("0.0.3d0d", Set.of("NotOnline"), false));
        assertThat(all(r, ZfcpLun.class)).extracting(x -> x.lun().toString(), ZfcpLun::hctl, ZfcpLun::state, ZfcpLun::markers)
                .containsExactly(
                        tuple(L1, new Hctl(0, 0, 0, 0), ZfcpLun.State.ATTACHED, Set.of()),
                        tuple("0x4010403400000000", new Hctl(0, 0, 0, 1),
                                ZfcpLun.State.ATTACHED, Set.of("auto")),
                        tuple(L1, new Hctl(1, 0, 0, 0), ZfcpLun.State.NOT_RUNNING,
                                Set.of("auto", "NotRunning")),
                        tuple("0x4010403400000000", null, ZfcpLun.State.FAILED,
                                Set.of()));
    }

    @Test
    void anUnknownMarkerIsReportedAndTheRestIsKept() throws Exception {
        // given a port line with a word lszfcp does not print
        String text = "# lszfcp -P -e\n0.0.3d0c/" + W1 + " rport-0:0-0 Blocked\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszfcp.txt", text);

        // then the port is read without it, and the word is reported where it stands
        assertThat(LinuxReaderTest.identities(r)).containsExactly("fcpport:0.0.3d0c/" + W1);
        assertThat(LinuxReaderTest.diagnostics(r)).containsExactly("lszfcp.txt:2:41: warning: lszfcp: expected a"
                + " port state marker (NotOnline), found 'Blocked'; port read without it");
    }

    @Test
    void attributeBlockHeadersInColumnOneBelongToTheObjectAbove() throws Exception {
        // given lszfcp -a -m as printed: 'Bus = "css"' and 'Class = ...' in column 1, attributes indented
        String text = "# lszfcp -a -m -e\n"
                + "0.0.3d0c host0 defunct\n"
                + "Bus = \"css\"\n"
                + "    defunct\n"
                + "Bus = \"ccw\"\n"
                + "    availability        = \"good\"\n"
                + "    online              = \"1\"\n"
                + "Class = \"fc_host\"\n"
                + "    port_state          = \"Linkdown\"\n"
                + "\n"
                + "Module = \"zfcp\"\n"
                + "    queue_depth         = \"32\"\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszfcp.txt", text);

        // then the attributes are the host's, by class; the module parameters belong to no object
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        ZfcpHost host = all(r, ZfcpHost.class).get(0);
        assertThat(host.attributes()).containsExactly(entry("ccw/availability", "good"),
                entry("ccw/online", "1"), entry("fc_host/port_state", "Linkdown"));
        assertThat(host.markers()).containsExactly("defunct");
        assertThat(r.elements()).hasSize(1);
    }

    @Test
    void verboseSysfsFormsAreReadWithTheirMarkers() throws Exception {
        // given lszfcp -V -e -H -P -D: sysfs paths instead of the short forms
        String dev = "/sys/devices/css0/0.0.0010/0.0.3d0c";
        String text = "# lszfcp -V -e -H -P -D\n"
                + dev + "\n"
                + "/sys/class/fc_host/host0\n"
                + "/sys/class/scsi_host/host0\n"
                + "/sys/devices/css0/0.0.0011/0.0.3d0d offline\n"
                + "-\n"
                + "-\n"
                + dev + "/" + W1 + "\n"
                + "/sys/class/fc_remote_ports/rport-0:0-0 NotOnline\n"
                + "- (NoMoreZfcpPort:0.0.3d0c/" + W2 + ")\n"
                + "/sys/class/fc_remote_ports/rport-0:0-1\n"
                + dev + "/" + W1 + "/" + L1 + "\n"
                + "/sys/bus/ccw/drivers/zfcp/0.0.3d0c/host0/rport-0:0-0/target0:0:0/0:0:0:0 NotRunning\n"
                + "/sys/block/sda /sys/class/scsi_generic/sg0\n"
                + dev + "/" + W1 + "/0x4010403400000000 failed\n"
                + "-\n"
                + "- -\n";

        // when read
        ParseResult r = LinuxReaderTest.read("lszfcp.txt", text);

        // then each object is one record, with what its class paths and markers tell
        assertThat(LinuxReaderTest.diagnostics(r)).isEmpty();
        assertThat(all(r, ZfcpHost.class)).extracting(x -> x.busId().toString(), ZfcpHost::scsiHost, ZfcpHost::markers)
                .containsExactly(tuple("0.0.3d0c", "host0", Set.of()),
                        tuple("0.0.3d0d", null, Set.of("offline")));
        assertThat(all(r, ZfcpPort.class)).extracting(x -> x.wwpn().toString(), ZfcpPort::rport, ZfcpPort::markers)
                .containsExactly(tuple(W1, "rport-0:0-0", Set.of("NotOnline")),
                        tuple(W2, "rport-0:0-1", Set.of()));
        assertThat(all(r, ZfcpLun.class)).extracting(ZfcpLun::hctl, ZfcpLun::state, ZfcpLun::markers,
                ZfcpLun::sgDevice).containsExactly(
                        tuple(new Hctl(0, 0, 0, 0), ZfcpLun.State.NOT_RUNNING,
                                Set.of("NotRunning"), "/dev/sg0"),
                        tuple(null, ZfcpLun.State.FAILED, Set.of(), null));
        assertThat(new LinuxReader().sniff(io.zlayout.input.SourceFile.of("x", text.substring(text.indexOf('\n') + 1))))
                .isGreaterThanOrEqualTo(80);
    }

    @Test
    void aVerboseClassPathWithoutItsDevicePathIsReported() throws Exception {
        ParseResult r = LinuxReaderTest.read("lszfcp.txt", "# lszfcp -V\n/sys/class/scsi_host/host0\n");

        assertThat(r.elements()).isEmpty();
        assertThat(LinuxReaderTest.diagnostics(r)).first().asString().startsWith("lszfcp.txt:2:1: warning: lszfcp:"
                + " expected the sysfs path of an FCP device, port or unit, found '/sys/class/scsi_host/host0'");
    }
}
