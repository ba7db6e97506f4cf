package io.zlayout.emit;

import io.zlayout.plan.Balance;
import io.zlayout.plan.Plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code README.txt} at the top of the output folder: the guests of the plan, the order to apply the files
 * in, every file written with what it is for, the balance over the whole plan and the planner's notes.
 */
public final class SiteReadmeEmitter implements GuestEmitter {

    static final String FILE = "README.txt";
    private static final int WIDTH = 78;

    /** A guest's files in the order an administrator applies them. */
    static final List<String> GUEST_ORDER = List.of(GuestSummaryEmitter.FILE, DirMaintEmitter.FILE,
            ZvmDirectoryEmitter.FILE, RollbackEmitter.FILE, ChzdevEmitter.FILE, ZfcpConfEmitter.FILE,
            DasdConfEmitter.FILE, MultipathConfEmitter.FILE, LvmScriptEmitter.FILE, MigrateScriptEmitter.FILE,
            ReleaseEmitter.FILE);

    private static final Map<String, String> PURPOSE = Map.ofEntries(
            Map.entry(FILE, "this file"),
            Map.entry(DirMaintEmitter.SITE_FILE, "all guests' DirMaint commands"),
            Map.entry(ZvmDirectoryEmitter.SITE_FILE, "all guests' directory statements"),
            Map.entry(RollbackEmitter.SITE_FILE, "all guests' rollback: takes the change out again"),
            Map.entry(ReleaseEmitter.SITE_FILE, "all guests' releases: commented proposals, for later"),
            Map.entry(RollbackEmitter.FILE, "DirMaint commands that undo the change (keep them ready)"),
            Map.entry(ReleaseEmitter.FILE, "later, once the data has moved: what the plan releases"),
            Map.entry(GuestSummaryEmitter.FILE, "the guest's plan and its evidence; read it first"),
            Map.entry(DirMaintEmitter.FILE, "DirMaint commands (DEDICATE, AMDISK, MINIOPT)"),
            Map.entry(ZvmDirectoryEmitter.FILE, "or: statements to merge into the USER entry"),
            Map.entry(ChzdevEmitter.FILE, "chzdev --import: devices online, persistently"),
            Map.entry(ZfcpConfEmitter.FILE, "or: lines to add to /etc/zfcp.conf where chzdev is missing"),
            Map.entry(DasdConfEmitter.FILE, "or: lines to add to /etc/dasd.conf where chzdev is missing"),
            Map.entry(MultipathConfEmitter.FILE, "/etc/multipath.conf: path policy and aliases"),
            Map.entry(LvmScriptEmitter.FILE, "builds the striped volume group (checks the disks)"),
            Map.entry(MigrateScriptEmitter.FILE, "moves the data online onto the planned disks (resumable)"));

    @Override
    public List<EmittedFile> emit(Plan plan, List<GuestLayout> layouts, List<String> earlier) {
        return List.of(new EmittedFile(FILE, content(plan, layouts, earlier), false));
    }

    @Override
    public List<String> paths(List<GuestLayout> layouts) {
        return List.of(FILE);
    }

    /** What a file of the output is for; {@code path} may be relative to a guest folder. */
    static String describe(String path) {
        String key = path.startsWith("guests/") ? path.substring(path.indexOf('/', "guests/".length()) + 1) : path;
        return PURPOSE.getOrDefault(key, "");
    }

    static String content(Plan plan, List<GuestLayout> guests, List<String> earlier) {
        StringBuilder b = new StringBuilder();
        b.append("zlayout plan\n============\n\n");
        List<String> names = new ArrayList<>();
        guests.forEach(g -> names.add(g.userId() + " (" + g.accessName() + ")"));
        b.append(Text.wrap("", "The plan for " + guests.size() + (guests.size() == 1 ? " guest" : " guests")
                + (guests.isEmpty() ? "." : ": " + String.join(", ", names) + ".")
                + " Read each guests/<guest>/summary.txt before applying anything.", WIDTH));
        order(b, earlier);
        List<String> unwritten = new ArrayList<>();
        for (io.zlayout.plan.GuestPlan g : plan.guests()) {
            if (g.notWritten() != null) {
                unwritten.add(g.guest() + ": " + g.notWritten());
            }
        }
        bullets(b, "What this plan could not write", unwritten);
        List<String> unknown = new ArrayList<>();
        for (GuestLayout g : guests) {
            if (g.migration().reason() != null) {
                unknown.add(g.userId() + ": " + g.migration().reason() + ".");
            }
        }
        bullets(b, "Data the plan cannot move", unknown);
        files(b, guests, earlier);
        if (!plan.balance().isEmpty()) {
            heading(b, "Balance over the whole plan");
            b.append(Text.table("  ", balance(plan.balance())));
        }
        bullets(b, "Planner notes", plan.notes());
        return b.toString();
    }

    /** A heading of the README, underlined, after a blank line. */
    private static void heading(StringBuilder b, String title) {
        b.append('\n').append(title).append('\n').append("-".repeat(title.length())).append('\n');
    }

    /** A heading and its items, each a bullet; nothing when there are none. */
    private static void bullets(StringBuilder b, String title, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        heading(b, title);
        for (String item : items) {
            b.append(Text.hang("  - ", "    ", item, WIDTH));
        }
    }

