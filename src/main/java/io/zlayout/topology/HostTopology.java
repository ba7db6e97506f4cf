package io.zlayout.topology;

import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.DasdDevice;
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
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.HostAdapterRef;
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
    public record StorageVolume(String image, VolumeId id, Volume volume, StorageTopology.Placement placement) {

        /** The volume, or null when the image or the id is not known. */
        public VolumeRef ref() {
            return image == null || id == null ? null : new VolumeRef(image, id);
        }

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
     * @param chpid  the CHPID of that device from the IOCDS, or null
     * @param wwpn   the target WWPN, {@code 0x} + 16 lower-case hex digits
     * @param port   the storage I/O port with that WWPN, or null when the export does not have it
     * @param hostAdapter that port's host adapter, or null with {@code port}
     * @param source where the path was first seen
     */
    public record Route(BusId busId, DeviceNumber device, ChpidRef chpid, Wwn wwpn, IoPort port, HostAdapterRef hostAdapter,
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
    public record LunPath(String guest, Route route, FcpLun lun, StorageVolume volume, Hctl hctl, ZfcpLun configured,
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
        public FcpLun lun() {
            for (MapPath p : paths) {
                if (p.lunPath() != null) {
                    return p.lunPath().lun();
                }
                if (p.path().hctl() != null) {
                    return FcpLun.ofScsiLun(p.path().hctl().lun());
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
    public record DasdView(BusId busId, List<DasdDevice> facts, GuestTopology.GuestDisk disk, StorageVolume volume) {

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
            TreeMap<VolumeRef, GuestTopology.GuestDisk> out = new TreeMap<>();
            for (LunPath p : lunPaths) {
                add(out, p.volume(), p.source());
            }
            for (MapView m : maps) {
                add(out, m.volume(), m.map().source());
            }
            return List.copyOf(out.values());
        }

        private void add(Map<VolumeRef, GuestTopology.GuestDisk> out, StorageVolume v, SourceRef source) {
            if (v != null && v.known() && v.placement() != null) {
                out.putIfAbsent(v.ref(), new GuestTopology.GuestDisk(guest, "fcp", null, null, v.volume(),
                        v.placement(), true, source));
            }
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

    /** The storage host adapter a target port (WWPN) sits on, where the storage export tells it. */
    public Optional<HostAdapterRef> hostAdapterOf(Wwn wwpn) {
        IoPort port = wwpn == null ? null : storage.port(wwpn);
        return Optional.ofNullable(HostStorage.hostAdapter(port));
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

    static HostTopology join(SiteIndex site, GuestTopology guests, ChannelTopology channelTopology,
                             StorageTopology storageTopology) {
        HostStorage storage = new HostStorage(site, storageTopology);
        HostChannels channels = new HostChannels(site, channelTopology);
        Map<String, HostJoin.Facts> facts = new HashMap<>();
        for (Class<? extends HostScoped> type : List.of(ZfcpHost.class, ZfcpPort.class, ZfcpLun.class, ScsiDevice.class,
                SgDevice.class, MultipathMap.class, MultipathConfig.class, DasdDevice.class, LogicalVolume.class)) {
            for (HostScoped r : site.all(type)) {
                if (r.guest() != null) {
                    facts.computeIfAbsent(r.guest(), k -> new HostJoin.Facts()).add(r); // upper case, as HostScoped says
                }
            }
        }
        Map<String, GuestHost> out = new LinkedHashMap<>();
        for (Map.Entry<String, HostJoin.Facts> e : new TreeMap<>(facts).entrySet()) {
            GuestTopology.GuestLayout layout = guests.guest(e.getKey()).orElse(null);
            out.put(e.getKey(), new HostJoin(e.getKey(), layout, e.getValue(), storage, channels).join());
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

}
