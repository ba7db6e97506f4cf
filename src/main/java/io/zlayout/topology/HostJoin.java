package io.zlayout.topology;

import io.zlayout.model.DasdDevice;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostScoped;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.LogicalVolume;
import io.zlayout.model.MultipathConfig;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.ScsiDevice;
import io.zlayout.model.SgDevice;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.topology.HostTopology.DasdView;
import io.zlayout.topology.HostTopology.GuestHost;
import io.zlayout.topology.HostTopology.LunPath;
import io.zlayout.topology.HostTopology.LvView;
import io.zlayout.topology.HostTopology.MapPath;
import io.zlayout.topology.HostTopology.MapView;
import io.zlayout.topology.HostTopology.PvMember;
import io.zlayout.topology.HostTopology.Route;
import io.zlayout.topology.HostTopology.SegmentView;
import io.zlayout.topology.HostTopology.SgView;
import io.zlayout.topology.HostTopology.StorageVolume;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Joins one guest's host records ({@link HostTopology} gathers them by guest): its routes (FCP device and target
 * port, with the channel path and the storage port behind them), LUN paths, multipath maps, logical volumes and
 * DASDs, each with the storage volume it names.
 */
final class HostJoin {

    /** One guest's host records, by kind, in input order. */
    static final class Facts {
        final List<ZfcpHost> hosts = new ArrayList<>();
        final List<ZfcpPort> ports = new ArrayList<>();
        final List<ZfcpLun> luns = new ArrayList<>();
        final List<ScsiDevice> scsi = new ArrayList<>();
        final List<SgDevice> sg = new ArrayList<>();
        final List<MultipathMap> maps = new ArrayList<>();
        /** The WWIDs of {@link #maps}: a map captured twice is one map (see {@link #add}). */
        private final Set<String> mapWwids = new java.util.HashSet<>();
        final List<MultipathConfig> configs = new ArrayList<>();
        final List<DasdDevice> dasds = new ArrayList<>();
        final List<LogicalVolume> lvs = new ArrayList<>();

        void add(HostScoped r) {
            if (r instanceof ZfcpHost h) {
                hosts.add(h);
            } else if (r instanceof ZfcpPort p) {
                ports.add(p);
            } else if (r instanceof ZfcpLun l) {
                luns.add(l);
            } else if (r instanceof ScsiDevice s) {
                scsi.add(s);
            } else if (r instanceof SgDevice s) {
                sg.add(s);
            } else if (r instanceof MultipathMap m) {
                // one guest's map in two captures (dbginfo.sh runs both multipath -ll and multipathd show topo) is
                // one map, the first in input order, not two maps each judged and counted
                if (m.wwid() == null || mapWwids.add(m.wwid())) {
                    maps.add(m);
                }
            } else if (r instanceof MultipathConfig c) {
                configs.add(c);
            } else if (r instanceof DasdDevice d) {
                dasds.add(d);
            } else if (r instanceof LogicalVolume v) {
                lvs.add(v);
            }
        }
    }

    /** A route of a guest: bus ID and WWPN. */
    record RouteKey(BusId busId, Wwn wwpn) {
    }

    /** A LUN path of a guest. */
    record PathKey(BusId busId, Wwn wwpn, FcpLun lun) {
    }


    private final String guest;
    private final GuestTopology.GuestLayout layout;
    private final Facts f;
    private final HostStorage storage;
    private final HostChannels channels;
    private final Map<RouteKey, Route> routes = new LinkedHashMap<>();
    // one Route instance per key, so these sets can go by identity
    private final Set<Route> fabricRoutes = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final Set<Route> configRoutes = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final Set<Route> runningRoutes = Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    HostJoin(String guest, GuestTopology.GuestLayout layout, Facts f, HostStorage storage, HostChannels channels) {
        this.guest = guest;
        this.layout = layout;
        this.f = f;
        this.storage = storage;
        this.channels = channels;
    }

