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
                ModelLayout l = layouts.layout(now);
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
