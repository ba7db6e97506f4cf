package io.zlayout.emit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * planned disks, {@code PV1..PVn} pointing at them, {@code LVM_OPTS="--driverloaded n --devices ..."} (no
 * device-mapper needed, and LVM looks at nothing but these loop devices) and {@code LVCREATE_OPTS="-an -Zn"}.
 * Then {@code lvs --reportformat json} must show the planned stripe count, stripe size and PV order. The
 * volume group, the PV labels and the loop devices are removed in a finally block, also on failure. Needs
 * root, lvm2 and loop devices; skipped, saying so, where they are missing.
 */
class LvmToolTest {

    private static final long BASE_MIB = 64;

    private static String lvm;
    private static String losetup;
    private static String bash;

    @TempDir
    Path tmp;

    @BeforeAll
    static void tools() {
        assumeTrue(Tools.isRoot(), "loop devices and LVM need root; skipped");
        lvm = Tools.which("lvm");
        losetup = Tools.which("losetup");
        bash = Tools.which("bash");
        assumeTrue(lvm != null, "lvm (apt-get install lvm2) is not installed; skipped");
        assumeTrue(losetup != null && bash != null, "losetup or bash is missing; skipped");
        Tools.Result probe = Tools.run(losetup, "-f");
        assumeTrue(probe.rc() == 0, "no free loop device (" + probe.stderr().strip() + "); skipped");
        Tools.Result devices = Tools.run(List.of(lvm, "pvs", "--driverloaded", "n", "--devices", "/dev/null"),
                Map.of("LVM_SUPPRESS_FD_WARNINGS", "1"));
        assumeTrue(devices.rc() == 0, "this lvm2 has no --devices option (2.03.12 and later have it); skipped");
    }

    @Test
    void essScriptsStripeOverFourRanksInPlanOrder() throws IOException {
        for (GuestPlan g : PlanFixtures.essSample().guests()) {
            runScript(PlanFixtures.essSample(), g);
        }
    }

    @Test
    void ds8000ScriptsStripeInPlanOrderEvenOnDisksOfTwoSizes() throws IOException {
        for (GuestPlan g : PlanFixtures.ds8000Mixed().guests()) {
            runScript(PlanFixtures.ds8000Mixed(), g);
        }
    }

    @Test
    void oneDiskScriptMakesALinearVolume() throws IOException {
        GuestPlan fcp = PlanFixtures.ds8000Mixed().guests().get(0);
        GuestPlan one = new GuestPlan("SOLO", "fcp", "mixed", "64k", fcp.disks().subList(0, 1), fcp.paths(),
                fcp.spread(), List.of(), List.of());
        runScript(new Plan(List.of(one), List.of(), List.of()), one);
    }

    private void runScript(Plan plan, GuestPlan guest) throws IOException {
        GuestLayout g = GuestLayout.of(guest);
        EmittedFile script = Emitters.emit(plan).stream()
                .filter(f -> f.path().equals(g.file(LvmScriptEmitter.FILE))).findFirst().orElseThrow();
        assertThat(script.executable()).isTrue();
        Path scriptFile = tmp.resolve(g.token() + "-lvm-setup.sh");
        Files.writeString(scriptFile, script.content());

        List<String> loops = new ArrayList<>();
        try {
            long smallest = guest.disks().stream().mapToLong(d -> d.sizeBytes() == null ? 1 : d.sizeBytes()).min()
                    .orElse(1);
            for (PlannedDisk d : guest.disks()) {
                long size = d.sizeBytes() == null ? 1 : d.sizeBytes();
                Path image = tmp.resolve(g.token() + "-" + d.volumeId() + ".img");
                try (RandomAccessFile f = new RandomAccessFile(image.toFile(), "rw")) {
                    f.setLength(BASE_MIB * size / smallest << 20);
                }
                Tools.Result r = Tools.run(losetup, "-f", "--show", image.toString());
                assertThat(r.rc()).as("losetup: %s", r.stderr()).isZero();
                loops.add(r.stdout().strip());
            }
            String devices = String.join(",", loops);
            Map<String, String> env = new HashMap<>();
            for (int i = 0; i < loops.size(); i++) {
                env.put("PV" + (i + 1), loops.get(i));
            }
            env.put("LVM_OPTS", "--driverloaded n --devices " + devices);
            env.put("LVCREATE_OPTS", "-an -Zn");
            env.put("LVM_SUPPRESS_FD_WARNINGS", "1");
            env.put("PATH", "/usr/local/sbin:/usr/sbin:/sbin:" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));

            Tools.Result run = Tools.run(List.of(bash, scriptFile.toString()), env);
            assertThat(run.rc()).as("%s exit code; stdout:%n%s%nstderr:%n%s", script.path(), run.stdout(),
                    run.stderr()).isZero();

            Tools.Result lvs = Tools.run(List.of(lvm, "lvs", "--driverloaded", "n", "--devices", devices,
                    "--reportformat", "json", "-o", "lv_name,stripes,stripe_size,devices", g.volumeGroup()),
                    Map.of("LVM_SUPPRESS_FD_WARNINGS", "1"));
            assertThat(lvs.rc()).as("lvs: %s", lvs.stderr()).isZero();
            JsonNode lv = new ObjectMapper().readTree(lvs.stdout()).path("report").path(0).path("lv").path(0);

            List<String> segments = new ArrayList<>();
            for (String loop : loops) {
                segments.add(loop + "(0)");
            }
            assertThat(lv.path("lv_name").asText()).isEqualTo(g.logicalVolume());
            assertThat(lv.path("stripes").asText()).isEqualTo(String.valueOf(loops.size()));
            assertThat(lv.path("stripe_size").asText()).isEqualTo(loops.size() == 1 ? "0 " : lvsStripe(g.stripe()));
            assertThat(lv.path("devices").asText()).as("PV order of %s", g.logicalVolume())
                    .isEqualTo(String.join(",", segments));
        } finally {
            cleanUp(g, loops);
        }
    }

    /** {@code 64k} as lvs prints it: {@code 64.00k}. */
    private static String lvsStripe(String stripe) {
        return stripe.substring(0, stripe.length() - 1) + ".00" + stripe.charAt(stripe.length() - 1);
    }

    private static void cleanUp(GuestLayout g, List<String> loops) {
        if (loops.isEmpty()) {
            return;
        }
        String devices = String.join(",", loops);
        Map<String, String> env = Map.of("LVM_SUPPRESS_FD_WARNINGS", "1");
        Tools.run(List.of(lvm, "vgremove", "--driverloaded", "n", "--devices", devices, "-f", g.volumeGroup()), env);
        List<String> pvremove = new ArrayList<>(List.of(lvm, "pvremove", "--driverloaded", "n", "--devices", devices,
                "-ff", "-y"));
        pvremove.addAll(loops);
        Tools.run(pvremove, env);
        for (String loop : loops) {
            Tools.run(losetup, "-d", loop);
        }
    }
}
