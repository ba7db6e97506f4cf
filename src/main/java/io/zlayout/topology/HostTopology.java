package io.zlayout.topology;

import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
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
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Each guest's Linux captures joined to the layout: every zfcp LUN path (configured and running) traced from
 * its FCP device (bus ID -> the guest's dedicated subchannel -> CHPID) to the storage port it targets (WWPN ->
 * I/O port -> host adapter) and decoded to a storage volume; every multipath map tied to its volume (WWID)
 * and its paths (H:C:T:L -> LUN path); every LV segment's devices resolved to volumes; every DASD tied to its
 * directory disk. The paths the layout offers a guest per storage image are what its zoning ({@code fabric:}),
 * its zfcp configuration and — where neither says — its port logins give.
 *
 * <p>Joins are by hash maps only, so the cost is linear in the number of host records.
 */
public final class HostTopology {

    /**
     * A storage volume as a host names it.
     *
     * @param image     the storage image, or null when the LUN or WWID does not tell which
     * @param id        the volume id {@code LLVV}, or null when the LUN does not decode to one
     * @param volume    the exported volume, or null when the export does not have it
     * @param placement where it lives, or null with {@code volume}
     */
    public record StorageVolume(String image, String id, Volume volume, StorageTopology.Placement placement) {

        /** The volume identity, or null when the image or the id is not known. */
        public String identity() {
            return image == null || id == null ? null : Ids.volume(image, id);
        }

        /** True when the export has the volume. */
        public boolean known() {
            return volume != null;
        }
    }

    /**
     * One FC path of a guest: an FCP device and a target port, traced as far as the inputs allow.
     *
     * @param busId  the FCP device's bus ID, {@code 0.0.fc00}
     * @param device the real device number behind it (z/VM DEDICATE, or the bus ID itself in an LPAR), or null
     * @param chpid  the CHPID identity of that device from the IOCDS, or null
     * @param wwpn   the target WWPN, {@code 0x} + 16 lower-case hex digits
     * @param port   the storage I/O port with that WWPN, or null when the export does not have it
     * @param hostAdapter the identity of that port's host adapter, or null with {@code port}
     * @param source where the path was first seen
     */
    public record Route(String busId, String device, String chpid, String wwpn, IoPort port, String hostAdapter,
                        SourceRef source) {

        /** {@code busid/wwpn}, as lszfcp prints a port. */
        public String key() {
            return busId + "/" + wwpn;
        }

        public String image() {
            return port == null ? null : port.image();
        }

        public String fcpIdentity() {
            return Ids.fcp(busId);
        }

        /** {@code 0.0.fc00/0x50050763090040a1 (I0001)}: the lszfcp form and the port id where known. */
        public String label() {
            return port == null ? key() : key() + " (" + port.id() + ")";
        }
    }

    /**
     * One zfcp LUN path of a guest (FCP device, target port, LUN) with what its configuration files and its
     * running captures say about it.
     *
     * @param hctl       the SCSI address the running capture gives, or null
     * @param configured the configuration record ({@code /etc/zfcp.conf}, chzdev persistent), or null
     * @param running    the running record ({@code lszfcp -D}, {@code lsluns -a}, chzdev active), or null
     */
    public record LunPath(String guest, Route route, String lun, StorageVolume volume, Hctl hctl, ZfcpLun configured,
                          ZfcpLun running) {

        /** True when a running capture shows the LUN attached on this path. */
        public boolean attached() {
            return running != null && running.state() == ZfcpLun.State.ATTACHED;
        }

        public String identity() {
            return Ids.fcpLun(route.busId(), route.wwpn(), lun);
        }

        /** The running record's place, else the configuration's. */
        public SourceRef source() {
            return running != null ? running.source() : configured.source();
        }
    }

    /**
     * One path of a multipath map.
     *
     * @param route   the FC path behind it, or null when the captures do not tell
     * @param lunPath the zfcp LUN path with the same SCSI address, or null
     */
    public record MapPath(MultipathMap.MultipathPath path, Route route, LunPath lunPath) {

