package io.zlayout.diff;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Ids;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.plan.Spread;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A site as a diff side: each guest's volumes (its z/VM DEDICATEs and MDISKs that resolve to volumes), its
 * paths (each dedicated FCP device on its CHPID; for each disk with a real device, every CHPID of its control
 * unit), once per storage port the fabric names for that CHPID, and its spread counted as the planner counts
 * it; every volume with its rank(s) and LSS; and the findings as judged.
 */
public final class SiteSnapshot {

    private SiteSnapshot() {
    }

    public static Snapshot of(String path, Site site, Judgement judged) {
        ChannelTopology ch = site.channels();
        StorageTopology st = site.storage();
        Map<DeviceNumber, Device> devices = new HashMap<>();
        site.all(Device.class).forEach(d -> devices.putIfAbsent(d.number(), d));

        Map<String, List<String>> owners = new HashMap<>();
        Map<String, Snapshot.GuestState> guests = new TreeMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            String guest = g.identity();
            TreeSet<String> volumes = new TreeSet<>();
            List<StorageTopology.Placement> placements = new ArrayList<>();
            TreeSet<PathRef> paths = new TreeSet<>();
            for (GuestTopology.GuestDisk d : g.disks()) {
                if (d.volume() != null && volumes.add(d.volumeIdentity())) {
                    owners.computeIfAbsent(d.volumeIdentity(), k -> new ArrayList<>()).add(guest);
                    if (d.placement() != null) {
                        placements.add(d.placement());
                    }
                }
                if (d.device() != null) {
                    ControlUnit cu = controlUnit(ch, devices.get(d.device()));
                    if (cu != null) {
                        for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                            addPaths(paths, guest, p.chpidIdentity(), null, p.ioPorts());
                        }
                    }
                }
            }
            for (GuestTopology.FcpDevice f : g.fcpDevices()) {
                List<IoPortRef> ports = List.of();
                ControlUnit cu = controlUnit(ch, f.device() == null ? null : devices.get(f.device()));
                if (cu != null) {
                    for (ChannelTopology.ChannelPath p : ch.paths(cu)) {
                        if (p.chpidRef().equals(f.chpid())) {
                            ports = p.ioPorts();
                        }
                    }
                }
                addPaths(paths, guest, f.chpid() == null ? null : f.chpid().identity(), Ids.fcp(f.busId()), ports);
            }
            guests.put(guest, new Snapshot.GuestState(guest, List.copyOf(volumes), List.copyOf(paths),
                    spread(placements, paths)));
        }

        Map<String, Snapshot.VolumeState> volumes = new TreeMap<>();
        for (StorageTopology.Placement p : st.placements()) {
            String id = p.volume().identity();
            volumes.putIfAbsent(id, new Snapshot.VolumeState(id, owners.getOrDefault(id, List.of()),
                    p.ranks().stream().map(RankRef::identity).toList(), p.lss().identity()));
        }
        TreeSet<String> rulesRun = new TreeSet<>();
        judged.rules().forEach((Rule r) -> rulesRun.add(r.slug()));
        return new Snapshot(path, Snapshot.Kind.SITE, guests, volumes, judged.findings(),
                judged.suppressed().stream().map(Judgement.Suppressed::finding).toList(), rulesRun);
    }

    private static ControlUnit controlUnit(ChannelTopology ch, Device d) {
        if (d == null || d.controlUnits().isEmpty()) {
            return null;
        }
        return ch.controlUnit(d.controlUnits().get(0)).orElse(null);
    }

    private static void addPaths(TreeSet<PathRef> paths, String guest, String chpid, String fcp,
                                 List<IoPortRef> ports) {
        if (ports.isEmpty()) {
            paths.add(new PathRef(guest, chpid, fcp, null));
        }
        for (IoPortRef port : ports) {
            paths.add(new PathRef(guest, chpid, fcp, port.identity()));
        }
    }

    /** As the planner counts a plan's spread: ranks (or the pool/LSS where no rank is known), LSS, servers, DA pairs; host adapters of the paths' ports; CHPIDs. */
    static Spread spread(List<StorageTopology.Placement> placements, Iterable<PathRef> paths) {
        // a rank, or the pool or LSS of a volume no rank is known of
        Set<Object> ranks = new HashSet<>();
        Set<LssRef> lss = new HashSet<>();
        Set<Integer> servers = new HashSet<>();
        Set<Integer> das = new HashSet<>();
        for (StorageTopology.Placement p : placements) {
            if (p.ranks().isEmpty()) {
                ranks.add(p.unit());
            } else {
                ranks.addAll(p.ranks());
            }
            lss.add(p.lss());
            servers.add(p.server());
            das.addAll(p.daPairs());
        }
        TreeSet<String> adapters = new TreeSet<>();
        TreeSet<String> chpids = new TreeSet<>();
        for (PathRef p : paths) {
            if (p.chpid() != null) {
                chpids.add(p.chpid());
            }
            if (p.ioPort() != null) {
                IoPortRef.parse(p.ioPort()).flatMap(IoPortRef::hostAdapter).map(HostAdapterRef::identity)
                        .ifPresent(adapters::add);
            }
        }
        return new Spread(ranks.size(), lss.size(), servers.size(), das.size(), adapters.size(), chpids.size());
    }
}
