package io.zlayout.plan;

import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.input.Manifest;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IoPort;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.StorageImage;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlannerTest {

    static final String ESS = "IBM.2105-17403";
    static final SourceRef AT = SourceRef.at("site.txt", 1);

    /** Seed 003's sample setup: 4 FB ranks on 4 DA pairs, 4 HAs in 4 bays, FCP CHPIDs C1-C4. */
    static List<Element> essSeedSetup(int volumesPerRank) {
        List<Element> e = new ArrayList<>();
        e.add(new StorageImage(ESS, "ESS1", "2105", "F20", null, null, AT));
        String[] lss = {"10", "14", "18", "1C"};
        for (int r = 0; r < 4; r++) {
            String rank = "R" + (r + 1) + "A1";
            e.add(new Rank(ESS, rank, r % 2, "A" + (r + 1), "5", null, "fb", null, AT));
            e.add(new RaidArray(ESS, "A" + (r + 1), null, rank, r + 1, "5", AT));
            for (int v = 0; v < volumesPerRank; v++) {
                String id = lss[r] + String.format(Locale.ROOT, "%02X", v);
                e.add(new Volume(ESS, VolumeId.parse(id), null, VolumeKind.FB, "Open System", null, null, 10L << 30, null, null,
                        List.of(new RankExtent(rank, null)), null, AT));
            }
            String port = "I0" + r + "00";
            e.add(new IoPort(ESS, port, Wwn.parse("0x5005076300c" + r + "1a2b"), null, null, "SCSI-FCP", "1 Gb/s", null, AT));
            String chpid = "C" + (r + 1);
            e.add(new Chpid(0, ChpidId.parse(chpid), "FCP", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), AT));
            String cu = "F" + (r + 1) + "00";
            e.add(new ControlUnit(CuNumber.parse(cu), "FCP", List.of(new CuPath(0, ChpidId.parse(chpid), null)), null,
                    List.of(new UnitAddRange(0, 16)), Map.of(), AT));
            for (int d = 0; d < 16; d++) {
                String num = "F" + (r + 1) + String.format(Locale.ROOT, "%02X", d);
                e.add(new Device(DeviceNumber.parse(num), d, "FCP", null, List.of(CuNumber.parse(cu)),
                        new TreeMap<>(Map.of(0, 0)), List.of(), false, Map.of(), AT));
            }
        }
        return e;
    }

    static Manifest essFabric() {
        List<Manifest.FabricLink> fabric = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            fabric.add(new Manifest.FabricLink("0.C" + (r + 1), "I0" + r + "00", null, null, "01"));
        }
        return new Manifest(null, null, null, fabric, null, null, null, null, null);
    }

    static GuestIntent fcp(String name, int disks) {
        return new GuestIntent(name, disks, null, "fcp", "seq-write", null, null, List.of(), AT);
    }

    static PlanInput input(Site site, List<GuestIntent> intents) {
        return new PlanInput(site, intents, "64k", null, Map.of(), Map.of(), Set.of());
    }

    @Test
    void seedSampleSetupPlansExactlyTheSeedsAssignment() throws Exception {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(8));
        Plan plan = Planner.plan(input(site, List.of(fcp("GUEST1", 4), fcp("GUEST2", 4), fcp("GUEST3", 4),
                fcp("GUEST4", 4))));
        assertThat(plan.guests()).extracting(g -> g.disks().stream().map(d -> d.volumeId().toString()).toList())
                .containsExactly(
                        List.of("1000", "1400", "1800", "1C00"),
                        List.of("1001", "1401", "1801", "1C01"),
                        List.of("1002", "1402", "1802", "1C02"),
                        List.of("1003", "1403", "1803", "1C03"));
        GuestPlan g1 = plan.guests().get(0);
        assertThat(g1.disks()).extracting(d -> text(d.lun())).containsExactly(
                "0x5000000000000000", "0x5400000000000000", "0x5800000000000000", "0x5c00000000000000");
        assertThat(g1.paths()).extracting((PlannedPath p) -> p.chpid().identity(), p -> text(p.fcpDevice()), p -> String.valueOf(p.ioPort()))
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("chpid:0.C1", "0.0.f100", "ioport:" + ESS + "/I0000"),
                        org.assertj.core.groups.Tuple.tuple("chpid:0.C2", "0.0.f200", "ioport:" + ESS + "/I0100"),
                        org.assertj.core.groups.Tuple.tuple("chpid:0.C3", "0.0.f300", "ioport:" + ESS + "/I0200"),
                        org.assertj.core.groups.Tuple.tuple("chpid:0.C4", "0.0.f400", "ioport:" + ESS + "/I0300"));
        // the seed puts every FB rank on an even LSS, so one server carries them all
        assertThat(g1.spread()).isEqualTo(new Spread(4, 4, 1, 4, 4, 4));
        assertThat(plan.guests().get(1).paths()).extracting(p -> text(p.fcpDevice()))
                .containsExactly("0.0.f101", "0.0.f201", "0.0.f301", "0.0.f401");
        assertThat(plan.balance()).allSatisfy(b -> assertThat(b.optimal()).as(b.kind()).isTrue());
    }

    @Test
    void eightDisksInterleaveRanksInStripeOrder() throws Exception {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(8));
        Plan plan = Planner.plan(input(site, List.of(fcp("LNX1", 8))));
        assertThat(plan.guests().get(0).disks()).extracting(d -> d.volumeId().toString())
                .containsExactly("1000", "1400", "1800", "1C00", "1001", "1401", "1801", "1C01");
    }

    @Test
    void moreDisksThanFreeVolumesIsAClearErrorAndNoPlan() {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(2));
        assertThatThrownBy(() -> Planner.plan(input(site, List.of(fcp("LNX1", 6), fcp("LNX2", 4)))))
                .isInstanceOf(PlanException.class)
                .hasMessage("guest LNX2 needs 2 more FB volumes (access fcp), but 0 are free after the guests before it");
    }

    @Test
    void morePathsThanFcpChpidsIsAClearError() {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(2));
        GuestIntent six = new GuestIntent("LNX1", 2, null, "fcp", "mixed", 6, null, List.of(), AT);
        assertThatThrownBy(() -> Planner.plan(input(site, List.of(six))))
                .isInstanceOf(PlanException.class)
                .hasMessage("guest LNX1 needs 6 FCP paths, but the IOCDS has 4 FCP CHPIDs with FCP devices in one CSS");
    }

    @Test
    void keptVolumesStayAndOthersSpreadAroundThem() throws Exception {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(8));
        GuestIntent keep = new GuestIntent("LNX1", 4, null, "fcp", "mixed", null, null, List.of("1403"), AT);
        Plan plan = Planner.plan(new PlanInput(site, List.of(keep), "64k", null,
                Map.of("LNX1", List.of(essVolume("1403"), essVolume("1404"))), Map.of(), Set.of()));
        GuestPlan g = plan.guests().get(0);
        assertThat(g.disks()).extracting(d -> d.volumeId().toString()).containsExactly("1403", "1000", "1800", "1C00");
        assertThat(g.kept()).containsExactly(essVolume("1403"));
        assertThat(g.released()).containsExactly(essVolume("1404"));
    }

    @Test
    void aKeepThatNamesNothingOrAnotherGuestsVolumeIsAClearError() {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(8));
        GuestIntent unknown = new GuestIntent("LNX1", 4, null, "fcp", "mixed", null, null, List.of("9999"), AT);
        assertThatThrownBy(() -> Planner.plan(input(site, List.of(unknown)))).isInstanceOf(PlanException.class)
                .hasMessage("guest LNX1: keep 9999 names no FB volume of the site");
        GuestIntent others = new GuestIntent("LNX1", 4, null, "fcp", "mixed", null, null, List.of("1403"), AT);
        assertThatThrownBy(() -> Planner.plan(new PlanInput(site, List.of(others), "64k", null,
                Map.of("LNX9", List.of(essVolume("1403"))), Map.of(), Set.of())))
                .isInstanceOf(PlanException.class)
                .hasMessage("guest LNX1: keep 1403 (volume:" + ESS + "/1403) belongs to another guest");
    }

    @Test
    void volumesOfGuestsOutsideTheIntentAreNotGiven() throws Exception {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(2));
        Plan plan = Planner.plan(new PlanInput(site, List.of(fcp("LNX1", 4)), "64k", null,
                Map.of("OTHER", List.of(essVolume("1000"))), Map.of("OTHER", List.of(DeviceNumber.parse("F100"))),
                Set.of(DeviceNumber.parse("F100"))));
        assertThat(plan.guests().get(0).disks()).extracting(d -> d.volumeId().toString())
                .containsExactly("1001", "1400", "1800", "1C00");
        assertThat(plan.guests().get(0).paths()).extracting(p -> text(p.device()))
                .containsExactly("F101", "F200", "F300", "F400");
    }

    @Test
    void samePlanTwiceIsEqual() throws Exception {
        Site site = TestSites.assemble(essFabric(), essSeedSetup(8));
        List<GuestIntent> intents = List.of(fcp("A", 3), fcp("B", 5), fcp("C", 2));
        assertThat(Planner.plan(input(site, intents))).isEqualTo(Planner.plan(input(site, intents)));
    }

    @Test
    void randomFeasibleIntentsReachTheLowerBoundAndNeverReuseAVolume() throws Exception {
        Random rnd = new Random(20261122L);
        for (int trial = 0; trial < 200; trial++) {
            int perRank = 1 + rnd.nextInt(12);
            Site site = TestSites.assemble(essFabric(), essSeedSetup(perRank));
            int capacity = perRank * 4;
            List<GuestIntent> intents = new ArrayList<>();
            int used = 0;
            for (int g = 0; g < 1 + rnd.nextInt(8) && used < capacity; g++) {
                int n = 1 + rnd.nextInt(Math.min(8, capacity - used));
                used += n;
                intents.add(new GuestIntent("G" + g, n, null, "fcp", "mixed", 1 + rnd.nextInt(4), null, List.of(), AT));
            }
            if (intents.size() > 16) {
                continue;
            }
            Plan plan;
            try {
                plan = Planner.plan(input(site, intents));
            } catch (PlanException e) {
                // only path exhaustion may stop a feasible disk intent: 16 FCP devices per CHPID
                assertThat(e.getMessage()).contains("FCP");
                continue;
            }
            Set<String> seen = new HashSet<>();
            for (GuestPlan g : plan.guests()) {
                for (PlannedDisk d : g.disks()) {
                    assertThat(seen.add(d.volume().identity())).as("trial %d reuses %s", trial, d.volume().identity()).isTrue();
                }
                assertThat(g.disks()).hasSize(intents.stream().filter(i -> i.guest().equals(g.guest()))
                        .findFirst().orElseThrow().disks());
            }
            for (Balance b : plan.balance()) {
                assertThat(b.highest()).as("trial %d %s", trial, b).isLessThanOrEqualTo(b.lowerBound());
            }
        }
    }

    /**
     * A random FB site: ranks on random DA pairs, volumes in random LSSs, some spanning two ranks (rotate
     * extents), each rank's volumes in several LSSs — the shapes the planner's index groups and cells by.
     */
    static List<Element> randomSite(Random rnd) {
        List<Element> e = new ArrayList<>(essSeedSetup(0));
        int ranks = 2 + rnd.nextInt(9);
        int daPairs = 1 + rnd.nextInt(4);
        int lssCount = 1 + rnd.nextInt(6);
        for (int r = 0; r < ranks; r++) {
            String rank = "R" + (10 + r);
            e.add(new Rank(ESS, rank, r % 2, "A" + (10 + r), "5", null, "fb", null, AT));
            e.add(new RaidArray(ESS, "A" + (10 + r), null, rank, 1 + rnd.nextInt(daPairs), "5", AT));
        }
        int volumes = 4 + rnd.nextInt(60);
        Set<String> ids = new HashSet<>();
        for (int v = 0; v < volumes; v++) {
            String id = String.format(Locale.ROOT, "%02X%02X", 0x20 + rnd.nextInt(lssCount), rnd.nextInt(256));
            if (!ids.add(id)) {
                continue;
            }
            List<RankExtent> extents = new ArrayList<>();
            extents.add(new RankExtent("R" + (10 + rnd.nextInt(ranks)), null));
            if (rnd.nextInt(5) == 0) {
                extents.add(new RankExtent("R" + (10 + rnd.nextInt(ranks)), null));
            }
            e.add(new Volume(ESS, VolumeId.parse(id), null, VolumeKind.FB, "Open System", null, null, 10L << 30, null, null,
                    extents, null, AT));
        }
        return e;
    }

    /** Volume {@code id} of the ESS the tests build. */
    private static VolumeRef essVolume(String id) {
        return new VolumeRef(ESS, VolumeId.parse(id));
    }

    @Test
    void indexedSearchPlansAsTheExhaustiveSearchOnRandomSites() throws Exception {
        Random rnd = new Random(0x5100510FL);
        int compared = 0;
        int failedAlike = 0;
        for (int trial = 0; trial < 300; trial++) {
            Site site = TestSites.assemble(essFabric(), randomSite(rnd));
            List<VolumeRef> vols = new ArrayList<>();
            site.storage().placements().forEach(p -> vols.add(p.volume().key()));
            java.util.Collections.sort(vols);
            java.util.Collections.shuffle(vols, rnd);
            // some volumes belong to guests already: to guests outside the intent (taken) and inside (kept or moved)
            Map<String, List<VolumeRef>> current = new TreeMap<>();
            int guests = 1 + rnd.nextInt(6);
            int next = 0;
            for (int g = 0; g < guests + 2 && next < vols.size(); g++) {
                int n = rnd.nextInt(Math.min(4, vols.size() - next) + 1);
                current.put("G" + g, List.copyOf(vols.subList(next, next + n)));
                next += n;
            }
            List<GuestIntent> intents = new ArrayList<>();
            for (int g = 0; g < guests; g++) {
                List<VolumeRef> have = current.getOrDefault("G" + g, List.of());
                List<String> keep = have.isEmpty() || rnd.nextBoolean() ? List.of() : List.of(have.get(0).display());
                intents.add(new GuestIntent("G" + g, 1 + rnd.nextInt(6), null, "fcp", "mixed", 1 + rnd.nextInt(2),
                        null, keep, AT));
            }
            PlanInput in = new PlanInput(site, intents, "64k", null, current, Map.of(), Set.of());
            Plan indexed;
            try {
                indexed = Planner.plan(in);
            } catch (PlanException e) {
                assertThatThrownBy(() -> Planner.planExhaustively(in)).as("trial %d", trial)
                        .isInstanceOf(PlanException.class).hasMessage(e.getMessage());
                failedAlike++;
                continue;
            }
            assertThat(indexed).as("trial %d", trial).isEqualTo(Planner.planExhaustively(in));
            compared++;
        }
        // both outcomes were exercised
        assertThat(compared).isGreaterThan(100);
        assertThat(failedAlike).isPositive();
    }

    static io.zlayout.model.Guest guest(String name, String loaddevPortname, String loaddevLun) {
        return new io.zlayout.model.Guest(name, "4G", "8G", "G", List.of(), null,
                loaddevPortname == null ? null : Wwn.parse(loaddevPortname),
                loaddevLun == null ? null : FcpLun.parse(loaddevLun), false,
                AT);
    }

    @Test
    void theLunAGuestIplsFromIsGivenToNobodyNorToItsOwnStripeSet() throws Exception {
        // 8 volumes: 1000, 1001 (rank 1), 1400, 1401, ...; BOOTER IPLs from 1000 through port I0000
        List<Element> e = new ArrayList<>(essSeedSetup(2));
        e.add(guest("BOOTER", "0x5005076300c01a2b", FcpLun.ofEssVolume("1000").orElseThrow().toString()));
        e.add(new GuestIntent("BOOTER", 4, null, "fcp", "mixed", null, null, List.of(), AT));
        e.add(new GuestIntent("OTHER", 3, null, "fcp", "mixed", null, null, List.of(), AT));
        Site site = TestSites.assemble(essFabric(), e);
        PlanInput in = PlanInputs.of(site);
        assertThat(in.bootVolumes()).containsExactly(Map.entry("BOOTER", Set.of(essVolume("1000"))));

        Plan plan = Planner.plan(in);
        List<VolumeRef> given = new ArrayList<>();
        plan.guests().forEach(g -> g.disks().forEach(d -> given.add(d.volume())));
        assertThat(given).hasSize(7).doesNotContain(essVolume("1000"));
        assertThat(plan.notes()).anySatisfy(n -> assertThat(n).contains("BOOTER IPLs from volume:" + ESS + "/1000"));
        assertThat(plan.guests()).allSatisfy(g -> assertThat(g.released()).doesNotContain(essVolume("1000")));

        // one disk more than the site has besides the boot disk: a clear error, not the boot disk
        List<Element> more = new ArrayList<>(e);
        more.removeIf(x -> x instanceof GuestIntent gi && gi.guest().equals("OTHER"));
        more.add(new GuestIntent("OTHER", 4, null, "fcp", "mixed", null, null, List.of(), AT));
        PlanInput tooMany = PlanInputs.of(TestSites.assemble(essFabric(), more));
        assertThatThrownBy(() -> Planner.plan(tooMany)).isInstanceOf(PlanException.class)
                .hasMessageContaining("needs 1 more");

        // keeping the boot disk in the stripe set is refused with the reason
        List<Element> keep = new ArrayList<>(e);
        keep.removeIf(x -> x instanceof GuestIntent gi && gi.guest().equals("BOOTER"));
        keep.add(new GuestIntent("BOOTER", 4, null, "fcp", "mixed", null, null, List.of("1000"), AT));
        PlanInput keeping = PlanInputs.of(TestSites.assemble(essFabric(), keep));
        assertThatThrownBy(() -> Planner.plan(keeping)).isInstanceOf(PlanException.class)
                .hasMessageContaining("a disk it IPLs from (its IPL device or LOADDEV)");
    }

    @Test
    void withoutLoaddevNoDiskIsReservedForIpl() throws Exception {
        List<Element> e = new ArrayList<>(essSeedSetup(2));
        e.add(guest("PLAIN", null, null));
        e.add(new GuestIntent("PLAIN", 8, null, "fcp", "mixed", null, null, List.of(), AT));
        PlanInput in = PlanInputs.of(TestSites.assemble(essFabric(), e));
        assertThat(in.bootVolumes()).isEmpty();
        assertThat(Planner.plan(in).guests().get(0).disks()).hasSize(8);
    }

    @Test
    void lowerBoundFillsUpToCapacity() {
        assertThat(PlanBalance.lowerBound(List.of(10, 10, 10, 10), 16)).isEqualTo(4);
        assertThat(PlanBalance.lowerBound(List.of(1, 1, 10), 8)).isEqualTo(6);
        assertThat(PlanBalance.lowerBound(List.of(5), 0)).isZero();
    }

    /**
     * A DS8000 image with three CKD LCUs on three ranks: LCU 10 and 12 have their bases in subchannel set 0,
     * LCU 11 in set 1 under the same numbers as LCU 10 (a big IOCDS reuses numbers in sets 1-3).
     */
    static List<Element> ckdInSubchannelSets() {
        String ds8k = "IBM.2107-75SS001";
        List<Element> e = new ArrayList<>();
        e.add(new StorageImage(ds8k, "SS1", "2107", "996", null, null, AT));
        String[][] lcus = {{"10", "0", "00"}, {"11", "1", "00"}, {"12", "0", "02"}};
        for (int l = 0; l < lcus.length; l++) {
            String lcu = lcus[l][0];
            String rank = "R" + l;
            e.add(new Rank(ds8k, rank, l % 2, "A" + l, "6", null, "ckd", null, AT));
            String cu = lcu + "00";
            e.add(new ControlUnit(CuNumber.parse(cu), "2107", List.of(new CuPath(0, ChpidId.parse("50"), null), new CuPath(0, ChpidId.parse("51"), null)), (lcu == null ? null : Integer.valueOf(lcu, 16)),
                    List.of(new UnitAddRange(0, 256)), Map.of(), AT));
            for (int v = 0; v < 4; v++) {
                String id = lcu + String.format(Locale.ROOT, "%02X", v);
                e.add(new Volume(ds8k, VolumeId.parse(id), null, VolumeKind.CKD, null, "CKD Base", null, null, 10017, null,
                        List.of(new RankExtent(rank, null)), null, AT));
                e.add(new Device(DeviceNumber.parse(lcus[l][2] + String.format(Locale.ROOT, "%02X", v)), v,
                        "3390B", null, List.of(CuNumber.parse(cu)), new TreeMap<>(Map.of(0, Integer.parseInt(lcus[l][1]))), List.of(),
                        false, Map.of(), AT));
            }
        }
        for (String chpid : List.of("50", "51")) {
            e.add(new Chpid(0, ChpidId.parse(chpid), "FC", null, null, null, true, List.of(0), List.of(), List.of(), false, Map.of(), AT));
        }
        return e;
    }

    @Test
    void eckdDisksAreOnlyBasesOfSubchannelSetZero() throws Exception {
        Site site = TestSites.assemble(Manifest.EMPTY, ckdInSubchannelSets());
        GuestIntent eckd = new GuestIntent("LNXE", 6, null, "eckd", "mixed", null, null, List.of(), AT);

        Plan plan = Planner.plan(input(site, List.of(eckd)));

        // LCU 11's devices share LCU 10's numbers in set 1: a DEDICATE of 0000 would get LCU 10's volume
        assertThat(plan.guests().get(0).disks()).extracting(d -> d.volumeId().toString(), d -> text(d.device()))
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("1000", "0000"),
                        org.assertj.core.groups.Tuple.tuple("1200", "0200"),
                        org.assertj.core.groups.Tuple.tuple("1001", "0001"),
                        org.assertj.core.groups.Tuple.tuple("1201", "0201"),
                        org.assertj.core.groups.Tuple.tuple("1002", "0002"),
                        org.assertj.core.groups.Tuple.tuple("1202", "0202"));
    }

    /** An identifier's canonical text, or null: the plan's values compared with the text a person reads. */
    private static String text(Object id) {
        return id == null ? null : id.toString();
    }

}