        /** True unless the kernel or the path checker has failed the path. */
        public boolean active() {
            return !"failed".equals(path.dmState()) && !"faulty".equals(path.checkerState())
                    && !"offline".equals(path.deviceState());
        }
    }

    /** A multipath map tied to its volume and its paths. */
    public record MapView(MultipathMap map, StorageVolume volume, List<MapPath> paths) {

        public MapView {
            paths = List.copyOf(paths);
        }

        /** The FC paths of the active map paths, distinct, in map order; paths that cannot be traced are left out. */
        public List<Route> activeRoutes() {
            Map<String, Route> out = new LinkedHashMap<>();
            for (MapPath p : paths) {
                if (p.active() && p.route() != null) {
                    out.putIfAbsent(p.route().key(), p.route());
                }
            }
            return List.copyOf(out.values());
        }

        /** The FCP LUN behind the map: from its first traced path, else from a path's SCSI address; null if neither. */
        public String lun() {
            for (MapPath p : paths) {
                if (p.lunPath() != null) {
                    return p.lunPath().lun();
                }
                if (p.path().hctl() != null) {
                    return p.path().hctl().fcpLun();
                }
            }
            return null;
        }

        /** {@code mpatha (volume 1004)}: how messages name the map. */
        public String label() {
            return volume != null && volume.id() != null ? map.name() + " (volume " + volume.id() + ")" : map.name();
        }
    }

    /**
     * A device of an LV segment resolved to its volume.
     *
     * @param device the device as lvs prints it ({@code /dev/mapper/mpatha})
     * @param via    the identity of what it was resolved through (a map, SCSI device or DASD), or null
     * @param volume the volume under it, or null when it cannot be told
     * @param disk   the guest disk it stands for (a directory disk for a DASD), or null with {@code volume}
     */
    public record PvMember(String device, String via, StorageVolume volume, GuestTopology.GuestDisk disk) {
    }

    /** One LV segment with its devices resolved, in stripe order. */
    public record SegmentView(LogicalVolume.Segment segment, List<PvMember> members) {

        public SegmentView {
            members = List.copyOf(members);
        }

        /**
         * True for a striped segment over more than one device: type {@code striped}, or, where lvs was not asked
         * for the type ({@code -o +devices,stripes,stripe_size}), more than one stripe.
         */
        public boolean striped() {
            String type = segment.segtype();
            return members.size() > 1 && ("striped".equals(type)
                    || (type == null && segment.stripes() != null && segment.stripes() > 1));
        }

        /** True for a linear segment: type {@code linear}, or one stripe where the type was not reported. */
        public boolean linear() {
            String type = segment.segtype();
            return "linear".equals(type) || (type == null && segment.stripes() != null && segment.stripes() == 1);
        }
    }

    /** A logical volume with its segments resolved. */
    public record LvView(LogicalVolume lv, List<SegmentView> segments) {

        public LvView {
            segments = List.copyOf(segments);
        }
    }

    /**
     * A DASD of a guest, all its captures together.
     *
     * @param facts  every record of that bus ID (lsdasd, lsdasd -u, dasd.conf, chzdev), in input order
     * @param disk   the directory disk with that virtual device number, or null
     * @param volume the volume (from the directory disk, else from the UID's SSID and unit address), or null
     */
    public record DasdView(String busId, List<DasdDevice> facts, GuestTopology.GuestDisk disk, StorageVolume volume) {

        public DasdView {
            facts = List.copyOf(facts);
        }

        /** The block device name ({@code dasda}) any capture gives, or null. */
        public String name() {
            return facts.stream().map(DasdDevice::name).filter(n -> n != null).findFirst().orElse(null);
        }
    }

    /** A {@code /proc/scsi/sg/devices} row tied to its LUN path and volume where the captures tell. */
    public record SgView(SgDevice sg, LunPath lunPath, StorageVolume volume) {
    }

    /** A named set of a guest's disks judged as one group by the layout rules. */
    public record DiskSet(String label, List<GuestTopology.GuestDisk> members) {

        public DiskSet {
            members = List.copyOf(members);
        }
    }

