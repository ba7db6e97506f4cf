package io.zlayout.rules.storage;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Every path to an LCU lands on one host adapter (or one I/O enclosure / bay), as traced through
 * zlayout.yaml {@code fabric:}; or every path a guest runs to an FCP LUN does.
 */
public final class SharedHostAdapter extends Rule {

    public SharedHostAdapter() {
        super(about("shared-host-adapter", Severity.WARNING,
                "Every path to a volume or LCU goes through one host adapter or I/O enclosure")
                .needs(Needs.of("control units", InputKind.IOCDS, InputKind.STORAGE_EXPORT, InputKind.FABRIC)
                        .and("LUN paths of running guests", InputKind.GUEST_CAPTURES, InputKind.STORAGE_EXPORT))
                .explanation("The ESS scaling tests of IBM's Linux on zSeries performance presentation at SHARE: \"1"
                        + " HA limits to 40 MB/s write and 65 MB/s read, regardless of the number of ranks\", while 4"
                        + " host adapters reach 125 MB/s write and 240 MB/s read; and a host adapter or its enclosure"
                        + " (bay) is serviced as a unit, so paths that share one lose redundancy too. For today's"
                        + " DS8000, IBM DS8900F Performance Best Practices and Monitoring: \"At a minimum, have two"
                        + " connections to any host, and the connections must be on different host adapters (HAs) in"
                        + " different I/O enclosures\".")
                .remediation("Land the CHPIDs of the LCU on host adapters in different I/O enclosures (fabric zoning"
                        + " or FICON link addresses), one path per adapter."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        // a port serves many control units' paths: where it is, is worked out once
        Map<IoPortRef, Where> ports = new HashMap<>();
        for (List<ControlUnit> cus : ctx.channels().storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                for (int css : ChannelTopology.cssOf(cu)) {
                    judge(ctx, cu, css, ports, out);
                }
            }
        }
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            judgeLuns(run, out);
        }
    }

    /** A guest's LUNs whose two or more usable paths all land on one host adapter, else in one enclosure. */
    private void judgeLuns(RunningLayout.GuestRun run, Findings out) {
        Map<HostAdapterRef, List<RunningLayout.RunningDisk>> adapters = run.sharing(
                RunningLayout.GuestPath::hostAdapter, 2);
        adapters.forEach((adapter, disks) -> {
            List<String> elements = RunningLayout.elements(run, disks);
            elements.add(adapter.identity());
            out.add(this, run.identity() + " runs " + RunningLayout.describe(disks)
                    + " on paths that all land on " + adapter.identity() + ".", elements,
                    disks.get(0).source());
        });
        Map<EnclosureRef, List<RunningLayout.RunningDisk>> enclosures = run.sharing(
                p -> p.ioPort() == null ? null : p.ioPort().enclosure().orElse(null), 2);
        enclosures.forEach((enclosure, disks) -> {
            List<RunningLayout.RunningDisk> spread = disks.stream()
                    .filter(d -> adapters.values().stream().noneMatch(l -> l.contains(d))).toList();
            if (spread.isEmpty()) {
                return;
            }
            List<String> elements = RunningLayout.elements(run, spread);
            elements.add(enclosure.identity());
            out.add(this, run.identity() + " runs " + RunningLayout.describe(spread) + " on paths that all land in"
                    + " one I/O enclosure, " + enclosure.identity() + ".", elements, spread.get(0).source());
        });
    }

    /**
     * The identities of the host adapter and the I/O enclosure of an I/O port, each empty where its id does not
     * tell: what a finding names, made once per port.
     */
    private record Where(Optional<String> adapter, Optional<String> enclosure) {

        static Where of(IoPortRef port) {
            return new Where(port.hostAdapter().map(HostAdapterRef::identity),
                    port.enclosure().map(EnclosureRef::identity));
        }
    }

    private void judge(RuleContext ctx, ControlUnit cu, int css, Map<IoPortRef, Where> ports,
                       Findings out) {
        List<ChannelTopology.ChannelPath> paths = ctx.channels().paths(cu, css);
        if (paths.size() < 2) {
            return; // single-path already says it
        }
        TreeSet<String> adapters = new TreeSet<>();
        TreeSet<String> enclosures = new TreeSet<>();
        for (ChannelTopology.ChannelPath p : paths) {
            if (p.ioPorts().isEmpty()) {
                return; // not traced: nothing to judge
            }
            for (IoPortRef port : p.ioPorts()) {
                Where where = ports.computeIfAbsent(port, Where::of);
                where.adapter().ifPresent(adapters::add);
                where.enclosure().ifPresent(enclosures::add);
            }
        }
        List<String> elements = new ArrayList<>();
        elements.add(cu.identity());
        ctx.channels().lss(cu).ifPresent(l -> elements.add(l.identity()));
        if (adapters.size() == 1) {
            elements.add(adapters.first());
            out.add(this, "All " + paths.size() + " paths of " + cu.identity() + " (LCU " + ChannelTopology.lcu(cu)
                    + ") in CSS " + css + " land on " + adapters.first() + ".", elements, cu.source());
        } else if (enclosures.size() == 1) {
            elements.add(enclosures.first());
            out.add(this, "All " + paths.size() + " paths of " + cu.identity() + " (LCU " + ChannelTopology.lcu(cu)
                    + ") in CSS " + css + " land in one I/O enclosure, " + enclosures.first() + ", over "
                    + adapters.size() + " host adapters.", elements, cu.source());
        }
    }
}
