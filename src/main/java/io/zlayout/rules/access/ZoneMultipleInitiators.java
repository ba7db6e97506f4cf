package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.SanZone;
import io.zlayout.model.id.Wwn;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A zone of the switch zoning read holds more than one initiator WWPN of the site's FCP devices. */
public final class ZoneMultipleInitiators extends Rule {

    public ZoneMultipleInitiators() {
        super(about("zone-multiple-initiators", Severity.WARNING,
                "A zone holds more than one initiator")
                .needs(Needs.of("zones", InputKind.FABRIC))
                .explanation("IBM's rules for FCP on Z (\"Device Drivers, Features, and Commands\", Working with FCP"
                        + " devices): \"The SAN switches must use single-initiator zoning.\" With NPIV every FCP"
                        + " device is an initiator of its own; a zone holding several lets them see each other's"
                        + " logins and state changes, and with zfcp's automatic LUN scan every initiator in the zone"
                        + " scans every target it shares.")
                .remediation("Split the zone into one zone per initiator WWPN, each with the target ports that"
                        + " initiator's paths use (zlayout plan writes them in site/fabric/zoning.txt)."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        AccessTopology access = Masking.of(ctx);
        if (!access.zoningRead()) {
            return;
        }
        Set<Wwn> initiators = access.knownInitiators();
        for (SanZone z : ctx.site().all(SanZone.class)) {
            List<String> found = new ArrayList<>();
            for (Wwn w : z.members()) {
                if (initiators.contains(w)) {
                    found.add(w.toString());
                }
            }
            if (found.size() > 1) {
                out.add(this, z.identity() + " holds " + found.size() + " initiator WWPNs of the site's FCP devices ("
                        + String.join(", ", found) + "); single-initiator zoning gives each its own zone.",
                        List.of(z.identity()), z.source());
            }
        }
    }
}
