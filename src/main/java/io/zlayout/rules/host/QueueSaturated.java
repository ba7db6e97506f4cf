package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.SgDevice;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.List;

/** A SCSI device had as many commands in flight as its queue depth allows when the capture was taken. */
public final class QueueSaturated extends Rule {

    public QueueSaturated() {
        super(about("queue-saturated", Severity.WARNING,
                "A SCSI device's queue is full")
                .needs(Needs.of("SCSI devices", InputKind.GUEST_CAPTURES))
                .explanation("The field report \"Ubuntu 15.04 - Multipath Problem\" (4 FC paths to a FlashSystem):"
                        + " random IOPS stayed capped until \"Now I can set the queue_depth higher (I was hitting the"
                        + " limit)\"; it checks the queues with cat /proc/scsi/sg/device_hdr /proc/scsi/sg/devices,"
                        + " where busy is the number of commands being processed and qdepth the most the device"
                        + " accepts. busy at qdepth means further I/O waits in the host, whatever the paths and ranks"
                        + " behind it could take.")
                .remediation("Raise the LUN's queue depth (chzdev zfcp-lun <bus-ID>:<WWPN>:<LUN>"
                        + " scsi_dev/queue_depth=<n>, or the zfcp.queue_depth module parameter), or spread the load"
                        + " over more LUNs and paths."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            for (HostTopology.SgView v : host.sgDevices()) {
                SgDevice sg = v.sg();
                if (!sg.online() || sg.queueDepth() <= 0 || sg.busy() < sg.queueDepth()) {
                    continue;
                }
                List<String> elements = new ArrayList<>(List.of(host.identity(), sg.identity()));
                String what = "";
                if (v.volume() != null && v.volume().identity() != null) {
                    elements.add(v.volume().identity());
                    what = " (volume " + v.volume().id() + (v.lunPath() == null ? ""
                            : " via " + v.lunPath().route().key()) + ")";
                }
                out.add(this, host.identity() + " had " + sg.busy() + " commands in flight on " + sg.hctl() + what
                        + " at queue depth " + sg.queueDepth() + ".", elements, sg.source());
            }
        }
    }
}