    /**
     * What one guest's Linux captures say, joined.
     *
     * @param layout         the guest's directory and intent view
     * @param routes         every FC path seen in the captures or given by the layout, in first-seen order
     * @param lunPaths       every zfcp LUN path configured or running (LUNs only reported by {@code lsluns} are
     *                       not here)
     * @param runningLuns    true when a capture of the running LUNs was given ({@code lszfcp -D},
     *                       {@code lsluns -a}, chzdev active), so a configured LUN missing from it is missing
     * @param layoutRoutes   per storage image, the FC paths the layout offers the guest
     */
    public record GuestHost(String guest, GuestTopology.GuestLayout layout, List<Route> routes, List<LunPath> lunPaths,
                            boolean runningLuns, List<MapView> maps, List<LvView> lvs, List<DasdView> dasds,
                            List<SgView> sgDevices, List<MultipathConfig> multipathConfigs,
                            Map<String, List<Route>> layoutRoutes) {

        public GuestHost {
            routes = List.copyOf(routes);
            lunPaths = List.copyOf(lunPaths);
            maps = List.copyOf(maps);
            lvs = List.copyOf(lvs);
            dasds = List.copyOf(dasds);
            sgDevices = List.copyOf(sgDevices);
            multipathConfigs = List.copyOf(multipathConfigs);
            layoutRoutes = Collections.unmodifiableMap(new TreeMap<>(layoutRoutes));
        }

        public String identity() {
            return Ids.guest(guest);
        }

        /** The FC paths the layout offers the guest to one storage image, in first-seen order. */
        public List<Route> layoutRoutes(String image) {
            return image == null ? List.of() : layoutRoutes.getOrDefault(image, List.of());
        }

        /**
         * The guest's FCP disk group: the exported volumes it reaches through its zfcp LUNs and multipath maps,
         * by volume identity — the FCP counterpart of {@link GuestTopology.GuestLayout#group(VolumeKind)}.
         */
        public List<GuestTopology.GuestDisk> fcpGroup() {
            TreeMap<String, GuestTopology.GuestDisk> out = new TreeMap<>();
            for (LunPath p : lunPaths) {
                add(out, p.volume(), p.source());
            }
            for (MapView m : maps) {
                add(out, m.volume(), m.map().source());
            }
            return List.copyOf(out.values());
        }

        private void add(Map<String, GuestTopology.GuestDisk> out, StorageVolume v, SourceRef source) {
            if (v != null && v.known() && v.placement() != null) {
                out.putIfAbsent(v.identity(), new GuestTopology.GuestDisk(guest, "fcp", null, null, v.volume(),
                        v.placement(), true, source));
            }
        }

        /** The FCP disk group and the stripe set of every striped LV segment. */
        public List<DiskSet> diskSets() {
            List<DiskSet> out = new ArrayList<>();
            List<GuestTopology.GuestDisk> fcp = fcpGroup();
            if (!fcp.isEmpty()) {
                out.add(new DiskSet("FCP LUNs", fcp));
            }
            out.addAll(stripeSets());
            return out;
        }

        /** The stripe set of every striped LV segment, for the layout rules. */
        public List<DiskSet> stripeSets() {
            List<DiskSet> out = new ArrayList<>();
            for (LvView lv : lvs) {
                for (SegmentView s : lv.segments()) {
                    if (!s.striped()) {
                        continue;
                    }
                    List<GuestTopology.GuestDisk> members = new ArrayList<>();
                    for (PvMember m : s.members()) {
                        if (m.disk() != null) {
                            members.add(m.disk());
                        }
                    }
                    out.add(new DiskSet("LV " + lv.lv().vg() + "/" + lv.lv().lv(), members));
                }
            }
            return out;
        }
    }

    private final Map<String, GuestHost> guests;
    private final Map<String, StorageVolume> bootVolumes;
    private final HostStorage storage;

    private HostTopology(Map<String, GuestHost> guests, Map<String, StorageVolume> bootVolumes, HostStorage storage) {
        this.guests = guests;
        this.bootVolumes = bootVolumes;
        this.storage = storage;
    }

