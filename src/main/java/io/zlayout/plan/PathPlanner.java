package io.zlayout.plan;

import io.zlayout.model.id.Identity;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IoPort;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwn;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The planner's paths: the FCP channels of the guests' CSS with their free FCP devices and target ports, each
 * guest's FCP paths spread over host adapters and I/O enclosures, and the ECKD paths of its disks' LCUs. It
 * keeps the load of every CHPID and host adapter across the guests of one plan; the device sets are the
 * planner's (what is taken today and what the plan gives out).
 */
final class PathPlanner {

    private final PlanInput in;
    private final Site site;
    private final Set<DeviceNumber> devicesTaken;
    private final Set<DeviceNumber> devicesPlanned;
    private final List<String> notes;
    /** Paths planned so far on each CHPID and host adapter, by dense number (see {@link Counts}). */
    private final Counts chpidLoad = new Counts();
    private final Counts adapterLoad = new Counts();
    /** Dense numbers of the I/O enclosures, for a guest's marks. */
    private final Counts enclosures = new Counts();

    PathPlanner(PlanInput in, Set<DeviceNumber> devicesTaken, Set<DeviceNumber> devicesPlanned, List<String> notes) {
        this.in = in;
        this.site = in.site();
        this.devicesTaken = devicesTaken;
        this.devicesPlanned = devicesPlanned;
        this.notes = notes;
    }

    /** The FCP channels paths were planned on; empty when no FCP guest was planned. */
    List<FcpChannel> channelsUsed() {
        return fcpChannelsCache == null ? List.of() : fcpChannelsCache;
    }

    /**
     * The CSS of the z/VM partition: the one whose FCP CHPIDs the FCP guests use, else the lowest CSS of each
     * control unit. A guest runs in one partition, so its ECKD paths are that CSS's view of the LCUs.
     */
    Integer guestCss() {
        if (fcpChannelsCache == null) {
            fcpChannelsCache = fcpChannels();
        }
        if (fcpChannelsCache.isEmpty()) {
            return null;
        }
        return fcpChannelsCache.get(0).chpid().css();
    }

    /** The ECKD paths of the disks: every CHPID of their LCUs, in the guest's CSS. */
    List<PlannedPath> eckd(List<Candidate> disks) {
        TreeMap<ChpidRef, PlannedPath> byChpid = new TreeMap<>();
        Set<CuNumber> seen = new HashSet<>();
        for (Candidate c : disks) {
            // a second disk of a control unit adds nothing: its paths are the first one's, already in
            if (!seen.add(c.controlUnit())) {
                continue;
            }
            for (ChannelTopology.ChannelPath p : pathsOfCu(c.controlUnit())) {
                byChpid.computeIfAbsent(p.chpidRef(), k -> path(k, null,
                        p.ioPorts().isEmpty() ? null : p.ioPorts().get(0)));
            }
        }
        byChpid.values().forEach(p -> {
            chpidLoad.add(p.chpid());
            if (p.hostAdapter() != null) {
                adapterLoad.add(p.hostAdapter());
            }
        });
        return List.copyOf(byChpid.values());
    }

    /**
     * FCP channel choices: per CHPID of the chosen CSS, its FCP devices (ascending) and target ports (in the order
     * of their identities).
     */
    record FcpChannel(ChpidRef chpid, List<DeviceNumber> devices, List<IoPortRef> ports, Set<DeviceNumber> deviceSet,
                      int[] cursor) {

        FcpChannel(ChpidRef chpid, List<DeviceNumber> devices, List<IoPortRef> ports) {
            this(chpid, devices, ports, new HashSet<>(devices), new int[1]);
        }

        /**
         * The lowest device not taken. Devices are only ever taken, never given back, so the devices before
         * the cursor stay taken and each channel is scanned once over the whole plan.
         */
        DeviceNumber firstFree(Set<DeviceNumber> taken) {
            while (cursor[0] < devices.size() && taken.contains(devices.get(cursor[0]))) {
                cursor[0]++;
            }
            return cursor[0] < devices.size() ? devices.get(cursor[0]) : null;
        }
    }