    GuestHost join() {
        fabric();
        for (ZfcpPort p : f.ports) {
            if (p.busId() != null && p.wwpn() != null) {
                runningRoutes.add(route(p.busId(), p.wwpn(), p.source()));
            }
        }
        List<LunPath> lunPaths = lunPaths();
        boolean runningLuns = f.luns.stream().anyMatch(l -> !l.origin().configuration()
                && l.state() != ZfcpLun.State.AVAILABLE);
        Map<Hctl, LunPath> byHctl = new HashMap<>();
        Map<Integer, BusId> busOfHost = new HashMap<>();
        Map<Hctl, Wwn> wwpnOfTarget = new HashMap<>();
        for (LunPath p : lunPaths) {
            if (p.hctl() != null) {
                byHctl.putIfAbsent(p.hctl(), p);
                busOfHost.putIfAbsent(p.hctl().host(), p.route().busId());
                wwpnOfTarget.putIfAbsent(target(p.hctl()), p.route().wwpn());
            }
        }
        for (ZfcpHost h : f.hosts) {
            Integer n = hostNumber(h.scsiHost());
            if (n != null && h.busId() != null) {
                busOfHost.putIfAbsent(n, h.busId());
            }
        }
        Map<String, Hctl> hctlOfSd = new HashMap<>();
        for (ScsiDevice s : f.scsi) {
            if (s.hctl() == null) {
                continue;
            }
            if (s.targetWwpn() != null) {
                wwpnOfTarget.putIfAbsent(target(s.hctl()), s.targetWwpn());
            }
            if (s.device() != null) {
                hctlOfSd.putIfAbsent(s.device().substring(s.device().lastIndexOf('/') + 1), s.hctl());
            }
        }
        for (MultipathMap m : f.maps) {
            for (MultipathMap.MultipathPath p : m.paths()) {
                if (p.device() != null && p.hctl() != null) {
                    hctlOfSd.putIfAbsent(p.device(), p.hctl());
                }
            }
        }
        List<MapView> maps = new ArrayList<>();
        for (MultipathMap m : f.maps) {
            maps.add(map(m, byHctl, busOfHost, wwpnOfTarget, hctlOfSd));
        }
        List<SgView> sg = new ArrayList<>();
        for (SgDevice s : f.sg) {
            LunPath p = s.hctl() == null ? null : byHctl.get(s.hctl());
            StorageVolume v = p != null ? p.volume() : s.hctl() == null ? null : traced(s.hctl(), wwpnOfTarget);
            sg.add(new SgView(s, p, v));
        }
        List<DasdView> dasds = dasds();
        List<LvView> lvs = lvs(maps, byHctl, hctlOfSd, dasds);
        return new GuestHost(guest, layout, List.copyOf(routes.values()), lunPaths, runningLuns, maps, lvs, dasds,
                sg, f.configs, layoutRoutes());
    }

    /** The guest's dedicated FCP devices, each with the storage ports its CHPID is zoned to. */
    private void fabric() {
        Map<DeviceNumber, GuestDedicate> ded = channels.dedicates.getOrDefault(guest, Map.of());
        List<GuestDedicate> sorted = new ArrayList<>(ded.values());
        sorted.sort(java.util.Comparator.comparing(GuestDedicate::vdev));
        for (GuestDedicate d : sorted) {
            HostChannels.FcpChannel ch = channels.fcp(d.rdev(), storage);
            if (ch == null) {
                continue;
            }
            BusId busId = new BusId(0, 0, d.vdev());
            for (Wwn wwpn : ch.wwpns()) {
                fabricRoutes.add(route(busId, wwpn, d.source()));
            }
        }
    }

    private Route route(BusId busId, Wwn wwpn, SourceRef source) {
        RouteKey key = new RouteKey(busId, wwpn);
        Route r = routes.get(key);
        if (r == null) {
            DeviceNumber device = device(busId);
            HostChannels.FcpChannel ch = channels.fcp(device, storage);
            IoPort port = storage.port(wwpn);
            r = new Route(busId, device, ch == null ? null : ch.chpid(), wwpn, port, HostStorage.hostAdapter(port),
                    source);
            routes.put(key, r);
        }
        return r;
    }

