package io.zlayout.pipeline;

import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.ModelResult;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedPath;
import io.zlayout.rules.storage.UnplacedPortMessage;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What {@code plan} and {@code model} say of paths they could not trace because a port zlayout.yaml {@code fabric:}
 * names for their CHPID names no I/O port of the site (what the rule {@code fabric-unmapped} finds): the entry, the port
 * as written, why, and what to write instead.
 */
final class UnplacedPorts {

    private UnplacedPorts() {
    }

    /** What is said of each port {@code fabric:} names for one of {@code chpids} that traces no path, in entry order. */
    static List<String> said(Site site, Collection<? extends ElementRef> chpids) {
        List<String> out = new ArrayList<>();
        for (ChannelTopology.UnplacedPort u : site.channels().unplacedPorts()) {
            if (!u.why().traced() && chpids.contains(u.chpid())) {
                out.add(UnplacedPortMessage.said(u));
            }
        }
        return out;
    }

    /** The CHPIDs of a guest's planned paths that land on no known port. */
    static Set<ChpidRef> blind(GuestPlan g) {
        Set<ChpidRef> out = new TreeSet<>();
        for (PlannedPath p : g.paths()) {
            if (p.ioPort() == null && p.chpid() != null) {
                out.add(p.chpid());
            }
        }
        return out;
    }

    /** The plan with a note on each guest with such paths; the plan itself where there is none. */
    static Plan noted(Site site, Plan plan) {
        if (site.channels().unplacedPorts().isEmpty()) {
            return plan;
        }
        List<GuestPlan> guests = new ArrayList<>();
        boolean changed = false;
        for (GuestPlan g : plan.guests()) {
            List<String> said = said(site, blind(g));
            if (said.isEmpty()) {
                guests.add(g);
                continue;
            }
            changed = true;
            guests.add(g.withNote("its paths over a CHPID whose 'fabric:' port names no I/O port land on no known"
                    + " port: " + String.join(" ", said)));
        }
        return changed ? new Plan(guests, plan.balance(), plan.notes(), plan.storage()) : plan;
    }

    /** The model's result with a note on the layout's paths that land on no known port for that reason. */
    static ModelResult noted(Site site, ModelLayout layout, ModelResult result) {
        if (site.channels().unplacedPorts().isEmpty()) {
            return result;
        }
        Set<ElementRef> blind = new java.util.HashSet<>();
        for (ModelLayout.Path p : layout.paths()) {
            if (p.ioPort() == null) {
                blind.add(p.chpid());
            }
        }
        List<String> said = said(site, blind);
        if (said.isEmpty()) {
            return result;
        }
        List<String> notes = new ArrayList<>(result.notes());
        notes.add("paths over a CHPID whose 'fabric:' port names no I/O port are modelled with no host adapter: "
                + String.join(" ", said));
        return new ModelResult(result.guest(), result.workload(), result.processes(), result.throughputMBps(),
                result.iops(), result.bottleneck(), result.components(), result.advice(), notes);
    }
}
