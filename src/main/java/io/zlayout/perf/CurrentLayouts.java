package io.zlayout.perf;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.StorageImage;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.FcpDeviceRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.RunningLayout;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A guest's layout as it is today, for the model: its disks from the z/VM directory (dedicated bases,
 * minidisk volumes) and from its Linux captures (FCP LUNs, as {@link RunningLayout} joins them), and its
 * paths — for ECKD the channel paths of those disks' LCUs, for FCP the paths its captures show carrying I/O
 * (else its FCP devices' CHPIDs to the ports the fabric names). An FCP device whose CHPID no input tells
 * stands for its channel.
 */
public final class CurrentLayouts {

    private final Site site;
    /**
     * Per control unit, its paths as the model sees them: many guests' disks share a few hundred LCUs. Guests
     * are modelled on several threads at once ({@link PlanThroughput}).
     */
    private final Map<String, CuPaths> cuPaths = new java.util.concurrent.ConcurrentHashMap<>();

    /** A control unit's paths with, for each, its key in a layout's paths and its CSS (or null): made once. */
    private record CuPaths(List<ModelLayout.Path> paths, List<PathKey> keys, List<Integer> css) {
        static CuPaths of(List<ModelLayout.Path> paths) {
            List<PathKey> keys = new ArrayList<>(paths.size());
            List<Integer> css = new ArrayList<>(paths.size());
            for (ModelLayout.Path p : paths) {
                keys.add(PathKey.of(p));
                css.add(p.css());
            }
            return new CuPaths(paths, keys, css);
        }
    }

    /** A path of a layout is one channel to one port (or to no known port): a second such path adds nothing. */
    private record PathKey(ElementRef chpid, IoPortRef ioPort) {
        static PathKey of(ModelLayout.Path p) {
            return new PathKey(p.chpid(), p.ioPort());
        }
    }

    private CurrentLayouts(Site site) {
        this.site = site;
    }

    /** The current layouts of a site's guests, sharing what guests share (control units' paths). */
    public static CurrentLayouts of(Site site) {
        return new CurrentLayouts(site);
    }

    public static ModelLayout of(Site site, GuestTopology.GuestLayout g) {
        return of(site).layout(g);
    }

    /**
     * The guest's layout today: its directory disks with their LCUs' channel paths (FICON), and the FCP disks it
     * runs (its LUNs, {@link RunningLayout}) over the paths that carry their I/O (FCP). The directory's FCP
     * devices stand in for the paths only where no capture shows what the guest runs. The disks it IPLs from and
     * the volumes it holds only a part of (a root, swap or CMS minidisk) are left out, as the plan leaves them
     * out: what is modelled is what the guest stripes its data over, and {@code plan} compares like with like.
     * The guest runs in one partition, so in one channel subsystem: where the deck defines its LCUs in several,
     * only that CSS's paths count ({@link RunningLayout#eckdPaths}).
     */
    public ModelLayout layout(GuestTopology.GuestLayout g) {
        ChannelTopology ch = site.channels();
        List<ModelLayout.Disk> disks = new ArrayList<>();
        List<ModelLayout.LeftOut> leftOut = new ArrayList<>();
        Map<PathKey, ModelLayout.Path> paths = new LinkedHashMap<>();
        java.util.Set<VolumeRef> seen = new java.util.HashSet<>();
        RunningLayout running = site.running();
        CurrentEntries.CurrentEntry entry = site.today().of(g.guest());
        java.util.Set<VolumeRef> boot = entry.bootVolumes();
        List<ControlUnit> eckdUnits = new ArrayList<>();
        Map<LssRef, Boolean> lcuMinidisk = new LinkedHashMap<>();
        for (GuestTopology.GuestDisk d : running == null ? g.disks() : running.disks(g)) {
            VolumeRef volume = d.volume() == null ? null : d.volume().key();
            if (volume == null || !seen.add(volume)) {
                continue;
            }
            boolean fcp = "fcp".equals(d.how());
            if (!fcp) {
                // the guest has the channels of every disk it has, the left-out ones too; a minidisk names no
                // real device: its volume's base device has the channel paths
                Device dev = d.device() != null ? device(site, d.device())
                        : ch.baseDevice(volume).orElse(null);
                if (dev != null && !dev.controlUnits().isEmpty()) {
                    ch.controlUnit(dev.controlUnits().get(0)).filter(cu -> !eckdUnits.contains(cu))
                            .ifPresent(eckdUnits::add);
                }
            }
            if (boot.contains(volume)) {
                leftOut.add(new ModelLayout.LeftOut(ref(d), "guest " + g.guest() + " IPLs from "
                        + volume + ": left out, as the plan leaves it out (the model takes the disks a"
                        + " guest keeps its data on)"));
                continue;
            }
            List<CurrentEntries.EntryDevice> at = entry.devicesOf(volume);
            if (!at.isEmpty() && at.stream().noneMatch(CurrentEntries.EntryDevice::fullPack)) {
                leftOut.add(new ModelLayout.LeftOut(ref(d), "guest " + g.guest() + " holds only a part of "
                        + volume + " (" + at.get(0).how() + " " + at.get(0).vdev() + "): left out, as the"
                        + " plan leaves it out"));
                continue;
            }
            disks.add(disk(site, d.placement()).over(fcp ? ModelLayout.Protocol.FCP : ModelLayout.Protocol.FICON));
            if (!fcp && d.placement() != null) {
                lcuMinidisk.merge(d.placement().lss(), "mdisk".equals(d.how()), Boolean::logicalOr);
            }
        }
        RunningLayout.GuestRun run = running == null ? null : running.guest(g.guest()).orElse(null);
        Map<PathKey, ModelLayout.Path> fcpPaths = new LinkedHashMap<>();
        if (running != null && running.runsPaths(g.guest())) {
            for (RunningLayout.GuestPath p : run.carrying()) {
                ModelLayout.Path path = path(p);
                fcpPaths.putIfAbsent(PathKey.of(path), path);
            }
        } else {
            for (GuestTopology.FcpDevice f : g.fcpDevices()) {
                Device dev = device(site, f.device());
                if (dev != null && !dev.controlUnits().isEmpty()) {
                    ch.controlUnit(dev.controlUnits().get(0)).ifPresent(cu -> addPaths(cu, fcpPaths, null));
                }
            }
        }
        Integer css = running == null ? null : running.css(g);
        for (ControlUnit cu : eckdUnits) {
            addPaths(cu, paths, css);
        }
        fcpPaths.forEach(paths::putIfAbsent);
        String access = run != null || !g.fcpDevices().isEmpty() ? "fcp"
                : g.disks().stream().anyMatch(x -> "mdisk".equals(x.how())) ? "minidisk" : "eckd";
        return new ModelLayout(g.guest(), access, g.intent() == null ? null : g.intent().workload(), disks,
                List.copyOf(paths.values()), null, leftOut, aliases(site, g.guest(), lcuMinidisk));
    }

    /**
     * A path the guest runs, at its target port's speed. Where neither the IOCDS nor a capture (lscss, QUERY
     * PATHS) tells the FCP device's CHPID, the FCP device stands for it: a subchannel sits on one channel path,
     * so the device's I/O is bounded by one link all the same ({@link ThroughputModel} notes the stand-in).
     */
    private static ModelLayout.Path path(RunningLayout.GuestPath p) {
        IoPort port = p.route().port();
        Double gbps = port == null ? null : ModelLayout.gbps(port.speed());
        ElementRef channel = p.chpid() != null ? p.chpid() : new FcpDeviceRef(p.route().busId());
        return new ModelLayout.Path(channel, gbps, p.switchId(), p.ioPort(), null, null, ModelLayout.Protocol.FCP);
    }

    /** The volume of a guest's disk as the model names it. */
    private static VolumeRef ref(GuestTopology.GuestDisk d) {
        return new VolumeRef(d.volume().image(), d.volume().id());
    }

    /** The device with this number (the first, where subchannel sets reuse it), by identity: no scan. */
    private static Device device(Site site, DeviceNumber n) {
        return n == null ? null : site.find(Device.class, Ids.device(n)).filter(x -> x.number().equals(n)).orElse(null);
    }

    /** Every guest at once: their disks and the union of their paths, for a site-wide prediction. */
    public static ModelLayout all(Site site, List<ModelLayout> layouts) {
        List<ModelLayout.Disk> disks = new ArrayList<>();
        Map<PathKey, ModelLayout.Path> paths = new LinkedHashMap<>();
        for (ModelLayout l : layouts) {
            disks.addAll(l.disks());
            l.paths().forEach(p -> paths.putIfAbsent(PathKey.of(p), p));
        }
        List<ModelLayout.LeftOut> leftOut = new ArrayList<>();
        layouts.forEach(l -> leftOut.addAll(l.leftOut()));
        // each guest's aliases are its own devices (or, for minidisks, the LCU's, the same for all): their union
        Map<LssRef, java.util.Set<io.zlayout.model.id.DeviceNumber>> aliases = new java.util.HashMap<>();
        layouts.forEach(l -> l.aliases().forEach((lcu, a) -> aliases.computeIfAbsent(lcu, k -> new java.util.TreeSet<>())
                .addAll(a)));
        return new ModelLayout(null, null, null, disks, List.copyOf(paths.values()), null, leftOut, aliases);
    }

    static ModelLayout.Disk disk(Site site, StorageTopology.Placement p) {
        String image = p.volume().image();
        String model = site.find(StorageImage.class, Ids.storage(image)).map(StorageImage::model).orElse(null);
        return disk(p, model, null);
    }

    /**
     * The model's disk for a volume's placement. A rank is modelled where the volume is placed by rank; a volume
     * striped over its pool's ranks ({@code rotateexts}, Easy Tier, or a multi-rank pool whose method the export
     * does not tell) loads each of them by its share of the extents; a CKD volume's LCU bounds its subchannels.
     */
    static ModelLayout.Disk disk(StorageTopology.Placement p, String model, ModelLayout.Protocol protocol) {
        boolean stripes = !p.byRank() && p.pool() != null && !p.ranks().isEmpty()
                && switch (p.method()) {
                    case ROTATE_EXTENTS, MANAGED, UNKNOWN -> true;
                    case ROTATE_VOLUMES, SINGLE_RANK -> false;
                };
        return new ModelLayout.Disk(new VolumeRef(p.volume().image(), p.volume().id()), p.rank(),
                p.byRank() && p.daPairs().size() == 1 ? p.daPairs().get(0) : null, p.server(), p.volume().image(),
                null, model, protocol, p.volume().kind() == io.zlayout.model.VolumeKind.CKD ? p.lss() : null,
                stripes ? p.pool() : null, stripes ? p.rankShares() : null);
    }

    /**
     * The HyperPAV aliases the ECKD disks of a layout may use, per LCU: for dedicated disks the aliases the guest
     * dedicates there (a guest sees only the devices its entry gives it), for minidisks the LCU's aliases in the
     * IOCDS (those in z/VM's active configuration), over which z/VM multiplexes minidisk I/O ("any real HyperPAV base or alias subchannel", IBM, z/VM:
     * Using HyperPAV for minidisks).
     */
    static Map<LssRef, java.util.Set<io.zlayout.model.id.DeviceNumber>> aliases(Site site, String guest,
                                                                                 Map<LssRef, Boolean> lcuMinidisk) {
        io.zlayout.topology.LcuAliases all = site.lcuAliases();
        Map<LssRef, java.util.Set<io.zlayout.model.id.DeviceNumber>> out = new java.util.HashMap<>();
        lcuMinidisk.forEach((lcu, minidisk) -> {
            java.util.Set<io.zlayout.model.id.DeviceNumber> a = new java.util.TreeSet<>(
                    all.aliasesOf(guest, lcu));
            io.zlayout.topology.LcuAliases.Lcu l = all.lcus().get(lcu);
            if (l != null) {
                // an alias only in an alternate subchannel set is in z/VM's standby configuration: no subchannel
                a.removeAll(l.standbyAliases());
                if (minidisk) {
                    a.addAll(l.zvmAliases());
                }
            }
            if (!a.isEmpty()) {
                out.put(lcu, a);
            }
        });
        return out;
    }

    /** The control unit's paths, those of channel subsystem {@code css} only where it has paths there. */
    private void addPaths(ControlUnit cu, Map<PathKey, ModelLayout.Path> paths, Integer css) {
        CuPaths all = cuPaths.computeIfAbsent(cu.identity(), k -> CuPaths.of(pathsOf(site, cu)));
        boolean inCss = css != null && all.css().contains(css);
        for (int i = 0; i < all.paths().size(); i++) {
            if (!inCss || css.equals(all.css().get(i))) {
                paths.putIfAbsent(all.keys().get(i), all.paths().get(i));
            }
        }
    }

    private static List<ModelLayout.Path> pathsOf(Site site, ControlUnit cu) {
        List<ModelLayout.Path> out = new ArrayList<>();
        ModelLayout.Protocol protocol = "FCP".equalsIgnoreCase(cu.unit()) ? ModelLayout.Protocol.FCP
                : ModelLayout.Protocol.FICON;
        for (ChannelTopology.ChannelPath p : site.channels().paths(cu)) {
            ChpidRef chpid = p.chpidRef();
            List<IoPortRef> ports = p.ioPorts().isEmpty() ? java.util.Collections.singletonList(null) : p.ioPorts();
            for (IoPortRef port : ports) {
                Double gbps = Optional.ofNullable(port).flatMap(ref -> site.find(IoPort.class, ref.identity()))
                        .map(IoPort::speed).map(ModelLayout::gbps).orElse(null);
                out.add(new ModelLayout.Path(chpid, gbps, p.switchId(), port, null, null, protocol));
            }
        }
        return out;
    }
}
