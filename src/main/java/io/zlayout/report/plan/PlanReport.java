package io.zlayout.report.plan;

import io.zlayout.plan.Balance;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.plan.Spread;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.document.Json;

import java.util.ArrayList;
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
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schema", SCHEMA);
        List<Map<String, Object>> guests = new ArrayList<>();
        for (GuestPlan g : plan.guests()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", g.guest());
            m.put("access", g.access());
            List<Map<String, Object>> disks = new ArrayList<>();
            for (PlannedDisk d : g.disks()) {
                Map<String, Object> dm = new LinkedHashMap<>();
                dm.put("volume", d.volume());
                dm.put("rank", d.rank());
                dm.put("lss", d.lss());
                dm.put("device", d.device());
                dm.put("lun", d.lun());
                dm.put("server", d.server());
                dm.put("daPair", d.daPair());
                dm.put("wwid", d.wwid());
                disks.add(dm);
            }
            m.put("disks", disks);
            List<Map<String, Object>> paths = new ArrayList<>();
            for (PlannedPath p : g.paths()) {
                Map<String, Object> pm = new LinkedHashMap<>();
                pm.put("chpid", p.chpid());
                pm.put("fcpDevice", p.fcpDevice());
                pm.put("ioPort", p.ioPort());
                pm.put("wwpn", p.wwpn());
                pm.put("hostAdapter", p.hostAdapter());
                paths.add(pm);
            }
            m.put("paths", paths);
            Spread s = g.spread();
            Map<String, Object> sm = new LinkedHashMap<>();
            sm.put("ranks", s.ranks());
            sm.put("lss", s.lss());
            sm.put("servers", s.servers());
            sm.put("deviceAdapters", s.deviceAdapters());
            sm.put("hostAdapters", s.hostAdapters());
            sm.put("chpids", s.chpids());
            m.put("spread", sm);
            m.put("workload", g.workload());
            m.put("stripeSize", g.stripeSize());
            m.put("kept", g.kept());
            m.put("released", g.released());
            PlanThroughput t = throughput.get(g.guest());
            if (t != null) {
                Map<String, Object> tm = new LinkedHashMap<>();
                tm.put("workload", t.workload());
                tm.put("currentMBps", t.currentMBps() == null ? null : round(t.currentMBps()));
                tm.put("plannedMBps", round(t.plannedMBps()));
                tm.put("factor", t.factor());
                tm.put("plannedBottleneck", t.plannedBottleneck());
                m.put("throughput", tm);
                List<Map<String, Object>> advice = new ArrayList<>();
                for (io.zlayout.perf.Advice a : t.advice()) {
                    Map<String, Object> am = new LinkedHashMap<>();
                    am.put("topic", a.topic());
                    am.put("text", a.text());
                    am.put("evidence", a.evidence());
                    advice.add(am);
                }
                m.put("advice", advice);
            }
            guests.add(m);
        }
        root.put("guests", guests);
        root.put("files", files);
        List<Map<String, Object>> balance = new ArrayList<>();
        for (Balance b : plan.balance()) {
            Map<String, Object> bm = new LinkedHashMap<>();
            bm.put("kind", b.kind());
            bm.put("highest", b.highest());
            bm.put("lowest", b.lowest());
            bm.put("lowerBound", b.lowerBound());
            bm.put("components", b.components());
            bm.put("total", b.total());
            balance.add(bm);
        }
        root.put("balance", balance);
        root.put("notes", plan.notes());
        return Json.write(root);
    }

    private static java.math.BigDecimal round(double v) {
        return java.math.BigDecimal.valueOf(v).setScale(1, java.math.RoundingMode.HALF_UP);
    }

    public static String text(Plan plan, List<String> files, String outDir) {
        return text(plan, files, outDir, Map.of());
    }

    public static String text(Plan plan, List<String> files, String outDir, Map<String, PlanThroughput> throughput) {
        StringBuilder b = new StringBuilder();
        for (GuestPlan g : plan.guests()) {
            b.append("Guest ").append(g.guest()).append(" (").append(g.access()).append(", ").append(g.workload())
                    .append(", stripe ").append(g.stripeSize()).append(")\n");
            b.append("  disks in stripe order:\n");
            for (PlannedDisk d : g.disks()) {
                b.append(String.format(Locale.ROOT, "    %-4s %-8s rank %-10s LSS %s server %d DA %s%s\n",
                        d.volumeId(), d.device() != null ? "dev " + d.device() : "",
                        d.rank() == null ? "?" : d.rank().substring(d.rank().lastIndexOf('/') + 1),
                        d.lss().substring(d.lss().lastIndexOf('/') + 1), d.server(),
                        d.daPair() == null ? "?" : d.daPair(), d.lun() == null ? "" : "  LUN " + d.lun()));
            }
            b.append("  paths:\n");
            for (PlannedPath p : g.paths()) {
                b.append("    ").append(p.chpid());
                if (p.fcpDevice() != null) {
                    b.append(" via FCP device ").append(p.fcpDevice());
                }
                if (p.ioPort() != null) {
                    b.append(" -> ").append(p.ioPort().substring(p.ioPort().lastIndexOf('/') + 1));
                }
                if (p.hostAdapter() != null) {
                    b.append(" (host adapter ").append(p.hostAdapter().substring(p.hostAdapter().lastIndexOf('/') + 1))
                            .append(')');
                }
                if (p.wwpn() != null) {
                    b.append(" WWPN ").append(p.wwpn());
                }
                b.append('\n');
            }
            Spread s = g.spread();
            b.append(String.format(Locale.ROOT,
                    "  spread: %d ranks, %d LSS, %d servers, %d DA pairs, %d host adapters, %d CHPIDs\n",
                    s.ranks(), s.lss(), s.servers(), s.deviceAdapters(), s.hostAdapters(), s.chpids()));
            PlanThroughput t = throughput.get(g.guest());
            if (t != null) {
                b.append(String.format(Locale.ROOT, "  predicted %s: %s MB/s now, %.1f MB/s planned%s (bound by %s)\n",
                        t.workload(), t.currentMBps() == null ? "-" : String.format(Locale.ROOT, "%.1f", t.currentMBps()),
                        t.plannedMBps(), t.factor() == null ? "" : String.format(Locale.ROOT, ", x%.2f", t.factor()),
                        t.plannedBottleneck()));
                for (io.zlayout.perf.Advice a : t.advice()) {
                    b.append("  advice (").append(a.topic()).append("): ").append(a.text()).append('\n')
                            .append("    evidence: ").append(a.evidence()).append('\n');
                }
            }
            if (!g.kept().isEmpty()) {
                b.append("  kept: ").append(String.join(", ", g.kept())).append('\n');
            }
            if (!g.released().isEmpty()) {
                b.append("  released: ").append(String.join(", ", g.released())).append('\n');
            }
            b.append('\n');
        }
        b.append("Balance (highest / lowest load per component, against the lower bound):\n");
        for (Balance bal : plan.balance()) {
            b.append(String.format(Locale.ROOT, "  %-13s highest %d, lowest %d, lower bound %d over %d components%s\n",
                    bal.kind(), bal.highest(), bal.lowest(), bal.lowerBound(), bal.components(),
                    bal.optimal() ? " (optimal)" : ""));
        }
        for (String n : plan.notes()) {
            b.append("Note: ").append(n).append('\n');
        }
        if (outDir != null) {
            b.append('\n').append(files.size()).append(" files written to ").append(outDir).append('\n');
        }
        return b.toString().replace("\r\n", "\n");
    }
}
