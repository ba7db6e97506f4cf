package io.zlayout.rules.access;

import io.zlayout.model.HostConnection;
import io.zlayout.model.id.Wwn;
import io.zlayout.rules.Findings;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;

import java.util.Locale;
import java.util.Set;

/**
 * A host connection for an FCP device of the site (its WWPN is one a guest's FCP device logs in with) whose host
 * type, where the export names one, is not the DS8000's type for Linux on Z.
 */
public final class HostTypeNotZLinux extends Rule {

    /** The DS8000 host type for Linux on Z (lshostconnect HostType; profile "IBM zSeries - zLinux"). */
    static final String Z_LINUX = "zLinux";

    public HostTypeNotZLinux() {
        super(about("host-type-not-zlinux", Severity.WARNING,
                "A host connection of a Linux on Z FCP device has another platform's host type")
                .needs(Needs.of("host connections of the site's FCP devices", InputKind.HOST_CONNECTIONS,
                        InputKind.GUEST_CAPTURES))
                .explanation("A DS8000 host connection's host type sets the port profile, the way the host finds its"
                        + " LUNs (LUN address discovery) and the logical block size the storage presents to that WWPN"
                        + " (IBM System Storage DS8000 Command-Line Interface User's Guide: mkhostconnect -hosttype,"
                        + " lshosttype). The type for Linux on Z is zLinux (profile \"IBM zSeries - zLinux\"); a"
                        + " connection made for an FCP device with the type of another platform (an Intel Linux,"
                        + " VMware, AIX or IBM i host, often picked from a list or copied from a neighbouring host)"
                        + " presents the guest's LUNs as that platform's driver expects them.")
                .remediation("Set the host type to zLinux: chhostconnect -dev <image> -hosttype zLinux <host"
                        + " connection id>, or remove the connection and create it again with mkhostconnect"
                        + " -hosttype zLinux."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        AccessTopology access = Masking.of(ctx);
        Set<Wwn> initiators = access.knownInitiators();
        for (String image : access.images()) {
            for (HostConnection c : access.connections(image)) {
                String type = c.hostType();
                if (type == null || type.isBlank() || c.wwpn() == null || !initiators.contains(c.wwpn())
                        || Z_LINUX.toLowerCase(Locale.ROOT).equals(type.trim().toLowerCase(Locale.ROOT))) {
                    continue;
                }
                out.add(this, "storage:" + image + " " + Masking.connection(c) + " is for an FCP device of this"
                        + " site but has host type " + type.trim() + ", not " + Z_LINUX + ".", Masking.elements(c),
                        c.source());
            }
        }
    }
}
