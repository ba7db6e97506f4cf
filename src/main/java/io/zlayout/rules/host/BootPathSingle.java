package io.zlayout.rules.host;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.GuestTopology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A guest that IPLs from a SCSI LUN (LOADDEV) has one IPL path to it, or all its IPL paths on one CHPID or one
 * storage host adapter: when that path, channel or adapter is down, the guest does not come up.
 */
public final class BootPathSingle extends Rule {

    public BootPathSingle() {
        super(about("boot-path-single", Severity.WARNING,
                "A SCSI-IPL guest's boot LUN has one IPL path, or all on one CHPID or host adapter")
                .needs(Needs.of("SCSI IPL paths", InputKind.ZVM_DIRECTORY)
                        .and("their CHPIDs", InputKind.ZVM_DIRECTORY, InputKind.IOCDS)
                        .and("their host adapters", InputKind.ZVM_DIRECTORY, InputKind.STORAGE_EXPORT))
                .explanation("SCSI IPL does not use multipathing: \"The IPL process of Linux on Z or LinuxONE from an"
                        + " FCP-attached SCSI volume uses exactly one path to the volume. If this path is unavailable,"
                        + " the IPL fails.\" (s390-tools, chreipl-fcp-mpath(7)). A guest's LOADDEV names that path"
                        + " (its FCP device, the target PORTNAME and the LUN); alternates are tried only where the"
                        + " entry lists them, and they help only on other channels and other host adapters.")
                .remediation("Give the boot LUN alternate IPL paths through FCP devices on other CHPIDs to target"
                        + " ports on other host adapters (LOADDEV alternates, on z/VM levels whose LOADDEV statement"
                        + " takes them), and on Linux install chreipl-fcp-mpath (s390-tools), which moves the re-IPL"
                        + " path to a working one when the configured path fails."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (CurrentEntries.CurrentEntry e : ctx.site().today().all()) {
            Map<String, List<CurrentEntries.BootDisk>> byLun = new LinkedHashMap<>();
            for (CurrentEntries.BootDisk b : e.boot()) {
                if ("scsi".equals(b.how()) && b.lun() != null) {
                    byLun.computeIfAbsent(b.volume() != null ? b.volume().identity() : b.lun().toString(),
                            k -> new ArrayList<>()).add(b);
                }
            }
            GuestTopology.GuestLayout layout = ctx.site().guests().guest(e.guest()).orElse(null);
            for (List<CurrentEntries.BootDisk> paths : byLun.values()) {
                check(ctx, e, layout, paths, out);
            }
        }
    }

    private void check(RuleContext ctx, CurrentEntries.CurrentEntry e, GuestTopology.GuestLayout layout,
                       List<CurrentEntries.BootDisk> paths, Findings out) {
        CurrentEntries.BootDisk first = paths.get(0);
        String guest = "guest:" + e.guest();
        String what = "LUN " + first.lun() + (first.volume() != null ? " (" + first.volume() + ")" : "");
        List<String> elements = new ArrayList<>(List.of(guest));
        if (first.volume() != null) {
            elements.add(first.volume().identity());
        }
        TreeSet<String> routes = new TreeSet<>();
        TreeSet<String> chpids = new TreeSet<>();
        TreeSet<String> adapters = new TreeSet<>();
        boolean chpidsKnown = true;
        boolean adaptersKnown = true;
        for (CurrentEntries.BootDisk b : paths) {
            routes.add(b.vdev() + "/" + b.portname());
            String chpid = chpid(layout, b.vdev());
            if (chpid == null) {
                chpidsKnown = false;
            } else {
                chpids.add(chpid);
            }
            String ha = ctx.site().hosts().hostAdapterOf(b.portname()).map(HostAdapterRef::identity).orElse(null);
            if (ha == null) {
                adaptersKnown = false;
            } else {
                adapters.add(ha);
            }
        }
        io.zlayout.model.SourceRef source = layout == null ? null : layout.source();
        if (routes.size() == 1) {
            out.add(this, guest + " IPLs from " + what + " over one path (FCP device " + first.vdev() + " to "
                    + first.portname() + "); when it is down the guest does not IPL.", elements, source);
        } else if (chpidsKnown && chpids.size() == 1) {
            elements.add(chpids.first());
            out.add(this, guest + " IPLs from " + what + " over " + routes.size() + " paths, all on "
                    + chpids.first() + ".", elements, source);
        } else if (adaptersKnown && adapters.size() == 1) {
            elements.add(adapters.first());
            out.add(this, guest + " IPLs from " + what + " over " + routes.size() + " paths, all through "
                    + adapters.first() + ".", elements, source);
        }
    }

    /** The CHPID of the guest's FCP device at {@code vdev}, or null when the captures and IOCDS do not tell. */
    private static String chpid(GuestTopology.GuestLayout layout, DeviceNumber vdev) {
        if (layout == null || vdev == null) {
            return null;
        }
        return layout.fcpDevices().stream().filter(f -> vdev.equals(f.vdev())).map(GuestTopology.FcpDevice::chpid)
                .filter(c -> c != null).findFirst().map(ChpidRef::identity).orElse(null);
    }
}
