package io.zlayout.topology;

import io.zlayout.model.id.LssId;
import io.zlayout.model.Diagnostic;
import io.zlayout.model.AllocationMethod;
import io.zlayout.model.ArraySite;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.Volume;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.SpreadUnit;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The storage side joined: volume -> LSS/LCU -> server; volume -> extent pool -> rank(s) -> array -> DA
 * pair; I/O port -> host adapter -> I/O enclosure. Facts that contradict each other across records (a rank
 * in two arrays, a volume of an odd LSS in a pool of rank group 0) are reported as diagnostics.
 */
public final class StorageTopology {

    /**
     * Where one volume lives: the one answer every stage asks (rules, planner, model, plan, workbook, page), so
     * that they all state the same placement.
     *
     * @param lss     the LSS (LCU)
     * @param server  0 or 1 (the rank group)
     * @param pool    the extent pool, or null when the export does not tell
     * @param ranks   the ranks the volume has extents on; when the export does not tell ({@code exact} false), every
     *                rank of its pool
     * @param exact   true when {@code ranks} are known extents (showfbvol -rank, REST, ESS location) or the pool has
     *                one rank
     * @param daPairs the DA pairs of those ranks, where known
     * @param method  how the volume's extents were allocated over its pool's ranks
     * @param unit    the unit of spreading: the rank, or the ranks a volume may span (rotate-extents, or not known
     *                which of its pool's ranks), or the pool / LSS where no rank is known; made once with the
     *                placement (volumes of one pool share it)
     */
    public record Placement(Volume volume, LssRef lss, int server, PoolRef pool, List<RankRef> ranks, boolean exact,
                            List<Integer> daPairs, AllocationMethod method, SpreadUnit unit) {

        public Placement {
            java.util.Objects.requireNonNull(lss, "lss");
            java.util.Objects.requireNonNull(unit, "unit");
        }

        /** A placement whose unit of spreading is made from its ranks, pool and LSS. */
        public Placement(Volume volume, LssRef lss, int server, PoolRef pool, List<RankRef> ranks, boolean exact,
                         List<Integer> daPairs, AllocationMethod method) {
            this(volume, lss, server, pool, ranks, exact, daPairs, method, new SpreadUnit(ranks, pool, lss));
        }

        /**
         * True when a claim about this volume's rank and DA pair can be made: it is placed by rank (an ESS array,
         * a single-rank pool, {@code rotatevols}) and its rank is known. A pool-striped volume spans its pool's
         * ranks, and Easy Tier moves its extents: its judgement is by server, pool and LCU.
         */
        public boolean byRank() {
            // extents shown on one rank are a fact even where the method is not told: the volume is on that rank
            return exact && (method.byRank() || method == AllocationMethod.UNKNOWN && ranks.size() == 1);
        }

        /** The rank a volume placed by rank sits on (the first where {@code rotatevols} spilled over); else null. */
        public RankRef rank() {
            return byRank() && !ranks.isEmpty() ? ranks.get(0) : null;
        }

        /**
         * The placement in words, the same in every output: {@code rank R3}, {@code pool P0, striped over 6 ranks},
         * {@code pool P0 (rotatevols), rank not known}, {@code pool P2 of 2 ranks, allocation method unknown}.
         */
        public String describe() {
            if (byRank()) {
                String r = String.join("+", ranks.stream().map(RankRef::display).toList());
                return (ranks.size() == 1 ? "rank " : "ranks ") + r;
            }
            String where = pool != null ? "pool " + pool.display() : "LSS " + lss.display();
            return switch (method) {
                case ROTATE_EXTENTS, MANAGED -> where + ", " + (method == AllocationMethod.MANAGED ? "Easy Tier managed"
                        : "striped") + (ranks.isEmpty() ? "" : " over " + count(ranks.size(), "rank"));
                case ROTATE_VOLUMES, SINGLE_RANK -> where + " (" + method.label() + "), rank not known";
                case UNKNOWN -> where + (ranks.isEmpty() ? "" : " of " + count(ranks.size(), "rank"))
                        + ", allocation method unknown";
            };
        }

        /**
         * Each rank's share of the volume's extents, in rank order: from the extents {@code -rank} lists, else equal
         * over the ranks it may span. Empty when no rank is known.
         */
        public Map<RankRef, Double> rankShares() {
            if (ranks.isEmpty()) {
                return Map.of();
            }
            Map<RankRef, Double> shares = new LinkedHashMap<>();
            long total = 0;
            boolean counted = exact && !volume.rankExtents().isEmpty();
            if (counted) {
                for (RankExtent e : volume.rankExtents()) {
                    if (e.extents() == null) {
                        counted = false;
                        break;
                    }
                    total += e.extents();
                }
            }
            if (counted && total > 0) {
                for (RankExtent e : volume.rankExtents()) {
                    shares.merge(new RankRef(volume.image(), e.rank()), e.extents() / (double) total, Double::sum);
                }
            } else {
                for (RankRef r : ranks) {
                    shares.put(r, 1.0 / ranks.size());
                }
            }
            return shares;
        }

        private static String count(int n, String word) {
            return n + " " + word + (n == 1 ? "" : "s");
        }
    }

