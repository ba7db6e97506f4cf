package io.zlayout.plan;

import io.zlayout.model.AllocationMethod;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.topology.StorageTopology;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** How widely a guest's plan spreads, and how evenly the whole plan loads ranks, host adapters and CHPIDs. */
final class PlanBalance {

    private PlanBalance() {
    }

    static Spread spread(List<Candidate> disks, List<PlannedPath> paths) {
        Set<RankRef> ranks = new HashSet<>();
        Set<LssRef> lss = new HashSet<>();
        Set<Integer> servers = new HashSet<>();
        Set<Integer> das = new HashSet<>();
        Set<PoolRef> pools = new HashSet<>();
        Set<RankRef> stripedRanks = new HashSet<>();
        int unknownRanks = 0;
        int unknownDas = 0;
        int striped = 0;
        for (Candidate c : disks) {
            StorageTopology.Placement p = c.placement();
            // a pool or LSS is not a rank; a volume striped over its pool has the pool's ranks, none of its own
            if (p.byRank()) {
                ranks.addAll(p.ranks());
                if (p.daPairs().isEmpty()) {
                    unknownDas++;
                } else {
                    das.addAll(p.daPairs());
                }
            } else if (striped(p)) {
                striped++;
                stripedRanks.addAll(p.ranks());
            } else {
                unknownRanks++;
                unknownDas++;
            }
            if (p.pool() != null) {
                pools.add(p.pool());
            }
            lss.add(p.lss());
            servers.add(p.server());
        }
        Set<HostAdapterRef> adapters = new HashSet<>();
        Set<ChpidRef> chpids = new HashSet<>();
        for (PlannedPath p : paths) {
            chpids.add(p.chpid());
            if (p.hostAdapter() != null) {
                adapters.add(p.hostAdapter());
            }
        }
        return new Spread(ranks.size(), lss.size(), servers.size(), das.size(), adapters.size(), chpids.size(),
                unknownRanks, unknownDas, pools.size(), striped, stripedRanks.size());
    }

