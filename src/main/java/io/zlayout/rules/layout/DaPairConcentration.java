package io.zlayout.rules.layout;

import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;

import java.util.TreeSet;

/**
 * A guest's disk group sits on one device adapter pair although its image has ranks on several. Judged, like the
 * rank, only where volumes are placed by rank: a pool-striped volume spans the DA pairs of its pool's ranks.
 */
public final class DaPairConcentration extends DiskGroupRule {

    public DaPairConcentration() {
        super(about("da-pair-concentration", Severity.WARNING,
                "A disk group sits on one device adapter pair")
                .needs(DiskGroups.ALL_GROUPS)
                .explanation("A device adapter pair drives the disk loops of its ranks; a disk group whose ranks all"
                        + " hang off one DA pair shares that pair's bandwidth, while the others idle (the ESS sample"
                        + " setup of IBM's Linux on zSeries performance presentation at SHARE spreads its 4 FB ranks"
                        + " over 4 DA pairs for that reason). Judged only for volumes placed by rank (an ESS,"
                        + " single-rank extent pools, -eam rotatevols): a volume striped over a multi-rank pool"
                        + " (rotateexts, Easy Tier) spans the DA pairs of the pool's ranks.")
                .remediation("Take the group's volumes from ranks on different DA pairs (lsarray shows each array's"
                        + " DA pair)."));
    }

    @Override
    void judge(RuleContext ctx, DiskGroups g, Findings out) {
        java.util.List<GuestTopology.GuestDisk> placed = g.placedByRank();
        if (placed.size() < 2) {
            return;
        }
        TreeSet<Integer> used = new TreeSet<>();
        for (GuestTopology.GuestDisk d : placed) {
            if (d.placement().daPairs().isEmpty()) {
                return; // DA pair not known for every member: nothing to judge
            }
            used.addAll(d.placement().daPairs());
        }
        TreeSet<Integer> das = g.availableDaPairs();
        if (used.size() == 1 && das.size() > 1) {
            out.add(this, g.has(placed) + " all on DA pair " + used.first() + " of storage:" + g.image()
                    + ", which has ranks of this kind on DA pairs " + das + ".", g.elements(placed), g.location());
        }
    }
}