    /**
     * The real device behind a bus ID: the DEDICATE of that virtual device for a guest with a directory
     * entry, else CP QUERY VIRTUAL FCP's; the bus ID's own device number for a guest without an entry (an
     * LPAR), or for an ATTACHed one where the IOCDS has that FCP device and no entry dedicates it.
     */
    private DeviceNumber device(BusId busId) {
        DeviceNumber devno = busId.device();
        if (layout != null && layout.entry() != null) {
            GuestDedicate d = channels.dedicates.getOrDefault(guest, Map.of()).get(devno);
            if (d != null) {
                return d.rdev();
            }
        }
        // CP's QUERY VIRTUAL FCP tells the real device behind the guest's virtual one (an ATTACH, or a
        // directory entry not given); without it, a guest without an entry is an LPAR seeing real numbers
        DeviceNumber real = channels.virtualFcp.getOrDefault(guest, Map.of()).get(devno);
        if (real != null) {
            return real;
        }
        if (layout == null || layout.entry() == null) {
            return devno;
        }
        // a device the entry lacks came by CP ATTACH, which without AS gives the guest the real device at
        // its own number: so where the IOCDS has an FCP device of that number that no entry dedicates
        return !channels.dedicatedRdevs.contains(devno) && channels.fcp(devno, storage).chpid() != null
                ? devno : null;
    }

    private List<LunPath> lunPaths() {
        Map<PathKey, ZfcpLun[]> byKey = new LinkedHashMap<>();
        for (ZfcpLun l : f.luns) {
            if (l.busId() == null || l.wwpn() == null || l.lun() == null) {
                continue; // the readers never make these; a LUN path needs all three
            }
            Route r = route(l.busId(), l.wwpn(), l.source());
            if (l.state() == ZfcpLun.State.AVAILABLE) {
                runningRoutes.add(r); // the target reported it: the port is logged in
                continue;
            }
            ZfcpLun[] slot = byKey.computeIfAbsent(new PathKey(l.busId(), l.wwpn(), l.lun()), k -> new ZfcpLun[2]);
            if (l.origin().configuration()) {
                configRoutes.add(r);
                if (slot[0] == null) {
                    slot[0] = l;
                }
            } else {
                runningRoutes.add(r);
                // lszfcp -D tells the SCSI address, so it is preferred over lsluns and chzdev
                if (slot[1] == null || (slot[1].hctl() == null && l.hctl() != null)) {
                    slot[1] = l;
                }
            }
        }
        List<LunPath> out = new ArrayList<>(byKey.size());
        for (ZfcpLun[] slot : byKey.values()) {
            ZfcpLun any = slot[1] != null ? slot[1] : slot[0];
            Route r = routes.get(new RouteKey(any.busId(), any.wwpn()));
            out.add(new LunPath(guest, r, any.lun(), storage.lun(any.lun().toString(), r.port()),
                    slot[1] == null ? null : slot[1].hctl(), slot[0], slot[1]));
        }
        return out;
    }

    private MapView map(MultipathMap m, Map<Hctl, LunPath> byHctl, Map<Integer, BusId> busOfHost,
                        Map<Hctl, Wwn> wwpnOfTarget, Map<String, Hctl> hctlOfSd) {
        List<MapPath> paths = new ArrayList<>();
        StorageVolume fromPaths = null;
        for (MultipathMap.MultipathPath p : m.paths()) {
            Hctl h = p.hctl();
            if (h == null && p.device() != null) {
                h = hctlOfSd.get(p.device());
            }
            LunPath lp = h == null ? null : byHctl.get(h);
            Route r = lp != null ? lp.route() : null;
            if (r == null && h != null) {
                BusId bus = busOfHost.get(h.host());
                Wwn wwpn = wwpnOfTarget.get(target(h));
                if (bus != null && wwpn != null) {
                    r = route(bus, wwpn, p.source());
                }
            }
            if (r != null) {
                runningRoutes.add(r);
            }
            if (fromPaths == null && h != null) {
                fromPaths = lp != null ? lp.volume() : r == null ? null : storage.lun(h.fcpLun(), r.port());
            }
            paths.add(new MapPath(p, r, lp));
        }
        StorageVolume v = storage.wwid(m.wwid());
        if (v == null || (v.image() == null && fromPaths != null)) {
            v = fromPaths;
        }
        return new MapView(m, v, paths);
    }

