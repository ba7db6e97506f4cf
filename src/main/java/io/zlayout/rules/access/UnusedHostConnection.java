package io.zlayout.rules.access;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.model.VolumeGroup;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwn;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A host connection whose WWPN belongs to an FCP device of the site that no guest has (free in CP, dedicated by
 * no directory entry); a SCSI volume group no host connection names.
 */
public final class UnusedHostConnection extends Rule {

    public UnusedHostConnection() {
        super(about("unused-host-connection", Severity.WARNING,
                "A host connection or volume group nothing uses")
                .needs(Needs.of("host connections and volume groups", InputKind.HOST_CONNECTIONS,
                        InputKind.GUEST_CAPTURES))
                .explanation("A host connection lets its WWPN see its volume group's LUNs. One left for an FCP device"
                        + " no guest has any more gives those LUNs to whoever is next given the device (an NPIV WWPN"
                        + " belongs to the FCP subchannel, not to the guest), and a volume group no host connection"
                        + " names is masking that protects nothing. Field reports of hand-kept host groups: \"The"
                        + " wrong FC initiator port WWPN is selected from the picklist\" (NetApp, \"Dependency between"
                        + " zone and host group definitions\").")
                .remediation("Remove the stale host connection (rmhostconnect -dev <image> <host connection id>) or"
                        + " give the FCP device back to its guest; remove or reuse the volume group no host"
                        + " connection names (rmvolgrp)."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        AccessTopology access = Masking.of(ctx);
        Map<Wwn, ZvmFcpDevice> byWwpn = new HashMap<>();
        for (ZvmFcpDevice f : access.realFcpDevices().values()) {
            if (f.loginWwpn() != null) {
                byWwpn.putIfAbsent(f.loginWwpn(), f);
            }
        }
        Set<DeviceNumber> dedicated = new HashSet<>();
        for (GuestDedicate d : ctx.site().all(GuestDedicate.class)) {
            if (d.rdev() != null) {
                dedicated.add(d.rdev());
            }
        }
        for (String image : access.images()) {
            Set<String> named = new HashSet<>();
            for (HostConnection c : access.connections(image)) {
                if (c.volumeGroup() != null) {
                    named.add(c.volumeGroup());
                }
                ZvmFcpDevice f = c.wwpn() == null ? null : byWwpn.get(c.wwpn());
                if (f == null || f.owner() != null || dedicated.contains(f.device())
                        || !"FREE".equals(f.status())) {
                    continue;
                }
                List<String> elements = new java.util.ArrayList<>(Masking.elements(c));
                elements.add(f.identity());
                out.add(this, "storage:" + image + " " + Masking.connection(c) + " is for FCP device " + f.device()
                        + ", which is free and dedicated to no guest: nothing uses it.", elements, c.source());
            }
            for (VolumeGroup g : access.volumeGroups().values()) {
                if (!image.equals(g.image()) || named.contains(g.id()) || !masked(g)) {
                    continue;
                }
                out.add(this, "storage:" + image + " volume group " + g.id() + (g.name() == null ? "" : " ("
                        + g.name() + ")") + " holds " + g.volumes().size() + " volume" + (g.volumes().size() == 1
                        ? "" : "s") + " but no host connection names it.", List.of(g.identity()), g.source());
            }
        }
    }

    /** A SCSI mask group (mkvolgrp -type scsimask); the system's default "All" groups are never named by hosts. */
    private static boolean masked(VolumeGroup g) {
        return g.type() != null && g.type().toLowerCase(Locale.ROOT).contains("mask");
    }
}
