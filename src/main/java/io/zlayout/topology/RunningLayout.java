package io.zlayout.topology;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import io.zlayout.model.ZvmChpid;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmVirtualFcp;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Each guest's FCP disks as the guest runs them, one view for {@code model}, {@code plan}, {@code check} and
 * {@code report}: every LUN its captures show (zfcp.conf, lszfcp -D, lsluns, chzdev, multipath -ll) as a
 * volume, and each of its paths (FCP device -> CHPID -> switch -> target port -> host adapter) with what the
 * guest does with it — carries I/O, stands by in a priority group that is not active, or has failed.
 *
 * <p>Which paths carry I/O: where a multipath map shows the LUN, the paths of its active path group (the
 * first group where none is marked active) that are neither failed nor faulty; where the running zfcp state
 * was captured without a map, the attached LUN paths; where only configuration was captured (zfcp.conf,
 * chzdev persistent), every configured path, as the configuration asks for them.
 */
public final class RunningLayout {

    /** What a guest does with one path of a LUN. */
    public enum PathState {
        /** In the active group of the map, or attached (running captures), or configured (configuration only). */
        CARRIES_IO,
        /** Healthy, in a path group that is not the active one: used only when the active group fails. */
        STANDBY,
        /** Failed or faulty in the map, offline, or a LUN path the running captures show failed or offline. */
        FAILED,
        /** Configured, but the running captures do not show it attached. */
        NOT_ATTACHED
    }

    /**
     * One FC path of a guest, traced to the channel and the storage.
     *
     * @param route    the FCP device and target port, as {@link HostTopology} traced them
     * @param chpid    the CHPID, or null when neither the IOCDS nor a capture tells
     * @param pchid    the CHPID's PCHID, or null
     * @param switchId the switch the CHPID enters, or null (direct or not known)
     */
    public record GuestPath(HostTopology.Route route, ChpidRef chpid, String pchid, String switchId) {

        /** The host adapter the path lands on, or null. */
        public HostAdapterRef hostAdapter() {
            return route.hostAdapter();
        }

        /** The I/O port the path lands on, or null. */
        public IoPortRef ioPort() {
            return port(route);
        }

        /** What a message calls the path: {@code 0.0.fc00/0x5005...(I0001) on chpid:0.C0}. */
        public String label() {
            return route.label() + (chpid == null ? "" : " on " + chpid.identity());
        }
    }

    /** The I/O port a route's target port is, or null where the export lacks it. */
    private static IoPortRef port(HostTopology.Route r) {
        return r.port() == null ? null : new IoPortRef(r.port().image(), r.port().id());
    }

    /**
     * One path of one LUN and its state.
     *
     * @param detail what the capture says of it ({@code failed faulty running}, {@code lszfcp -D: failed}),
     *               or null for a path that carries I/O
     * @param source where the capture shows it
     */
    public record LunRoute(GuestPath path, PathState state, String detail, SourceRef source) {
    }

