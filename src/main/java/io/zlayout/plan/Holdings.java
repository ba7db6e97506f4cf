package io.zlayout.plan;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Who holds what, today and as planned so far: the volumes and devices guests have today (given to no other
 * guest: their data is there), what the plan has given out, and what guests planned so far release. The disk
 * and path choices share it, so that no volume or device is given twice.
 */
final class Holdings {

    private final PlanInput in;
    /** Volume -> the guests that have it today (directory, captures, boot disks). */
    private final Map<VolumeRef, Set<String>> holders = new HashMap<>();
    /** Device number -> the guest that has it today. */
    private final Map<DeviceNumber, String> deviceHolder = new HashMap<>();
    /** Volumes no guest may be given: some guest's today, or planned. */
    final Set<VolumeRef> taken = new HashSet<>();
    /** Volumes the plan gives out (kept ones included). */
    final Set<VolumeRef> plannedIds = new HashSet<>();
    /** Devices some guest has today or the plan gives out. */
    final Set<DeviceNumber> devicesTaken = new HashSet<>();
    /** Devices the plan gives out. */
    final Set<DeviceNumber> devicesPlanned = new HashSet<>();
    /** Volumes released by guests planned so far, not yet reused: volume -> the guest that holds it today. */
    private final TreeMap<VolumeRef, String> reusable = new TreeMap<>();

    /** Releases {@code volume}, which {@code guest} has today, for reuse by a later guest. */
    void release(VolumeRef volume, String guest) {
        reusable.put(volume, guest);
    }

    /** Reuses {@code volume}: the guest that released it, or null when it was not released. */
    String reuse(VolumeRef volume) {
        return reusable.remove(volume);
    }

    /** The released volumes not yet reused, in identity order. */
    Set<VolumeRef> reusable() {
        return reusable.keySet();
    }

    /** What every guest has today; {@code notes} gets a note per boot disk of a guest of the intent. */
    Holdings(PlanInput in, List<String> notes) {
        this.in = in;
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
            for (VolumeRef volume : new TreeSet<>(volumes)) {
                taken.add(volume);
                holders.computeIfAbsent(volume, k -> new TreeSet<>()).add(guest);
                if (intentGuests.contains(guest)) {
                    notes.add(PlanNotes.bootDisk(guest, volume));
                }
            }
        });
    }

    /** A base device some guest has today holds that guest's data, whichever way the volume was named. */
    void holdBaseDevices(List<Candidate> ckd) {
        for (Candidate c : ckd) {
            String h = deviceHolder.get(c.device());
            if (h != null) {
                taken.add(c.id());
                holders.computeIfAbsent(c.id(), k -> new TreeSet<>()).add(h);
            }
        }
    }

    /** The guests that have the volume today. */
    Set<String> holders(VolumeRef volume) {
        return holders.getOrDefault(volume, Set.of());
    }

    /** Whether {@code guest} alone has the volume today. */
    boolean heldOnlyBy(VolumeRef volume, String guest) {
        return holders(volume).equals(Set.of(guest));
    }

    boolean isBootVolume(GuestIntent g, VolumeRef volume) {
        return in.bootVolumes().getOrDefault(g.guest(), Set.of()).contains(volume);
    }

    /**
     * A volume the guest has today that can stay one of its disks of the intent's access: not a boot disk, used
     * by no other guest, and the whole volume (a dedicated volume for eckd, a full-pack minidisk for minidisk,
     * a LUN for fcp). A partial minidisk (a root or swap extent) or a disk of another access stays as it is,
     * neither planned nor released.
     */
    boolean keepable(GuestIntent g, VolumeRef volume) {
        if (isBootVolume(g, volume)) {
            return false;
        }
        if (!heldOnlyBy(volume, g.guest())) {
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
    List<VolumeRef> releasable(GuestIntent g, Map<VolumeRef, Candidate> byId) {
        List<VolumeRef> out = new ArrayList<>();
        for (VolumeRef v : in.currentVolumes().getOrDefault(g.guest(), List.of())) {
            if (byId.containsKey(v) && keepable(g, v) && !out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }
}
