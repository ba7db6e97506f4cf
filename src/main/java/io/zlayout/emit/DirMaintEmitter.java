package io.zlayout.emit;

import java.util.List;

/**
 * The DirMaint commands that make the same change as the directory fragments, for what the plan adds only (a
 * device the entry has gets no command; releases are {@link ReleaseEmitter}'s):
 * {@code DIRM FOR <user> DEDICATE vdev rdev}, {@code DIRM FOR <user> AMDISK vdev 3390 0001 <cyl-1> <volser> MR}
 * and {@code DIRM FOR <user> MINIOPT vdev NOMDC}; per guest and gathered in {@code site/dirmaint.txt}.
 * Lines starting with {@code *} are comments for the person issuing them.
 */
public final class DirMaintEmitter extends GuestSections {

    static final String FILE = "zvm/dirmaint.txt";
    static final String SITE_FILE = "site/dirmaint.txt";
    private static final String HEADER = Text.wrap("* ", "zlayout plan: DirMaint commands, one per line."
            + " Issue them from a user DirMaint authorises for them; lines starting with * are notes."
            + " A guest sees its new devices at its next logon.", ZvmDirectoryEmitter.WIDTH);

    public DirMaintEmitter() {
        super(FILE, SITE_FILE, HEADER, g -> true, DirMaintEmitter::commands, true);
    }

    static String commands(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        String dirm = "DIRM FOR " + g.userId() + " ";
        b.append(Text.wrap("* ", g.userId() + " (" + g.accessName() + ", workload " + g.workload() + ")",
                ZvmDirectoryEmitter.WIDTH));
        switch (g.access()) {
            case FCP -> {
                for (GuestLayout.Path p : g.paths()) {
                    if (p.device() == null) {
                        b.append("* path ").append(Text.brief(p.planned().chpid()))
                                .append(": no FCP device number in the plan\n");
                    } else if (p.kept()) {
                        kept(b, "FCP device " + p.device(), p.vdev());
                    } else {
                        if (p.runsToday()) {
                            b.append(Text.wrap("* ", ZvmDirectoryEmitter.runningNote(g, p)
                                    + ": the command makes it permanent.", ZvmDirectoryEmitter.WIDTH));
                        }
                        dedicate(b, dirm, p.vdev(), p.device());
                    }
                }
            }
            case ECKD -> {
                for (GuestLayout.Disk d : g.disks()) {
                    if (d.kept()) {
                        kept(b, "volume " + d.volumeId(), d.vdev());
                    } else {
                        dedicate(b, dirm, d.vdev(), d.device());
                    }
                }
                for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
                    if (a.kept()) {
                        kept(b, "HyperPAV alias " + a.device(), a.vdev());
                    } else {
                        dedicate(b, dirm, a.vdev(), a.device());
                    }
                }
            }
            case MINIDISK -> {
                for (GuestLayout.Disk d : g.disks()) {
                    if (d.kept()) {
                        kept(b, "volume " + d.volumeId(), d.vdev());
                        continue;
                    }
                    String mdisk = ZvmDirectoryEmitter.mdisk(d);
                    if (mdisk == null) {
                        b.append("* ").append(d.vdev()).append(": volume ").append(d.volumeId())
                                .append(" has no ").append(ZvmDirectoryEmitter.missing(d)).append('\n');
                        continue;
                    }
                    b.append(dirm).append("AMDISK ").append(mdisk.substring("MDISK ".length())).append('\n');
                    if (g.noMdc()) {
                        b.append(dirm).append("MINIOPT ").append(d.vdev()).append(" NOMDC\n");
                    }
                }
            }
        }
        if (!g.releases().isEmpty()) {
            b.append(Text.wrap("* ", "releases: see " + ReleaseEmitter.FILE + " (after the data has moved);"
                    + " undo: " + RollbackEmitter.FILE, ZvmDirectoryEmitter.WIDTH));
        }
        return b.toString();
    }

    /** A device the entry has already: a note, no command. */
    private static void kept(StringBuilder b, String what, Object vdev) {
        b.append("* kept: ").append(what).append(" at ").append(vdev).append(" (no command)\n");
    }

    private static void dedicate(StringBuilder b, String dirm, Object vdev, Object device) {
        b.append(dirm).append("DEDICATE ").append(vdev).append(' ').append(device).append('\n');
    }
}
