package io.zlayout.rules.layout;

import io.zlayout.model.ref.SpreadUnit;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.StorageTopology;

import io.zlayout.topology.GuestTopology;

import java.util.List;
import java.util.function.Function;

/**
 * A guest's disk group sits on fewer ranks than its storage image could give it — the worst case being
 * consecutive addresses such as 5100-510F, all on one LCU and one rank. Judged only where a volume is placed by
 * rank (an ESS, single-rank extent pools, {@code rotatevols}): a pool-striped volume already spans its pool's
 * ranks, and there the spread rules of servers, LCUs and pools speak.
 */
public final class ConsecutiveAddresses extends DiskGroupRule {

    /** A member's rank where it is placed by rank; null (left out) where it is pool-striped or not known. */
    private static final Function<StorageTopology.Placement, SpreadUnit> RANK = p -> p.byRank() ? p.unit() : null;

    public ConsecutiveAddresses() {
        super(about("consecutive-addresses", Severity.ERROR,
                "A guest's disks sit on fewer ranks than the storage could give them")
                .needs(DiskGroups.ALL_GROUPS)
                .explanation("IBM's Linux on zSeries performance presentation at SHARE (\"Disk I/O: don't treat ESS as"
                        + " a black box\"): \"the default is close to worst case: you ask for 16 disks and your"
                        + " SysAdmin gives you addresses 5100-510F\" — consecutive volumes of one LCU, one rank, one"
                        + " server and one host adapter, so a striped volume group gets the throughput of one rank."
                        + " The recommended setup takes one volume from each rank in turn (VG order 5000, 5400, 5800,"
                        + " 5C00, 5001, ...). This holds where a volume lives on one rank: an ESS, and on a DS8000 a"
                        + " single-rank extent pool (\"We recommend assigning one rank per extent pool to control the"
                        + " placement of the data\", IBM DS8000 Concepts and Architecture) or a volume made with -eam"
                        + " rotatevols. A volume of a multi-rank pool allocated by storage pool striping (rotateexts,"
                        + " the default) or managed by Easy Tier spans the pool's ranks (IBM DS8900F Introduction and"
                        + " Planning Guide): the rule does not judge it, and server-imbalance, lcu-spread and"
                        + " pool-concentration do.")
                .remediation("Give the guest one volume from each rank in turn (zlayout plan writes the corrected"
                        + " assignment and the interleaved LVM order)."));
    }

    @Override
    void judge(RuleContext ctx, DiskGroups g, Findings out) {
        List<GuestTopology.GuestDisk> placed = g.placedByRank();
        if (placed.size() < 2) {
            return;
        }
        DiskGroups.Spread<SpreadUnit> ranks = g.spread(placed, RANK);
        if (!ranks.narrower()) {
            return;
        }
        int lss = DiskGroups.used(placed, StorageTopology.Placement::lss).size();
        int used = ranks.used().size();
        out.add(this, g.has(placed) + " on " + used + " rank" + (used == 1 ? "" : "s") + " and " + lss
                        + " LSS, but storage:" + g.image() + " could spread them over " + ranks.could() + " ranks.",
                g.elements(placed), g.location());
    }
}
