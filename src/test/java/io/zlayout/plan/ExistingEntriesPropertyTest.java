package io.zlayout.plan;

import io.zlayout.input.InputLoader;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.BootPath;
import io.zlayout.model.Element;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.GuestLink;
import io.zlayout.model.IntentDefaults;
import io.zlayout.model.Minidisk;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over random existing directories (guests that IPL from dedicated ECKD, from a minidisk or from SCSI with
 * alternate paths, with dedicates, full-pack and partial minidisks, links) and random intents on the
 * DS8000 of the existing-site fixture: no plan touches a boot disk, dedicates a device twice, reuses a vdev,
 * or gives a guest a volume another guest uses (unless its intent allows reusing what is released).
 */
class ExistingEntriesPropertyTest {

    private static final SourceRef AT = SourceRef.at("user.direct", 1);
    private static final String[] ACCESS = {"fcp", "eckd", "minidisk"};
    private static final String PORT = "0x50050763090040a1";
    private static final String ALT_PORT = "0x50050763090840a1";

    @Test
    void noPlanTouchesABootDiskDedicatesTwiceReusesAVdevOrTakesAnotherGuestsVolume() throws Exception {
        Site fixture = SiteAssembler.assemble(ReaderCatalog.loader(Map.of())
                .load(List.of(Path.of("src/test/resources/io/zlayout/plan/existing-site"))));
        List<Element> storage = new ArrayList<>();
        for (Element e : fixture.elements()) {
            if (!(e instanceof Guest || e instanceof GuestDedicate || e instanceof Minidisk || e instanceof GuestLink
                    || e instanceof GuestIntent || e instanceof IntentDefaults)) {
                storage.add(e);
            }
        }
        Random rnd = new Random(15);
        int planned = 0;
        int refused = 0;
        int boots = 0;
        int keptLayouts = 0;
        for (int trial = 0; trial < 150; trial++) {
            List<Element> e = new ArrayList<>(storage);
            e.addAll(directory(rnd, trial));
            e.addAll(intents(rnd));
            Site site = TestSites.assemble(fixture.inputs().manifest(), e);
            Plan plan;
            try {
                plan = io.zlayout.pipeline.Pipeline.plan(site);
            } catch (PlanException ex) {
                refused++;
                continue;
            }
            planned++;
            boots += check(site, plan, trial);
            checkEmitted(site, plan, trial);
            keptLayouts += checkNoMoveWithoutGain(site, plan, trial);
        }
        // plans were made, on sites with boot disks; intents the site cannot meet were refused, not bent
        assertThat(planned).isGreaterThan(100);
        assertThat(boots).isGreaterThan(100);
        assertThat(planned + refused).isEqualTo(150);
        // and guests kept their layout of today where the plan would have gained nothing
        assertThat(keptLayouts).isGreaterThan(10);
        // and released statements of profiles, addressed to the profile
        assertThat(profileReleases[0]).isGreaterThan(5);
        // and planned SSI guests with statements in their members' SUBCONFIGs
        assertThat(subconfigGuests[0]).isGreaterThan(10);
    }

    /**
     * Keep what is good: a guest whose layout today is predicted at least as fast as its plan keeps every disk
     * it has (nothing released) unless the plan spreads wider or keeping it left the intent unmet, which its notes
     * say; a guest that keeps
     * its layout releases nothing and keeps its disks at their vdevs. Returns how many guests kept their layout.
     */
    private static int checkNoMoveWithoutGain(Site site, Plan plan, int trial) throws Exception {
        Map<String, io.zlayout.perf.PlanThroughput> figures = io.zlayout.pipeline.Pipeline.throughput(site, plan,
                false);
        int kept = 0;
        for (GuestPlan g : plan.guests()) {
            if (g.keptLayout() != null) {
                kept++;
                assertThat(g.releases()).as("trial %d %s keeps its layout", trial, g.guest()).isEmpty();
                assertThat(g.keptLayout().todayMBps()).as("trial %d %s", trial, g.guest())
                        .isGreaterThanOrEqualTo(g.keptLayout().proposedMBps() * 0.995);
                continue;
            }
            io.zlayout.perf.PlanThroughput t = figures.get(g.guest());
            if (t == null || t.factor() == null || t.factor() > 1.0) {
                continue;
            }
            boolean moves = !g.releases().isEmpty() || !g.releasedFcpDevices().isEmpty();
            // a move that gains nothing the model sees is made only for a wider spread (which the plan names) or
            // because keeping today's layout left the intent unmet (which the guest's notes say)
            assertThat(!moves || t.widerSpread() != null
                    || g.notes().stream().anyMatch(n -> n.contains("keeping it leaves the intent unmet")))
                    .as("trial %d %s: x%.2f and it releases %s %s without a reason", trial, g.guest(), t.factor(),
                            g.released(), g.releasedFcpDevices()).isTrue();
        }
        return kept;
    }

