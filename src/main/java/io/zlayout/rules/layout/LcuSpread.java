package io.zlayout.rules.layout;

import io.zlayout.model.ref.LssRef;
import io.zlayout.rules.Needs;
import io.zlayout.model.VolumeKind;
import io.zlayout.rules.Findings;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.StorageTopology;

import java.util.List;
import java.util.function.Function;

/**
 * A guest's ECKD disk group of volumes striped over their pool's ranks sits on fewer LCUs than it could. Where
 * volumes are placed by rank, consecutive-addresses already names the rank and the LSS.
 */
public final class LcuSpread extends DiskGroupRule {

    /** The LCU of a volume striped over its pool (or of unknown method); null for one placed by rank. */
    private static final Function<StorageTopology.Placement, LssRef> LCU = p -> p.byRank() ? null : p.lss();

    public LcuSpread() {
        super(about("lcu-spread", Severity.WARNING,
                "A guest's ECKD disks sit on fewer LCUs than the storage could give them")
                .needs(DiskGroups.DIRECTORY_DISKS)
                .explanation("One ECKD subchannel carries one I/O at a time — \"All other I/Os need to be queued in"
                        + " the dasd driver\" (T. Diehl, Simple layouts for ECKD and zfcp disk configurations, IBM) —"
                        + " so striping over several volumes still buys parallelism when each volume is striped over"
                        + " its pool's ranks inside the storage. HyperPAV aliases raise it, but \"the alias devices"
                        + " are not exclusively referenced to a certain base device but are eligible for all base"
                        + " devices in the same logical control unit (LCU)\" (IBM, Using HyperPAV for ECKD DASD): a"
                        + " group on one LCU shares one LCU's aliases, and its LCU's channel paths. On a DS8000 whose"
                        + " volumes are striped over multi-rank extent pools (rotateexts, the default; IBM DS8900F"
                        + " Introduction and Planning Guide) the LCU, the pool and the server are what a layout can"
                        + " choose; the ranks are the pool's. The rule judges groups whose I/O can use aliases:"
                        + " minidisks on LCUs with aliases (z/VM's), dedicated disks of a guest that dedicates aliases"
                        + " or whose intent asks for them; a guest with dedicated bases and no aliases gains nothing"
                        + " from more LCUs until it has some (guest-without-aliases).")
                .remediation("Take the group's volumes from several LCUs (as many as the group has members, up to"
                        + " the LCUs the storage offers), even and odd LCUs alternating in the stripe order, and for"
                        + " dedicated disks dedicate HyperPAV aliases of each of those LCUs; zlayout plan writes"
                        + " such an assignment (hyperpav: N in the intent sets the aliases per LCU)."));
    }

    @Override
    void judge(RuleContext ctx, DiskGroups g, Findings out) {
        if (g.kind() != VolumeKind.CKD) {
            return;
        }
        List<GuestTopology.GuestDisk> striped = g.members().stream().filter(d -> !d.placement().byRank())
                .toList();
        if (striped.size() < 2) {
            return;
        }
        if (!aliasesInPlay(ctx, g, striped)) {
            return;
        }
        DiskGroups.Spread<LssRef> lcus = g.spread(striped, LCU);
        if (!lcus.narrower()) {
            return;
        }
        int used = lcus.used().size();
        out.add(this, g.has(striped) + " on " + used + " LCU" + (used == 1 ? "" : "s") + ", but storage:"
                        + g.image() + " could spread them over " + lcus.could() + " LCUs, each with its own HyperPAV"
                        + " aliases" + (minidisks(striped) ? " (z/VM's, for minidisks)" : " (dedicate those of each"
                        + " LCU)") + ".",
                g.elements(striped), g.location());
    }

    /**
     * True when spreading the group over more LCUs gives its I/O more subchannels: its minidisks are on an image
     * whose LCUs have aliases z/VM multiplexes them over, or its guest dedicates aliases (or its intent asks for
     * them, {@code hyperpav: N}), which a guest takes LCU by LCU. A guest that dedicates bases and no alias gains
     * nothing from more LCUs until it has aliases: guest-without-aliases says that first.
     */
    private static boolean aliasesInPlay(RuleContext ctx, DiskGroups g, List<GuestTopology.GuestDisk> striped) {
        io.zlayout.topology.LcuAliases aliases = ctx.site().lcuAliases();
        if (minidisks(striped)) {
            return aliases.lcus().values().stream().anyMatch(l -> l.ref().image().equals(g.image())
                    && !l.zvmAliases().isEmpty());
        }
        io.zlayout.model.GuestIntent intent = g.guest().intent();
        return aliases.guestAliases().containsKey(g.guest().guest())
                || intent != null && intent.hyperpav() != null && intent.hyperpav() > 0;
    }

    private static boolean minidisks(List<GuestTopology.GuestDisk> disks) {
        return disks.stream().allMatch(d -> "mdisk".equals(d.how()));
    }
}