    /** The steps in the order to apply them: teams first, then z/VM, Linux and the releases. */
    private static void order(StringBuilder b, List<String> earlier) {
        heading(b, "Order to apply");
        b.append(Text.hang("1. ", "   ", SiteTeams.step(earlier), WIDTH));
        b.append(Text.hang("2. ", "   ", "z/VM: issue the commands of " + DirMaintEmitter.SITE_FILE + " (or each"
                + " guest's " + DirMaintEmitter.FILE + "); without DirMaint, merge the blocks of "
                + ZvmDirectoryEmitter.SITE_FILE + " into the USER entries and run DIRECTXA. A guest sees"
                + " its new devices at its next logon. Only what the plan adds is there: a device the entry"
                + " has is a comment, the IPL disk is never touched. " + RollbackEmitter.SITE_FILE
                + " takes the change out again.", WIDTH));
        b.append(Text.hang("3. ", "   ", "Linux, on each guest as root, from its guests/<guest>/linux folder:",
                WIDTH));
        b.append(Text.hang("   a. ", "      ", "chzdev --import chzdev.conf: it adds the devices and keeps every"
                + " one the guest has. Without chzdev, append the lines of etc/zfcp.conf or etc/dasd.conf to"
                + " the guest's /etc file with the command in their header, never copy them over it: its IPL"
                + " disk (the SCSI IPL LUN and its paths) and the disks still holding data must stay listed.",
                WIDTH));
        b.append(Text.hang("   b. ", "      ", "FCP guests: copy etc/multipath.conf to /etc/multipath.conf; multipath -t"
                + " must print nothing on stderr; systemctl reload multipathd; multipath -ll must show one"
                + " active path group holding every path of each LUN.", WIDTH));
        b.append(Text.hang("   c. ", "      ", "A guest with " + MigrateScriptEmitter.FILE + " holds data on the"
                + " disks the plan keeps or releases: ./migrate.sh --dry-run, then ./migrate.sh moves its"
                + " logical volume online (file system mounted) onto the planned disks in stripe order; run"
                + " again after an interruption, it continues. Such a guest never runs lvm-setup.sh.", WIDTH));
        b.append(Text.hang("   d. ", "      ", "Other guests: ./lvm-setup.sh --dry-run, then ./lvm-setup.sh (DASD"
                + " guests: with --format it formats and partitions the disks the plan adds first). It checks"
                + " every disk before it touches any and stops, changing nothing, when one is mounted, in use"
                + " or holds data; --wipe erases that data, all disks or none, and refuses a disk whose volume"
                + " group reaches beyond the plan. It ends by listing the stripes: check their order against"
                + " the summary. A guest whose disks are all its own today has none: its volume group"
                + " stays.", WIDTH));
        b.append(Text.hang("4. ", "   ", "Later, and only once the data on them has moved (migrate.sh has ended"
                + " or the summary says the disks hold nothing): " + ReleaseEmitter.SITE_FILE + " proposes"
                + " removing what the plan releases (each command is commented out; a guest that gives nothing"
                + " up has none).", WIDTH));
    }

    /** The site files, the teams' files and each guest's files, in the order to apply them. */
    private static void files(StringBuilder b, List<GuestLayout> guests, List<String> earlier) {
        heading(b, "Files");
        List<String> all = new ArrayList<>(earlier);
        all.add(FILE);
        List<List<String>> rows = new ArrayList<>();
        for (String site : List.of(FILE, DirMaintEmitter.SITE_FILE, ZvmDirectoryEmitter.SITE_FILE,
                RollbackEmitter.SITE_FILE, ReleaseEmitter.SITE_FILE)) {
            if (all.contains(site)) {
                rows.add(List.of(site, describe(site)));
            }
        }
        for (String team : SiteTeams.files(all)) {
            rows.add(List.of(team, SiteTeams.describe(team)));
        }
        b.append(Text.table("  ", rows));
        List<String> kinds = new ArrayList<>();
        java.util.Map<String, List<String>> byDir = GuestLayout.filesByDir(all);
        for (GuestLayout g : guests) {
            List<String> ordered = GuestSummaryEmitter.order(byDir.getOrDefault(g.dir(), List.of()));
            b.append(Text.hang("  " + g.dir() + "/: ", "    ", String.join(", ", ordered), WIDTH));
            ordered.stream().filter(f -> !kinds.contains(f)).forEach(kinds::add);
        }
        if (!kinds.isEmpty()) {
            b.append("\nIn each guest folder, in the order to apply them:\n");
            List<List<String>> kindRows = new ArrayList<>();
            for (String f : GuestSummaryEmitter.order(kinds)) {
                kindRows.add(List.of(f, describe(f)));
            }
            b.append(Text.table("  ", kindRows));
        }
    }

    /** The plan's balance per kind of component, as table rows under a header row. */
    private static List<List<String>> balance(List<Balance> balances) {
        List<List<String>> balance = new ArrayList<>();
        balance.add(List.of("kind", "highest", "lowest", "lower bound", "components", "total", "optimal",
                "unknown"));
        for (Balance x : balances) {
            boolean known = x.components() > 0;
            balance.add(List.of(Text.orDash(x.kind()), known ? String.valueOf(x.highest()) : "-",
                    known ? String.valueOf(x.lowest()) : "-", known ? String.valueOf(x.lowerBound()) : "-",
                    String.valueOf(x.components()), String.valueOf(x.total()),
                    known ? x.optimal() ? "yes" : "no" : "unknown", String.valueOf(x.unknown())));
        }
        return balance;
    }
}