    /** A host adapter: enclosure and slot of a storage image, with its ports. */
    public record HostAdapter(String image, int enclosure, int slot, List<IoPort> ports) {

        public String identity() {
            return Ids.hostAdapter(image, enclosure, slot);
        }

        /** The adapter as a reference. */
        public HostAdapterRef ref() {
            return new HostAdapterRef(image, enclosure, slot);
        }
    }

    private final Map<VolumeRef, Placement> placements;
    private final Map<RankRef, Integer> rankDaPair;
    private final Map<String, HostAdapter> adapters;

    private StorageTopology(Map<VolumeRef, Placement> placements, Map<RankRef, Integer> rankDaPair,
                            Map<String, HostAdapter> adapters) {
        this.placements = placements;
        this.rankDaPair = rankDaPair;
        this.adapters = adapters;
    }

    /** Joins the storage records of a merged element list; contradictions go to {@code diagnostics}. */
    static StorageTopology join(SiteIndex site, List<Diagnostic> diagnostics) {
        Map<RankRef, Integer> rankDaPair = rankDaPairs(site, arraysOfRanks(site, diagnostics));
        Map<String, List<Rank>> ranksOfPool = ranksOfPools(site, diagnostics);
        Map<VolumeRef, Placement> placements = placements(site, rankDaPair, ranksOfPool, diagnostics);
        return new StorageTopology(Collections.unmodifiableMap(placements), Collections.unmodifiableMap(rankDaPair),
                Collections.unmodifiableMap(hostAdapters(site)));
    }

