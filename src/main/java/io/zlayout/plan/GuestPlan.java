package io.zlayout.plan;

import io.zlayout.model.ByteSize;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * One guest's plan: what it gets, against what it has today.
 *
 * @param access      fcp, eckd or minidisk
 * @param workload    as the intent says (mixed when silent)
 * @param stripeSize  as written ({@code 64k})
 * @param disks       in stripe order: the order for vgcreate (interleaved over ranks); each says whether it is kept
 *                    (the guest has it today) or new, and its vdev
 * @param paths       FCP: one FCP device per CHPID; ECKD/minidisk: every CHPID of the LCUs
 * @param kept        the volumes the intent asked to keep and that stay
 * @param today       the guest's entry today: its devices (so no DEDICATE is written for a device it has), the
 *                    vdevs in use, and its boot disks, which are not among {@code disks} and are never released
 * @param releases    each released volume with the guest that holds it today and its vdev there
 * @param notes       what the planner decided for this guest that a person should know (why a layout is kept,
 *                    or why a slower one is proposed)
 * @param keptLayout  why the guest keeps its layout of today (the model predicts it at least as fast as what the
 *                    planner proposed), or null when the plan is its own
 * @param aliases     dedicated ECKD: the HyperPAV aliases of the LCUs of its planned disks it keeps or gets, LCU by
 *                    LCU in stripe order; empty otherwise
 */
public record GuestPlan(String guest, String access, String workload, String stripeSize, List<PlannedDisk> disks,
                        List<PlannedPath> paths, Spread spread, List<VolumeRef> kept,
                        CurrentEntries.CurrentEntry today, List<ReleasedVolume> releases, List<String> notes,
                        KeptLayout keptLayout, List<PlannedAlias> aliases) {

    public GuestPlan {
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        disks = List.copyOf(disks);
        paths = List.copyOf(paths);
        kept = List.copyOf(kept);
        today = today == null ? CurrentEntries.CurrentEntry.none(guest) : today;
        releases = List.copyOf(releases);
        notes = List.copyOf(notes);
    }

    /** A plan without HyperPAV aliases. */
    public GuestPlan(String guest, String access, String workload, String stripeSize, List<PlannedDisk> disks,
                     List<PlannedPath> paths, Spread spread, List<VolumeRef> kept,
                     CurrentEntries.CurrentEntry today, List<ReleasedVolume> releases, List<String> notes,
                     KeptLayout keptLayout) {
        this(guest, access, workload, stripeSize, disks, paths, spread, kept, today, releases, notes, keptLayout,
                List.of());
    }

    /** A plan of the planner's own (the guest does not keep its layout of today for speed). */
    public GuestPlan(String guest, String access, String workload, String stripeSize, List<PlannedDisk> disks,
                     List<PlannedPath> paths, Spread spread, List<VolumeRef> kept,
                     CurrentEntries.CurrentEntry today, List<ReleasedVolume> releases, List<String> notes) {
        this(guest, access, workload, stripeSize, disks, paths, spread, kept, today, releases, notes, null);
    }

    /**
     * FCP: the planned paths whose target port is not known. No zfcp.conf, chzdev or multipath line can name a
     * LUN through them, and no host connection or zone can be written for them; empty for other access types.
     */
    public List<PlannedPath> pathsWithoutTarget() {
        return "fcp".equals(access) ? paths.stream().filter(p -> p.wwpn() == null).toList() : List.of();
    }

    /**
     * What could not be written for this guest, for people (the plan's printout, README.txt, summary.txt): the
     * FCP paths without a known target port, each with its FCP device, and the input that would name their port;
     * null when nothing is missing.
     */
    public String notWritten() {
        List<PlannedPath> blind = pathsWithoutTarget();
        if (blind.isEmpty()) {
            return null;
        }
        List<String> each = new ArrayList<>();
        for (PlannedPath p : blind) {
            each.add("CHPID " + p.chpid().display() + (p.fcpDevice() == null ? "" : " (FCP device " + p.fcpDevice() + ")"));
        }
        return blind.size() + " of its " + paths.size() + " FCP paths have no known target port: "
                + String.join(", ", each) + ". No LUN line goes through " + (blind.size() == 1 ? "it" : "them")
                + " in zfcp.conf, chzdev.conf and multipath.conf, and the storage script and zoning.txt leave "
                + (blind.size() == 1 ? "it" : "them") + " out: zlayout.yaml 'fabric:' names no storage I/O port for"
                + " " + (blind.size() == 1 ? "this CHPID" : "these CHPIDs") + " and no guest capture (lszfcp -D)"
                + " shows a path over " + (blind.size() == 1 ? "it" : "them") + ". Add the cabling to 'fabric:'"
                + " and plan again.";
    }

    /** The same plan with {@code note} added to its notes. */
    public GuestPlan withNote(String note) {
        List<String> all = new ArrayList<>(notes);
        all.add(note);
        return new GuestPlan(guest, access, workload, stripeSize, disks, paths, spread, kept, today, releases, all,
                keptLayout, aliases);
    }

    /** The volumes the guest has now and loses in the plan, in the order of {@code releases}. */
    public List<VolumeRef> released() {
        return releases.stream().map(ReleasedVolume::volume).toList();
    }

    /** A guest with nothing today: every volume in {@code released} is its own. */
    public GuestPlan(String guest, String access, String workload, String stripeSize, List<PlannedDisk> disks,
                     List<PlannedPath> paths, Spread spread, List<VolumeRef> kept, List<VolumeRef> released) {
        this(guest, access, workload, stripeSize, disks, paths, spread, kept, null,
                released.stream().map(v -> new ReleasedVolume(v, guest, null, "lun", null, null)).toList(),
                List.of());
    }

    /** Stripe size in bytes. */
    public long stripeSizeBytes() {
        return ByteSize.bytes(stripeSize);
    }

    /** The boot disks it keeps as they are (IPL device, LOADDEV LUNs). */
    public List<CurrentEntries.BootDisk> boot() {
        return today.boot();
    }

    /** The FCP devices the entry dedicates today that no planned path uses, ascending. */
    public Set<DeviceNumber> releasedFcpDevices() {
        TreeSet<DeviceNumber> out = new TreeSet<>();
        // a SUBCONFIG's FCP device is one member's: it stays as it is
        today.devices().stream().filter(d -> "fcp".equals(d.how()) && d.subconfig() == null)
                .forEach(d -> {
                    if (d.device() != null) {
                        out.add(d.device());
                    }
                });
        paths.stream().filter(p -> p.device() != null).forEach(p -> out.remove(p.device()));
        // the FCP devices it IPLs through stay
        Set<DeviceNumber> boot = new TreeSet<>();
        today.boot().stream().filter(b -> b.vdev() != null).forEach(b -> boot.add(b.vdev()));
        today.devices().stream().filter(d -> boot.contains(d.vdev()))
                .forEach(d -> {
                    if (d.device() != null) {
                        out.remove(d.device());
                    }
                });
        return out;
    }
}
