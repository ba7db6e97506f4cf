package io.zlayout.emit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every emitted LVM script run for real against loop devices: sparse files sized in proportion to the
 * planned disks, {@code PV1..PVn} (and {@code DISK1..DISKn}) pointing at them,
 * {@code LVM_OPTS="--driverloaded n --devices ..."} (no device-mapper needed, and LVM looks at nothing but these
 * loop devices) and {@code LVCREATE_OPTS="-an -Zn"}. Then {@code lvs --reportformat json} must show the planned
 * stripe count, stripe size and PV order. The safety checks run the same way: a disk holding a file system, a
 * mounted one, the IPL disk, a volume group of the same name, a step failing half way. The volume group, the PV
 * labels and the loop devices are removed in a finally block, also on failure. Needs root, lvm2 and loop
 * devices; skipped, saying so, where they are missing.
 */
class LvmToolTest {

    private static final long BASE_MIB = 64;

    private static String lvm;
    private static String losetup;
    private static String bash;
    private static String blkid;

    @TempDir
    Path tmp;

    @BeforeAll
    static void tools() {
        assumeTrue(Tools.isRoot(), "loop devices and LVM need root; skipped");
        lvm = Tools.which("lvm");
        losetup = Tools.which("losetup");
        bash = Tools.which("bash");
        blkid = Tools.which("blkid");
        assumeTrue(lvm != null, "lvm (apt-get install lvm2) is not installed; skipped");
        assumeTrue(losetup != null && bash != null && blkid != null, "losetup, blkid or bash is missing; skipped");
        assumeTrue(Tools.which("lsblk") != null && Tools.which("findmnt") != null, "lsblk or findmnt is missing; skipped");
        Tools.Result probe = Tools.run(losetup, "-f");
        assumeTrue(probe.rc() == 0, "no free loop device (" + probe.stderr().strip() + "); skipped");
        Tools.Result devices = Tools.run(List.of(lvm, "pvs", "--driverloaded", "n", "--devices", "/dev/null"),
                Map.of("LVM_SUPPRESS_FD_WARNINGS", "1"));
        assumeTrue(devices.rc() == 0, "this lvm2 has no --devices option (2.03.12 and later have it); skipped");
    }

    @Test
    void essScriptsStripeOverFourRanksInPlanOrder() throws IOException {
        for (GuestPlan g : PlanFixtures.essSample().guests()) {
            try (Loops loops = new Loops(PlanFixtures.essSample(), g)) {
                loops.assertBuilt(loops.run());
            }
        }
    }

    @Test
    void ds8000ScriptsStripeInPlanOrderEvenOnDisksOfTwoSizes() throws IOException {
        for (GuestPlan g : PlanFixtures.ds8000Mixed().guests()) {
            try (Loops loops = new Loops(PlanFixtures.ds8000Mixed(), g)) {
                loops.assertBuilt(loops.run());
            }
        }
    }

    @Test
    void oneDiskScriptMakesALinearVolume() throws IOException {
        GuestPlan fcp = PlanFixtures.ds8000Mixed().guests().get(0);
        GuestPlan one = new GuestPlan("SOLO", "fcp", "mixed", "64k", fcp.disks().subList(0, 1), fcp.paths(),
                fcp.spread(), List.of(), List.of());
        try (Loops loops = new Loops(new Plan(List.of(one), List.of(), List.of()), one)) {
            loops.assertBuilt(loops.run());
        }
    }

    @Test
    void diskHoldingAFileSystemStopsTheRunBeforeAnyDiskIsLabelled() throws IOException {
        Plan plan = PlanFixtures.essSample();
        try (Loops loops = new Loops(plan, plan.guests().get(0))) {
            loops.mkfs(2);

            Tools.Result run = loops.run();

            assertThat(run.rc()).as(run.stderr()).isEqualTo(1);
            assertThat(run.stderr()).isEqualTo("lvm-setup.sh: PV3 (volume 1800): " + loops.device(2)
                    + " holds ext4; --wipe erases it\n"
                    + "lvm-setup.sh: 1 problem(s) found; nothing was changed\n");
            loops.assertUntouched(2);
        }
    }

    @Test
    void wipeErasesTheFileSystemAndBuildsTheWholeLayout() throws IOException {
        Plan plan = PlanFixtures.essSample();
        try (Loops loops = new Loops(plan, plan.guests().get(0))) {
            loops.mkfs(2);

            Tools.Result run = loops.run("--wipe");

            loops.assertBuilt(run);
            assertThat(run.stdout() + run.stderr()).contains(loops.device(2) + ": 2 bytes were erased");
        }
    }

