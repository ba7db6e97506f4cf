package io.zlayout.plan;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.Ids;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.StorageImage;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Plans each guest of the intent: its volumes spread over distinct ranks first, then DA pairs, servers and
 * LSS, with the least loaded rank taken first so the whole site stays balanced; stripe order interleaved
 * over ranks (the SHARE presentation: VG order 5000, 5400, 5800, 5C00, 5001, …); FCP paths one FCP device per CHPID
 * landing on distinct host adapters in distinct enclosures; ECKD paths every CHPID of the LCUs.
 * Deterministic: ties go to the lowest free address. An intent that cannot be met throws
 * {@link PlanException} naming what is missing.
 */
public final class Planner {

    /** A volume the planner may give, with where it lives. */
    record Candidate(Volume volume, StorageTopology.Placement placement, String rankKey, String device,
                     String controlUnit, String id, int rank, int lss, int server, int[] daPairs) {
    }

    /**
     * Small dense numbers for rank keys, LSSs, servers and DA pairs, so that the loads a slot compares are
     * array reads rather than map look-ups (a maximal site compares a few million candidates).
     */
    private static final class Index {
        private final Map<Object, Integer> ids = new HashMap<>();

        int of(Object key) {
            return ids.computeIfAbsent(key, k -> ids.size());
        }

        int size() {
            return ids.size();
        }
    }

    private final Index rankIndex = new Index();
    private final Index lssIndex = new Index();
    private final Index serverIndex = new Index();
    private final Index daIndex = new Index();

    private Candidate candidate(Volume v, StorageTopology.Placement p, String rankKey, String device, String cu) {
        int[] das = new int[p.daPairs().size()];
        for (int i = 0; i < das.length; i++) {
            das[i] = daIndex.of(p.daPairs().get(i));
        }
        return new Candidate(v, p, rankKey, device, cu, v.identity(), rankIndex.of(rankKey), lssIndex.of(p.lss()),
                serverIndex.of(p.server()), das);
    }

    private final PlanInput in;
    private final Site site;
    /** Volumes planned so far on each rank key, DA pair and LSS (by {@link Index}). */
    private int[] rankLoad;
    private int[] daLoad;
    private int[] lssLoad;
    private final Set<String> taken = new HashSet<>();
    private final Set<String> devicesTaken = new HashSet<>();
    private final List<String> notes = new ArrayList<>();
    /** Devices the plan gives out. */
    private final Set<String> devicesPlanned = new HashSet<>();
    private final PathPlanner pathPlanner;

    /** Look at every free group for each disk slot instead of the index's few (tests compare the two). */
    private final boolean exhaustive;

    private Planner(PlanInput in, boolean exhaustive) {
        this.in = in;
        this.exhaustive = exhaustive;
        this.site = in.site();
        this.pathPlanner = new PathPlanner(in, devicesTaken, devicesPlanned, notes);
    }

    public static Plan plan(PlanInput in) throws PlanException {
        return new Planner(in, false).run();
    }

    /** The plan by the exhaustive search: the same plan, slower; for tests. */
    static Plan planExhaustively(PlanInput in) throws PlanException {
        return new Planner(in, true).run();
    }

    private Plan run() throws PlanException {
        if (in.intents().isEmpty()) {
            throw new PlanException("nothing to plan: the intent names no guests (zlayout.yaml 'intent:' or --intent FILE)");
        }
        // what any guest has today is given to no other guest: its data is there
        new TreeMap<>(in.currentVolumes()).forEach((g, vols) -> vols.forEach(v -> {
            holders.computeIfAbsent(v, k -> new TreeSet<>()).add(g);
            taken.add(v);
        }));
        new TreeMap<>(in.currentDevices()).forEach((g, devs) -> devs.forEach(d -> {
            deviceHolder.putIfAbsent(d, g);
            devicesTaken.add(d);
        }));
        devicesTaken.addAll(in.devicesInUse());
        // a guest's boot disks stay its own and outside its stripe set: moving one would break the IPL
        Set<String> intentGuests = new HashSet<>();
        in.intents().forEach(g -> intentGuests.add(g.guest()));
        new TreeMap<>(in.bootVolumes()).forEach((guest, volumes) -> {
            for (String volume : new TreeSet<>(volumes)) {
                taken.add(volume);
                holders.computeIfAbsent(volume, k -> new TreeSet<>()).add(guest);
                if (intentGuests.contains(guest)) {
                    notes.add("guest " + guest + " IPLs from " + volume + ": it keeps it, outside the disks planned"
                            + " here");
                }
            }
        });
        for (GuestIntent g : in.intents()) {
            List<String> member = new ArrayList<>();
            for (CurrentEntries.EntryDevice d : in.today(g.guest()).devices()) {
                if (d.subconfig() != null && !"link".equals(d.how())) {
                    member.add(d.vdev() + " (SUBCONFIG " + d.subconfig().name() + ", member " + d.subconfig().member()
                            + ")");
                }
            }
            if (!member.isEmpty()) {
                notes.add("guest " + g.guest() + " has devices one member's configuration gives it: "
                        + String.join(", ", member) + "; they stay as they are, neither planned nor released, and"
                        + " no new device takes their numbers");
            }
        }
        Map<VolumeKind, List<Candidate>> candidates = candidates();
        // a base device some guest has today holds that guest's data, whichever way the volume was named
        for (Candidate c : candidates.get(VolumeKind.CKD)) {
            String h = deviceHolder.get(c.device());
            if (h != null) {
                taken.add(c.id());
                holders.computeIfAbsent(c.id(), k -> new TreeSet<>()).add(h);
            }
        }
        // kept volumes first, for every guest, so nobody else takes them
        Map<String, List<Candidate>> kept = new LinkedHashMap<>();
        for (GuestIntent g : in.intents()) {
            List<Candidate> k = keep(g, candidates.get(kind(g)));
            if (in.keepToday().containsKey(g.guest())) {
                keepToday(g, k);
            }
            kept.put(g.guest(), k);
        }
        List<List<Candidate>> planned = new ArrayList<>();
        List<List<PlannedPath>> plannedPaths = new ArrayList<>();
        List<Candidate> allPlanned = new ArrayList<>();
        Map<String, String> reusedBy = new HashMap<>();
        Map<String, String> heldBy = new HashMap<>();
        for (GuestIntent g : in.intents()) {
            List<Candidate> disks = disks(g, candidates.get(kind(g)), kept.get(g.guest()));
            allPlanned.addAll(disks);
            List<Candidate> ordered = interleave(disks);
            planned.add(ordered);
            plannedPaths.add("fcp".equals(g.access())
                    ? pathPlanner.fcp(g, in.keepToday().containsKey(g.guest())) : pathPlanner.eckd(ordered));
            for (Candidate c : ordered) {
                String h = reusable.remove(c.id());
                if (h != null) {
                    reusedBy.put(c.id(), g.guest());
                    heldBy.put(c.id(), h);
                    notes.add("guest " + g.guest() + " gets " + c.id() + ", which " + h + " releases: move " + h
                            + "'s data off it before " + g.guest() + " formats it");
                }
            }
            // what it gives up may go to a later guest whose intent allows reusing released volumes
            Set<String> ids = new HashSet<>();
            ordered.forEach(c -> ids.add(c.id()));
            for (String v : releasable(g)) {
                if (!ids.contains(v)) {
                    reusable.put(v, g.guest());
                }
            }
        }
        List<GuestPlan> guests = new ArrayList<>();
        for (int i = 0; i < in.intents().size(); i++) {
            GuestIntent g = in.intents().get(i);
            guests.add(guestPlan(g, planned.get(i), plannedPaths.get(i), kept.get(g.guest()), reusedBy, heldBy));
        }
        return new Plan(guests, balance(candidates, allPlanned, guests), notes);
    }