    /** The properties; returns how many boot disks the plan had to keep out. */
    private static int check(Site site, Plan plan, int trial) {
        Set<String> bootVolumes = new HashSet<>();
        Set<String> devicesToday = new HashSet<>();
        for (CurrentEntries.CurrentEntry t : site.today().all()) {
            t.bootVolumes().forEach(v -> bootVolumes.add(v.identity()));
            devicesToday.addAll(texts(t.dedicatedDevices()));
        }
        Set<String> given = new HashSet<>();
        Set<String> newDevices = new HashSet<>();
        Set<String> released = new HashSet<>();
        Map<String, String> reusedFrom = new HashMap<>();
        for (GuestPlan g : plan.guests()) {
            CurrentEntries.CurrentEntry today = g.today();
            Set<String> vdevs = texts(today.vdevsInUse());
            // one member's statements stay as they are: neither planned, kept nor released
            Set<String> memberVolumes = new HashSet<>();
            Set<String> memberDevices = new HashSet<>();
            Set<String> memberVdevs = new HashSet<>();
            today.devices().stream().filter(d -> d.subconfig() != null).forEach(d -> {
                if (d.volume() != null) {
                    memberVolumes.add(d.volume().identity());
                }
                if (d.device() != null) {
                    memberDevices.add(text(d.device()));
                }
                memberVdevs.add(text(d.vdev()));
            });
            subconfigGuests[0] += memberVdevs.isEmpty() ? 0 : 1;
            // (AssertJ refuses an empty set to look for: an absent SUBCONFIG statement has nothing to check)
            memberVolumes.add("none");
            memberDevices.add("none");
            memberVdevs.add("none");
            assertThat(g.disks()).extracting((PlannedDisk d) -> d.volume().identity()).as("trial %d", trial)
                    .doesNotContainAnyElementsOf(memberVolumes);
            assertThat(g.disks()).extracting(d -> text(d.vdev())).as("trial %d", trial)
                    .doesNotContainAnyElementsOf(memberVdevs);
            assertThat(g.paths()).extracting(p -> text(p.device())).as("trial %d", trial)
                    .doesNotContainAnyElementsOf(memberDevices);
            assertThat(g.paths()).extracting(p -> text(p.vdev())).as("trial %d", trial)
                    .doesNotContainAnyElementsOf(memberVdevs);
            assertThat(g.releases()).extracting(r -> r.volume().identity()).as("trial %d", trial)
                    .doesNotContainAnyElementsOf(memberVolumes);
            assertThat(g.releasedFcpDevices()).extracting(ExistingEntriesPropertyTest::text).as("trial %d", trial)
                    .doesNotContainAnyElementsOf(memberDevices);
            for (PlannedDisk d : g.disks()) {
                assertThat(bootVolumes).as("trial %d: %s is a boot disk", trial, d.volume().identity()).doesNotContain(d.volume().identity());
                assertThat(given.add(d.volume().identity())).as("trial %d: %s given twice", trial, d.volume().identity()).isTrue();
                Set<String> holders = site.today().holders(d.volume());
                if (d.heldBy() != null) {
                    assertThat(holders).as("trial %d", trial).containsExactly(d.heldBy());
                    reusedFrom.put(d.volume().identity(), d.heldBy());
                } else {
                    assertThat(holders).as("trial %d: %s of %s", trial, d.volume().identity(), holders).isSubsetOf(g.guest());
                }
                if (d.kept()) {
                    assertThat(holders).as("trial %d", trial).containsExactly(g.guest());
                    if (d.vdev() != null) {
                        assertThat(today.devicesOf(d.volume())).extracting(CurrentEntries.EntryDevice::vdev)
                                .as("trial %d", trial).containsExactly(d.vdev());
                    }
                } else {
                    if (d.vdev() != null) {
                        assertThat(vdevs.add(text(d.vdev()))).as("trial %d: %s vdev %s reused", trial, g.guest(), d.vdev())
                                .isTrue();
                    }
                    if ("eckd".equals(g.access())) {
                        assertThat(devicesToday).as("trial %d", trial).doesNotContain(text(d.device()));
                        assertThat(newDevices.add(text(d.device()))).as("trial %d: %s twice", trial, d.device()).isTrue();
                    }
                }
            }
            for (PlannedPath p : g.paths()) {
                if (p.device() == null) {
                    continue;
                }
                if (p.kept()) {
                    assertThat(today.dedicatedDevices()).as("trial %d", trial).contains(p.device());
                } else {
                    assertThat(vdevs.add(text(p.vdev()))).as("trial %d: %s vdev %s reused", trial, g.guest(), p.vdev()).isTrue();
                    assertThat(devicesToday).as("trial %d", trial).doesNotContain(text(p.device()));
                    assertThat(newDevices.add(text(p.device()))).as("trial %d: %s twice", trial, p.device()).isTrue();
                }
            }
            for (ReleasedVolume r : g.releases()) {
                assertThat(r.holder()).isEqualTo(g.guest());
                assertThat(bootVolumes).as("trial %d", trial).doesNotContain(r.volume().identity());
                released.add(r.volume().identity());
            }
        }
        reusedFrom.keySet().forEach(v -> assertThat(released).as("trial %d", trial).contains(v));
        return bootVolumes.size();
    }

