package io.zlayout.rules.storage;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ControlUnit;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;

import java.util.List;
import java.util.Map;

/** Channel paths to a storage image that cannot be traced to its I/O ports, so adapter checks cannot run. */
public final class FabricUnmapped extends Rule {

    @Override
    public String slug() {
        return "fabric-unmapped";
    }

    @Override
    public Severity severity() {
        return Severity.INFO;
    }

    @Override
    public String title() {
        return "Channel paths cannot be traced to storage host adapters";
    }

    @Override
    public String explanation() {
        return "Neither the IOCDS nor the storage export says which I/O port a CHPID or FICON link address lands"
                + " on; that is cabling and zoning. Without it zlayout cannot tell whether paths share a host"
                + " adapter or I/O enclosure, the limits IBM's Linux on zSeries performance presentation at SHARE measured.";
    }

    @Override
    public String remediation() {
        return "Describe the cabling in zlayout.yaml 'fabric:' (chpid, link, ioport for each path).";
    }

    @Override
    public Needs needs() {
        return Needs.of("channel paths to storage", InputKind.IOCDS, InputKind.STORAGE_EXPORT);
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (Map.Entry<String, List<ControlUnit>> e : ctx.channels().storageControlUnits().entrySet()) {
            int untraced = 0;
            int total = 0;
            ControlUnit first = null;
            for (ControlUnit cu : e.getValue()) {
                for (ChannelTopology.ChannelPath p : ctx.channels().paths(cu)) {
                    total++;
                    if (p.ioPorts().isEmpty()) {
                        untraced++;
                        if (first == null) {
                            first = cu;
                        }
                    }
                }
            }
            if (untraced > 0) {
                out.add(this, untraced + " of " + total + " channel paths to storage:" + e.getKey()
                                + " cannot be traced to an I/O port (first: " + first.identity() + ").",
                        List.of("storage:" + e.getKey(), first.identity()), first.source());
            }
        }
    }
}
