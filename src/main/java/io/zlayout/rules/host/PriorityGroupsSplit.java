package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.MultipathMap;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.RunningLayout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A running multipath map splits its healthy paths into priority groups on storage whose ports all serve every
 * volume equally (DS8000, ESS and the other products multipath-tools groups multibus): only the active group
 * carries I/O, so k of n paths do the work. On ALUA storage (SVC / FlashSystem 2145) the groups follow the
 * preferred node and are right; such maps are not judged here.
 */
public final class PriorityGroupsSplit extends Rule {

    public PriorityGroupsSplit() {
        super(about("priority-groups-split", Severity.WARNING,
                "A map splits its paths into priority groups on storage whose ports are all equal")
                .needs(Needs.of("multipath maps", InputKind.GUEST_CAPTURES))
                .explanation("The field report \"Ubuntu 15.04 - Multipath Problem\": \"Multipath-deamon only uses half"
                        + " of the FC (2 of 4)\" — multipath -ll showed the four paths in two groups (prio=50"
                        + " status=active, prio=10 status=enabled), and only the active group carries I/O. DS8000 and"
                        + " ESS ports all serve every volume (multipath-tools' hardware table groups the ESS,"
                        + " FlashSystem/RamSan and other such storage multibus), so a second group adds no throughput,"
                        + " only standby: the IBM SHARE presentation \"Linux on zSeries performance\" shows 4 host"
                        + " adapters reach 125 MB/s write and 240 MB/s read only when every path carries I/O. On ALUA"
                        + " storage (SVC/FlashSystem 2145) the groups are right.")
                .remediation("Put every path in one group: path_grouping_policy multibus with a constant priority"
                        + " (prio const) for the storage's device section in /etc/multipath.conf (devices { device {"
                        + " vendor \"IBM\" product \"^2107900\" path_grouping_policy multibus prio const"
                        + " path_selector \"service-time 0\" } }), reload with multipath -r, and check that"
                        + " multipath -ll lists one group with all paths active."));
    }

    /** Maps of one guest with the same split: one finding. */
    private record Split(String product, int carrying, int healthy, String groups, String standby) {
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            Map<Split, List<RunningLayout.RunningDisk>> splits = new LinkedHashMap<>();
            for (RunningLayout.RunningDisk d : run.disks()) {
                Split s = d.map() == null ? null : split(d.map(), d.volume());
                if (s != null) {
                    splits.computeIfAbsent(s, k -> new ArrayList<>()).add(d);
                }
            }
            splits.forEach((s, disks) -> out.add(this, run.identity() + " runs " + RunningLayout.describe(disks)
                    + " on " + s.product() + " with its paths in priority groups (" + s.groups() + "): " + s.carrying()
                    + " of " + s.healthy() + " paths carry I/O; standing by: " + s.standby() + ".",
                    RunningLayout.elements(run, disks), disks.get(0).source()));
        }
    }

    /** The split of a map on equal-port storage, or null when all its healthy paths are in the active group. */
    private static Split split(HostTopology.MapView m, HostTopology.StorageVolume volume) {
        MultipathMap map = m.map();
        if (map.pathGroups().size() < 2 || StoragePorts.of(map, volume) != StoragePorts.Kind.EQUAL
                || MultipathFailoverOnly.onePathGroups(map)) {
            return null; // one-path groups of one priority are failover: multipath-failover-only says it
        }
        MultipathMap.PathGroup active = RunningLayout.activeGroup(map);
        int healthy = 0;
        int carrying = 0;
        List<String> groups = new ArrayList<>();
        List<String> standby = new ArrayList<>();
        int i = 0;
        for (MultipathMap.PathGroup g : map.pathGroups()) {
            int inGroup = 0;
            for (MultipathMap.MultipathPath ignored : g.paths()) {
                HostTopology.MapPath p = m.paths().get(i++);
                if (!p.active()) {
                    continue;
                }
                inGroup++;
                if (g == active) {
                    carrying++;
                } else {
                    standby.add(p.route() != null ? p.route().label() : RunningLayout.name(p.path()));
                }
            }
            groups.add("prio=" + (g.priority() == null ? "?" : g.priority()) + " status="
                    + (g.status() == null ? "?" : g.status()) + ": " + inGroup + " path" + (inGroup == 1 ? "" : "s"));
            healthy += inGroup;
        }
        if (standby.isEmpty()) {
            return null;
        }
        return new Split(StoragePorts.product(map, volume), carrying, healthy, String.join(", ", groups),
                String.join(", ", standby));
    }
}
