package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ControlUnit;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Every path of a multi-path control unit goes through the same switch (CHPID SWITCH=). */
public final class SingleSwitch extends Rule {

    public SingleSwitch() {
        super(about("single-switch", Severity.WARNING,
                "All paths of a control unit go through one switch")
                .needs(Needs.of("control units", InputKind.IOCDS)
                        .and("LUN paths of running guests", InputKind.GUEST_CAPTURES))
                .explanation("A FICON director or FC switch is a single point of failure for every path through it:"
                        + " its failure, a firmware update or a wrong zoning change takes all paths down at once,"
                        + " however many CHPIDs and host adapters the paths use.")
                .remediation("Spread the CHPIDs of the control unit over two switches (two fabrics), half of the"
                        + " paths each."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            for (int css : ChannelTopology.cssOf(cu)) {
                List<ChannelTopology.ChannelPath> paths = ctx.channels().paths(cu, css);
                if (paths.size() < 2) {
                    continue;
                }
                TreeSet<String> switches = new TreeSet<>();
                boolean allKnown = true;
                for (ChannelTopology.ChannelPath p : paths) {
                    if (p.switchId() == null) {
                        allKnown = false;
                    } else {
                        switches.add(p.switchId());
                    }
                }
                if (allKnown && switches.size() == 1) {
                    List<String> elements = new ArrayList<>();
                    elements.add(cu.identity());
                    paths.forEach(p -> elements.add(p.chpidIdentity()));
                    out.add(this, "All " + paths.size() + " paths of " + cu.identity() + " in CSS " + css
                            + " go through switch " + switches.first() + ".", elements, cu.source());
                }
            }
        }
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            run.sharing(RunningLayout.GuestPath::switchId, 2).forEach((sw, disks) -> {
                List<String> elements = RunningLayout.elements(run, disks);
                disks.get(0).usable().stream().map(RunningLayout.GuestPath::chpid).filter(c -> c != null).distinct()
                        .forEach(elements::add);
                out.add(this, run.identity() + " runs " + RunningLayout.describe(disks)
                        + " on paths that all go through switch " + sw + ".", elements,
                        disks.get(0).source());
            });
        }
    }
}
