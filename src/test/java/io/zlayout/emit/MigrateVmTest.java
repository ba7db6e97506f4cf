package io.zlayout.emit;

import io.zlayout.plan.Plan;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.model.ref.VolumeRef;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code migrate.sh} with real device-mapper, in the VM of {@link VmHarness} (one boot for the whole class): for
 * every guest of the samples and fixtures that gets one, today's layout is laid down on virtio disks (the LV as
 * its lvs capture shows it, linear or striped, an ext4 file system with files and their checksums, a boot disk
 * with a pattern), the script runs with the file system mounted ({@code PVn}, {@code OLDn}, {@code BOOT1} pointing
 * at the VM's disks), and the LV must be striped over the planned disks in the plan's order and stripe size, every
 * checksum intact (also read back from the disks), the disks that leave free of any LVM label or signature and
 * the boot disk byte for byte as it was. Then, for the fixture guest whose migration takes every kind of step,
 * the same killed (SIGKILL to the script and the LVM command it runs) in each kind of step in turn, each run
 * continuing where the last stopped; a dry run that changes nothing; and a volume group without room for both
 * copies, which the script refuses before changing anything.
 * Skipped, with the reason, where QEMU, the kernel or a tool is missing.
 */
class MigrateVmTest {

    private static final int DISK_MIB = 64;
    /** Extents of a 64 MiB PV with 4 MiB extents (LVM keeps the first MiB). */
    private static final int PE_PER_DISK = 15;

    private static VmHarness.Boot boot;
    private static final List<String> GUESTS = new ArrayList<>();

    @BeforeAll
    static void bootOnce(@TempDir Path work) throws Exception {
        String why = VmHarness.unavailable();
        assumeTrue(why == null, why);
        Map<String, String> files = new LinkedHashMap<>();
        StringBuilder run = new StringBuilder();
        int disks = 0;
        for (Plan plan : List.of(ds8kSample(), PlanFixtures.withData())) {
            for (GuestLayout g : GuestLayout.all(plan.guests())) {
                if (!g.migration().writes()) {
                    continue;
                }
                String script = g.token() + "-migrate.sh";
                files.put(script, MigrateScriptEmitter.content(g));
                Scenario s = Scenario.of(g, script);
                disks = Math.max(disks, s.disks());
                GUESTS.add(g.token());
                run.append(s.full(g.token() + "-full"));
                if (g.token().equals("lnxdata")) {
                    // the guest with every kind of step (a new disk, room made, a disk that leaves)
                    run.append(s.interrupted(g.token() + "-interrupted"));
                    run.append(s.dryRun(g.token() + "-dry-run"));
                    run.append(s.noRoom(g.token() + "-no-room"));
                }
            }
        }
        boot = VmHarness.boot(work, files, run.toString(), disks, DISK_MIB, 1500);
    }

    /** samples/ds8k-site planned as 'zlayout plan' plans it. */
    static Plan ds8kSample() throws Exception {
        io.zlayout.topology.Site site = io.zlayout.topology.SiteAssembler.assemble(
                io.zlayout.input.catalog.ReaderCatalog.loader(Map.of()).load(List.of(Path.of("samples/ds8k-site"))));
        return io.zlayout.pipeline.Pipeline.plan(site);
    }

    @Test
    void everyGuestWithDataGetsAScriptTheVmRuns() {
        assertThat(GUESTS).containsExactly("lnx2", "lnxdata");
    }

    @Test
    void migrationStripesOverThePlannedDisksWithTheDataIntact() {
        for (String g : GUESTS) {
            assertThat(boot.verdict(g + "-full")).as(g).startsWith("PASS");
        }
    }

    @Test
    void migrationKilledInEachKindOfStepCompletesWhenRunAgain() {
        assertThat(boot.verdict("lnxdata-interrupted")).startsWith("PASS");
        // the killed runs say where they were killed: every kind of step the guest's migration takes
        assertThat(boot.serial()).contains("killed in: a physical volume joins vgdata",
                "killed in: empty the last", "killed in: add a copy striped", "killed in: wait until",
                "killed in: drop the old copy", "killed in: take the disks that leave out of vgdata");
    }

    @Test
    void dryRunChangesNothing() {
        assertThat(boot.verdict("lnxdata-dry-run")).startsWith("PASS");
    }

    @Test
    void migrationWithoutRoomForBothCopiesChangesNothing() {
        assertThat(boot.verdict("lnxdata-no-room")).startsWith("PASS");
    }

    /**
     * One guest's layout on the VM's disks: {@code /dev/vda} its boot disk, then its planned disks in stripe
     * order, then the disks that leave its volume group.
     */
    record Scenario(String script, String vg, String lv, int stripes, List<String> today, List<String> planned,
                    List<String> leaving, long stripeBytes, int perDisk) {

        static Scenario of(GuestLayout g, String script) {
            Migration m = g.migration();
            List<String> planned = new ArrayList<>();
            List<VolumeRef> volumes = new ArrayList<>();
            for (GuestLayout.Disk d : g.disks()) {
                planned.add(disk(planned.size() + 1));
                volumes.add(d.planned().volume());
            }
            List<String> leaving = new ArrayList<>();
            for (int i = 0; i < m.leaving().size(); i++) {
                leaving.add(disk(planned.size() + 1 + i));
            }
            List<String> today = new ArrayList<>();
            for (CurrentEntries.PvToday pv : m.lv().pvs()) {
                int at = volumes.indexOf(pv.volume());
                today.add(at >= 0 ? planned.get(at) : leaving.get(m.leaving().indexOf(pv)));
            }
            boolean striped = !"linear".equals(m.lv().segtype()) && m.lv().stripes() != null
                    && m.lv().stripes() > 1;
            int n = planned.size();
            int capacity = PE_PER_DISK * (n + leaving.size());
            // as full as the disks allow while both copies fit: the old one, the new one rounded to n stripes,
            // and one planned disk's room outside its stripe left free (migrate.sh's anchor)
            int per = PE_PER_DISK - 1;
            while (per > 1 && per * today.size() + ceil(per * today.size(), n) * n
                    + PE_PER_DISK - ceil(per * today.size(), n) > capacity) {
                per--;
            }
            return new Scenario(script, m.lv().vg(), m.lv().lv(), striped ? today.size() : 1, today, planned,
                    leaving, g.plan().stripeSizeBytes(), per);
        }

        int disks() {
            return 1 + planned.size() + leaving.size();
        }

        private static int ceil(int a, int b) {
            return (a + b - 1) / b;
        }

        private static String disk(int index) {
            return "/dev/vd" + (char) ('a' + index);
        }

        private String env() {
            StringBuilder b = new StringBuilder("env BOOT1=/dev/vda");
            for (int i = 0; i < planned.size(); i++) {
                b.append(" PV").append(i + 1).append('=').append(planned.get(i));
            }
            for (int i = 0; i < leaving.size(); i++) {
                b.append(" OLD").append(i + 1).append('=').append(leaving.get(i));
            }
            return b.append(" bash /t/").append(script).toString();
        }

        private String setup(String name, int per) {
            return String.format(Locale.ROOT, "clean%ntoday %s %s %d %d %s || result %s FAIL \"today's layout could"
                    + " not be laid down\"%n", vg, lv, stripes, per, String.join(" ", today), name);
        }

        private String check(String name) {
            return String.format(Locale.ROOT, "after %s %s/%s %d \"%s\" \"%s\"%n", name, vg, lv, stripeBytes,
                    String.join(" ", planned), String.join(" ", leaving));
        }

        String full(String name) {
            return "echo '### " + name + "'\n" + setup(name, perDisk) + env() + " >/tmp/log 2>&1 || result " + name
                    + " FAIL \"migrate.sh exit $?: $(tail -n 3 /tmp/log | tr '\\n' ' ')\"\ncat /tmp/log\n" + check(name);
        }

        /** Killed during each of its steps in turn, each run continuing where the last stopped. */
        String interrupted(String name) {
            return "echo '### " + name + "'\n" + setup(name, perDisk)
                    + "interrupt " + name + " " + env() + " && " + check(name);
        }

        String dryRun(String name) {
            return "echo '### " + name + "'\n" + setup(name, perDisk)
                    + "before=$(pvs -o pv_name,vg_name,pv_used --noheadings; lvs -a -o +devices --noheadings)\n"
                    + env() + " --dry-run >/tmp/log 2>&1 || result " + name + " FAIL \"dry run exit $?\"\n"
                    + "cat /tmp/log\n"
                    + "if [ \"$before\" != \"$(pvs -o pv_name,vg_name,pv_used --noheadings; lvs -a -o +devices"
                    + " --noheadings)\" ]; then result " + name + " FAIL \"the dry run changed LVM\"; "
                    + "elif ! grep -q '^== step' /tmp/log; then result " + name + " FAIL \"no steps printed\"; "
                    + "else result " + name + " PASS \"$(grep -c '^== step' /tmp/log) steps\"; fi\n";
        }

        /** Today's LV as large as the disks hold: both copies do not fit, and the script must say so first. */
        String noRoom(String name) {
            return "echo '### " + name + "'\n" + setup(name, PE_PER_DISK - 1)
                    + "before=$(pvs -o pv_name,vg_name,pv_used --noheadings; lvs -a -o +devices --noheadings)\n"
                    + "if " + env() + " >/tmp/log 2>&1; then result " + name + " FAIL \"it ran\"; "
                    + "elif ! grep -q 'nothing was changed' /tmp/log; then result " + name
                    + " FAIL \"$(tail -n 2 /tmp/log | tr '\\n' ' ')\"; "
                    + "elif [ \"$before\" != \"$(pvs -o pv_name,vg_name,pv_used --noheadings; lvs -a -o +devices"
                    + " --noheadings)\" ]; then result " + name + " FAIL \"LVM changed\"; "
                    + "elif ! (cd $MNT && sha256sum -c /tmp/sums >/dev/null 2>&1); then result " + name
                    + " FAIL \"checksums differ\"; "
                    + "else result " + name + " PASS \"$(grep -m1 needs /tmp/log)\"; fi\ncat /tmp/log\n";
        }
    }
}