    private List<FcpChannel> fcpChannels() {
        ChannelTopology ch = site.channels();
        Map<ChpidRef, TreeSet<IoPortRef>> running = runningPorts();
        Map<Integer, List<FcpChannel>> byCss = new TreeMap<>();
        for (Chpid c : site.all(Chpid.class)) {
            if (!"FCP".equalsIgnoreCase(c.type())) {
                continue;
            }
            TreeSet<DeviceNumber> devices = new TreeSet<>();
            TreeSet<IoPortRef> ports = new TreeSet<>();
            ChpidRef chpid = new ChpidRef(c.css(), c.id());
            for (ControlUnit cu : site.all(ControlUnit.class)) {
                if (!"FCP".equalsIgnoreCase(cu.unit())) {
                    continue;
                }
                for (ChannelTopology.ChannelPath p : ch.paths(cu, c.css())) {
                    if (p.chpidRef().equals(chpid)) {
                        ch.devices(cu).forEach(d -> devices.add(d.number()));
                        ports.addAll(p.ioPorts());
                    }
                }
            }
            if (ports.isEmpty()) {
                // no fabric: entry names the CHPID's port, but a running guest's path over it lands on a known one
                ports.addAll(running.getOrDefault(chpid, new TreeSet<>()));
            }
            if (!devices.isEmpty()) {
                byCss.computeIfAbsent(c.css(), k -> new ArrayList<>())
                        .add(new FcpChannel(chpid, List.copyOf(devices), List.copyOf(ports)));
            }
        }
        List<FcpChannel> best = List.of();
        for (List<FcpChannel> l : byCss.values()) {
            if (l.size() > best.size()) {
                best = l;
            }
        }
        return best.isEmpty() ? capturedChannels() : best;
    }

    /** Per CHPID, the storage I/O ports the running guests' FC paths over it land on (zfcp captures). */
    private Map<ChpidRef, TreeSet<IoPortRef>> runningPorts() {
        Map<ChpidRef, TreeSet<IoPortRef>> out = new HashMap<>();
        for (RunningLayout.GuestRun run : site.running().guests()) {
            for (RunningLayout.RunningDisk d : run.disks()) {
                for (RunningLayout.LunRoute r : d.routes()) {
                    RunningLayout.GuestPath p = r.path();
                    if (p.chpid() != null && p.ioPort() != null) {
                        out.computeIfAbsent(p.chpid(), k -> new TreeSet<>()).add(p.ioPort());
                    }
                }
            }
        }
        return out;
    }

    /**
     * FCP channels where the IOCDS defines none (no deck given, or one without FCP CHPIDs): what the captures
     * show — each FCP device a guest runs over, on the CHPID its lscss (or CP QUERY PATHS) shows available, to
     * the target ports its zfcp captures reach, and the real FCP devices CP QUERY FCP lists with their CHPIDs
     * (offline ones left out). A note names where they came from.
     */
    private List<FcpChannel> capturedChannels() {
        Map<ChpidRef, TreeSet<DeviceNumber>> devices = new TreeMap<>();
        Map<ChpidRef, TreeSet<IoPortRef>> ports = new TreeMap<>();
        TreeSet<String> sources = new TreeSet<>();
        Integer css = null;
        for (IoSubchannel sch : site.all(IoSubchannel.class)) {
            if (css == null && sch.deviceType() != null && sch.deviceType().startsWith("1732")) {
                css = sch.css();
            }
        }
        for (RunningLayout.GuestRun run : site.running().guests()) {
            for (RunningLayout.RunningDisk d : run.disks()) {
                for (RunningLayout.LunRoute r : d.routes()) {
                    RunningLayout.GuestPath p = r.path();
                    DeviceNumber device = p.route().device();
                    if (p.chpid() == null || device == null) {
                        continue;
                    }
                    devices.computeIfAbsent(p.chpid(), k -> new TreeSet<>()).add(device);
                    TreeSet<IoPortRef> at = ports.computeIfAbsent(p.chpid(), k -> new TreeSet<>());
                    if (p.ioPort() != null) {
                        at.add(p.ioPort());
                    }
                    sources.add(run.guest() + "'s captures (lscss, zfcp)");
                }
            }
        }
        for (ZvmFcpDevice f : site.all(ZvmFcpDevice.class)) {
            if (f.chpid() == null || f.device() == null || "OFFLINE".equalsIgnoreCase(f.status())) {
                continue;
            }
            ChpidRef id = new ChpidRef(css == null ? 0 : css, f.chpid());
            devices.computeIfAbsent(id, k -> new TreeSet<>()).add(f.device());
            ports.computeIfAbsent(id, k -> new TreeSet<>());
            sources.add("CP QUERY FCP");
        }
        List<FcpChannel> out = new ArrayList<>();
        devices.forEach((chpid, devs) -> out.add(new FcpChannel(chpid, List.copyOf(devs),
                List.copyOf(ports.getOrDefault(chpid, new TreeSet<>())))));
        fromCaptures = !out.isEmpty();
        if (!out.isEmpty()) {
            notes.add("the IOCDS defines no FCP CHPIDs: the FCP channels (" + String.join(", ",
                    out.stream().map(f -> f.chpid().identity()).toList()) + ") and their FCP devices come from "
                    + String.join(" and ", sources) + "; give the IOCP deck to plan over every FCP device");
        }
        return out;
    }

