package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Ids;
import io.zlayout.model.IoPort;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** A guest logs in to, or configures LUNs on, a target WWPN that no I/O port of the storage export has. */
public final class UnknownTargetPort extends Rule {

    public UnknownTargetPort() {
        super(about("unknown-target-port", Severity.WARNING,
                "A host path targets a WWPN the storage export does not have")
                .needs(Needs.of("target ports in use", InputKind.GUEST_CAPTURES, InputKind.STORAGE_EXPORT))
                .explanation("zlayout traces each FC path from the FCP device to the storage I/O port with the target"
                        + " WWPN, and from there to its host adapter and I/O enclosure (the sample setup of the IBM"
                        + " SHARE presentation \"Linux on zSeries performance\": C1->HA1->rank1 ... C4->HA4->rank4). A"
                        + " WWPN no exported port has is either a port of storage the site's exports leave out, or a"
                        + " stale zfcp configuration after ports were moved: either way its paths cannot be judged for"
                        + " balance or redundancy.")
                .remediation("Add the lsioport -l export of the storage that owns the WWPN, or correct the zfcp"
                        + " configuration (/etc/zfcp.conf, chzdev zfcp-lun) to the WWPNs lsioport lists."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        TreeSet<String> images = new TreeSet<>();
        for (IoPort p : ctx.site().all(IoPort.class)) {
            if (p.wwpn() != null) {
                images.add("storage:" + p.image());
            }
        }
        if (images.isEmpty()) {
            return; // no port WWPNs exported: nothing to compare with
        }
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            Map<String, List<HostTopology.Route>> byWwpn = new TreeMap<>();
            for (HostTopology.Route r : host.routes()) {
                if (r.port() == null) {
                    byWwpn.computeIfAbsent(r.wwpn().toString(), k -> new ArrayList<>()).add(r);
                }
            }
            byWwpn.forEach((wwpn, routes) -> {
                List<String> elements = new ArrayList<>();
                elements.add(host.identity());
                TreeSet<String> buses = new TreeSet<>();
                for (HostTopology.Route r : routes) {
                    elements.add(Ids.fcpPort(r.busId(), r.wwpn()));
                    buses.add(r.busId().toString());
                }
                out.add(this, host.identity() + " reaches target port " + wwpn + " through " + String.join(", ", buses)
                        + ", but no I/O port of " + String.join(", ", images) + " has that WWPN.", elements,
                        routes.get(0).source());
            });
        }
    }
}
