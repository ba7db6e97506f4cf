package io.zlayout.rules.channel;

import io.zlayout.model.ControlUnit;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.RuleContext;
import io.zlayout.topology.ChannelTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A control unit's channel paths in one CSS: what the path rules (single-path, single-switch, same-channel-card,
 * too-many-paths, fcp-cu-multiple-paths) judge, so that they walk the control units alike.
 *
 * @param cu    the control unit
 * @param css   the channel subsystem
 * @param paths its channel paths there, in PATH order
 */
record CssPaths(ControlUnit cu, int css, List<ChannelTopology.ChannelPath> paths) {

    /** What a rule judging the control units' paths and the LUN paths that guests run needs. */
    static final Needs WITH_RUNNING = Needs.of("control units", InputKind.IOCDS)
            .and("LUN paths of running guests", InputKind.GUEST_CAPTURES);

    /** The paths of every control unit {@code which} accepts, CSS by CSS, in the site's order. */
    static List<CssPaths> of(RuleContext ctx, Predicate<ControlUnit> which) {
        List<CssPaths> out = new ArrayList<>();
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            if (which.test(cu)) {
                for (int css : ChannelTopology.cssOf(cu)) {
                    out.add(new CssPaths(cu, css, ctx.channels().paths(cu, css)));
                }
            }
        }
        return out;
    }


    /** The control unit's identity, then each path's CHPID. */
    List<String> elements() {
        List<String> elements = new ArrayList<>();
        elements.add(cu.identity());
        paths.forEach(p -> elements.add(p.chpidIdentity()));
        return elements;
    }
}
