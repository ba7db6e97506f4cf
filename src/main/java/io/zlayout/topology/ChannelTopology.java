package io.zlayout.topology;

import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.LssId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import io.zlayout.input.Manifest;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.SanZone;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.ref.VolumeRef;

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
import java.util.TreeSet;

/**
 * The channel side joined to storage: CNTLUNIT {@code UNIT=2105/2107/1750} -> storage image (the only image
 * of that machine type, or zlayout.yaml {@code storage:} / {@code controlUnits:}); CUADD -> LCU/LSS; base
 * device -> volume by unit address; each channel path -> CHPID record, switch, and (through zlayout.yaml
 * {@code fabric:}) the storage I/O ports it lands on. An FCP channel path {@code fabric:} does not name gets its
 * ports from the switches' zoning, where read: the storage ports zoned with a WWPN an FCP device of its control
 * unit logs in with (CP {@code QUERY FCP} / SMAPI {@code System_WWPN_Query}: the NPIV WWPN, and the channel's).
 * A port {@code fabric:} names that is no I/O port of the site is kept as written, with its entry, channel path and
 * control units ({@link #unplacedPorts()}), for the rules, the plan and the model to say.
 */
public final class ChannelTopology {

    /** Machine types whose control units are storage images zlayout models. */
    public static final Set<String> STORAGE_CU_TYPES = Set.of("2105", "2107", "1750");

    /** Whether the control unit is a storage LCU: its UNIT is one of {@link #STORAGE_CU_TYPES}. */
    public static boolean storage(ControlUnit cu) {
        return cu.unit() != null && STORAGE_CU_TYPES.contains(cu.unit());
    }

    /**
     * One channel path of a control unit, traced as far as the inputs allow.
     *
     * @param chpid    the CHPID record, or null when the deck does not define it
     * @param switchId the entry switch of the CHPID, or null
     * @param ioPorts  the storage I/O ports the path lands on (from {@code fabric:}, else the zoning), in the order
     *                 of their identities; empty when not known
     */
    public record ChannelPath(CuPath path, Chpid chpid, String switchId, List<IoPortRef> ioPorts) {

        public String chpidIdentity() {
            return path.chpidIdentity();
        }

        /** The channel path as a reference: its CSS and CHPID. */
        public ChpidRef chpidRef() {
            return new ChpidRef(path.css(), path.chpid());
        }
    }

    /** Why a port a {@code fabric:} entry names could not be put on a storage I/O port of the site. */
    public enum Unplaced {
        /**
         * A bare id ({@code I0130}) for a path whose storage image cannot be told: a storage control unit of a type
         * the site has several images of, that {@code controlUnits:} does not map; an FCP control unit where the
         * site has several images and no {@code storage:}.
         */
        NO_IMAGE,
        /** {@code <image>/<id>} naming an image the site has no records of. */
        UNKNOWN_IMAGE,
        /** {@code <image>/<id>} naming an image other than the one the storage control unit belongs to. */
        OTHER_IMAGE,
        /**
         * An id the image's exported I/O ports (lsioport) do not have: the paths are traced through it all the same,
         * to the host adapter and enclosure its id tells ({@code I<EE><S><P>}).
         */
        UNKNOWN_PORT;

        /** True when the paths are traced through the port all the same. */
        public boolean traced() {
            return this == UNKNOWN_PORT;
        }
    }