    /**
     * One disk (LUN) of a guest with all its paths.
     *
     * @param volume the volume the LUN addresses (see {@link HostTopology.StorageVolume}), or null when the
     *               captures do not tell it
     * @param lun    the FCP LUN, or null when only a map's WWID tells the volume
     * @param map    the multipath map of the LUN, or null
     * @param routes every path of the LUN the captures show, in capture order
     */
    public record RunningDisk(HostTopology.StorageVolume volume, FcpLun lun, HostTopology.MapView map,
                              List<LunRoute> routes, SourceRef source) {

        public RunningDisk {
            routes = List.copyOf(routes);
        }

        /** The paths that carry I/O, distinct, in capture order. */
        public List<GuestPath> carrying() {
            return routes.stream().filter(r -> r.state() == PathState.CARRIES_IO).map(LunRoute::path).distinct()
                    .toList();
        }

        /** The paths that are not failed or missing: those carrying I/O and those standing by. */
        public List<GuestPath> usable() {
            return routes.stream().filter(r -> r.state() == PathState.CARRIES_IO || r.state() == PathState.STANDBY)
                    .map(LunRoute::path).distinct().toList();
        }

        /** True when the volume is known to the storage export, with its place on ranks. */
        public boolean placed() {
            return volume != null && volume.known() && volume.placement() != null;
        }

        /** How messages name the disk: {@code mpatha (volume 1004)}, {@code LUN 0x40104000... (volume 1000)}. */
        public String label() {
            String v = volume != null && volume.id() != null ? " (volume " + volume.id() + ")" : "";
            return map != null ? map.map().name() + v : "LUN " + lun + v;
        }

        /** The identities a finding about this disk names: the map or LUN and the volume. */
        public List<String> elements() {
            List<String> out = new ArrayList<>();
            if (map != null) {
                out.add(map.map().identity());
            } else if (!routes.isEmpty() && lun != null) {
                out.add(Ids.fcpLun(routes.get(0).path().route().busId(), routes.get(0).path().route().wwpn(), lun));
            }
            if (volume != null && volume.identity() != null) {
                out.add(volume.identity());
            }
            return out;
        }
    }

    /**
     * One guest's FCP disks as it runs them.
     *
     * @param host  the guest's joined captures
     * @param disks in capture order
     */
    public record GuestRun(String guest, HostTopology.GuestHost host, List<RunningDisk> disks) {

        public GuestRun {
            disks = List.copyOf(disks);
        }

        public String identity() {
            return Ids.guest(guest);
        }

        /** The paths that carry I/O for some disk, distinct, in first-seen order. */
        public List<GuestPath> carrying() {
            List<GuestPath> out = new ArrayList<>();
            for (RunningDisk d : disks) {
                for (GuestPath p : d.carrying()) {
                    if (!out.contains(p)) {
                        out.add(p);
                    }
                }
            }
            return out;
        }

        /**
         * The disks whose usable paths (at least {@code minPaths} of them) all share one value of {@code key}, by
         * that value in first-seen order; a disk with a path whose value is not known is left out, as that path
         * may differ.
         */
        public <K> Map<K, List<RunningDisk>> sharing(java.util.function.Function<GuestPath, K> key, int minPaths) {
            Map<K, List<RunningDisk>> out = new LinkedHashMap<>();
            for (RunningDisk d : disks) {
                List<GuestPath> usable = d.usable();
                if (usable.size() < Math.max(1, minPaths)) {
                    continue;
                }
                java.util.Set<K> values = new java.util.HashSet<>();
                boolean known = true;
                for (GuestPath p : usable) {
                    K v = key.apply(p);
                    if (v == null) {
                        known = false;
                        break;
                    }
                    values.add(v);
                }
                if (known && values.size() == 1) {
                    out.computeIfAbsent(values.iterator().next(), k -> new ArrayList<>()).add(d);
                }
            }
            return out;
        }

        /** The distinct volumes of the disks the storage export places, in capture order. */
        public List<VolumeRef> volumes() {
            List<VolumeRef> out = new ArrayList<>();
            for (RunningDisk d : disks) {
                VolumeRef v = d.placed() ? d.volume().ref() : null;
                if (v != null && !out.contains(v)) {
                    out.add(v);
                }
            }
            return out;
        }
    }

    /**
     * How a finding names a guest's disks: {@code mpatha (volume 1000)}, or {@code 4 LUNs (mpatha, mpathb,
     * LUN 0x4010...: volumes 1000, 1001, 1002)}.
     */
    public static String describe(List<RunningDisk> disks) {
        if (disks.size() == 1) {
            return disks.get(0).label();
        }
        List<String> names = new ArrayList<>();
        List<String> volumes = new ArrayList<>();
        for (RunningDisk d : disks) {
            names.add(d.map() != null ? d.map().map().name() : "LUN " + d.lun());
            if (d.volume() != null && d.volume().id() != null) {
                volumes.add(d.volume().id().toString());
            }
        }
        return disks.size() + " LUNs (" + String.join(", ", names)
                + (volumes.isEmpty() ? "" : ": volumes " + String.join(", ", volumes)) + ")";
    }

