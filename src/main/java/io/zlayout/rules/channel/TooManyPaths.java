package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.List;

/** More than 8 channel paths to a control unit (and so its devices) in one CSS. */
public final class TooManyPaths extends Rule {

    static final int MAX_PATHS = 8;

    public TooManyPaths() {
        super(about("too-many-paths", Severity.ERROR,
                "More than 8 channel paths to a device")
                .needs(Needs.of("control units", InputKind.IOCDS))
                .explanation("A device (subchannel) has at most 8 channel paths (the path mask of a subchannel is 8"
                        + " bits); IOCP rejects a control unit with more than 8 CHPIDs in one CSS, and the operating"
                        + " system could not use a ninth path anyway.")
                .remediation("Keep at most 8 CHPIDs per CSS in the CNTLUNIT PATH; split the LCUs over different"
                        + " CHPID sets if more bandwidth is needed."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (CssPaths c : CssPaths.of(ctx, cu -> true)) {
            int n = c.paths().size();
            if (n > MAX_PATHS) {
                out.add(this, c.cu().identity() + " has " + n + " channel paths in CSS " + c.css() + "; a device can"
                        + " use at most " + MAX_PATHS + ".", List.of(c.cu().identity()), c.cu().source());
            }
        }
    }
}
