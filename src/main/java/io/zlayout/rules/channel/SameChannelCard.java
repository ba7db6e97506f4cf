package io.zlayout.rules.channel;

import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;

import java.util.List;

/**
 * Two paths of one control unit use CHPIDs on the same channel card: the same PCHID, or PCHIDs that differ
 * only in the lowest bit (the two ports of one FICON/FCP feature, e.g. 11C and 11D).
 */
public final class SameChannelCard extends Rule {

    @Override
    public String slug() {
        return "same-channel-card";
    }

    @Override
    public Severity severity() {
        return Severity.WARNING;
    }

    @Override
    public String title() {
        return "Redundant paths use the same channel card";
    }

    @Override
    public String explanation() {
        return "Channel features carry their ports on one card with consecutive PCHIDs; two paths on one card fail"
                + " together when the card fails or is replaced (concurrent repair takes the whole card), so the"
                + " second path gives no redundancy against it.";
    }

    @Override
    public String remediation() {
        return "Move one of the two CHPIDs to a PCHID on another feature card, ideally in another I/O drawer.";
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            for (int css : ChannelTopology.cssOf(cu)) {
                List<ChannelTopology.ChannelPath> paths = ctx.channels().paths(cu, css);
                for (int i = 0; i < paths.size(); i++) {
                    for (int j = i + 1; j < paths.size(); j++) {
                        Chpid a = paths.get(i).chpid();
                        Chpid b = paths.get(j).chpid();
                        if (a == null || b == null || a.pchid() == null || b.pchid() == null || a.id().equals(b.id())) {
                            continue;
                        }
                        int pa;
                        int pb;
                        try {
                            pa = Integer.parseInt(a.pchid(), 16);
                            pb = Integer.parseInt(b.pchid(), 16);
                        } catch (NumberFormatException e) {
                            continue;
                        }
                        if (pa >> 1 != pb >> 1) {
                            continue;
                        }
                        String how = pa == pb ? "the same PCHID " + a.pchid()
                                : "PCHIDs " + a.pchid() + " and " + b.pchid() + " of one card";
                        out.add(this, cu.identity() + " has paths " + a.identity() + " and " + b.identity()
                                        + " in CSS " + css + " on " + how + ".",
                                List.of(cu.identity(), a.identity(), b.identity()), cu.source());
                    }
                }
            }
        }
    }
}