    /**
     * The same properties on what an administrator would issue: the directory and DirMaint statements (lines
     * not starting with {@code *}) name no vdev the entry uses and dedicate no device any guest has today
     * (except a volume the plan hands over from a guest that releases it), and the LVM script formats no kept
     * disk and guards every boot disk.
     */
    /** Releases of a statement that lives in a profile, over all trials (the property must have met some). */
    private static final int[] profileReleases = new int[1];
    /** Planned guests with statements in a SUBCONFIG, over all trials (the property must have met some). */
    private static final int[] subconfigGuests = new int[1];

    private static void checkEmitted(Site site, Plan plan, int trial) {
        Map<String, String> files = new HashMap<>();
        io.zlayout.emit.Emitters.emit(plan).forEach(f -> files.put(f.path(), f.content()));
        Set<String> devicesToday = new HashSet<>();
        site.today().all().forEach(t -> devicesToday.addAll(texts(t.dedicatedDevices())));
        for (GuestPlan g : plan.guests()) {
            String dir = "guests/" + g.guest().toLowerCase(Locale.ROOT) + "/";
            Set<String> handedOver = new HashSet<>();
            g.disks().stream().filter(d -> d.heldBy() != null && d.device() != null)
                    .forEach(d -> handedOver.add(text(d.device())));
            Set<String> inUse = texts(g.today().vdevsInUse());
            for (String line : statements(files.get(dir + "zvm/directory.txt"))) {
                String[] w = line.split(" +");
                assertThat(inUse).as("trial %d %s: %s", trial, g.guest(), line).doesNotContain(w[1]);
                if (w[0].equals("DEDICATE")) {
                    assertThat(!devicesToday.contains(w[2]) || handedOver.contains(w[2]))
                            .as("trial %d %s: %s dedicates a device a guest has today", trial, g.guest(), line).isTrue();
                }
            }
            for (String line : statements(files.get(dir + "zvm/dirmaint.txt"))) {
                String[] w = line.split(" +");
                assertThat(inUse).as("trial %d %s: %s", trial, g.guest(), line).doesNotContain(w[4]);
            }
            // the rollback removes only what the plan adds, from the guest's own entry
            for (String line : statements(files.get(dir + "zvm/rollback.txt"))) {
                String[] w = line.split(" +");
                assertThat(inUse).as("trial %d %s: %s", trial, g.guest(), line).doesNotContain(w[4]);
                assertThat(w[2]).as("trial %d: %s", trial, line).isEqualTo(g.guest());
            }
            for (String line : statements(files.get(dir + "zvm/dirmaint.txt"))) {
                assertThat(line.split(" +")[2]).as("trial %d: %s", trial, line).isEqualTo(g.guest());
            }
            // a release addresses the entry its statement lives in: the profile's, else the guest's
            String release = files.get(dir + "zvm/release.txt");
            for (String line : release == null ? List.<String>of()
                    : release.lines().filter(l -> l.startsWith("*DIRM FOR ")).toList()) {
                String[] w = line.split(" +");
                String vdev = w[4];
                String where = g.today().device(DeviceNumber.parse(vdev)).map(CurrentEntries.EntryDevice::profile).orElse(null);
                assertThat(w[2]).as("trial %d: %s", trial, line).isEqualTo(where != null ? where : g.guest());
                if (where != null) {
                    profileReleases[0]++;
                }
            }
            String script = files.get(dir + "linux/lvm-setup.sh");
            if (script != null) {
                String news = script.lines().filter(l -> l.startsWith("NEW=(")).findFirst().orElseThrow();
                List<String> expected = new ArrayList<>();
                g.disks().forEach(d -> expected.add(d.kept() ? "no" : "yes"));
                assertThat(news).as("trial %d", trial).isEqualTo("NEW=(" + String.join(" ", expected) + ")");
                for (CurrentEntries.BootDisk b : g.boot()) {
                    if (b.vdev() != null && !"scsi".equals(b.how())) {
                        assertThat(script).as("trial %d %s", trial, g.guest())
                                .contains("/dev/disk/by-path/ccw-0.0." + b.vdev().toString().toLowerCase(Locale.ROOT) + "}");
                    }
                }
            }
        }
    }

