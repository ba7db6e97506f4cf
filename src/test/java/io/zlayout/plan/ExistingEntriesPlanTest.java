package io.zlayout.plan;

import io.zlayout.input.InputLoader;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.testing.Cli;
import io.zlayout.testing.Golden;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15 on a fixture site whose guests already have disks: a guest that IPLs from SCSI (LOADDEV with an
 * ALTERNATE path), one from a dedicated ECKD volume, one from a minidisk, a guest outside the intent whose
 * volumes nobody may get, and a newcomer.
 */
class ExistingEntriesPlanTest {

    private static final Path SITE = Path.of("src/test/resources/io/zlayout/plan/existing-site");
    private static final String DS8K = "volume:IBM.2107-75ZL101/";

    @TempDir
    Path tmp;

    /** The volume of an identity the test spells out. */
    private static VolumeRef volume(String identity) {
        return VolumeRef.parse(identity).orElseThrow();
    }

    @Test
    void planTextAndJsonMatchTheirGoldens() throws Exception {
        Cli.Result json = Cli.run("plan", "--format", "json", "--out", tmp.resolve("j").toString(), SITE.toString());
        Golden.assertMatches(SITE.resolve("../existing-site.plan.json"), "exit " + json.exitCode() + "\n" + json.out()
                + json.err());
        Cli.Result text = Cli.run("plan", "--out", tmp.resolve("t").toString(), "--force", SITE.toString());
        Golden.assertMatches(SITE.resolve("../existing-site.plan.txt"), "exit " + text.exitCode() + "\n"
                + text.out().replace(tmp.resolve("t").toString(), "OUT") + text.err());
    }

