package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.List;

/** A control unit's PATH names a CHPID that no CHPID statement defines in that CSS. */
public final class UndefinedChpid extends Rule {

    public UndefinedChpid() {
        super(about("undefined-chpid", Severity.ERROR,
                "A control unit uses a CHPID that is not defined")
                .needs(Needs.of("control units", InputKind.IOCDS))
                .explanation("IOCP: \"Channel paths not specified in a CHPID statement cannot be used\" and a CHPID"
                        + " statement must precede any CNTLUNIT that refers to it (IOCP User's Guide, CHPID). IOCP"
                        + " rejects such a deck, so the IOCDS cannot be built and the path does not exist.")
                .remediation("Define the channel path with a CHPID statement in that CSS, or remove it from the"
                        + " CNTLUNIT PATH."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            for (CuPath p : cu.paths()) {
                if (ctx.channels().chpid(p.css(), p.chpid()).isEmpty()) {
                    out.add(this, cu.identity() + " names " + p.chpidIdentity() + " in PATH, but no CHPID statement"
                            + " defines CHPID " + p.chpid() + " in CSS " + p.css() + ".",
                            List.of(cu.identity(), p.chpidIdentity()), cu.source());
                }
            }
        }
    }
}
