package io.zlayout.emit;

import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a guest's data must move to reach its planned disks, and what moves: the logical volume its {@code lvs}
 * capture shows on the disks the plan keeps or releases. Decided once per guest from the plan and today's entry;
 * the migration script is written from it, the summary and README say why a guest has none.
 *
 * @param lv      the logical volume that moves, or null when none does (or none can be told)
 * @param leaving its devices today that are not planned disks: emptied and taken out of its volume group
 * @param reason  why the plan writes no migration although kept or released disks may hold data, or null
 */
record Migration(CurrentEntries.LvToday lv, List<CurrentEntries.PvToday> leaving, String reason) {

    private static final Migration NONE = new Migration(null, List.of(), null);

    Migration {
        leaving = List.copyOf(leaving);
    }

    /** True when a migration script is written. */
    boolean writes() {
        return lv != null;
    }

    static Migration of(GuestLayout g) {
        if (g.disks().isEmpty() || LvmScriptEmitter.allKept(g) && g.plan().releases().isEmpty()) {
            return NONE;
        }
        Set<VolumeRef> planned = new LinkedHashSet<>();
        g.disks().forEach(d -> planned.add(d.planned().volume()));
        Set<VolumeRef> touched = new LinkedHashSet<>();
        g.disks().stream().filter(GuestLayout.Disk::kept).forEach(d -> touched.add(d.planned().volume()));
        g.plan().releases().forEach(r -> touched.add(r.volume()));
        touched.removeAll(g.plan().today().bootVolumes());
        if (touched.isEmpty()) {
            return NONE;
        }
        List<CurrentEntries.LvToday> lvs = g.plan().today().lvs();
        if (lvs.isEmpty()) {
            return new Migration(null, List.of(), "no lvs capture of " + g.userId() + " was given, so what its kept"
                    + " or released disks hold is not known: no migrate.sh is written; move the data before"
                    + " lvm-setup.sh or release.txt (or add 'lvs -o +devices,stripes,stripe_size' to its captures"
                    + " and plan again)");
        }
        List<CurrentEntries.LvToday> moving = new ArrayList<>();
        for (CurrentEntries.LvToday lv : lvs) {
            for (CurrentEntries.PvToday pv : lv.pvs()) {
                if (pv.volume() == null) {
                    return new Migration(null, List.of(), "its lvs capture shows " + lv.vg() + "/" + lv.lv() + " on "
                            + pv.device() + ", which no capture ties to a volume: no migrate.sh is written (add its"
                            + " multipath -ll or lsdasd capture and plan again)");
                }
                if (touched.contains(pv.volume()) && !moving.contains(lv)) {
                    moving.add(lv);
                }
            }
        }
        if (moving.isEmpty()) {
            return NONE;
        }
        if (moving.size() > 1) {
            List<String> names = moving.stream().map(l -> l.vg() + "/" + l.lv()).toList();
            return new Migration(null, List.of(), "its kept or released disks hold " + names.size()
                    + " logical volumes (" + String.join(", ", names) + "): the plan has one striped volume, so"
                    + " no migrate.sh is written; move them by hand");
        }
        CurrentEntries.LvToday lv = moving.get(0);
        if (lv.vgLvs().size() > 1) {
            return new Migration(null, List.of(), "volume group " + lv.vg() + " holds " + String.join(", ",
                    lv.vgLvs()) + ": the migration moves one logical volume of a group that holds only it, so no"
                    + " migrate.sh is written");
        }
        for (CurrentEntries.PvToday pv : lv.pvs()) {
            if (g.plan().today().bootVolumes().contains(pv.volume())) {
                return new Migration(null, List.of(), lv.vg() + "/" + lv.lv() + " is on the disk " + g.userId()
                        + " IPLs from (" + pv.device() + "): no migrate.sh is written");
            }
        }
        List<CurrentEntries.PvToday> leaving = lv.pvs().stream().filter(p -> !planned.contains(p.volume())).toList();
        return new Migration(lv, leaving, null);
    }


    /**
     * The Linux name of a device leaving the volume group: a DASD by its bus ID ({@code /dev/disk/by-path/...}),
     * which stays when kernel names change; anything else as lvs printed it.
     */
    static String path(CurrentEntries.PvToday pv) {
        if (pv.dasd() != null) {
            return "/dev/disk/by-path/ccw-" + pv.dasd() + (pv.part() > 0 ? "-part" + pv.part() : "");
        }
        return pv.device();
    }
}