    /** Volume identity -> the guests that have it today (directory, captures, boot disks). */
    private final Map<String, Set<String>> holders = new HashMap<>();
    /** Device number -> the guest that has it today. */
    private final Map<String, String> deviceHolder = new HashMap<>();
    /** Volumes the plan gives out (kept ones included). */
    private final Set<String> plannedIds = new HashSet<>();
    /** Volumes released by guests planned so far, not yet reused: volume -> the guest that holds it today. */
    private final TreeMap<String, String> reusable = new TreeMap<>();

    /**
     * A volume the guest has today that can stay one of its disks of the intent's access: not a boot disk, used
     * by no other guest, and the whole volume (a dedicated volume for eckd, a full-pack minidisk for minidisk,
     * a LUN for fcp). A partial minidisk (a root or swap extent) or a disk of another access stays as it is,
     * neither planned nor released.
     */
    private boolean keepable(GuestIntent g, String volume) {
        if (in.bootVolumes().getOrDefault(g.guest(), Set.of()).contains(volume)) {
            return false;
        }
        Set<String> h = holders.getOrDefault(volume, Set.of());
        if (!h.equals(Set.of(g.guest()))) {
            return false;
        }
        List<CurrentEntries.EntryDevice> devices = in.today(g.guest()).devicesOf(volume);
        if (devices.isEmpty()) {
            return true; // a LUN its captures show, or a volume known only as its (FB or CKD)
        }
        // a SUBCONFIG's statement is one member's: the guest has it only when it runs there, so it can be neither
        // a stripe member of every member's guest nor released for one
        if (devices.size() > 1 || !devices.get(0).fullPack() || devices.get(0).subconfig() != null) {
            return false;
        }
        String how = devices.get(0).how();
        return switch (g.access()) {
            case "eckd" -> "dedicate".equals(how);
            case "minidisk" -> "mdisk".equals(how);
            default -> false;
        };
    }