    @Test
    void dryRunPrintsTheCommandsAndChangesNothing() throws IOException {
        Plan plan = PlanFixtures.essSample();
        try (Loops loops = new Loops(plan, plan.guests().get(1))) {
            loops.mkfs(0);

            Tools.Result refused = loops.run("--dry-run");
            Tools.Result dry = loops.run("--dry-run", "--wipe");

            assertThat(refused.rc()).isEqualTo(1);
            assertThat(refused.stderr()).contains(loops.device(0) + " holds ext4; --wipe erases it");
            assertThat(dry.rc()).as(dry.stderr()).isZero();
            String opts = loops.lvmOpts();
            assertThat(dry.stdout()).isEqualTo("# lvm-setup.sh --dry-run: every disk passed the checks; a run would do:\n"
                    + "# back up each signature wipefs erases (wipefs --backup)\n"
                    + "wipefs -a " + loops.device(0) + "\n"
                    + "pvcreate " + opts + " " + loops.device(0) + "\n"
                    + "pvcreate " + opts + " " + loops.device(1) + "\n"
                    + "pvcreate " + opts + " " + loops.device(2) + "\n"
                    + "pvcreate " + opts + " " + loops.device(3) + "\n"
                    + "vgcreate " + opts + " -s 4M vg_guest2 " + loops.all(" ", "") + "\n"
                    + "# LAST = the smallest extent count of the PVs (pvs -o pv_pe_count) - 1\n"
                    + "lvcreate " + opts + " -an -Zn -n lv_guest2 -i 4 -I 64k -l 100%PVS vg_guest2 "
                    + loops.all(" ", ":0-LAST") + "\n"
                    + "lvs " + opts + " -o lv_name,stripes,stripe_size,devices vg_guest2\n");
            loops.assertUntouched(0);
        }
    }

    @Test
    void formatRunsOnlyOnTheDisksThePlanAddsNeverOnAKeptOne() throws IOException {
        Plan plan = PlanFixtures.ds8000Mixed();
        GuestPlan eckd = plan.guests().get(1);
        assertThat(eckd.disks()).extracting(PlannedDisk::kept).containsExactly(true, false, false, false);
        try (Loops loops = new Loops(plan, eckd)) {
            Tools.Result dry = loops.run("--dry-run", "--format");

            assertThat(dry.rc()).as(dry.stderr()).isZero();
            assertThat(dry.stdout().lines().filter(l -> l.startsWith("dasdfmt") || l.startsWith("fdasd")).toList())
                    .containsExactly(
                            "dasdfmt -b 4096 -d cdl -l ZL8101 -y " + loops.device(1), "fdasd -a " + loops.device(1),
                            "dasdfmt -b 4096 -d cdl -l ZL8200 -y " + loops.device(2), "fdasd -a " + loops.device(2),
                            "dasdfmt -b 4096 -d cdl -l ZL8301 -y " + loops.device(3), "fdasd -a " + loops.device(3));
            loops.assertUntouched(-1);
        }
    }

    @Test
    void mountedDiskStopsTheRunEvenWithWipe() throws IOException {
        String unshare = Tools.which("unshare");
        assumeTrue(unshare != null && Tools.run(unshare, "-m", "--propagation", "private", "true").rc() == 0,
                "unshare -m is not available here; skipped");
        Plan plan = PlanFixtures.essSample();
        try (Loops loops = new Loops(plan, plan.guests().get(2))) {
            loops.mkfs(1);
            Path mountPoint = Files.createDirectory(tmp.resolve("mnt"));

            // mounted in a private mount namespace only, so nothing outside the test ever sees it
            Tools.Result run = loops.run(List.of(unshare, "-m", "--propagation", "private", "sh", "-c",
                    "mount \"$0\" \"$1\" && exec \"$2\" \"$3\" --wipe", loops.device(1), mountPoint.toString(), bash,
                    loops.script().toString()));

            assertThat(run.rc()).as(run.stderr()).isEqualTo(1);
            assertThat(run.stderr()).isEqualTo("lvm-setup.sh: PV2 (volume 1402): " + loops.device(1)
                    + " is mounted on " + mountPoint + "\n"
                    + "lvm-setup.sh: 1 problem(s) found; nothing was changed\n");
            loops.assertUntouched(1);
        }
    }

