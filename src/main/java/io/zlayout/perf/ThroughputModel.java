package io.zlayout.perf;

import io.zlayout.model.Ids;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.FcpDeviceRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The throughput model: a layout becomes a flow network from the processes through their disks, ranks, DA
 * pairs, servers, the storage image's host adapters (together, then each), switches and CHPIDs to the host.
 * Each component's edge has its calibrated capacity for the workload; the maximum flow is the predicted
 * MB/s and the minimum cut the bottleneck. Each process runs on its own disk, as in the SHARE presentation's
 * IOzone runs ("each process writes and reads a 350 MB file on a separate disk"), and every disk may use every path to
 * its storage image that speaks its protocol (multibus multipathing for FCP LUNs; FICON path selection for ECKD
 * disks). Loads are those of the most evenly spread maximum flow (see {@link FlowNetwork#levelledMaxFlow}).
 *
 * <p>A layout with FCP LUNs and ECKD disks (or with paths of both protocols) is two flows that share the storage
 * (DA pairs, servers, host adapters) but not the channels: a single flow would let an ECKD disk's I/O leave
 * over an FCP CHPID. Each storage image's host-adapter interconnect joins the disk side to the channel side,
 * and at one such junction the amounts each protocol can move form two polymatroids (what the disks of each
 * protocol can bring to it, what the paths of each protocol can take from it); the largest amount both allow is
 * {@code min(both disks, both paths, FCP disks + FICON paths, ECKD disks + FCP paths)} (the polymatroid
 * intersection theorem), and each protocol's share of it is found greedily. The network then carries exactly
 * those shares from each protocol's disks to its own channels. With disks on several storage images the images'
 * junctions are joined into one for the shares, which may be more than the separate images allow; then each
 * protocol's share is what its own paths move after the other's (the better order): a real flow, which may
 * understate and never overstates, and a note gives both figures.
 */
public final class ThroughputModel {

    /** Reported kinds in the order ties between them are broken: nearest the host first. */
    private static final List<String> KIND_PREFERENCE = List.of("chpid", "switch", "host-adapter", "server",
            "device-adapter", "pool", "rank", "lcu", "disk");

    private ThroughputModel() {
    }

    /**
     * Models a layout.
     *
     * @param processes null for one process per disk; otherwise at least 1 (process i runs on disk i modulo
     *                  the number of disks)
     * @throws IllegalArgumentException when {@code processes} is below 1
     */
    public static ModelResult run(ModelLayout layout, Workload workload, Integer processes, Calibration calibration) {
        Solution s = solve(layout, workload, processes, calibration, true);
        List<Advice> advice = Advisor.advise(layout, workload, s, calibration);
        return new ModelResult(layout.guest(), workload, s.processes(), s.throughput(),
                workload.kind().random() ? workload.iops(s.throughput()) : null, s.bottleneck(), s.components(),
                advice, s.notes());
    }

    /**
     * The throughput alone (MB/s): the value of the plain maximum flow, which the levelled flow of {@link #run}
     * shares; no levelling, no advice.
     */
    public static double throughput(ModelLayout layout, Workload workload, Integer processes,
                                    Calibration calibration) {
        return solve(layout, workload, processes, calibration, false).throughput();
    }

    /**
     * The throughput and the bottleneck alone, both from the plain maximum flow as {@link #run} takes them: no
     * levelling of the loads and no advice, which on a layout of every guest of a large site cost far more than
     * the flow itself.
     */
    public static Limit limit(ModelLayout layout, Workload workload, Integer processes, Calibration calibration) {
        Solution s = solve(layout, workload, processes, calibration, false);
        return new Limit(s.throughput(), s.bottleneck());
    }

    /** @param bottleneck null when nothing limits the flow */
    public record Limit(double throughputMBps, Bottleneck bottleneck) {
    }

    /** The flow alone, without advice: what {@link Advisor} compares alternatives with. */
    record Solution(int processes, double throughput, Bottleneck bottleneck, List<ComponentLoad> components,
                    List<String> notes) {
    }

    /** @param levelled false when only the throughput matters: loads then come from the plain maximum flow */
    static Solution solve(ModelLayout layout, Workload workload, Integer processes, Calibration calibration,
                          boolean levelled) {
        if (processes != null && processes < 1) {
            throw new IllegalArgumentException("expected at least 1 process, found " + processes);
        }
        return new Builder(layout, workload, calibration)
                .solve(processes == null ? layout.disks().size() : processes, levelled);
    }

    /** A component in the network: its edge and capacity. */
    private record Comp(ComponentKind kind, String element, Double capacityMBps, int in, int out, int edge) {
    }

    private static final class Builder {

        private final ModelLayout layout;
        private final Workload workload;
        private final Calibration cal;
        private final FlowNetwork net = new FlowNetwork();
        /**
         * The components by what names them: an element's reference (a volume, rank, LCU, host adapter, CHPID), or
         * for the storage's own parts and the switches their identity; each component's identity string is made
         * once, when it is added.
         */
        private final Map<Object, Comp> comps = new LinkedHashMap<>();
        /** The links made, by (from node, to node) in one number. */
        private final Map<Long, Integer> links = new HashMap<>();
        /** An unlimited switch: the path edges (host adapter -> CHPID) through it, whose flows are its load. */
        private final Map<String, Set<Integer>> switchPaths = new TreeMap<>();
        private final Set<String> anyToAny = new TreeSet<>();
        private final List<String> notes = new ArrayList<>();
        private final Map<String, Calibration.Profile> profileOfImage = new LinkedHashMap<>();
        private final Map<String, Integer> interconnectOut = new LinkedHashMap<>();
        private final int queueDepth;
        private final String seqKey;
        private final String iopsKey;
        private final Set<String> usedOverrides = new HashSet<>();
        private int source;
        private int sink;
        /** Disks and paths of both protocols, each known: one flow per protocol (see the class comment). */
        private boolean mixed;
        /** Per protocol: the node its disks hang off, and the edge from the source to it. */
        private final Map<ModelLayout.Protocol, int[]> protocolSource = new java.util.EnumMap<>(ModelLayout.Protocol.class);
        /** Per protocol: the node its channels lead to, and the edge from it to the host. */
        private final Map<ModelLayout.Protocol, int[]> protocolSink = new java.util.EnumMap<>(ModelLayout.Protocol.class);
        /** The junction of disk and channel sides (mixed layouts): sink of the one, source of the other. */
        private int junctionIn;
        private int junctionOut;
        private final List<Integer> junctionInEdges = new ArrayList<>();
        private final List<Integer> junctionOutEdges = new ArrayList<>();
        /** The protocols' shares together (mixed layouts). */
        private double sharesTotal = Double.NaN;
        /** Per edge, the flows of the protocols found one after the other, where they are the figure; else null. */
        private double[] sequentialFlows;
        private double[] loadFlows;
        /** Per LCU, the ECKD disks of the layout on it (its bases in use): its subchannels with its aliases. */
        private final Map<LssRef, Integer> lcuBases = new HashMap<>();
        /** Per extent pool, the sum of its striped disks' rank shares and how many disks made it. */
        private final Map<PoolRef, Map<RankRef, Double>> poolShares = new HashMap<>();
        private final Map<PoolRef, Integer> poolDisks = new HashMap<>();
        /** The striped disks modelled, each once: their ranks' loads are their shares of the disks' flows. */
        private final List<ModelLayout.Disk> striped = new ArrayList<>();
        /** Per rank of a striped pool, its capacity (MB/s, or null) and I/O rate (or null). */
        private final Map<RankRef, Double[]> rankCapacity = new HashMap<>();

        Builder(ModelLayout layout, Workload workload, Calibration cal) {
            this.layout = layout;
            this.workload = workload;
            this.cal = cal;
            this.queueDepth = layout.multipath() != null && layout.multipath().queueDepth() != null
                    && layout.multipath().queueDepth() > 0 ? layout.multipath().queueDepth() : cal.queueDepth();
            this.seqKey = workload.kind().read() ? Calibration.SEQ_READ : Calibration.SEQ_WRITE;
            this.iopsKey = workload.kind().read() ? Calibration.RANDOM_READ_IOPS : Calibration.RANDOM_WRITE_IOPS;
        }

        Solution solve(int processes, boolean level) {
            List<ModelLayout.Disk> disks = layout.disks();
            List<ModelLayout.LeftOut> left = layout.leftOut();
            if (layout.guest() == null && left.size() > 1) {
                notes.add(left.size() + " disks the guests IPL from or hold only a part of are left out, as the plan"
                        + " leaves them out (zlayout model --guest NAME names them)");
            } else {
                left.forEach(l -> notes.add(l.reason()));
            }
            if (disks.isEmpty()) {
                notes.add("the layout has no disks: nothing to model");
                return new Solution(processes, 0, new Bottleneck(null, List.of()), List.of(), notes);
            }
            if (processes > disks.size()) {
                notes.add(processes + " processes on " + disks.size() + " disks: process i runs on disk i modulo "
                        + disks.size() + ", so some disks carry several processes");
            }
            source = net.addNode("source");
            sink = net.addNode("host");
            mixed = layout.mixed();
            if (mixed) {
                junctionIn = net.addNode("junction (disk side)");
                junctionOut = net.addNode("junction (channel side)");
            }
            resolveProfiles(disks);
            int used = Math.min(processes, disks.size());
            countShared(disks.subList(0, used));
            for (int i = 0; i < used; i++) {
                addDisk(disks.get(i));
            }
            addPaths();
            for (String id : cal.elementOverrides().keySet()) {
                if (!usedOverrides.contains(id)) {
                    notes.add("capacities.elements names " + id + ", which this layout does not use");
                }
            }
            List<Integer> minCut = null;
            if (mixed) {
                minCut = shareByProtocol(level);
            }
            FlowNetwork.Result plain = net.maxFlow(source, sink);
            FlowNetwork.Result levelled = level ? net.levelledMaxFlow(source, sink) : plain;
            Map<Integer, Comp> byEdge = new LinkedHashMap<>();
            comps.values().forEach(c -> byEdge.put(c.edge(), c));
            if (minCut == null || minCut.stream().noneMatch(byEdge::containsKey)
                    || plain.value() < sharesTotal - 1e-6) {
                // the shares were found over one junction for all storage images; the images' own paths allow less
                minCut = plain.minCut();
            }
            List<Comp> cut = new ArrayList<>();
            for (int e : minCut) {
                Comp c = byEdge.get(e);
                if (c != null) {
                    cut.add(c);
                }
            }
            Bottleneck bottleneck = bottleneck(cut);
            List<ComponentLoad> loads = new ArrayList<>();
            // ranks in any order: the loads are sorted by element below
            Map<RankRef, Double> rankLoads = new HashMap<>();
            for (ModelLayout.Disk d : striped) {
                double f = flow(levelled, comps.get(d.volume()).edge());
                d.rankShares().forEach((r, share) -> rankLoads.merge(r, share * f, Double::sum));
            }
            List<Comp> ordered = new ArrayList<>(comps.values());
            ordered.sort(Comparator.comparing((Comp c) -> c.kind().ordinal()).thenComparing(Comp::element));
            for (Comp c : ordered) {
                if (c.kind() == ComponentKind.HOST_ADAPTER_INTERCONNECT && c.capacityMBps() == null) {
                    continue; // a modelling device, not a physical element: shown only where it limits
                }
                double load = flow(levelled, c.edge());
                for (int e : switchPaths.getOrDefault(c.element(), Set.of())) {
                    load += flow(levelled, e);
                }
                boolean random = workload.kind().random();
                loads.add(new ComponentLoad(c.kind(), c.element(), c.capacityMBps(), load,
                        random && c.capacityMBps() != null ? workload.iops(c.capacityMBps()) : null,
                        random ? workload.iops(load) : null));
            }
            // a striped pool's ranks: not edges of the flow, each carries its share of its volumes' flows
            boolean random = workload.kind().random();
            rankLoads.forEach((r, load) -> {
                Double cap = rankCapacity.get(r)[0];
                loads.add(new ComponentLoad(ComponentKind.RANK, r.identity(), cap, load,
                        random && cap != null ? workload.iops(cap) : null, random ? workload.iops(load) : null));
            });
            loads.sort(Comparator.comparing((ComponentLoad c) -> c.kind().ordinal()).thenComparing(ComponentLoad::element));
            return new Solution(processes, plain.value(), bottleneck, loads, notes);
        }

        private double flow(FlowNetwork.Result levelled, int edge) {
            return loadFlows != null ? loadFlows[edge] : levelled.flow(edge);
        }

        private void resolveProfiles(List<ModelLayout.Disk> disks) {
            for (ModelLayout.Disk d : disks) {
                if (profileOfImage.containsKey(d.image())) {
                    continue;
                }
                Calibration.Profile p = cal.profileFor(d.machineType(), d.machineModel());
                if (p == null) {
                    p = cal.defaultProfile();
                    notes.add("storage " + d.image() + ": machine type " + d.machineType()
                            + " is not in the calibration table; the " + p.id() + " profile (" + p.name()
                            + ") applies");
                } else if (d.machineModel() == null) {
                    notes.add("storage " + d.image() + ": model not known; the " + p.id() + " profile (" + p.name()
                            + "), the default for machine type " + d.machineType() + ", applies");
                } else if (!cal.machines().containsKey((d.machineType() + "-" + d.machineModel()).toUpperCase(Locale.ROOT))) {
                    notes.add("storage " + d.image() + ": model " + d.machineModel() + " is not in the calibration"
                            + " table; the " + p.id() + " profile (" + p.name() + ") applies");
                }
                profileOfImage.put(d.image(), p);
            }
        }

        /** The LCUs' bases in use and the striped pools' shares, over the disks that run a process, each once. */
        private void countShared(List<ModelLayout.Disk> used) {
            Set<VolumeRef> seen = new HashSet<>();
            for (ModelLayout.Disk d : used) {
                if (!seen.add(d.volume())) {
                    continue;
                }
                if (subchannels(d)) {
                    lcuBases.merge(d.lcu(), 1, Integer::sum);
                }
                if (d.striped()) {
                    Map<RankRef, Double> sum = poolShares.computeIfAbsent(d.pool(), k -> new HashMap<>());
                    d.rankShares().forEach((r, share) -> sum.merge(r, share, Double::sum));
                    poolDisks.merge(d.pool(), 1, Integer::sum);
                }
            }
        }

        /** An ECKD disk on a known LCU: one I/O at a time per subchannel, its own and its LCU's aliases. */
        private static boolean subchannels(ModelLayout.Disk d) {
            return d.protocol() == ModelLayout.Protocol.FICON && d.lcu() != null;
        }

        private void addDisk(ModelLayout.Disk d) {
            Calibration.Profile p = profileOfImage.get(d.image());
            boolean fresh = !comps.containsKey(d.volume());
            int aliases = subchannels(d) ? layout.aliasesOn(d.lcu()) : 0;
            // HyperPAV: any alias of the LCU may carry an I/O of any of its bases, so one disk may use them all
            Comp disk = subchannels(d) ? subchannelBound(ComponentKind.DISK, d.volume(), p, 1 + aliases)
                    : storage(ComponentKind.DISK, d.volume(), p);
            link(mixed ? protocolSource(d.protocol()) : source, disk.in());
            if (!fresh) {
                return;
            }
            int prev = disk.out();
            if (subchannels(d)) {
                Comp c = subchannelBound(ComponentKind.LCU, d.lcu(), p, lcuBases.get(d.lcu()) + aliases);
                link(prev, c.in());
                prev = c.out();
            }
            if (d.rank() != null) {
                Comp c = storage(ComponentKind.RANK, d.rank(), p);
                link(prev, c.in());
                prev = c.out();
            } else if (d.striped()) {
                Comp c = pool(d.pool(), p);
                link(prev, c.in());
                prev = c.out();
                striped.add(d);
            }
            if (d.daPair() != null) {
                Comp c = storage(ComponentKind.DEVICE_ADAPTER, Ids.daPair(d.image(), d.daPair()), p);
                link(prev, c.in());
                prev = c.out();
            }
            if (d.server() != null) {
                Comp c = storage(ComponentKind.SERVER, Ids.server(d.image(), d.server()), p);
                link(prev, c.in());
                prev = c.out();
            }
            Comp ic = storage(ComponentKind.HOST_ADAPTER_INTERCONNECT, Ids.storage(d.image()), p);
            link(prev, ic.in());
            if (mixed && !interconnectOut.containsKey(d.image())) {
                junctionInEdges.add(net.addEdge(ic.out(), junctionIn, 0));
                junctionOutEdges.add(net.addEdge(junctionOut, ic.out(), 0));
            }
            interconnectOut.put(d.image(), ic.out());
        }

        private void addPaths() {
            List<ModelLayout.Path> paths = layout.paths();
            if (paths.isEmpty()) {
                notes.add("the layout has no paths: nothing reaches the host");
                return;
            }
            // a CHPID runs at the speed of its fastest path; a host adapter carries no more than its ports' links
            Map<ElementRef, Double> chpidGbps = new LinkedHashMap<>();
            Map<HostAdapterRef, Map<Object, Double>> adapterPorts = new LinkedHashMap<>();
            int unknownAdapter = 0;
            for (int i = 0; i < paths.size(); i++) {
                ModelLayout.Path path = paths.get(i);
                double speed = speed(path);
                chpidGbps.merge(path.chpid(), speed, Math::max);
                if (path.hostAdapter() != null) {
                    adapterPorts.computeIfAbsent(path.hostAdapter(), k -> new LinkedHashMap<>())
                            .merge(path.ioPort() != null ? path.ioPort() : "path " + i, speed, Math::max);
                } else {
                    unknownAdapter++;
                }
            }
            List<ElementRef> standIns = chpidGbps.keySet().stream().filter(c -> c instanceof FcpDeviceRef).toList();
            if (!standIns.isEmpty()) {
                notes.add("the CHPID of FCP device" + (standIns.size() == 1 ? " " : "s ") + String.join(", ",
                        standIns.stream().map(c -> c.display()).toList()) + " is not known (no IOCP"
                        + " deck, lscss, QUERY PATHS or QUERY VIRTUAL FCP shows it): each is modelled as a channel of its"
                        + " own, which overstates the throughput where two share one CHPID");
            }
            if (unknownAdapter > 0) {
                notes.add("the host adapter of " + unknownAdapter + " of " + paths.size() + " paths is not known"
                        + " (zlayout.yaml fabric:), so no host adapter limit is modelled on them");
            }
            Set<String> unused = new LinkedHashSet<>();
            for (ModelLayout.Path path : paths) {
                List<String> images = new ArrayList<>();
                if (path.image() != null) {
                    if (interconnectOut.containsKey(path.image())) {
                        images.add(path.image());
                    } else {
                        unused.add(path.chpid() + " -> " + path.image());
                    }
                } else {
                    images.addAll(interconnectOut.keySet());
                }
                for (String image : images) {
                    int from = interconnectOut.get(image);
                    Calibration.Profile p = profileOfImage.get(image);
                    if (path.hostAdapter() != null) {
                        Comp ha = hostAdapter(path.hostAdapter(), p, adapterPorts.get(path.hostAdapter()));
                        link(from, ha.in());
                        from = ha.out();
                    }
                    Comp sw = path.switchId() == null ? null
                            : fabric(ComponentKind.SWITCH, "switch:" + path.switchId(), cal.switchEntry().values());
                    if (sw != null && sw.capacityMBps() != null) {
                        // a switch with a capacity is one node: it bounds its paths together, but joins each
                        // host adapter behind it to each CHPID it carries, which the fabric may not allow
                        anyToAny.add(sw.element());
                        link(from, sw.in());
                        from = sw.out();
                    }
                    Comp ch = chpid(path.chpid(), chpidGbps.get(path.chpid()));
                    int edge = link(from, ch.in());
                    if (sw != null && sw.capacityMBps() == null) {
                        // an unlimited switch bounds nothing: each path keeps its own host adapter -> CHPID link
                        // (the fabric's zoning), and the switch's load is what its paths carry
                        switchPaths.computeIfAbsent(sw.element(), k -> new LinkedHashSet<>()).add(edge);
                    }
                    link(ch.out(), mixed ? protocolSink(path.protocol()) : sink);
                }
            }
            if (!anyToAny.isEmpty()) {
                notes.add(String.join(", ", anyToAny) + (anyToAny.size() == 1 ? " has" : " have") + " a capacity"
                        + " (capacities:), so each is one node: every host adapter behind it reaches every CHPID it"
                        + " carries, whatever the fabric's zoning allows, which can overstate the throughput");
            }
            if (!unused.isEmpty()) {
                notes.add("paths that land on storage holding none of the modelled disks carry nothing: "
                        + String.join(", ", unused));
            }
        }

        private int protocolSource(ModelLayout.Protocol p) {
            return protocolSource.computeIfAbsent(p, k -> {
                int node = net.addNode(k.disks());
                return new int[] {node, net.addEdge(source, node, Double.POSITIVE_INFINITY)};
            })[0];
        }

        private int protocolSink(ModelLayout.Protocol p) {
            return protocolSink.computeIfAbsent(p, k -> {
                int node = net.addNode(k + " channels");
                return new int[] {node, net.addEdge(node, sink, Double.POSITIVE_INFINITY)};
            })[0];
        }

        /**
         * Finds each protocol's share of a mixed layout's flow and caps the network to it, so that the flow from
         * the source carries each protocol's disks over its own channels only. Returns the minimum cut the
         * shares are bounded by (the disk side's, the channel side's or one protocol's of each), or null when
         * nothing bounds them.
         */
        private List<Integer> shareByProtocol(boolean level) {
            List<ModelLayout.Protocol> all = List.of(ModelLayout.Protocol.values());
            Side both = disksSide(all);
            Side bothPaths = pathsSide(all);
            Map<ModelLayout.Protocol, Double> share = new java.util.EnumMap<>(ModelLayout.Protocol.class);
            double given = 0;
            List<Integer> cut = null;
            double best = Double.POSITIVE_INFINITY;
            for (ModelLayout.Protocol p : all) {
                Side disksP = disksSide(List.of(p));
                Side pathsP = pathsSide(List.of(p));
                List<ModelLayout.Protocol> others = all.stream().filter(o -> o != p).toList();
                Side pathsOthers = pathsSide(others);
                double amount = Math.min(Math.min(disksP.value(), pathsP.value()),
                        Math.min(both.value() - given, bothPaths.value() - given));
                share.put(p, Math.max(0, amount));
                given += Math.max(0, amount);
                double term = disksP.value() + pathsOthers.value();
                if (term < best - FlowNetwork.EPS) {
                    best = term;
                    cut = union(disksP.cut(), pathsOthers.cut());
                }
            }
            // the disk side whole, then one protocol's disks with the other's paths, then the channel side whole:
            // nearest the source first, as a single flow's cut is taken
            if (both.value() <= best + FlowNetwork.EPS) {
                best = both.value();
                cut = both.cut();
            }
            if (bothPaths.value() < best - FlowNetwork.EPS) {
                best = bothPaths.value();
                cut = bothPaths.cut();
            }
            if (interconnectOut.size() > 1) {
                // one junction for several images lets a protocol's disks on one image meet the other's paths to
                // another: the shares above bound the figure but may be more than any flow keeping each protocol
                // on its own paths moves. One protocol after the other, in the better order, is such a flow.
                Map<ModelLayout.Protocol, Double> sequential = oneAfterTheOther(all, level);
                double total = sequential.values().stream().mapToDouble(Double::doubleValue).sum();
                if (total < given - FlowNetwork.EPS) {
                    notes.add("the disks are on " + interconnectOut.size() + " storage images: each protocol's"
                            + " share is what its own paths move with the other protocol's flow in place ("
                            + mbps(total) + "), at most " + mbps(given) + " by the shares over one junction"
                            + " for all images; the figure may understate, never overstate");
                    share = sequential;
                    given = total;
                    // one flow over the capped network could still cross protocols inside an image: the loads
                    // are those of the flows found one protocol after the other
                    loadFlows = sequentialFlows;
                } else {
                    sequentialFlows = null;
                }
            }
            List<String> shares = new ArrayList<>();
            for (ModelLayout.Protocol p : all) {
                double amount = share.get(p);
                if (protocolSource.containsKey(p)) {
                    net.setCapacity(protocolSource.get(p)[1], amount);
                }
                if (protocolSink.containsKey(p)) {
                    net.setCapacity(protocolSink.get(p)[1], amount);
                }
                shares.add(p + " " + mbps(amount));
            }
            notes.add("FCP LUNs run only over FCP paths and ECKD disks only over FICON paths: " + String.join(", ", shares));
            sharesTotal = given;
            return Double.isInfinite(best) ? null : cut;
        }

        private record Side(double value, List<Integer> cut) {
        }

        /**
         * Each protocol's amount when one protocol's maximum flow is found first and the other's in what it leaves
         * (both orders tried, the larger total kept): a flow in which every protocol runs over its own paths only.
         */
        private Map<ModelLayout.Protocol, Double> oneAfterTheOther(List<ModelLayout.Protocol> all, boolean level) {
            int edges = net.edgeCount();
            double[] saved = new double[edges];
            for (int e = 0; e < edges; e++) {
                saved[e] = net.capacity(e);
            }
            Map<ModelLayout.Protocol, Double> best = null;
            double bestTotal = -1;
            for (int first = 0; first < all.size(); first++) {
                List<ModelLayout.Protocol> order = new ArrayList<>(all);
                order.add(0, order.remove(first));
                Map<ModelLayout.Protocol, Double> got = new java.util.EnumMap<>(ModelLayout.Protocol.class);
                double[] flows = new double[edges];
                double total = 0;
                for (ModelLayout.Protocol p : order) {
                    for (ModelLayout.Protocol q : all) {
                        double cap = q == p ? Double.POSITIVE_INFINITY : 0;
                        if (protocolSource.containsKey(q)) {
                            net.setCapacity(protocolSource.get(q)[1], cap);
                        }
                        if (protocolSink.containsKey(q)) {
                            net.setCapacity(protocolSink.get(q)[1], cap);
                        }
                    }
                    double moved = 0;
                    if (protocolSource.containsKey(p) && protocolSink.containsKey(p)) {
                        FlowNetwork.Result r = level ? net.levelledMaxFlow(source, sink) : net.maxFlow(source, sink);
                        moved = Double.isInfinite(r.value()) ? 0 : r.value();
                        if (moved > 0) {
                            for (int e = 0; e < edges; e++) {
                                flows[e] += r.flow(e);
                                double c = net.capacity(e);
                                if (!Double.isInfinite(c)) {
                                    net.setCapacity(e, Math.max(0, c - r.flow(e)));
                                }
                            }
                        }
                    }
                    got.put(p, moved);
                    total += moved;
                }
                for (int e = 0; e < edges; e++) {
                    net.setCapacity(e, saved[e]);
                }
                if (total > bestTotal + FlowNetwork.EPS) {
                    best = got;
                    bestTotal = total;
                    sequentialFlows = flows;
                }
            }
            return best;
        }

        /** What the disks of these protocols can bring to the junction: the disk side alone. */
        private Side disksSide(List<ModelLayout.Protocol> protocols) {
            for (Map.Entry<ModelLayout.Protocol, int[]> e : protocolSource.entrySet()) {
                net.setCapacity(e.getValue()[1], protocols.contains(e.getKey()) ? Double.POSITIVE_INFINITY : 0);
            }
            if (protocolSource.keySet().stream().noneMatch(protocols::contains)) {
                return new Side(0, List.of());
            }
            junctionInEdges.forEach(e -> net.setCapacity(e, Double.POSITIVE_INFINITY));
            FlowNetwork.Result r = net.maxFlow(source, junctionIn);
            junctionInEdges.forEach(e -> net.setCapacity(e, 0));
            return new Side(r.value(), r.minCut());
        }

        /** What the paths of these protocols can take from the junction: the channel side alone. */
        private Side pathsSide(List<ModelLayout.Protocol> protocols) {
            for (Map.Entry<ModelLayout.Protocol, int[]> e : protocolSink.entrySet()) {
                net.setCapacity(e.getValue()[1], protocols.contains(e.getKey()) ? Double.POSITIVE_INFINITY : 0);
            }
            if (protocolSink.keySet().stream().noneMatch(protocols::contains)) {
                return new Side(0, List.of());
            }
            junctionOutEdges.forEach(e -> net.setCapacity(e, Double.POSITIVE_INFINITY));
            FlowNetwork.Result r = net.maxFlow(junctionOut, sink);
            junctionOutEdges.forEach(e -> net.setCapacity(e, 0));
            return new Side(r.value(), r.minCut());
        }

        private static List<Integer> union(List<Integer> a, List<Integer> b) {
            TreeSet<Integer> out = new TreeSet<>(a);
            out.addAll(b);
            return List.copyOf(out);
        }

        private static String mbps(double v) {
            return String.format(Locale.ROOT, "%.1f MB/s", v);
        }

        private double speed(ModelLayout.Path path) {
            if (path.linkGbps() != null) {
                return path.linkGbps();
            }
            if (cal.linkGbpsOverride() != null) {
                return cal.linkGbpsOverride();
            }
            String image = path.image();
            Calibration.Profile p = image != null && profileOfImage.containsKey(image) ? profileOfImage.get(image)
                    : profileOfImage.values().iterator().next();
            return p.linkGbps();
        }

        private Comp storage(ComponentKind kind, Object key, Calibration.Profile p) {
            Comp known = comps.get(key);
            if (known != null) {
                return known;
            }
            Double seq = cal.storage(p, kind, seqKey, queueDepth);
            Double iops = workload.kind().random() ? cal.storage(p, kind, iopsKey, queueDepth) : null;
            return add(kind, key, seq, iops, null);
        }

        /**
         * A disk or LCU of ECKD volumes: {@code n} subchannels, each carrying one I/O at a time ("If there is no
         * aliasing of disk devices then only one I/O transfer can be in progress to a device at a time", IBM,
         * Linux on IBM Z performance: HyperPAV). Sequential: n times one subchannel's MB/s where the profile gives
         * one; random: n I/Os in flight over the service time.
         */
        private Comp subchannelBound(ComponentKind kind, ElementRef key, Calibration.Profile p, int n) {
            Comp known = comps.get(key);
            if (known != null) {
                return known;
            }
            Double one = cal.storage(p, ComponentKind.LCU, seqKey, 1);
            Double seq = one == null ? null : one * n;
            Double iops = workload.kind().random() ? cal.storage(p, ComponentKind.LCU, iopsKey, n) : null;
            return add(kind, key, seq, iops, null);
        }

        /**
         * The ranks of an extent pool its modelled volumes are striped over, as one component: each rank carries
         * its share of every volume's extents, so the pool moves at most {@code min over its ranks of capacity /
         * average share} (exact where the volumes carry equal flows, as one process per disk gives them). The
         * ranks' own loads are reported beside it.
         */
        private Comp pool(PoolRef pool, Calibration.Profile p) {
            Comp known = comps.get(pool);
            if (known != null) {
                return known;
            }
            int n = poolDisks.get(pool);
            Double seq = null;
            Double iops = null;
            for (Map.Entry<RankRef, Double> e : poolShares.get(pool).entrySet()) {
                double share = e.getValue() / n;
                if (share <= 0) {
                    continue;
                }
                Double[] cap = rankCapacity(e.getKey(), p);
                if (cap[0] != null) {
                    seq = seq == null ? cap[0] / share : Math.min(seq, cap[0] / share);
                }
                if (cap[1] != null) {
                    iops = iops == null ? cap[1] / share : Math.min(iops, cap[1] / share);
                }
            }
            return add(ComponentKind.POOL, pool, seq, iops, null);
        }

        /** A rank's capacity in MB/s (its I/O rate bound folded in) and its I/O rate, with element overrides. */
        private Double[] rankCapacity(RankRef rank, Calibration.Profile p) {
            return rankCapacity.computeIfAbsent(rank, r -> {
                Double seq = cal.storage(p, ComponentKind.RANK, seqKey, queueDepth);
                Double iops = workload.kind().random() ? cal.storage(p, ComponentKind.RANK, iopsKey, queueDepth) : null;
                Map<String, Double> o = cal.elementOverrides().isEmpty() ? null : cal.elementOverrides().get(r.identity());
                if (o != null) {
                    usedOverrides.add(r.identity());
                    seq = o.containsKey(seqKey) ? o.get(seqKey) : seq;
                    iops = workload.kind().random() && o.containsKey(iopsKey) ? o.get(iopsKey) : iops;
                }
                Double cap = seq;
                if (iops != null) {
                    double byRate = workload.mbps(iops);
                    cap = cap == null ? byRate : Math.min(cap, byRate);
                }
                return new Double[] {cap, iops};
            });
        }

        private Comp hostAdapter(HostAdapterRef key, Calibration.Profile p, Map<Object, Double> ports) {
            Comp known = comps.get(key);
            if (known != null) {
                return known;
            }
            Double seq = cal.storage(p, ComponentKind.HOST_ADAPTER, seqKey, queueDepth);
            Double iops = workload.kind().random() ? cal.storage(p, ComponentKind.HOST_ADAPTER, iopsKey, queueDepth) : null;
            double portLinks = 0;
            for (double g : ports.values()) {
                portLinks += cal.link(g).mbps();
            }
            return add(ComponentKind.HOST_ADAPTER, key, seq, iops, portLinks);
        }

        private Comp fabric(ComponentKind kind, String element, Map<String, Double> values) {
            Comp known = comps.get(element);
            if (known != null) {
                return known;
            }
            return add(kind, element, values.get(seqKey), workload.kind().random() ? values.get(iopsKey) : null, null);
        }

        private Comp chpid(ElementRef key, double gbps) {
            Comp known = comps.get(key);
            if (known != null) {
                return known;
            }
            Calibration.Link link = cal.link(gbps);
            Map<String, Double> o = cal.chpidOverride();
            Double seq = o.containsKey(seqKey) ? o.get(seqKey) : link.mbps();
            Double iops = o.containsKey(iopsKey) ? o.get(iopsKey) : link.iops();
            return add(ComponentKind.CHPID, key, seq, workload.kind().random() ? iops : null, null);
        }

        /**
         * Adds the component {@code key} names (its identity is its {@code toString()}); element overrides win over
         * the table, a port's link bounds everything.
         */
        private Comp add(ComponentKind kind, Object key, Double seq, Double iops, Double linkBound) {
            String element = key.toString();
            Map<String, Double> o = cal.elementOverrides().get(element);
            if (o != null) {
                usedOverrides.add(element);
                if (o.containsKey(seqKey)) {
                    seq = o.get(seqKey);
                }
                if (workload.kind().random() && o.containsKey(iopsKey)) {
                    iops = o.get(iopsKey);
                }
            }
            Double cap = seq;
            if (iops != null) {
                double byRate = workload.mbps(iops);
                cap = cap == null ? byRate : Math.min(cap, byRate);
            }
            if (linkBound != null) {
                cap = cap == null ? linkBound : Math.min(cap, linkBound);
            }
            int in = net.addNode(element + " in");
            int out = net.addNode(element + " out");
            int edge = net.addEdge(in, out, cap == null ? Double.POSITIVE_INFINITY : cap);
            Comp c = new Comp(kind, element, cap, in, out, edge);
            comps.put(key, c);
            return c;
        }

        /** An unbounded edge from one node to another, made once; returns it. */
        private int link(int from, int to) {
            return links.computeIfAbsent((long) from << 32 | to, k -> net.addEdge(from, to, Double.POSITIVE_INFINITY));
        }

        private Bottleneck bottleneck(List<Comp> cut) {
            if (cut.isEmpty()) {
                if (!layout.paths().isEmpty()) {
                    notes.add("no path joins the modelled disks to the host");
                }
                return new Bottleneck(null, List.of());
            }
            Map<String, Double> capacityByKind = new LinkedHashMap<>();
            for (Comp c : cut) {
                capacityByKind.merge(c.kind().reported(), c.capacityMBps(), Double::sum);
            }
            String kind = null;
            double best = -1;
            for (String k : KIND_PREFERENCE) {
                Double v = capacityByKind.get(k);
                if (v != null && v > best + FlowNetwork.EPS) {
                    kind = k;
                    best = v;
                }
            }
            List<String> elements = new ArrayList<>();
            TreeSet<String> first = new TreeSet<>();
            List<Comp> rest = new ArrayList<>();
            for (Comp c : cut) {
                if (c.kind().reported().equals(kind)) {
                    first.add(c.element());
                } else {
                    rest.add(c);
                }
            }
            elements.addAll(first);
            rest.sort(Comparator.comparing((Comp c) -> KIND_PREFERENCE.indexOf(c.kind().reported()))
                    .thenComparing(Comp::element));
            rest.forEach(c -> elements.add(c.element()));
            if (capacityByKind.size() > 1) {
                notes.add("the limit is shared by components of several kinds: " + String.join(", ",
                        capacityByKind.keySet().stream().sorted(Comparator.comparing(KIND_PREFERENCE::indexOf)).toList()));
            }
            return new Bottleneck(kind, elements);
        }
    }
}