    /**
     * A port a zlayout.yaml {@code fabric:} entry names for channel paths that names no storage I/O port of the
     * site, so those paths are not traced through it (but see {@link Unplaced#traced()}): one per entry, port, channel
     * path and link.
     *
     * @param at           the entry in zlayout.yaml; null for a link made in code
     * @param written      the port as the entry writes it
     * @param chpid        the channel path
     * @param link         the FICON link address of the paths, as the IOCDS codes it; null where none is coded
     * @param controlUnits the control units whose paths over the CHPID (and link) the entry serves, in number order
     * @param why          why it names no port
     * @param port         the port as read: the image it names or was put on, and its id; null for
     *                     {@link Unplaced#NO_IMAGE}
     * @param images       {@link Unplaced#NO_IMAGE}: the images it could be on; {@link Unplaced#UNKNOWN_IMAGE}: the
     *                     site's images; {@link Unplaced#OTHER_IMAGE}: the image of the control units; else empty
     */
    public record UnplacedPort(SourceRef at, String written, ChpidRef chpid, String link,
                               List<ControlUnit> controlUnits, Unplaced why, IoPortRef port, List<String> images) {
    }

    /** (CSS << 8 | CHPID) -> the CHPID record. */
    private final Map<Integer, Chpid> chpids;
    private final Map<CuNumber, String> imageOfCu;
    private final Map<CuNumber, List<ChannelPath>> pathsOfCu;
    private final Map<CuNumber, List<Device>> devicesOfCu;
    private final Map<CuNumber, ControlUnit> cus;
    private final boolean fabricKnown;
    private final List<UnplacedPort> unplaced;
    /** Machine type -> the site's storage images of that type, in order. */
    private final Map<String, List<String>> imagesByType;

    private ChannelTopology(Map<Integer, Chpid> chpids, Map<CuNumber, String> imageOfCu,
                            Map<CuNumber, List<ChannelPath>> pathsOfCu, Map<CuNumber, List<Device>> devicesOfCu,
                            Map<CuNumber, ControlUnit> cus, boolean fabricKnown, List<UnplacedPort> unplaced,
                            Map<String, List<String>> imagesByType) {
        this.chpids = chpids;
        this.imageOfCu = imageOfCu;
        this.pathsOfCu = pathsOfCu;
        this.devicesOfCu = devicesOfCu;
        this.cus = cus;
        this.fabricKnown = fabricKnown;
        this.unplaced = unplaced;
        this.imagesByType = imagesByType;
    }

