package io.zlayout.plan;

import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.Ids;
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
    private final Map<String, Integer> chpidLoad = new HashMap<>();
    private final Map<String, Integer> adapterLoad = new HashMap<>();

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
        return Ids.cssOfChpid(fcpChannelsCache.get(0).chpid());
    }

    /** The ECKD paths of the disks: every CHPID of their LCUs, in the guest's CSS. */
    List<PlannedPath> eckd(List<Candidate> disks) {
        ChannelTopology ch = site.channels();
        TreeMap<String, PlannedPath> byChpid = new TreeMap<>();
        Integer css = guestCss();
        for (Candidate c : disks) {
            ControlUnit cu = CuNumber.tryParse(c.controlUnit().substring("cu:".length())).flatMap(ch::controlUnit)
                    .orElse(null);
            if (cu == null) {
                continue;
            }
            TreeSet<Integer> cssOfCu = ChannelTopology.cssOf(cu);
            int use = css != null && cssOfCu.contains(css) ? css : cssOfCu.isEmpty() ? 0 : cssOfCu.first();
            for (ChannelTopology.ChannelPath p : ch.paths(cu, use)) {
                byChpid.computeIfAbsent(p.chpidIdentity(), k -> path(p.chpidIdentity(), null,
                        p.ioPorts().isEmpty() ? null : p.ioPorts().get(0)));
            }
        }
        byChpid.values().forEach(p -> {
            chpidLoad.merge(p.chpid(), 1, Integer::sum);
            if (p.hostAdapter() != null) {
                adapterLoad.merge(p.hostAdapter(), 1, Integer::sum);
            }
        });
        return List.copyOf(byChpid.values());
    }

    /** FCP channel choices: per CHPID of the chosen CSS, its FCP devices (ascending) and target ports. */
    record FcpChannel(String chpid, List<DeviceNumber> devices, List<String> ports, Set<DeviceNumber> deviceSet,
                      int[] cursor) {

        FcpChannel(String chpid, List<DeviceNumber> devices, List<String> ports) {
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
        Map<Integer, List<FcpChannel>> byCss = new TreeMap<>();
        for (Chpid c : site.all(Chpid.class)) {
            if (!"FCP".equalsIgnoreCase(c.type())) {
                continue;
            }
            TreeSet<DeviceNumber> devices = new TreeSet<>();
            TreeSet<String> ports = new TreeSet<>();
            for (ControlUnit cu : site.all(ControlUnit.class)) {
                if (!"FCP".equalsIgnoreCase(cu.unit())) {
                    continue;
                }
                for (ChannelTopology.ChannelPath p : ch.paths(cu, c.css())) {
                    if (p.chpidIdentity().equals(c.identity())) {
                        ch.devices(cu).forEach(d -> devices.add(d.number()));
                        ports.addAll(p.ioPorts());
                    }
                }
            }
            if (!devices.isEmpty()) {
                byCss.computeIfAbsent(c.css(), k -> new ArrayList<>())
                        .add(new FcpChannel(c.identity(), List.copyOf(devices), List.copyOf(ports)));
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

    /**
     * FCP channels where the IOCDS defines none (no deck given, or one without FCP CHPIDs): what the captures
     * show — each FCP device a guest runs over, on the CHPID its lscss (or CP QUERY PATHS) shows available, to
     * the target ports its zfcp captures reach, and the real FCP devices CP QUERY FCP lists with their CHPIDs
     * (offline ones left out). A note names where they came from.
     */
    private List<FcpChannel> capturedChannels() {
        Map<String, TreeSet<DeviceNumber>> devices = new TreeMap<>();
        Map<String, TreeSet<String>> ports = new TreeMap<>();
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
                    TreeSet<String> at = ports.computeIfAbsent(p.chpid(), k -> new TreeSet<>());
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
            String id = Ids.chpid(css == null ? 0 : css, f.chpid());
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
                    out.stream().map(FcpChannel::chpid).toList()) + ") and their FCP devices come from "
                    + String.join(" and ", sources) + "; give the IOCP deck to plan over every FCP device");
        }
        return out;
    }

    private List<FcpChannel> fcpChannelsCache;
    /** True when the FCP channels came from the captures, the IOCDS defining none. */
    private boolean fromCaptures;
    /** Host adapter and enclosure of each FCP target port, worked out once. */
    private final Map<String, String[]> portPlaces = new HashMap<>();
    private static final String[] NOWHERE = new String[2];
    private boolean portNoteGiven;

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
        Set<DeviceNumber> current = new HashSet<>(in.currentDevices().getOrDefault(g.guest(), List.of()));
        Set<String> guestAdapters = new HashSet<>();
        Set<String> guestEnclosures = new HashSet<>();
        Set<String> guestChpids = new HashSet<>();
        List<PlannedPath> out = new ArrayList<>();
        for (int n = 0; n < want; n++) {
            FcpChannel bestCh = null;
            String bestPort = null;
            DeviceNumber bestDevice = null;
            int[] bestCost = null;
            for (FcpChannel f : fcpChannelsCache) {
                if (guestChpids.contains(f.chpid())) {
                    continue;
                }
                // the guest's own device on this channel (the lowest free one), else the lowest free device
                DeviceNumber device = null;
                for (DeviceNumber d : current) {
                    if (f.deviceSet().contains(d) && !devicesPlanned.contains(d)
                            && (device == null || d.compareTo(device) < 0)) {
                        device = d;
                    }
                }
                if (device == null) {
                    device = f.firstFree(devicesTaken);
                }
                if (device == null) {
                    continue;
                }
                List<String> ports = f.ports().isEmpty() ? Collections.singletonList(null) : f.ports();
                for (String port : ports) {
                    String[] where = port == null ? NOWHERE : portPlaces.computeIfAbsent(port, k -> new String[] {
                        ChannelTopology.hostAdapterOfPort(k).orElse(null), ChannelTopology.enclosureOfPort(k).orElse(null)});
                    String ha = where[0];
                    String enc = where[1];
                    int[] cost = {
                        keepToday && !current.contains(device) ? 1 : 0,
                        ha != null && guestAdapters.contains(ha) ? 1 : 0,
                        enc != null && guestEnclosures.contains(enc) ? 1 : 0,
                        chpidLoad.getOrDefault(f.chpid(), 0),
                        ha == null ? 0 : adapterLoad.getOrDefault(ha, 0),
                        current.contains(device) ? 0 : 1,
                    };
                    if (bestCost == null || Planner.compare(cost, bestCost) < 0) {
                        bestCh = f;
                        bestPort = port;
                        bestDevice = device;
                        bestCost = cost;
                    }
                }
            }
            if (bestCh == null) {
                throw new PlanException("guest " + g.guest() + " needs " + want + " FCP paths, but only " + n
                        + " FCP CHPIDs have a free FCP device left");
            }
            devicesTaken.add(bestDevice);
            devicesPlanned.add(bestDevice);
            guestChpids.add(bestCh.chpid());
            PlannedPath p = path(bestCh.chpid(), bestDevice, bestPort);
            if (p.hostAdapter() != null) {
                guestAdapters.add(p.hostAdapter());
                adapterLoad.merge(p.hostAdapter(), 1, Integer::sum);
            }
            if (p.enclosure() != null) {
                guestEnclosures.add(p.enclosure());
            }
            chpidLoad.merge(p.chpid(), 1, Integer::sum);
            out.add(p);
        }
        if (keepToday) {
            keepOwnDevices(current, guestAdapters, out);
        }
        out.sort(Comparator.comparing(PlannedPath::chpid)
                .thenComparing(PlannedPath::device, Comparator.nullsFirst(Comparator.naturalOrder())));
        return out;
    }

    /**
     * A guest that keeps its layout keeps every FCP device it has, also a second one on a CHPID a path already
     * uses: releasing it would take away a path it may run I/O over today, which is a move, not a kept layout.
     * Each goes to the target port of its CHPID on the host adapter the guest uses least.
     */
    private void keepOwnDevices(Set<DeviceNumber> current, Set<String> guestAdapters, List<PlannedPath> out) {
        Set<DeviceNumber> have = new HashSet<>();
        out.forEach(p -> have.add(p.device()));
        Map<String, Integer> guestAdapterUse = new HashMap<>();
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
            String port = null;
            int least = Integer.MAX_VALUE;
            for (String candidate : channel.ports()) {
                String ha = ChannelTopology.hostAdapterOfPort(candidate).orElse(null);
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
                guestAdapters.add(p.hostAdapter());
                guestAdapterUse.merge(p.hostAdapter(), 1, Integer::sum);
                adapterLoad.merge(p.hostAdapter(), 1, Integer::sum);
            }
            chpidLoad.merge(p.chpid(), 1, Integer::sum);
            have.add(d);
            out.add(p);
        }
    }

    private PlannedPath path(String chpid, DeviceNumber device, String ioPort) {
        Wwn wwpn = null;
        String speed = null;
        if (ioPort != null) {
            IoPort port = site.find(IoPort.class, ioPort).orElse(null);
            String id = ioPort.substring(ioPort.lastIndexOf('/') + 1);
            IoPort fact = site.declaredPort(id).orElse(null);
            wwpn = port != null && port.wwpn() != null ? port.wwpn() : fact != null ? fact.wwpn() : null;
            speed = port != null && port.speed() != null ? port.speed() : fact != null ? fact.speed() : null;
        }
        return new PlannedPath(chpid, busId(device), device, ioPort,
                wwpn, ioPort == null ? null : ChannelTopology.hostAdapterOfPort(ioPort).orElse(null),
                ioPort == null ? null : ChannelTopology.enclosureOfPort(ioPort).orElse(null), speed);
    }

    /** The Linux bus ID of a device in subchannel set 0 ({@code 0.0.fc00}); null for none. */
    static BusId busId(DeviceNumber device) {
        return device == null ? null : new BusId(0, 0, device);
    }
}
