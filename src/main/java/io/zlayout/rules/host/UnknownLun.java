package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.StorageTopology;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A guest's zfcp LUN or multipath map addresses a volume the storage export does not have, or a LUN on a known
 * storage port does not decode to a volume at all.
 */
public final class UnknownLun extends Rule {

    public UnknownLun() {
        super(about("unknown-lun", Severity.WARNING,
                "A host LUN addresses a volume the storage export does not know")
                .needs(Needs.of("LUNs in use", InputKind.GUEST_CAPTURES, InputKind.STORAGE_EXPORT))
                .explanation("A DS8000 FCP LUN 0x40LL40VV00000000 names volume LLVV, and an ESS LUN 0x4LVV000000000000"
                        + " names volume 1LVV (the ESS Specialist view in the IBM SHARE presentation \"Linux on"
                        + " zSeries performance\": \"FCP disk 16 bit LUN *0x1000000000000=64 bit FCP LUN\"), so each"
                        + " LUN a guest uses should be a volume of the export. One that is not is a deleted or"
                        + " remapped volume still in the guest's configuration, or an export that is out of date; its"
                        + " rank and server cannot be judged.")
                .remediation("Remove the LUN from the guest's zfcp configuration (chzdev -d zfcp-lun,"
                        + " /etc/zfcp.conf) if the volume is gone, or refresh the storage export (lsfbvol,"
                        + " showvolgrp) so it lists the volume."));
    }

    /** Where the LUN is configured, which is where it is fixed; else where the running capture shows it. */
    private static io.zlayout.model.SourceRef where(HostTopology.LunPath p) {
        return p.configured() != null ? p.configured().source() : p.source();
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Set<String> imagesWithVolumes = new HashSet<>();
        for (StorageTopology.Placement p : ctx.storage().placements()) {
            imagesWithVolumes.add(p.volume().image());
        }
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            Map<String, HostTopology.LunPath> unknown = new LinkedHashMap<>();
            for (HostTopology.LunPath p : host.lunPaths()) {
                HostTopology.StorageVolume v = p.volume();
                if (v.image() == null || v.known() || !imagesWithVolumes.contains(v.image())) {
                    continue;
                }
                unknown.putIfAbsent(v.id() != null ? v.identity() : p.lun() + "@" + v.image(), p);
            }
            unknown.forEach((k, p) -> {
                HostTopology.StorageVolume v = p.volume();
                if (v.id() != null) {
                    out.add(this, host.identity() + " uses LUN " + p.lun() + ", volume " + v.id() + " of storage:"
                            + v.image() + ", which the export does not have.", List.of(host.identity(), v.identity(),
                            p.identity()), where(p));
                } else {
                    out.add(this, host.identity() + " uses LUN " + p.lun() + " on " + p.route().label()
                            + ", which does not decode to a volume of storage:" + v.image() + ".",
                            List.of(host.identity(), p.identity()), where(p));
                }
            });
            for (HostTopology.MapView m : host.maps()) {
                HostTopology.StorageVolume v = m.volume();
                if (v == null || v.identity() == null || v.known() || !imagesWithVolumes.contains(v.image())
                        || unknown.containsKey(v.identity())) {
                    continue;
                }
                out.add(this, host.identity() + " runs " + m.label() + ", volume " + v.id() + " of storage:"
                        + v.image() + ", which the export does not have.", List.of(host.identity(), v.identity(),
                        m.map().identity()), m.map().source());
            }
        }
    }
}