    /** Per rank, its array's identity: the ranks' word, checked against the arrays' own. */
    private static Map<RankRef, String> arraysOfRanks(SiteIndex site, List<Diagnostic> diagnostics) {
        Map<RankRef, String> arrayOfRank = new HashMap<>();
        for (Rank r : site.all(Rank.class)) {
            if (r.array() != null) {
                arrayOfRank.put(new RankRef(r.image(), r.id()), Ids.array(r.image(), r.array()));
            }
        }
        for (RaidArray a : site.all(RaidArray.class)) {
            if (a.rank() == null) {
                continue;
            }
            RankRef rank = new RankRef(a.image(), a.rank());
            String known = arrayOfRank.get(rank);
            if (known == null) {
                arrayOfRank.put(rank, a.identity());
            } else if (!known.equals(a.identity())) {
                Rank r = site.find(Rank.class, rank.identity()).orElse(null);
                diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, a.source(),
                        rank + " is in two arrays: " + a.identity() + " here, " + known
                                + (r != null ? " at " + r.source() : ""), r != null ? r.source() : null));
            }
        }
        return arrayOfRank;
    }

    /** Per rank, the DA pair of its array (or of the array's array site), where the export tells. */
    private static Map<RankRef, Integer> rankDaPairs(SiteIndex site, Map<RankRef, String> arrayOfRank) {
        Map<String, RaidArray> arrays = index(site.all(RaidArray.class));
        Map<String, ArraySite> sites = index(site.all(ArraySite.class));
        Map<RankRef, Integer> rankDaPair = new HashMap<>();
        for (Map.Entry<RankRef, String> e : arrayOfRank.entrySet()) {
            RaidArray a = arrays.get(e.getValue());
            Integer da = a == null ? null : a.daPair();
            if (da == null && a != null && a.arraySite() != null) {
                ArraySite s = sites.get(Ids.arraySite(a.image(), a.arraySite()));
                da = s == null ? null : s.daPair();
            }
            if (da != null) {
                rankDaPair.put(e.getKey(), da);
            }
        }
        return rankDaPair;
    }

    /**
     * Per extent pool identity, its ranks in the order of their identities; a rank of the other rank group is a
     * diagnostic.
     */
    private static Map<String, List<Rank>> ranksOfPools(SiteIndex site, List<Diagnostic> diagnostics) {
        Map<String, ExtentPool> pools = index(site.all(ExtentPool.class));
        Map<String, List<Rank>> ranksOfPool = new HashMap<>();
        for (Rank r : site.all(Rank.class)) {
            if (r.pool() != null) {
                ranksOfPool.computeIfAbsent(Ids.extentPool(r.image(), r.pool()), k -> new ArrayList<>()).add(r);
                ExtentPool p = pools.get(Ids.extentPool(r.image(), r.pool()));
                if (p != null && p.rankGroup() != null && r.group() != null && !p.rankGroup().equals(r.group())) {
                    diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, r.source(),
                            r.identity() + " is in rank group " + r.group() + " but its pool " + p.identity()
                                    + " is in rank group " + p.rankGroup(), p.source()));
                }
            }
        }
        ranksOfPool.values().forEach(l -> l.sort(java.util.Comparator.comparing(Rank::identity)));
        return ranksOfPool;
    }

    /**
     * Every volume's placement, in input order. An export lists a volume's neighbours together: what the last
     * volume's LSS and pool gave is kept for the next (the same values, computed once per run of volumes instead
     * of once per volume).
     */
    private static Map<VolumeRef, Placement> placements(SiteIndex site, Map<RankRef, Integer> rankDaPair,
                                                         Map<String, List<Rank>> ranksOfPool,
                                                         List<Diagnostic> diagnostics) {
        Map<String, Lss> lss = index(site.all(Lss.class));
        Map<String, ExtentPool> pools = index(site.all(ExtentPool.class));
        List<Volume> volumes = site.all(Volume.class);
        UnknownMethods unknown = new UnknownMethods();
        Map<VolumeRef, Placement> placements = new LinkedHashMap<>(volumes.size() * 4 / 3 + 1);
        String lastImage = null;
        LssId lastLss = null;
        LssRef lssRef = null;
        int server = 0;
        String lastPool = null;
        String pool = null;
        PoolRef poolRef = null;
        ExtentPool p = null;
        List<RankRef> poolRanks = List.of();
        List<Integer> poolDas = List.of();
        SpreadUnit poolUnit = null;
        for (Volume v : volumes) {
            // the LSS's identity string is made only for a new LSS
            if (!v.image().equals(lastImage) || !v.lss().equals(lastLss)) {
                lssRef = new LssRef(v.image(), v.lss());
                Lss l = lss.get(lssRef.identity());
                server = l != null ? l.server() : v.lss().server();
                lastLss = v.lss();
                lastPool = null;
            }
            if (!v.image().equals(lastImage) || !java.util.Objects.equals(v.pool(), lastPool) || lastPool == null) {
                poolRef = v.pool() == null ? null : new PoolRef(v.image(), v.pool());
                pool = poolRef == null ? null : poolRef.identity();
                p = pool == null ? null : pools.get(pool);
                List<Rank> of = pool == null ? List.of() : ranksOfPool.getOrDefault(pool, List.of());
                poolRanks = of.isEmpty() ? List.of() : of.stream().map(r -> new RankRef(r.image(), r.id())).toList();
                poolDas = daPairs(poolRanks, rankDaPair);
                // the volumes of a pool (of an LSS, where the pool is not told) share one unit of spreading
                poolUnit = new SpreadUnit(poolRanks, poolRef, lssRef);
                lastPool = v.pool();
            }
            lastImage = v.image();
            if (p != null && p.rankGroup() != null && p.rankGroup() != server) {
                diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, v.source(),
                        v.identity() + " is in LSS " + v.lss() + " of server " + server + " but its pool " + pool
                                + " belongs to rank group " + p.rankGroup(), p.source()));
            }
            Placement placed;
            if (v.rankExtents().isEmpty()) {
                boolean exact = poolRanks.size() == 1;
                placed = new Placement(v, lssRef, server, poolRef, poolRanks, exact, poolDas,
                        method(v, p, poolRanks, poolRanks, exact), poolUnit);
            } else {
                List<RankRef> own = ownRanks(v);
                placed = new Placement(v, lssRef, server, poolRef, own, true, daPairs(own, rankDaPair),
                        method(v, p, poolRanks, own, true), new SpreadUnit(own, poolRef, lssRef));
            }
            unknown.count(placed, p, poolRanks);
            placements.put(v.key(), placed);
        }
        unknown.say(diagnostics);
        return placements;
    }

    /** The ranks a volume's own extents are on ({@code showfbvol -rank}, REST, ESS location), in its order. */
    private static List<RankRef> ownRanks(Volume v) {
        List<RankRef> own = new ArrayList<>();
        for (RankExtent re : v.rankExtents()) {
            own.add(new RankRef(v.image(), re.rank()));
        }
        return List.copyOf(own);
    }

    /** The volumes of multi-rank pools judged without a rank, said once per image. */
    private static final class UnknownMethods {
        private final Map<String, Map<String, Integer>> byImage = new TreeMap<>();
        private final Map<String, io.zlayout.model.SourceRef> first = new HashMap<>();

        void count(Placement placed, ExtentPool p, List<RankRef> poolRanks) {
            Volume v = placed.volume();
            if (placed.method() == AllocationMethod.UNKNOWN && !v.alias()
                    && !(placed.exact() && placed.ranks().size() == 1)
                    && (poolRanks.size() > 1 || p != null && p.rankCount() != null && p.rankCount() > 1)) {
                byImage.computeIfAbsent(v.image(), k -> new TreeMap<>()).merge(
                        placed.pool() != null ? placed.pool().display() : "LSS " + v.lss(), 1, Integer::sum);
                first.putIfAbsent(v.image(), v.source());
            }
        }

        void say(List<Diagnostic> diagnostics) {
            byImage.forEach((image, byPool) -> {
                int n = byPool.values().stream().mapToInt(Integer::intValue).sum();
                diagnostics.add(Diagnostic.note(first.get(image), "storage:" + image + ": the extent allocation method of "
                        + n + " volume" + (n == 1 ? "" : "s") + " (" + String.join(", ", byPool.keySet()) + ") is not"
                        + " in the export, and their pools have several ranks (lsfbvol -l and lsckdvol -l print it as"
                        + " eam): they are judged by server, pool and LCU, not by rank"));
            });
        }
    }

    /** Host adapters derived from the I/O ports' ids, by identity. */
    private static Map<String, HostAdapter> hostAdapters(SiteIndex site) {
        Map<String, List<IoPort>> portsByAdapter = new TreeMap<>();
        for (IoPort port : site.all(IoPort.class)) {
            if (IoPortRef.validId(port.id())) {
                portsByAdapter.computeIfAbsent(port.hostAdapterIdentity(), k -> new ArrayList<>()).add(port);
            }
        }
        Map<String, HostAdapter> adapters = new LinkedHashMap<>();
        portsByAdapter.forEach((id, ports) -> {
            IoPort first = ports.get(0);
            adapters.put(id, new HostAdapter(first.image(), first.enclosure(), first.slot(), List.copyOf(ports)));
        });
        return adapters;
    }

    /**
     * A volume's allocation method: a pool of one rank (or an ESS volume on its array) places it by rank whatever
     * the export says; else what the export says ({@code eam}, {@code allocmethod}); else unknown.
     */
    private static AllocationMethod method(Volume v, ExtentPool p, List<RankRef> poolRanks, List<RankRef> ranks,
                                           boolean exact) {
        boolean singleRankPool = p != null && p.rankCount() != null ? p.rankCount() == 1 : poolRanks.size() == 1;
        if (singleRankPool || v.pool() == null && exact && ranks.size() == 1) {
            return AllocationMethod.SINGLE_RANK;
        }
        return v.allocation() != null ? v.allocation() : AllocationMethod.UNKNOWN;
    }

    /** The DA pairs of these ranks, in order, each once. */
    private static List<Integer> daPairs(List<RankRef> ranks, Map<RankRef, Integer> rankDaPair) {
        TreeSet<Integer> das = new TreeSet<>();
        for (RankRef r : ranks) {
            Integer d = rankDaPair.get(r);
            if (d != null) {
                das.add(d);
            }
        }
        return List.copyOf(das);
    }

    private static <T extends io.zlayout.model.Element> Map<String, T> index(List<T> items) {
        Map<String, T> m = new HashMap<>();
        for (T t : items) {
            m.putIfAbsent(t.identity(), t);
        }
        return m;
    }

    /** Where a volume lives, by its identity. */
    public Optional<Placement> placement(String volumeIdentity) {
        return VolumeRef.parse(volumeIdentity).flatMap(this::placement);
    }

    /** Where a volume lives, by its key. */
    public Optional<Placement> placement(VolumeRef volume) {
        return Optional.ofNullable(placements.get(volume));
    }

    /** Every volume's placement, in input order. */
    public Iterable<Placement> placements() {
        return placements.values();
    }

    /** The DA pair of a rank, where the arrays tell. */
    public Optional<Integer> daPair(RankRef rank) {
        return Optional.ofNullable(rankDaPair.get(rank));
    }

    /** Host adapters derived from I/O port ids, by identity order. */
    public List<HostAdapter> hostAdapters() {
        return List.copyOf(adapters.values());
    }

}
