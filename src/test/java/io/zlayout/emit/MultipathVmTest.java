package io.zlayout.emit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The {@code multipath.conf} the plan writes for LNX2 of samples/ds8k-site, loaded by multipathd in the VM of
 * {@link VmHarness} over {@code scsi_debug} disks that answer as the DS8000 does (vendor IBM, product 2107900,
 * so the conf's device section applies): two LUNs, each on four SCSI hosts (scsi_debug gives the LUNs of host
 * N the ALUA state N % 3, so host 2, whose LUNs would be standby, is deleted and hosts 0, 1, 3 and 4 remain).
 * The conf's first two WWIDs are set to the LUNs' (udev's ID_SERIAL, read under systemd-udevd in the VM); the
 * rest is as emitted. {@code multipath -ll} must show each LUN under its alias with one path group, active,
 * holding all four paths, each active and ready. Skipped, with the reason, where QEMU, the kernel or a tool is
 * missing.
 */
class MultipathVmTest {

    private static VmHarness.Boot boot;

    @BeforeAll
    static void bootOnce(@TempDir Path work) throws Exception {
        String why = VmHarness.unavailable();
        assumeTrue(why == null, why);
        assumeTrue(Tools.which("multipathd") != null && Tools.which("udevadm") != null
                && java.nio.file.Files.exists(Path.of("/lib/systemd/systemd-udevd")),
                "multipathd, udevadm or systemd-udevd is missing; the multipath VM test is skipped");
        GuestLayout lnx2 = GuestLayout.all(MigrateVmTest.ds8kSample().guests()).stream()
                .filter(g -> g.userId().equals("LNX2")).findFirst().orElseThrow();
        String conf = MultipathConfEmitter.content(lnx2);
        String first = lnx2.disks().get(0).wwid();
        String second = lnx2.disks().get(1).wwid();
        String run = "echo '### multipath'\n"
                + "mkdir -p /run/udev /etc/multipath /run/multipathd\n"
                + "/lib/systemd/systemd-udevd --daemon\n"
                + "insmod \"$(find /lib/modules -name 'scsi_debug.ko*' | head -n 1)\" add_host=5 num_tgts=1 max_luns=2"
                + " vpd_use_hostno=0 inq_vendor=IBM inq_product=2107900 dev_size_mb=16\n"
                + "for d in /sys/class/scsi_device/2:*; do echo 1 > \"$d/device/delete\"; done\n"
                + "udevadm trigger --action=add; udevadm settle\n"
                + "set -- $(for d in /dev/sd?; do udevadm info -q property -n \"$d\" | sed -n 's/^ID_SERIAL=//p'; done"
                + " | sort -u)\n"
                + "sed \"s/" + first + "/$1/; s/" + second + "/$2/\" /t/multipath.conf > /etc/multipath.conf\n"
                + "multipath -t >/dev/null 2>/tmp/t.err || result multipath FAIL \"multipath -t: $(cat /tmp/t.err)\"\n"
                + "(multipathd -s -d -v2 >/tmp/mpd.log 2>&1 &)\n"
                + "sleep 3\nmultipath -v1\n"
                + "for i in $(seq 1 30); do multipath -ll | grep -q 'failed\\|faulty\\|enabled' || break; sleep 1; done\n"
                + "multipath -ll >/tmp/ll\ncat /tmp/ll\n"
                + "bad=$(awk -f /t/check.awk /tmp/ll)\n"
                + "if [ -n \"$bad\" ]; then result multipath FAIL \"$(echo $bad)\"; else result multipath PASS"
                + " \"$(grep -c 'active ready running' /tmp/ll) paths in 2 maps, one active group each\"; fi\n";
        // per map under the plan's alias: one path group, active, and its four paths active and ready
        String check = """
                /lnx2_[0-9a-f]+ \\(/ { map = $1; maps++; next }
                /-\\+- / { groups[map]++; if ($0 !~ /status=active/) print map ": a group not active"; next }
                /active ready running/ { paths[map]++ }
                END {
                    if (maps != 2) print maps + 0 " maps under the plan's aliases"
                    for (m in groups) {
                        if (groups[m] != 1) print m ": " groups[m] " path groups"
                        if (paths[m] != 4) print m ": " paths[m] + 0 " of 4 paths active and ready"
                    }
                }
                """;
        boot = VmHarness.boot(work, Map.of("multipath.conf", conf, "check.awk", check), run, 0, 64, 600);
    }

    @Test
    void everyPathOfEachLunIsInOneActiveGroup() {
        assertThat(boot.verdict("multipath")).startsWith("PASS");
    }
}