    /** The guest and every disk's elements, for a finding. */
    public static List<String> elements(GuestRun run, List<RunningDisk> disks) {
        List<String> out = new ArrayList<>();
        out.add(run.identity());
        disks.forEach(d -> out.addAll(d.elements()));
        return out;
    }

    private final Map<String, GuestRun> guests;
    /** For the volume each guest IPLs from (LOADDEV). */
    private final HostTopology hosts;
    private final ChannelTopology channels;
    /** The CSS of the site's FCP CHPIDs with FCP devices (most of them; the lowest on a tie), or null. */
    private final Integer fcpCss;

    private RunningLayout(Map<String, GuestRun> guests, HostTopology hosts, ChannelTopology channels, Integer fcpCss) {
        this.guests = guests;
        this.hosts = hosts;
        this.channels = channels;
        this.fcpCss = fcpCss;
    }

    /**
     * The channel subsystem of the partition a guest runs in: that of the CHPIDs its FCP I/O runs on; without
     * any, that of the site's FCP CHPIDs with FCP devices (the z/VM partition's, as the planner takes it); null
     * when neither tells (every CSS then counts).
     */
    public Integer css(GuestTopology.GuestLayout g) {
        List<ChpidRef> chpids = fcpChannels(g);
        return chpids.isEmpty() ? fcpCss : Integer.valueOf(chpids.get(0).css());
    }

    /**
     * The channel paths a guest's ECKD disks on this control unit run over: those of the guest's CSS where the
     * deck defines the control unit there too, else all of them. A deck that defines the same LCUs in several
     * CSSs does not give one guest all their paths.
     */
    public List<ChannelTopology.ChannelPath> eckdPaths(ControlUnit cu, GuestTopology.GuestLayout g) {
        List<ChannelTopology.ChannelPath> all = channels.paths(cu);
        Integer css = css(g);
        if (css == null || all.stream().noneMatch(p -> p.path().css() == css)) {
            return all;
        }
        return channels.paths(cu, css);
    }


