package io.zlayout.emit;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * z/VM user directory statements: per guest a fragment to merge into its USER entry ({@code DEDICATE vdev rdev}
 * for each FCP device and dedicated ECKD volume, vdev = rdev; {@code MDISK vdev 3390 0001 <cyl-1> <volser> MR}
 * full-pack minidisks from vdev 0200 upward, followed by {@code MINIOPT NOMDC} where writes dominate), and
 * {@code site/zvm-directory.txt} gathering every guest's fragment. Lines stay within columns 1-71 of the
 * 80-column directory record; comments start with {@code *} in column 1.
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

    static String fragment(GuestLayout g) {
        StringBuilder b = new StringBuilder();
        b.append(Text.wrap("* ", "zlayout plan for " + g.userId() + " (" + g.accessName() + ", workload "
                + g.workload() + "). Merge into USER " + g.userId() + " after its general statements:"
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
        b.append(Text.wrap("* ", "FCP devices, one per path, vdev = rdev; Linux owns the FCP"
                + " subchannels and sees the LUNs itself (the best choice overall in the z/VM 5.2 performance report \"Linux Disk I/O Alternatives\").", WIDTH));
        for (GuestLayout.Path p : g.paths()) {
            if (p.device() == null) {
                b.append(Text.wrap("* ", "path " + Text.brief(p.planned().chpid()) + ": no FCP device"
                        + " number in the plan; dedicate one of that CHPID by hand.", WIDTH));
            } else {
                b.append("DEDICATE ").append(p.device()).append(' ').append(p.device()).append('\n');
            }
        }
    }

    private static void eckd(GuestLayout g, StringBuilder b) {
        b.append(Text.wrap("* ", "Dedicated ECKD base volumes in stripe order, vdev = rdev. Dedicated"
                + " devices are not eligible for minidisk cache.", WIDTH));
        for (GuestLayout.Disk d : g.disks()) {
            String statement = "DEDICATE " + d.vdev() + " " + d.device();
            if (d.kept()) {
                kept(d, statement, b);
            } else {
                b.append(statement).append('\n');
            }
        }
    }

    private static void minidisk(GuestLayout g, StringBuilder b) {
        b.append(Text.wrap("* ", "Full-pack minidisks (cylinder 1 to the end; cylinder 0 keeps the"
                + " real volume label) in stripe order from vdev "
                + new DeviceNumber(GuestLayout.FIRST_MINIDISK_VDEV) + " upward.", WIDTH));
        if (g.noMdc()) {
            b.append(Text.wrap("* ", "MINIOPT NOMDC: writes dominate (" + g.workload() + "); minidisk cache"
                    + " helps re-read-heavy work and costs on first reads and writes (z/VM 5.2 performance report \"Linux Disk I/O Alternatives\").", WIDTH));
        } else {
            b.append(Text.wrap("* ", "Minidisk cache stays on (the default) for " + g.workload()
                    + " work: it helps re-read-heavy work (z/VM 5.2 performance report \"Linux Disk I/O Alternatives\").", WIDTH));
        }
        for (GuestLayout.Disk d : g.disks()) {
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
            if (d.kept()) {
                kept(d, mdisk + (g.noMdc() ? "\nMINIOPT NOMDC" : ""), b);
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

    private static void kept(GuestLayout.Disk d, String statements, StringBuilder b) {
        b.append(Text.wrap("* ", "kept volume " + d.volumeId() + ": the entry has it already; keep its"
                + " statement if it reads as below, else replace it with:", WIDTH));
        for (String s : statements.split("\n")) {
            b.append("*   ").append(s).append('\n');
        }
    }

    private static void released(GuestLayout g, StringBuilder b) {
        if (g.plan().released().isEmpty()) {
            return;
        }
        b.append(Text.wrap("* ", "Released by the plan (remove their DEDICATE or MDISK statements from"
                + " " + g.userId() + " once their data is moved):", WIDTH));
        for (String v : g.plan().released()) {
            b.append(Text.wrap("*   ", v, WIDTH));
        }
    }
}
