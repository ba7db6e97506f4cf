package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.Ids;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;

import java.util.List;

/** An FC path whose initiator WWPN (the FCP device's NPIV WWPN) has no host connection on the storage it targets. */
public final class NoHostConnection extends Rule {

    public NoHostConnection() {
        super(about("no-host-connection", Severity.ERROR,
                "An FC path's initiator WWPN has no host connection on the storage it targets")
                .needs(Needs.of("FC paths of running guests", InputKind.GUEST_CAPTURES, InputKind.HOST_CONNECTIONS))
                .explanation("IBM's rules for FCP on Z (\"Device Drivers, Features, and Commands\", Working with FCP"
                        + " devices): \"LUN masking (host mapping) must be in place on the storage systems. Both the"
                        + " SAN switches and the LUN masking must use host NPIV WWPNs for access control.\" A DS8000"
                        + " shows a LUN only to a WWPN one of its host connections (lshostconnect) names: a path whose"
                        + " FCP device logs in with a WWPN no host connection has sees no LUN at all, so every LUN the"
                        + " guest uses runs on its other paths only.")
                .remediation("Create the host connection for the FCP device's NPIV WWPN on that storage image, with"
                        + " the guest's volume group: mkhostconnect -dev <image> -wwname <initiator WWPN> -hosttype"
                        + " <host type> -volgrp <volume group> -ioport <target port> <name>."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Masking.perRoute(Masking.of(ctx), AccessTopology.State.NO_HOST_CONNECTION, (guest, first, volumes) -> {
            List<String> elements = Masking.elements(guest, first.route());
            elements.add(Ids.storage(first.image()));
            out.add(this, Ids.guest(guest) + " path " + Masking.path(first) + ": no host connection of storage:"
                    + first.image() + " has WWPN " + first.initiator().wwpn() + ", so " + Masking.volumes(volumes)
                    + " cannot reach the guest on this path.", elements, first.source());
        });
    }
}
