package io.zlayout.report.plan;

import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.plan.Balance;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.plan.ReleasedVolume;
import io.zlayout.plan.Spread;
import io.zlayout.perf.Advice;
import io.zlayout.report.model.ModelReport;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.document.Json;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a {@link Plan}: {@code zlayout.plan/1} JSON exactly as docs/design.md, or text. */
public final class PlanReport {

    public static final String SCHEMA = "zlayout.plan/1";

    private PlanReport() {
    }

    public static String json(Plan plan, List<String> files) {
        return json(plan, files, Map.of());
    }

    /** With the predicted throughput of each guest's current and planned layout. */
    public static String json(Plan plan, List<String> files, Map<String, PlanThroughput> throughput) {
        Map<String, Object> root = Json.document(SCHEMA);
        List<Map<String, Object>> guests = new ArrayList<>();
        for (GuestPlan g : plan.guests()) {
            guests.add(guestJson(g, throughput.get(g.guest())));
        }
        root.put("guests", guests);
        root.put("files", files);
        List<Map<String, Object>> balance = new ArrayList<>();
        for (Balance b : plan.balance()) {
            balance.add(balanceJson(b));
        }
        root.put("balance", balance);
        root.put("notes", plan.notes());
        return Json.write(root);
    }

    /** One guest of the plan as JSON; {@code t} the model's figures for it, or null. */
    private static Map<String, Object> guestJson(GuestPlan g, PlanThroughput t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", g.guest());
        m.put("access", g.access());
        List<Map<String, Object>> disks = new ArrayList<>();
        for (PlannedDisk d : g.disks()) {
            disks.add(diskJson(d));
        }
        m.put("disks", disks);
        List<Map<String, Object>> paths = new ArrayList<>();
        for (PlannedPath p : g.paths()) {
            paths.add(pathJson(p));
        }
        m.put("paths", paths);
        if (!g.aliases().isEmpty()) {
            m.put("aliases", aliasesJson(g));
        }
        m.put("spread", spreadJson(g.spread()));
        m.put("workload", g.workload());
        m.put("stripeSize", g.stripeSize());
        m.put("kept", g.kept());
        m.put("released", g.released());
        List<Map<String, Object>> boot = new ArrayList<>();
        for (CurrentEntries.BootDisk bd : g.boot()) {
            boot.add(bootJson(bd));
        }
        m.put("boot", boot);
        List<Map<String, Object>> releases = new ArrayList<>();
        for (ReleasedVolume r : g.releases()) {
            releases.add(releaseJson(g, r));
        }
        m.put("releases", releases);
        m.put("notes", g.notes());
        if (g.keptLayout() != null) {
            m.put("keptLayout", keptLayoutJson(g));
        }
        if (t != null) {
            m.put("throughput", throughputJson(g, t));
            m.put("advice", ModelReport.adviceJson(t.advice()));
        }
        return m;
    }

    private static Map<String, Object> diskJson(PlannedDisk d) {
        Map<String, Object> dm = new LinkedHashMap<>();
        dm.put("volume", d.volume());
        dm.put("rank", d.rank());
        dm.put("ranks", d.ranks());
        dm.put("lss", d.lss());
        dm.put("device", d.device());
        dm.put("lun", d.lun());
        dm.put("server", d.server());
        dm.put("daPair", d.daPair());
        dm.put("placement", placement(d.placement()));
        dm.put("wwid", d.wwid());
        dm.put("vdev", d.vdev());
        dm.put("kept", d.kept());
        if (d.heldBy() != null) {
            dm.put("heldBy", d.heldBy());
        }
        return dm;
    }

    private static Map<String, Object> pathJson(PlannedPath p) {
        Map<String, Object> pm = new LinkedHashMap<>();
        pm.put("chpid", p.chpid());
        pm.put("fcpDevice", p.fcpDevice());
        pm.put("ioPort", p.ioPort());
        pm.put("wwpn", p.wwpn());
        pm.put("hostAdapter", p.hostAdapter());
        if (p.device() != null) {
            pm.put("vdev", p.vdev());
            pm.put("kept", p.kept());
            if (p.runsToday()) {
                pm.put("runsToday", true);
            }
            if (p.realAssumed()) {
                pm.put("realAssumed", true);
            }
            pm.put("origin", p.origin().json());
        }
        return pm;
    }