    @Test
    void everyGuestsEntryTodayIsKnownWithItsBootDisks() throws Exception {
        Site site = site();

        CurrentEntries.CurrentEntry scsi = site.today().of("LNXS");
        assertThat(scsi.boot()).containsExactly(
                new CurrentEntries.BootDisk("scsi", dev("FC02"), volume(DS8K + "1008"), Wwn.parse("0x50050763090040a1"),
                        FcpLun.parse("0x4010400800000000"), false),
                new CurrentEntries.BootDisk("scsi", dev("FD02"), volume(DS8K + "1008"), Wwn.parse("0x50050763090840a1"),
                        FcpLun.parse("0x4010400800000000"), true));
        // the profile's statements are the entry's too: LINKs, its MDISK, and the IPL device
        assertThat(scsi.vdevsInUse()).containsExactly(dev("0190"), dev("0191"), dev("019E"), dev("0300"), dev("FC02"), dev("FC05"), dev("FD02"));
        assertThat(scsi.dedicatedDevices()).containsExactly(dev("FC02"), dev("FC05"), dev("FD02"));

        CurrentEntries.CurrentEntry eckd = site.today().of("LNXE");
        assertThat(eckd.boot()).containsExactly(new CurrentEntries.BootDisk("eckd", dev("0201"), volume(DS8K + "4000"), null, null,
                false));
        assertThat(eckd.bootVolumes()).containsExactly(volume(DS8K + "4000"));

        CurrentEntries.CurrentEntry mdisk = site.today().of("LNXM");
        assertThat(mdisk.boot()).containsExactly(new CurrentEntries.BootDisk("minidisk", dev("0200"), volume(DS8K + "4001"), null,
                null, false));
        // the root extent is a part of its volume; END and a whole 3390-9 from cylinder 0 are full packs
        assertThat(mdisk.devices()).filteredOn(d -> "mdisk".equals(d.how()))
                .extracting(d -> text(d.vdev()), CurrentEntries.EntryDevice::fullPack)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("0191", false),
                        org.assertj.core.groups.Tuple.tuple("0200", false),
                        org.assertj.core.groups.Tuple.tuple("0201", true),
                        org.assertj.core.groups.Tuple.tuple("0203", true),
                        org.assertj.core.groups.Tuple.tuple("0204", true),
                        org.assertj.core.groups.Tuple.tuple("0205", true));
        // what it takes to put each back: the statement as it reads, with its MINIOPT
        assertThat(mdisk.device(dev("0204")).orElseThrow().statements())
                .containsExactly("MDISK 0204 3390 0001 END ZL4302 MR", "MINIOPT NOMDC");
        // a guest known only from its Linux captures holds the LUN it runs
        assertThat(site.today().holders(volume(DS8K + "1100"))).containsExactly("LNXC");
        // every guest including the profile's minidisk holds ZL4003
        assertThat(site.today().holders(volume(DS8K + "4003"))).containsExactly("LNXE", "LNXK", "LNXM", "LNXS", "OTHER");
        assertThat(site.today().holders(volume(DS8K + "4202"))).containsExactly("OTHER");
        assertThat(site.today().of("NOBODY").devices()).isEmpty();
    }

    @Test
    void noPlanTouchesABootDiskOrWhatAnotherGuestUses() throws Exception {
        Site site = site();
        Plan plan = Planner.plan(PlanInputs.of(site));

        Set<String> given = new HashSet<>();
        for (GuestPlan g : plan.guests()) {
            for (PlannedDisk d : g.disks()) {
                assertThat(given.add(d.volume().identity())).as("%s given twice", d.volume().identity()).isTrue();
                // another guest's volume only where that guest releases it and this one's intent allows reuse
                Set<String> allowed = d.heldBy() == null ? Set.of(g.guest()) : Set.of(g.guest(), d.heldBy());
                assertThat(site.today().holders(d.volume())).as("holders of %s", d.volume().identity())
                        .isSubsetOf(allowed);
            }
            assertThat(g.releases()).allSatisfy(r -> assertThat(g.today().bootVolumes()).doesNotContain(r.volume()));
        }
        assertThat(given).doesNotContain(DS8K + "1008", DS8K + "4000", DS8K + "4001", DS8K + "4003", DS8K + "4101",
                DS8K + "4202", DS8K + "1100");
        // LNXN's intent allows reusing what LNXM releases: it gets 4302, and the plan says whose data is there
        assertThat(guest(plan, "LNXN").disks()).filteredOn(d -> d.heldBy() != null)
                .extracting((PlannedDisk d) -> d.volume().identity(), PlannedDisk::heldBy)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(DS8K + "4302", "LNXM"));
        assertThat(guest(plan, "LNXM").releases()).containsExactly(
                new ReleasedVolume(volume(DS8K + "4208"), "LNXM", DeviceNumber.parse("0205"), "mdisk", null, null),
                new ReleasedVolume(volume(DS8K + "4302"), "LNXM", DeviceNumber.parse("0204"), "mdisk", null, "LNXN"));
        GuestPlan s = guest(plan, "LNXS");
        // its FCP devices are the ones it has: kept, no DEDICATE for them
        assertThat(s.paths()).filteredOn(PlannedPath::kept).extracting(p -> text(p.device()))
                .containsExactly("FC02", "FD02");
        assertThat(s.releasedFcpDevices()).containsExactly(DeviceNumber.parse("FC05"));
        GuestPlan m = guest(plan, "LNXM");
        List<DeviceNumber> newVdevs = new ArrayList<>();
        m.disks().stream().filter(d -> !d.kept()).forEach(d -> newVdevs.add(d.vdev()));
        assertThat(newVdevs).doesNotContainAnyElementsOf(m.today().vdevsInUse());
        assertThat(m.disks()).filteredOn(PlannedDisk::kept).extracting(d -> text(d.vdev()))
                .isSubsetOf("0201", "0203");
        // the newcomer's minidisk volsers come from the volumes' names: the export has no volsers
        assertThat(m.disks()).allSatisfy(d -> assertThat(d.volser()).startsWith("ZL"));
    }

    @Test
    void aGuestWhoseLayoutTodayIsAtLeastAsFastKeepsIt() throws Exception {
        Site site = site();
        // the planner alone would drop one of LNXK's three volumes (its intent asks for 2) for nothing gained
        GuestPlan proposed = guest(Planner.plan(PlanInputs.of(site)), "LNXK");
        assertThat(proposed.released()).isNotEmpty();

        Plan plan = io.zlayout.pipeline.Pipeline.plan(site);
        GuestPlan k = guest(plan, "LNXK");
        assertThat(k.keptLayout()).isEqualTo(new KeptLayout("seq-write", 750.0, 500.0));
        assertThat(k.releases()).isEmpty();
        assertThat(k.disks()).extracting((PlannedDisk d) -> d.volume().identity(), d -> text(d.vdev()), PlannedDisk::kept).containsExactly(
                org.assertj.core.groups.Tuple.tuple(DS8K + "4206", "0201", true),
                org.assertj.core.groups.Tuple.tuple(DS8K + "4306", "0202", true),
                org.assertj.core.groups.Tuple.tuple(DS8K + "4307", "0203", true));
        Map<String, io.zlayout.perf.PlanThroughput> figures = io.zlayout.pipeline.Pipeline.throughput(site, plan,
                false);
        // LNXE's plan is faster than its 3 disks today (x4.00: four bases with two HyperPAV aliases on each of their
        // LCUs, against three bases without aliases): it moves, and says what it releases
        GuestPlan e = guest(plan, "LNXE");
        assertThat(e.keptLayout()).isNull();
        assertThat(e.released()).extracting(VolumeRef::identity).containsExactly(DS8K + "4103", DS8K + "4104");
        assertThat(figures.get("LNXE").factor()).isEqualTo(4.0);
        // LNXM's plan is no faster (x1.00) but spreads its disks over 3 LSSs where today's use 2: it moves, and
        // the plan says why (the model cannot see ranks the export does not name)
        GuestPlan m = guest(plan, "LNXM");
        assertThat(m.keptLayout()).isNull();
        assertThat(m.released()).isNotEmpty();
        assertThat(figures.get("LNXM").factor()).isEqualTo(1.0);
        assertThat(figures.get("LNXM").widerSpread()).isEqualTo("3 LSSs against 2 today");
    }

    @Test
    void aGuestThatKeepsItsLayoutKeepsEveryFcpDeviceItHasEvenTwoOnOneChpid() throws Exception {
        // LNXS dedicates FC02 and FC05, both on CHPID 1.C0, and FD02 on 1.C1: planned afresh, one FCP device per
        // CHPID is enough and FC05 is released; keeping its layout, nothing it has may be released
        Site site = site();
        PlanInput in = PlanInputs.of(site);
        GuestPlan moved = guest(Planner.plan(in), "LNXS");
        assertThat(moved.releasedFcpDevices()).containsExactly(DeviceNumber.parse("FC05"));

        GuestPlan kept = guest(Planner.plan(in.keepingToday(Map.of("LNXS", new KeptLayout("seq-write", 1.0, 1.0)))),
                "LNXS");
        assertThat(kept.releasedFcpDevices()).isEmpty();
        assertThat(kept.paths()).extracting(p -> text(p.device()), p -> p.chpid().identity(), PlannedPath::kept)
                .contains(org.assertj.core.groups.Tuple.tuple("FC02", "chpid:1.C0", true),
                        org.assertj.core.groups.Tuple.tuple("FC05", "chpid:1.C0", true),
                        org.assertj.core.groups.Tuple.tuple("FD02", "chpid:1.C1", true));
        // its own devices stay; no new one is planned on a CHPID it already has one on
        Map<String, Long> perChpid = new java.util.TreeMap<>();
        kept.paths().stream().filter(p -> !p.kept()).forEach(p -> perChpid.merge(p.chpid().identity(), 1L, Long::sum));
        Set<String> ownChpids = new HashSet<>();
        kept.paths().stream().filter(PlannedPath::kept).forEach(p -> ownChpids.add(p.chpid().identity()));
        assertThat(perChpid.keySet()).doesNotContainAnyElementsOf(ownChpids);
        assertThat(kept.paths()).extracting(p -> text(p.device())).doesNotHaveDuplicates();
    }

    @Test
    void aStatementOfOneMembersSubconfigStaysAsItIsAndKeepsItsVolume() throws Exception {
        // IDENTITY LNXI dedicates 4206 itself; its 0202 is 4306 on member ZVMA and 4307 on member ZVMB (SSI)
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(java.util.Map.of())
                .load(List.of(Path.of("src/test/resources/io/zlayout/plan/ssi-site"))));
        CurrentEntries.CurrentEntry today = site.today().of("LNXI");
        // each member's 0202 is resolved to its own volume, not both to the first one read
        assertThat(today.devices()).extracting(d -> text(d.vdev()), CurrentEntries.EntryDevice::volume,
                CurrentEntries.EntryDevice::subconfig).containsExactly(
                org.assertj.core.groups.Tuple.tuple("0201", volume(DS8K + "4206"), null),
                org.assertj.core.groups.Tuple.tuple("0202", volume(DS8K + "4306"),
                        new io.zlayout.model.Guest.Subconfig("LNXI-A", "ZVMA")),
                org.assertj.core.groups.Tuple.tuple("0202", volume(DS8K + "4307"),
                        new io.zlayout.model.Guest.Subconfig("LNXI-B", "ZVMB")));
        assertThat(today.volumes()).containsExactly(volume(DS8K + "4206"), volume(DS8K + "4306"), volume(DS8K + "4307"));

        Plan plan = io.zlayout.pipeline.Pipeline.plan(site);
        GuestPlan g = guest(plan, "LNXI");
        // the IDENTITY's own disk stays; one member's disks are neither stripe members nor released
        assertThat(g.disks()).extracting((PlannedDisk d) -> d.volume().identity()).contains(DS8K + "4206")
                .doesNotContain(DS8K + "4306", DS8K + "4307");
        assertThat(g.releases()).isEmpty();
        assertThat(g.disks()).extracting(d -> text(d.vdev())).doesNotContain("0202");
        assertThat(plan.notes()).contains("guest LNXI has devices one member's configuration gives it: 0202"
                + " (SUBCONFIG LNXI-A, member ZVMA), 0202 (SUBCONFIG LNXI-B, member ZVMB); they stay as they are,"
                + " neither planned nor released, and no new device takes their numbers");
        java.util.Map<String, String> files = new java.util.HashMap<>();
        io.zlayout.emit.Emitters.emit(plan).forEach(f -> files.put(f.path(), f.content()));
        assertThat(files).doesNotContainKey("guests/lnxi/zvm/release.txt");
        // what the plan adds goes into the IDENTITY entry, which the fragment names as such
        assertThat(files.get("guests/lnxi/zvm/directory.txt")).startsWith("* zlayout plan for LNXI (eckd, workload"
                + " seq-write). Merge into IDENTITY\n* LNXI after its general statements:");
        assertThat(String.join("\n", files.values())).doesNotContain("4306", "4307");
    }

    @Test
    void aLayoutAsFastAsThePlanIsMovedOnlyWhenKeepingItLeavesAnotherIntentUnmetAndThePlanSaysSo() throws Exception {
        // given LNXA with 4206, 4306, 4307 today and 2 disks asked for, and LNXB asking for 3 of the 2 other free
        // volumes and what is released
        Plan plan = io.zlayout.pipeline.Pipeline.plan(site("keep-unmet"));
        GuestPlan a = guest(plan, "LNXA");
        assertThat(a.keptLayout()).isNull();
        assertThat(a.released()).extracting(VolumeRef::identity).containsExactly(DS8K + "4307");
        assertThat(a.notes()).containsExactly("its layout today is predicted at least as fast (seq-write: 750.0 MB/s"
                + " today, 500.0 MB/s planned), but keeping it leaves the intent unmet (guest LNXB needs 1 more CKD"
                + " base volume defined in the IOCDS (access eckd), but 0 are free after the guests before it): the"
                + " plan moves it");
        assertThat(guest(plan, "LNXB").disks()).extracting((PlannedDisk d) -> d.volume().identity())
                .containsExactly(DS8K + "4000", DS8K + "4100", DS8K + "4307");

        // the near miss: LNXB asks for 2, so LNXA keeps all three and nothing says otherwise
        Plan met = io.zlayout.pipeline.Pipeline.plan(site("keep-met"));
        GuestPlan kept = guest(met, "LNXA");
        assertThat(kept.keptLayout()).isEqualTo(new KeptLayout("seq-write", 750.0, 500.0));
        assertThat(kept.releases()).isEmpty();
        assertThat(kept.notes()).isEmpty();
        assertThat(kept.disks()).extracting((PlannedDisk d) -> d.volume().identity())
                .containsExactly(DS8K + "4206", DS8K + "4306", DS8K + "4307");
        assertThat(guest(met, "LNXB").disks()).extracting((PlannedDisk d) -> d.volume().identity())
                .containsExactly(DS8K + "4000", DS8K + "4100");
    }

    @Test
    void aStatementOfAnIncludedProfileIsReleasedInTheProfileNotTheGuest() throws Exception {
        // LNXM's full-pack 0205 comes from PROFILE LINMDSK, its own file (DirMaint keeps one file per entry)
        Site site = site();
        CurrentEntries.EntryDevice fromProfile = site.today().of("LNXM").device(dev("0205")).orElseThrow();
        assertThat(fromProfile.profile()).isEqualTo("LINMDSK");
        assertThat(fromProfile.profileUsers()).containsExactly("LNXM");
        assertThat(site.today().of("LNXM").device(dev("0201")).orElseThrow().profile()).isNull();
        assertThat(site.today().of("LNXE").device(dev("0191")).orElseThrow().profile()).isEqualTo("LINDFLT");
        assertThat(site.today().of("LNXE").device(dev("0191")).orElseThrow().profileUsers())
                .containsExactly("LNXE", "LNXK", "LNXS", "OTHER");

        Plan plan = io.zlayout.pipeline.Pipeline.plan(site);
        GuestPlan m = guest(plan, "LNXM");
        assertThat(m.released()).extracting(VolumeRef::identity).contains(DS8K + "4208");
        java.util.Map<String, String> files = new java.util.HashMap<>();
        io.zlayout.emit.Emitters.emit(plan).forEach(f -> files.put(f.path(), f.content()));
        // the proposal and its undo address the profile, and say who else it reaches
        String release = files.get("guests/lnxm/zvm/release.txt");
        assertThat(release).contains("*DIRM FOR LINMDSK DMDISK 0205 NOCLEAN\n")
                .doesNotContain("DIRM FOR LNXM DMDISK 0205")
                .contains("* The statement is in PROFILE LINMDSK, not in USER LNXM: removing it\n");
        String rollback = files.get("guests/lnxm/zvm/rollback.txt");
        assertThat(rollback).contains("*DIRM FOR LINMDSK AMDISK 0205 3390 0001 END ZL4208 MR\n"
                + "*DIRM FOR LINMDSK MINIOPT 0205 NOMDC\n").doesNotContain("DIRM FOR LNXM AMDISK 0205");
        // nothing the plan adds goes into the profile
        assertThat(files.get("guests/lnxm/zvm/dirmaint.txt")).doesNotContain("LINMDSK");
    }

    @Test
    void aMinidiskVolumesLabelIsTheExportsElseWhatCpReadsOffTheDeviceElseItsName() throws Exception {
        // the fixture's export has no volsers: labels come from the volume names (ZL4004) ...
        Site plain = site();
        assertThat(plain.guests().label(volume(DS8K + "4004"))).contains("ZL4004");
        // ... unless CP's QUERY DASD DETAILS shows the label on the device, which is the label itself
        java.util.List<io.zlayout.model.Element> e = new ArrayList<>(plain.elements());
        io.zlayout.model.SourceRef at = io.zlayout.model.SourceRef.at("query-dasd.txt", 1);
        e.add(new io.zlayout.model.ZvmDasd(io.zlayout.model.id.DeviceNumber.parse("4004"), "2107-E8", "3390-0C", "LX4004", 32760, "04", null, null, null,
                at));
        Site withCp = io.zlayout.testing.TestSites.assemble(plain.inputs().manifest(), e);
        assertThat(withCp.guests().label(volume(DS8K + "4004"))).contains("LX4004");
        assertThat(withCp.guests().label(volume(DS8K + "4005"))).contains("ZL4005");
        // a volume whose name is no label and that nobody shows the label of has none: the statement is left
        // for the administrator to fill in
        assertThat(withCp.guests().label(volume(DS8K + "40E0"))).isEmpty();

        // and the planner writes CP's label on a new minidisk there
        Plan plan = Planner.plan(PlanInputs.of(withCp));
        assertThat(guest(plan, "LNXM").disks()).filteredOn(d -> d.volume().identity().equals(DS8K + "4004"))
                .extracting(PlannedDisk::volser).containsExactly("LX4004");
    }

    @Test
    void aReleasedVolumeGoesToAnotherGuestOnlyWhereItsIntentAllows() throws Exception {
        // ESS with 4 ranks of 2 volumes: A has 1000 and 1001 (rank 1) today and keeps one; B needs the other 7
        Site site = io.zlayout.testing.TestSites.assemble(PlannerTest.essFabric(), PlannerTest.essSeedSetup(2));
        String ess = "volume:" + PlannerTest.ESS + "/";
        java.util.Map<String, List<VolumeRef>> current = java.util.Map.of("A", List.of(volume(ess + "1000"),
                volume(ess + "1001")));
        List<io.zlayout.model.GuestIntent> intents = List.of(PlannerTest.fcp("A", 1), PlannerTest.fcp("B", 7));
        PlanInput strict = new PlanInput(site, intents, "64k", 1, current, java.util.Map.of(), Set.of(),
                java.util.Map.of(), java.util.Map.of(), Set.of());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Planner.plan(strict))
                .isInstanceOf(PlanException.class).hasMessageContaining("guest B needs 1 more");

        PlanInput reuse = new PlanInput(site, intents, "64k", 1, current, java.util.Map.of(), Set.of(),
                java.util.Map.of(), java.util.Map.of(), Set.of("B"));
        Plan plan = Planner.plan(reuse);
        GuestPlan a = guest(plan, "A");
        assertThat(a.disks()).extracting((PlannedDisk d) -> d.volume().identity(), PlannedDisk::kept).containsExactly(
                org.assertj.core.groups.Tuple.tuple(ess + "1000", true));
        assertThat(a.releases()).containsExactly(new ReleasedVolume(volume(ess + "1001"), "A", null, "lun", null, "B"));
        assertThat(guest(plan, "B").disks()).filteredOn(d -> d.heldBy() != null)
                .extracting((PlannedDisk d) -> d.volume().identity(), PlannedDisk::heldBy, PlannedDisk::kept)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(ess + "1001", "A", false));
        assertThat(plan.notes()).contains("guest B gets " + ess + "1001, which A releases: move A's data off it"
                + " before B formats it");
    }

    private static GuestPlan guest(Plan plan, String name) {
        return plan.guests().stream().filter(g -> g.guest().equals(name)).findFirst().orElseThrow();
    }

    private static Site site() throws Exception {
        return SiteAssembler.assemble(ReaderCatalog.loader(java.util.Map.of()).load(List.of(SITE)));
    }

    private static Site site(String fixture) throws Exception {
        return SiteAssembler.assemble(ReaderCatalog.loader(java.util.Map.of())
                .load(List.of(SITE.resolveSibling(fixture))));
    }

    /** An identifier's canonical text, or null: the plan's values compared with the text a person reads. */
    private static String text(Object id) {
        return id == null ? null : id.toString();
    }


    private static DeviceNumber dev(String number) {
        return DeviceNumber.parse(number);
    }

}