    private static Integer fcpCss(SiteIndex site, ChannelTopology ch) {
        Map<Integer, java.util.Set<ChpidId>> chpids = new TreeMap<>();
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            if ("FCP".equalsIgnoreCase(cu.unit()) && !ch.devices(cu).isEmpty()) {
                for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                    chpids.computeIfAbsent(p.path().css(), k -> new java.util.HashSet<>()).add(p.path().chpid());
                }
            }
        }
        Integer best = null;
        for (Map.Entry<Integer, java.util.Set<ChpidId>> e : chpids.entrySet()) {
            if (best == null || e.getValue().size() > chpids.get(best).size()) {
                best = e.getKey();
            }
        }
        return best;
    }

    /** Every guest with FCP disks in its captures, by name. */
    public List<GuestRun> guests() {
        return List.copyOf(guests.values());
    }

    public Optional<GuestRun> guest(String name) {
        return Optional.ofNullable(guests.get(name.toUpperCase(Locale.ROOT)));
    }

    /**
     * A guest's disks today, the one list every command uses: its directory disks (DEDICATE, MDISK), then each
     * FCP LUN it runs whose volume the storage export places, once per volume ({@code how} = fcp), then the LUN
     * its directory IPLs from (LOADDEV) where the captures do not show it: the guest has that disk too, and no
     * other guest may be given it.
     */
    public List<GuestTopology.GuestDisk> disks(GuestTopology.GuestLayout g) {
        GuestRun run = guests.get(g.guest().toUpperCase(Locale.ROOT));
        HostTopology.StorageVolume boot = hosts == null ? null : hosts.bootVolume(g.guest())
                .filter(v -> v.known() && v.placement() != null).orElse(null);
        if (run == null && boot == null) {
            return g.disks();
        }
        List<GuestTopology.GuestDisk> out = new ArrayList<>(g.disks());
        java.util.Set<VolumeRef> seen = new java.util.HashSet<>();
        g.disks().forEach(d -> seen.add(d.volume() == null ? null : d.volume().key()));
        for (RunningDisk d : run == null ? List.<RunningDisk>of() : run.disks()) {
            if (d.placed() && seen.add(d.volume().ref())) {
                out.add(new GuestTopology.GuestDisk(g.guest(), "fcp", null, null, d.volume().volume(),
                        d.volume().placement(), true, d.source()));
            }
        }
        if (boot != null && seen.add(boot.ref())) {
            out.add(new GuestTopology.GuestDisk(g.guest(), "fcp", null, null, boot.volume(), boot.placement(), true,
                    g.entry() == null ? null : g.entry().source()));
        }
        return List.copyOf(out);
    }

    /** A guest's FCP LUNs today ({@link #disks}' FCP disks), by volume identity: its FCP disk group. */
    public List<GuestTopology.GuestDisk> fcpGroup(GuestTopology.GuestLayout g) {
        return disks(g).stream().filter(d -> "fcp".equals(d.how()))
                .sorted(java.util.Comparator.comparing((GuestTopology.GuestDisk d) -> d.volume().key())).toList();
    }

    /** The CHPIDs of the paths a guest's FCP disks carry I/O on, where the channel side tells them. */
    public List<ChpidRef> chpids(String guest) {
        GuestRun run = guests.get(guest.toUpperCase(Locale.ROOT));
        if (run == null) {
            return List.of();
        }
        return run.carrying().stream().map(GuestPath::chpid).filter(c -> c != null).distinct().toList();
    }

    /**
     * The CHPIDs a guest's FCP I/O runs on today, the one answer model, plan and report give: those of the paths its
     * captures show carrying I/O; where no capture shows a path carrying I/O, its directory's FCP devices'.
     */
    public List<ChpidRef> fcpChannels(GuestTopology.GuestLayout g) {
        if (runsPaths(g.guest())) {
            return chpids(g.guest());
        }
        return g.fcpDevices().stream().map(GuestTopology.FcpDevice::chpid).filter(c -> c != null).distinct().toList();
    }

    /**
     * The FCP devices (bus IDs) a guest's FCP I/O runs over today: those of the paths its captures show carrying
     * I/O; where no capture shows a path carrying I/O, its directory's.
     */
    public List<BusId> fcpDevices(GuestTopology.GuestLayout g) {
        if (runsPaths(g.guest())) {
            return guests.get(g.guest().toUpperCase(Locale.ROOT)).carrying().stream().map(p -> p.route().busId())
                    .distinct().toList();
        }
        return g.fcpDevices().stream().map(GuestTopology.FcpDevice::busId).distinct().toList();
    }

    /** True when the guest's captures show at least one path carrying I/O: then they, not the directory, tell. */
    public boolean runsPaths(String guest) {
        GuestRun run = guests.get(guest.toUpperCase(Locale.ROOT));
        return run != null && !run.carrying().isEmpty();
    }

    static RunningLayout join(SiteIndex site, HostTopology hosts, ChannelTopology channels) {
        Paths paths = new Paths(site, channels);
        Map<String, GuestRun> out = new LinkedHashMap<>();
        for (HostTopology.GuestHost host : hosts.guests()) {
            List<RunningDisk> disks = disks(host, paths);
            if (!disks.isEmpty()) {
                out.put(host.guest(), new GuestRun(host.guest(), host, disks));
            }
        }
        return new RunningLayout(Collections.unmodifiableMap(out), hosts, channels, fcpCss(site, channels));
    }

    /** The guest's LUNs, keyed by volume where it is known, else by LUN; maps first, then zfcp LUN paths. */
    private static List<RunningDisk> disks(HostTopology.GuestHost host, Paths paths) {
        Map<String, List<HostTopology.LunPath>> lunPaths = new LinkedHashMap<>();
        for (HostTopology.LunPath p : host.lunPaths()) {
            lunPaths.computeIfAbsent(key(p.volume(), p.lun()), k -> new ArrayList<>()).add(p);
        }
        Map<String, RunningDisk> out = new LinkedHashMap<>();
        for (HostTopology.MapView m : host.maps()) {
            FcpLun lun = m.lun();
            String k = key(m.volume(), lun);
            if (out.containsKey(k)) {
                continue;
            }
            List<LunRoute> routes = new ArrayList<>();
            mapRoutes(host.guest(), m, lunPaths.getOrDefault(k, List.of()), paths).forEach(r -> routes.add(down(r, paths, host.guest())));
            out.put(k, new RunningDisk(m.volume(), lun, m, routes, m.map().source()));
        }
        for (Map.Entry<String, List<HostTopology.LunPath>> e : lunPaths.entrySet()) {
            if (out.containsKey(e.getKey())) {
                continue;
            }
            HostTopology.LunPath first = e.getValue().get(0);
            List<LunRoute> routes = new ArrayList<>();
            for (HostTopology.LunPath p : e.getValue()) {
                routes.add(down(lunRoute(host, p, paths), paths, host.guest()));
            }
            out.put(e.getKey(), new RunningDisk(first.volume(), first.lun(), null, routes, first.source()));
        }
        return List.copyOf(out.values());
    }

    private static List<LunRoute> mapRoutes(String guest, HostTopology.MapView m, List<HostTopology.LunPath> lunPaths,
                                            Paths paths) {
        List<LunRoute> routes = new ArrayList<>();
        MultipathMap.PathGroup active = activeGroup(m.map());
        java.util.Set<String> inMap = new java.util.HashSet<>();
        int i = 0;
        for (MultipathMap.PathGroup g : m.map().pathGroups()) {
            for (MultipathMap.MultipathPath p : g.paths()) {
                HostTopology.MapPath mp = m.paths().get(i++);
                if (mp.route() == null) {
                    continue; // a path the captures do not trace to an FCP device and port
                }
                inMap.add(mp.route().key());
                PathState state;
                String detail = null;
                if (!mp.active()) {
                    state = PathState.FAILED;
                    detail = how(p);
                } else if (g != active) {
                    state = PathState.STANDBY;
                    detail = "group prio=" + g.priority() + " status=" + g.status();
                } else {
                    state = PathState.CARRIES_IO;
                }
                routes.add(new LunRoute(paths.of(guest, mp.route()), state, detail, p.source()));
            }
        }
        // LUN paths the running captures show failed or offline never made it into the map
        for (HostTopology.LunPath p : lunPaths) {
            if (!inMap.contains(p.route().key()) && p.running() != null && failed(p.running().state())) {
                routes.add(new LunRoute(paths.of(guest, p.route()), PathState.FAILED, stateOf(p.running()), p.source()));
            }
        }
        return routes;
    }

    private static LunRoute lunRoute(HostTopology.GuestHost host, HostTopology.LunPath p, Paths paths) {
        GuestPath path = paths.of(host.guest(), p.route());
        if (p.running() != null) {
            ZfcpLun.State s = p.running().state();
            if (s == ZfcpLun.State.ATTACHED) {
                return new LunRoute(path, PathState.CARRIES_IO, null, p.source());
            }
            if (failed(s)) {
                return new LunRoute(path, PathState.FAILED, stateOf(p.running()), p.source());
            }
        }
        if (host.runningLuns()) {
            return new LunRoute(path, PathState.NOT_ATTACHED, "configured in " + p.configured().origin().label()
                    + ", not attached", p.source());
        }
        return new LunRoute(path, PathState.CARRIES_IO, null, p.source());
    }

    /** A LUN path state that carries no I/O: failed, offline, or a SCSI device that is not running. */
    private static boolean failed(ZfcpLun.State s) {
        return s == ZfcpLun.State.FAILED || s == ZfcpLun.State.OFFLINE || s == ZfcpLun.State.NOT_RUNNING;
    }

    private static String stateOf(ZfcpLun l) {
        String state = l.state() == ZfcpLun.State.NOT_RUNNING ? "NotRunning" : l.state().name().toLowerCase(Locale.ROOT);
        return l.origin().label() + " shows it " + state;
    }

    /**
     * A path whose FCP device or target port the running captures show down: it carries no I/O whatever the
     * LUN's own record says.
     */
    private static LunRoute down(LunRoute r, Paths paths, String guest) {
        if (r.state() == PathState.FAILED || r.state() == PathState.NOT_ATTACHED) {
            return r;
        }
        String why = paths.down(guest, r.path().route());
        return why == null ? r : new LunRoute(r.path(), PathState.FAILED, why, r.source());
    }

    /**
     * The group that carries I/O: the one marked {@code status=active}; where none is (a listing without
     * states, or all enabled), the first, which multipath prints highest priority first.
     */
    public static MultipathMap.PathGroup activeGroup(MultipathMap m) {
        if (m.pathGroups().isEmpty()) {
            return null;
        }
        for (MultipathMap.PathGroup g : m.pathGroups()) {
            if ("active".equals(g.status())) {
                return g;
            }
        }
        return m.pathGroups().get(0);
    }

    /** {@code sdc (1:0:0:1073758224)}: how a map path is named where it is not traced to an FCP device. */
    public static String name(MultipathMap.MultipathPath p) {
        String hctl = p.hctl() == null ? null : p.hctl().toString();
        if (p.device() != null) {
            return hctl == null ? p.device() : p.device() + " (" + hctl + ")";
        }
        return hctl == null ? "a path" : hctl;
    }

    /** {@code multipath -ll shows it failed faulty running}: a map path's states as printed. */
    public static String how(MultipathMap.MultipathPath p) {
        List<String> s = new ArrayList<>();
        for (String v : new String[] {p.dmState(), p.checkerState(), p.deviceState()}) {
            if (v != null) {
                s.add(v);
            }
        }
        return "multipath -ll shows it " + String.join(" ", s);
    }

    private static String key(HostTopology.StorageVolume v, FcpLun lun) {
        return v != null && v.identity() != null ? v.identity() : "lun:" + lun;
    }

    /** Routes traced on to CHPID, PCHID and switch, once per route. */
    private static final class Paths {

        /** A guest's view of one channel path (lschp is the guest's own). */
        private record GuestChpid(String guest, ChpidRef chpid) {
        }

        private final SiteIndex site;
        private final ChannelTopology channels;
        private final Map<HostTopology.Route, GuestPath> byRoute = new java.util.IdentityHashMap<>();
        /** FCP devices by number: a number may also be an ECKD base in another CSS. */
        private final Map<DeviceNumber, Device> fcpDevices = new HashMap<>();
        /** Why an FCP device ({@code GUEST|busid}) or target port ({@code GUEST|busid/wwpn}) carries no I/O. */
        private final Map<String, String> down = new HashMap<>();
        /** lscss rows by {@code GUEST|busid}. */
        private final Map<String, IoSubchannel> subchannels = new HashMap<>();
        /** lschp rows by guest and CHPID. */
        private final Map<GuestChpid, ChannelPathStatus> channelPaths = new HashMap<>();
        /**
         * CP QUERY PATHS of the devices in subchannel set 0, by device number: a route's real device is named by
         * 4 hex digits (a DEDICATE or ATTACH operand, the IOCDS), which is set 0; the same number CP shows in an
         * alternate set is another device.
         */
        private final Map<DeviceNumber, ZvmDevicePaths> cpPaths = new HashMap<>();
        /** CP QUERY CHPID by CHPID. */
        private final Map<ChpidId, ZvmChpid> cpChpids = new HashMap<>();
        /** CP QUERY VIRTUAL FCP by {@code GUEST|vdev}: the CHPID of the real device behind a virtual one. */
        private final Map<String, ZvmVirtualFcp> virtualFcp = new HashMap<>();

        Paths(SiteIndex site, ChannelTopology channels) {
            this.site = site;
            this.channels = channels;
            ChannelTopology ch = channels;
            for (Device d : site.all(Device.class)) {
                ControlUnit cu = d.controlUnits().isEmpty() || ch == null ? null
                        : ch.controlUnit(d.controlUnits().get(0)).orElse(null);
                if (cu != null && "FCP".equalsIgnoreCase(cu.unit())) {
                    fcpDevices.putIfAbsent(d.number(), d);
                }
            }
            for (IoSubchannel sch : site.all(IoSubchannel.class)) {
                if (sch.guest() != null && sch.busId() != null) {
                    subchannels.putIfAbsent(sch.guest() + "|" + sch.busId(), sch);
                }
            }
            for (ChannelPathStatus c : site.all(ChannelPathStatus.class)) {
                if (c.guest() != null) {
                    channelPaths.putIfAbsent(new GuestChpid(c.guest(), new ChpidRef(c.css(), c.id())), c);
                }
            }
            for (ZvmDevicePaths d : site.all(ZvmDevicePaths.class)) {
                if (d.device().subchannelSet() == 0) {
                    cpPaths.putIfAbsent(d.device().number(), d);
                }
            }
            site.all(ZvmChpid.class).forEach(c -> cpChpids.putIfAbsent(c.chpid(), c));
            for (ZvmVirtualFcp v : site.all(ZvmVirtualFcp.class)) {
                if (v.guest() != null && v.vdev() != null) {
                    virtualFcp.putIfAbsent(v.guest().toUpperCase(Locale.ROOT) + "|" + v.vdev(), v);
                }
            }
            for (ZfcpHost h : site.all(ZfcpHost.class)) {
                if (h.guest() != null && h.busId() != null && !h.usable()) {
                    down.putIfAbsent(h.guest() + "|" + h.busId(), h.origin().label() + " shows FCP device " + h.busId()
                            + " " + (h.markers().isEmpty() ? "without a SCSI host" : String.join(" ", h.markers())));
                }
            }
            for (ZfcpPort p : site.all(ZfcpPort.class)) {
                if (p.guest() != null && p.busId() != null && p.wwpn() != null && !p.online()) {
                    down.putIfAbsent(p.guest() + "|" + p.busId() + "/" + p.wwpn(), p.origin().label()
                            + " shows target port " + p.wwpn() + " not online");
                }
            }
        }

        /** Why the running captures show this path's FCP device, target port or channel path down, or null. */
        String down(String guest, HostTopology.Route r) {
            String why = down.get(guest + "|" + r.busId());
            if (why == null) {
                why = down.get(guest + "|" + r.key());
            }
            IoSubchannel sch = subchannels.get(guest + "|" + r.busId());
            if (why == null && sch != null && !sch.online()) {
                why = sch.origin().label() + " shows FCP device " + r.busId() + " offline";
            }
            if (why == null && sch != null && sch.pim() != null && sch.availableChpids().isEmpty()) {
                why = sch.origin().label() + " shows FCP device " + r.busId() + " without an available channel path";
            }
            ZvmDevicePaths cp = r.device() == null ? null : cpPaths.get(r.device());
            if (why == null && cp != null && !cp.paths().isEmpty() && cp.usableChpids().isEmpty()) {
                why = "QUERY PATHS shows no usable channel path to device " + r.device();
            }
            ChpidRef chpid = of(guest, r).chpid();
            ChannelPathStatus chp = chpid == null ? null : channelPaths.get(new GuestChpid(guest, chpid));
            if (why == null && chp != null && chp.vary() != null && !chp.online()) {
                why = chp.origin().label() + " shows " + chpid.identity() + " offline";
            }
            return why;
        }

        /** The route of this guest traced on; one per route (routes are the guest's own). */
        GuestPath of(String guest, HostTopology.Route r) {
            return byRoute.computeIfAbsent(r, k -> trace(guest, k));
        }

        private GuestPath trace(String guest, HostTopology.Route r) {
            ChpidRef chpid = r.chpid();
            IoPortRef port = port(r);
            String switchId = null;
            ChannelTopology ch = channels;
            Device d = r.device() == null ? null : fcpDevices.get(r.device());
            ControlUnit cu = d == null || ch == null ? null : ch.controlUnit(d.controlUnits().get(0)).orElse(null);
            if (cu != null && chpid != null) {
                for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                    if (p.path().css() == chpid.css() && p.path().chpid().equals(chpid.id())
                            && (switchId == null || p.ioPorts().contains(port))) {
                        switchId = p.switchId();
                    }
                }
            }
            if (chpid == null) {
                chpid = capturedChpid(guest, r);
            }
            if (switchId == null) {
                switchId = fabricSwitch(chpid, port);
            }
            Chpid c = chpid == null || ch == null ? null : ch.chpid(chpid.css(), chpid.id()).orElse(null);
            String pchid = c != null && c.pchid() != null ? c.pchid() : capturedPchid(guest, chpid);
            return new GuestPath(r, chpid, pchid, switchId);
        }

        /**
         * The CHPID of an FCP device the IOCDS does not tell: its first available path in the guest's lscss, else
         * the first usable path CP's QUERY PATHS shows for the real device, else the CHPID CP's QUERY VIRTUAL FCP
         * shows for the guest's virtual device; null when none was captured.
         */
        private ChpidRef capturedChpid(String guest, HostTopology.Route r) {
            IoSubchannel sch = subchannels.get(guest + "|" + r.busId());
            if (sch != null && !sch.availableChpids().isEmpty()) {
                return new ChpidRef(sch.css(), sch.availableChpids().get(0));
            }
            ZvmDevicePaths cp = r.device() == null ? null : cpPaths.get(r.device());
            if (cp != null && !cp.usableChpids().isEmpty()) {
                return new ChpidRef(sch == null ? 0 : sch.css(), cp.usableChpids().get(0));
            }
            ZvmVirtualFcp v = virtualFcp.get(guest + "|" + r.busId().device());
            if (v != null && v.chpid() != null) {
                return new ChpidRef(sch == null ? 0 : sch.css(), v.chpid());
            }
            return null;
        }

        /** The PCHID of a CHPID the IOCDS does not give one: the guest's lschp, else CP's QUERY CHPID. */
        private String capturedPchid(String guest, ChpidRef chpid) {
            if (chpid == null) {
                return null;
            }
            ChannelPathStatus chp = channelPaths.get(new GuestChpid(guest, chpid));
            if (chp != null && chp.physicalChannel() != null) {
                return chp.physicalChannel();
            }
            ZvmChpid cp = cpChpids.get(chpid.id());
            return cp == null || cp.pchid() == null ? null : pchid(cp.pchid());
        }

        /** {@code 0140} as CP prints it -> {@code 140} as IOCP codes it. */
        private static String pchid(String id) {
            String s = id.toUpperCase(Locale.ROOT);
            while (s.length() > 3 && s.charAt(0) == '0') {
                s = s.substring(1);
            }
            return s;
        }

        /** The switch {@code fabric:} names for this CHPID and port, or null. */
        private String fabricSwitch(ChpidRef chpid, IoPortRef port) {
            if (chpid == null) {
                return null;
            }
            String identity = chpid.identity();
            TreeMap<String, String> found = new TreeMap<>();
            for (io.zlayout.input.Manifest.FabricLink f : site.inputs().manifest().fabric()) {
                if (f.chpid() == null || f.switchId() == null) {
                    continue;
                }
                String id = f.chpid().contains(".") ? "chpid:" + f.chpid().toUpperCase(Locale.ROOT)
                        : "chpid:0." + f.chpid().toUpperCase(Locale.ROOT);
                if (!id.equals(identity)) {
                    continue;
                }
                // a port written as <image>/<id> names its image, a bare id the port's
                boolean lands = port != null && f.allPorts().stream()
                        .anyMatch(p -> port.equals(IoPortRef.written(p.toUpperCase(Locale.ROOT), port.image())));
                found.put(lands ? "0" : "1", f.switchId());
            }
            return found.isEmpty() ? null : found.firstEntry().getValue();
        }
    }
}
