package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.model.SanZone;
import io.zlayout.model.id.Wwn;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Zoning and LUN masking that disagree: a zone lets an initiator reach a storage port no host connection of that
 * initiator admits (zoning wider than the masking), or a guest's path that the masking admits has no zone letting
 * its initiator reach its target port (zoning narrower than the masking).
 */
public final class ZoningMaskingMismatch extends Rule {

    public ZoningMaskingMismatch() {
        super(about("zoning-masking-mismatch", Severity.WARNING,
                "Zoning and LUN masking disagree about a path")
                .needs(Needs.of("FC paths zoned and masked", InputKind.FABRIC, InputKind.HOST_CONNECTIONS))
                .explanation("IBM's rules for FCP on Z: \"Both the SAN switches and the LUN masking must use host NPIV"
                        + " WWPNs for access control\", and REDP-5751 (FCP for LinuxONE and IBM Z): \"Access control"
                        + " is managed by lists of WWPNs that are permitted to communicate both in the Switch and in"
                        + " the Storage controller.\" The two lists must agree: a zone wider than the masking lets the"
                        + " FCP device log in to a port that shows it no LUN (Feilong's logs: \"Unable to send the"
                        + " REPORT_LUNS command to LUN ... at port\" for several ports), and a zone narrower than the"
                        + " masking keeps a path the storage admits from ever logging in. \"Errors made in zone"
                        + " definitions can require reconfiguration of host group definitions and the reverse\""
                        + " (NetApp, \"Dependency between zone and host group definitions\"). Narrower is judged only"
                        + " for initiators the zoning read holds at all (a capture of one fabric says nothing of the"
                        + " other's).")
                .remediation("Make the zone and the host connection name the same ports: remove the port from the"
                        + " zone (or admit it with chhostconnect -ioport / mkhostconnect where the path is meant to"
                        + " be), or add the target port to the initiator's single-initiator zone."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        AccessTopology access = Masking.of(ctx);
        if (!access.zoningRead()) {
            return;
        }
        Map<Wwn, IoPort> ports = new HashMap<>();
        for (IoPort p : ctx.site().all(IoPort.class)) {
            if (p.wwpn() != null) {
                ports.putIfAbsent(p.wwpn(), p);
            }
        }
        Set<Wwn> initiators = access.knownInitiators();
        // wider: what each zone lets an initiator reach that its host connections do not admit
        for (SanZone z : ctx.site().all(SanZone.class)) {
            for (Wwn i : z.members()) {
                if (!initiators.contains(i)) {
                    continue;
                }
                List<String> refused = new ArrayList<>();
                List<String> elements = new ArrayList<>();
                elements.add(z.identity());
                for (Wwn t : z.members()) {
                    IoPort port = ports.get(t);
                    if (port == null || !access.knows(port.image())) {
                        continue;
                    }
                    List<HostConnection> conns = access.connections(port.image(), i);
                    if (conns.stream().noneMatch(c -> AccessTopology.admits(c, port.id()))) {
                        refused.add(port.id() + " (" + t + ")");
                        elements.add(Ids.ioPort(port.image(), port.id()));
                        conns.forEach(c -> elements.addAll(Masking.elements(c)));
                    }
                }
                if (!refused.isEmpty()) {
                    out.add(this, z.identity() + " lets initiator " + i + " reach " + String.join(", ", refused)
                            + ", but no host connection of that WWPN admits " + (refused.size() == 1 ? "it" : "them")
                            + ": zoning wider than the LUN masking.", new ArrayList<>(new LinkedHashSet<>(elements)),
                            z.source());
                }
            }
        }
        // narrower: a guest path the masking admits that no zone of the initiator's fabric lets through
        for (String guest : access.guests()) {
            Set<String> seen = new java.util.HashSet<>();
            for (AccessTopology.PathAccess p : access.paths(guest)) {
                HostTopology.Route r = p.route();
                if (p.initiator() == null || !seen.add(r.key())
                        || p.access().state() == AccessTopology.State.NO_HOST_CONNECTION
                        || p.access().state() == AccessTopology.State.PORT_EXCLUDED
                        || p.access().state() == AccessTopology.State.NOT_JUDGED) {
                    continue;
                }
                Wwn i = p.initiator().wwpn();
                if (access.zones(i).isEmpty() || access.zoned(i, List.of(r.wwpn()))) {
                    continue;
                }
                List<String> elements = Masking.elements(guest, r);
                access.zones(i).forEach(z -> elements.add(z.identity()));
                out.add(this, Ids.guest(guest) + " path " + Masking.path(p) + ": the storage admits it, but no zone"
                        + " of the zoning read lets " + i + " reach " + r.wwpn() + " (its zones: "
                        + String.join(", ", access.zones(i).stream().map(SanZone::identity).toList())
                        + "): zoning narrower than the LUN masking.", elements, p.source());
            }
        }
    }
}
