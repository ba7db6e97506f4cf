package io.zlayout.emit;

import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedPath;
import io.zlayout.plan.Spread;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * {@code guests/<guest>/summary.txt}: what the plan gives one guest, for a person to read before applying it —
 * the disks in stripe order with rank, LSS, server and DA pair, the paths from CHPID to I/O enclosure, the
 * spread, what is kept and released, the multipath and minidisk-cache choices with their evidence, and the
 * guest's files in the order to apply them.
 */
public final class GuestSummaryEmitter implements GuestEmitter {

    static final String FILE = "summary.txt";
    private static final int WIDTH = 78;

    @Override
    public List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        List<EmittedFile> out = new ArrayList<>();
        java.util.Map<String, List<String>> byDir = GuestLayout.filesByDir(earlier);
        for (GuestLayout g : layouts) {
            List<String> files = byDir.getOrDefault(g.dir(), List.of());
            out.add(new EmittedFile(g.file(FILE), content(g, files), false));
        }
        return out;
    }

    @Override
    public List<String> paths(List<GuestLayout> layouts) {
        return GuestEmitter.each(layouts, FILE, g -> true);
    }

    static String content(GuestLayout g, List<String> files) {
        StringBuilder b = new StringBuilder(4096);
        String title = "zlayout plan for guest " + g.userId();
        b.append(title).append('\n').append("=".repeat(title.length())).append("\n\n");
        int n = g.disks().size();
        b.append(Text.wrap("", "Access " + g.accessName() + ", workload " + g.workload() + ", " + n
                + (n == 1 ? " disk" : " disks") + (g.stripe() != null ? " striped with " + g.stripe() : "")
                + ", " + g.paths().size() + (g.paths().size() == 1 ? " path" : " paths") + ".", WIDTH));
        TreeSet<String> images = new TreeSet<>();
        g.disks().forEach(d -> {
            if (d.planned().image() != null) {
                images.add(d.planned().image() + (d.planned().machineType() == null ? ""
                        : " (" + d.planned().machineType() + ")"));
            }
        });
        if (!images.isEmpty()) {
            b.append("Storage: ").append(String.join(", ", images)).append('\n');
        }

        b.append("\nDisks in stripe order (the LVM order, interleaved over ranks):\n");
        if (g.disks().isEmpty()) {
            b.append("  none\n");
        } else {
            b.append(Text.table("  ", diskRows(g)));
        }

        b.append("\nPaths (CHPID -> I/O port -> host adapter -> enclosure):\n");
        if (g.paths().isEmpty()) {
            b.append("  none\n");
        } else {
            b.append(Text.table("  ", pathRows(g)));
            if (g.paths().stream().anyMatch(GuestLayout.Path::runsToday)) {
                b.append(Text.wrap("  ", "today: entry = the entry dedicates the device; running = the guest"
                        + " runs over it without an entry statement (a CP ATTACH, gone at logoff), which the"
                        + " plan's DEDICATE makes permanent; new = the plan adds it.", WIDTH));
            }
        }

        Spread s = g.plan().spread();
        if (s != null) {
            b.append('\n').append(Text.wrap("", "Spread: " + s.ranks() + " ranks" + unknown(s.unknownRanks(), "rank")
                    + (s.striped() == 0 ? "" : ", " + s.striped() + (s.striped() == 1 ? " disk" : " disks")
                    + " striped over " + s.pools() + (s.pools() == 1 ? " pool" : " pools")) + ", "
                    + s.lss() + " LSS, " + s.servers() + (s.servers() == 1 ? " server, " : " servers, ")
                    + s.deviceAdapters() + " DA pairs" + unknown(s.unknownDeviceAdapters(), "DA pair") + ", "
                    + s.hostAdapters() + " host adapters, " + s.chpids() + " CHPIDs.", WIDTH));
        }
        b.append('\n');
        heldAndReleased(b, g);
        b.append('\n');
        access(b, g);
        data(b, g, n);

        b.append("\nFiles, in the order to apply them:\n");
        int step = 0;
        for (String f : order(files)) {
            b.append(Text.hang("  " + (++step) + ". ", "     ", f + ": " + SiteReadmeEmitter.describe(f), WIDTH));
        }
        return b.toString();
    }

    /** What the guest keeps, what the plan makes permanent, releases and never touches, and the plan's notes. */
    private static void heldAndReleased(StringBuilder b, GuestLayout g) {
    List<String> kept = new ArrayList<>();
    // an FCP LUN is not in the entry: the guest has it through its FCP devices, at no vdev
    g.disks().stream().filter(GuestLayout.Disk::kept).forEach(d -> kept.add(d.vdev() == null
            ? d.volumeId() + " (LUN " + d.lun() + ")" : d.volumeId() + " at " + d.vdev()));
    g.paths().stream().filter(GuestLayout.Path::kept).forEach(p -> kept.add("FCP device " + p.device() + " at "
            + p.vdev()));
    b.append(list("Kept (the guest has them today; no command)", kept));
    List<String> running = new ArrayList<>();
    g.paths().stream().filter(GuestLayout.Path::runsToday).forEach(p -> running.add("FCP device "
            + p.device() + " at " + p.vdev()));
    if (!running.isEmpty()) {
        b.append(list("Made permanent (runs today without an entry statement; DEDICATE added)", running));
    }
    List<String> released = new ArrayList<>();
    g.releases().forEach(r -> released.add(r.what()
            + (r.reusedBy() != null ? ", given to " + r.reusedBy() : "")));
    b.append(list("Released (proposals in " + ReleaseEmitter.FILE + ", once the data has moved)", released));
    List<String> boot = new ArrayList<>();
    g.plan().boot().forEach(x -> boot.add(ReleaseEmitter.describe(x)));
    b.append(list("Boot (never planned, released or formatted)", boot));
    for (String note : g.plan().notes()) {
        b.append(Text.hang("Note: ", "  ", note, WIDTH));
    }
    if (g.plan().notWritten() != null) {
        b.append(Text.hang("Not written: ", "  ", g.plan().notWritten(), WIDTH));
    }
    }

    /** How the guest's access type uses its paths: multipath, the channel subsystem, minidisk cache. */
    private static void access(StringBuilder b, GuestLayout g) {
    switch (g.access()) {
        case FCP -> {
            MultipathPolicy policy = MultipathPolicy.of(g.workload(), g.plan().paths());
            b.append("Multipath: ").append(policy.grouping()).append(", \"").append(policy.selector())
                    .append("\".\n");
            for (String reason : policy.reasons()) {
                b.append(Text.hang("  - ", "    ", reason, WIDTH));
            }
            long noWwid = g.disks().stream().filter(d -> d.wwid() == null).count();
            if (noWwid > 0) {
                b.append(Text.wrap("", "Note: " + noWwid + " LUN(s) have no known WWID; multipath.conf"
                        + " says how to add their alias before running the LVM script.", WIDTH));
            }
        }
        case ECKD -> b.append(Text.wrap("", "DASD paths: the channel subsystem selects among the"
                + " CHPIDs of each LCU; no dm-multipath. Dedicated volumes are not eligible for"
                + " minidisk cache.", WIDTH));
        case MINIDISK -> {
            if (g.noMdc()) {
                b.append(Text.wrap("", "Minidisk cache: off (MINIOPT NOMDC). Writes dominate ("
                        + g.workload() + "); the z/VM 5.2 performance report \"Linux Disk I/O Alternatives\": minidisk cache helps re-read-heavy work and costs"
                        + " on first reads and writes (initial read with MDC on: 0.539 of the"
                        + " throughput and 1.34 times the CPU per KB of MDC off).", WIDTH));
            } else if (g.workload().equals("reread")) {
                b.append(Text.wrap("", "Minidisk cache: on (the default). In the z/VM 5.2 performance report \"Linux Disk I/O Alternatives\", re-reads served"
                        + " from minidisk cache ran at 10.9 times the throughput of dedicated ECKD.",
                        WIDTH));
            } else {
                b.append(Text.wrap("", "Minidisk cache: on (the default) for " + g.workload()
                        + " work. If the data is read once and not re-read, consider MINIOPT NOMDC:"
                        + " the z/VM 5.2 performance report \"Linux Disk I/O Alternatives\" measured 46% less initial-read throughput with MDC on.", WIDTH));
            }
        }
    }
    }

    /** Where the guest's data goes: the migration, or why there is none, and the LVM script's care. */
    private static void data(StringBuilder b, GuestLayout g, int n) {
    Migration migration = g.migration();
    if (migration.writes()) {
        b.append('\n').append(Text.wrap("", "Data: " + migration.lv().vg() + "/" + migration.lv().lv() + " is on "
                + migration.lv().pvs().stream().map(p -> p.device() + " (" + Text.brief(p.volume()) + ")")
                .collect(java.util.stream.Collectors.joining(", ")) + " today (its lvs capture). "
                + MigrateScriptEmitter.FILE + " moves it online onto the disks above in stripe order"
                + (migration.leaving().isEmpty() ? "" : " and takes "
                + migration.leaving().stream().map(p -> Text.brief(p.volume()))
                .collect(java.util.stream.Collectors.joining(", ")) + " out of the volume group")
                + "; no LVM setup script is written, since it would build a new volume group over the"
                + " kept disks. It never touches a boot disk.", WIDTH));
    } else if (migration.reason() != null) {
        b.append('\n').append(Text.wrap("", "Data: " + migration.reason() + ".", WIDTH));
    }
    if (!migration.writes() && n > 0 && LvmScriptEmitter.allKept(g)) {
        b.append('\n').append(Text.wrap("", "No LVM script: every disk above is one the guest has today, with"
                + " its data, so its volume group stays as it is; a new one over them would first have to"
                + " erase them.", WIDTH));
    } else if (!migration.writes() && n > 0) {
        b.append('\n').append(Text.wrap("", "The LVM script labels every disk above, kept ones included: it"
                + " stops before touching any when one holds data, and erases that data only with --wipe."
                + " Move the data first. It never touches a boot disk, even with --wipe.", WIDTH));
    }
    }

    private static List<List<String>> diskRows(GuestLayout g) {
        List<List<String>> rows = new ArrayList<>();
        boolean fcp = g.access() == GuestLayout.Access.FCP;
        List<String> head = new ArrayList<>(List.of("#", "volume", "rank", "LSS", "server", "DA pair"));
        head.addAll(fcp ? List.of("LUN") : List.of("device", "vdev"));
        head.addAll(List.of("kept", "Linux PV"));
        rows.add(head);
        for (GuestLayout.Disk d : g.disks()) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(d.number()), d.volumeId(),
                    Text.ranks(d.planned()), Text.brief(d.planned().lss()),
                    String.valueOf(d.planned().server()), Text.orDash(d.planned().daPair())));
            row.addAll(fcp ? List.of(d.lun()) : List.of(Text.orDash(d.device()), d.vdev()));
            row.add(d.kept() ? "yes" : "no");
            row.add(fcp && d.wwid() == null ? "$PV" + d.number() + " (no WWID known)" : d.pv());
            rows.add(row);
        }
        return rows;
    }

    private static List<List<String>> pathRows(GuestLayout g) {
        List<List<String>> rows = new ArrayList<>();
        boolean fcp = g.access() == GuestLayout.Access.FCP;
        List<String> head = new ArrayList<>(List.of("#", "route"));
        if (fcp) {
            head.add("FCP device");
            head.add("today");
        }
        head.addAll(List.of("WWPN", "speed"));
        rows.add(head);
        int i = 0;
        for (GuestLayout.Path p : g.paths()) {
            PlannedPath pp = p.planned();
            List<String> row = new ArrayList<>();
            row.add(String.valueOf(++i));
            row.add(Text.brief(pp.chpid()) + " -> " + Text.brief(pp.ioPort()) + " -> HA "
                    + Text.brief(pp.hostAdapter()) + " -> enclosure " + Text.brief(pp.enclosure()));
            if (fcp) {
                row.add(p.device() == null ? "-" : p.device() + " (" + p.busId() + ")");
                row.add(p.device() == null ? "-" : switch (p.origin()) {
                    case ENTRY -> "entry";
                    case RUNNING -> "running";
                    case NEW -> "new";
                });
            }
            row.add(Text.orDash(p.wwpn() != null ? p.wwpn() : pp.wwpn()));
            row.add(Text.orDash(pp.speed()));
            rows.add(row);
        }
        return rows;
    }

    private static String list(String label, List<String> volumes) {
        if (volumes.isEmpty()) {
            return label + ": none\n";
        }
        return Text.hang(label + ": ", "  ", String.join("; ", volumes), WIDTH);
    }

    private static String unknown(int n, String what) {
        return n == 0 ? "" : " (+" + n + (n == 1 ? " disk" : " disks") + " of unknown " + what + ")";
    }

    /** The guest's files in the order to apply them. */
    static List<String> order(List<String> files) {
        List<String> ordered = new ArrayList<>();
        for (String f : SiteReadmeEmitter.GUEST_ORDER) {
            if (files.contains(f)) {
                ordered.add(f);
            }
        }
        for (String f : files) {
            if (!ordered.contains(f)) {
                ordered.add(f);
            }
        }
        return ordered;
    }
}
