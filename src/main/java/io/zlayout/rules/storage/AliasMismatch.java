package io.zlayout.rules.storage;

import io.zlayout.rules.Needs;
import io.zlayout.rules.InputKind;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.LcuAliases;

import java.util.List;

/** The IOCDS defines HyperPAV aliases on an LCU the storage has none on, or the other way round. */
public final class AliasMismatch extends Rule {

    public AliasMismatch() {
        super(about("alias-mismatch", Severity.WARNING,
                "HyperPAV aliases in the IOCDS and on the storage disagree")
                .needs(Needs.of("LCUs", InputKind.IOCDS, InputKind.STORAGE_EXPORT))
                .explanation("An alias works only where it exists twice: as a UNIT=3390A device of the LCU's CNTLUNIT"
                        + " in the IOCDS and as an alias volume of the same LCU on the storage (\"there must be base"
                        + " and alias devices available, which require … IOCDS definitions\", IBM, Using HyperPAV for"
                        + " ECKD DASD). Aliases only in the IOCDS are subchannels that never come online; aliases only"
                        + " on the storage are parallelism no host can use.")
                .remediation("Make both sides agree: define the missing alias volumes (DSCLI mkaliasvol) or the"
                        + " missing UNIT=3390A IODEVICE statements under the LCU's CNTLUNIT, for the same unit"
                        + " addresses."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        LcuAliases aliases = ctx.site().lcuAliases();
        for (LcuAliases.Lcu l : aliases.lcus().values()) {
            if (!l.iocdsDefined() || !l.storageListed()) {
                continue; // one side not read: nothing to compare
            }
            if (!l.iocdsAliases().isEmpty() && l.storageAliases() == 0) {
                out.add(this, l.ref().identity() + ": the IOCDS defines " + l.iocdsAliases().size() + " alias device"
                        + (l.iocdsAliases().size() == 1 ? "" : "s") + " (" + l.iocdsAliases().get(0)
                        + (l.iocdsAliases().size() == 1 ? "" : "-" + l.iocdsAliases().get(l.iocdsAliases().size() - 1))
                        + ", UNIT=3390A), but the storage export has no alias volume in the LCU.",
                        List.of(l.ref().identity()), iocdsSource(ctx, l));
            } else if (l.iocdsAliases().isEmpty() && l.storageAliases() > 0) {
                out.add(this, l.ref().identity() + ": the storage has " + l.storageAliases() + " alias volume"
                        + (l.storageAliases() == 1 ? "" : "s") + " in the LCU, but the IOCDS defines no UNIT=3390A"
                        + " device for it.", List.of(l.ref().identity()), iocdsSource(ctx, l));
            }
        }
    }

    /** The CNTLUNIT statement of the LCU, where the change goes. */
    private static SourceRef iocdsSource(RuleContext ctx, LcuAliases.Lcu l) {
        for (List<ControlUnit> cus : ctx.channels().storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                if (ChannelTopology.lcu(cu).equals(l.ref().id()) && ctx.channels().image(cu).orElse("").equals(l.ref().image())) {
                    return cu.source();
                }
            }
        }
        return null;
    }
}
