package io.zlayout.plan;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.SpreadUnit;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Each guest's disks: the volumes its intent names, then for each slot the free volume of least cost, so the
 * guest's disks spread over ranks, DA pairs, servers and LSSs and the site stays balanced (the least loaded
 * rank first). It keeps the site's load on every rank, DA pair and LSS across the guests of one plan.
 */
final class DiskChooser {

    private final PlanInput in;
    private final CandidatePool pool;
    private final Holdings holdings;
    /** Look at every free group for each disk slot instead of the index's few (tests compare the two). */
    private final boolean exhaustive;
    /** Volumes planned so far on each rank key, DA pair and LSS (by {@link CandidatePool}'s numbers). */
    private final int[] rankLoad;
    private final int[] daLoad;
    private final int[] lssLoad;
    /** Free candidates of each kind, indexed for the disk slots (see {@link FreeVolumes}). */
    private final Map<VolumeKind, FreeVolumes> free = new EnumMap<>(VolumeKind.class);

    DiskChooser(PlanInput in, CandidatePool pool, Holdings holdings, boolean exhaustive) {
        this.in = in;
        this.pool = pool;
        this.holdings = holdings;
        this.exhaustive = exhaustive;
        this.rankLoad = new int[pool.ranks()];
        this.daLoad = new int[pool.daPairs()];
        this.lssLoad = new int[pool.lss()];
    }

    /** The volumes the guest's intent names in {@code keep}, taken. */
    List<Candidate> keep(GuestIntent g) throws PlanException {
        List<Candidate> out = new ArrayList<>();
        Map<String, List<Candidate>> named = pool.named(CandidatePool.kind(g));
        for (String k : g.keep()) {
            Candidate found = null;
            for (Candidate c : named.getOrDefault(k, List.of())) {
                if (found != null && !found.id().equals(c.id())) {
                    throw new PlanException("guest " + g.guest() + ": keep " + k + " is ambiguous: " + found.id()
                            + " and " + c.id() + " (name the volume by its device number)");
                }
                found = c;
            }
            if (found == null) {
                throw new PlanException("guest " + g.guest() + ": keep " + k + " names no " + ("fcp".equals(g.access())
                        ? "FB volume" : "CKD base volume with a device in the IOCDS") + " of the site");
            }
            if (holdings.isBootVolume(g, found.id())) {
                throw new PlanException("guest " + g.guest() + ": keep " + k + " (" + found.id() + ") is a disk it"
                        + " IPLs from (its IPL device or LOADDEV): it stays the guest's as it is, outside the disks planned; drop it from"
                        + " keep");
            }
            Set<String> h = holdings.holders(found.id());
            if (holdings.plannedIds.contains(found.id()) || !h.isEmpty() && !h.equals(Set.of(g.guest()))) {
                throw new PlanException("guest " + g.guest() + ": keep " + k + " (" + found.id()
                        + ") belongs to another guest");
            }
            if (!h.isEmpty() && !holdings.keepable(g, found.id())) {
                CurrentEntries.EntryDevice d = in.today(g.guest()).devicesOf(found.id()).get(0);
                throw new PlanException("guest " + g.guest() + ": keep " + k + " (" + found.id() + ") is its "
                        + ("mdisk".equals(d.how()) ? "minidisk" : d.how()) + " " + d.vdev() + " today"
                        + (d.fullPack() ? "" : ", a part of the volume") + ": it cannot become one of its "
                        + g.access() + " disks; drop it from keep");
            }
            take(found);
            out.add(found);
        }
        return out;
    }

    /**
     * A guest that keeps its layout of today: every volume it has that can stay one of its disks joins
     * {@code kept} (after those its intent names), so none of them is released or given to another guest.
     */
    void keepToday(GuestIntent g, List<Candidate> kept) {
        Map<VolumeRef, Candidate> byId = pool.byVolume(CandidatePool.kind(g));
        Set<VolumeRef> have = new HashSet<>();
        kept.forEach(c -> have.add(c.id()));
        for (VolumeRef v : holdings.releasable(g, byId)) {
            Candidate c = byId.get(v);
            if (c != null && have.add(v) && !holdings.plannedIds.contains(v)) {
                take(c);
                kept.add(c);
            }
        }
    }

    private void take(Candidate c) {
        holdings.taken.add(c.id());
        holdings.plannedIds.add(c.id());
        FreeVolumes index = free.get(c.volume().kind());
        if (index != null) {
            index.remove(c);
        }
        if (c.device() != null) {
            holdings.devicesTaken.add(c.device());
            holdings.devicesPlanned.add(c.device());
        }
        rankLoad[c.rank()]++;
        for (int da : c.daPairs()) {
            daLoad[da]++;
        }
        lssLoad[c.lss()]++;
        if (index != null) {
            index.refile(c);
        }
    }

    private FreeVolumes free(VolumeKind kind) {
        return free.computeIfAbsent(kind, k -> new FreeVolumes(
                pool.of(k).stream().filter(c -> !holdings.taken.contains(c.id())).toList(), rankLoad));
    }

