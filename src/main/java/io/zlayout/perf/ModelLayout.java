package io.zlayout.perf;

import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.FcpDeviceRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.Ids;
import io.zlayout.model.StorageImage;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the model needs to know of one guest's layout: its disks (where each lives on the storage side) and
 * its paths (how the host reaches the storage). Every disk is reachable over every path to its storage
 * image that speaks its protocol, as multipathing (FCP) or the channel subsystem (FICON) makes it: an FCP LUN
 * only over FCP paths, an ECKD disk only over FICON paths (where the layout tells each disk's and path's
 * {@link Protocol}; where it does not, every path). Built from a plan with
 * {@link #from(GuestPlan)}, or from plain lists for a current layout.
 *
 * @param guest     guest name, or null
 * @param access    fcp, eckd or minidisk, or null when not known
 * @param workload  what the guest mostly does as the intent says (seq-read … mixed, reread), or null; the
 *                  advice reads it, the flow does not
 * @param disks     in stripe order; process i runs on disk i (several per disk when there are more processes)
 * @param paths     the guest's paths
 * @param multipath what the running host's multipathing does, where a capture tells; null otherwise
 * @param leftOut   disks of the guest the layout does not model, each with why (the disk it IPLs from, a
 *                  volume it holds only a part of), as the model's notes say
 * @param aliases   per LCU, the HyperPAV alias devices the layout's ECKD I/O may use there: a
 *                  guest's dedicated aliases, or for minidisks the LCU's aliases z/VM multiplexes their I/O over;
 *                  an LCU not named has none
 */
public record ModelLayout(String guest, String access, String workload, List<Disk> disks, List<Path> paths,
                          Multipath multipath, List<LeftOut> leftOut,
                          java.util.Map<LssRef, java.util.Set<DeviceNumber>> aliases) {

    /** LCUs in the order of their identities, as every output lists them. */
    private static final java.util.Comparator<LssRef> BY_IDENTITY = java.util.Comparator.comparing(LssRef::identity);

    public ModelLayout {
        disks = List.copyOf(disks);
        paths = List.copyOf(paths);
        leftOut = leftOut == null ? List.of() : List.copyOf(leftOut);
        java.util.Map<LssRef, java.util.Set<DeviceNumber>> a = new java.util.TreeMap<>(BY_IDENTITY);
        if (aliases != null) {
            aliases.forEach((lcu, devices) -> {
                if (!devices.isEmpty()) {
                    a.put(lcu, java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(devices)));
                }
            });
        }
        aliases = java.util.Collections.unmodifiableMap(a);
    }

    /** A layout without HyperPAV aliases. */
    public ModelLayout(String guest, String access, String workload, List<Disk> disks, List<Path> paths,
                       Multipath multipath, List<LeftOut> leftOut) {
        this(guest, access, workload, disks, paths, multipath, leftOut, null);
    }

    /** The number of HyperPAV aliases the layout's I/O may use on an LCU. */
    public int aliasesOn(LssRef lcu) {
        java.util.Set<DeviceNumber> a = lcu == null ? null : aliases.get(lcu);
        return a == null ? 0 : a.size();
    }

    /**
     * A disk of the guest the model does not take, and why.
     *
     * @param volume the volume
     * @param reason the note the model shows, naming the guest and the volume
     */
    public record LeftOut(VolumeRef volume, String reason) {
    }

    /** A layout that models every disk of the guest. */
    public ModelLayout(String guest, String access, String workload, List<Disk> disks, List<Path> paths,
                       Multipath multipath) {
        this(guest, access, workload, disks, paths, multipath, List.of());
    }

    /** A layout without guest facts: just disks and paths. */
    public ModelLayout(List<Disk> disks, List<Path> paths) {
        this(null, null, null, disks, paths, null);
    }

    /** How a disk is reached and what a channel path speaks: an FCP LUN over FCP, an ECKD disk over FICON. */
    public enum Protocol {
        FCP, FICON;

        /** What messages call the disks of this protocol. */
        public String disks() {
            return this == FCP ? "FCP LUNs" : "ECKD disks";
        }
    }

    /** The layout with only the disks and paths of one protocol (and those whose protocol is not known). */
    public ModelLayout only(Protocol protocol) {
        return new ModelLayout(guest, access, workload,
                disks.stream().filter(d -> d.protocol() == null || d.protocol() == protocol).toList(),
                paths.stream().filter(p -> p.protocol() == null || p.protocol() == protocol).toList(), multipath,
                leftOut, aliases);
    }

    /**
     * True when the layout holds disks or paths of more than one protocol, each of them known: then each disk
     * runs only over the paths of its own protocol.
     */
    public boolean mixed() {
        java.util.Set<Protocol> seen = java.util.EnumSet.noneOf(Protocol.class);
        for (Disk d : disks) {
            if (d.protocol() == null) {
                return false;
            }
            seen.add(d.protocol());
        }
        for (Path p : paths) {
            if (p.protocol() == null) {
                return false;
            }
            seen.add(p.protocol());
        }
        return seen.size() > 1;
    }

    /**
     * One disk.
     *
     * @param volume       the volume ({@code volume:IBM.2107-75ZL101/1000}); required
     * @param rank         the rank, or null when not known (the rank level is then not modelled)
     * @param daPair       DA pair number, or null
     * @param server       storage server 0 or 1, or null
     * @param image        storage image id; null takes the volume's
     * @param machineType  2105, 2107, 1750, ...; null takes it from the image id
     * @param machineModel F20, 800, 922, 951, 996, ..., or null (the machine type's default profile applies)
     * @param protocol     FCP for a LUN, FICON for an ECKD disk (dedicated or minidisk), or null when not known
     * @param lcu          an ECKD disk's LCU (its subchannels and aliases), or null
     * @param pool         the extent pool of a volume striped over its pool's ranks, or null
     * @param rankShares   for such a volume ({@code rank} null), each rank's share of its extents (the shares sum
     *                     to 1), in the order given; empty otherwise
     */
    public record Disk(VolumeRef volume, RankRef rank, Integer daPair, Integer server, String image,
                       String machineType, String machineModel, Protocol protocol, LssRef lcu, PoolRef pool,
                       java.util.Map<RankRef, Double> rankShares) {

        public Disk {
            if (volume == null) {
                throw new IllegalArgumentException("a disk needs its volume");
            }
            rankShares = rankShares == null || rank != null || pool == null ? java.util.Map.of()
                    : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(rankShares));
            if (image == null) {
                image = volume.image();
            }
            if (machineType == null) {
                machineType = ChannelTopology.machineType(image);
            }
        }

        /** A disk neither striped over a pool nor on a known LCU. */
        public Disk(VolumeRef volume, RankRef rank, Integer daPair, Integer server, String image, String machineType,
                    String machineModel, Protocol protocol) {
            this(volume, rank, daPair, server, image, machineType, machineModel, protocol, null, null, null);
        }

        /** A disk whose protocol is not known: it may use every path to its storage image. */
        public Disk(VolumeRef volume, RankRef rank, Integer daPair, Integer server, String image, String machineType,
                    String machineModel) {
            this(volume, rank, daPair, server, image, machineType, machineModel, null);
        }

        /** True when the volume is striped over its pool's ranks, each carrying its share of the extents. */
        public boolean striped() {
            return !rankShares.isEmpty();
        }

        /** A disk whose image and machine type follow from its volume. */
        public static Disk of(VolumeRef volume, RankRef rank, Integer daPair, Integer server) {
            return new Disk(volume, rank, daPair, server, null, null, null);
        }

        /** This disk reached over {@code p}. */
        public Disk over(Protocol p) {
            return new Disk(volume, rank, daPair, server, image, machineType, machineModel, p, lcu, pool, rankShares);
        }
    }

    /**
     * One path.
     *
     * @param chpid       the channel path ({@code chpid:0.C1}), or the FCP device standing in for it where no input
     *                    tells the device's CHPID; required
     * @param linkGbps    link speed in Gbps, or null when not known (the storage profile's speed applies)
     * @param switchId    the switch in between, or null (direct or not known)
     * @param ioPort      the storage I/O port, or null when the fabric is not known
     * @param hostAdapter the host adapter, or null (taken from the port where the port is known)
     * @param enclosure   the I/O enclosure (bay), or null (taken from the port where the port is known)
     * @param protocol    what the channel speaks (an FCP CHPID or FCP device: FCP; a CHPID of an LCU: FICON), or
     *                    null when not known
     */
    public record Path(ElementRef chpid, Double linkGbps, String switchId, IoPortRef ioPort,
                       HostAdapterRef hostAdapter, EnclosureRef enclosure, Protocol protocol) {

        public Path {
            if (!(chpid instanceof ChpidRef) && !(chpid instanceof FcpDeviceRef)) {
                throw new IllegalArgumentException("a path needs a CHPID (or the FCP device standing in for it),"
                        + " found " + chpid);
            }
            if (linkGbps != null && !(linkGbps > 0 && Double.isFinite(linkGbps))) {
                throw new IllegalArgumentException("a link speed must be > 0 Gbps, found " + linkGbps);
            }
            if (hostAdapter == null && ioPort != null) {
                hostAdapter = ioPort.hostAdapter().orElse(null);
            }
            if (enclosure == null && ioPort != null) {
                enclosure = ioPort.enclosure().orElse(null);
            }
        }

        /** A path whose protocol is not known: every disk of its storage image may use it. */
        public Path(ElementRef chpid, Double linkGbps, String switchId, IoPortRef ioPort, HostAdapterRef hostAdapter,
                    EnclosureRef enclosure) {
            this(chpid, linkGbps, switchId, ioPort, hostAdapter, enclosure, null);
        }

        /** The storage image the path lands on, from its port or host adapter; null when neither is known. */
        public String image() {
            return ioPort != null ? ioPort.image() : hostAdapter != null ? hostAdapter.image() : null;
        }

        /** The channel subsystem of its CHPID; null for an FCP device standing in for one. */
        public Integer css() {
            return chpid instanceof ChpidRef c ? c.css() : null;
        }
    }

    /**
     * What a running host's multipathing does (from {@code multipath -ll}, {@code /proc/scsi/sg/devices}).
     *
     * @param groupingPolicy multibus, failover, group_by_prio, ... or null
     * @param pathSelector   round-robin 0, service-time 0, queue-length 0, ... or null
     * @param pathsInUse     paths active and in use, or null
     * @param queueDepth     the LUNs' queue depth, or null
     */
    public record Multipath(String groupingPolicy, String pathSelector, Integer pathsInUse, Integer queueDepth) {
    }

    /** A planned guest's layout; storage models are not in a plan, so each machine type's default profile applies. */
    public static ModelLayout from(GuestPlan plan) {
        return from(plan, null);
    }

    /** A planned guest's layout, with each storage image's model looked up in the site (DS8300 vs DS8800). */
    public static ModelLayout from(GuestPlan plan, Site site) {
        List<Disk> disks = new ArrayList<>();
        java.util.Map<LssRef, Boolean> lcuMinidisk = new java.util.LinkedHashMap<>();
        boolean eckd = "eckd".equals(plan.access()) || "minidisk".equals(plan.access());
        // a guest's disks are on one image or a few: each image's model is looked up once
        java.util.Map<String, java.util.Optional<String>> modelOf = new java.util.HashMap<>(4);
        for (PlannedDisk d : plan.disks()) {
            String model = site == null ? null : modelOf.computeIfAbsent(d.image(), image -> site.find(
                    StorageImage.class, Ids.storage(image)).map(StorageImage::model)).orElse(null);
            // the placement the check and today's layout are modelled by: the same pool shares and LCU
            disks.add(CurrentLayouts.disk(d.placement(), model, eckd ? Protocol.FICON : null));
            if (eckd && site != null) {
                lcuMinidisk.merge(d.lss(), "minidisk".equals(plan.access()), Boolean::logicalOr);
            }
        }
        List<Path> paths = new ArrayList<>();
        for (PlannedPath p : plan.paths()) {
            paths.add(new Path(p.chpid(), gbps(p.speed()), null, p.ioPort(), p.hostAdapter(), p.enclosure()));
        }
        // dedicated ECKD: the aliases the plan gives the guest (those it keeps among them); minidisks: z/VM's
        java.util.Map<LssRef, java.util.Set<DeviceNumber>> aliases = new java.util.HashMap<>();
        plan.aliases().forEach(a -> aliases.computeIfAbsent(a.lcu(), k -> new java.util.TreeSet<>()).add(a.device()));
        if (site != null && "minidisk".equals(plan.access())) {
            aliases.putAll(CurrentLayouts.aliases(site, plan.guest(), lcuMinidisk));
        }
        return new ModelLayout(plan.guest(), plan.access(), plan.workload(), disks, paths, null, List.of(), aliases);
    }

    private static final Pattern SPEED = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(g|m)?", Pattern.CASE_INSENSITIVE);

    /**
     * A link speed as exported ({@code 16 Gb/s}, {@code 1Gb}, {@code 8 GFC}, {@code 4}) in Gbps; null when the
     * text holds no speed (N/A, unknown).
     */
    public static Double gbps(String speed) {
        if (speed == null) {
            return null;
        }
        String s = speed.trim().toLowerCase(Locale.ROOT);
        if (s.length() > 40) {
            return null;
        }
        Matcher m = SPEED.matcher(s);
        if (!m.find()) {
            return null;
        }
        double v = Double.parseDouble(m.group(1));
        if ("m".equals(m.group(2))) {
            v = v / 1000;
        }
        return v > 0 && v < 1000 ? v : null;
    }
}