    /**
     * The volume an FCP LUN names on the storage port of {@code portname} (else the site's only storage of that
     * LUN's form), as LOADDEV names a SCSI IPL disk; empty when the export lacks the volume.
     */
    public Optional<StorageVolume> volumeOfLun(Wwn portname, FcpLun lun) {
        IoPort port = storage.port(portname);
        StorageVolume v = lun == null ? null : storage.lun(lun, port);
        return v != null && v.known() ? Optional.of(v) : Optional.empty();
    }

    /**
     * The volume a guest IPLs from: its directory's LOADDEV LUN on the storage of the LOADDEV PORTNAME (else
     * the site's only storage of that LUN's form); empty without LOADDEV or when the export lacks the volume.
     */
    public Optional<StorageVolume> bootVolume(String guest) {
        return Optional.ofNullable(bootVolumes.get(guest.toUpperCase(Locale.ROOT)));
    }

    /** Every guest with Linux captures, by name. */
    public List<GuestHost> guests() {
        return List.copyOf(guests.values());
    }

    public Optional<GuestHost> guest(String name) {
        return Optional.ofNullable(guests.get(name.toUpperCase(Locale.ROOT)));
    }

    static HostTopology join(Site site) {
        HostStorage storage = new HostStorage(site);
        HostChannels channels = new HostChannels(site);
        Map<String, Facts> facts = new HashMap<>();
        for (Class<? extends HostScoped> type : List.of(ZfcpHost.class, ZfcpPort.class, ZfcpLun.class, ScsiDevice.class,
                SgDevice.class, MultipathMap.class, MultipathConfig.class, DasdDevice.class, LogicalVolume.class)) {
            for (HostScoped r : site.all(type)) {
                if (r.guest() != null) {
                    facts.computeIfAbsent(r.guest(), k -> new Facts()).add(r); // upper case, as HostScoped says
                }
            }
        }
        Map<String, GuestHost> out = new LinkedHashMap<>();
        for (Map.Entry<String, Facts> e : new TreeMap<>(facts).entrySet()) {
            GuestTopology.GuestLayout layout = site.guests() == null ? null
                    : site.guests().guest(e.getKey()).orElse(null);
            out.put(e.getKey(), new GuestJoin(e.getKey(), layout, e.getValue(), storage, channels).join());
        }
        Map<String, StorageVolume> boot = new HashMap<>();
        for (io.zlayout.model.Guest g : site.all(io.zlayout.model.Guest.class)) {
            if (g.loaddevLun() == null) {
                continue;
            }
            IoPort port = storage.port(g.loaddevPortname());
            StorageVolume v = storage.lun(g.loaddevLun(), port);
            if (v != null && v.known()) {
                boot.putIfAbsent(g.name().toUpperCase(Locale.ROOT), v);
            }
        }
        return new HostTopology(Collections.unmodifiableMap(out), Collections.unmodifiableMap(boot), storage);
    }

    /** One guest's host records, by kind, in input order. */
    private static final class Facts {
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
    private record RouteKey(String busId, String wwpn) {
    }

    /** A LUN path of a guest. */
    private record PathKey(BusId busId, Wwn wwpn, FcpLun lun) {
    }



    /** Joins one guest. */
    private static final class GuestJoin {
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

