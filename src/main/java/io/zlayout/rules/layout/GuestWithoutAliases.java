package io.zlayout.rules.layout;

import io.zlayout.rules.Needs;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.LcuAliases;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A guest with dedicated ECKD bases has none of their LCU's aliases, although the IOCDS defines aliases there.
 * Minidisk users are not judged: z/VM runs HyperPAV for them.
 */
public final class GuestWithoutAliases extends Rule {

    public GuestWithoutAliases() {
        super(about("guest-without-aliases", Severity.WARNING,
                "A guest with dedicated ECKD bases has no aliases of their LCU")
                // a DEDICATE names a device number, which only the IOCDS ties to a volume and its LCU's alias devices
                .needs(Needs.of("dedicated ECKD disks", InputKind.ZVM_DIRECTORY, InputKind.IOCDS,
                        InputKind.STORAGE_EXPORT))
                .explanation("Linux uses HyperPAV with the alias devices it has: \"the advantage of HyperPAV is that"
                        + " it only needs to be enabled on Linux\" (IBM, HyperPAV setup), and an alias serves the"
                        + " bases of its own LCU (IBM, Using HyperPAV for ECKD DASD). A z/VM guest sees only the"
                        + " devices its directory entry dedicates: with bases dedicated and no alias of their LCU,"
                        + " each base carries one I/O at a time. Minidisks differ: z/VM multiplexes their I/O over"
                        + " \"any real HyperPAV base or alias subchannel\" (IBM, z/VM: Using HyperPAV for minidisks),"
                        + " so this rule does not judge them.")
                .remediation("Dedicate alias devices of the same LCU to the guest (DEDICATE vdev rdev, DirMaint"
                        + " DEDICATE), and enable them in Linux (chzdev dasd-eckd <alias> -e, or a line in"
                        + " /etc/dasd.conf)."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        LcuAliases aliases = ctx.site().lcuAliases();
        for (GuestTopology.GuestLayout g : ctx.site().guests().guests()) {
            Map<io.zlayout.model.ref.LssRef, List<GuestTopology.GuestDisk>> byLcu = new TreeMap<>();
            for (GuestTopology.GuestDisk d : g.disks()) {
                if (d.dedicatedCkdBase()) {
                    byLcu.computeIfAbsent(d.placement().lss(), k -> new ArrayList<>()).add(d);
                }
            }
            byLcu.forEach((lcu, disks) -> {
                LcuAliases.Lcu l = aliases.lcus().get(lcu);
                if (l == null || l.zvmAliases().isEmpty() || !aliases.aliasesOf(g.guest(), lcu).isEmpty()) {
                    return;
                }
                List<io.zlayout.model.id.DeviceNumber> usable = l.zvmAliases();
                List<String> elements = new ArrayList<>();
                elements.add(g.identity());
                elements.add(lcu.identity());
                out.add(this, g.identity() + " has " + disks.size() + " dedicated base" + (disks.size() == 1 ? "" : "s")
                        + " of " + lcu.identity() + " and none of its " + usable.size() + " alias devices ("
                        + usable.get(0) + "-" + usable.get(usable.size() - 1) + ").",
                        elements, disks.get(0).source());
            });
        }
    }
}