    private List<FcpChannel> fcpChannelsCache;
    /** Per control unit, its paths in the guests' CSS (else its lowest), worked out once per plan. */
    private final Map<CuNumber, List<ChannelTopology.ChannelPath>> eckdPaths = new HashMap<>();

    private List<ChannelTopology.ChannelPath> pathsOfCu(CuNumber controlUnit) {
        List<ChannelTopology.ChannelPath> known = eckdPaths.get(controlUnit);
        if (known != null) {
            return known;
        }
        ChannelTopology ch = site.channels();
        ControlUnit cu = ch.controlUnit(controlUnit).orElse(null);
        List<ChannelTopology.ChannelPath> out = List.of();
        if (cu != null) {
            Integer css = guestCss();
            TreeSet<Integer> cssOfCu = ChannelTopology.cssOf(cu);
            int use = css != null && cssOfCu.contains(css) ? css : cssOfCu.isEmpty() ? 0 : cssOfCu.first();
            out = ch.paths(cu, use);
        }
        eckdPaths.put(controlUnit, out);
        return out;
    }

    /** True when the FCP channels came from the captures, the IOCDS defining none. */
    private boolean fromCaptures;
    /** Per FCP channel (as {@link #fcpChannelsCache}), its CHPID's and its ports' numbers, worked out once. */
    private List<ChannelPlaces> places;
    /** Per FCP device, the channels (as {@link #fcpChannelsCache}) that reach it. */
    private final Map<DeviceNumber, List<Integer>> channelsOfDevice = new HashMap<>();
    /** Per host adapter and enclosure number, the guest whose mark it carries (see {@link #fcp}). */
    private int[] adapterMark = new int[0];
    private int[] enclosureMark = new int[0];
    private int guestStamp;
    private boolean portNoteGiven;

    /**
     * Small dense numbers for CHPIDs, host adapters and enclosures with a count each, so that the cost of each
     * (channel, port) choice reads arrays instead of hashing and comparing identity strings (2,000 guests of four
     * paths over every port of every FCP channel).
     */
    static final class Counts {
        private final Map<Object, Integer> ids = new HashMap<>();
        private int[] counts = new int[16];

        int id(Object key) {
            Integer id = ids.get(key);
            if (id == null) {
                id = ids.size();
                ids.put(key, id);
                if (id == counts.length) {
                    counts = Arrays.copyOf(counts, id * 2);
                }
            }
            return id;
        }

        int size() {
            return ids.size();
        }

        void add(Object key) {
            int id = id(key); // before reading the field: id() may grow the array
            counts[id]++;
        }

        int get(int id) {
            return id < 0 ? 0 : counts[id];
        }
    }

    /**
     * One FCP channel's numbers: its CHPID's, and per target port (one null port when none is known) its host
     * adapter's and enclosure's, -1 where the port names none.
     */
    private record ChannelPlaces(int chpid, List<IoPortRef> ports, int[] adapter, int[] enclosure) {
    }

    private List<ChannelPlaces> places() {
        if (places == null) {
            places = new ArrayList<>();
            for (FcpChannel f : fcpChannelsCache) {
                List<IoPortRef> ports = f.ports().isEmpty() ? Collections.singletonList(null) : f.ports();
                int[] adapter = new int[ports.size()];
                int[] enclosure = new int[ports.size()];
                for (int i = 0; i < ports.size(); i++) {
                    IoPortRef port = ports.get(i);
                    HostAdapterRef ha = port == null ? null : port.hostAdapter().orElse(null);
                    EnclosureRef enc = port == null ? null : port.enclosure().orElse(null);
                    adapter[i] = ha == null ? -1 : adapterLoad.id(ha);
                    enclosure[i] = enc == null ? -1 : enclosures.id(enc);
                }
                places.add(new ChannelPlaces(chpidLoad.id(f.chpid()), ports, adapter, enclosure));
                int channel = places.size() - 1;
                f.devices().forEach(d -> channelsOfDevice.computeIfAbsent(d, k -> new ArrayList<>()).add(channel));
            }
            adapterMark = new int[adapterLoad.size()];
            enclosureMark = new int[enclosures.size()];
        }
        return places;
    }

