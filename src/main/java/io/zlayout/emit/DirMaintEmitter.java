package io.zlayout.emit;

import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;

/**
 * The DirMaint commands that make the same change as the directory fragments:
 * {@code DIRM FOR <user> DEDICATE vdev rdev}, {@code DIRM FOR <user> AMDISK vdev 3390 0001 <cyl-1> <volser> MR}
 * and {@code DIRM FOR <user> MINIOPT vdev NOMDC}; per guest and gathered in {@code site/dirmaint.txt}.
 * Lines starting with {@code *} are comments for the person issuing them.
 */
public final class DirMaintEmitter implements GuestEmitter {

    static final String FILE = "zvm/dirmaint.txt";
    static final String SITE_FILE = "site/dirmaint.txt";
    private static final String HEADER = Text.wrap("* ", "zlayout plan: DirMaint commands, one per line."
            + " Issue them from a user DirMaint authorises for them; lines starting with * are notes."
            + " A guest sees its new devices at its next logon.", ZvmDirectoryEmitter.WIDTH);

    @Override
    public List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        StringBuilder site = new StringBuilder(HEADER);
        for (GuestLayout g : layouts) {
            String text = commands(g);
            out.add(new EmittedFile(g.file(FILE), HEADER + text, false));
            site.append("*\n").append(text);
        }
        out.add(new EmittedFile(SITE_FILE, site.toString(), false));
        return out;
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
                    } else {
                        b.append(dirm).append("DEDICATE ").append(p.device()).append(' ').append(p.device())
                                .append('\n');
                    }
                }
            }
            case ECKD -> {
                for (GuestLayout.Disk d : g.disks()) {
                    String c = dirm + "DEDICATE " + d.vdev() + " " + d.device();
                    b.append(d.kept() ? "* kept, skip if the entry has it: " + c : c).append('\n');
                }
            }
            case MINIDISK -> {
                for (GuestLayout.Disk d : g.disks()) {
                    String mdisk = ZvmDirectoryEmitter.mdisk(d);
                    if (mdisk == null) {
                        b.append("* ").append(d.vdev()).append(": volume ").append(d.volumeId())
                                .append(" has no ").append(ZvmDirectoryEmitter.missing(d)).append('\n');
                        continue;
                    }
                    String amdisk = dirm + "AMDISK " + mdisk.substring("MDISK ".length());
                    String miniopt = dirm + "MINIOPT " + d.vdev() + " NOMDC";
                    if (d.kept()) {
                        b.append("* kept, skip if the entry has it: ").append(amdisk).append('\n');
                        if (g.noMdc()) {
                            b.append("* and: ").append(miniopt).append('\n');
                        }
                        continue;
                    }
                    b.append(amdisk).append('\n');
                    if (g.noMdc()) {
                        b.append(miniopt).append('\n');
                    }
                }
            }
        }
        return b.toString();
    }
}
