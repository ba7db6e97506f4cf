package io.zlayout.rules.layout;

import io.zlayout.rules.Needs;
import io.zlayout.rules.InputKind;
import io.zlayout.model.VolumeKind;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.StorageTopology;

import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A guest's ECKD disk group of volumes striped over their pool's ranks sits on fewer LCUs than it could. Where
 * volumes are placed by rank, consecutive-addresses already names the rank and the LSS.
 */
public final class LcuSpread extends Rule {

    /** The LCU of a volume striped over its pool (or of unknown method); null for one placed by rank. */
    private static final Function<StorageTopology.Placement, String> LCU = p -> p.byRank() ? null : p.lss();

    @Override
    public String slug() {
        return "lcu-spread";
    }

    @Override
    public Severity severity() {
        return Severity.WARNING;
    }

    @Override
    public String title() {
        return "A guest's ECKD disks sit on fewer LCUs than the storage could give them";
    }

    @Override
    public String explanation() {
        return "One ECKD subchannel carries one I/O at a time — \"All other I/Os need to be queued in the dasd"
                + " driver\" (T. Diehl, Simple layouts for ECKD and zfcp disk configurations, IBM) — so striping over"
                + " several volumes still buys parallelism when each volume is striped over its pool's ranks inside"
                + " the storage. HyperPAV aliases raise it, but \"the alias devices are not exclusively referenced to"
                + " a certain base device but are eligible for all base devices in the same logical control unit"
                + " (LCU)\" (IBM, Using HyperPAV for ECKD DASD): a group on one LCU shares one LCU's aliases, and"
                + " its LCU's channel paths. On a DS8000 whose volumes are striped over multi-rank extent pools"
                + " (rotateexts, the default; IBM DS8900F Introduction and Planning Guide) the LCU, the pool and the"
                + " server are what a layout can choose; the ranks are the pool's.";
    }

    @Override
    public String remediation() {
        return "Take the group's volumes from several LCUs (as many as the group has members, up to the LCUs the"
                + " storage offers), even and odd LCUs alternating in the stripe order; zlayout plan writes such an"
                + " assignment.";
    }

    @Override
    public Needs needs() {
        // a DEDICATE names a device number, which only the IOCDS ties to a volume; an MDISK names the volume's volser
        return Needs.of("dedicated disks", InputKind.ZVM_DIRECTORY, InputKind.IOCDS, InputKind.STORAGE_EXPORT)
                .and("minidisks", InputKind.ZVM_DIRECTORY, InputKind.STORAGE_EXPORT);
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (DiskGroups g : DiskGroups.of(ctx)) {
            if (g.kind() != VolumeKind.CKD) {
                continue;
            }
            List<GuestTopology.GuestDisk> striped = g.members().stream().filter(d -> !d.placement().byRank())
                    .toList();
            if (striped.size() < 2) {
                continue;
            }
            TreeSet<String> used = new TreeSet<>();
            striped.forEach(d -> used.add(d.placement().lss()));
            TreeSet<String> available = g.available(LCU);
            int could = Math.min(striped.size(), available.size());
            if (used.size() >= could) {
                continue;
            }
            out.add(this, g.guest().identity() + " has " + striped.size() + " CKD disks (" + g.describe(striped)
                            + ") on " + used.size() + " LCU" + (used.size() == 1 ? "" : "s") + ", but storage:"
                            + g.image() + " could spread them over " + could + " LCUs (each with its own HyperPAV"
                            + " aliases).",
                    g.elements(striped), g.location());
        }
    }
}