    static ChannelTopology join(SiteIndex site, Manifest manifest) {
        Map<Integer, Chpid> chpids = new HashMap<>();
        for (Chpid c : site.all(Chpid.class)) {
            chpids.putIfAbsent(key(c.css(), c.id()), c);
        }
        // images by machine type
        Map<String, TreeSet<String>> imagesByType = new HashMap<>();
        for (String image : site.storageImages()) {
            imagesByType.computeIfAbsent(machineType(image), k -> new TreeSet<>()).add(image);
        }
        Fabric fabric = new Fabric(site, manifest, imagesByType);
        Map<CuNumber, List<Device>> devicesOfCu = new HashMap<>();
        // a deck's devices come in runs of one control unit (an IODEVICE statement's range): one lookup per run
        CuNumber lastCu = null;
        List<Device> ofLastCu = null;
        for (Device d : site.all(Device.class)) {
            for (CuNumber cu : d.controlUnits()) {
                if (!cu.equals(lastCu)) {
                    lastCu = cu;
                    ofLastCu = devicesOfCu.computeIfAbsent(cu, k -> new ArrayList<>());
                }
                ofLastCu.add(d);
            }
        }
        Zoned zoned = Zoned.of(site);
        Map<CuNumber, String> imageOfCu = new HashMap<>();
        Map<CuNumber, List<ChannelPath>> pathsOfCu = new LinkedHashMap<>();
        Map<CuNumber, ControlUnit> cus = new LinkedHashMap<>();
        boolean fromZoning = false;
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            cus.putIfAbsent(cu.number(), cu);
            String image = manifest.controlUnits().get(cu.number());
            if (image == null && storage(cu)) {
                TreeSet<String> candidates = imagesByType.getOrDefault(cu.unit(), new TreeSet<>());
                if (manifest.storage() != null && (candidates.isEmpty() || candidates.contains(manifest.storage()))) {
                    image = manifest.storage();
                } else if (candidates.size() == 1) {
                    image = candidates.first();
                }
            }
            if (image != null) {
                imageOfCu.put(cu.number(), image);
            }
            List<ChannelPath> paths = new ArrayList<>();
            for (CuPath p : cu.paths()) {
                Chpid c = chpids.get(key(p.css(), p.chpid()));
                List<Written> ports = fabric.ports(p);
                TreeSet<IoPortRef> portIds = new TreeSet<>();
                if (ports.isEmpty() && "FCP".equalsIgnoreCase(cu.unit())) {
                    portIds.addAll(zoned.ports(devicesOfCu.getOrDefault(cu.number(), List.of())));
                    fromZoning |= !portIds.isEmpty();
                }
                fabric.place(cu, image, p, ports, portIds);
                paths.add(new ChannelPath(p, c, c == null ? null : c.switchId(), List.copyOf(portIds)));
            }
            pathsOfCu.put(cu.number(), Collections.unmodifiableList(paths));
        }
        return new ChannelTopology(chpids, imageOfCu, pathsOfCu, devicesOfCu, cus,
                !manifest.fabric().isEmpty() || fromZoning, fabric.unplaced(), byType(imagesByType));
    }

    /**
     * zlayout.yaml {@code fabric:} as the join reads it: the ports its entries name per CHPID and link, put on the
     * storage I/O ports of the site, and those that name none.
     */
    private static final class Fabric {

        private final Map<String, List<Written>> portsByLink = new HashMap<>();
        /** The ids of the I/O ports each image's export lists. */
        private final Map<String, Set<String>> portIdsOf = new HashMap<>();
        private final Map<String, TreeSet<String>> imagesByType;
        private final TreeSet<String> allImages = new TreeSet<>();
        private final String defaultImage;
        private final Map<UnplacedKey, List<ControlUnit>> unplaced = new LinkedHashMap<>();

        Fabric(SiteIndex site, Manifest manifest, Map<String, TreeSet<String>> imagesByType) {
            this.imagesByType = imagesByType;
            for (Manifest.FabricLink f : manifest.fabric()) {
                if (f.chpid() == null) {
                    continue;
                }
                List<Written> ports = portsByLink.computeIfAbsent(fabricKey(f.chpid(), f.link()),
                        k -> new ArrayList<>());
                for (String p : f.allPorts()) {
                    ports.add(new Written(f, p, p.toUpperCase(Locale.ROOT)));
                }
            }
            for (IoPort p : site.all(IoPort.class)) {
                if (p.image() != null && p.id() != null) {
                    portIdsOf.computeIfAbsent(p.image(), k -> new java.util.HashSet<>())
                            .add(p.id().toUpperCase(Locale.ROOT));
                }
            }
            imagesByType.values().forEach(allImages::addAll);
            defaultImage = manifest.storage() != null ? manifest.storage()
                    : allImages.size() == 1 ? allImages.first() : null;
        }

        /** The ports the entries name for a channel path: of its CHPID and link, else of its CHPID without one. */
        List<Written> ports(CuPath p) {
            List<Written> ports = new ArrayList<>();
            for (String key : List.of(fabricKey(p.css() + "." + p.chpid(), p.link()),
                    fabricKey(p.chpid().toString(), p.link()))) {
                ports.addAll(portsByLink.getOrDefault(key, List.of()));
            }
            if (ports.isEmpty() && p.link() != null) {
                // a fabric entry without a link serves every link of that CHPID
                ports.addAll(portsByLink.getOrDefault(fabricKey(p.css() + "." + p.chpid(), null), List.of()));
                ports.addAll(portsByLink.getOrDefault(fabricKey(p.chpid().toString(), null), List.of()));
            }
            return ports;
        }

        /**
         * Puts the ports of a path of {@code cu} (of {@code image}, or null) on storage I/O ports into {@code into}. A
         * port is named by its id on the CU's image (FCP CUs have none: the site's image), or in full as
         * {@code <image>/<id>} where several images make that ambiguous; one that names no port of the site (no image
         * to put a bare id on, an image the site or the CU does not have) is recorded, and the path is not traced
         * through it; an id the image's export lacks is recorded, and traced by what the id tells.
         */
        void place(ControlUnit cu, String image, CuPath p, List<Written> ports, Set<IoPortRef> into) {
            String portImage = image != null ? image : defaultImage;
            for (Written port : ports) {
                IoPortRef ref = IoPortRef.written(port.text(), portImage);
                Unplaced why = ref == null ? Unplaced.NO_IMAGE
                        : !allImages.isEmpty() && !allImages.contains(ref.image()) ? Unplaced.UNKNOWN_IMAGE
                        : image != null && !image.equals(ref.image()) ? Unplaced.OTHER_IMAGE
                        : portIdsOf.containsKey(ref.image()) && !portIdsOf.get(ref.image()).contains(ref.id())
                        ? Unplaced.UNKNOWN_PORT : null;
                if (why == null || why.traced()) {
                    into.add(ref);
                }
                if (why == null) {
                    continue;
                }
                List<String> images = switch (why) {
                    case NO_IMAGE -> List.copyOf(storage(cu)
                            ? imagesByType.getOrDefault(cu.unit(), new TreeSet<>()) : allImages);
                    case UNKNOWN_IMAGE -> List.copyOf(allImages);
                    case OTHER_IMAGE -> List.of(image);
                    case UNKNOWN_PORT -> List.of();
                };
                unplaced.computeIfAbsent(new UnplacedKey(port, new ChpidRef(p.css(), p.chpid()), p.link(), why, ref,
                        images), k -> new ArrayList<>()).add(cu);
            }
        }

        /** What was recorded, in the order of the entries (where they are in zlayout.yaml), ports and paths. */
        List<UnplacedPort> unplaced() {
            List<UnplacedPort> out = new ArrayList<>();
            unplaced.forEach((k, units) -> {
                List<ControlUnit> sorted = new ArrayList<>(units);
                sorted.sort(java.util.Comparator.comparing(ControlUnit::number));
                out.add(new UnplacedPort(k.written().entry().at(), k.written().written(), k.chpid(), k.link(),
                        List.copyOf(sorted), k.why(), k.port(), k.images()));
            });
            out.sort(java.util.Comparator.comparing(UnplacedPort::at,
                            java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder()))
                    .thenComparing(UnplacedPort::written).thenComparing(UnplacedPort::chpid)
                    .thenComparing(UnplacedPort::link,
                            java.util.Comparator.nullsFirst(java.util.Comparator.naturalOrder())));
            return List.copyOf(out);
        }
    }

    /** A port as a {@code fabric:} entry writes it, and in upper case, as it is matched. */
    private record Written(Manifest.FabricLink entry, String written, String text) {
    }

    /** What makes one {@link UnplacedPort}: the entry's port, the channel path, the link, why, the images. */
    private record UnplacedKey(Written written, ChpidRef chpid, String link, Unplaced why, IoPortRef port,
                               List<String> images) {
    }

    /**
     * The zoning read, for FCP channels {@code fabric:} does not name: per FCP device, the WWPNs CP or SMAPI says it
     * logs in with; per WWPN, the storage ports zoned with it.
     */
    private record Zoned(Map<DeviceNumber, List<Wwn>> initiators, Map<Wwn, Set<IoPortRef>> portsOf) {

        static Zoned of(SiteIndex site) {
            List<SanZone> zones = site.all(SanZone.class);
            if (zones.isEmpty()) {
                return new Zoned(Map.of(), Map.of());
            }
            Map<Wwn, IoPortRef> portByWwpn = new HashMap<>();
            for (IoPort p : site.all(IoPort.class)) {
                if (p.wwpn() != null && p.image() != null) {
                    portByWwpn.putIfAbsent(p.wwpn(), new IoPortRef(p.image(), p.id()));
                }
            }
            Map<Wwn, Set<IoPortRef>> portsOf = new HashMap<>();
            for (SanZone z : zones) {
                List<IoPortRef> ports = new ArrayList<>();
                for (Wwn m : z.members()) {
                    IoPortRef port = portByWwpn.get(m);
                    if (port != null) {
                        ports.add(port);
                    }
                }
                if (ports.isEmpty()) {
                    continue;
                }
                for (Wwn m : z.members()) {
                    if (!portByWwpn.containsKey(m)) {
                        portsOf.computeIfAbsent(m, k -> new TreeSet<>()).addAll(ports);
                    }
                }
            }
            Map<DeviceNumber, List<Wwn>> initiators = new HashMap<>();
            for (ZvmFcpDevice f : site.all(ZvmFcpDevice.class)) {
                if (f.device() == null) {
                    continue;
                }
                List<Wwn> w = initiators.computeIfAbsent(f.device(), k -> new ArrayList<>());
                if (f.npivWwpn() != null) {
                    w.add(f.npivWwpn());
                }
                if (f.physicalWwpn() != null) {
                    w.add(f.physicalWwpn());
                }
            }
            return new Zoned(initiators, portsOf);
        }

        /** The storage ports zoned with a WWPN one of the devices logs in with. */
        Set<IoPortRef> ports(List<Device> devices) {
            if (portsOf.isEmpty()) {
                return Set.of();
            }
            Set<IoPortRef> out = new TreeSet<>();
            for (Device d : devices) {
                for (Wwn w : initiators.getOrDefault(d.number(), List.of())) {
                    out.addAll(portsOf.getOrDefault(w, Set.of()));
                }
            }
            return out;
        }
    }

    private static int key(int css, ChpidId chpid) {
        return css << 8 | chpid.value();
    }

    private static String fabricKey(String chpid, String link) {
        String c = chpid.toUpperCase(Locale.ROOT);
        return c + "|" + (link == null ? "" : link.toUpperCase(Locale.ROOT));
    }

    /** {@code IBM.2107-75ABC11} -> 2107; {@code 2107-75ABC11} -> 2107; else the text before the first '-'. */
    public static String machineType(String image) {
        return Ids.machineType(image);
    }

    /** The CHPID record of a channel path identity ({@code chpid:0.50}), when the deck defines it. */
    public Optional<Chpid> chpid(String identity) {
        return ChpidRef.parse(identity).flatMap(c -> chpid(c.css(), c.id()));
    }

    /** The CHPID record of a channel path in a CSS, when the deck defines it. */
    public Optional<Chpid> chpid(int css, ChpidId id) {
        return Optional.ofNullable(chpids.get(key(css, id)));
    }

    /** The storage image a control unit belongs to, when it is a storage CU and the image can be told. */
    public Optional<String> image(ControlUnit cu) {
        return Optional.ofNullable(imageOfCu.get(cu.number()));
    }

    /** The LSS/LCU of a storage control unit: its image and CUADD (default 00). */
    public Optional<LssRef> lss(ControlUnit cu) {
        return image(cu).map(img -> new LssRef(img, lcu(cu)));
    }

    /** The LCU CUADD names (00 when not coded). */
    public static LssId lcu(ControlUnit cu) {
        return LssId.of(cu.cuadd() == null ? 0 : cu.cuadd());
    }

    /** Volume -> the base device addressing it with the lowest number; made on first use. */
    private Map<VolumeRef, Device> baseOfVolume;

    /**
     * The base device that addresses a volume (the lowest-numbered, where several CUs or CSSs reach it): how a
     * minidisk's or a volume's channel paths are found when the guest names no real device.
     */
    public synchronized Optional<Device> baseDevice(VolumeRef volume) {
        if (baseOfVolume == null) {
            Map<VolumeRef, Device> out = new HashMap<>();
            for (ControlUnit cu : cus.values()) {
                if (!imageOfCu.containsKey(cu.number())) {
                    continue;
                }
                for (Device d : devices(cu)) {
                    volumeKey(cu, d).ifPresent(v -> out.merge(v, d, (a, b) -> a.number().compareTo(b.number()) <= 0 ? a : b));
                }
            }
            baseOfVolume = out;
        }
        return Optional.ofNullable(volume == null ? null : baseOfVolume.get(volume));
    }

    /** The volume a base device addresses: LCU + unit address on the CU's image; empty for aliases. */
    public Optional<VolumeRef> volumeKey(ControlUnit cu, Device device) {
        if (device.alias()) {
            return Optional.empty();
        }
        return image(cu).map(img -> new VolumeRef(img, VolumeId.of(lcu(cu), device.unitAddress())));
    }

    public List<ChannelPath> paths(ControlUnit cu) {
        return pathsOfCu.getOrDefault(cu.number(), List.of());
    }

    /** The paths of a control unit in one CSS. */
    public List<ChannelPath> paths(ControlUnit cu, int css) {
        return paths(cu).stream().filter(p -> p.path().css() == css).toList();
    }

    public List<Device> devices(ControlUnit cu) {
        return devicesOfCu.getOrDefault(cu.number(), List.of());
    }

    public Optional<ControlUnit> controlUnit(CuNumber number) {
        return Optional.ofNullable(cus.get(number));
    }

    /**
     * True when zlayout.yaml maps channels to storage ports, or the zoning read does for an FCP channel, so paths can
     * be traced to host adapters.
     */
    public boolean fabricKnown() {
        return fabricKnown;
    }

    /** CSSs in which a control unit has paths, ascending. */
    public static TreeSet<Integer> cssOf(ControlUnit cu) {
        TreeSet<Integer> s = new TreeSet<>();
        cu.paths().forEach(p -> s.add(p.css()));
        return s;
    }

    /**
     * The ports {@code fabric:} entries name that name no storage I/O port of the site, in the order of the entries:
     * the paths they were given for are not traced through them (but see {@link Unplaced#traced()}).
     */
    public List<UnplacedPort> unplacedPorts() {
        return unplaced;
    }

    private static Map<String, List<String>> byType(Map<String, TreeSet<String>> imagesByType) {
        Map<String, List<String>> out = new HashMap<>();
        imagesByType.forEach((type, images) -> out.put(type, List.copyOf(images)));
        return Map.copyOf(out);
    }

    /**
     * Storage control units (UNIT 2105, 2107 or 1750) whose storage image cannot be told, in CU number order: the
     * site has several images of their type, or none, and zlayout.yaml's {@code controlUnits:} and {@code storage:}
     * do not settle it. Their devices are tied to no volume.
     */
    public List<ControlUnit> storageControlUnitsWithoutImage() {
        List<ControlUnit> out = new ArrayList<>();
        for (ControlUnit cu : cus.values()) {
            if (storage(cu) && !imageOfCu.containsKey(cu.number())) {
                out.add(cu);
            }
        }
        out.sort(java.util.Comparator.comparing(ControlUnit::number));
        return out;
    }

    /** The site's storage images of a machine type ({@code 2107}), in order. */
    public List<String> imagesOfType(String type) {
        return imagesByType.getOrDefault(type, List.of());
    }

    /** Storage control units grouped by image, in CU number order. */
    public Map<String, List<ControlUnit>> storageControlUnits() {
        Map<String, List<ControlUnit>> out = new TreeMap<>();
        for (ControlUnit cu : cus.values()) {
            String img = imageOfCu.get(cu.number());
            if (img != null) {
                out.computeIfAbsent(img, k -> new ArrayList<>()).add(cu);
            }
        }
        out.values().forEach(l -> l.sort(java.util.Comparator.comparing(ControlUnit::number)));
        return out;
    }

}
