package io.zlayout.rules.layout;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.PlannedThroughput;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;

import java.util.List;
import java.util.Locale;

/**
 * A guest's current layout is predicted far below what the hardware gives the same guest in the plan: the
 * throughput model run on both under the intent's workload. The figures come through the rule context (the
 * pipeline plans and models once per run); without an intent, or when the intent cannot be met, there are
 * none and the rule has nothing to compare (the command says why).
 */
public final class ThroughputBelowPlan extends Rule {

    /** The plan must give at least this factor more before a finding is worth a change. */
    static final double FACTOR = 2.0;

    public ThroughputBelowPlan() {
        super(about("throughput-below-plan", Severity.WARNING,
                "A guest's layout gives far less throughput than the hardware allows")
                .needs(Needs.of("guests with an intent", InputKind.INTENT, InputKind.STORAGE_EXPORT))
                .explanation("zlayout's throughput model (calibrated on the ESS 2105-F20 scaling tests of IBM's Linux"
                        + " on zSeries performance presentation at SHARE: 1 host adapter about 40 MB/s write and 65"
                        + " MB/s read, 4 host adapters with 4 CHPIDs about 125 and 240) predicts the guest's current"
                        + " layout at less than half of what the planned layout of the same guest reaches on the same"
                        + " storage: the difference is layout, not hardware.")
                .remediation("Apply the plan for this guest (zlayout plan), or spread its disks and paths as the"
                        + " plan shows."));
    }

    /** True: it compares with them. */
    @Override
    public boolean readsPlanFigures() {
        return true;
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (GuestTopology.GuestLayout g : ctx.site().guests().guests()) {
            PlannedThroughput p = ctx.throughput(g.guest()).orElse(null);
            if (p == null || p.factor() == null || p.factor() < FACTOR || g.disks().isEmpty()) {
                continue;
            }
            out.add(this, String.format(Locale.ROOT, "%s is predicted at %.1f MB/s %s today; the plan gives %.1f MB/s"
                            + " (x%.2f) on the same storage.", g.identity(), p.currentMBps(), p.workload(),
                    p.plannedMBps(), p.factor()), List.of(g.identity()), g.disks().get(0).source());
        }
    }
}
