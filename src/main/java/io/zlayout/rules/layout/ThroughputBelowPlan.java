package io.zlayout.rules.layout;

import io.zlayout.perf.Calibration;
import io.zlayout.perf.CalibrationException;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanException;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A guest's current layout is predicted far below what the hardware gives the same guest in the plan: the
 * throughput model run on both under the intent's workload.
 */
public final class ThroughputBelowPlan extends Rule {

    /** The plan must give at least this factor more before a finding is worth a change. */
    static final double FACTOR = 2.0;

    @Override
    public String slug() {
        return "throughput-below-plan";
    }

    @Override
    public Severity severity() {
        return Severity.WARNING;
    }

    @Override
    public String title() {
        return "A guest's layout gives far less throughput than the hardware allows";
    }

    @Override
    public String explanation() {
        return "zlayout's throughput model (calibrated on seed 003's ESS 2105-F20 scaling tests: 1 host adapter"
                + " about 40 MB/s write and 65 MB/s read, 4 host adapters with 4 CHPIDs about 125 and 240) predicts"
                + " the guest's current layout at less than half of what the planned layout of the same guest"
                + " reaches on the same storage: the difference is layout, not hardware.";
    }

    @Override
    public String remediation() {
        return "Apply the plan for this guest (zlayout plan), or spread its disks and paths as the plan shows.";
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        if (ctx.site().guests().guests().stream().noneMatch(g -> g.intent() != null)) {
            return;
        }
        Map<String, PlanThroughput> t;
        try {
            Plan plan = Planner.plan(PlanInputs.of(ctx.site()));
            t = PlanThroughput.of(ctx.site(), plan, Calibration.load(ctx.site().inputs().manifest().capacities()),
                    false);
        } catch (PlanException | CalibrationException | RuntimeException e) {
            return; // an intent that cannot be met or a bad calibration is reported by plan and model
        }
        for (GuestTopology.GuestLayout g : ctx.site().guests().guests()) {
            PlanThroughput p = t.get(g.guest());
            if (p == null || p.factor() == null || p.factor() < FACTOR || g.disks().isEmpty()) {
                continue;
            }
            out.add(this, String.format(Locale.ROOT, "%s is predicted at %.1f MB/s %s today; the plan gives %.1f MB/s"
                            + " (x%.2f) on the same storage.", g.identity(), p.currentMBps(), p.workload(),
                    p.plannedMBps(), p.factor()), List.of(g.identity()), g.disks().get(0).source());
        }
    }
}