    private static List<String> statements(String text) {
        return text == null ? List.of() : text.lines().filter(l -> !l.startsWith("*") && !l.isBlank()).toList();
    }

    /** A random directory: each guest with its IPL disk, dedicates, minidisks and links, devices never shared. */
    private static List<Element> directory(Random rnd, int trial) {
        List<Element> out = new ArrayList<>();
        Set<String> devices = new HashSet<>();
        int guests = 2 + rnd.nextInt(5);
        for (int n = 0; n < guests; n++) {
            String g = "G" + n;
            Set<String> vdevs = new HashSet<>();
            String ipl = null;
            String lun = null;
            List<BootPath> alternates = new ArrayList<>();
            int kind = rnd.nextInt(4);
            // a few data disks of every kind, on random vdevs (some of them in 0200-0203 and at the rdev)
            for (int i = rnd.nextInt(4); i > 0; i--) {
                String rdev = free(rnd, devices, "4" + rnd.nextInt(4) + "%02X", 0x20);
                String vdev = rnd.nextBoolean() ? rdev : vdev(rnd, vdevs);
                if (vdevs.add(vdev)) {
                    out.add(new GuestDedicate(g, DeviceNumber.parse(vdev), DeviceNumber.parse(rdev), null, false, AT));
                }
            }
            for (int i = rnd.nextInt(4); i > 0; i--) {
                String vdev = vdev(rnd, vdevs);
                String volser = String.format(Locale.ROOT, "ZL4%d%02X", rnd.nextInt(4), 0x20 + rnd.nextInt(16));
                boolean full = rnd.nextBoolean();
                if (vdevs.add(vdev)) {
                    out.add(new Minidisk(g, DeviceNumber.parse(vdev), "3390", full ? 1 : 1 + rnd.nextInt(20000), full ? null : 500, volser,
                            "MR", Minidisk.EXTENT, null, List.of(), List.of(), AT));
                }
            }
            if (rnd.nextBoolean() && vdevs.add("0190")) {
                out.add(new GuestLink(g, "MAINT", DeviceNumber.parse("0190"), DeviceNumber.parse("0190"), "RR", AT));
            }
            if (kind == 0) { // IPL from a dedicated ECKD volume
                String rdev = free(rnd, devices, "4" + rnd.nextInt(4) + "%02X", 0x20);
                ipl = vdev(rnd, vdevs);
                vdevs.add(ipl);
                out.add(new GuestDedicate(g, DeviceNumber.parse(ipl), DeviceNumber.parse(rdev), null, false, AT));
            } else if (kind == 1) { // IPL from a root minidisk, a part of its volume
                ipl = vdev(rnd, vdevs);
                vdevs.add(ipl);
                out.add(new Minidisk(g, DeviceNumber.parse(ipl), "3390", 1, 10016, String.format(Locale.ROOT, "ZL4%d%02X", rnd.nextInt(4),
                        rnd.nextInt(0x30)), "MR", Minidisk.EXTENT, null, List.of(), List.of(), AT));
            } else if (kind == 2) { // SCSI IPL through an FCP device, with an alternate path
                String fcp = free(rnd, devices, "F" + "CDEF".charAt(rnd.nextInt(4)) + "%02X", 0x40);
                ipl = fcp;
                vdevs.add(fcp);
                out.add(new GuestDedicate(g, DeviceNumber.parse(fcp), DeviceNumber.parse(fcp), null, false, AT));
                String vol = String.format(Locale.ROOT, "1%d%02X", rnd.nextInt(4), rnd.nextInt(16));
                lun = "0x40" + vol.substring(0, 2) + "40" + vol.substring(2) + "00000000";
                if (rnd.nextBoolean()) {
                    alternates.add(new BootPath(null, Wwn.parse(ALT_PORT), FcpLun.parse(lun), AT));
                }
            } else {
                ipl = "CMS";
            }
            for (int i = rnd.nextInt(3); i > 0; i--) {
                String fcp = free(rnd, devices, "F" + "CDEF".charAt(rnd.nextInt(4)) + "%02X", 0x40);
                if (vdevs.add(fcp)) {
                    out.add(new GuestDedicate(g, DeviceNumber.parse(fcp), DeviceNumber.parse(fcp), null, false, AT));
                }
            }
            // some of its statements come from a profile of its own (a separate random stream, so the
            // directories stay those the other properties were tuned on)
            Random own = new Random(trial * 31L + n);
            Map<DeviceNumber, String> fromProfile = new HashMap<>();
            if (own.nextBoolean()) {
                for (String v : new java.util.TreeSet<>(vdevs)) {
                    if (!v.equals(ipl) && own.nextBoolean()) {
                        fromProfile.put(DeviceNumber.parse(v), "P" + g);
                    }
                }
            }
            // some guests are SSI IDENTITY entries: each of two members' SUBCONFIG dedicates its own volume (or FCP
            // device) at one vdev the entry does not use otherwise (again a stream of its own)
            Random ssi = new Random(trial * 37L + n + 7);
            Map<SourceRef, Guest.Subconfig> members = new HashMap<>();
            if (ssi.nextInt(3) == 0) {
                String vdev = vdev(ssi, vdevs);
                vdevs.add(vdev);
                boolean fcp = ssi.nextBoolean();
                for (int m = 1; m <= 2; m++) {
                    String rdev = fcp ? free(ssi, devices, "F" + "CDEF".charAt(ssi.nextInt(4)) + "%02X", 0x40)
                            : free(ssi, devices, "4" + ssi.nextInt(4) + "1%X", 0x10);
                    SourceRef at = SourceRef.at("user.direct", 100 * (n + 1) + m);
                    out.add(new GuestDedicate(g, DeviceNumber.parse(vdev), DeviceNumber.parse(rdev), null, false, at));
                    members.put(at, new Guest.Subconfig(g + "-" + m, "SSI" + m));
                }
            }
            out.add(new Guest(g, "4G", "8G", "G", fromProfile.isEmpty() ? List.of() : List.of("P" + g), ipl,
                    lun == null ? null : Wwn.parse(PORT), lun == null ? null : FcpLun.parse(lun), !members.isEmpty(),
                    AT, alternates, fromProfile, members));
        }
        return out;
    }

