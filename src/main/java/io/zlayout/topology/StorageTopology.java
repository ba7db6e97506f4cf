package io.zlayout.topology;

import io.zlayout.model.id.LssId;
import io.zlayout.model.Diagnostic;
import io.zlayout.model.ArraySite;
import io.zlayout.model.ExtentPool;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.Lss;
import io.zlayout.model.RaidArray;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.Volume;

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
     * Where one volume lives.
     *
     * @param lss      the LSS identity
     * @param server   0 or 1
     * @param pool     the extent pool identity or null when the export does not tell
     * @param ranks    rank identities: the ranks the volume has extents on; when the export does not tell
     *                 ({@code exact} false), every rank of its pool
     * @param exact    true when {@code ranks} are known extents (showfbvol -rank, ESS location) or the pool has
     *                 one rank
     * @param daPairs  the DA pairs of those ranks, where known
     */
    public record Placement(Volume volume, String lss, int server, String pool, List<String> ranks, boolean exact,
                            List<Integer> daPairs) {

        /**
         * The unit of spreading: the rank, or the ranks a volume may span (rotate-extents, or not known which
         * of its pool's ranks), or the pool / LSS where no rank is known.
         */
        public String rankKey() {
            if (!ranks.isEmpty()) {
                // extents list their ranks in any order: R2+R0 is the same spread as R0+R2
                return ranks.size() == 1 ? ranks.get(0) : String.join("+", new TreeSet<>(ranks));
            }
            return pool != null ? pool : lss;
        }
    }

    /** A host adapter: enclosure and slot of a storage image, with its ports. */
    public record HostAdapter(String image, int enclosure, int slot, List<IoPort> ports) {

        public String identity() {
            return Ids.hostAdapter(image, enclosure, slot);
        }

        public String enclosureIdentity() {
            return Ids.ioEnclosure(image, enclosure);
        }
    }

    private final Map<Volume.Key, Placement> placements;
    private final Map<String, Integer> rankDaPair;
    private final Map<String, HostAdapter> adapters;

    private StorageTopology(Map<Volume.Key, Placement> placements, Map<String, Integer> rankDaPair,
                            Map<String, HostAdapter> adapters) {
        this.placements = placements;
        this.rankDaPair = rankDaPair;
        this.adapters = adapters;
    }

    /** Joins the storage records of a merged element list; contradictions go to {@code diagnostics}. */
    static StorageTopology join(SiteIndex site, List<Diagnostic> diagnostics) {
        Map<String, Lss> lss = index(site.all(Lss.class));
        Map<String, ExtentPool> pools = index(site.all(ExtentPool.class));
        Map<String, RaidArray> arrays = index(site.all(RaidArray.class));
        Map<String, ArraySite> sites = index(site.all(ArraySite.class));

        // rank -> array, checked against array -> rank
        Map<String, String> arrayOfRank = new HashMap<>();
        for (Rank r : site.all(Rank.class)) {
            if (r.array() != null) {
                arrayOfRank.put(r.identity(), Ids.array(r.image(), r.array()));
            }
        }
        for (RaidArray a : site.all(RaidArray.class)) {
            if (a.rank() == null) {
                continue;
            }
            String rank = Ids.rank(a.image(), a.rank());
            String known = arrayOfRank.get(rank);
            if (known == null) {
                arrayOfRank.put(rank, a.identity());
            } else if (!known.equals(a.identity())) {
                Rank r = site.find(Rank.class, rank).orElse(null);
                diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, a.source(),
                        rank + " is in two arrays: " + a.identity() + " here, " + known
                                + (r != null ? " at " + r.source() : ""), r != null ? r.source() : null));
            }
        }
        Map<String, Integer> rankDaPair = new TreeMap<>();
        for (Map.Entry<String, String> e : arrayOfRank.entrySet()) {
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

        Map<String, List<String>> ranksOfPool = new HashMap<>();
        for (Rank r : site.all(Rank.class)) {
            if (r.pool() != null) {
                ranksOfPool.computeIfAbsent(Ids.extentPool(r.image(), r.pool()), k -> new ArrayList<>())
                        .add(r.identity());
                ExtentPool p = pools.get(Ids.extentPool(r.image(), r.pool()));
                if (p != null && p.rankGroup() != null && r.group() != null && !p.rankGroup().equals(r.group())) {
                    diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, r.source(),
                            r.identity() + " is in rank group " + r.group() + " but its pool " + p.identity()
                                    + " is in rank group " + p.rankGroup(), p.source()));
                }
            }
        }
        ranksOfPool.values().forEach(Collections::sort);

        List<Volume> volumes = site.all(Volume.class);
        Map<Volume.Key, Placement> placements = new LinkedHashMap<>(volumes.size() * 4 / 3 + 1);
        // an export lists a volume's neighbours together: what the last volume's LSS and pool gave is kept for
        // the next (the same values, computed once per run of volumes instead of once per volume)
        String lastImage = null;
        LssId lastLss = null;
        String lssId = null;
        int server = 0;
        String lastPool = null;
        String pool = null;
        ExtentPool p = null;
        List<String> poolRanks = List.of();
        List<Integer> poolDas = List.of();
        for (Volume v : volumes) {
            // the LSS's identity string is made only for a new LSS
            if (!v.image().equals(lastImage) || !v.lss().equals(lastLss)) {
                lssId = Ids.lss(v.image(), v.lss());
                Lss l = lss.get(lssId);
                server = l != null ? l.server() : v.lss().server();
                lastLss = v.lss();
                lastPool = null;
            }
            if (!v.image().equals(lastImage) || !java.util.Objects.equals(v.pool(), lastPool) || lastPool == null) {
                pool = v.pool() == null ? null : Ids.extentPool(v.image(), v.pool());
                p = pool == null ? null : pools.get(pool);
                poolRanks = pool == null ? List.of() : List.copyOf(ranksOfPool.getOrDefault(pool, List.of()));
                poolDas = daPairs(poolRanks, rankDaPair);
                lastPool = v.pool();
            }
            lastImage = v.image();
            if (p != null && p.rankGroup() != null && p.rankGroup() != server) {
                diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, v.source(),
                        v.identity() + " is in LSS " + v.lss() + " of server " + server + " but its pool " + pool
                                + " belongs to rank group " + p.rankGroup(), p.source()));
            }
            List<String> ranks;
            List<Integer> das;
            boolean exact;
            if (!v.rankExtents().isEmpty()) {
                List<String> own = new ArrayList<>();
                for (RankExtent re : v.rankExtents()) {
                    own.add(Ids.rank(v.image(), re.rank()));
                }
                ranks = List.copyOf(own);
                das = daPairs(ranks, rankDaPair);
                exact = true;
            } else {
                ranks = poolRanks;
                das = poolDas;
                exact = ranks.size() == 1;
            }
            placements.put(v.key(), new Placement(v, lssId, server, pool, ranks, exact, das));
        }

        Map<String, List<IoPort>> portsByAdapter = new TreeMap<>();
        for (IoPort port : site.all(IoPort.class)) {
            if (IoPort.validId(port.id())) {
                portsByAdapter.computeIfAbsent(port.hostAdapterIdentity(), k -> new ArrayList<>()).add(port);
            }
        }
        Map<String, HostAdapter> adapters = new LinkedHashMap<>();
        portsByAdapter.forEach((id, ports) -> {
            IoPort first = ports.get(0);
            adapters.put(id, new HostAdapter(first.image(), first.enclosure(), first.slot(), List.copyOf(ports)));
        });
        return new StorageTopology(Collections.unmodifiableMap(placements), Collections.unmodifiableMap(rankDaPair),
                Collections.unmodifiableMap(adapters));
    }

    /** The DA pairs of these ranks, in order, each once. */
    private static List<Integer> daPairs(List<String> ranks, Map<String, Integer> rankDaPair) {
        TreeSet<Integer> das = new TreeSet<>();
        for (String r : ranks) {
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
        return Volume.Key.of(volumeIdentity).flatMap(this::placement);
    }

    /** Where a volume lives, by its key. */
    public Optional<Placement> placement(Volume.Key volume) {
        return Optional.ofNullable(placements.get(volume));
    }

    /** Every volume's placement, in input order. */
    public Iterable<Placement> placements() {
        return placements.values();
    }

    /** The DA pair of a rank, where the arrays tell. */
    public Optional<Integer> daPair(String rankIdentity) {
        return Optional.ofNullable(rankDaPair.get(rankIdentity));
    }

    /** Host adapters derived from I/O port ids, by identity order. */
    public List<HostAdapter> hostAdapters() {
        return List.copyOf(adapters.values());
    }

    public Optional<HostAdapter> hostAdapter(String identity) {
        return Optional.ofNullable(adapters.get(identity));
    }
}