    /** The volume behind a SCSI address traced through its SCSI host and target. */
    private StorageVolume traced(Hctl h, Map<Hctl, Wwn> wwpnOfTarget) {
        Wwn wwpn = wwpnOfTarget.get(target(h));
        IoPort port = storage.port(wwpn);
        return wwpn == null ? null : storage.lun(h.fcpLun(), port);
    }

    private List<DasdView> dasds() {
        Map<BusId, List<DasdDevice>> byBus = new LinkedHashMap<>();
        for (DasdDevice d : f.dasds) {
            if (d.busId() != null) {
                byBus.computeIfAbsent(d.busId(), k -> new ArrayList<>()).add(d);
            }
        }
        Map<DeviceNumber, GuestTopology.GuestDisk> byVdev = new HashMap<>();
        if (layout != null) {
            for (GuestTopology.GuestDisk d : layout.disks()) {
                if (d.vdev() != null) {
                    byVdev.putIfAbsent(d.vdev(), d);
                }
            }
        }
        List<DasdView> out = new ArrayList<>();
        for (Map.Entry<BusId, List<DasdDevice>> e : byBus.entrySet()) {
            BusId busId = e.getKey();
            GuestTopology.GuestDisk disk = byVdev.get(busId.device());
            StorageVolume v = null;
            if (disk != null && disk.volume() != null) {
                v = new StorageVolume(disk.volume().image(), disk.volume().id(), disk.volume(),
                        disk.placement());
            } else {
                for (DasdDevice d : e.getValue()) {
                    if (v == null && d.decodedUid() != null) {
                        v = storage.dasdUid(d.decodedUid());
                    }
                }
            }
            out.add(new DasdView(busId, e.getValue(), disk, v));
        }
        return out;
    }

    private List<LvView> lvs(List<MapView> maps, Map<Hctl, LunPath> byHctl, Map<String, Hctl> hctlOfSd,
                             List<DasdView> dasds) {
        Map<String, MapView> mapByName = new HashMap<>();
        for (MapView m : maps) {
            mapByName.putIfAbsent(m.map().wwid(), m);
            if (m.map().alias() != null) {
                mapByName.putIfAbsent(m.map().alias(), m);
            }
            if (m.map().dmDevice() != null) {
                mapByName.putIfAbsent(m.map().dmDevice(), m);
            }
        }
        Map<String, DasdView> dasdByName = new HashMap<>();
        for (DasdView d : dasds) {
            if (d.name() != null) {
                dasdByName.putIfAbsent(d.name(), d);
            }
        }
        List<LvView> out = new ArrayList<>();
        for (LogicalVolume lv : f.lvs) {
            List<SegmentView> segments = new ArrayList<>();
            for (LogicalVolume.Segment s : lv.segments()) {
                List<PvMember> members = new ArrayList<>();
                for (LogicalVolume.PvExtent d : s.devices()) {
                    members.add(member(lv, d.device(), mapByName, byHctl, hctlOfSd, dasdByName));
                }
                segments.add(new SegmentView(s, members));
            }
            out.add(new LvView(lv, segments));
        }
        return out;
    }