    private static List<Element> intents(Random rnd) {
        List<Element> out = new ArrayList<>();
        if (rnd.nextInt(3) == 0) {
            out.add(new IntentDefaults(null, 2, true, AT));
        }
        int guests = 1 + rnd.nextInt(4);
        Set<String> names = new HashSet<>();
        for (int n = 0; n < guests; n++) {
            String g = rnd.nextInt(3) == 0 ? "NEW" + n : "G" + rnd.nextInt(6);
            if (names.add(g)) {
                out.add(new GuestIntent(g, 1 + rnd.nextInt(4), null, ACCESS[rnd.nextInt(3)], "mixed", 2, null,
                        List.of(), rnd.nextInt(3) == 0 ? Boolean.TRUE : null, AT));
            }
        }
        return out;
    }

    private static String free(Random rnd, Set<String> used, String form, int range) {
        while (true) {
            String d = String.format(Locale.ROOT, form, rnd.nextInt(range));
            if (used.add(d)) {
                return d;
            }
        }
    }

    private static String vdev(Random rnd, Set<String> used) {
        while (true) {
            String v = rnd.nextBoolean() ? String.format(Locale.ROOT, "02%02X", rnd.nextInt(6))
                    : String.format(Locale.ROOT, "%04X", 0x100 + rnd.nextInt(0x400));
            if (!used.contains(v)) {
                return v;
            }
        }
    }

    /** An identifier's canonical text, or null: the plan's values compared with the text a person reads. */
    private static String text(Object id) {
        return id == null ? null : id.toString();
    }

    /** Identifiers' canonical texts. */
    private static Set<String> texts(Collection<?> ids) {
        Set<String> out = new HashSet<>();
        ids.forEach(i -> out.add(i.toString()));
        return out;
    }

}
