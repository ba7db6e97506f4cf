package io.zlayout.emit;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * z/VM user directory statements: per guest a fragment to merge into its USER entry that holds only what the
 * plan adds ({@code DEDICATE vdev rdev} for each new FCP device and dedicated ECKD volume;
 * {@code MDISK vdev 3390 0001 <cyl-1> <volser> MR} full-pack minidisks at vdevs the entry does not use, followed
 * by {@code MINIOPT NOMDC} where writes dominate); what the guest keeps and its boot disks are comments, and
 * releases are left to {@link ReleaseEmitter}. {@code site/zvm-directory.txt} gathers every guest's fragment.
 * Lines stay within columns 1-71 of the 80-column directory record; comments start with {@code *} in column 1.
 */
public final class ZvmDirectoryEmitter implements GuestEmitter {

    static final String FILE = "zvm/directory.txt";
    static final String SITE_FILE = "site/zvm-directory.txt";
    static final int WIDTH = 71;

    @Override
    public List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        StringBuilder site = new StringBuilder();
        site.append(Text.wrap("* ", "zlayout plan: z/VM directory statements for every guest of the plan."
                + " Each block belongs in the USER entry it names; the same blocks are in"
                + " guests/<guest>/" + FILE + ".", WIDTH));
        for (GuestLayout g : layouts) {
            String text = fragment(g);
            out.add(new EmittedFile(g.file(FILE), text, false));
            site.append("*\n").append("* ").append("=".repeat(20)).append(' ').append(g.userId()).append(' ')
                    .append("=".repeat(20)).append('\n').append(text);
        }
        out.add(new EmittedFile(SITE_FILE, site.toString(), false));
        return out;
    }

    @Override
    public List<String> paths(List<GuestLayout> layouts) {
        List<String> out = GuestEmitter.each(layouts, FILE, g -> true);
        out.add(SITE_FILE);
        return out;
    }

    static String fragment(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        b.append(Text.wrap("* ", "zlayout plan for " + g.userId() + " (" + g.accessName() + ", workload "
                + g.workload() + "). Merge into " + g.plan().today().entryKind() + " " + g.userId()
                + " after its general statements:"
                + " DEDICATE, MDISK and MINIOPT are device statements. Then bring the directory online"
                + " (DIRECTXA), or issue the commands of dirmaint.txt instead.", WIDTH));
        switch (g.access()) {
            case FCP -> fcp(g, b);
            case ECKD -> eckd(g, b);
            case MINIDISK -> minidisk(g, b);
        }
        released(g, b);
        return b.toString();
    }

    private static void fcp(GuestLayout g, StringBuilder b) {
        b.append(Text.wrap("* ", "FCP devices, one per path (vdev = rdev where the entry leaves that number"
                + " free); Linux owns the FCP subchannels and sees the LUNs itself (the best choice overall in"
                + " the z/VM 5.2 performance report \"Linux Disk I/O Alternatives\").", WIDTH));
        for (GuestLayout.Path p : g.paths()) {
            if (p.device() == null) {
                b.append(Text.wrap("* ", "path " + Text.brief(p.planned().chpid()) + ": no FCP device"
                        + " number in the plan; dedicate one of that CHPID by hand.", WIDTH));
            } else if (p.kept()) {
                b.append(Text.wrap("* ", "kept: FCP device " + p.device() + " at " + p.vdev() + " (the entry"
                        + " dedicates it today; no statement)", WIDTH));
            } else if (p.runsToday()) {
                b.append(Text.wrap("* ", runningNote(g, p) + ": this DEDICATE makes it permanent.", WIDTH));
                b.append("DEDICATE ").append(p.vdev()).append(' ').append(p.device()).append('\n');
            } else {
                b.append("DEDICATE ").append(p.vdev()).append(' ').append(p.device()).append('\n');
            }
        }
    }

    /**
     * Why a device the guest runs over today still needs a statement: its entry does not have it, so it came
     * by a CP ATTACH (gone at logoff) or from a directory zlayout was not given.
     */
    static String runningNote(GuestLayout g, GuestLayout.Path p) {
        String note = "runs today: FCP device " + p.device() + " at " + p.vdev() + " (" + g.userId() + "'s Linux"
                + " runs over it, but no entry zlayout read dedicates it: ATTACHed, it is gone at logoff)";
        if (p.planned().realAssumed()) {
            // CP ATTACH rdev TO user AS vdev gives the guest another number than the real one
            note += "; the real device number is assumed equal to the virtual one (no CP QUERY VIRTUAL FCP"
                    + " was given): confirm with 'vmcp query virtual fcp' on " + g.userId() + " before the change,"
                    + " or give zlayout its output";
        }
        return note;
    }

    /**
     * For a Linux configuration file ({@code #} comments): each FCP device of the plan the guest runs over today
     * without a directory statement, which {@code zvm/directory.txt} dedicates.
     */
    static void runningComments(StringBuilder b, GuestLayout g) {
        for (GuestLayout.Path p : g.paths()) {
            if (p.runsToday() && p.busId() != null) {
                b.append("# Real FCP device ").append(p.device()).append(" (bus ID ").append(p.busId())
                        .append(" in this plan) is in use today\n"
                        + "#   without a directory statement; zvm/directory.txt dedicates it\n"
                        + "#   (makes it permanent).\n");
            }
        }
    }

    private static void eckd(GuestLayout g, StringBuilder b) {
        b.append(Text.wrap("* ", "Dedicated ECKD base volumes in stripe order, vdev = rdev where the entry"
                + " leaves that number free. Dedicated devices are not eligible for minidisk cache.", WIDTH));
        for (GuestLayout.Disk d : g.disks()) {
            if (d.kept()) {
                kept(d, b);
            } else {
                b.append("DEDICATE ").append(d.vdev()).append(' ').append(d.device()).append('\n');
            }
        }
        aliases(g, b);
    }

    /**
     * The HyperPAV aliases of the planned disks' LCUs: a guest sees only the devices its entry gives it, and an
     * alias serves any base of its own LCU.
     */
    private static void aliases(GuestLayout g, StringBuilder b) {
        if (g.aliases().isEmpty()) {
            return;
        }
        b.append(Text.wrap("* ", "HyperPAV aliases of the LCUs above: \"the alias devices are not exclusively"
                + " referenced to a certain base device but are eligible for all base devices in the same logical"
                + " control unit\" (IBM, Using HyperPAV for ECKD DASD); Linux uses them once they are online.",
                WIDTH));
        for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
            if (a.kept()) {
                b.append(Text.wrap("* ", "kept: alias " + a.device() + " of " + a.lcu().display() + " at " + a.vdev()
                        + " (the entry has it today; no statement)", WIDTH));
            } else {
                b.append("DEDICATE ").append(a.vdev()).append(' ').append(a.device()).append('\n');
            }
        }
    }

    private static void minidisk(GuestLayout g, StringBuilder b) {
        b.append(Text.wrap("* ", "Full-pack minidisks (cylinder 1 to the end; cylinder 0 keeps the"
                + " real volume label) in stripe order, at vdevs the entry and its profiles do not use (from "
                + new DeviceNumber(GuestLayout.FIRST_MINIDISK_VDEV) + " upward).", WIDTH));
        if (g.noMdc()) {
            b.append(Text.wrap("* ", "MINIOPT NOMDC: writes dominate (" + g.workload() + "); minidisk cache"
                    + " helps re-read-heavy work and costs on first reads and writes (z/VM 5.2 performance report \"Linux Disk I/O Alternatives\").", WIDTH));
        } else {
            b.append(Text.wrap("* ", "Minidisk cache stays on (the default) for " + g.workload()
                    + " work: it helps re-read-heavy work (z/VM 5.2 performance report \"Linux Disk I/O Alternatives\").", WIDTH));
        }
        for (GuestLayout.Disk d : g.disks()) {
            if (d.kept()) {
                kept(d, b);
                continue;
            }
            String mdisk = mdisk(d);
            if (mdisk == null) {
                b.append(Text.wrap("* ", d.vdev() + ": volume " + d.volumeId() + " has no "
                        + missing(d) + " in the inputs; fill it in and remove the '*':", WIDTH));
                b.append("*MDISK ").append(d.vdev()).append(" 3390 0001 ")
                        .append(d.cylinders() == null ? "????" : count(d)).append(' ')
                        .append(d.volser() == null ? "??????" : d.volser()).append(" MR\n");
                if (g.noMdc()) {
                    b.append("*MINIOPT NOMDC\n");
                }
                continue;
            }
            b.append(mdisk).append('\n');
            if (g.noMdc()) {
                b.append("MINIOPT NOMDC\n");
            }
        }
    }

    /** The MDISK statement, or null when the volser or cylinder count is unknown. */
    static String mdisk(GuestLayout.Disk d) {
        if (d.volser() == null || d.cylinders() == null) {
            return null;
        }
        return "MDISK " + d.vdev() + " 3390 0001 " + count(d) + " " + d.volser() + " MR";
    }

    static String count(GuestLayout.Disk d) {
        return String.format(Locale.ROOT, "%04d", d.cylinders() - 1);
    }

    static String missing(GuestLayout.Disk d) {
        if (d.volser() == null && d.cylinders() == null) {
            return "volser and no cylinder count";
        }
        return d.volser() == null ? "volser" : "cylinder count";
    }

    private static void kept(GuestLayout.Disk d, StringBuilder b) {
        b.append(Text.wrap("* ", "kept: volume " + d.volumeId() + " at " + d.vdev() + " (the entry has it"
                + " today; no statement)", WIDTH));
    }

    /** What stays as it is and what the plan proposes to release, as notes after the statements. */
    private static void released(GuestLayout g, StringBuilder b) {
        for (io.zlayout.topology.CurrentEntries.BootDisk boot : g.plan().boot()) {
            b.append(Text.wrap("* ", "boot: " + ReleaseEmitter.describe(boot) + " stays as it is.", WIDTH));
        }
        if (!g.releases().isEmpty()) {
            b.append(Text.wrap("* ", "Not part of this change: " + g.releases().size()
                    + " device(s) the plan releases; " + ReleaseEmitter.FILE + " proposes removing them once"
                    + " their data has moved. " + RollbackEmitter.FILE + " undoes this change.", WIDTH));
        }
    }
}
