package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;

import java.util.ArrayList;
import java.util.List;

/** A host connection's I/O-port list leaves out the target port an FCP device of its WWPN logs in to. */
public final class IoPortNotAdmitted extends Rule {

    public IoPortNotAdmitted() {
        super(about("ioport-not-admitted", Severity.ERROR,
                "A host connection's I/O-port list excludes the port its FCP device targets")
                .needs(Needs.of("FC paths of running guests", InputKind.GUEST_CAPTURES, InputKind.HOST_CONNECTIONS))
                .explanation("A DS8000 host connection admits its WWPN through the I/O ports of its port list"
                        + " (lshostconnect ESSIOport: all, or a list). Zoning lets the FCP device log in to a port the"
                        + " list leaves out, but the storage shows it no LUN there: the path is defined and zoned and"
                        + " carries nothing, the symptom field reports show as REPORT_LUNS failures on some ports"
                        + " (Feilong, \"Unable to send the REPORT_LUNS command\"), and the guest runs on fewer paths"
                        + " than its layout gives.")
                .remediation("Add the port to the host connection's list (chhostconnect -dev <image> -ioport <ports>"
                        + " <host connection id>; the list replaces the old one) or point the FCP device at a port"
                        + " the list admits."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Masking.perRoute(Masking.of(ctx), AccessTopology.State.PORT_EXCLUDED, (guest, first, volumes) -> {
            List<String> elements = Masking.elements(guest, first.route());
            elements.add(Ids.ioPort(first.image(), first.route().port().id()));
            List<String> conns = new ArrayList<>();
            for (HostConnection c : first.access().connections()) {
                conns.add(Masking.connection(c));
                elements.addAll(Masking.elements(c));
            }
            out.add(this, Ids.guest(guest) + " path " + Masking.path(first) + ": " + Masking.join(conns)
                    + " does not admit port " + first.route().port().id() + ", so " + Masking.volumes(volumes)
                    + " cannot reach the guest on this path.", elements, first.source());
        });
    }
}