    /**
     * The guest's disks: for each slot the free volume of least cost, lexicographically — the guest's load on
     * its rank, the site's load on the rank, the guest's and the site's load on its DA pairs, the guest's
     * load on its server and LSS, whether the guest has it already (keeping a volume that fits the guest's
     * spread beats moving its data for the site's LSS balance), the site's load on its LSS, then the lowest
     * identity. Every slot looks at the guest's current volumes, the
     * groups of the ranks the guest has, and one group per cell of the lowest site rank loads.
     */
    List<Candidate> disks(GuestIntent g, List<Candidate> kept) throws PlanException {
        List<Candidate> chosen = new ArrayList<>(kept);
        FreeVolumes index = free(CandidatePool.kind(g));
        // the guest's current volumes that are still free
        TreeMap<VolumeRef, Candidate> current = new TreeMap<>();
        Map<VolumeRef, Candidate> byId = pool.byVolume(CandidatePool.kind(g));
        for (VolumeRef v : holdings.releasable(g, byId)) {
            if (!holdings.plannedIds.contains(v)) {
                current.put(v, byId.get(v));
            }
        }
        // volumes guests before it release, where its intent allows reusing them
        List<Candidate> released = new ArrayList<>();
        if (in.reuseReleased().contains(g.guest())) {
            holdings.reusable().forEach(v -> {
                Candidate c = byId.get(v);
                if (c != null) {
                    released.add(c);
                }
            });
        }
        int[] guestRank = new int[rankLoad.length];
        int[] guestDa = new int[daLoad.length];
        int[] guestServer = new int[pool.servers()];
        int[] guestLss = new int[lssLoad.length];
        TreeSet<Integer> guestRanks = new TreeSet<>();
        for (Candidate c : kept) {
            count(c, guestRank, guestDa, guestServer, guestLss);
            guestRanks.add(c.rank());
        }
        Slot slot = new Slot(guestRank, guestDa, guestServer, guestLss, index.signatures());
        while (!enough(g, chosen)) {
            slot.reset();
            for (Candidate c : current.values()) {
                slot.consider(c, true);
            }
            for (Candidate c : released) {
                if (!holdings.plannedIds.contains(c.id())) {
                    slot.consider(c, false);
                }
            }
            if (exhaustive) {
                for (FreeVolumes.Group grp : index.groups()) {
                    if (!grp.isEmpty()) {
                        slot.consider(grp.first(), false);
                    }
                }
            }
            // ranks the guest does not use (their first cost is 0), by site rank load, lowest first
            for (Map.Entry<Integer, Map<Long, FreeVolumes.Cell>> level : exhaustive ? List.<Map.Entry<Integer,
                    Map<Long, FreeVolumes.Cell>>>of() : index.levels()) {
                if (slot.best != null && slot.bestCost[0] == 0 && slot.bestCost[1] < level.getKey()) {
                    break;
                }
                for (FreeVolumes.Cell cell : level.getValue().values()) {
                    if (!slot.couldWin(level.getKey(), cell)) {
                        continue;
                    }
                    FreeVolumes.Group grp = FreeVolumes.firstUnused(cell, guestRank);
                    if (grp != null) {
                        slot.consider(grp.first(), false);
                    }
                }
            }
            if (slot.best == null || slot.bestCost[0] > 0) {
                // every free volume is on a rank the guest has: the least used of those
                for (int r : guestRanks) {
                    for (FreeVolumes.Group grp : index.ofRank(r)) {
                        if (!grp.isEmpty()) {
                            slot.consider(grp.first(), false);
                        }
                    }
                }
            }
            Candidate best = slot.best;
            if (best == null) {
                String more = need(g, chosen);
                String volumes = "1".equals(more) ? "volume" : "volumes";
                throw new PlanException("guest " + g.guest() + " needs " + more + " more "
                        + (CandidatePool.kind(g) == VolumeKind.FB ? "FB " + volumes + " (access fcp)"
                        : "CKD base " + volumes + " defined in the IOCDS (access " + g.access() + ")") + ", but "
                        + index.size() + " " + (index.size() == 1 ? "is" : "are") + " free after the guests before it"
                        + (CandidatePool.kind(g) == VolumeKind.CKD ? unmapped() : ""));
            }
            take(best);
            current.remove(best.id());
            count(best, guestRank, guestDa, guestServer, guestLss);
            guestRanks.add(best.rank());
            chosen.add(best);
        }
        return chosen;
    }

    /** Why CKD volumes may be missing: storage control units whose image cannot be told offer none. */
    private String unmapped() {
        int n = in.site().channels().storageControlUnitsWithoutImage().size();
        return n == 0 ? "" : "; " + n + " storage control unit" + (n == 1 ? "" : "s") + " of the IOCDS belong"
                + (n == 1 ? "s" : "") + " to no storage image zlayout can tell (map " + (n == 1 ? "it" : "them")
                + " under 'controlUnits:' in zlayout.yaml), so " + (n == 1 ? "its" : "their") + " volumes are not offered";
    }