    /**
     * The FCP paths of a guest: per path a CHPID not used by it yet, a free FCP device on it (the guest's own
     * first) and a target port, spread over host adapters and enclosures, then by the load so far. A guest that
     * keeps its layout of today ({@code keepToday}) takes its own FCP devices before any spread.
     */
    List<PlannedPath> fcp(GuestIntent g, boolean keepToday) throws PlanException {
        if (fcpChannelsCache == null) {
            fcpChannelsCache = fcpChannels();
        }
        if (!portNoteGiven) {
            portNoteGiven = true;
            if (fcpChannelsCache.stream().anyMatch(f -> f.ports().isEmpty())) {
                notes.add("FCP target ports are not known for every FCP CHPID (zlayout.yaml 'fabric:'): paths were"
                        + " planned by CHPID only, without host adapter spread");
            }
        }
        int want = pathsWanted(g);
        Set<DeviceNumber> current = new HashSet<>(in.currentDevices().getOrDefault(g.guest(), List.of()));
        List<ChannelPlaces> placesOf = places();
        List<List<DeviceNumber>> ownOn = ownDevicesPerChannel(current);
        // a mark equal to this guest's stamp: the guest has a path there already (no clearing per guest)
        int stamp = ++guestStamp;
        boolean[] chpidUsed = new boolean[fcpChannelsCache.size()];
        Choice choice = new Choice();
        List<PlannedPath> out = new ArrayList<>();
        for (int n = 0; n < want; n++) {
            choice.channel = -1;
            for (int i = 0; i < fcpChannelsCache.size(); i++) {
                if (!chpidUsed[i]) {
                    weigh(i, placesOf.get(i), ownOn.get(i), current, keepToday, stamp, choice);
                }
            }
            if (choice.channel < 0) {
                throw new PlanException("guest " + g.guest() + " needs " + want + " FCP paths, but only " + n
                        + " FCP CHPIDs have a free FCP device left");
            }
            chpidUsed[choice.channel] = true;
            out.add(take(choice, stamp));
        }
        if (keepToday) {
            keepOwnDevices(current, out);
        }
        out.sort(Comparator.comparing(PlannedPath::chpid)
                .thenComparing(PlannedPath::device, Comparator.nullsFirst(Comparator.naturalOrder())));
        return out;
    }

    /** How many FCP paths the guest gets: its intent's, the plan's, else up to four; too many is a plan error. */
    private int pathsWanted(GuestIntent g) throws PlanException {
        int want = g.paths() != null ? g.paths() : in.paths() != null ? in.paths() : Math.min(4, fcpChannelsCache.size());
        if (want == 0 || fcpChannelsCache.size() < want) {
            String needs = "guest " + g.guest() + " needs " + (want == 0 ? "an FCP path" : want + " FCP paths");
            if (fcpChannelsCache.isEmpty()) {
                throw new PlanException(needs + ", but neither the IOCDS nor the captures (lscss, QUERY PATHS, CP"
                        + " QUERY FCP) show an FCP CHPID with FCP devices");
            }
            throw new PlanException(needs + ", but the " + (fromCaptures ? "captures (the IOCDS defines no FCP"
                    + " CHPIDs) show " : "IOCDS has ") + fcpChannelsCache.size() + " FCP CHPIDs with FCP devices in"
                    + " one CSS");
        }
        return want;
    }

    /** Per channel, the guest's own devices on it, ascending: looked up once per guest, not once per path. */
    private List<List<DeviceNumber>> ownDevicesPerChannel(Set<DeviceNumber> current) {
        List<List<DeviceNumber>> ownOn = new ArrayList<>(Collections.nCopies(fcpChannelsCache.size(), List.of()));
        for (DeviceNumber d : new TreeSet<>(current)) {
            for (int i : channelsOfDevice.getOrDefault(d, List.of())) {
                if (ownOn.get(i).isEmpty()) {
                    ownOn.set(i, new ArrayList<>());
                }
                ownOn.get(i).add(d);
            }
        }
        return ownOn;
    }

    /** The best (channel, port, device) of one path's choice so far, with its cost and a spare cost array. */
    private static final class Choice {
        int channel = -1;
        IoPortRef port;
        DeviceNumber device;
        int[] cost = new int[6];
        int[] spare = new int[6];
    }

