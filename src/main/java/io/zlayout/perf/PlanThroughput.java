package io.zlayout.perf;

import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The throughput each guest of a plan would get, today and with the plan, under its intent's workload: the
 * factor a change board weighs a move by.
 *
 * @param currentMBps null when the guest has no current disks or paths to model
 * @param factor      planned / current, or null
 * @param advice      what the model advises for the planned layout and workload, each citing its seed
 */
public record PlanThroughput(String workload, Double currentMBps, double plannedMBps, Double factor,
                             String plannedBottleneck, java.util.List<Advice> advice) {

    /** Per guest of the plan, in plan order. */
    public static Map<String, PlanThroughput> of(Site site, Plan plan, Calibration calibration) {
        return of(site, plan, calibration, true);
    }

    /**
     * Per guest of the plan, in plan order; without {@code advice} only the figures (what a rule compares),
     * without the advisor's alternatives.
     */
    public static Map<String, PlanThroughput> of(Site site, Plan plan, Calibration calibration, boolean advice) {
        Map<String, PlanThroughput> out = new LinkedHashMap<>();
        CurrentLayouts layouts = CurrentLayouts.of(site);
        for (GuestPlan g : plan.guests()) {
            Workload w = Workload.of(modelWorkload(g.workload()));
            ModelLayout planned = ModelLayout.from(g, site);
            if (planned.paths().isEmpty()) {
                continue;
            }
            // the plain maximum flow: its value and cut are the levelled flow's, and the advisor looks at
            // capacities, not at how the load is spread (ThroughputModel.run levels it for the model command)
            ThroughputModel.Solution p = ThroughputModel.solve(planned, w, null, calibration, false);
            double plannedMBps = p.throughput();
            Bottleneck bottleneck = p.bottleneck();
            java.util.List<Advice> advised = advice ? Advisor.advise(planned, w, p, calibration) : java.util.List.of();
            Double current = null;
            GuestTopology.GuestLayout now = site.guests().guest(g.guest()).orElse(null);
            if (now != null) {
                ModelLayout l = comparable(layouts.layout(now), g);
                if (!l.disks().isEmpty() && !l.paths().isEmpty()) {
                    current = ThroughputModel.throughput(l, w, null, calibration);
                }
            }
            Double factor = current == null || current <= 0 ? null
                    : Math.round(plannedMBps / current * 100.0) / 100.0;
            out.put(g.guest(), new PlanThroughput(w.label(), current, plannedMBps, factor,
                    bottleneck == null ? null : bottleneck.kind(), advised));
        }
        return out;
    }

    /**
     * Today's layout as the plan's equal: the disks it could stripe over, without the disks it IPLs from and
     * without volumes it holds only a part of (a root, swap or CMS minidisk) — the plan never counts those, so a
     * layout today that did would look faster than it is for the data.
     */
    static ModelLayout comparable(ModelLayout today, GuestPlan g) {
        java.util.Set<String> boot = g.today().bootVolumes();
        java.util.List<ModelLayout.Disk> disks = new java.util.ArrayList<>();
        for (ModelLayout.Disk d : today.disks()) {
            java.util.List<io.zlayout.topology.CurrentEntries.EntryDevice> at = g.today().devicesOf(d.volume());
            boolean partial = !at.isEmpty() && at.stream().noneMatch(
                    io.zlayout.topology.CurrentEntries.EntryDevice::fullPack);
            if (!boot.contains(d.volume()) && !partial) {
                disks.add(d);
            }
        }
        return new ModelLayout(today.guest(), today.access(), today.workload(), disks, today.paths(),
                today.multipath());
    }

    /**
     * The model's workload for an intent workload: mixed work is judged by its writes (the slower direction
     * in seed 003's measurements), re-reads by sequential reads.
     */
    static String modelWorkload(String intent) {
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
