package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;


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
        for (CssPaths c : CssPaths.of(ctx, cu -> "FCP".equalsIgnoreCase(cu.unit()))) {
            if (c.paths().size() > 1) {
                out.add(this, "FCP " + c.cu().identity() + " has " + c.paths().size() + " channel paths in CSS "
                        + c.css() + "; an FCP control unit takes one.", c.elements(), c.cu().source());
            }
        }
    }
}
