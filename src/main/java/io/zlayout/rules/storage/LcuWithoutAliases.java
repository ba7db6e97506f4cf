package io.zlayout.rules.storage;

import io.zlayout.rules.Needs;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.LcuAliases;

/** An LCU whose bases guests use has no HyperPAV aliases, neither in the IOCDS nor on the storage. */
public final class LcuWithoutAliases extends Rule {

    public LcuWithoutAliases() {
        super(about("lcu-without-aliases", Severity.WARNING,
                "An LCU with bases in use has no HyperPAV aliases")
                .needs(Needs.of("LCUs in use", InputKind.ZVM_DIRECTORY, InputKind.IOCDS, InputKind.STORAGE_EXPORT))
                .explanation("One ECKD subchannel carries one I/O at a time (T. Diehl, Simple layouts for ECKD and"
                        + " zfcp disk configurations, IBM: \"All other I/Os need to be queued in the dasd driver\")."
                        + " HyperPAV aliases add subchannels an LCU's bases share: \"To use HyperPAV, there must be"
                        + " base and alias devices available, which require … IOCDS definitions\" (IBM, Using HyperPAV"
                        + " for ECKD DASD), and the aliases must exist on the storage in the same LCU. Sizing: \"it is"
                        + " perfectly valid to have no more than 64 base addresses and 32 aliases in an LCU\""
                        + " (IntelliMagic, Less than 32 HyperPAVs: better than 128).")
                .remediation("Define alias volumes in the LCU on the storage (DSCLI mkaliasvol) and the same unit"
                        + " addresses as UNIT=3390A devices under its CNTLUNIT in the IOCDS (in subchannel set 0"
                        + " where z/VM uses them; z/OS partitions often take SCHSET=1), then enable them on the host"
                        + " (z/VM: ATTACH or DEDICATE; Linux: chzdev dasd-eckd <alias> -e)."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (LcuUsers use : LcuUsers.of(ctx.site())) {
            LcuAliases.Lcu l = use.aliases();
            if (!l.iocdsAliases().isEmpty() || l.storageAliases() > 0
                    || !l.iocdsDefined() && !l.storageListed()) {
                continue;
            }
            String where = l.iocdsDefined() && l.storageListed() ? "neither the IOCDS nor the storage export defines one"
                    : l.iocdsDefined() ? "the IOCDS defines none (no storage export lists the LCU's volumes)"
                    : "the storage export lists none (no IOCDS addresses the LCU)";
            out.add(this, use.lcu().identity() + " has bases in use by " + String.join(", ", use.guests())
                    + " and no HyperPAV aliases: " + where + ".", use.elements(), use.first().source());
        }
    }
}