    /** The guest's current volumes of the intent's kind it could keep, in order. */
    private List<String> releasable(GuestIntent g) {
        Map<String, Candidate> byId = byIdentity(kind(g));
        List<String> out = new ArrayList<>();
        for (String v : in.currentVolumes().getOrDefault(g.guest(), List.of())) {
            if (byId.containsKey(v) && keepable(g, v) && !out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }

    private GuestPlan guestPlan(GuestIntent g, List<Candidate> ordered, List<PlannedPath> paths, List<Candidate> kept,
                                Map<String, String> reusedBy, Map<String, String> heldBy) {
        CurrentEntries.CurrentEntry today = in.today(g.guest());
        Set<String> plannedHere = new HashSet<>();
        ordered.forEach(c -> plannedHere.add(c.id()));
        Set<String> own = new HashSet<>(in.currentVolumes().getOrDefault(g.guest(), List.of()));
        // vdevs: a kept disk stays where it is; a new one gets one neither the entry nor its profiles use
        Vdevs vdevs = new Vdevs(today.vdevsInUse());
        List<PlannedDisk> disks = new ArrayList<>();
        boolean minidisk = "minidisk".equals(g.access());
        for (Candidate c : ordered) {
            boolean keptHere = own.contains(c.id()) && !heldBy.containsKey(c.id());
            String vdev = null;
            if (c.volume().kind() == VolumeKind.CKD) {
                List<CurrentEntries.EntryDevice> at = keptHere ? today.devicesOf(c.id()) : List.of();
                vdev = at.isEmpty() ? vdevs.next(minidisk ? FIRST_MINIDISK_VDEV : c.device()) : at.get(0).vdev();
                vdevs.use(vdev);
            }
            disks.add(disk(c, vdev, keptHere, heldBy.get(c.id())));
        }
        List<PlannedPath> withVdevs = new ArrayList<>();
        // what the guest runs over today without an entry statement (from its captures): real device -> the
        // virtual number Linux sees it at, which its configuration and LVM already name
        Map<String, String> running = runningVdevs(g.guest());
        Set<String> confirmed = virtualFcpCaptured(g.guest());
        List<String> notes = new ArrayList<>();
        for (PlannedPath p : paths) {
            if (p.device() == null) {
                withVdevs.add(p);
                continue;
            }
            CurrentEntries.EntryDevice has = today.devices().stream()
                    .filter(d -> "fcp".equals(d.how()) && p.device().equals(d.device())).findFirst().orElse(null);
            String runsAt = has == null ? running.get(p.device()) : null;
            PlannedPath.Origin origin = has != null ? PlannedPath.Origin.ENTRY
                    : runsAt != null ? PlannedPath.Origin.RUNNING : PlannedPath.Origin.NEW;
            String vdev = has != null ? has.vdev()
                    : vdevs.next(runsAt != null && !runsAt.isEmpty() ? runsAt : p.device());
            vdevs.use(vdev);
            // without CP's QUERY VIRTUAL FCP the topology took the real device to be the virtual one Linux sees
            boolean assumed = origin == PlannedPath.Origin.RUNNING && runsAt != null && runsAt.equals(p.device())
                    && !confirmed.contains(runsAt);
            withVdevs.add(new PlannedPath(p.chpid(), PathPlanner.busId(vdev), p.device(), p.ioPort(),
                    p.wwpn(), p.hostAdapter(), p.enclosure(), p.speed(), vdev, origin, assumed));
            if (assumed) {
                notes.add(assumedNote(g.guest(), p.device(), p.chpid()));
            }
            if (runsAt != null && !runsAt.isEmpty() && !vdev.equals(runsAt)) {
                notes.add(movedNote(g.guest(), p.device(), runsAt, vdev));
            }
        }
        List<ReleasedVolume> releases = new ArrayList<>();
        for (String v : releasable(g)) {
            if (plannedHere.contains(v)) {
                continue;
            }
            List<CurrentEntries.EntryDevice> at = today.devicesOf(v);
            CurrentEntries.EntryDevice d = at.isEmpty() ? null : at.get(0);
            releases.add(new ReleasedVolume(v, g.guest(), d == null ? null : d.vdev(), d == null ? "lun" : d.how(),
                    d == null ? null : d.device(), reusedBy.get(v)));
        }
        releases.sort(java.util.Comparator.comparing(ReleasedVolume::volume));
        String stays = otherAccess(g, today, plannedHere, releases);
        if (stays != null) {
            notes.add(stays);
        }
        List<String> keptIds = kept.stream().map(Candidate::id).toList();
        String stripe = g.stripeSize() != null ? g.stripeSize() : in.stripeSize();
        return new GuestPlan(g.guest(), g.access(), g.workload(), stripe, disks, withVdevs,
                spread(ordered, withVdevs), keptIds, releases.stream().map(ReleasedVolume::volume).toList(), today,
                releases, notes, in.keepToday().get(g.guest()));
    }

    /**
     * The note naming the guest's own whole data volumes of another access than the intent's (ECKD volumes and
     * full-pack minidisks of a guest planned onto LUNs, LUNs of one planned onto ECKD), or null. They are neither
     * planned nor released, as keepable() says: their data is the guest's and moving it across access kinds is
     * work the plan cannot do (a pvmove, a copy), so a release proposal could only lose it; the note names them
     * so the move and the release are not forgotten. The boot disk, partial minidisks (root, swap), links,
     * profile and SUBCONFIG statements and volumes another guest shares are left out: they are not its data
     * disks, or not its alone.
     */
    private String otherAccess(GuestIntent g, CurrentEntries.CurrentEntry today, Set<String> plannedHere,
                               List<ReleasedVolume> releases) {
        Set<String> boot = in.bootVolumes().getOrDefault(g.guest(), Set.of());
        Set<String> released = new HashSet<>();
        releases.forEach(r -> released.add(r.volume()));
        Set<String> seen = new HashSet<>();
        List<String> named = new ArrayList<>();
        for (CurrentEntries.EntryDevice d : today.devices()) {
            boolean whole = d.fullPack() && ("dedicate".equals(d.how()) || "mdisk".equals(d.how()));
            if (!whole || d.volume() == null || d.subconfig() != null || d.profile() != null
                    || !own(g, d.volume(), boot, plannedHere, released) || !seen.add(d.volume())) {
                continue;
            }
            named.add(d.vdev() + " (" + ("dedicate".equals(d.how()) ? "dedicated" : "full-pack minidisk"
                    + (d.volser() == null ? "" : " on " + d.volser())) + ", volume " + shortVolume(d.volume()) + ")");
        }
        if (!"fcp".equals(g.access())) {
            for (String v : in.currentVolumes().getOrDefault(g.guest(), List.of())) {
                if (today.devicesOf(v).isEmpty() && own(g, v, boot, plannedHere, released) && seen.add(v)) {
                    named.add("LUN volume " + shortVolume(v));
                }
            }
        }
        if (named.isEmpty()) {
            return null;
        }
        return "guest " + g.guest() + "'s data disks of another access than " + g.access() + " stay as they are,"
                + " neither planned nor released: " + String.join(", ", named) + "; the data on them stays there:"
                + " move it onto the planned disks, then release them by hand (the plan proposes no release for"
                + " them, since it cannot move data from one access to another)";
    }

    private boolean own(GuestIntent g, String volume, Set<String> boot, Set<String> plannedHere,
                        Set<String> released) {
        return !boot.contains(volume) && !plannedHere.contains(volume) && !released.contains(volume)
                && holders.getOrDefault(volume, Set.of()).equals(Set.of(g.guest()));
    }

    /** {@code volume:IBM.2107-75ZL101/4100} -> {@code 4100}. */
    private static String shortVolume(String identity) {
        return identity.substring(identity.lastIndexOf('/') + 1);
    }

    /** The note for a running FCP device whose real number is taken to be its virtual one. */
    static String assumedNote(String guest, String device, String chpid) {
        return "FCP device " + device + (chpid == null ? "" : " (" + chpid + ")") + ": " + guest + "'s Linux runs"
                + " over virtual device " + device + " and no CP QUERY VIRTUAL FCP of " + guest + " was given, so the"
                + " plan takes the real device to be " + device + " as well (a CP ATTACH without AS); had it been"
                + " attached AS another number, the DEDICATE would name the wrong device: confirm with 'vmcp query"
                + " virtual fcp' on the guest (zlayout collect captures it) and give its output to zlayout";
    }

    /** The note for a running FCP device the plan dedicates at another virtual number than Linux sees today. */
    static String movedNote(String guest, String device, String runsAt, String vdev) {
        return "FCP device " + device + ": " + guest + "'s Linux runs over it today at virtual device " + runsAt
                + " (bus ID " + PathPlanner.busId(runsAt) + "), which the plan cannot keep (the entry or another"
                + " planned device uses it); the DEDICATE puts it at " + vdev + ", so after the next logon Linux"
                + " sees it as " + PathPlanner.busId(vdev) + ": the plan's zfcp.conf and chzdev configuration use"
                + " the new bus ID, and any configuration of the guest naming " + PathPlanner.busId(runsAt)
                + " must change with it";
    }

    /** Guest (upper case) -> its virtual FCP device numbers CP's QUERY VIRTUAL FCP tells; built on first use. */
    private Map<String, Set<String>> virtualFcp;

    /** The guest's virtual FCP device numbers whose real device CP's QUERY VIRTUAL FCP tells. */
    private Set<String> virtualFcpCaptured(String guest) {
        if (virtualFcp == null) {
            // one pass over the records for the whole plan, not one per guest
            virtualFcp = new HashMap<>();
            for (io.zlayout.model.ZvmVirtualFcp v : in.site().all(io.zlayout.model.ZvmVirtualFcp.class)) {
                if (v.guest() != null && v.vdev() != null) {
                    virtualFcp.computeIfAbsent(v.guest().toUpperCase(Locale.ROOT), k -> new HashSet<>())
                            .add(v.vdev().toString());
                }
            }
        }
        return virtualFcp.getOrDefault(guest.toUpperCase(Locale.ROOT), Set.of());
    }

    /**
     * The FCP devices a guest's captures show it running over: real device number -> the virtual device number
     * of its bus ID ({@code 0.0.0100} -> {@code 0100}), or "" where the bus ID is not in subchannel set 0.
     */
    private Map<String, String> runningVdevs(String guest) {
        Map<String, String> out = new HashMap<>();
        for (String d : in.currentDevices().getOrDefault(guest, List.of())) {
            out.put(d, "");
        }
        in.site().running().guest(guest).ifPresent(run -> {
            for (io.zlayout.topology.RunningLayout.RunningDisk disk : run.disks()) {
                for (io.zlayout.topology.RunningLayout.LunRoute r : disk.routes()) {
                    io.zlayout.topology.HostTopology.Route route = r.path().route();
                    if (route.device() == null || route.busId() == null) {
                        continue;
                    }
                    io.zlayout.model.id.BusId bus = route.busId();
                    String vdev = bus.css() == 0 && bus.ssid() == 0 ? bus.device().toString() : "";
                    out.merge(route.device(), vdev, (a, b) -> a.isEmpty() ? b : a);
                }
            }
        });
        return out;
    }

    /** First virtual device number of new minidisks. */
    static final String FIRST_MINIDISK_VDEV = "0200";

    /** The virtual device numbers of one entry: those in use, and the next free one from a preferred number. */
    private static final class Vdevs {
        private final Set<String> used;

        Vdevs(Set<String> inUse) {
            this.used = new HashSet<>(inUse);
        }

        void use(String vdev) {
            used.add(vdev);
        }

        /** {@code preferred} when free, else the next free number above it (wrapping past FFFF to 0100). */
        String next(String preferred) {
            int start = DeviceNumber.parse(preferred).value();
            for (int i = 0; i < 0x10000; i++) {
                int n = start + i;
                if (n > 0xFFFF) {
                    n = 0x100 + (n - 0x10000);
                }
                String v = new DeviceNumber(n).toString();
                if (!used.contains(v)) {
                    return v;
                }
            }
            throw new IllegalStateException("no free virtual device number");
        }
    }

    private static VolumeKind kind(GuestIntent g) {
        return "fcp".equals(g.access()) ? VolumeKind.FB : VolumeKind.CKD;
    }

    // ---- candidates ------------------------------------------------------------------------------------

    private Map<VolumeKind, List<Candidate>> candidates() {
        ChannelTopology ch = site.channels();
        StorageTopology st = site.storage();
        Map<String, String[]> baseDevice = new HashMap<>();
        Integer css = pathPlanner.guestCss();
        for (List<ControlUnit> cus : ch.storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                for (Device d : ch.devices(cu)) {
                    if (!dedicatable(d, css)) {
                        continue;
                    }
                    ch.volume(cu, d).ifPresent(v -> {
                        String[] prior = baseDevice.get(v);
                        if (prior == null || d.number().toString().compareTo(prior[0]) < 0) {
                            baseDevice.put(v, new String[] {d.number().toString(), cu.identity()});
                        }
                    });
                }
            }
        }
        Map<VolumeKind, List<Candidate>> out = new LinkedHashMap<>();
        out.put(VolumeKind.FB, new ArrayList<>());
        out.put(VolumeKind.CKD, new ArrayList<>());
        for (StorageTopology.Placement p : st.placements()) {
            Volume v = p.volume();
            if (v.kind() == null || (v.volumeType() != null && v.volumeType().toLowerCase(Locale.ROOT).contains("alias"))) {
                continue;
            }
            String rankKey = p.rankKey();
            if (v.kind() == VolumeKind.CKD) {
                String[] dev = baseDevice.get(v.identity());
                if (dev == null) {
                    continue; // not defined in the IOCDS: no guest can reach it
                }
                out.get(VolumeKind.CKD).add(candidate(v, p, rankKey, dev[0], dev[1]));
            } else {
                out.get(VolumeKind.FB).add(candidate(v, p, rankKey, null, null));
            }
        }
        out.values().forEach(l -> l.sort(Comparator.comparing(Candidate::id)));
        allCandidates = out;
        rankLoad = new int[rankIndex.size()];
        daLoad = new int[daIndex.size()];
        lssLoad = new int[lssIndex.size()];
        return out;
    }

    /**
     * A base device z/VM can give a guest: in subchannel set 0 (DEDICATE names a device number, which means
     * set 0; numbers reused in sets 1-3 are other devices) of the z/VM partition's CSS where that is known.
     */
    private static boolean dedicatable(Device d, Integer css) {
        if (d.subchannelSets().isEmpty()) {
            return true;
        }
        if (css != null) {
            return Integer.valueOf(0).equals(d.subchannelSets().get(css));
        }
        return d.subchannelSets().containsValue(0);
    }

    /** Per candidate pool (by identity), its candidates by device number and by volume id. */
    private final Map<List<Candidate>, Map<String, List<Candidate>>> keepIndex = new java.util.IdentityHashMap<>();

    private List<Candidate> keep(GuestIntent g, List<Candidate> pool) throws PlanException {
        List<Candidate> out = new ArrayList<>();
        Map<String, List<Candidate>> named = keepIndex.computeIfAbsent(pool, p -> {
            // what a keep entry may name: a candidate's device number or its volume id
            Map<String, List<Candidate>> m = new HashMap<>();
            for (Candidate c : p) {
                m.computeIfAbsent(c.volume().id(), x -> new ArrayList<>()).add(c);
                if (c.device() != null && !c.device().equals(c.volume().id())) {
                    m.computeIfAbsent(c.device(), x -> new ArrayList<>()).add(c);
                }
            }
            return m;
        });
        for (String k : g.keep()) {
            Candidate found = null;
            for (Candidate c : named.getOrDefault(k, List.of())) {
                if (found != null && !found.id().equals(c.id())) {
                    throw new PlanException("guest " + g.guest() + ": keep " + k + " is ambiguous: " + found.id()
                            + " and " + c.id() + " (name the volume by its device number)");
                }
                found = c;
            }
            if (found == null) {
                throw new PlanException("guest " + g.guest() + ": keep " + k + " names no " + ("fcp".equals(g.access())
                        ? "FB volume" : "CKD base volume with a device in the IOCDS") + " of the site");
            }
            if (in.bootVolumes().getOrDefault(g.guest(), Set.of()).contains(found.id())) {
                throw new PlanException("guest " + g.guest() + ": keep " + k + " (" + found.id() + ") is a disk it"
                        + " IPLs from (its IPL device or LOADDEV): it stays the guest's as it is, outside the disks planned; drop it from"
                        + " keep");
            }
            Set<String> h = holders.getOrDefault(found.id(), Set.of());
            if (plannedIds.contains(found.id()) || !h.isEmpty() && !h.equals(Set.of(g.guest()))) {
                throw new PlanException("guest " + g.guest() + ": keep " + k + " (" + found.id()
                        + ") belongs to another guest");
            }
            if (!h.isEmpty() && !keepable(g, found.id())) {
                CurrentEntries.EntryDevice d = in.today(g.guest()).devicesOf(found.id()).get(0);
                throw new PlanException("guest " + g.guest() + ": keep " + k + " (" + found.id() + ") is its "
                        + ("mdisk".equals(d.how()) ? "minidisk" : d.how()) + " " + d.vdev() + " today"
                        + (d.fullPack() ? "" : ", a part of the volume") + ": it cannot become one of its "
                        + g.access() + " disks; drop it from keep");
            }
            take(found);
            out.add(found);
        }
        return out;
    }

    /**
     * A guest that keeps its layout of today: every volume it has that can stay one of its disks joins
     * {@code kept} (after those its intent names), so none of them is released or given to another guest.
     */
    private void keepToday(GuestIntent g, List<Candidate> kept) {
        Map<String, Candidate> byId = byIdentity(kind(g));
        Set<String> have = new HashSet<>();
        kept.forEach(c -> have.add(c.id()));
        for (String v : releasable(g)) {
            Candidate c = byId.get(v);
            if (c != null && have.add(v) && !plannedIds.contains(v)) {
                take(c);
                kept.add(c);
            }
        }
    }

    private void take(Candidate c) {
        taken.add(c.id());
        plannedIds.add(c.id());
        FreeVolumes index = free.get(c.volume().kind());
        if (index != null) {
            index.remove(c);
        }
        if (c.device() != null) {
            devicesTaken.add(c.device());
            devicesPlanned.add(c.device());
        }
        rankLoad[c.rank()]++;
        for (int da : c.daPairs()) {
            daLoad[da]++;
        }
        lssLoad[c.lss()]++;
        if (index != null) {
            index.refile(c);
        }
    }

    // ---- disks -----------------------------------------------------------------------------------------

    /** Free candidates of each kind, indexed for the disk slots (see {@link FreeVolumes}). */
    private final Map<VolumeKind, FreeVolumes> free = new HashMap<>();
    private final Map<VolumeKind, Map<String, Candidate>> byIdentity = new HashMap<>();

    private Map<String, Candidate> byIdentity(VolumeKind kind) {
        return byIdentity.computeIfAbsent(kind, k -> {
            Map<String, Candidate> m = new HashMap<>();
            pool(k).forEach(c -> m.put(c.id(), c));
            return m;
        });
    }

    private List<Candidate> pool(VolumeKind kind) {
        return allCandidates.get(kind);
    }

    private Map<VolumeKind, List<Candidate>> allCandidates;

    private FreeVolumes free(VolumeKind kind, List<Candidate> pool) {
        return free.computeIfAbsent(kind, k -> new FreeVolumes(
                pool.stream().filter(c -> !taken.contains(c.id())).toList(), rankLoad));
    }

    /**
     * The guest's disks: for each slot the free volume of least cost, lexicographically — the guest's load on
     * its rank, the site's load on the rank, the guest's and the site's load on its DA pairs, the guest's
     * load on its server and LSS, whether the guest has it already (keeping a volume that fits the guest's
     * spread beats moving its data for the site's LSS balance), the site's load on its LSS, then the lowest
     * identity. Every slot looks at the guest's current volumes, the
     * groups of the ranks the guest has, and one group per cell of the lowest site rank loads.
     */
    private List<Candidate> disks(GuestIntent g, List<Candidate> pool, List<Candidate> kept) throws PlanException {
        List<Candidate> chosen = new ArrayList<>(kept);
        FreeVolumes index = free(kind(g), pool);
        // the guest's current volumes that are still free
        TreeMap<String, Candidate> current = new TreeMap<>();
        Map<String, Candidate> byId = byIdentity(kind(g));
        for (String v : releasable(g)) {
            if (!plannedIds.contains(v)) {
                current.put(v, byId.get(v));
            }
        }
        // volumes guests before it release, where its intent allows reusing them
        List<Candidate> released = new ArrayList<>();
        if (in.reuseReleased().contains(g.guest())) {
            reusable.keySet().forEach(v -> {
                Candidate c = byId.get(v);
                if (c != null) {
                    released.add(c);
                }
            });
        }
        int[] guestRank = new int[rankLoad.length];
        int[] guestDa = new int[daLoad.length];
        int[] guestServer = new int[serverIndex.size()];
        int[] guestLss = new int[lssLoad.length];
        java.util.TreeSet<Integer> guestRanks = new java.util.TreeSet<>();
        for (Candidate c : kept) {
            count(c, guestRank, guestDa, guestServer, guestLss);
            guestRanks.add(c.rank());
        }
        Slot slot = new Slot(guestRank, guestDa, guestServer, guestLss, index.signatures());
        while (!enough(g, chosen)) {
            slot.reset();
            for (Candidate c : current.values()) {
                slot.consider(c, true);
            }
            for (Candidate c : released) {
                if (!plannedIds.contains(c.id())) {
                    slot.consider(c, false);
                }
            }
            if (exhaustive) {
                for (FreeVolumes.Group grp : index.groups()) {
                    if (!grp.free.isEmpty()) {
                        slot.consider(grp.free.firstEntry().getValue(), false);
                    }
                }
            }
            // ranks the guest does not use (their first cost is 0), by site rank load, lowest first
            for (Map.Entry<Integer, Map<Long, FreeVolumes.Cell>> level : exhaustive ? List.<Map.Entry<Integer,
                    Map<Long, FreeVolumes.Cell>>>of() : index.levels()) {
                if (slot.best != null && slot.bestCost[0] == 0 && slot.bestCost[1] < level.getKey()) {
                    break;
                }
                for (FreeVolumes.Cell cell : level.getValue().values()) {
                    if (!slot.couldWin(level.getKey(), cell)) {
                        continue;
                    }
                    FreeVolumes.Group grp = FreeVolumes.firstUnused(cell, guestRank);
                    if (grp != null) {
                        slot.consider(grp.first(), false);
                    }
                }
            }
            if (slot.best == null || slot.bestCost[0] > 0) {
                // every free volume is on a rank the guest has: the least used of those
                for (int r : guestRanks) {
                    for (FreeVolumes.Group grp : index.ofRank(r)) {
                        if (!grp.free.isEmpty()) {
                            slot.consider(grp.first(), false);
                        }
                    }
                }
            }
            Candidate best = slot.best;
            if (best == null) {
                String more = need(g, chosen);
                String volumes = "1".equals(more) ? "volume" : "volumes";
                throw new PlanException("guest " + g.guest() + " needs " + more + " more "
                        + (kind(g) == VolumeKind.FB ? "FB " + volumes + " (access fcp)" : "CKD base " + volumes
                        + " defined in the IOCDS (access " + g.access() + ")") + ", but " + index.size() + " "
                        + (index.size() == 1 ? "is" : "are") + " free after the guests before it");
            }
            take(best);
            current.remove(best.id());
            count(best, guestRank, guestDa, guestServer, guestLss);
            guestRanks.add(best.rank());
            chosen.add(best);
        }
        return chosen;
    }

    /** The search for one disk slot's volume: the least cost so far. */
    private final class Slot {
        final int[] guestRank;
        final int[] guestDa;
        final int[] guestServer;
        final int[] guestLss;
        Candidate best;
        int[] bestCost = new int[8];
        int[] cost = new int[8];
        /** Per DA-pair set of the index: the guest's and the site's load on it, for this slot. */
        final List<int[]> signatures;
        final int[] signatureGuest;
        final int[] signatureSite;

        Slot(int[] guestRank, int[] guestDa, int[] guestServer, int[] guestLss, List<int[]> signatures) {
            this.guestRank = guestRank;
            this.guestDa = guestDa;
            this.guestServer = guestServer;
            this.guestLss = guestLss;
            this.signatures = signatures;
            this.signatureGuest = new int[signatures.size()];
            this.signatureSite = new int[signatures.size()];
        }

        void reset() {
            best = null;
            for (int i = 0; i < signatures.size(); i++) {
                signatureGuest[i] = sum(signatures.get(i), guestDa);
                signatureSite[i] = sum(signatures.get(i), daLoad);
            }
        }

        void consider(Candidate c, boolean isCurrent) {
            // lexicographic: the guest's own spread and the site's rank and DA balance first, then keeping what
            // it has, then the site's LSS balance
            cost[0] = guestRank[c.rank()];
            cost[1] = rankLoad[c.rank()];
            cost[2] = sum(c.daPairs(), guestDa);
            cost[3] = sum(c.daPairs(), daLoad);
            cost[4] = guestServer[c.server()];
            cost[5] = guestLss[c.lss()];
            // a disk the guest has that fits its spread stays rather than moving for a less loaded LSS elsewhere
            cost[6] = isCurrent ? 0 : 1;
            cost[7] = lssLoad[c.lss()];
            int cmp = best == null ? -1 : compare(cost, bestCost);
            if (cmp < 0 || (cmp == 0 && c.id().compareTo(best.id()) < 0)) {
                best = c;
                int[] t = bestCost;
                bestCost = cost;
                cost = t;
            }
        }

        /** Whether a volume of {@code cell} on a rank the guest does not use could cost no more than the best. */
        boolean couldWin(int load, FreeVolumes.Cell cell) {
            if (best == null) {
                return true;
            }
            cost[0] = 0;
            cost[1] = load;
            cost[2] = signatureGuest[cell.signature];
            cost[3] = signatureSite[cell.signature];
            cost[4] = guestServer[cell.server];
            cost[5] = guestLss[cell.lss];
            cost[6] = 1;
            cost[7] = lssLoad[cell.lss];
            return compare(cost, bestCost) <= 0;
        }
    }

    private static void count(Candidate c, int[] rank, int[] da, int[] server, int[] lss) {
        rank[c.rank()]++;
        for (int d : c.daPairs()) {
            da[d]++;
        }
        server[c.server()]++;
        lss[c.lss()]++;
    }

    private static int sum(int[] keys, int[] load) {
        int s = 0;
        for (int k : keys) {
            s += load[k];
        }
        return s;
    }

    static int compare(int[] a, int[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return Integer.compare(a[i], b[i]);
            }
        }
        return 0;
    }