    /**
     * The plan's balance over ranks (against the volumes of the kinds planned that guests outside the intent do
     * not have), host adapters and CHPIDs (against every one the FCP channels used reach).
     */
    static List<Balance> of(PlanInput in, CandidatePool pool, List<Candidate> planned, List<GuestPlan> guests,
                            List<PathPlanner.FcpChannel> channelsUsed) {
        List<Balance> out = new ArrayList<>();
        // rank: capacity per unit of spreading = volumes of the kinds planned that were not taken by guests outside the intent
        Set<VolumeKind> kinds = new HashSet<>();
        planned.forEach(c -> kinds.add(c.volume().kind()));
        Set<String> intended = new HashSet<>();
        in.intents().forEach(i -> intended.add(i.guest()));
        Set<VolumeRef> outside = new HashSet<>();
        in.currentVolumes().forEach((g, v) -> {
            if (!intended.contains(g)) {
                outside.addAll(v);
            }
        });
        // only volumes on one known rank count: a pool or LSS is not a rank; counted by hash (the balance does not
        // depend on the order); ranks where volumes are placed by rank; pools where they are striped over their ranks
        // a rank (unit of spreading) by the pool's dense number of it; a pool by instance (the topology makes one per
        // run of volumes), folded by value once
        int[] rankCapacity = new int[pool.ranks()];
        Map<PoolRef, Integer> poolInstances = new IdentityHashMap<>();
        for (VolumeKind k : kinds) {
            for (Candidate c : pool.of(k)) {
                if (outside.contains(c.id())) {
                    continue;
                }
                if (c.placement().byRank()) {
                    rankCapacity[c.rank()]++;
                } else if (striped(c.placement())) {
                    poolInstances.merge(c.placement().pool(), 1, Integer::sum);
                }
            }
        }
        Map<PoolRef, Integer> poolCapacity = new HashMap<>();
        poolInstances.forEach((p, n) -> poolCapacity.merge(p, n, Integer::sum));
        int[] rankLoad = new int[pool.ranks()];
        Map<PoolRef, Integer> poolLoad = new HashMap<>();
        int unknown = 0;
        int stripedDisks = 0;
        for (Candidate c : planned) {
            if (c.placement().byRank()) {
                rankLoad[c.rank()]++;
            } else if (striped(c.placement())) {
                poolLoad.merge(c.placement().pool(), 1, Integer::sum);
                stripedDisks++;
            } else {
                unknown++;
            }
        }
        Map<Integer, Integer> capacity = new HashMap<>();
        Map<Integer, Integer> load = new HashMap<>();
        for (int r = 0; r < rankCapacity.length; r++) {
            if (rankCapacity[r] > 0) {
                capacity.put(r, rankCapacity[r]);
            }
            if (rankLoad[r] > 0) {
                load.put(r, rankLoad[r]);
            }
        }
        if (!capacity.isEmpty() || unknown > 0) {
            Balance b = balanceOf("rank", load, capacity, planned.size() - unknown - stripedDisks);
            out.add(new Balance(b.kind(), b.highest(), b.lowest(), b.lowerBound(), b.components(), b.total(), unknown));
        }
        if (!poolCapacity.isEmpty()) {
            out.add(balanceOf("pool", poolLoad, poolCapacity, stripedDisks));
        }
        // a balance is the highest and lowest load and the water-filling bound: the order of the components
        // does not enter it
        Map<HostAdapterRef, Integer> haLoad = new HashMap<>();
        Map<ChpidRef, Integer> chLoad = new HashMap<>();
        int paths = 0;
        for (GuestPlan g : guests) {
            for (PlannedPath p : g.paths()) {
                paths++;
                chLoad.merge(p.chpid(), 1, Integer::sum);
                if (p.hostAdapter() != null) {
                    haLoad.merge(p.hostAdapter(), 1, Integer::sum);
                }
            }
        }
        Map<ChpidRef, Integer> chCapacity = new HashMap<>();
        Map<HostAdapterRef, Integer> haCapacity = new HashMap<>();
        for (PathPlanner.FcpChannel f : channelsUsed) {
            chCapacity.put(f.chpid(), Integer.MAX_VALUE);
            for (IoPortRef port : f.ports()) {
                port.hostAdapter().ifPresent(h -> haCapacity.put(h, Integer.MAX_VALUE));
            }
        }
        chLoad.keySet().forEach(k -> chCapacity.putIfAbsent(k, Integer.MAX_VALUE));
        haLoad.keySet().forEach(k -> haCapacity.putIfAbsent(k, Integer.MAX_VALUE));
        if (!haLoad.isEmpty()) {
            out.add(balanceOf("host-adapter", haLoad, haCapacity, haLoad.values().stream().mapToInt(i -> i).sum()));
        }
        if (paths > 0) {
            out.add(balanceOf("chpid", chLoad, chCapacity, paths));
        }
        return out;
    }

    /** True for a volume striped over the ranks of a multi-rank pool (rotateexts, Easy Tier managed). */
    static boolean striped(StorageTopology.Placement p) {
        return p.pool() != null && !p.method().byRank() && p.method() != AllocationMethod.UNKNOWN;
    }

    /** Highest/lowest load over every component that could carry load, against the water-filling bound. */
    static <K> Balance balanceOf(String kind, Map<K, Integer> load, Map<K, Integer> capacity, int total) {
        int highest = 0;
        int lowest = Integer.MAX_VALUE;
        for (K k : capacity.keySet()) {
            int l = load.getOrDefault(k, 0);
            highest = Math.max(highest, l);
            lowest = Math.min(lowest, l);
        }
        return new Balance(kind, highest, lowest == Integer.MAX_VALUE ? 0 : lowest,
                lowerBound(capacity.values(), total), capacity.size(), total);
    }

    /** The least m such that filling every component up to min(capacity, m) holds {@code total}. */
    static int lowerBound(Collection<Integer> capacities, int total) {
        if (total == 0) {
            return 0;
        }
        int lo = 1;
        int hi = total;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            long fits = 0;
            for (int c : capacities) {
                fits += Math.min(c, mid);
            }
            if (fits >= total) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
