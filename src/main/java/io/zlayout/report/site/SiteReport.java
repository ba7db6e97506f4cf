package io.zlayout.report.site;

import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.Lss;
import io.zlayout.model.Volume;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Identity;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.SpreadUnit;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.plan.Balance;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Inventory;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Everything the workbook and the page show, worked out once: summary figures, balance now, the volume list,
 * the path matrix, guests now and planned, plan lines, the topology of each image, and where a finding's
 * element is listed. Built by {@link #of}; immutable after.
 */
public final class SiteReport {

    /** The tables a finding can point into. */
    public enum Table { VOLUMES, PATHS, GUESTS }

    /**
     * Where a finding's element is listed: a row of a table (0-based among the data rows), or for an LSS/LCU
     * the column of the path matrix ({@code row} -1).
     */
    public record Target(Table table, int row, int column) {
    }

    /** Component kinds of the balance figures, in the order shown. */
    public static final List<String> BALANCE_KINDS = List.of("rank", "pool", "lss", "server", "da-pair", "chpid",
            "host-adapter");

    private final ReportInput input;
    private final Inventory inventory;
    private final List<VolumeRow> volumes = new ArrayList<>();
    private PathMatrix paths;
    private final List<GuestRow> guests = new ArrayList<>();
    private final List<PlanItem> planItems = new ArrayList<>();
    private final List<Balance> balance = new ArrayList<>();
    private final List<Topology> topology = new ArrayList<>();

    // where an element is listed: keyed by reference, asked by a finding's element through target(String)
    private final Map<VolumeRef, Integer> volumeRow = new HashMap<>();
    private final Map<RankRef, Integer> rankFirstVolumeRow = new HashMap<>();
    private final Map<ChpidRef, Integer> chpidRow = new HashMap<>();
    private final Map<HostAdapterRef, Integer> adapterRow = new HashMap<>();
    private final Map<LssRef, Integer> lssColumn = new HashMap<>();
    private final Map<CuNumber, LssRef> lssOfCu = new HashMap<>();
    private final Map<String, Integer> guestRow = new HashMap<>();
    // a finding names its elements by identity text (what JSON and SARIF carry): these join with that text
    private final Map<String, Severity> severityOf = new HashMap<>();
    private final Map<String, Integer> findingsOf = new HashMap<>();

    // guest disks each component carries today, by kind
    private final Load<RankRef> rankLoad = new Load<>();
    private final Load<PoolRef> poolLoad = new Load<>();
    private final Load<LssRef> lssLoad = new Load<>();
    private final Load<Server> serverLoad = new Load<>();
    private final Load<DaPair> daPairLoad = new Load<>();
    private final Load<ChpidRef> chpidLoad = new Load<>();
    private final Load<HostAdapterRef> adapterLoad = new Load<>();

    // working state of the build, dropped after it: on a large site these maps are as big as the device list
    private Map<DeviceNumber, Device> devices = new HashMap<>();
    private Map<ChpidRef, Set<IoPortRef>> portsOfChpid = new TreeMap<>();
    private Map<ChpidRef, Set<HostAdapterRef>> adaptersOfChpid = new HashMap<>();
    private Map<String, String> names = new HashMap<>();

    /** A server of a storage image: a component of the balance with no element reference of its own. */
    private record Server(String image, int server) {
    }

    /** A DA pair of a storage image, as {@link Server}. */
    private record DaPair(String image, int pair) {
    }

    /** Guest disks per component of one kind. */
    private static final class Load<K> {
        private final Map<K, Integer> of = new HashMap<>();

        void add(K component) {
            of.merge(component, 1, Integer::sum);
        }

        int of(K component) {
            return of.getOrDefault(component, 0);
        }
    }

    private SiteReport(ReportInput input) {
        this.input = input;
        this.inventory = Inventory.of(input.site());
    }

    public static SiteReport of(ReportInput input) {
        SiteReport r = new SiteReport(input);
        r.build();
        return r;
    }

    public ReportInput input() {
        return input;
    }

    public Inventory inventory() {
        return inventory;
    }

    public List<Finding> findings() {
        return input.findings();
    }

    public List<VolumeRow> volumes() {
        return java.util.Collections.unmodifiableList(volumes);
    }

    public PathMatrix paths() {
        return paths;
    }

    public List<GuestRow> guests() {
        return java.util.Collections.unmodifiableList(guests);
    }

    public List<PlanItem> planItems() {
        return java.util.Collections.unmodifiableList(planItems);
    }

    /** Load per component kind today: guest disks per rank, LSS, server and DA pair; per CHPID and adapter. */
    public List<Balance> balanceNow() {
        return java.util.Collections.unmodifiableList(balance);
    }

    public List<Topology> topology() {
        return java.util.Collections.unmodifiableList(topology);
    }

    /** Where a finding is best looked at: its first element that a table lists. */
    public Optional<Target> target(Finding f) {
        for (String e : f.elements()) {
            Optional<Target> t = target(e);
            if (t.isPresent()) {
                return t;
            }
        }
        return Optional.empty();
    }

    /**
     * The row (or matrix column) that lists an element, by its identity as a finding names it: a volume, rank,
     * CHPID, host adapter or a port on it, LSS or a control unit of it, or guest.
     */
    public Optional<Target> target(String identity) {
        return switch (Identity.kindOf(identity)) {
            case "volume" -> VolumeRef.parse(identity).map(volumeRow::get).map(i -> new Target(Table.VOLUMES, i, -1));
            case "rank" -> RankRef.parse(identity).map(rankFirstVolumeRow::get)
                    .map(i -> new Target(Table.VOLUMES, i, -1));
            case "chpid" -> ChpidRef.parse(identity).map(chpidRow::get).map(i -> new Target(Table.PATHS, i, -1));
            case "hostadapter" -> HostAdapterRef.parse(identity).map(adapterRow::get)
                    .map(i -> new Target(Table.PATHS, i, -1));
            case "ioport" -> IoPortRef.parse(identity).flatMap(IoPortRef::hostAdapter).map(adapterRow::get)
                    .map(i -> new Target(Table.PATHS, i, -1));
            case "lss" -> LssRef.parse(identity).map(lssColumn::get).map(i -> new Target(Table.PATHS, -1, i));
            case "cu" -> CuNumber.tryParse(Identity.keyOf(identity)).map(lssOfCu::get).map(lssColumn::get)
                    .map(i -> new Target(Table.PATHS, -1, i));
            case "guest" -> Optional.ofNullable(guestRow.get(Identity.keyOf(identity))).map(i -> new Target(Table.GUESTS, i, -1));
            default -> Optional.empty();
        };
    }

    // ---- build -----------------------------------------------------------------------------------------

    private void build() {
        Site site = input.site();
        ChannelTopology ch = site.channels();
        for (Device d : site.all(Device.class)) {
            devices.putIfAbsent(d.number(), d);
        }
        for (List<ControlUnit> cus : ch.storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                ch.image(cu).ifPresent(image -> lssOfCu.put(cu.number(), new LssRef(image, ChannelTopology.lcu(cu))));
            }
        }
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                portsOfChpid.computeIfAbsent(p.chpidRef(), k -> new TreeSet<>()).addAll(p.ioPorts());
            }
        }
        portsOfChpid.forEach((c, ports) -> {
            Set<HostAdapterRef> adapters = new HashSet<>();
            ports.forEach(port -> port.hostAdapter().ifPresent(adapters::add));
            adaptersOfChpid.put(c, adapters);
        });
        indexFindings();
        Map<String, GuestUse> use = guestUse();
        buildVolumes();
        buildPaths();
        buildGuests(use);
        planItems.addAll(PlanItems.of(input, devices));
        buildBalance();
        topology.addAll(TopologyPictures.of(input.site(), portsOfChpid, adaptersOfChpid, this::node));
        devices = null;
        portsOfChpid = null;
        adaptersOfChpid = null;
        names = null;
    }

    /** One instance per distinct short name: a quarter of a million rows share a few thousand strings. */
    private String name(String s) {
        if (s == null) {
            return null;
        }
        String known = names.putIfAbsent(s, s);
        return known != null ? known : s;
    }

    private void indexFindings() {
        StorageTopology st = input.site().storage();
        for (Finding f : input.findings()) {
            Set<String> named = new LinkedHashSet<>(f.elements());
            for (String e : f.elements()) {
                if (e.startsWith("volume:")) {
                    st.placement(e).ifPresent(p -> p.ranks().forEach(r -> named.add(r.identity())));
                } else {
                    IoPortRef.parse(e).flatMap(IoPortRef::hostAdapter).ifPresent(a -> named.add(a.identity()));
                }
            }
            for (String e : named) {
                severityOf.merge(e, f.severity(), (a, b) -> a.atLeast(b) ? a : b);
                findingsOf.merge(e, 1, Integer::sum);
            }
        }
    }

    /** What one guest uses today: its disks' volumes, ranks, LSS, servers, CHPIDs and adapters. */
    private static final class GuestUse {
        final Set<VolumeRef> volumes = new HashSet<>();
        final Set<SpreadUnit> rankKeys = new HashSet<>();
        final Set<LssRef> lss = new HashSet<>();
        final Set<Server> servers = new HashSet<>();
        final Set<ChpidRef> chpids = new HashSet<>();
        final Set<String> kinds = new TreeSet<>();
    }

    private Map<String, GuestUse> guestUse() {
        ChannelTopology ch = input.site().channels();
        Map<String, GuestUse> out = new LinkedHashMap<>();
        for (GuestTopology.GuestLayout g : input.site().guests().guests()) {
            GuestUse u = new GuestUse();
            out.put(g.guest(), u);
            List<ChpidRef> fcpChpids = input.site().running().fcpChannels(g);
            for (GuestTopology.GuestDisk d : input.site().running().disks(g)) {
                u.kinds.add(d.how());
                Set<ChpidRef> diskChpids = new HashSet<>();
                DeviceNumber number = PlanItems.number(ch, d);
                Device dev = number == null ? null : devices.get(number);
                if (dev != null) {
                    PlanItems.eckdChpids(input, g, dev, diskChpids);
                } else {
                    diskChpids.addAll(fcpChpids);
                }
                u.chpids.addAll(diskChpids);
                Set<HostAdapterRef> adapters = new HashSet<>();
                for (ChpidRef c : diskChpids) {
                    chpidLoad.add(c);
                    adapters.addAll(adaptersOfChpid.getOrDefault(c, Set.of()));
                }
                adapters.forEach(adapterLoad::add);
                StorageTopology.Placement p = d.placement();
                if (p == null || !u.volumes.add(d.volume().key())) {
                    continue;
                }
                String image = p.volume().image();
                // a rank and DA pair only where the volume is placed by rank; a pool-striped one loads its pool
                if (p.byRank()) {
                    u.rankKeys.add(p.unit());
                    if (p.ranks().size() == 1) {
                        rankLoad.add(p.ranks().get(0));
                    }
                    if (p.daPairs().size() == 1) {
                        daPairLoad.add(new DaPair(image, p.daPairs().get(0)));
                    }
                }
                if (p.pool() != null) {
                    poolLoad.add(p.pool());
                }
                Server server = new Server(image, p.server());
                u.lss.add(p.lss());
                u.servers.add(server);
                lssLoad.add(p.lss());
                serverLoad.add(server);
            }
            u.chpids.addAll(fcpChpids);
            if (!g.fcpDevices().isEmpty() || input.site().running().guest(g.guest()).isPresent()) {
                u.kinds.add("fcp");
            }
        }
        return out;
    }

    private void buildVolumes() {
        Site site = input.site();
        Map<VolumeRef, List<GuestTopology.GuestDisk>> holders = new HashMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            for (GuestTopology.GuestDisk d : site.running().disks(g)) {
                if (d.volume() != null) {
                    holders.computeIfAbsent(d.volume().key(), k -> new ArrayList<>()).add(d);
                }
            }
        }
        Map<VolumeRef, String> planned = new HashMap<>();
        if (input.plan() != null) {
            for (GuestPlan g : input.plan().guests()) {
                g.disks().forEach(d -> planned.put(d.volume(), g.guest()));
            }
        }
        List<StorageTopology.Placement> all = new ArrayList<>();
        site.storage().placements().forEach(all::add);
        all.sort(Comparator.comparing((StorageTopology.Placement p) -> p.volume().image())
                .thenComparing(p -> p.volume().id()));
        Map<List<Integer>, String> daNames = new HashMap<>();
        Map<List<RankRef>, String> rankNames = new HashMap<>();
        for (StorageTopology.Placement p : all) {
            Volume v = p.volume();
            VolumeRef ref = v.key();
            List<GuestTopology.GuestDisk> hs = holders.getOrDefault(ref, List.of());
            Long bytes = v.capacityBytes() != null ? v.capacityBytes()
                    : v.cylinders() != null ? v.cylinders() * 15L * 56_664L : null;
            int row = volumes.size();
            VolumeRow.Builder b = VolumeRow.of(ref)
                    .kind(v.kind() == null ? null : v.kind().name()).dataType(name(v.dataType()))
                    .lss(name(p.lss().display())).server(p.server())
                    .pool(p.pool() == null ? null : name(p.pool().display()))
                    .ranks(!p.byRank() ? p.describe() : rankNames.computeIfAbsent(p.ranks(),
                            r -> String.join("+", r.stream().map(RankRef::display).toList())))
                    .daPairs(!p.byRank() || p.daPairs().isEmpty() ? null
                            : daNames.computeIfAbsent(p.daPairs(), d -> join("+", d)))
                    .capacityGib(bytes == null ? null : bytes / (double) (1L << 30)).cylinders(v.cylinders())
                    .volser(v.volser())
                    .device(input.site().channels().baseDevice(ref).map(x -> x.number().toString()).orElse(null))
                    .planned(planned.get(ref));
            if (!hs.isEmpty()) {
                b.guests(joinDistinct(hs.stream().map(GuestTopology.GuestDisk::guest).toList()))
                        .access(joinDistinct(hs.stream().map(GuestTopology.GuestDisk::how).toList()))
                        .vdevs(joinDistinct(hs.stream().map(GuestTopology.GuestDisk::vdev)
                                .filter(java.util.Objects::nonNull).map(DeviceNumber::toString).toList()));
            }
            volumes.add(b.build());
            volumeRow.put(ref, row);
            for (RankRef r : p.ranks()) {
                rankFirstVolumeRow.putIfAbsent(r, row);
            }
        }
    }

    private void buildPaths() {
        Site site = input.site();
        ChannelTopology ch = site.channels();
        List<LssRef> cols = List.copyOf(new TreeSet<>(lssOfCu.values()));
        for (int i = 0; i < cols.size(); i++) {
            lssColumn.put(cols.get(i), i);
        }
        Set<String> images = new HashSet<>();
        cols.forEach(c -> images.add(c.image()));
        List<String> headers = new ArrayList<>();
        for (LssRef c : cols) {
            headers.add((images.size() == 1 ? "LSS " : Ids.serial(c.image()) + "/") + c.display());
        }

        // identity order: CSS then CHPID, then adapter (none last)
        record Key(ChpidRef chpid, HostAdapterRef adapter) {
        }
        Comparator<Key> order = Comparator.comparing(Key::chpid)
                .thenComparing(Key::adapter, Comparator.nullsLast(Comparator.naturalOrder()));
        TreeMap<Key, int[]> counts = new TreeMap<>(order);
        TreeMap<Key, TreeSet<IoPortRef>> ports = new TreeMap<>(order);
        TreeMap<Key, Integer> fcp = new TreeMap<>(order);
        Map<ChpidRef, String> switches = new HashMap<>();
        for (List<ControlUnit> cus : ch.storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                LssRef lss = lssOfCu.get(cu.number());
                if (lss == null) {
                    continue;
                }
                int col = lssColumn.get(lss);
                for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                    ChpidRef chpid = p.chpidRef();
                    if (p.switchId() != null) {
                        switches.putIfAbsent(chpid, p.switchId());
                    }
                    for (Map.Entry<HostAdapterRef, List<IoPortRef>> e : byAdapter(p.ioPorts()).entrySet()) {
                        Key k = new Key(chpid, e.getKey());
                        counts.computeIfAbsent(k, x -> new int[cols.size()])[col]++;
                        ports.computeIfAbsent(k, x -> new TreeSet<>()).addAll(e.getValue());
                    }
                }
            }
        }
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            if (!"FCP".equalsIgnoreCase(cu.unit())) {
                continue;
            }
            int n = ch.devices(cu).size();
            for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                for (Map.Entry<HostAdapterRef, List<IoPortRef>> e : byAdapter(p.ioPorts()).entrySet()) {
                    Key k = new Key(p.chpidRef(), e.getKey());
                    counts.computeIfAbsent(k, x -> new int[cols.size()]);
                    ports.computeIfAbsent(k, x -> new TreeSet<>()).addAll(e.getValue());
                    fcp.merge(k, n, Integer::sum);
                }
            }
        }
        List<PathMatrix.Row> rows = new ArrayList<>();
        for (Map.Entry<Key, int[]> e : counts.entrySet()) {
            Key k = e.getKey();
            Chpid c = ch.chpid(k.chpid().css(), k.chpid().id()).orElse(null);
            String sw = switches.getOrDefault(k.chpid(), c == null ? null : c.switchId());
            TreeSet<IoPortRef> ps = ports.getOrDefault(k, new TreeSet<>());
            chpidRow.putIfAbsent(k.chpid(), rows.size());
            if (k.adapter() != null) {
                adapterRow.putIfAbsent(k.adapter(), rows.size());
            }
            rows.add(new PathMatrix.Row(k.chpid().display(), c == null ? null : c.type(), sw,
                    ElementRef.display(k.adapter()),
                    ps.isEmpty() ? null : String.join(", ", ps.stream().map(IoPortRef::display).toList()),
                    fcp.getOrDefault(k, 0), e.getValue()));
        }
        paths = new PathMatrix(cols, headers, rows);
    }

    /** Ports grouped by host adapter; no ports: one group with a null adapter. */
    private static Map<HostAdapterRef, List<IoPortRef>> byAdapter(List<IoPortRef> ports) {
        Map<HostAdapterRef, List<IoPortRef>> out = new LinkedHashMap<>();
        if (ports.isEmpty()) {
            out.put(null, List.of());
            return out;
        }
        for (IoPortRef port : ports) {
            out.computeIfAbsent(port.hostAdapter().orElse(null), k -> new ArrayList<>()).add(port);
        }
        return out;
    }

    private void buildGuests(Map<String, GuestUse> use) {
        Map<String, GuestPlan> plans = new HashMap<>();
        if (input.plan() != null) {
            input.plan().guests().forEach(g -> plans.put(g.guest(), g));
        }
        for (GuestTopology.GuestLayout g : input.site().guests().guests()) {
            GuestUse u = use.get(g.guest());
            GuestPlan p = plans.get(g.guest());
            String access = g.intent() != null ? g.intent().access()
                    : u.kinds.isEmpty() ? null : String.join(", ", u.kinds);
            String workload = g.intent() != null ? g.intent().workload() : null;
            guestRow.put(g.guest(), guests.size());
            GuestRow.Builder b = GuestRow.of(g.guest()).access(access).workload(workload)
                    .disks(input.site().running().disks(g).size()).ranks(u.rankKeys.size()).lss(u.lss.size())
                    .servers(u.servers.size()).paths(u.chpids.size())
                    .fcpDevices(input.site().running().fcpDevices(g).size());
            if (p != null) {
                int added = 0;
                for (PlannedDisk d : p.disks()) {
                    added += u.volumes.contains(d.volume()) ? 0 : 1;
                }
                b.plannedDisks(p.disks().size()).plannedRanks(p.spread().ranks()).plannedLss(p.spread().lss())
                        .plannedServers(p.spread().servers()).plannedPaths(p.paths().size()).kept(p.kept().size())
                        .added(added).released(p.releases().size());
            }
            guests.add(b.build());
        }
    }

    private void buildBalance() {
        Site site = input.site();
        StorageTopology st = site.storage();
        Set<LssRef> lss = new HashSet<>();
        site.all(Lss.class).forEach(l -> lss.add(new LssRef(l.image(), l.id())));
        Set<PoolRef> pools = new HashSet<>();
        Set<String> images = new HashSet<>();
        // ranks (and their DA pairs) where volumes are placed by rank; pools where they are striped over them
        Set<RankRef> ranks = new HashSet<>();
        for (StorageTopology.Placement p : st.placements()) {
            if (p.byRank()) {
                ranks.addAll(p.ranks());
            }
            if (p.pool() != null && !p.volume().alias()) {
                pools.add(p.pool());
            }
            lss.add(p.lss());
            images.add(p.volume().image());
        }
        Set<Server> servers = new HashSet<>();
        for (String image : images) {
            servers.add(new Server(image, 0));
            servers.add(new Server(image, 1));
        }
        Set<DaPair> daPairs = new HashSet<>();
        for (RankRef r : ranks) {
            st.daPair(r).ifPresent(d -> daPairs.add(new DaPair(r.image(), d)));
        }
        Set<HostAdapterRef> adapters = new HashSet<>();
        st.hostAdapters().forEach(h -> adapters.add(h.ref()));
        // in the order of BALANCE_KINDS
        balance("rank", ranks, rankLoad);
        balance("pool", pools, poolLoad);
        balance("lss", lss, lssLoad);
        balance("server", servers, serverLoad);
        balance("da-pair", daPairs, daPairLoad);
        balance("chpid", chpidRow.keySet(), chpidLoad);
        balance("host-adapter", adapters, adapterLoad);
    }

    /** The balance of one kind of component over {@code components}; none when there are none. */
    private <K> void balance(String kind, Set<K> components, Load<K> load) {
        if (components.isEmpty()) {
            return;
        }
        int highest = 0;
        int lowest = Integer.MAX_VALUE;
        int total = 0;
        for (K c : components) {
            int l = load.of(c);
            highest = Math.max(highest, l);
            lowest = Math.min(lowest, l);
            total += l;
        }
        int n = components.size();
        balance.add(new Balance(kind, highest, lowest, (total + n - 1) / n, n, total));
    }

    /** A component of a topology picture: a CHPID, host adapter or rank, with its load and findings. */
    private Topology.Node node(ElementRef ref, int group, String detail) {
        int load = ref instanceof ChpidRef c ? chpidLoad.of(c)
                : ref instanceof HostAdapterRef h ? adapterLoad.of(h)
                : ref instanceof RankRef r ? rankLoad.of(r) : 0;
        String identity = ref.identity();
        return new Topology.Node(identity, ref.display(), group, load, severityOf.get(identity),
                findingsOf.getOrDefault(identity, 0), detail);
    }

    // ---- names -----------------------------------------------------------------------------------------

    private static String join(String sep, List<?> items) {
        StringBuilder b = new StringBuilder();
        for (Object o : items) {
            b.append(b.length() == 0 ? "" : sep).append(o);
        }
        return b.toString();
    }

    private static String joinDistinct(List<String> items) {
        return items.isEmpty() ? null : String.join(", ", new LinkedHashSet<>(items));
    }
}
