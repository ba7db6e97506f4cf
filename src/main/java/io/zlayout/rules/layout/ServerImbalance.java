package io.zlayout.rules.layout;

import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import io.zlayout.topology.StorageTopology;

import java.util.Set;

/** A guest's disk group sits wholly on one storage server (all even or all odd LSS) although both are there. */
public final class ServerImbalance extends DiskGroupRule {

    public ServerImbalance() {
        super(about("server-imbalance", Severity.WARNING,
                "A disk group sits wholly on one storage server")
                .needs(DiskGroups.ALL_GROUPS)
                .explanation("Each storage server (ESS cluster, DS8000 CEC) owns the even or the odd LSSs with their"
                        + " cache, NVS and device adapters; a disk group on one server leaves half of the storage's"
                        + " processors and cache idle for that guest (the ESS architecture in IBM's Linux on zSeries"
                        + " performance presentation at SHARE: two cluster processor complexes, each with its own"
                        + " device adapters). On a DS8000 each extent pool belongs to one server (its rank group):"
                        + " \"I/O activity should be balanced between the two servers ... by balancing between odd and"
                        + " even extent pools\" (IBM Systems Magazine, DS6000 and DS8000 performance management), and"
                        + " \"create at least two Extent Pools, with one per server\" (IBM DS8000 documentation). This"
                        + " holds whether the volumes are placed by rank or striped over their pool.")
                .remediation("Mix volumes of even and odd LSSs (pools of rank group 0 and 1) in the group,"
                        + " alternating in the stripe order."));
    }

    @Override
    void judge(RuleContext ctx, DiskGroups g, Findings out) {
        Set<Integer> used = g.used(StorageTopology.Placement::server);
        Set<Integer> available = g.available(StorageTopology.Placement::server);
        if (used.size() == 1 && available.size() > 1) {
            out.add(this, g.has(g.members()) + " all on server " + used.iterator().next() + " of storage:" + g.image()
                    + ", which has volumes of this kind on both servers.", g.elements(), g.location());
        }
    }
}
