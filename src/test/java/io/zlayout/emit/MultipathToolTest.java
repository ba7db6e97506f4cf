package io.zlayout.emit;

import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedPath;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every emitted multipath.conf through Debian's {@code multipath -t} (multipath-tools 0.9.4): exit code 0,
 * nothing on stderr (bad values and unknown keywords are only warnings there), and the dumped configuration
 * holds the device stanza and the aliases that were meant. {@code multipath -t} reads only
 * /etc/multipath.conf, so each file is bind-mounted over it in a private mount namespace; the host's file is
 * never touched (an empty one is created as the bind target only where none exists, and removed after).
 * Needs root, unshare and multipath-tools; skipped, saying so, where they are missing.
 */
class MultipathToolTest {

    private static String multipath;
    private static String unshare;

    @TempDir
    Path tmp;

    @BeforeAll
    static void tools() {
        assumeTrue(Tools.isRoot(), "multipath -t in a private mount namespace needs root; skipped");
        multipath = Tools.which("multipath");
        unshare = Tools.which("unshare");
        assumeTrue(multipath != null, "multipath (apt-get install multipath-tools) is not installed; skipped");
        assumeTrue(unshare != null, "unshare (util-linux) is not installed; skipped");
        Tools.Result probe = Tools.run(unshare, "-m", "--propagation", "private", "true");
        assumeTrue(probe.rc() == 0, "unshare -m is not permitted here (" + probe.stderr().strip() + "); skipped");
    }

    @Test
    void essMultipathConfsPassWithRoundRobinOnEqualPaths() throws IOException {
        checkAll(PlanFixtures.essSample());
    }

    @Test
    void ds8000MultipathConfPassesWithServiceTimeOnUnequalPaths() throws IOException {
        checkAll(PlanFixtures.ds8000Mixed());
    }

    @Test
    void queueLengthConfForMixedWorkOnEqualPathsPasses() throws IOException {
        GuestPlan fcp = PlanFixtures.ds8000Mixed().guests().get(0);
        List<PlannedPath> equal = new ArrayList<>();
        for (PlannedPath p : fcp.paths()) {
            equal.add(new PlannedPath(p.chpid(), p.fcpDevice(), p.device(), p.ioPort(), p.wwpn(), "16 Gb/s"));
        }
        GuestPlan variant = new GuestPlan(fcp.guest(), fcp.access(), "random-read", fcp.stripeSize(), fcp.disks(),
                equal, fcp.spread(), fcp.kept(), fcp.released());
        checkAll(new Plan(List.of(variant), List.of(), List.of()));
    }

    private void checkAll(Plan plan) throws IOException {
        int checked = 0;
        for (EmittedFile f : Emitters.emit(plan)) {
            if (!f.path().endsWith("/" + MultipathConfEmitter.FILE)) {
                continue;
            }
            GuestLayout g = plan.guests().stream().map(GuestLayout::of)
                    .filter(x -> f.path().startsWith(x.dir() + "/")).findFirst().orElseThrow();
            check(f, g);
            checked++;
        }
        assertThat(checked).isEqualTo((int) plan.guests().stream().filter(x -> x.access().equals("fcp")).count());
    }

    private void check(EmittedFile file, GuestLayout g) throws IOException {
        Path conf = tmp.resolve(g.token() + "-multipath.conf");
        Files.writeString(conf, file.content());
        Tools.Result r = multipathT(conf);

        assertThat(r.stderr()).as("stderr of multipath -t for %s", file.path()).isEmpty();
        assertThat(r.rc()).as("exit code of multipath -t for %s", file.path()).isZero();

        MultipathDump dump = MultipathDump.parse(r.stdout());
        MultipathDump defaults = dump.section("defaults");
        assertThat(defaults.values()).containsEntry("user_friendly_names", "no")
                .containsEntry("find_multipaths", "off").containsEntry("polling_interval", "5");

        MultipathPolicy policy = MultipathPolicy.of(g.workload(), g.plan().paths());
        String product = MultipathConfEmitter.product(g.disks().get(0).planned().machineType());
        List<MultipathDump> mine = devices(dump, product);
        // multipath-tools merges a user device entry into the built-in one of the same vendor and product:
        // expect the built-in values overridden by ours.
        assertThat(mine).as("device stanzas for %s", product).hasSize(1);
        MultipathDump device = mine.get(0);
        Map<String, String> expected = new LinkedHashMap<>(builtIn(product));
        expected.put("vendor", "IBM");
        expected.put("product", product);
        expected.put("path_grouping_policy", "multibus");
        expected.put("path_selector", policy.selector());
        expected.put("no_path_retry", "30");
        expected.put("fast_io_fail_tmo", "5");
        expected.put("dev_loss_tmo", "300");
        assertThat(device.values()).containsExactlyInAnyOrderEntriesOf(expected);

        Map<String, String> aliases = new LinkedHashMap<>();
        for (MultipathDump m : dump.section("multipaths").all("multipath")) {
            aliases.put(m.values().get("wwid"), m.values().get("alias"));
        }
        Map<String, String> planned = new LinkedHashMap<>();
        for (GuestLayout.Disk d : g.disks()) {
            if (d.wwid() != null) {
                planned.put(d.wwid(), d.alias());
            }
        }
        assertThat(aliases).containsExactlyEntriesOf(planned);
    }

    private static List<MultipathDump> devices(MultipathDump dump, String product) {
        return dump.section("devices").all("device").stream()
                .filter(d -> "IBM".equals(d.values().get("vendor")) && product.equals(d.values().get("product")))
                .toList();
    }

    /** The hwtable entry multipath-tools has built in for the product, as {@code multipath -t} prints it. */
    private Map<String, String> builtIn(String product) throws IOException {
        Path empty = tmp.resolve("empty-multipath.conf");
        Files.writeString(empty, "");
        Tools.Result r = multipathT(empty);
        assertThat(r.rc()).isZero();
        List<MultipathDump> entries = devices(MultipathDump.parse(r.stdout()), product);
        return entries.isEmpty() ? Map.of() : entries.get(0).values();
    }

    private static Tools.Result multipathT(Path conf) throws IOException {
        Path target = Path.of("/etc/multipath.conf");
        boolean created = false;
        if (!Files.exists(target)) {
            Files.createFile(target);
            created = true;
        }
        try {
            return Tools.run(List.of(unshare, "-m", "--propagation", "private", "sh", "-c",
                    "mount --bind \"$1\" /etc/multipath.conf && exec \"$2\" -t", "sh", conf.toString(), multipath),
                    Map.of());
        } finally {
            if (created) {
                Files.deleteIfExists(target);
            }
        }
    }
}