    @Test
    void ipldiskIsNeverTouchedEvenWithWipe() throws IOException {
        Plan plan = PlanFixtures.ds8000Mixed();
        GuestPlan eckd = plan.guests().get(1);
        assertThat(eckd.boot()).extracting(b -> b.vdev()).containsExactly(dev("0201"));
        try (Loops loops = new Loops(plan, eckd)) {
            // the plan names its IPL disk (0201) by its by-path link; a loop device that is also PV3 stands for it
            loops.env.put("BOOT1", loops.device(2));

            Tools.Result run = loops.run("--wipe");

            assertThat(run.rc()).as(run.stderr()).isEqualTo(1);
            assertThat(run.stderr()).isEqualTo("lvm-setup.sh: PV3 (volume 8200): " + loops.device(2)
                    + " is the disk LNXECKD IPLs from\n"
                    + "lvm-setup.sh: 1 problem(s) found; nothing was changed\n");
            loops.assertUntouched(-1);
        }
    }

    @Test
    void volumeGroupOfTheSameNameStopsASecondRun() throws IOException {
        Plan plan = PlanFixtures.essSample();
        try (Loops loops = new Loops(plan, plan.guests().get(0))) {
            loops.assertBuilt(loops.run());

            Tools.Result again = loops.run("--wipe");

            assertThat(again.rc()).isEqualTo(1);
            assertThat(again.stderr()).endsWith("lvm-setup.sh: volume group vg_guest1 exists already; remove or"
                    + " rename it first\nlvm-setup.sh: 1 problem(s) found; nothing was changed\n");
            loops.assertLayout();
        }
    }

    @Test
    void stepFailingHalfWayRemovesWhatTheRunCreated() throws IOException {
        Plan plan = PlanFixtures.essSample();
        try (Loops loops = new Loops(plan, plan.guests().get(0))) {
            loops.env.put("LVCREATE_OPTS", "--no-such-option");

            Tools.Result run = loops.run();

            assertThat(run.rc()).isNotZero();
            assertThat(run.stderr()).contains("lvm-setup.sh: a step failed (exit " + run.rc()
                    + "); removing what this run created");
            loops.assertUntouched(-1);
        }
    }

    /** Loop devices standing for one guest's disks, its script written beside them; all removed on close. */
    private final class Loops implements AutoCloseable {

        final GuestLayout g;
        final GuestPlan guest;
        final List<String> devices = new ArrayList<>();
        final Map<String, String> env = new HashMap<>();
        private final Path script;

