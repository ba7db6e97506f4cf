package io.zlayout.emit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code lvm-setup.sh} with real device-mapper, in the VM of {@link VmHarness} (one boot for the class), on the
 * first guest of the ESS fixture plan (four FCP disks, {@code PV1..PV4} pointing at {@code /dev/vdb..vde}): the
 * volume group and striped LV it builds are activated, carry an ext4 file system and hold data read back from the
 * disks; {@code --wipe} over a volume group of old data fails half-way (an lvcreate option lvm2 refuses, after
 * every wipe, pvcreate and vgcreate) and the old volume group comes back with every file; a read-only disk and a
 * volume group that reaches a disk outside the plan are refused before anything is touched. Skipped, with the
 * reason, where QEMU, the kernel or a tool is missing.
 */
class LvmSetupVmTest {

    private static VmHarness.Boot boot;

    private static final String ENV = "env PV1=/dev/vdb PV2=/dev/vdc PV3=/dev/vdd PV4=/dev/vde bash /t/lvm-setup.sh";

    /** Old data on vdb and vdc: a volume group, a file system, files and their checksums; deactivated. */
    private static String oldData(String name, String disks) {
        return "clean\n"
                + "pvcreate -q " + disks + " >/dev/null && vgcreate -q -s 4M vgold " + disks + " >/dev/null"
                + " && lvcreate -q -n old -l 20 vgold >/dev/null && mkfs.ext4 -q /dev/vgold/old && mkdir -p $MNT"
                + " && mount /dev/vgold/old $MNT && dd if=/dev/urandom of=$MNT/old bs=1M count=40 2>/dev/null"
                + " && (cd $MNT && sha256sum old >/tmp/sums) && umount $MNT && vgchange -q -an vgold >/dev/null"
                + " || result " + name + " FAIL \"old data could not be laid down\"\n";
    }

    /** The old volume group back, activated and mounted, with every checksum. */
    private static String oldIntact(String name, String detail) {
        return "if ! vgchange -q -ay vgold >/dev/null 2>&1; then result " + name + " FAIL \"vgold is gone: $(tail -n 3"
                + " /tmp/log | tr '\\n' ' ')\"; "
                + "elif ! mount /dev/vgold/old $MNT; then result " + name + " FAIL \"vgold/old does not mount\"; "
                + "elif ! (cd $MNT && sha256sum -c /tmp/sums >/dev/null 2>&1); then result " + name
                + " FAIL \"the old data changed\"; "
                + "elif vgs vg_guest1 >/dev/null 2>&1; then result " + name + " FAIL \"vg_guest1 was left\"; "
                + "else result " + name + " PASS \"" + detail + "\"; fi\ncat /tmp/log\n";
    }

    @BeforeAll
    static void bootOnce(@TempDir Path work) throws Exception {
        String why = VmHarness.unavailable();
        assumeTrue(why == null, why);
        GuestLayout g = GuestLayout.all(PlanFixtures.essSample().guests()).get(0);
        String script = LvmScriptEmitter.content(g);
        StringBuilder run = new StringBuilder();
        run.append("echo '### real'\nclean\n")
                .append(ENV).append(" >/tmp/log 2>&1 || result real FAIL \"lvm-setup.sh exit $?: $(tail -n 3 /tmp/log"
                        + " | tr '\\n' ' ')\"\ncat /tmp/log\n")
                .append("if ! why=$(striped_as vg_guest1/lv_guest1 ").append(g.plan().stripeSizeBytes())
                .append(" /dev/vdb /dev/vdc /dev/vdd /dev/vde); then result real FAIL \"$why\"; fi\n")
                .append("mkfs.ext4 -q /dev/vg_guest1/lv_guest1 && mkdir -p $MNT && mount /dev/vg_guest1/lv_guest1 $MNT"
                        + " && dd if=/dev/urandom of=$MNT/f bs=1M count=100 2>/dev/null && (cd $MNT && sha256sum f"
                        + " >/tmp/sums) && umount $MNT && echo 3 >/proc/sys/vm/drop_caches && mount"
                        + " /dev/vg_guest1/lv_guest1 $MNT && (cd $MNT && sha256sum -c /tmp/sums >/dev/null)"
                        + " && result real PASS \"$(lvs --noheadings -o devices vg_guest1 | tr -d ' ')\""
                        + " || result real FAIL \"the LV did not take a file system and data\"\n");
        run.append("echo '### wipe-half-way'\n").append(oldData("wipe-half-way", "/dev/vdb /dev/vdc"))
                .append("if LVCREATE_OPTS=--no-such-option ").append(ENV)
                .append(" --wipe >/tmp/log 2>&1; then result wipe-half-way FAIL \"it ran\"; fi\n")
                .append("grep -q 'putting back' /tmp/log || result wipe-half-way FAIL \"it did not fail after the"
                        + " wipes: $(tail -n 2 /tmp/log | tr '\\n' ' ')\"\n")
                .append(oldIntact("wipe-half-way", "failed at lvcreate after wiping; vgold back"));
        run.append("echo '### wipe-read-only'\n").append(oldData("wipe-read-only", "/dev/vdb /dev/vdc"))
                .append("blockdev --setro /dev/vde\n")
                .append("if ").append(ENV).append(" --wipe >/tmp/log 2>&1; then result wipe-read-only FAIL \"it"
                        + " ran\"; fi\nblockdev --setrw /dev/vde\n")
                .append("grep -q 'read-only' /tmp/log && grep -q 'nothing was changed' /tmp/log"
                        + " || result wipe-read-only FAIL \"$(tail -n 2 /tmp/log | tr '\\n' ' ')\"\n")
                .append(oldIntact("wipe-read-only", "refused before any wipe"));
        run.append("echo '### wipe-outside'\n").append(oldData("wipe-outside", "/dev/vdb /dev/vdf"))
                .append("if ").append(ENV).append(" --wipe >/tmp/log 2>&1; then result wipe-outside FAIL \"it"
                        + " ran\"; fi\n")
                .append("grep -q 'not a disk of this plan' /tmp/log && grep -q 'nothing was changed' /tmp/log"
                        + " || result wipe-outside FAIL \"$(tail -n 2 /tmp/log | tr '\\n' ' ')\"\n")
                .append(oldIntact("wipe-outside", "refused: vgold reaches /dev/vdf"));
        boot = VmHarness.boot(work, Map.of("lvm-setup.sh", script), run.toString(), 6, 64, 900);
    }

    @Test
    void scriptBuildsAStripedVolumeThatHoldsAFileSystem() {
        assertThat(boot.verdict("real")).startsWith("PASS");
    }

    @Test
    void wipeFailingHalfWayPutsTheOldVolumeGroupBack() {
        assertThat(boot.verdict("wipe-half-way")).startsWith("PASS");
    }

    @Test
    void wipeRefusesAReadOnlyDiskBeforeTouchingAny() {
        assertThat(boot.verdict("wipe-read-only")).startsWith("PASS");
    }

    @Test
    void wipeRefusesAVolumeGroupReachingBeyondThePlan() {
        assertThat(boot.verdict("wipe-outside")).startsWith("PASS");
    }
}
