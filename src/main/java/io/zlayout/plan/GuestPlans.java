package io.zlayout.plan;

import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.Ids;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZvmVirtualFcp;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.RunningLayout;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One guest's plan made from its chosen disks and paths: the virtual device numbers (a kept disk or FCP device
 * stays where it is, a new one gets a number neither its entry nor its profiles use), where each FCP device
 * comes from, the releases of what it gives up, and the notes that go with them.
 */
final class GuestPlans {

    private final PlanInput in;
    private final Site site;
    private final CandidatePool pool;
    private final Holdings holdings;
    /** Each storage image's WWNN (empty when not known), looked up once rather than per FB disk. */
    private final Map<String, Optional<Wwn>> wwnnOfImage = new HashMap<>();
    /** Guest (upper case) -> its virtual FCP device numbers CP's QUERY VIRTUAL FCP tells; built on first use. */
    private Map<String, Set<DeviceNumber>> virtualFcp;
    /** The alias devices guests dedicate today or this plan gives a guest: each goes to one guest. */
    private Set<DeviceNumber> aliasesTaken;

    GuestPlans(PlanInput in, CandidatePool pool, Holdings holdings) {
        this.in = in;
        this.site = in.site();
        this.pool = pool;
        this.holdings = holdings;
    }

    /** The guest's current volumes of the intent's kind it could keep, in order. */
    List<VolumeRef> releasable(GuestIntent g) {
        return holdings.releasable(g, pool.byVolume(CandidatePool.kind(g)));
    }

