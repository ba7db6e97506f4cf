package io.zlayout.report.site;

import io.zlayout.model.id.Identity;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.SpreadUnit;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.Lss;
import io.zlayout.model.Volume;
import io.zlayout.plan.Balance;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
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
    private final Map<String, Integer> volumeRow = new HashMap<>();
    private final Map<String, Integer> rankFirstVolumeRow = new HashMap<>();
    private PathMatrix paths;
    private final Map<String, Integer> chpidRow = new HashMap<>();
    private final Map<String, Integer> adapterRow = new HashMap<>();
    private final Map<String, Integer> lssColumn = new HashMap<>();
    private final Map<String, String> lssOfCu = new HashMap<>();
    private final List<GuestRow> guests = new ArrayList<>();
    private final Map<String, Integer> guestRow = new HashMap<>();
    private final List<PlanItem> planItems = new ArrayList<>();
    private final List<Balance> balance = new ArrayList<>();
    private final List<Topology> topology = new ArrayList<>();
    private final Map<String, Severity> severityOf = new HashMap<>();
    private final Map<String, Integer> findingsOf = new HashMap<>();

    private final Map<String, Integer> load = new HashMap<>();

    // working state of the build, dropped after it: on a large site these maps are as big as the device list
    private Map<DeviceNumber, Device> devices = new HashMap<>();
    private Map<String, Set<IoPortRef>> portsOfChpid = new TreeMap<>();
    private Map<String, Set<String>> adaptersOfChpid = new HashMap<>();
    private Map<String, String> names = new HashMap<>();

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

    public Site site() {
        return input.site();
    }

    public Inventory inventory() {
        return inventory;
    }

    public List<Finding> findings() {
        return input.findings();
    }

    public Plan plan() {
        return input.plan();
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

    /** The most serious finding naming an element (directly, or a volume on a rank, a port on an adapter). */
    public Optional<Severity> severity(String identity) {
        return Optional.ofNullable(severityOf.get(identity));
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

    /** The row (or matrix column) that lists an element. */
    public Optional<Target> target(String identity) {
        Integer i;
        if ((i = volumeRow.get(identity)) != null) {
            return Optional.of(new Target(Table.VOLUMES, i, -1));
        }
        if ((i = rankFirstVolumeRow.get(identity)) != null) {
            return Optional.of(new Target(Table.VOLUMES, i, -1));
        }
        if ((i = chpidRow.get(identity)) != null) {
            return Optional.of(new Target(Table.PATHS, i, -1));
        }
        String adapter = IoPortRef.parse(identity).flatMap(IoPortRef::hostAdapter).map(HostAdapterRef::identity)
                .orElse(identity);
        if ((i = adapterRow.get(adapter)) != null) {
            return Optional.of(new Target(Table.PATHS, i, -1));
        }
        String lss = lssOfCu.getOrDefault(identity, identity);
        if ((i = lssColumn.get(lss)) != null) {
            return Optional.of(new Target(Table.PATHS, -1, i));
        }
        String guest = Identity.tryParse(identity).filter(x -> x.is("guest")).map(Identity::key).orElse(null);
        if (guest != null && (i = guestRow.get(guest)) != null) {
            return Optional.of(new Target(Table.GUESTS, i, -1));
        }
        return Optional.empty();
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
                ch.lss(cu).ifPresent(l -> lssOfCu.put(cu.identity(), l));
            }
        }
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                portsOfChpid.computeIfAbsent(p.chpidIdentity(), k -> new TreeSet<>()).addAll(p.ioPorts());
            }
        }
        portsOfChpid.forEach((c, ports) -> {
            Set<String> adapters = new TreeSet<>();
            ports.forEach(port -> port.hostAdapter().ifPresent(a -> adapters.add(a.identity())));
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
        final Set<String> volumes = new LinkedHashSet<>();
        final Set<SpreadUnit> rankKeys = new HashSet<>();
        final Set<LssRef> lss = new HashSet<>();
        final Set<String> servers = new TreeSet<>();
        final Set<String> chpids = new TreeSet<>();
        final Set<String> kinds = new TreeSet<>();
    }

    private Map<String, GuestUse> guestUse() {
        ChannelTopology ch = input.site().channels();
        Map<String, GuestUse> out = new LinkedHashMap<>();
        for (GuestTopology.GuestLayout g : input.site().guests().guests()) {
            GuestUse u = new GuestUse();
            out.put(g.guest(), u);
            Set<String> fcpChpids = new TreeSet<>();
            input.site().running().fcpChannels(g).forEach(c -> fcpChpids.add(c.identity()));
            for (GuestTopology.GuestDisk d : input.site().running().disks(g)) {
                u.kinds.add(d.how());
                Set<String> diskChpids = new TreeSet<>();
                DeviceNumber number = PlanItems.number(ch, d);
                Device dev = number == null ? null : devices.get(number);
                if (dev != null) {
                    PlanItems.eckdChpids(input, g, dev, diskChpids);
                } else {
                    diskChpids.addAll(fcpChpids);
                }
                u.chpids.addAll(diskChpids);
                Set<String> adapters = new TreeSet<>();
                for (String c : diskChpids) {
                    load.merge(c, 1, Integer::sum);
                    adapters.addAll(adaptersOfChpid.getOrDefault(c, Set.of()));
                }
                adapters.forEach(a -> load.merge(a, 1, Integer::sum));
                StorageTopology.Placement p = d.placement();
                if (p == null || !u.volumes.add(d.volumeIdentity())) {
                    continue;
                }
                // a rank and DA pair only where the volume is placed by rank; a pool-striped one loads its pool
                if (p.byRank()) {
                    u.rankKeys.add(p.unit());
                    if (p.ranks().size() == 1) {
                        load.merge(p.ranks().get(0).identity(), 1, Integer::sum);
                    }
                    if (p.daPairs().size() == 1) {
                        load.merge(Ids.daPair(p.volume().image(), p.daPairs().get(0)), 1, Integer::sum);
                    }
                }
                if (p.pool() != null) {
                    load.merge(p.pool().identity(), 1, Integer::sum);
                }
                u.lss.add(p.lss());
                u.servers.add(p.volume().image() + "/" + p.server());
                load.merge(p.lss().identity(), 1, Integer::sum);
                load.merge(Ids.server(p.volume().image(), p.server()), 1, Integer::sum);
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
        Map<String, List<GuestTopology.GuestDisk>> holders = new HashMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            for (GuestTopology.GuestDisk d : site.running().disks(g)) {
                if (d.volumeIdentity() != null) {
                    holders.computeIfAbsent(d.volumeIdentity(), k -> new ArrayList<>()).add(d);
                }
            }
        }
        Map<String, String> planned = new HashMap<>();
        if (input.plan() != null) {
            for (GuestPlan g : input.plan().guests()) {
                g.disks().forEach(d -> planned.put(d.volume().identity(), g.guest()));
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
            String identity = v.identity();
            List<GuestTopology.GuestDisk> hs = holders.getOrDefault(identity, List.of());
            Long bytes = v.capacityBytes() != null ? v.capacityBytes()
                    : v.cylinders() != null ? v.cylinders() * 15L * 56_664L : null;
            int row = volumes.size();
            volumes.add(new VolumeRow(identity, v.image(), v.id().toString(), v.kind() == null ? null : v.kind().name(),
                    name(v.dataType()), name(p.lss().display()), p.server(), p.pool() == null ? null : name(p.pool().display()),
                    !p.byRank() ? p.describe() : rankNames.computeIfAbsent(p.ranks(),
                            r -> String.join("+", r.stream().map(RankRef::display).toList())),
                    !p.byRank() || p.daPairs().isEmpty() ? null
                            : daNames.computeIfAbsent(p.daPairs(), d -> join("+", d)),
                    bytes == null ? null : bytes / (double) (1L << 30), v.cylinders(), v.volser(),
                    input.site().channels().baseDevice(v.key()).map(x -> x.number().toString()).orElse(null),
                    hs.isEmpty() ? null : joinDistinct(hs.stream().map(GuestTopology.GuestDisk::guest).toList()),
                    hs.isEmpty() ? null : joinDistinct(hs.stream().map(GuestTopology.GuestDisk::how).toList()),
                    hs.isEmpty() ? null : joinDistinct(hs.stream().map(GuestTopology.GuestDisk::vdev)
                            .filter(java.util.Objects::nonNull).map(DeviceNumber::toString).toList()),
                    planned.get(identity)));
            volumeRow.put(identity, row);
            for (RankRef r : p.ranks()) {
                rankFirstVolumeRow.putIfAbsent(r.identity(), row);
            }
        }
    }

    private void buildPaths() {
        Site site = input.site();
        ChannelTopology ch = site.channels();
        TreeSet<String> columns = new TreeSet<>();
        lssOfCu.values().forEach(columns::add);
        List<String> cols = List.copyOf(columns);
        for (int i = 0; i < cols.size(); i++) {
            lssColumn.put(cols.get(i), i);
        }
        TreeSet<String> images = new TreeSet<>();
        cols.forEach(c -> images.add(ElementRef.imageOf(c)));
        List<String> headers = new ArrayList<>();
        for (String c : cols) {
            String image = ElementRef.imageOf(c);
            headers.add((images.size() == 1 ? "LSS " : serial(image) + "/") + shortId(c));
        }

        // identity order is CSS then CHPID number: one hex digit of CSS, two of CHPID
        record Key(String chpid, String adapter) {
        }
        Comparator<Key> order = Comparator.comparing(Key::chpid)
                .thenComparing(Key::adapter, Comparator.nullsLast(Comparator.naturalOrder()));
        TreeMap<Key, int[]> counts = new TreeMap<>(order);
        TreeMap<Key, TreeSet<IoPortRef>> ports = new TreeMap<>(order);
        TreeMap<Key, Integer> fcp = new TreeMap<>(order);
        Map<String, String> switches = new HashMap<>();
        for (List<ControlUnit> cus : ch.storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                String lss = lssOfCu.get(cu.identity());
                if (lss == null) {
                    continue;
                }
                int col = lssColumn.get(lss);
                for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                    if (p.switchId() != null) {
                        switches.putIfAbsent(p.chpidIdentity(), p.switchId());
                    }
                    for (Map.Entry<String, List<IoPortRef>> e : byAdapter(p.ioPorts()).entrySet()) {
                        Key k = new Key(p.chpidIdentity(), e.getKey());
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
                for (Map.Entry<String, List<IoPortRef>> e : byAdapter(p.ioPorts()).entrySet()) {
                    Key k = new Key(p.chpidIdentity(), e.getKey());
                    counts.computeIfAbsent(k, x -> new int[cols.size()]);
                    ports.computeIfAbsent(k, x -> new TreeSet<>()).addAll(e.getValue());
                    fcp.merge(k, n, Integer::sum);
                }
            }
        }
        List<PathMatrix.Row> rows = new ArrayList<>();
        for (Map.Entry<Key, int[]> e : counts.entrySet()) {
            Key k = e.getKey();
            Chpid c = ch.chpid(k.chpid()).orElse(null);
            String sw = switches.getOrDefault(k.chpid(), c == null ? null : c.switchId());
            TreeSet<IoPortRef> ps = ports.getOrDefault(k, new TreeSet<>());
            chpidRow.putIfAbsent(k.chpid(), rows.size());
            if (k.adapter() != null) {
                adapterRow.putIfAbsent(k.adapter(), rows.size());
            }
            rows.add(new PathMatrix.Row(shortId(k.chpid()), c == null ? null : c.type(), sw,
                    k.adapter() == null ? null : shortId(k.adapter()),
                    ps.isEmpty() ? null : String.join(", ", ps.stream().map(IoPortRef::display).toList()),
                    fcp.getOrDefault(k, 0), e.getValue()));
        }
        paths = new PathMatrix(cols, headers, rows);
    }

    /** Ports grouped by host adapter identity; no ports: one group with a null adapter. */
    private static Map<String, List<IoPortRef>> byAdapter(List<IoPortRef> ports) {
        Map<String, List<IoPortRef>> out = new LinkedHashMap<>();
        if (ports.isEmpty()) {
            out.put(null, List.of());
            return out;
        }
        for (IoPortRef port : ports) {
            String a = port.hostAdapter().map(HostAdapterRef::identity).orElse(null);
            out.computeIfAbsent(a, k -> new ArrayList<>()).add(port);
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
            Integer added = null;
            if (p != null) {
                int a = 0;
                for (PlannedDisk d : p.disks()) {
                    a += u.volumes.contains(d.volume().identity()) ? 0 : 1;
                }
                added = a;
            }
            guestRow.put(g.guest(), guests.size());
            guests.add(new GuestRow(g.guest(), access, workload, input.site().running().disks(g).size(), u.rankKeys.size(), u.lss.size(),
                    u.servers.size(), u.chpids.size(), input.site().running().fcpDevices(g).size(),
                    p == null ? null : p.disks().size(), p == null ? null : p.spread().ranks(),
                    p == null ? null : p.spread().lss(), p == null ? null : p.spread().servers(),
                    p == null ? null : p.paths().size(), p == null ? null : p.kept().size(), added,
                    p == null ? null : p.releases().size()));
        }
    }

    private void buildBalance() {
        Site site = input.site();
        StorageTopology st = site.storage();
        Map<String, Set<String>> components = new LinkedHashMap<>();
        BALANCE_KINDS.forEach(k -> components.put(k, new java.util.HashSet<>()));
        site.all(Lss.class).forEach(l -> components.get("lss").add(l.identity()));
        Set<String> images = new java.util.HashSet<>();
        // ranks (and their DA pairs) where volumes are placed by rank; pools where they are striped over them
        Set<RankRef> byRank = new HashSet<>();
        for (StorageTopology.Placement p : st.placements()) {
            if (p.byRank()) {
                byRank.addAll(p.ranks());
            }
            if (p.pool() != null && !p.volume().alias()) {
                components.get("pool").add(p.pool().identity());
            }
            components.get("lss").add(p.lss().identity());
            images.add(p.volume().image());
        }
        for (String image : images) {
            components.get("server").add(Ids.server(image, 0));
            components.get("server").add(Ids.server(image, 1));
        }
        for (RankRef r : byRank) {
            components.get("rank").add(r.identity());
            st.daPair(r).ifPresent(d -> components.get("da-pair").add(Ids.daPair(r.image(), d)));
        }
        for (PathMatrix.Row row : paths.rows()) {
            components.get("chpid").add("chpid:" + row.chpid());
        }
        st.hostAdapters().forEach(h -> components.get("host-adapter").add(h.identity()));
        for (Map.Entry<String, Set<String>> e : components.entrySet()) {
            if (e.getValue().isEmpty()) {
                continue;
            }
            int highest = 0;
            int lowest = Integer.MAX_VALUE;
            int total = 0;
            for (String c : e.getValue()) {
                int l = load.getOrDefault(c, 0);
                highest = Math.max(highest, l);
                lowest = Math.min(lowest, l);
                total += l;
            }
            int n = e.getValue().size();
            balance.add(new Balance(e.getKey(), highest, lowest, (total + n - 1) / n, n, total));
        }
    }

    private Topology.Node node(String identity, String label, int group, String detail) {
        return new Topology.Node(identity, label, group, load.getOrDefault(identity, 0), severityOf.get(identity),
                findingsOf.getOrDefault(identity, 0), detail);
    }

    // ---- names -----------------------------------------------------------------------------------------

    /** {@code rank:IBM.2107-75AB121/R3} -> {@code R3}; {@code chpid:0.50} -> {@code 0.50}. */
    public static String shortId(String identity) {
        return ElementRef.display(identity);
    }

    /** The image of an image-scoped identity ({@code ioport:IBM.2107-75AB121/I0130} -> {@code IBM.2107-75AB121}). */
    public static String imageOf(String identity) {
        String image = ElementRef.imageOf(identity);
        return image != null ? image : identity;
    }

    /** {@code IBM.2107-75AB121} -> {@code 75AB121}: the serial people say. */
    public static String serial(String image) {
        int dash = image.indexOf('-');
        return dash >= 0 ? image.substring(dash + 1) : image;
    }

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