    private static List<Map<String, Object>> aliasesJson(GuestPlan g) {
        List<Map<String, Object>> aliases = new ArrayList<>();
        for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
            Map<String, Object> am = new LinkedHashMap<>();
            am.put("lcu", a.lcu().identity());
            am.put("device", a.device().toString());
            am.put("vdev", a.vdev().toString());
            am.put("kept", a.kept());
            aliases.add(am);
        }
        return aliases;
    }

    private static Map<String, Object> spreadJson(Spread s) {
        Map<String, Object> sm = new LinkedHashMap<>();
        sm.put("ranks", s.ranks());
        sm.put("lss", s.lss());
        sm.put("servers", s.servers());
        sm.put("deviceAdapters", s.deviceAdapters());
        sm.put("hostAdapters", s.hostAdapters());
        sm.put("chpids", s.chpids());
        sm.put("unknownRanks", s.unknownRanks());
        sm.put("unknownDeviceAdapters", s.unknownDeviceAdapters());
        sm.put("pools", s.pools());
        sm.put("striped", s.striped());
        sm.put("stripedRanks", s.stripedRanks());
        return sm;
    }

    private static Map<String, Object> bootJson(CurrentEntries.BootDisk bd) {
        Map<String, Object> bm = new LinkedHashMap<>();
        bm.put("how", bd.how());
        bm.put("vdev", bd.vdev());
        bm.put("volume", bd.volume());
        if ("scsi".equals(bd.how())) {
            bm.put("portname", bd.portname());
            bm.put("lun", bd.lun());
            bm.put("alternate", bd.alternate());
        }
        return bm;
    }

    private static Map<String, Object> releaseJson(GuestPlan g, ReleasedVolume r) {
        Map<String, Object> rm = new LinkedHashMap<>();
        rm.put("volume", r.volume().identity());
        rm.put("holder", r.holder());
        rm.put("vdev", r.vdev());
        rm.put("how", r.how());
        rm.put("device", r.device());
        rm.put("reusedBy", r.reusedBy());
        String profile = profile(g, r);
        if (profile != null) {
            rm.put("profile", profile);
        }
        return rm;
    }

    private static Map<String, Object> keptLayoutJson(GuestPlan g) {
        Map<String, Object> km = new LinkedHashMap<>();
        km.put("workload", g.keptLayout().workload());
        km.put("todayMBps", round(g.keptLayout().todayMBps()));
        km.put("proposedMBps", round(g.keptLayout().proposedMBps()));
        km.put("reason", kept(g));
        return km;
    }

    private static Map<String, Object> throughputJson(GuestPlan g, PlanThroughput t) {
        Map<String, Object> tm = new LinkedHashMap<>();
        tm.put("workload", t.workload());
        tm.put("currentMBps", t.currentMBps() == null ? null : round(t.currentMBps()));
        tm.put("plannedMBps", round(t.plannedMBps()));
        tm.put("factor", t.factor());
        tm.put("plannedBottleneck", t.plannedBottleneck());
        if (t.currentMBps() == null && !t.noCurrent().isEmpty()) {
            tm.put("currentNote", "nothing to model today: " + String.join("; ", t.noCurrent()));
        }
        String slower = slower(g, t);
        if (slower != null) {
            tm.put("note", slower);
        }
        return tm;
    }

    private static Map<String, Object> balanceJson(Balance b) {
        Map<String, Object> bm = new LinkedHashMap<>();
        bm.put("kind", b.kind());
        bm.put("highest", b.highest());
        bm.put("lowest", b.lowest());
        bm.put("lowerBound", b.lowerBound());
        bm.put("components", b.components());
        bm.put("total", b.total());
        bm.put("unknown", b.unknown());
        return bm;
    }

    /**
     * Why a wider spread can gain what the model does not show: it models one guest's MB/s, in which more servers
     * and LCUs count only where a server binds or aliases add subchannels.
     */
    private static final String CANNOT_WEIGH = " (the model weighs this guest's MB/s alone: more servers and LCUs"
            + " gain there only where a server binds or HyperPAV aliases add subchannels, and the other guests' load"
            + " on the same servers is left out)";

    /**
     * Why a plan predicted slower than the guest's layout today is still proposed, or null when it is not slower:
     * a plan never proposes a slower layout without saying so.
     */
    static String slower(GuestPlan g, PlanThroughput t) {
        if (t.factor() == null || t.factor() > 1.0) {
            return null;
        }
        String wider = t.widerSpread();
        if (t.factor() == 1.0) {
            // no gain the model can see: a plan that moves the guest's data says what it is for
            boolean moves = !g.releases().isEmpty() || !g.releasedFcpDevices().isEmpty();
            return !moves || g.keptLayout() != null ? null : String.format(Locale.ROOT, "the plan is predicted no"
                    + " faster than this guest's layout today (x1.00, %s bound by %s) and still moves some of its"
                    + " disks: %s", t.workload(), t.plannedBottleneck(), wider != null ? "it spreads them wider ("
                    + wider + "), which the model cannot weigh" + CANNOT_WEIGH : "keeping"
                    + " today's layout left the intent unmet (see the notes)");
        }
        List<String> why = new ArrayList<>();
        if (wider != null) {
            why.add("it spreads the disks wider (" + wider + "), which the model cannot weigh" + CANNOT_WEIGH);
        }
        if (t.today() != null) {
            int disksToday = t.today().disks().size();
            int disksPlanned = t.planned().disks().size();
            long chpidsToday = t.today().paths().stream().map(io.zlayout.perf.ModelLayout.Path::chpid).distinct().count();
            long chpidsPlanned = t.planned().paths().stream().map(io.zlayout.perf.ModelLayout.Path::chpid).distinct()
                    .count();
            if (disksPlanned < disksToday) {
                why.add("the intent asks for " + disksPlanned + " disks where it stripes over " + disksToday
                        + " today");
            }
            if (chpidsPlanned < chpidsToday) {
                why.add("the plan gives it " + chpidsPlanned + " CHPIDs where it uses " + chpidsToday + " today");
            }
        }
        if (why.isEmpty()) {
            why.add("the planner keeps boot disks and disks other guests use out of every plan and balances ranks"
                    + " over the whole site, and keeping today's disks was not predicted faster");
        }
        return String.format(Locale.ROOT, "the plan is predicted slower than this guest's layout today (x%.2f, %s"
                + " bound by %s): %s; to keep today's layout, name its volumes under keep: (and ask for as many"
                + " disks and paths as it has)", t.factor(), t.workload(), t.plannedBottleneck(),
                String.join("; ", why));
    }

    /** The PROFILE whose statement a release removes (the guest INCLUDEs it), or null for the entry's own. */
    private static String profile(GuestPlan g, ReleasedVolume r) {
        return r.vdev() == null ? null
                : g.today().device(r.vdev()).map(CurrentEntries.EntryDevice::profile).orElse(null);
    }

    /** Why a guest keeps its layout of today, with the figures that decided it. */
    static String kept(GuestPlan g) {
        return String.format(Locale.ROOT, "keeps its layout of today: predicted at least as fast as the layout the"
                + " planner proposed (%s: %.1f MB/s today, %.1f MB/s proposed), so none of its disks moves",
                g.keptLayout().workload(), g.keptLayout().todayMBps(), g.keptLayout().proposedMBps());
    }

    /**
     * The advice every guest of the plan is given alike (same topic, text and evidence), when there are two
     * guests or more: printed once before the guests instead of once per guest.
     */
    private static List<Advice> common(Plan plan, Map<String, PlanThroughput> throughput) {
        if (plan.guests().size() < 2) {
            return List.of();
        }
        List<Advice> common = null;
        for (GuestPlan g : plan.guests()) {
            PlanThroughput t = throughput.get(g.guest());
            if (t == null) {
                return List.of();
            }
            if (common == null) {
                common = new ArrayList<>(t.advice());
            } else {
                common.retainAll(t.advice());
            }
        }
        return common == null ? List.of() : List.copyOf(common);
    }

    /**
     * Where each piece of advice is printed whole, so that nothing is printed twice: advice given alike to an
     * earlier guest is named by that guest, and evidence cited more than once is numbered and printed once, under
     * "Evidence" after the guests.
     */
    private static final class AdviceIndex {
        private final List<Advice> common;
        /** The first guest given each piece of advice (topic and text) that is not given to every guest. */
        private final Map<List<String>, String> firstGuest = new HashMap<>();
        /** Each evidence cited more than once, numbered from 1 in the order of its first citation. */
        private final Map<String, Integer> numbered = new LinkedHashMap<>();

        AdviceIndex(Plan plan, Map<String, PlanThroughput> throughput) {
            common = common(plan, throughput);
            Map<String, Integer> citations = new LinkedHashMap<>();
            for (GuestPlan g : plan.guests()) {
                PlanThroughput t = throughput.get(g.guest());
                if (t == null) {
                    continue;
                }
                for (Advice a : t.advice()) {
                    if (!common.contains(a) && firstGuest.putIfAbsent(key(a), g.guest()) == null) {
                        citations.merge(a.evidence(), 1, Integer::sum);
                    }
                }
            }
            common.forEach(a -> citations.merge(a.evidence(), 1, Integer::sum));
            citations.forEach((evidence, n) -> {
                if (n > 1) {
                    numbered.put(evidence, numbered.size() + 1);
                }
            });
        }

        private static List<String> key(Advice a) {
            return List.of(a.topic(), a.text());
        }

        /** Prints the advice {@code a} of {@code guest} (null for advice common to every guest). */
        void print(StringBuilder b, String guest, Advice a) {
            b.append("  advice (").append(a.topic()).append("): ");
            String first = guest == null ? null : firstGuest.get(key(a));
            if (first != null && !first.equals(guest)) {
                b.append("the same as for ").append(first).append('\n');
                return;
            }
            b.append(a.text()).append('\n').append("    evidence: ");
            Integer n = numbered.get(a.evidence());
            b.append(n == null ? a.evidence() : "[" + n + "], under Evidence below").append('\n');
        }

        void printEvidence(StringBuilder b) {
            if (numbered.isEmpty()) {
                return;
            }
            b.append("Evidence:\n");
            numbered.forEach((evidence, n) -> b.append("  [").append(n).append("] ").append(evidence).append('\n'));
            b.append('\n');
        }
    }

    /**
     * A disk's placement as JSON: the allocation method, the pool, whether rank claims hold, and the words the
     * text, workbook and page use.
     */
    static Map<String, Object> placement(io.zlayout.topology.StorageTopology.Placement p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", p.method().label());
        m.put("pool", p.pool());
        m.put("byRank", p.byRank());
        m.put("poolRanks", p.exact() ? null : p.ranks().size());
        m.put("text", p.describe());
        return m;
    }

    /** A dedicated-ECKD guest's HyperPAV aliases, one line per LCU in stripe order. */
    private static void aliasesText(GuestPlan g, StringBuilder b) {
        if (g.aliases().isEmpty()) {
            return;
        }
        b.append("  HyperPAV aliases (each serves any base of its LCU):\n");
        Map<String, List<String>> byLcu = new LinkedHashMap<>();
        for (io.zlayout.plan.PlannedAlias a : g.aliases()) {
            byLcu.computeIfAbsent("LSS " + a.lcu().display(), k -> new ArrayList<>()).add(a.device()
                    + (a.device().equals(a.vdev()) ? "" : " at vdev " + a.vdev()) + (a.kept() ? " (kept)" : " (new)"));
        }
        byLcu.forEach((lcu, list) -> b.append("    ").append(lcu).append(": ").append(String.join(", ", list))
                .append('\n'));
    }
    /**
     * A guest's spread in words, the same on the page: ranks and DA pairs where some disk is placed by rank (or
     * its placement is not known), the pools where disks are striped over them, then LSS, servers, adapters.
     */
    public static String spreadText(Spread s) {
        StringBuilder b = new StringBuilder();
        boolean ranks = s.striped() == 0 || s.ranks() > 0 || s.unknownRanks() > 0;
        if (ranks) {
            b.append(s.ranks()).append(" ranks").append(unknown(s.unknownRanks(), "rank"));
        }
        b.append(ranks ? striped(s) : striped(s).substring(2));
        b.append(String.format(Locale.ROOT, ", %d LSS, %d servers", s.lss(), s.servers()));
        if (ranks) {
            b.append(String.format(Locale.ROOT, ", %d DA pairs%s", s.deviceAdapters(),
                    unknown(s.unknownDeviceAdapters(), "DA pair")));
        }
        b.append(String.format(Locale.ROOT, ", %d host adapters, %d CHPIDs", s.hostAdapters(), s.chpids()));
        return b.toString();
    }

    /** {@code ", 16 disks striped over 2 pools (12 ranks)"}, or nothing when no disk is pool-striped. */
    public static String striped(Spread s) {
        if (s.striped() == 0) {
            return "";
        }
        return ", " + s.striped() + (s.striped() == 1 ? " disk" : " disks") + " striped over " + s.pools()
                + (s.pools() == 1 ? " pool" : " pools") + (s.stripedRanks() == 0 ? ""
                : " (" + s.stripedRanks() + (s.stripedRanks() == 1 ? " rank)" : " ranks)"));
    }

    /** {@code " (+N disks of unknown rank)"}, or nothing when every one is known. */
    private static String unknown(int n, String what) {
        return n == 0 ? "" : " (+" + n + (n == 1 ? " disk" : " disks") + " of unknown " + what + ")";
    }

    private static java.math.BigDecimal round(double v) {
        return java.math.BigDecimal.valueOf(v).setScale(1, java.math.RoundingMode.HALF_UP);
    }

    public static String text(Plan plan, List<String> files, String outDir) {
        return text(plan, files, outDir, Map.of());
    }

    public static String text(Plan plan, List<String> files, String outDir, Map<String, PlanThroughput> throughput) {
        StringBuilder b = new StringBuilder();
        AdviceIndex advice = new AdviceIndex(plan, throughput);
        for (GuestPlan g : plan.guests()) {
            guestText(b, g, throughput, advice);
        }
        if (!advice.common.isEmpty()) {
            b.append("Advice for every guest:\n");
            for (Advice a : advice.common) {
                advice.print(b, null, a);
            }
            b.append('\n');
        }
        advice.printEvidence(b);
        b.append("Balance (highest / lowest load per component, against the lower bound):\n");
        for (Balance bal : plan.balance()) {
            if (bal.components() == 0) {
                b.append(String.format(Locale.ROOT, "  %-13s unknown: the export does not tell the %s of the %d"
                        + " planned disks\n", bal.kind(), bal.kind(), bal.unknown()));
                continue;
            }
            b.append(String.format(Locale.ROOT, "  %-13s highest %d, lowest %d, lower bound %d over %d components%s%s\n",
                    bal.kind(), bal.highest(), bal.lowest(), bal.lowerBound(), bal.components(),
                    bal.optimal() ? " (optimal)" : "", bal.unknown() == 0 ? ""
                            : String.format(Locale.ROOT, "; %d disks of unknown %s not counted", bal.unknown(),
                            bal.kind())));
        }
        for (String n : plan.notes()) {
            b.append("Note: ").append(n).append('\n');
        }
        if (outDir != null) {
            b.append('\n').append(files.size()).append(" files written to ").append(outDir).append('\n');
        }
        return b.toString().replace("\r\n", "\n");
    }

    /** One guest of the plan as text; {@code advice} holds what every guest shares, printed once after them. */
    private static void guestText(StringBuilder b, GuestPlan g, Map<String, PlanThroughput> throughput,
                                  AdviceIndex advice) {
        b.append("Guest ").append(g.guest()).append(" (").append(g.access()).append(", ").append(g.workload())
                .append(", stripe ").append(g.stripeSize()).append(")\n");
        disksText(b, g);
        pathsText(b, g);
        aliasesText(g, b);
        Spread s = g.spread();
        b.append("  spread: ").append(spreadText(s)).append('\n');
        if (g.keptLayout() != null) {
            b.append("  ").append(kept(g)).append('\n');
        }
        PlanThroughput t = throughput.get(g.guest());
        if (t != null) {
            throughputText(b, g, t, advice);
        }
        if (!g.kept().isEmpty()) {
            b.append("  kept: ").append(String.join(", ", g.kept().stream().map(VolumeRef::identity).toList()))
                    .append('\n');
        }
        for (CurrentEntries.BootDisk bd : g.boot()) {
            b.append("  boot (kept as it is): ").append(bd.volume() == null ? "a volume the export lacks"
                    : bd.volume());
            if ("scsi".equals(bd.how())) {
                b.append(" LUN ").append(bd.lun()).append(bd.portname() == null ? "" : " via " + bd.portname())
                        .append(bd.alternate() ? " (alternate LOADDEV path)" : " (LOADDEV)");
            } else {
                b.append(" at vdev ").append(bd.vdev()).append(" (IPL ").append(bd.how()).append(')');
            }
            b.append('\n');
        }
        for (ReleasedVolume r : g.releases()) {
            b.append("  released: ").append(r.volume().identity()).append(" (held by ").append(r.holder())
                    .append(r.vdev() == null ? " as a LUN" : " at " + r.vdev() + " (" + r.how()
                            + (profile(g, r) == null ? "" : " of PROFILE " + profile(g, r)) + ")")
                    .append(r.reusedBy() == null ? ")" : "; given to " + r.reusedBy() + ")").append('\n');
        }
        for (String n : g.notes()) {
            b.append("  note: ").append(n).append('\n');
        }
        if (g.notWritten() != null) {
            b.append("  not written: ").append(g.notWritten()).append('\n');
        }
        b.append('\n');
    }

    private static void disksText(StringBuilder b, GuestPlan g) {
        b.append("  disks in stripe order:\n");
        for (PlannedDisk d : g.disks()) {
            b.append(String.format(Locale.ROOT, "    %-4s %-8s %-15s LSS %s server %d%s%s%s%s\n",
                    d.volumeId(), d.device() != null ? "dev " + d.device() : "", d.where(),
                    d.lss().display(), d.server(),
                    d.byRank() ? " DA " + (d.daPair() == null ? "?" : d.daPair()) : "",
                    d.lun() == null ? "" : "  LUN " + d.lun(),
                    d.vdev() == null ? "" : "  vdev " + d.vdev(),
                    d.kept() ? "  (kept)" : d.heldBy() != null ? "  (new, released by " + d.heldBy() + ")"
                            : "  (new)"));
        }
    }

    private static void pathsText(StringBuilder b, GuestPlan g) {
        b.append("  paths:\n");
        for (PlannedPath p : g.paths()) {
            b.append("    ").append(p.chpid());
            if (p.fcpDevice() != null) {
                b.append(" via FCP device ").append(p.fcpDevice());
                if (!p.device().equals(p.vdev())) {
                    b.append(" (real device ").append(p.device()).append(')');
                }
                b.append(p.kept() ? " (kept)" : p.runsToday() ? " (runs today, not in the entry)" : " (new)");
            }
            if (p.ioPort() != null) {
                b.append(" -> ").append(p.ioPort().display());
            }
            if (p.hostAdapter() != null) {
                b.append(" (host adapter ").append(p.hostAdapter().display())
                        .append(')');
            }
            if (p.wwpn() != null) {
                b.append(" WWPN ").append(p.wwpn());
            } else if ("fcp".equals(g.access())) {
                b.append(" -> target port unknown: no LUN line written");
            }
            b.append('\n');
        }
    }

    private static void throughputText(StringBuilder b, GuestPlan g, PlanThroughput t, AdviceIndex advice) {
        b.append(String.format(Locale.ROOT, "  predicted %s: %s MB/s now, %.1f MB/s planned%s (bound by %s)\n",
                t.workload(), t.currentMBps() == null ? "-" : String.format(Locale.ROOT, "%.1f", t.currentMBps()),
                t.plannedMBps(), t.factor() == null ? "" : String.format(Locale.ROOT, ", x%.2f", t.factor()),
                t.plannedBottleneck()));
        if (t.currentMBps() == null && !t.noCurrent().isEmpty()) {
            b.append("  now: nothing to model today: ").append(String.join("; ", t.noCurrent())).append('\n');
        }
        String slower = slower(g, t);
        if (slower != null) {
            b.append("  note: ").append(slower).append('\n');
        }
        for (Advice a : t.advice()) {
            if (!advice.common.contains(a)) {
                advice.print(b, g.guest(), a);
            }
        }
    }
}
