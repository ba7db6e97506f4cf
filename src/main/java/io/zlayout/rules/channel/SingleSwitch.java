package io.zlayout.rules.channel;

import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;

import java.util.List;
import java.util.TreeSet;

/** Every path of a multi-path control unit goes through the same switch (CHPID SWITCH=). */
public final class SingleSwitch extends Rule {

    public SingleSwitch() {
        super(about("single-switch", Severity.WARNING,
                "All paths of a control unit go through one switch")
                .needs(CssPaths.WITH_RUNNING)
                .explanation("A FICON director or FC switch is a single point of failure for every path through it:"
                        + " its failure, a firmware update or a wrong zoning change takes all paths down at once,"
                        + " however many CHPIDs and host adapters the paths use.")
                .remediation("Spread the CHPIDs of the control unit over two switches (two fabrics), half of the"
                        + " paths each."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (CssPaths c : CssPaths.of(ctx, cu -> true)) {
            if (c.paths().size() < 2) {
                continue;
            }
            TreeSet<String> switches = new TreeSet<>();
            boolean allKnown = true;
            for (ChannelTopology.ChannelPath p : c.paths()) {
                if (p.switchId() == null) {
                    allKnown = false;
                } else {
                    switches.add(p.switchId());
                }
            }
            if (allKnown && switches.size() == 1) {
                out.add(this, "All " + c.paths().size() + " paths of " + c.cu().identity() + " in CSS " + c.css()
                        + " go through switch " + switches.first() + ".", c.elements(), c.cu().source());
            }
        }
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            run.sharing(RunningLayout.GuestPath::switchId, 2).forEach((sw, disks) -> {
                List<String> elements = RunningLayout.elements(run, disks);
                disks.get(0).usable().stream().map(RunningLayout.GuestPath::chpid).filter(c -> c != null).distinct()
                        .forEach(c -> elements.add(c.identity()));
                out.add(this, run.identity() + " runs " + RunningLayout.describe(disks)
                        + " on paths that all go through switch " + sw + ".", elements,
                        disks.get(0).source());
            });
        }
    }
}