    /**
     * Resolves an LV device: {@code /dev/mapper/<alias|wwid>}, {@code /dev/dm-N}, {@code /dev/sdX},
     * {@code /dev/dasdX}, each optionally with a partition suffix ({@code 1}, {@code p1}, {@code -part1}), or
     * a {@code /dev/disk/by-id/...} name that holds a WWID.
     */
    private PvMember member(LogicalVolume lv, String device, Map<String, MapView> mapByName,
                            Map<Hctl, LunPath> byHctl, Map<String, Hctl> hctlOfSd,
                            Map<String, DasdView> dasdByName) {
        if (device == null) {
            return new PvMember(null, null, null, null);
        }
        String name = device.startsWith("/dev/") ? device.substring(5) : device;
        if (name.startsWith("mapper/")) {
            name = name.substring(7);
        }
        for (String c : candidates(name)) {
            MapView m = mapByName.get(c);
            if (m != null) {
                return member(lv, device, m.map().identity(), m.volume());
            }
            Hctl h = hctlOfSd.get(c);
            if (h != null) {
                LunPath p = byHctl.get(h);
                return member(lv, device, Ids.scsiDevice(h), p == null ? null : p.volume());
            }
            DasdView d = dasdByName.get(c);
            if (d != null) {
                if (d.disk() != null && d.disk().volume() != null) {
                    return new PvMember(device, Ids.dasd(d.busId()), d.volume(), d.disk());
                }
                return member(lv, device, Ids.dasd(d.busId()), d.volume());
            }
        }
        String wwid = embeddedWwid(name);
        if (wwid != null) {
            MapView m = mapByName.get(wwid);
            return member(lv, device, m == null ? null : m.map().identity(),
                    m == null ? storage.wwid(wwid) : m.volume());
        }
        return new PvMember(device, null, null, null);
    }

    private PvMember member(LogicalVolume lv, String device, String via, StorageVolume v) {
        GuestTopology.GuestDisk disk = v == null || !v.known() || v.placement() == null ? null
                : new GuestTopology.GuestDisk(guest, "lv", null, null, v.volume(), v.placement(), true,
                lv.source());
        return new PvMember(device, via, v, disk);
    }

    /** The name, then the name without a partition suffix ({@code -part1}, {@code p1}, {@code 1}). */
    private static List<String> candidates(String name) {
        List<String> out = new ArrayList<>(3);
        out.add(name);
        int end = name.length();
        int i = end;
        while (i > 0 && Character.isDigit(name.charAt(i - 1))) {
            i--;
        }
        if (i < end && i > 0) {
            String base = name.substring(0, i);
            if (base.endsWith("-part")) {
                out.add(base.substring(0, base.length() - 5));
            } else {
                out.add(base);
                if (base.endsWith("p") && base.length() > 1) {
                    out.add(base.substring(0, base.length() - 1));
                }
            }
        }
        return out;
    }

    /** A 33-character {@code 3...} WWID inside a by-id name ({@code dm-uuid-mpath-3600...}), or null. */
    private static String embeddedWwid(String name) {
        int i = name.indexOf("-36");
        if (i < 0 && name.startsWith("36")) {
            i = -1;
        } else if (i < 0) {
            return null;
        }
        int start = i + 1;
        if (start + 33 > name.length()) {
            return null;
        }
        String w = name.substring(start, start + 33).toLowerCase(Locale.ROOT);
        return Wwid.isDs8k(w) ? w : null;
    }

    /** Per image: zoned and configured paths; where neither exists, the paths the running host logged in. */
    private Map<String, List<Route>> layoutRoutes() {
        Map<String, List<Route>> declared = new TreeMap<>();
        Map<String, List<Route>> running = new TreeMap<>();
        for (Route r : routes.values()) {
            if (r.image() == null) {
                continue;
            }
            if (fabricRoutes.contains(r) || configRoutes.contains(r)) {
                declared.computeIfAbsent(r.image(), k -> new ArrayList<>()).add(r);
            } else if (runningRoutes.contains(r)) {
                running.computeIfAbsent(r.image(), k -> new ArrayList<>()).add(r);
            }
        }
        running.forEach(declared::putIfAbsent);
        declared.replaceAll((k, v) -> List.copyOf(v));
        return declared;
    }

    /** The SCSI target of an address: the address with LUN 0. */
    private static Hctl target(Hctl h) {
        return new Hctl(h.host(), h.channel(), h.target(), 0);
    }

    private static Integer hostNumber(String scsiHost) {
        if (scsiHost == null || !scsiHost.startsWith("host") || scsiHost.length() < 5 || scsiHost.length() > 13) {
            return null;
        }
        for (int i = 4; i < scsiHost.length(); i++) {
            if (!Character.isDigit(scsiHost.charAt(i))) {
                return null;
            }
        }
        return Integer.parseInt(scsiHost.substring(4));
    }
}
