package io.zlayout.emit;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.plan.ReleasedVolume;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code zvm/release.txt} per guest that gives something up, and {@code site/release.txt}: the volumes and FCP
 * devices a guest has today that the plan does not keep, as proposals. Every command is commented out: the data
 * on a released volume is still the guest's until it has been moved, so removing the statement is a separate,
 * later decision, never part of applying the plan. A volume another guest of the plan receives says so.
 */
public final class ReleaseEmitter extends GuestSections {

    static final String FILE = "zvm/release.txt";
    static final String SITE_FILE = "site/release.txt";
    private static final int WIDTH = ZvmDirectoryEmitter.WIDTH;
    private static final String HEADER = Text.wrap("* ", "zlayout plan: devices the guests have today that the"
            + " plan does not keep. A proposal, not a step of the plan: every command below is commented out."
            + " Once the data on a device has moved and the guest no longer uses it, remove the '*' in front of"
            + " its command and issue it (or delete the statement shown from the entry the command names, a USER"
            + " or an INCLUDEd PROFILE, and run DIRECTXA). DMDISK with NOCLEAN leaves the data on the volume.",
            WIDTH);

    /**
     * One device the plan releases.
     *
     * @param what       what it is, for the note above the command
     * @param vdev       the guest's virtual device, or null (a LUN seen only in its Linux captures)
     * @param how        {@code dedicate}, {@code mdisk}, {@code fcp} or {@code lun}
     * @param statements its directory statements today (empty when not known)
     * @param reusedBy   the guest this plan gives the volume to, or null
     * @param profile    the PROFILE the statement lives in (the entry INCLUDEs it), or null for the entry's own
     * @param users      the guests of the inputs that include {@code profile}
     */
    record Release(String what, String vdev, String how, List<String> statements, String reusedBy, String profile,
                   List<String> users) {

        /** The DirMaint prefix addressing the entry the statement lives in: the profile's, else the guest's. */
        String dirm(String userId) {
            return "DIRM FOR " + (profile != null ? profile : userId) + " ";
        }
    }

    public ReleaseEmitter() {
        super(FILE, SITE_FILE, HEADER, ReleaseEmitter::releasing, ReleaseEmitter::proposals, false);
    }

    /** Whether the plan releases something of the guest (only then has it a release file). */
    static boolean releasing(GuestLayout g) {
        return !g.releases().isEmpty();
    }

    static String proposals(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        b.append(Text.wrap("* ", g.userId() + ": " + g.releases().size() + " device(s) to release", WIDTH));
        for (Release r : g.releases()) {
            b.append("*\n");
            b.append(Text.wrap("* ", r.what() + (r.statements().isEmpty() ? "" : ", today: "
                    + String.join(" / ", r.statements())), WIDTH));
            if (r.reusedBy() != null) {
                b.append(Text.wrap("* ", "This plan gives it to " + r.reusedBy() + ": move " + g.userId()
                        + "'s data off it before " + r.reusedBy() + "'s lvm-setup.sh runs.", WIDTH));
            }
            if (r.profile() != null) {
                List<String> others = r.users().stream().filter(u -> !u.equals(g.userId())).toList();
                b.append(Text.wrap("* ", "The statement is in PROFILE " + r.profile() + ", not in "
                        + g.plan().today().entryKind() + " "
                        + g.userId() + ": removing it there removes it from every guest that includes the profile"
                        + (others.isEmpty() ? " (of the inputs, only " + g.userId() + " does; check the directory"
                        + " for others)" : ", here also " + String.join(", ", others) + ": their data on it moves"
                        + " first too") + ".", WIDTH));
            }
            String command = command(r.dirm(g.userId()), r);
            if (command != null) {
                b.append('*').append(command).append('\n');
            } else {
                b.append(Text.wrap("* ", "not in the directory entry: take it out of the guest's Linux"
                        + " configuration and the storage's host mapping by hand.", WIDTH));
            }
        }
        return b.toString();
    }

    /** The DirMaint command that removes it, or null for a LUN the entry does not name. */
    static String command(String dirm, Release r) {
        if (r.vdev() == null) {
            return null;
        }
        return switch (r.how()) {
            case "mdisk" -> dirm + "DMDISK " + r.vdev() + " NOCLEAN";
            case "dedicate", "fcp" -> dirm + "DEDICATE " + r.vdev() + " DELETE";
            default -> null;
        };
    }

    /** What the plan releases of this guest: its released volumes, then the FCP devices no path uses. */
    static List<Release> releases(GuestLayout g) {
        List<Release> out = new ArrayList<>();
        CurrentEntries.CurrentEntry today = g.plan().today();
        for (ReleasedVolume v : g.plan().releases()) {
            // the statement holding this volume: two members' subconfigurations may each use the vdev
            DeviceNumber vdev = v.vdev();
            CurrentEntries.EntryDevice d = vdev == null ? null : today.devicesOf(v.volume()).stream()
                    .filter(x -> vdev.equals(x.vdev())).findFirst()
                    .orElseGet(() -> today.device(vdev).orElse(null));
            String what = "volume " + v.volume().display()
                    + (vdev == null ? " (a LUN its Linux captures show)" : " at " + vdev);
            out.add(new Release(what, vdev == null ? null : vdev.toString(), v.how(), d == null ? List.of() : d.statements(), v.reusedBy(),
                    d == null ? null : d.profile(), d == null ? List.of() : d.profileUsers()));
        }
        for (DeviceNumber device : g.plan().releasedFcpDevices()) {
            for (CurrentEntries.EntryDevice d : today.devices()) {
                if ("fcp".equals(d.how()) && device.equals(d.device())) {
                    out.add(new Release("FCP device " + device + " at " + d.vdev() + " (no planned path uses it)",
                            d.vdev().toString(), "fcp", d.statements(), null, d.profile(), d.profileUsers()));
                }
            }
        }
        return List.copyOf(out);
    }

    /** A boot disk in words: how the guest IPLs from it and the volume behind it. */
    static String describe(CurrentEntries.BootDisk b) {
        String volume = b.volume() == null ? "volume not in the export" : "volume " + b.volume().display();
        return switch (b.how()) {
            case "scsi" -> (b.alternate() ? "alternate " : "") + "SCSI IPL LUN " + b.lun() + " via "
                    + b.portname() + (b.vdev() == null ? "" : " on FCP device " + b.vdev()) + " (" + volume + ")";
            case "minidisk" -> "IPL minidisk " + b.vdev() + " (" + volume + ")";
            default -> "IPL device " + b.vdev() + " (" + volume + ")";
        };
    }
}