    /**
     * Weighs channel {@code i}'s ports for the guest's next path, keeping the cheapest in {@code choice}: the
     * guest's own device on the channel (the lowest free one), else the lowest free device; then, in order, a
     * device of its own where it keeps today's layout, a host adapter and an enclosure it has no path on yet, the
     * CHPID's and the adapter's load so far, its own device.
     */
    private void weigh(int i, ChannelPlaces at, List<DeviceNumber> own, Set<DeviceNumber> current, boolean keepToday,
                       int stamp, Choice choice) {
        DeviceNumber device = null;
        for (DeviceNumber d : own) {
            if (!devicesPlanned.contains(d)) {
                device = d;
                break;
            }
        }
        if (device == null) {
            device = fcpChannelsCache.get(i).firstFree(devicesTaken);
        }
        if (device == null) {
            return;
        }
        boolean isOwn = current.contains(device);
        int onChpid = chpidLoad.get(at.chpid());
        for (int p = 0; p < at.ports().size(); p++) {
            int ha = at.adapter()[p];
            int enc = at.enclosure()[p];
            int[] cost = choice.spare;
            cost[0] = keepToday && !isOwn ? 1 : 0;
            cost[1] = ha >= 0 && adapterMark[ha] == stamp ? 1 : 0;
            cost[2] = enc >= 0 && enclosureMark[enc] == stamp ? 1 : 0;
            cost[3] = onChpid;
            cost[4] = adapterLoad.get(ha);
            cost[5] = isOwn ? 0 : 1;
            if (choice.channel < 0 || Planner.compare(cost, choice.cost) < 0) {
                choice.channel = i;
                choice.port = at.ports().get(p);
                choice.device = device;
                choice.spare = choice.cost;
                choice.cost = cost;
            }
        }
    }

    /** Takes the chosen path: its device leaves the free ones, its CHPID, adapter and enclosure carry it. */
    private PlannedPath take(Choice choice, int stamp) {
        devicesTaken.add(choice.device);
        devicesPlanned.add(choice.device);
        PlannedPath p = path(fcpChannelsCache.get(choice.channel).chpid(), choice.device, choice.port);
        if (p.hostAdapter() != null) {
            adapterMark[adapterLoad.id(p.hostAdapter())] = stamp;
            adapterLoad.add(p.hostAdapter());
        }
        if (p.enclosure() != null) {
            enclosureMark[enclosures.id(p.enclosure())] = stamp;
        }
        chpidLoad.add(p.chpid());
        return p;
    }

    /**
     * A guest that keeps its layout keeps every FCP device it has, also a second one on a CHPID a path already
     * uses: releasing it would take away a path it may run I/O over today, which is a move, not a kept layout.
     * Each goes to the target port of its CHPID on the host adapter the guest uses least.
     */
    private void keepOwnDevices(Set<DeviceNumber> current, List<PlannedPath> out) {
        Set<DeviceNumber> have = new HashSet<>();
        out.forEach(p -> have.add(p.device()));
        Map<HostAdapterRef, Integer> guestAdapterUse = new HashMap<>();
        out.stream().filter(p -> p.hostAdapter() != null).forEach(p -> guestAdapterUse.merge(p.hostAdapter(), 1,
                Integer::sum));
        for (DeviceNumber d : new TreeSet<>(current)) {
            if (have.contains(d) || devicesPlanned.contains(d)) {
                continue;
            }
            FcpChannel channel = fcpChannelsCache.stream().filter(f -> f.deviceSet().contains(d)).findFirst()
                    .orElse(null);
            if (channel == null) {
                continue;
            }
            IoPortRef port = null;
            int least = Integer.MAX_VALUE;
            for (IoPortRef candidate : channel.ports()) {
                HostAdapterRef ha = candidate.hostAdapter().orElse(null);
                int use = ha == null ? 0 : guestAdapterUse.getOrDefault(ha, 0);
                if (use < least) {
                    least = use;
                    port = candidate;
                }
            }
            devicesTaken.add(d);
            devicesPlanned.add(d);
            PlannedPath p = path(channel.chpid(), d, port);
            if (p.hostAdapter() != null) {
                guestAdapterUse.merge(p.hostAdapter(), 1, Integer::sum);
                adapterLoad.add(p.hostAdapter());
            }
            chpidLoad.add(p.chpid());
            have.add(d);
            out.add(p);
        }
    }

    private PlannedPath path(ChpidRef chpid, DeviceNumber device, IoPortRef port) {
        Wwn wwpn = null;
        String speed = null;
        if (port != null) {
            IoPort known = site.find(IoPort.class, port.identity()).orElse(null);
            IoPort fact = site.declaredPort(port.id()).orElse(null);
            wwpn = known != null && known.wwpn() != null ? known.wwpn() : fact != null ? fact.wwpn() : null;
            speed = known != null && known.speed() != null ? known.speed() : fact != null ? fact.speed() : null;
        }
        return new PlannedPath(chpid, busId(device), device, port, wwpn, speed);
    }

    /** The Linux bus ID of a device in subchannel set 0 ({@code 0.0.fc00}); null for none. */
    static BusId busId(DeviceNumber device) {
        return device == null ? null : new BusId(0, 0, device);
    }
}
