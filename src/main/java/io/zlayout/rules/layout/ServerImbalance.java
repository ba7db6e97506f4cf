package io.zlayout.rules.layout;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.TreeSet;

/** A guest's disk group sits wholly on one storage server (all even or all odd LSS) although both are there. */
public final class ServerImbalance extends Rule {

    @Override
    public String slug() {
        return "server-imbalance";
    }

    @Override
    public Severity severity() {
        return Severity.WARNING;
    }

    @Override
    public String title() {
        return "A disk group sits wholly on one storage server";
    }

    @Override
    public String explanation() {
        return "Each storage server (ESS cluster, DS8000 CEC) owns the even or the odd LSSs with their cache, NVS and"
                + " device adapters; a disk group on one server leaves half of the storage's processors and cache idle"
                + " for that guest (the ESS architecture in IBM's Linux on zSeries performance presentation at SHARE: two cluster processor complexes, each with its own"
                + " device adapters).";
    }

    @Override
    public String remediation() {
        return "Mix volumes of even and odd LSSs in the group, alternating in the stripe order.";
    }

    @Override
    public Needs needs() {
        // a DEDICATE names a device number, which only the IOCDS ties to a volume; an MDISK names the volume's volser
        return Needs.of("dedicated disks", InputKind.ZVM_DIRECTORY, InputKind.IOCDS, InputKind.STORAGE_EXPORT)
                .and("minidisks", InputKind.ZVM_DIRECTORY, InputKind.STORAGE_EXPORT)
                .and("FCP LUNs and LVM stripe sets", InputKind.GUEST_CAPTURES, InputKind.STORAGE_EXPORT);
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (DiskGroups g : DiskGroups.of(ctx)) {
            TreeSet<String> used = g.used(p -> String.valueOf(p.server()));
            TreeSet<String> available = g.available(p -> String.valueOf(p.server()));
            if (used.size() == 1 && available.size() > 1) {
                out.add(this, g.guest().identity() + " has " + g.members().size() + " " + g.kind() + " disks ("
                        + g.describe() + ") all on server " + used.first() + " of storage:" + g.image()
                        + ", which has volumes of this kind on both servers.", g.elements(), g.location());
            }
        }
    }
}