    /** The search for one disk slot's volume: the least cost so far. */
    private final class Slot {
        final int[] guestRank;
        final int[] guestDa;
        final int[] guestServer;
        final int[] guestLss;
        Candidate best;
        int[] bestCost = new int[8];
        int[] cost = new int[8];
        /** Per DA-pair set of the index: the guest's and the site's load on it, for this slot. */
        final List<int[]> signatures;
        final int[] signatureGuest;
        final int[] signatureSite;

        Slot(int[] guestRank, int[] guestDa, int[] guestServer, int[] guestLss, List<int[]> signatures) {
            this.guestRank = guestRank;
            this.guestDa = guestDa;
            this.guestServer = guestServer;
            this.guestLss = guestLss;
            this.signatures = signatures;
            this.signatureGuest = new int[signatures.size()];
            this.signatureSite = new int[signatures.size()];
        }

        void reset() {
            best = null;
            for (int i = 0; i < signatures.size(); i++) {
                signatureGuest[i] = sum(signatures.get(i), guestDa);
                signatureSite[i] = sum(signatures.get(i), daLoad);
            }
        }

        void consider(Candidate c, boolean isCurrent) {
            // lexicographic: the guest's own spread and the site's rank and DA balance first, then keeping what
            // it has, then the site's LSS balance
            cost[0] = guestRank[c.rank()];
            cost[1] = rankLoad[c.rank()];
            cost[2] = sum(c.daPairs(), guestDa);
            cost[3] = sum(c.daPairs(), daLoad);
            cost[4] = guestServer[c.server()];
            cost[5] = guestLss[c.lss()];
            // a disk the guest has that fits its spread stays rather than moving for a less loaded LSS elsewhere
            cost[6] = isCurrent ? 0 : 1;
            cost[7] = lssLoad[c.lss()];
            int cmp = best == null ? -1 : Planner.compare(cost, bestCost);
            if (cmp < 0 || (cmp == 0 && c.order() < best.order())) {
                best = c;
                int[] t = bestCost;
                bestCost = cost;
                cost = t;
            }
        }

        /** Whether a volume of {@code cell} on a rank the guest does not use could cost no more than the best. */
        boolean couldWin(int load, FreeVolumes.Cell cell) {
            if (best == null) {
                return true;
            }
            cost[0] = 0;
            cost[1] = load;
            cost[2] = signatureGuest[cell.signature];
            cost[3] = signatureSite[cell.signature];
            cost[4] = guestServer[cell.server];
            cost[5] = guestLss[cell.lss];
            cost[6] = 1;
            cost[7] = lssLoad[cell.lss];
            return Planner.compare(cost, bestCost) <= 0;
        }
    }

    private static void count(Candidate c, int[] rank, int[] da, int[] server, int[] lss) {
        rank[c.rank()]++;
        for (int d : c.daPairs()) {
            da[d]++;
        }
        server[c.server()]++;
        lss[c.lss()]++;
    }

    private static int sum(int[] keys, int[] load) {
        int s = 0;
        for (int k : keys) {
            s += load[k];
        }
        return s;
    }

    private static boolean enough(GuestIntent g, List<Candidate> chosen) throws PlanException {
        if (g.disks() != null) {
            return chosen.size() >= g.disks();
        }
        long have = 0;
        for (Candidate c : chosen) {
            Long b = bytes(c.volume());
            if (b == null) {
                throw new PlanException("guest " + g.guest() + " asks for a capacity, but the export does not give the"
                        + " size of " + c.id() + "; ask for a number of disks instead");
            }
            have += b;
        }
        return have >= g.capacityBytes();
    }

    private static String need(GuestIntent g, List<Candidate> chosen) {
        if (g.disks() != null) {
            return String.valueOf(g.disks() - chosen.size());
        }
        return "(capacity " + g.capacityBytes() + " bytes)";
    }

    /** A volume's capacity: as exported, else from its cylinders (15 tracks of 56,664 bytes); null when neither. */
    static Long bytes(Volume v) {
        if (v.capacityBytes() != null) {
            return v.capacityBytes();
        }
        return v.cylinders() == null ? null : v.cylinders() * 15L * 56_664L;
    }

    /** Stripe order: round-robin over ranks, ranks in the order they were first chosen, volumes ascending. */
    static List<Candidate> interleave(List<Candidate> disks) {
        Map<SpreadUnit, List<Candidate>> byRank = new LinkedHashMap<>();
        for (Candidate c : disks) {
            byRank.computeIfAbsent(c.placement().unit(), k -> new ArrayList<>()).add(c);
        }
        byRank.values().forEach(l -> l.sort(Comparator.comparing(Candidate::id)));
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; out.size() < disks.size(); i++) {
            for (List<Candidate> l : byRank.values()) {
                if (i < l.size()) {
                    out.add(l.get(i));
                }
            }
        }
        return out;
    }
}
