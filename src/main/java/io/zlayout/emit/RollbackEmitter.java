package io.zlayout.emit;

import java.util.List;

/**
 * {@code zvm/rollback.txt} per guest and {@code site/rollback.txt}: the DirMaint commands that take the plan's
 * change out of a guest's entry again, back to the entry as it is today — each device the plan adds is removed
 * (DEDICATE vdev DELETE, DMDISK vdev NOCLEAN), nothing the guest had is touched; and, commented out, the
 * commands that put back what {@code release.txt} removes, with the statements as the entry has them today, for
 * when the releases were issued too.
 */
public final class RollbackEmitter extends GuestSections {

    static final String FILE = "zvm/rollback.txt";
    static final String SITE_FILE = "site/rollback.txt";
    private static final int WIDTH = ZvmDirectoryEmitter.WIDTH;
    private static final String HEADER = Text.wrap("* ", "zlayout plan: rollback. Issue these DirMaint commands"
            + " to bring each entry back to what it is today: they remove every device the plan adds and leave"
            + " what the guest had. Without DirMaint, delete the statements named from the entry the command"
            + " names (a USER, or for a statement of an INCLUDEd profile that PROFILE) and run"
            + " DIRECTXA. Lines starting with * are notes; the commented commands at the end of a guest put back"
            + " what release.txt removes, for when it was issued.", WIDTH);

    public RollbackEmitter() {
        super(FILE, SITE_FILE, HEADER, g -> true, RollbackEmitter::commands, true);
    }

    static String commands(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        String dirm = "DIRM FOR " + g.userId() + " ";
        b.append(Text.wrap("* ", g.userId() + " (" + g.accessName() + ")", WIDTH));
        int added = 0;
        switch (g.access()) {
            case FCP -> {
                for (GuestLayout.Path p : g.paths()) {
                    if (p.vdev() != null && !p.kept()) {
                        b.append(Text.wrap("* ", "added: DEDICATE " + p.vdev() + " " + p.device()
                                + (p.runsToday() ? " (not in the entry today: " + g.userId() + " ran over it"
                                + " ATTACHed; without the DEDICATE it has the device only until logoff, and"
                                + " after its next logon only by ATTACH " + p.device() + " TO " + g.userId()
                                + " AS " + p.vdev() + ")" : ""), WIDTH));
                        b.append(dirm).append("DEDICATE ").append(p.vdev()).append(" DELETE\n");
                        added++;
                    }
                }
            }
            case ECKD -> {
                for (GuestLayout.Disk d : g.disks()) {
                    if (!d.kept()) {
                        b.append(Text.wrap("* ", "added: DEDICATE " + d.vdev() + " " + d.device(), WIDTH));
                        b.append(dirm).append("DEDICATE ").append(d.vdev()).append(" DELETE\n");
                        added++;
                    }
                }
                for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
                    if (!a.kept()) {
                        b.append(Text.wrap("* ", "added: DEDICATE " + a.vdev() + " " + a.device() + " (HyperPAV"
                                + " alias of " + a.lcu().display() + "; on Linux first: chzdev dasd-eckd "
                                + GuestLayout.busId(a) + " -d)", WIDTH));
                        b.append(dirm).append("DEDICATE ").append(a.vdev()).append(" DELETE\n");
                        added++;
                    }
                }
            }
            case MINIDISK -> {
                for (GuestLayout.Disk d : g.disks()) {
                    // a statement left for the user to fill in was never issued: nothing to take out
                    if (!d.kept() && ZvmDirectoryEmitter.mdisk(d) != null) {
                        b.append(Text.wrap("* ", "added: " + ZvmDirectoryEmitter.mdisk(d), WIDTH));
                        b.append(dirm).append("DMDISK ").append(d.vdev()).append(" NOCLEAN\n");
                        added++;
                    }
                }
            }
        }
        if (added == 0) {
            b.append("* the plan adds nothing to this entry\n");
        }
        migration(b, g);
        List<ReleaseEmitter.Release> releases = g.releases();
        boolean header = false;
        for (ReleaseEmitter.Release r : releases) {
            if (ReleaseEmitter.command(r.dirm(g.userId()), r) == null || r.statements().isEmpty()) {
                continue;
            }
            if (!header) {
                b.append(Text.wrap("* ", "Only if " + ReleaseEmitter.FILE + " was issued: remove the '*' to put"
                        + " back what it removed, as the entry has it today.", WIDTH));
                header = true;
            }
            for (String statement : r.statements()) {
                b.append('*').append(r.dirm(g.userId())).append(restore(statement, r.vdev())).append('\n');
            }
        }
        return b.toString();
    }

    /**
     * A migration stopped half-way: what to run on the guest before any disk the plan adds is taken away (here, or
     * by the storage team). Every state migrate.sh leaves holds a whole copy of the data; these steps keep it.
     */
    private static void migration(StringBuilder b, GuestLayout g) {
        Migration m = g.migration();
        if (!m.writes()) {
            return;
        }
        String vglv = m.lv().vg() + "/" + m.lv().lv();
        b.append(Text.wrap("* ", "If " + MigrateScriptEmitter.FILE + " has started: " + vglv + " may use the"
                + " disks the plan adds. Either run it again to the end (it continues where it stopped), or take"
                + " it back on " + g.userId() + " as root before any disk is taken away:", WIDTH));
        b.append(Text.wrap("*   ", "1. pvmove (without arguments: finishes a move an interrupted run left, when"
                + " lvs -a " + m.lv().vg() + " shows [pvmove0])", WIDTH));
        b.append(Text.wrap("*   ", "2. lvconvert -y -m 0 " + vglv + " (only while lvs shows it as a mirror:"
                + " without disks named, lvconvert drops the last image, the striped copy)", WIDTH));
        for (GuestLayout.Disk d : g.disks()) {
            if (!d.kept()) {
                b.append(Text.wrap("*   ", "3. pvmove " + d.pv() + "; vgreduce " + m.lv().vg() + " " + d.pv()
                        + "; pvremove " + d.pv() + " (volume " + d.volumeId() + "; skip pvmove when pvs shows"
                        + " it holds nothing, and all three when it is in no volume group)", WIDTH));
            }
        }
        b.append(Text.wrap("* ", "The disks that left the volume group at the end of a run are empty; putting"
                + " them back is vgextend " + m.lv().vg() + " and pvmove.", WIDTH));
    }

    /**
     * The DirMaint command that adds a directory statement back: DEDICATE as it reads, MDISK as AMDISK with the
     * same operands, MINIOPT and DASDOPT with the vdev they follow.
     */
    private static String restore(String statement, String vdev) {
        if (statement.startsWith("MDISK ")) {
            return "AMDISK " + statement.substring("MDISK ".length());
        }
        if (statement.startsWith("MINIOPT ") || statement.startsWith("DASDOPT ")) {
            int space = statement.indexOf(' ');
            return statement.substring(0, space) + " " + vdev + statement.substring(space);
        }
        return statement;
    }
}