    GuestPlan of(GuestIntent g, List<Candidate> ordered, List<PlannedPath> paths, List<Candidate> kept,
                 Map<VolumeRef, String> reusedBy, Map<VolumeRef, String> heldBy) {
        CurrentEntries.CurrentEntry today = in.today(g.guest());
        Set<VolumeRef> plannedHere = new HashSet<>();
        ordered.forEach(c -> plannedHere.add(c.id()));
        Set<VolumeRef> own = new HashSet<>(in.currentVolumes().getOrDefault(g.guest(), List.of()));
        // vdevs: a kept disk stays where it is; a new one gets one neither the entry nor its profiles use
        Vdevs vdevs = new Vdevs(today.vdevsInUse());
        List<PlannedDisk> disks = new ArrayList<>();
        boolean minidisk = "minidisk".equals(g.access());
        for (Candidate c : ordered) {
            boolean keptHere = own.contains(c.id()) && !heldBy.containsKey(c.id());
            DeviceNumber vdev = null;
            if (c.volume().kind() == VolumeKind.CKD) {
                List<CurrentEntries.EntryDevice> at = keptHere ? today.devicesOf(c.id()) : List.of();
                vdev = at.isEmpty() ? vdevs.next(minidisk ? Vdevs.FIRST_MINIDISK_VDEV : c.device())
                        : at.get(0).vdev();
                vdevs.use(vdev);
            }
            disks.add(disk(c, vdev, keptHere, heldBy.get(c.id())));
        }
        List<PlannedPath> withVdevs = new ArrayList<>();
        // what the guest runs over today without an entry statement (from its captures): real device -> the
        // virtual number Linux sees it at, which its configuration and LVM already name
        Map<DeviceNumber, DeviceNumber> running = runningVdevs(g.guest());
        Set<DeviceNumber> confirmed = virtualFcpCaptured(g.guest());
        List<String> notes = new ArrayList<>();
        for (PlannedPath p : paths) {
            if (p.device() == null) {
                withVdevs.add(p);
                continue;
            }
            CurrentEntries.EntryDevice has = today.devices().stream()
                    .filter(d -> "fcp".equals(d.how()) && p.device().equals(d.device())).findFirst().orElse(null);
            boolean runs = has == null && running.containsKey(p.device());
            // the virtual number Linux sees it at, where that is known and in subchannel set 0
            DeviceNumber runsAt = runs ? running.get(p.device()) : null;
            PlannedPath.Origin origin = has != null ? PlannedPath.Origin.ENTRY
                    : runs ? PlannedPath.Origin.RUNNING : PlannedPath.Origin.NEW;
            DeviceNumber vdev = has != null ? has.vdev()
                    : vdevs.next(runsAt != null ? runsAt : p.device());
            vdevs.use(vdev);
            // without CP's QUERY VIRTUAL FCP the topology took the real device to be the virtual one Linux sees
            boolean assumed = origin == PlannedPath.Origin.RUNNING && p.device().equals(runsAt)
                    && !confirmed.contains(runsAt);
            withVdevs.add(new PlannedPath(p.chpid(), PathPlanner.busId(vdev), p.device(), p.ioPort(),
                    p.wwpn(), p.speed(), vdev, origin, assumed));
            if (assumed) {
                notes.add(PlanNotes.assumed(g.guest(), p.device(), p.chpid()));
            }
            if (runsAt != null && !vdev.equals(runsAt)) {
                notes.add(PlanNotes.moved(g.guest(), p.device(), runsAt, vdev));
            }
        }
        List<ReleasedVolume> releases = new ArrayList<>();
        for (VolumeRef v : releasable(g)) {
            if (plannedHere.contains(v)) {
                continue;
            }
            List<CurrentEntries.EntryDevice> at = today.devicesOf(v);
            CurrentEntries.EntryDevice d = at.isEmpty() ? null : at.get(0);
            releases.add(new ReleasedVolume(v, g.guest(),
                    d == null ? null : d.vdev(), d == null ? "lun" : d.how(), d == null ? null : d.device(),
                    reusedBy.get(v)));
        }
        releases.sort(Comparator.comparing(ReleasedVolume::volume));
        Set<VolumeRef> boot = in.bootVolumes().getOrDefault(g.guest(), Set.of());
        Set<VolumeRef> released = new HashSet<>();
        releases.forEach(r -> released.add(r.volume()));
        String stays = PlanNotes.otherAccess(g, today, in.currentVolumes().getOrDefault(g.guest(), List.of()),
                v -> !boot.contains(v) && !plannedHere.contains(v) && !released.contains(v)
                        && holdings.heldOnlyBy(v, g.guest()));
        if (stays != null) {
            notes.add(stays);
        }
        List<VolumeRef> keptRefs = kept.stream().map(Candidate::id).toList();
        String stripe = g.stripeSize() != null ? g.stripeSize() : in.stripeSize();
        List<PlannedAlias> aliases = "eckd".equals(g.access()) ? aliases(g, disks, today, vdevs, notes) : List.of();
        if (g.hyperpav() != null && g.hyperpav() > 0 && !"eckd".equals(g.access())) {
            notes.add(PlanNotes.hyperpavNotDedicated(g));
        }
        return new GuestPlan(g.guest(), g.access(), g.workload(), stripe, disks, withVdevs,
                PlanBalance.spread(ordered, withVdevs), keptRefs, today, releases, notes,
                in.keepToday().get(g.guest()), aliases);
    }

    /**
     * A dedicated-ECKD guest's HyperPAV aliases on each LCU of its planned disks, LCU by LCU in stripe order: those
     * its entry dedicates there today, then free alias devices of the LCU (an IOCDS {@code UNIT=3390A} device no
     * guest dedicates and no other guest of this plan gets) until it has {@code hyperpav: N} there — without the
     * intent's N, as many as it has on one LCU today. A guest never loses an alias it has. Where an LCU has too few
     * free aliases, a note says so.
     */
    private List<PlannedAlias> aliases(GuestIntent g, List<PlannedDisk> disks, CurrentEntries.CurrentEntry today,
                                       Vdevs vdevs, List<String> notes) {
        io.zlayout.topology.LcuAliases all = site.lcuAliases();
        if (aliasesTaken == null) {
            // the aliases some guest dedicates today are theirs: made once for the plan
            aliasesTaken = new HashSet<>(all.dedicated());
        }
        Map<LssRef, List<DeviceNumber>> has = all.guestAliases().getOrDefault(g.guest(), Map.of());
        int want = g.hyperpav() != null ? g.hyperpav()
                : has.values().stream().mapToInt(List::size).max().orElse(0);
        // the LCUs of its disks, in stripe order
        java.util.LinkedHashSet<LssRef> lcus = new java.util.LinkedHashSet<>();
        disks.forEach(d -> lcus.add(d.lss()));
        List<PlannedAlias> out = new ArrayList<>();
        for (LssRef lcuRef : lcus) {
            List<DeviceNumber> own = has.getOrDefault(lcuRef, List.of());
            for (DeviceNumber a : own) {
                DeviceNumber vdev = today.devices().stream().filter(d -> a.equals(d.device())).map(
                        CurrentEntries.EntryDevice::vdev).findFirst().orElse(a);
                out.add(new PlannedAlias(lcuRef, a, vdev, true));
            }
            io.zlayout.topology.LcuAliases.Lcu lcu = all.lcus().get(lcuRef);
            // only aliases in z/VM's active configuration serve the guest (zvm-alias-subchannel-set says the rest)
            List<DeviceNumber> usable = lcu == null ? List.of() : lcu.zvmAliases();
            int missing = want - (int) own.stream().filter(usable::contains).count();
            for (DeviceNumber a : usable) {
                if (missing <= 0) {
                    break;
                }
                if (!aliasesTaken.add(a)) {
                    continue;
                }
                DeviceNumber vdev = vdevs.next(a);
                vdevs.use(vdev);
                out.add(new PlannedAlias(lcuRef, a, vdev, false));
                missing--;
            }
            if (missing > 0) {
                notes.add(PlanNotes.fewAliases(g.guest(), lcuRef.identity(), want, want - missing));
            }
        }
        return out;
    }