    private static boolean enough(GuestIntent g, List<Candidate> chosen) throws PlanException {
        if (g.disks() != null) {
            return chosen.size() >= g.disks();
        }
        long have = 0;
        for (Candidate c : chosen) {
            Long b = bytes(c.volume());
            if (b == null) {
                throw new PlanException("guest " + g.guest() + " asks for a capacity, but the export does not give the"
                        + " size of " + c.id() + "; ask for a number of disks instead");
            }
            have += b;
        }
        return have >= g.capacityBytes();
    }

    private static String need(GuestIntent g, List<Candidate> chosen) {
        if (g.disks() != null) {
            return String.valueOf(g.disks() - chosen.size());
        }
        return "(capacity " + g.capacityBytes() + " bytes)";
    }

    static Long bytes(Volume v) {
        if (v.capacityBytes() != null) {
            return v.capacityBytes();
        }
        return v.cylinders() == null ? null : v.cylinders() * 15L * 56_664L;
    }

    /** Stripe order: round-robin over ranks, ranks in the order they were first chosen, volumes ascending. */
    static List<Candidate> interleave(List<Candidate> disks) {
        Map<String, List<Candidate>> byRank = new LinkedHashMap<>();
        for (Candidate c : disks) {
            byRank.computeIfAbsent(c.rankKey(), k -> new ArrayList<>()).add(c);
        }
        byRank.values().forEach(l -> l.sort(Comparator.comparing(Candidate::id)));
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; out.size() < disks.size(); i++) {
            for (List<Candidate> l : byRank.values()) {
                if (i < l.size()) {
                    out.add(l.get(i));
                }
            }
        }
        return out;
    }

    private PlannedDisk disk(Candidate c, String vdev, boolean kept, String heldBy) {
        Volume v = c.volume();
        String type = ChannelTopology.machineType(v.image());
        String lun = null;
        String wwid = null;
        if (v.kind() == VolumeKind.FB) {
            lun = fcpLun(type, v.id());
            Wwn wwnn = site.find(StorageImage.class, Ids.storage(v.image())).map(StorageImage::wwnn).orElse(null);
            wwid = "2105".equals(type) || wwnn == null ? null
                    : Wwid.ofDs8k(wwnn, v.id()).map(Wwid::toString).orElse(null);
        }
        String rank = c.placement().ranks().size() == 1 ? c.placement().ranks().get(0) : null;
        Integer da = c.placement().daPairs().size() == 1 ? c.placement().daPairs().get(0) : null;
        return new PlannedDisk(v.identity(), v.image(), type, v.id(), v.kind().name(), rank, c.placement().lss(),
                c.placement().server(), da, c.device(), lun, wwid, bytes(v), v.cylinders(),
                v.kind() == VolumeKind.CKD ? site.guests().label(v.identity()).orElse(null) : v.volser(), vdev, kept,
                heldBy, knownRanks(c.placement()));
    }

    /** DS8000/DS6000: {@code 0x40LL40VV00000000}; ESS 2105: the 16-bit LUN {@code 0x4000 | LLVV} then 12 zeros. */
    public static String fcpLun(String machineType, String volumeId) {
        return ("2105".equals(machineType) ? FcpLun.ofEssVolume(volumeId) : FcpLun.ofDs8kVolume(volumeId))
                .map(FcpLun::toString).orElse(null);
    }

    // ---- spread and balance ----------------------------------------------------------------------------

    /** The ranks a volume is known to be on: its one rank, or the ranks its extents are shown on; else none. */
    private static List<String> knownRanks(StorageTopology.Placement p) {
        return p.ranks().size() == 1 || p.exact() && !p.ranks().isEmpty() ? List.copyOf(p.ranks()) : List.of();
    }

    private static Spread spread(List<Candidate> disks, List<PlannedPath> paths) {
        TreeSet<String> ranks = new TreeSet<>();
        TreeSet<String> lss = new TreeSet<>();
        TreeSet<Integer> servers = new TreeSet<>();
        TreeSet<Integer> das = new TreeSet<>();
        int unknownRanks = 0;
        int unknownDas = 0;
        for (Candidate c : disks) {
            // a pool or LSS is not a rank, nor are the ranks of a pool a volume may be on; the ranks a volume's
            // extents are known to be on are
            if (c.placement().ranks().size() == 1 || c.placement().exact() && !c.placement().ranks().isEmpty()) {
                ranks.addAll(c.placement().ranks());
            } else {
                unknownRanks++;
            }
            if (c.placement().daPairs().size() == 1 || c.placement().exact() && !c.placement().daPairs().isEmpty()) {
                das.addAll(c.placement().daPairs());
            } else {
                unknownDas++;
            }
            lss.add(c.placement().lss());
            servers.add(c.placement().server());
        }
        TreeSet<String> adapters = new TreeSet<>();
        TreeSet<String> chpids = new TreeSet<>();
        for (PlannedPath p : paths) {
            chpids.add(p.chpid());
            if (p.hostAdapter() != null) {
                adapters.add(p.hostAdapter());
            }
        }
        return new Spread(ranks.size(), lss.size(), servers.size(), das.size(), adapters.size(), chpids.size(),
                unknownRanks, unknownDas);
    }

    private List<Balance> balance(Map<VolumeKind, List<Candidate>> candidates, List<Candidate> planned,
                                  List<GuestPlan> guests) {
        List<Balance> out = new ArrayList<>();
        // rank: capacity per rank key = volumes of the kinds planned that were not taken by guests outside the intent
        Set<VolumeKind> kinds = new HashSet<>();
        planned.forEach(c -> kinds.add(c.volume().kind()));
        Set<String> intended = new HashSet<>();
        in.intents().forEach(i -> intended.add(i.guest()));
        Set<String> outside = new HashSet<>();
        in.currentVolumes().forEach((g, v) -> {
            if (!intended.contains(g)) {
                outside.addAll(v);
            }
        });
        // only volumes on one known rank count: a pool or LSS is not a rank; counted by hash, then sorted once
        Map<String, Integer> counted = new HashMap<>();
        for (VolumeKind k : kinds) {
            for (Candidate c : candidates.get(k)) {
                if (!outside.contains(c.id()) && c.placement().ranks().size() == 1) {
                    counted.merge(c.rankKey(), 1, Integer::sum);
                }
            }
        }
        Map<String, Integer> capacity = new TreeMap<>(counted);
        Map<String, Integer> load = new TreeMap<>();
        int unknown = 0;
        for (Candidate c : planned) {
            if (c.placement().ranks().size() == 1) {
                load.merge(c.rankKey(), 1, Integer::sum);
            } else {
                unknown++;
            }
        }
        if (!capacity.isEmpty() || unknown > 0) {
            Balance b = balanceOf("rank", load, capacity, planned.size() - unknown);
            out.add(new Balance(b.kind(), b.highest(), b.lowest(), b.lowerBound(), b.components(), b.total(), unknown));
        }
        Map<String, Integer> haLoad = new TreeMap<>();
        Map<String, Integer> chLoad = new TreeMap<>();
        int paths = 0;
        for (GuestPlan g : guests) {
            for (PlannedPath p : g.paths()) {
                paths++;
                chLoad.merge(p.chpid(), 1, Integer::sum);
                if (p.hostAdapter() != null) {
                    haLoad.merge(p.hostAdapter(), 1, Integer::sum);
                }
            }
        }
        Map<String, Integer> chCapacity = new TreeMap<>();
        Map<String, Integer> haCapacity = new TreeMap<>();
        {
            for (PathPlanner.FcpChannel f : pathPlanner.channelsUsed()) {
                chCapacity.put(f.chpid(), Integer.MAX_VALUE);
                for (String port : f.ports()) {
                    ChannelTopology.hostAdapterOfPort(port).ifPresent(h -> haCapacity.put(h, Integer.MAX_VALUE));
                }
            }
        }
        chLoad.keySet().forEach(k -> chCapacity.putIfAbsent(k, Integer.MAX_VALUE));
        haLoad.keySet().forEach(k -> haCapacity.putIfAbsent(k, Integer.MAX_VALUE));
        if (!haLoad.isEmpty()) {
            out.add(balanceOf("host-adapter", haLoad, haCapacity, haLoad.values().stream().mapToInt(i -> i).sum()));
        }
        if (paths > 0) {
            out.add(balanceOf("chpid", chLoad, chCapacity, paths));
        }
        return out;
    }

    /** Highest/lowest load over every component that could carry load, against the water-filling bound. */
    static Balance balanceOf(String kind, Map<String, Integer> load, Map<String, Integer> capacity, int total) {
        int highest = 0;
        int lowest = Integer.MAX_VALUE;
        for (String k : capacity.keySet()) {
            int l = load.getOrDefault(k, 0);
            highest = Math.max(highest, l);
            lowest = Math.min(lowest, l);
        }
        return new Balance(kind, highest, lowest == Integer.MAX_VALUE ? 0 : lowest,
                lowerBound(capacity.values(), total), capacity.size(), total);
    }

    /** The least m such that filling every component up to min(capacity, m) holds {@code total}. */
    static int lowerBound(java.util.Collection<Integer> capacities, int total) {
        if (total == 0) {
            return 0;
        }
        int lo = 1;
        int hi = total;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            long fits = 0;
            for (int c : capacities) {
                fits += Math.min(c, mid);
            }
            if (fits >= total) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }
}
