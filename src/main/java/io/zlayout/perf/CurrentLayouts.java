package io.zlayout.perf;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.StorageImage;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A guest's layout as it is today, for the model: its disks from the z/VM directory (dedicated bases,
 * minidisk volumes) and its paths — for ECKD the channel paths of those disks' LCUs, for FCP its FCP devices'
 * CHPIDs to the ports the fabric names.
 */
public final class CurrentLayouts {

    private CurrentLayouts() {
    }

    public static ModelLayout of(Site site, GuestTopology.GuestLayout g) {
        ChannelTopology ch = site.channels();
        List<ModelLayout.Disk> disks = new ArrayList<>();
        Map<String, ModelLayout.Path> paths = new LinkedHashMap<>();
        List<String> seen = new ArrayList<>();
        for (GuestTopology.GuestDisk d : g.disks()) {
            if (d.volume() == null || seen.contains(d.volumeIdentity())) {
                continue;
            }
            seen.add(d.volumeIdentity());
            disks.add(disk(site, d.placement()));
            if (d.device() != null) {
                Device dev = site.all(Device.class).stream().filter(x -> x.number().equals(d.device())).findFirst()
                        .orElse(null);
                if (dev != null && !dev.controlUnits().isEmpty()) {
                    ch.controlUnit(dev.controlUnits().get(0)).ifPresent(cu -> addPaths(site, cu, paths));
                }
            }
        }
        for (GuestTopology.FcpDevice f : g.fcpDevices()) {
            Device dev = site.all(Device.class).stream().filter(x -> x.number().equals(f.device())).findFirst()
                    .orElse(null);
            if (dev != null && !dev.controlUnits().isEmpty()) {
                ch.controlUnit(dev.controlUnits().get(0)).ifPresent(cu -> addPaths(site, cu, paths));
            }
        }
        String access = !g.fcpDevices().isEmpty() ? "fcp" : g.disks().stream().anyMatch(x -> "mdisk".equals(x.how()))
                ? "minidisk" : "eckd";
        return new ModelLayout(g.guest(), access, g.intent() == null ? null : g.intent().workload(), disks,
                List.copyOf(paths.values()), null);
    }

    /** Every guest at once: their disks and the union of their paths, for a site-wide prediction. */
    public static ModelLayout all(Site site, List<ModelLayout> layouts) {
        List<ModelLayout.Disk> disks = new ArrayList<>();
        Map<String, ModelLayout.Path> paths = new LinkedHashMap<>();
        for (ModelLayout l : layouts) {
            disks.addAll(l.disks());
            l.paths().forEach(p -> paths.putIfAbsent(p.chpid() + "|" + p.ioPort(), p));
        }
        return new ModelLayout(null, null, null, disks, List.copyOf(paths.values()), null);
    }

    static ModelLayout.Disk disk(Site site, StorageTopology.Placement p) {
        String image = p.volume().image();
        String model = site.find(StorageImage.class, Ids.storage(image)).map(StorageImage::model).orElse(null);
        return new ModelLayout.Disk(p.volume().identity(), p.ranks().size() == 1 ? p.ranks().get(0) : null,
                p.daPairs().size() == 1 ? p.daPairs().get(0) : null, p.server(), image, null, model);
    }

    private static void addPaths(Site site, ControlUnit cu, Map<String, ModelLayout.Path> paths) {
        for (ChannelTopology.ChannelPath p : site.channels().paths(cu)) {
            List<String> ports = p.ioPorts().isEmpty() ? java.util.Collections.singletonList(null) : p.ioPorts();
            for (String port : ports) {
                Double gbps = Optional.ofNullable(port).flatMap(id -> site.find(IoPort.class, id))
                        .map(IoPort::speed).map(ModelLayout::gbps).orElse(null);
                paths.putIfAbsent(p.chpidIdentity() + "|" + port,
                        new ModelLayout.Path(p.chpidIdentity(), gbps, p.switchId(), port, null, null));
            }
        }
    }
}