    /** The guest's virtual FCP device numbers whose real device CP's QUERY VIRTUAL FCP tells. */
    private Set<DeviceNumber> virtualFcpCaptured(String guest) {
        if (virtualFcp == null) {
            // one pass over the records for the whole plan, not one per guest
            virtualFcp = new HashMap<>();
            for (ZvmVirtualFcp v : site.all(ZvmVirtualFcp.class)) {
                if (v.guest() != null && v.vdev() != null) {
                    virtualFcp.computeIfAbsent(v.guest().toUpperCase(Locale.ROOT), k -> new HashSet<>())
                            .add(v.vdev());
                }
            }
        }
        return virtualFcp.getOrDefault(guest.toUpperCase(Locale.ROOT), Set.of());
    }

    /**
     * The FCP devices a guest has today or its captures show it running over: real device number -> the virtual
     * device number of its bus ID ({@code 0.0.0100} -> {@code 0100}), or null where no capture shows a bus ID of
     * it in subchannel set 0.
     */
    private Map<DeviceNumber, DeviceNumber> runningVdevs(String guest) {
        Map<DeviceNumber, DeviceNumber> out = new HashMap<>();
        for (DeviceNumber d : in.currentDevices().getOrDefault(guest, List.of())) {
            out.put(d, null);
        }
        site.running().guest(guest).ifPresent(run -> {
            for (RunningLayout.RunningDisk disk : run.disks()) {
                for (RunningLayout.LunRoute r : disk.routes()) {
                    HostTopology.Route route = r.path().route();
                    DeviceNumber device = route.device();
                    if (device == null || route.busId() == null) {
                        continue;
                    }
                    BusId bus = route.busId();
                    DeviceNumber vdev = bus.css() == 0 && bus.ssid() == 0 ? bus.device() : null;
                    if (out.get(device) == null) {
                        out.put(device, vdev);
                    }
                }
            }
        });
        return out;
    }

    private PlannedDisk disk(Candidate c, DeviceNumber vdev, boolean kept, String heldBy) {
        Volume v = c.volume();
        String type = ChannelTopology.machineType(v.image());
        FcpLun lun = null;
        Wwid wwid = null;
        if (v.kind() == VolumeKind.FB) {
            lun = FcpLun.ofVolume(type, v.id()).orElse(null);
            Wwn wwnn = wwnnOfImage.computeIfAbsent(v.image(), image -> site.find(StorageImage.class,
                    Ids.storage(image)).map(StorageImage::wwnn)).orElse(null);
            wwid = "2105".equals(type) || wwnn == null ? null : Wwid.ofDs8k(wwnn, v.id()).orElse(null);
        }
        return new PlannedDisk(c.id(), c.placement(), c.device(), lun, wwid,
                DiskChooser.bytes(v), v.cylinders(),
                v.kind() == VolumeKind.CKD ? site.guests().label(v.key()).orElse(null) : v.volser(), vdev, kept,
                heldBy);
    }
}
