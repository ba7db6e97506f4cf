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
        Map<String, PlanThroughput> out = new LinkedHashMap<>();
        for (GuestPlan g : plan.guests()) {
            Workload w = Workload.of(modelWorkload(g.workload()));
            ModelLayout planned = ModelLayout.from(g, site);
            if (planned.paths().isEmpty()) {
                continue;
            }
            ModelResult p = ThroughputModel.run(planned, w, null, calibration);
            Double current = null;
            GuestTopology.GuestLayout now = site.guests().guest(g.guest()).orElse(null);
            if (now != null) {
                ModelLayout l = CurrentLayouts.of(site, now);
                if (!l.disks().isEmpty() && !l.paths().isEmpty()) {
                    current = ThroughputModel.run(l, w, null, calibration).throughputMBps();
                }
            }
            Double factor = current == null || current <= 0 ? null
                    : Math.round(p.throughputMBps() / current * 100.0) / 100.0;
            out.put(g.guest(), new PlanThroughput(w.label(), current, p.throughputMBps(), factor,
                    p.bottleneck() == null ? null : p.bottleneck().kind(), p.advice()));
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
