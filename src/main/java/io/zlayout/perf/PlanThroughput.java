package io.zlayout.perf;

import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.parallel.Parallel;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The throughput each guest of a plan would get, today and with the plan, under its intent's workload: the
 * factor a change board weighs a move by.
 *
 * @param currentMBps null when the guest has no current disks or paths to model
 * @param factor      planned / current, or null
 * @param advice      what the model advises for the planned layout and workload, each citing its seed
 * @param today       the layout today as compared (data disks and paths; boot disks and partial minidisks
 *                    left out), or null when there is none to model
 * @param planned     the planned layout as modelled
 * @param noCurrent   why there is no figure for today (the disks the layout today leaves out, each with why), or
 *                    empty
 */
public record PlanThroughput(String workload, Double currentMBps, double plannedMBps, Double factor,
                             String plannedBottleneck, java.util.List<Advice> advice, ModelLayout today,
                             ModelLayout planned, java.util.List<String> noCurrent) {

    public PlanThroughput {
        noCurrent = noCurrent == null ? java.util.List.of() : java.util.List.copyOf(noCurrent);
    }

    /** Figures with nothing to say of a missing figure for today. */
    public PlanThroughput(String workload, Double currentMBps, double plannedMBps, Double factor,
                          String plannedBottleneck, java.util.List<Advice> advice, ModelLayout today,
                          ModelLayout planned) {
        this(workload, currentMBps, plannedMBps, factor, plannedBottleneck, advice, today, planned, null);
    }

    /** Per guest of the plan, in plan order. */
    public static Map<String, PlanThroughput> of(Site site, Plan plan, Calibration calibration) {
        return of(site, plan, calibration, true);
    }

    /**
     * Per guest of the plan, in plan order; without {@code advice} only the figures (what a rule compares),
     * without the advisor's alternatives.
     */
    public static Map<String, PlanThroughput> of(Site site, Plan plan, Calibration calibration, boolean advice) {
        return of(site, plan, calibration, advice, null, Map.of());
    }

    /**
     * As {@link #of(Site, Plan, Calibration, boolean)}, with the figures of an earlier plan of the same site,
     * calibration and {@code advice}: a guest planned exactly as there keeps its figures, for a guest's figures
     * are made of its own plan and its layout today alone. Only the guests whose plan changed are modelled
     * again.
     */
    public static Map<String, PlanThroughput> of(Site site, Plan plan, Calibration calibration, boolean advice,
                                                 Plan before, Map<String, PlanThroughput> figuresBefore) {
        Map<String, GuestPlan> earlier = new java.util.HashMap<>();
        if (before != null) {
            before.guests().forEach(g -> earlier.put(g.guest(), g));
        }
        CurrentLayouts layouts = CurrentLayouts.of(site);
        List<GuestPlan> guests = plan.guests();
        PlanThroughput[] figures = new PlanThroughput[guests.size()];
        List<Integer> modelled = new ArrayList<>();
        for (int i = 0; i < guests.size(); i++) {
            GuestPlan g = guests.get(i);
            if (g.equals(earlier.get(g.guest()))) {
                // absent there when the plan gave it no path to model: then it has none here either
                figures[i] = figuresBefore.get(g.guest());
            } else {
                modelled.add(i);
            }
        }
        // each guest's figures are its own plan's and its own layout's today: at the largest site 2,000 models
        // with nothing shared but the site, which nothing changes after the join, so they run on every core,
        // and the map below is in plan order whichever thread modelled which guest
        List<PlanThroughput> made = Parallel.map(modelled, i -> of(site, guests.get(i), calibration, advice, layouts));
        for (int k = 0; k < modelled.size(); k++) {
            figures[modelled.get(k)] = made.get(k);
        }
        Map<String, PlanThroughput> out = new LinkedHashMap<>();
        for (int i = 0; i < guests.size(); i++) {
            if (figures[i] != null) {
                out.put(guests.get(i).guest(), figures[i]);
            }
        }
        return out;
    }

    /** One guest's figures; null when its plan gives it no path to model. */
    private static PlanThroughput of(Site site, GuestPlan g, Calibration calibration, boolean advice,
                                     CurrentLayouts layouts) {
        Workload w = Workload.of(modelWorkload(g.workload()));
        ModelLayout planned = ModelLayout.from(g, site);
        if (planned.paths().isEmpty()) {
            return null;
        }
        // the plain maximum flow: its value and cut are the levelled flow's, and the advisor looks at
        // capacities, not at how the load is spread (ThroughputModel.run levels it for the model command)
        ThroughputModel.Solution p = ThroughputModel.solve(planned, w, null, calibration, false);
        double plannedMBps = p.throughput();
        Bottleneck bottleneck = p.bottleneck();
        java.util.List<Advice> advised = advice ? Advisor.advise(planned, w, p, calibration) : java.util.List.of();
        Double current = null;
        ModelLayout today = null;
        GuestTopology.GuestLayout now = site.guests().guest(g.guest()).orElse(null);
        java.util.List<String> noCurrent = java.util.List.of();
        if (now != null) {
            ModelLayout l = comparable(layouts.layout(now), g, planned);
            if (!l.disks().isEmpty() && !l.paths().isEmpty()) {
                current = ThroughputModel.throughput(l, w, null, calibration);
                today = l;
            } else if (l.disks().isEmpty()) {
                noCurrent = l.leftOut().stream().map(ModelLayout.LeftOut::reason).toList();
            } else {
                noCurrent = java.util.List.of("the paths of its " + l.disks().size() + " disks today are not"
                        + " known (no IOCDS path, fabric: entry or capture reaches them)");
            }
        }
        if (current == null && noCurrent.isEmpty()) {
            // a guest the plan adds: say so, and where its disks of today would come from if it has any
            noCurrent = java.util.List.of(g.guest() + " has no disks today (neither a directory entry's"
                    + " DEDICATE or MDISK nor Linux captures under hosts/" + g.guest().toLowerCase(java.util.Locale.ROOT)
                    + "/ give it volumes the storage export has): a new guest");
        }
        Double factor = current == null || current <= 0 ? null
                : Math.round(plannedMBps / current * 100.0) / 100.0;
        return new PlanThroughput(w.label(), current, plannedMBps, factor,
                bottleneck == null ? null : bottleneck.kind(), advised, today, planned, noCurrent);
    }

    /**
     * Whether today's layout spreads at least as wide as the planned one on what the exports tell: as many known
     * ranks, DA pairs, servers and LSSs. The model counts a rank only where the export names it, so two layouts
     * it predicts alike can still differ in spread it cannot see (16 consecutive volumes of one LSS on ranks the
     * export does not name): only a layout no narrower than the plan's may be kept for being as fast. False when
     * there is no layout today.
     */
    public boolean todaySpreadsAsWide() {
        if (today == null) {
            return false;
        }
        int[] t = spread(today);
        int[] p = spread(planned);
        for (int i = 0; i < t.length; i++) {
            if (t[i] < p[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where the planned layout spreads wider than today's on what the exports tell ({@code "3 LSSs against 2
     * today"}), or null where it does not or there is no layout today.
     */
    public String widerSpread() {
        if (today == null) {
            return null;
        }
        int[] t = spread(today);
        int[] p = spread(planned);
        String[] what = {"ranks", "DA pairs", "servers", "LSSs"};
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < t.length; i++) {
            if (p[i] > t[i]) {
                out.add(p[i] + " " + what[i] + " against " + t[i] + " today");
            }
        }
        return out.isEmpty() ? null : String.join(", ", out);
    }

    /** Known ranks, DA pairs, servers and LSSs of a layout's disks. */
    private static int[] spread(ModelLayout l) {
        java.util.Set<RankRef> ranks = new java.util.HashSet<>();
        java.util.Set<String> das = new java.util.HashSet<>();
        java.util.Set<String> servers = new java.util.HashSet<>();
        java.util.Set<LssRef> lss = new java.util.HashSet<>();
        for (ModelLayout.Disk d : l.disks()) {
            if (d.rank() != null) {
                ranks.add(d.rank());
            }
            if (d.daPair() != null) {
                das.add(d.image() + "/" + d.daPair());
            }
            if (d.server() != null) {
                servers.add(d.image() + "/" + d.server());
            }
            lss.add(d.volume().lss());
        }
        return new int[] {ranks.size(), das.size(), servers.size(), lss.size()};
    }

    /**
     * Today's layout as the plan's equal: the disks it could stripe over, without the disks it IPLs from and
     * without volumes it holds only a part of (a root, swap or CMS minidisk) — the plan never counts those, so a
     * layout today that did would look faster than it is for the data.
     */
    static ModelLayout comparable(ModelLayout today, GuestPlan g, ModelLayout planned) {
        java.util.Set<VolumeRef> boot = g.today().bootVolumes();
        java.util.List<ModelLayout.Disk> disks = new java.util.ArrayList<>();
        for (ModelLayout.Disk d : today.disks()) {
            VolumeRef volume = d.volume();
            java.util.List<io.zlayout.topology.CurrentEntries.EntryDevice> at = g.today().devicesOf(volume);
            boolean partial = !at.isEmpty() && at.stream().noneMatch(
                    io.zlayout.topology.CurrentEntries.EntryDevice::fullPack);
            if (!boot.contains(volume) && !partial) {
                disks.add(d);
            }
        }
        // the guest runs in one partition, so in one channel subsystem: the plan's; a deck that defines the
        // same control units in several CSSs does not give it their paths too
        // (an FCP device standing in for its CHPID today is in no channel subsystem the plan's paths name)
        java.util.Set<Integer> css = new java.util.HashSet<>();
        planned.paths().forEach(p -> css.add(p.css()));
        java.util.List<ModelLayout.Path> paths = today.paths().stream()
                .filter(p -> css.isEmpty() || p.css() != null && css.contains(p.css())).toList();
        return new ModelLayout(today.guest(), today.access(), today.workload(), disks,
                paths.isEmpty() ? today.paths() : paths, today.multipath(), today.leftOut(), today.aliases());
    }

    /**
     * The model's workload for an intent workload: mixed work is judged by its writes (the slower direction
     * in the SHARE presentation's measurements), re-reads by sequential reads.
     */
    public static String modelWorkload(String intent) {
        if (intent == null) {
            return "seq-write";
        }
        return switch (intent) {
            case "seq-read", "seq-write", "random-read", "random-write" -> intent;
            case "reread" -> "seq-read";
            default -> "seq-write";
        };
    }
}
