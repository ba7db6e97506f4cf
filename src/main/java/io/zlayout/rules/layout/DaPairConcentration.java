package io.zlayout.rules.layout;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;

import java.util.TreeSet;

/** A guest's disk group sits on one device adapter pair although its image has ranks on several. */
public final class DaPairConcentration extends Rule {

    @Override
    public String slug() {
        return "da-pair-concentration";
    }

    @Override
    public Severity severity() {
        return Severity.WARNING;
    }

    @Override
    public String title() {
        return "A disk group sits on one device adapter pair";
    }

    @Override
    public String explanation() {
        return "A device adapter pair drives the disk loops of its ranks; a disk group whose ranks all hang off one DA"
                + " pair shares that pair's bandwidth, while the others idle (the ESS sample setup of IBM's Linux on zSeries performance presentation at SHARE spreads its 4 FB"
                + " ranks over 4 DA pairs for that reason).";
    }

    @Override
    public String remediation() {
        return "Take the group's volumes from ranks on different DA pairs (lsarray shows each array's DA pair).";
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
        groups:
        for (DiskGroups g : DiskGroups.of(ctx)) {
            TreeSet<Integer> used = new TreeSet<>();
            for (GuestTopology.GuestDisk d : g.members()) {
                if (d.placement().daPairs().isEmpty()) {
                    continue groups; // DA pair not known for every member: nothing to judge
                }
                used.addAll(d.placement().daPairs());
            }
            TreeSet<Integer> das = g.availableDaPairs();
            if (used.size() == 1 && das.size() > 1) {
                out.add(this, g.guest().identity() + " has " + g.members().size() + " " + g.kind() + " disks ("
                        + g.describe() + ") all on DA pair " + used.first() + " of storage:" + g.image() + ", which has"
                        + " ranks of this kind on DA pairs " + das + ".", g.elements(), g.location());
            }
        }
    }
}