        Loops(Plan plan, GuestPlan guest) throws IOException {
            this.guest = guest;
            this.g = GuestLayout.of(guest);
            EmittedFile file = Emitters.emit(plan).stream()
                    .filter(f -> f.path().equals(g.file(LvmScriptEmitter.FILE))).findFirst().orElseThrow();
            assertThat(file.executable()).isTrue();
            script = tmp.resolve(g.token() + "-lvm-setup.sh");
            Files.writeString(script, file.content());
            try {
                long smallest = guest.disks().stream().mapToLong(d -> d.sizeBytes() == null ? 1 : d.sizeBytes())
                        .min().orElse(1);
                for (PlannedDisk d : guest.disks()) {
                    long size = d.sizeBytes() == null ? 1 : d.sizeBytes();
                    Path image = tmp.resolve(g.token() + "-" + d.volumeId() + ".img");
                    try (RandomAccessFile f = new RandomAccessFile(image.toFile(), "rw")) {
                        f.setLength(BASE_MIB * size / smallest << 20);
                    }
                    Tools.Result r = Tools.run(losetup, "-f", "--show", image.toString());
                    assertThat(r.rc()).as("losetup: %s", r.stderr()).isZero();
                    devices.add(r.stdout().strip());
                }
            } catch (RuntimeException | AssertionError | IOException e) {
                close();
                throw e;
            }
            for (int i = 0; i < devices.size(); i++) {
                env.put("PV" + (i + 1), devices.get(i));
                env.put("DISK" + (i + 1), devices.get(i));
            }
            env.put("LVM_OPTS", lvmOpts());
            env.put("LVCREATE_OPTS", "-an -Zn");
            env.put("LVM_SUPPRESS_FD_WARNINGS", "1");
            env.put("PATH", "/usr/local/sbin:/usr/sbin:/sbin:" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        }

        Path script() {
            return script;
        }

        String device(int index) {
            return devices.get(index);
        }

        String lvmOpts() {
            return "--driverloaded n --devices " + String.join(",", devices);
        }

        String all(String separator, String suffix) {
            return String.join(separator, devices.stream().map(d -> d + suffix).toList());
        }

        void rewrite(String from, String to) throws IOException {
            String text = Files.readString(script);
            assertThat(text).contains(from);
            Files.writeString(script, text.replace(from, to));
        }

        void mkfs(int index) {
            String mkfs = Tools.which("mkfs.ext4");
            assumeTrue(mkfs != null, "mkfs.ext4 (e2fsprogs) is not installed; skipped");
            Tools.Result r = Tools.run(List.of(mkfs, "-q", "-F", devices.get(index)), env);
            assertThat(r.rc()).as("mkfs.ext4: %s", r.stderr()).isZero();
        }

        Tools.Result run(String... args) {
            List<String> command = new ArrayList<>(List.of(bash, script.toString()));
            command.addAll(List.of(args));
            return run(command);
        }

        Tools.Result run(List<String> command) {
            return Tools.run(command, env);
        }

        /** The script succeeded and lvs shows the planned stripes, stripe size and PV order. */
        void assertBuilt(Tools.Result run) throws IOException {
            assertThat(run.rc()).as("%s exit code; stdout:%n%s%nstderr:%n%s", script, run.stdout(), run.stderr())
                    .isZero();
            assertLayout();
        }

        void assertLayout() throws IOException {
            Tools.Result lvs = Tools.run(List.of(lvm, "lvs", "--driverloaded", "n", "--devices", String.join(",", devices),
                    "--reportformat", "json", "-o", "lv_name,stripes,stripe_size,devices", g.volumeGroup()),
                    Map.of("LVM_SUPPRESS_FD_WARNINGS", "1"));
            assertThat(lvs.rc()).as("lvs: %s", lvs.stderr()).isZero();
            JsonNode lv = new ObjectMapper().readTree(lvs.stdout()).path("report").path(0).path("lv").path(0);
            assertThat(lv.path("lv_name").asText()).isEqualTo(g.logicalVolume());
            assertThat(lv.path("stripes").asText()).isEqualTo(String.valueOf(devices.size()));
            assertThat(lv.path("stripe_size").asText()).isEqualTo(devices.size() == 1 ? "0 " : lvsStripe(g.stripe()));
            assertThat(lv.path("devices").asText()).as("PV order of %s", g.logicalVolume()).isEqualTo(all(",", "(0)"));
        }

        /** No device got a label or signature, and the one with a file system ({@code ext4}, -1: none) still has it. */
        void assertUntouched(int ext4) {
            for (int i = 0; i < devices.size(); i++) {
                Tools.Result probe = Tools.run(blkid, "-p", "-o", "export", devices.get(i));
                if (i == ext4) {
                    assertThat(probe.stdout()).as("%s still holds its file system", devices.get(i))
                            .contains("TYPE=ext4\n");
                } else {
                    assertThat(probe.rc()).as("%s holds no signature: %s", devices.get(i), probe.stdout()).isEqualTo(2);
                }
            }
            Tools.Result vgs = Tools.run(List.of(lvm, "vgs", "--driverloaded", "n", "--devices",
                    String.join(",", devices), g.volumeGroup()), Map.of("LVM_SUPPRESS_FD_WARNINGS", "1"));
            assertThat(vgs.rc()).as("no volume group %s", g.volumeGroup()).isNotZero();
        }

        @Override
        public void close() {
            if (devices.isEmpty()) {
                return;
            }
            String list = String.join(",", devices);
            Map<String, String> quiet = Map.of("LVM_SUPPRESS_FD_WARNINGS", "1");
            Tools.run(List.of(lvm, "vgremove", "--driverloaded", "n", "--devices", list, "-f", g.volumeGroup()), quiet);
            List<String> pvremove = new ArrayList<>(List.of(lvm, "pvremove", "--driverloaded", "n", "--devices", list,
                    "-ff", "-y"));
            pvremove.addAll(devices);
            Tools.run(pvremove, quiet);
            for (String loop : devices) {
                Tools.run(losetup, "-d", loop);
            }
            devices.clear();
        }
    }

    /** {@code 64k} as lvs prints it: {@code 64.00k}. */
    private static String lvsStripe(String stripe) {
        return stripe.substring(0, stripe.length() - 1) + ".00" + stripe.charAt(stripe.length() - 1);
    }

    private static DeviceNumber dev(String number) {
        return DeviceNumber.parse(number);
    }

}
