package io.zlayout.rules.layout;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.StorageTopology;

import java.util.TreeSet;

/**
 * A guest's disk group sits on fewer ranks than its storage image could give it — the worst case being
 * consecutive addresses such as 5100-510F, all on one LCU and one rank.
 */
public final class ConsecutiveAddresses extends Rule {

    @Override
    public String slug() {
        return "consecutive-addresses";
    }

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    @Override
    public String title() {
        return "A guest's disks sit on fewer ranks than the storage could give them";
    }

    @Override
    public String explanation() {
        return "IBM's Linux on zSeries performance presentation at SHARE (\"Disk I/O: don't treat ESS as a black box\"): \"the default is close to worst case: you ask"
                + " for 16 disks and your SysAdmin gives you addresses 5100-510F\" — consecutive volumes of one LCU,"
                + " one rank, one server and one host adapter, so a striped volume group gets the throughput of one"
                + " rank. The recommended setup takes one volume from each rank in turn (VG order 5000, 5400, 5800,"
                + " 5C00, 5001, ...).";
    }

    @Override
    public String remediation() {
        return "Give the guest one volume from each rank in turn (zlayout plan writes the corrected assignment and"
                + " the interleaved LVM order).";
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
            TreeSet<String> used = g.used(StorageTopology.Placement::rankKey);
            TreeSet<String> available = g.available(StorageTopology.Placement::rankKey);
            int could = Math.min(g.members().size(), available.size());
            if (used.size() >= could) {
                continue;
            }
            TreeSet<String> lss = g.used(StorageTopology.Placement::lss);
            out.add(this, g.guest().identity() + " has " + g.members().size() + " " + g.kind() + " disks ("
                            + g.describe() + ") on " + used.size() + " rank" + (used.size() == 1 ? "" : "s")
                            + " and " + lss.size() + " LSS, but storage:" + g.image() + " could spread them over "
                            + could + " ranks.",
                    g.elements(), g.location());
        }
    }
}
