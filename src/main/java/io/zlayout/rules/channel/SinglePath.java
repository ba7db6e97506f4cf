package io.zlayout.rules.channel;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.FcpDeviceRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A storage LCU (and so every volume on it) is reachable through one CHPID only in a CSS; or a guest reaches
 * an FCP LUN through one CHPID (one FCP device, or several on one CHPID) on the paths it runs.
 */
public final class SinglePath extends Rule {

    public SinglePath() {
        super(about("single-path", Severity.ERROR,
                "A volume, LCU or LUN is reachable through one CHPID only")
                .needs(CssPaths.WITH_RUNNING)
                .explanation("With one channel path a single channel, cable, switch port or host adapter failure takes"
                        + " the volumes offline, and all I/O queues on one link: the scaling tests of the IBM SHARE"
                        + " presentation \"Linux on zSeries performance\" show one CHPID capping four host adapters"
                        + " (\"single CHPID\" scenario, CHPID-bound), and only 4 CHPIDs reach the 4-adapter"
                        + " throughput.")
                .remediation("Give the control unit at least two (for throughput four) CHPIDs on different channel"
                        + " cards and switches, each landing on a different host adapter."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (CssPaths c : CssPaths.of(ctx, ChannelTopology::storage)) {
            if (c.paths().size() != 1) {
                continue;
            }
            ControlUnit cu = c.cu();
            String chpid = c.paths().get(0).chpidIdentity();
            List<String> elements = new ArrayList<>();
            elements.add(cu.identity());
            ctx.channels().lss(cu).ifPresent(l -> elements.add(l.identity()));
            elements.add(chpid);
            out.add(this, cu.identity() + " (LCU " + ChannelTopology.lcu(cu) + ", " + ctx.channels().devices(cu).size()
                    + " devices) has one channel path in CSS " + c.css() + ": " + chpid + ".", elements, cu.source());
        }
        AccessTopology access = ctx.shared(AccessTopology.class, () -> AccessTopology.of(ctx.site()));
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            // a CHPID where the channel side tells it, else the FCP device: one device is one CHPID too
            Map<ElementRef, List<RunningLayout.RunningDisk>> one = run.sharing(
                    p -> p.chpid() != null ? p.chpid() : new FcpDeviceRef(p.route().busId()), 1);
            one.forEach((path, disks) -> {
                TreeSet<String> devices = new TreeSet<>();
                disks.forEach(d -> d.usable().forEach(p -> devices.add(p.route().busId().toString())));
                List<String> elements = RunningLayout.elements(run, disks);
                elements.add(path.identity());
                String via = path instanceof ChpidRef ? "one CHPID, " + path.identity() + " (FCP device"
                        + (devices.size() == 1 ? " " : "s ") + String.join(", ", devices) + ")"
                        : "one FCP device, " + path.identity() + " (its CHPID is not known)";
                out.add(this, run.identity() + " reaches " + RunningLayout.describe(disks) + " through " + via
                        + "." + maskingCause(access, run, disks), elements, disks.get(0).source());
            });
        }
    }

    /**
     * Where the storage's LUN masking refuses these disks on other paths the guest's layout gives it, the cause
     * named (the access rules report it with the host connection to mend); else nothing.
     */
    private static String maskingCause(AccessTopology access, RunningLayout.GuestRun run,
                                       List<RunningLayout.RunningDisk> disks) {
        TreeSet<String> refused = new TreeSet<>();
        for (RunningLayout.RunningDisk d : disks) {
            if (d.volume() == null || d.volume().id() == null) {
                continue;
            }
            for (io.zlayout.topology.HostTopology.Route r : run.host().layoutRoutes(d.volume().image())) {
                if (access.refuses(run.guest(), r, d.volume().id())) {
                    refused.add(r.label());
                }
            }
        }
        return refused.isEmpty() ? "" : " Cause: the storage's LUN masking refuses them on "
                + String.join(", ", refused) + " (see no-host-connection, ioport-not-admitted, lun-masked-off-paths"
                + " and lun-not-in-volume-group for the host connection to mend): no CHPID or chzdev change adds"
                + " that path.";
    }
}
