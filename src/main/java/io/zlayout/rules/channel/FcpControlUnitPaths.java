package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ControlUnit;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;

import java.util.ArrayList;
import java.util.List;

/** An FCP control unit with more than one channel path in a CSS. */
public final class FcpControlUnitPaths extends Rule {

    public FcpControlUnitPaths() {
        super(about("fcp-cu-multiple-paths", Severity.ERROR,
                "An FCP control unit has more than one channel path in a CSS")
                .needs(Needs.of("FCP control units", InputKind.IOCDS))
                .explanation("An FCP device is one subchannel on one FCP channel: a CNTLUNIT UNIT=FCP takes exactly"
                        + " one CHPID per CSS. Multipathing for SCSI disks is done by Linux (one FCP device per CHPID,"
                        + " dm-multipath over them), not by the channel subsystem.")
                .remediation("Define one FCP control unit per FCP CHPID and give each guest one FCP device on each"
                        + " of them."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            if (!"FCP".equalsIgnoreCase(cu.unit())) {
                continue;
            }
            for (int css : ChannelTopology.cssOf(cu)) {
                List<ChannelTopology.ChannelPath> paths = ctx.channels().paths(cu, css);
                if (paths.size() > 1) {
                    List<String> elements = new ArrayList<>();
                    elements.add(cu.identity());
                    paths.forEach(p -> elements.add(p.chpidIdentity()));
                    out.add(this, "FCP " + cu.identity() + " has " + paths.size() + " channel paths in CSS " + css
                            + "; an FCP control unit takes one.", elements, cu.source());
                }
            }
        }
    }
}