        GuestJoin(String guest, GuestTopology.GuestLayout layout, Facts f, HostStorage storage, HostChannels channels) {
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
                    runningRoutes.add(route(p.busId().toString(), p.wwpn().toString(), p.source()));
                }
            }
            List<LunPath> lunPaths = lunPaths();
            boolean runningLuns = f.luns.stream().anyMatch(l -> !l.origin().configuration()
                    && l.state() != ZfcpLun.State.AVAILABLE);
            Map<Hctl, LunPath> byHctl = new HashMap<>();
            Map<Integer, String> busOfHost = new HashMap<>();
            Map<Hctl, String> wwpnOfTarget = new HashMap<>();
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
                    busOfHost.putIfAbsent(n, h.busId().toString());
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
            Map<String, GuestDedicate> ded = channels.dedicates.getOrDefault(guest, Map.of());
            List<GuestDedicate> sorted = new ArrayList<>(ded.values());
            sorted.sort(java.util.Comparator.comparing(GuestDedicate::vdev));
            for (GuestDedicate d : sorted) {
                HostChannels.FcpChannel ch = channels.fcp(d.rdev(), storage);
                if (ch == null) {
                    continue;
                }
                String busId = DeviceNumber.tryParse(d.vdev()).map(n -> new BusId(0, 0, n).toString()).orElse(null);
                if (busId == null) {
                    continue;
                }
                for (String wwpn : ch.wwpns()) {
                    fabricRoutes.add(route(busId, wwpn, d.source()));
                }
            }
        }

        private Route route(String busId, String wwpn, SourceRef source) {
            RouteKey key = new RouteKey(busId, wwpn);
            Route r = routes.get(key);
            if (r == null) {
                String device = device(busId);
                HostChannels.FcpChannel ch = channels.fcp(device, storage);
                IoPort port = storage.port(wwpn);
                r = new Route(busId, device, ch == null ? null : ch.chpid(), wwpn, port, storage.hostAdapter(port),
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
        private String device(String busId) {
            String devno = busId.substring(busId.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT);
            if (layout != null && layout.entry() != null) {
                GuestDedicate d = channels.dedicates.getOrDefault(guest, Map.of()).get(devno);
                if (d != null) {
                    return d.rdev();
                }
            }
            // CP's QUERY VIRTUAL FCP tells the real device behind the guest's virtual one (an ATTACH, or a
            // directory entry not given); without it, a guest without an entry is an LPAR seeing real numbers
            String real = channels.virtualFcp.getOrDefault(guest, Map.of()).get(devno);
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
                Route r = route(l.busId().toString(), l.wwpn().toString(), l.source());
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
                Route r = routes.get(new RouteKey(any.busId().toString(), any.wwpn().toString()));
                out.add(new LunPath(guest, r, any.lun().toString(), storage.lun(any.lun().toString(), r.port()),
                        slot[1] == null ? null : slot[1].hctl(), slot[0], slot[1]));
            }
            return out;
        }

        private MapView map(MultipathMap m, Map<Hctl, LunPath> byHctl, Map<Integer, String> busOfHost,
                            Map<Hctl, String> wwpnOfTarget, Map<String, Hctl> hctlOfSd) {
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
                    String bus = busOfHost.get(h.host());
                    String wwpn = wwpnOfTarget.get(target(h));
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
        private StorageVolume traced(Hctl h, Map<Hctl, String> wwpnOfTarget) {
            String wwpn = wwpnOfTarget.get(target(h));
            IoPort port = storage.port(wwpn);
            return wwpn == null ? null : storage.lun(h.fcpLun(), port);
        }

        private List<DasdView> dasds() {
            Map<String, List<DasdDevice>> byBus = new LinkedHashMap<>();
            for (DasdDevice d : f.dasds) {
                if (d.busId() != null) {
                    byBus.computeIfAbsent(d.busId(), k -> new ArrayList<>()).add(d);
                }
            }
            Map<String, GuestTopology.GuestDisk> byVdev = new HashMap<>();
            if (layout != null) {
                for (GuestTopology.GuestDisk d : layout.disks()) {
                    if (d.vdev() != null) {
                        byVdev.putIfAbsent(d.vdev().toUpperCase(Locale.ROOT), d);
                    }
                }
            }
            List<DasdView> out = new ArrayList<>();
            for (Map.Entry<String, List<DasdDevice>> e : byBus.entrySet()) {
                String busId = e.getKey();
                String devno = busId.substring(busId.lastIndexOf('.') + 1).toUpperCase(Locale.ROOT);
                GuestTopology.GuestDisk disk = byVdev.get(devno);
                StorageVolume v = null;
                if (disk != null && disk.volume() != null) {
                    v = new StorageVolume(disk.volume().image(), disk.volume().id(), disk.volume(), disk.placement());
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
}
