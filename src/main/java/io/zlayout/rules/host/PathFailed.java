package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.SourceRef;
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
 * A path of a running guest has failed: a multipath path the kernel failed, the checker found faulty or the SCSI
 * layer set offline, or a LUN path {@code lszfcp -D} or {@code lsluns -a} shows failed or offline. Each finding
 * names the path (FCP device, target port, CHPID) and the LUNs it serves.
 */
public final class PathFailed extends Rule {

    public PathFailed() {
        super(about("path-failed", Severity.WARNING,
                "A path of a running guest has failed")
                .needs(Needs.of("LUN paths of running guests", InputKind.GUEST_CAPTURES))
                .explanation("A failed path carries no I/O and gives no redundancy, and multipath keeps the map up on"
                        + " the others, so nothing else tells: the field report \"Ubuntu 15.04 - Multipath Problem\""
                        + " found a host using 2 of its 4 FC paths only by reading multipath -ll. With fewer paths the"
                        + " LUN is held to the remaining host adapters and CHPIDs: the IBM SHARE presentation \"Linux"
                        + " on zSeries performance\" measured 40 MB/s write and 65 MB/s read through one host adapter"
                        + " against 125 and 240 MB/s through four.")
                .remediation("Find why the path failed (the FCP device online? chzdev -e zfcp-host <bus-ID>; the"
                        + " port logged in? lszfcp -P; the LUN attached? chzdev -e zfcp-lun <bus-ID>:<WWPN>:<LUN>;"
                        + " the switch port and zoning), then reinstate it (multipathd reinstate path <dev>) and"
                        + " check multipath -ll shows it active ready."));
    }

    /** One failed path and how the captures show it: the LUNs it fails for. */
    private record Failed(String path, String how, List<String> elements, HostTopology.Route route) {
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            Map<Failed, List<RunningLayout.RunningDisk>> failed = new LinkedHashMap<>();
            Map<Failed, SourceRef> at = new java.util.HashMap<>();
            for (RunningLayout.RunningDisk d : run.disks()) {
                for (RunningLayout.LunRoute r : d.routes()) {
                    if (r.state() == RunningLayout.PathState.FAILED) {
                        List<String> elements = new ArrayList<>(List.of(r.path().route().fcpIdentity()));
                        if (r.path().chpid() != null) {
                            elements.add(r.path().chpid().identity());
                        }
                        if (r.path().ioPort() != null) {
                            elements.add(r.path().ioPort().identity());
                        }
                        Failed f = new Failed(r.path().label(), r.detail(), elements, r.path().route());
                        add(failed, f, d);
                        at.putIfAbsent(f, r.source());
                    }
                }
                if (d.map() != null) {
                    for (HostTopology.MapPath p : d.map().paths()) {
                        if (!p.active() && p.route() == null) {
                            Failed f = new Failed(RunningLayout.name(p.path()), RunningLayout.how(p.path()), List.of(),
                                    null);
                            add(failed, f, d);
                            at.putIfAbsent(f, p.path().source());
                        }
                    }
                }
            }
            failed.forEach((f, disks) -> {
                List<String> elements = new ArrayList<>(List.of(run.identity()));
                elements.addAll(f.elements());
                for (RunningLayout.RunningDisk d : disks) {
                    if (d.map() == null && d.lun() != null && f.route() != null) {
                        // the LUN path that failed, not the LUN's first path
                        elements.add(io.zlayout.model.Ids.fcpLun(f.route().busId(), f.route().wwpn(), d.lun()));
                        if (d.volume() != null && d.volume().identity() != null) {
                            elements.add(d.volume().identity());
                        }
                    } else {
                        elements.addAll(d.elements());
                    }
                }
                out.add(this, run.identity() + " has path " + f.path() + " failed for "
                        + RunningLayout.describe(disks) + ": " + f.how() + ".", elements, at.get(f));
            });
        }
    }

    private static void add(Map<Failed, List<RunningLayout.RunningDisk>> failed, Failed f,
                            RunningLayout.RunningDisk d) {
        List<RunningLayout.RunningDisk> disks = failed.computeIfAbsent(f, k -> new ArrayList<>());
        if (!disks.contains(d)) {
            disks.add(d);
        }
    }
}
