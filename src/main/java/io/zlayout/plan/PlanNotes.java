package io.zlayout.plan;

import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/** The plan's notes: what it leaves as it is, what it assumes, and what a person must do around it. */
final class PlanNotes {

    private PlanNotes() {
    }

    static String bootDisk(String guest, VolumeRef volume) {
        return "guest " + guest + " IPLs from " + volume + ": it keeps it, outside the disks planned here";
    }

    /** The note naming the devices one SUBCONFIG member's statements give the guest, or null when none. */
    static String subconfigDevices(GuestIntent g, CurrentEntries.CurrentEntry today) {
        List<String> member = new ArrayList<>();
        for (CurrentEntries.EntryDevice d : today.devices()) {
            if (d.subconfig() != null && !"link".equals(d.how())) {
                member.add(d.vdev() + " (SUBCONFIG " + d.subconfig().name() + ", member " + d.subconfig().member()
                        + ")");
            }
        }
        if (member.isEmpty()) {
            return null;
        }
        return "guest " + g.guest() + " has devices one member's configuration gives it: "
                + String.join(", ", member) + "; they stay as they are, neither planned nor released, and"
                + " no new device takes their numbers";
    }

    static String reused(String guest, VolumeRef volume, String holder) {
        return "guest " + guest + " gets " + volume + ", which " + holder + " releases: move " + holder
                + "'s data off it before " + guest + " formats it";
    }

    /**
     * The note naming the guest's own whole data volumes of another access than the intent's (ECKD volumes and
     * full-pack minidisks of a guest planned onto LUNs, LUNs of one planned onto ECKD), or null. They are neither
     * planned nor released, as {@link Holdings#keepable} says: their data is the guest's and moving it across
     * access kinds is work the plan cannot do (a pvmove, a copy), so a release proposal could only lose it; the
     * note names them so the move and the release are not forgotten. The boot disk, partial minidisks (root,
     * swap), links, profile and SUBCONFIG statements and volumes another guest shares are left out: they are not
     * its data disks, or not its alone.
     *
     * @param lunVolumes the guest's volumes today (those without an entry statement are LUNs its captures show)
     * @param own        whether a volume is the guest's own data, neither planned nor released
     */
    static String otherAccess(GuestIntent g, CurrentEntries.CurrentEntry today, List<VolumeRef> lunVolumes,
                              Predicate<VolumeRef> own) {
        Set<VolumeRef> seen = new HashSet<>();
        List<String> named = new ArrayList<>();
        for (CurrentEntries.EntryDevice d : today.devices()) {
            boolean whole = d.fullPack() && ("dedicate".equals(d.how()) || "mdisk".equals(d.how()));
            if (!whole || d.volume() == null || d.subconfig() != null || d.profile() != null
                    || !own.test(d.volume()) || !seen.add(d.volume())) {
                continue;
            }
            named.add(d.vdev() + " (" + ("dedicate".equals(d.how()) ? "dedicated" : "full-pack minidisk"
                    + (d.volser() == null ? "" : " on " + d.volser())) + ", volume " + d.volume().display() + ")");
        }
        if (!"fcp".equals(g.access())) {
            for (VolumeRef v : lunVolumes) {
                if (today.devicesOf(v).isEmpty() && own.test(v) && seen.add(v)) {
                    named.add("LUN volume " + v.display());
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

    /** The note for a running FCP device whose real number is taken to be its virtual one. */
    /** An LCU of the guest's planned disks has fewer free HyperPAV aliases than the guest is to have there. */
    static String fewAliases(String guest, String lcu, int want, int got) {
        return guest + " is to have " + want + " HyperPAV alias" + (want == 1 ? "" : "es") + " on " + lcu + " but gets "
                + got + ": the IOCDS defines no more alias devices (UNIT=3390A) there that no guest dedicates";
    }

    /** {@code hyperpav: N} on a guest without dedicated ECKD disks. */
    static String hyperpavNotDedicated(GuestIntent g) {
        return g.guest() + ": hyperpav: " + g.hyperpav() + " is for dedicated ECKD disks (access: eckd); "
                + ("minidisk".equals(g.access()) ? "z/VM multiplexes minidisk I/O over the LCU's base and alias"
                + " subchannels itself (IBM, z/VM: Using HyperPAV for minidisks), so the plan dedicates none"
                : "FCP LUNs have no aliases") + ".";
    }

    static String assumed(String guest, DeviceNumber device, ChpidRef chpid) {
        return "FCP device " + device + (chpid == null ? "" : " (" + chpid + ")") + ": " + guest + "'s Linux runs"
                + " over virtual device " + device + " and no CP QUERY VIRTUAL FCP of " + guest + " was given, so the"
                + " plan takes the real device to be " + device + " as well (a CP ATTACH without AS); had it been"
                + " attached AS another number, the DEDICATE would name the wrong device: confirm with 'vmcp query"
                + " virtual fcp' on the guest (zlayout collect captures it) and give its output to zlayout";
    }

    /** The note for a running FCP device the plan dedicates at another virtual number than Linux sees today. */
    static String moved(String guest, DeviceNumber device, DeviceNumber runsAt, DeviceNumber vdev) {
        return "FCP device " + device + ": " + guest + "'s Linux runs over it today at virtual device " + runsAt
                + " (bus ID " + PathPlanner.busId(runsAt) + "), which the plan cannot keep (the entry or another"
                + " planned device uses it); the DEDICATE puts it at " + vdev + ", so after the next logon Linux"
                + " sees it as " + PathPlanner.busId(vdev) + ": the plan's zfcp.conf and chzdev configuration use"
                + " the new bus ID, and any configuration of the guest naming " + PathPlanner.busId(runsAt)
                + " must change with it";
    }
}
