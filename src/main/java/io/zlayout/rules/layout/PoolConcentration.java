package io.zlayout.rules.layout;

import io.zlayout.model.ref.PoolRef;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.StorageTopology;

import java.util.List;
import java.util.function.Function;

/**
 * A guest's group of volumes striped over multi-rank extent pools sits in fewer pools than the storage offers it,
 * while it uses both servers (one server only is server-imbalance's finding).
 */
public final class PoolConcentration extends DiskGroupRule {

    /** The pool of a volume striped over it; null for one placed by rank or without a pool. */
    private static final Function<StorageTopology.Placement, PoolRef> POOL = p -> p.byRank() ? null : p.pool();

    public PoolConcentration() {
        super(about("pool-concentration", Severity.WARNING,
                "A disk group striped over extent pools uses fewer pools than the storage offers")
                .needs(DiskGroups.ALL_GROUPS)
                .explanation("On a DS8000 a volume of a multi-rank extent pool is striped over the pool's ranks (\"The"
                        + " default storage allocation method is storage pool striping. The extents of a volume can be"
                        + " striped across several ranks\", IBM DS8900F Introduction and Planning Guide) and Easy Tier"
                        + " \"restripes those extents on all available ranks of the extent pool\": a group's ranks are"
                        + " its pools' ranks. A group in fewer pools than the storage offers for its kind leaves the"
                        + " other pools' ranks, and their Easy Tier heat management, to other work.")
                .remediation("Take the group's volumes from every extent pool of its kind (lsextpool), alternating"
                        + " the pools of the two servers in the stripe order."));
    }

    @Override
    void judge(RuleContext ctx, DiskGroups g, Findings out) {
        List<GuestTopology.GuestDisk> striped = g.members().stream()
                .filter(d -> !d.placement().byRank() && d.placement().pool() != null).toList();
        if (striped.size() < 2) {
            return;
        }
        if (striped.stream().map(d -> d.placement().server()).distinct().count() < 2) {
            return; // all on one server: server-imbalance says it
        }
        DiskGroups.Spread<PoolRef> pools = g.spread(striped, POOL);
        if (!pools.narrower()) {
            return;
        }
        // in identity order: one image's pools by their ids
        List<String> used = pools.used().stream().map(PoolRef::display).sorted().toList();
        out.add(this, g.has(striped) + " in " + used.size() + " extent pool" + (used.size() == 1 ? "" : "s")
                        + " (" + String.join(", ", used)
                        + "), but storage:" + g.image() + " could spread them over " + pools.could() + " pools.",
                g.elements(striped), g.location());
    }
}
