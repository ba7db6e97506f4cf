package io.zlayout.rules.storage;

import io.zlayout.model.Device;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Ids;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.rules.Findings;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.LcuAliases;

import java.util.ArrayList;
import java.util.List;

/**
 * An LCU whose bases z/VM guests use has HyperPAV aliases the IOCDS defines only in an alternate subchannel set
 * ({@code SCHSET=1} and up): z/VM, IPLed from subchannel set 0, keeps them in its standby configuration, so neither
 * a guest's DEDICATE nor CP's own HyperPAV for minidisks can use them.
 */
public final class AliasInStandbySubchannelSet extends Rule {

    public AliasInStandbySubchannelSet() {
        super(about("zvm-alias-subchannel-set", Severity.WARNING,
                "HyperPAV aliases of an LCU z/VM guests use are only in an alternate subchannel set")
                .needs(Needs.of("LCUs in use", InputKind.ZVM_DIRECTORY, InputKind.IOCDS, InputKind.STORAGE_EXPORT))
                .explanation("z/VM uses the devices of the subchannel set it was IPLed from: \"The set of accessible"
                        + " devices currently available for use by the z/VM system and virtual machines is known as"
                        + " the active configuration\" and \"If the system was IPLed from a device in subchannel set"
                        + " 0, all devices in that subchannel set would be part of the active configuration while"
                        + " devices in all other subchannel set(s) would be part of the standby configuration\" (IBM,"
                        + " z/VM 7.3 documentation: Active versus Standby Configuration); IBM's z/VM HyperSwap fix"
                        + " VM65367 describes its setups with \"HyperPAV alias devices ... in subchannel set 0\"."
                        + " Aliases in SCHSET=1, as z/OS partitions often define them, are therefore no parallel I/O"
                        + " for a z/VM guest: a DEDICATE names a device of the active configuration, and CP"
                        + " multiplexes minidisk I/O only over the aliases it has. The rule assumes z/VM IPLed from"
                        + " subchannel set 0, the usual case.")
                .remediation("Define the alias devices z/VM and its guests use in subchannel set 0 of the z/VM"
                        + " partition's channel subsystem (IODEVICE ... UNIT=3390A without SCHSET=1), under the"
                        + " LCU's CNTLUNIT, then dedicate them to the guests (DEDICATE vdev rdev) or leave them to"
                        + " CP for minidisks."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (LcuUsers use : LcuUsers.of(ctx.site())) {
            LcuAliases.Lcu l = use.aliases();
            if (l.standbyAliases().isEmpty()) {
                continue;
            }
            List<DeviceNumber> standby = l.standbyAliases();
            // the guests that dedicate one of them, and where the first does
            List<String> dedicating = new ArrayList<>();
            SourceRef at = null;
            for (GuestDedicate d : ctx.site().all(GuestDedicate.class)) {
                if (d.rdev() != null && standby.contains(d.rdev())) {
                    String who = Ids.guest(d.guest()) + " " + d.rdev();
                    dedicating.add(who);
                    at = at == null ? d.source() : at;
                }
            }
            if (at == null) {
                at = ctx.site().find(Device.class, Ids.device(standby.get(0))).map(Device::source)
                        .orElse(use.first().source());
            }
            String range = standby.get(0) + (standby.size() == 1 ? "" : "-" + standby.get(standby.size() - 1));
            out.add(this, use.lcu().identity() + ": the IOCDS defines " + standby.size() + " of its "
                    + l.iocdsAliases().size() + " HyperPAV alias devices (" + range + ") only in an alternate"
                    + " subchannel set, which z/VM keeps in its standby configuration: the bases "
                    + String.join(", ", use.guests()) + " use get no alias from them" + (dedicating.isEmpty() ? "" : " (dedicated: " + String.join(", ", dedicating) + ")")
                    + ".", use.elements(), at);
        }
    }
}
