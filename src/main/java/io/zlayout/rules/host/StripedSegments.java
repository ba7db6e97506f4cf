package io.zlayout.rules.host;

import io.zlayout.rules.RuleContext;
import io.zlayout.topology.HostTopology;

/**
 * The walk the stripe rules share: every guest's logical volumes, and of each its striped segments in order until
 * one gives a finding, so that a volume striped alike in several segments is named once.
 */
final class StripedSegments {

    /** What a rule judges of one striped segment. */
    @FunctionalInterface
    interface Judge {
        /** True when it added a finding: the volume's later segments are not judged. */
        boolean found(HostTopology.GuestHost host, HostTopology.LvView lv, HostTopology.SegmentView segment);
    }

    private StripedSegments() {
    }

    static void judge(RuleContext ctx, Judge judge) {
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            for (HostTopology.LvView lv : host.lvs()) {
                for (HostTopology.SegmentView s : lv.segments()) {
                    if (s.striped() && judge.found(host, lv, s)) {
                        break;
                    }
                }
            }
        }
    }
}
