package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Ids;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.RunningLayout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * A guest with a z/VM directory entry runs LUNs over an FCP device its entry does not DEDICATE (attached by hand,
 * or the entry is stale): the directory and the running guest disagree. zlayout models what the guest runs; the
 * next IPL gets what the directory says.
 */
public final class FcpDeviceNotInDirectory extends Rule {

    public FcpDeviceNotInDirectory() {
        super(about("fcp-device-not-in-directory", Severity.WARNING,
                "A guest runs LUNs over an FCP device its directory entry does not dedicate")
                .needs(Needs.of("FCP devices of running guests", InputKind.GUEST_CAPTURES, InputKind.ZVM_DIRECTORY))
                .explanation("The z/VM directory is what a guest gets when it logs on; an FCP device attached by hand"
                        + " (CP ATTACH) or left over from an older entry disappears at the next logon, and with it the"
                        + " paths of the LUNs on it. The captures show what the guest runs today, and zlayout models"
                        + " that; the directory says what it will run after the next IPL.")
                .remediation("Add a DEDICATE statement for the FCP device to the guest's directory entry (DirMaint"
                        + " DEDICATE), or move the LUNs to the FCP devices the entry dedicates (zfcp.conf / chzdev"
                        + " -e zfcp-lun), so the directory and the running guest agree."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Map<String, TreeSet<DeviceNumber>> dedicated = new LinkedHashMap<>();
        for (GuestDedicate d : ctx.site().all(GuestDedicate.class)) {
            dedicated.computeIfAbsent(d.guest().toUpperCase(Locale.ROOT), k -> new TreeSet<>())
                    .add(d.vdev());
        }
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            GuestTopology.GuestLayout g = ctx.site().guests().guest(run.guest()).orElse(null);
            if (g == null || g.entry() == null) {
                continue; // an LPAR or a guest known only from its captures: no directory to disagree with
            }
            TreeSet<DeviceNumber> has = dedicated.getOrDefault(run.guest(), new TreeSet<>());
            Map<BusId, List<RunningLayout.RunningDisk>> missing = new LinkedHashMap<>();
            Map<BusId, SourceRef> at = new HashMap<>();
            for (RunningLayout.RunningDisk d : run.disks()) {
                for (RunningLayout.LunRoute r : d.routes()) {
                    BusId busId = r.path().route().busId();
                    if (!has.contains(busId.device())) {
                        List<RunningLayout.RunningDisk> disks = missing.computeIfAbsent(busId, k -> new ArrayList<>());
                        if (!disks.contains(d)) {
                            disks.add(d);
                        }
                        at.putIfAbsent(busId, r.source());
                    }
                }
            }
            missing.forEach((busId, disks) -> {
                List<String> elements = new ArrayList<>(List.of(run.identity(),
                        Ids.fcp(busId)));
                disks.forEach(d -> elements.addAll(d.elements()));
                out.add(this, run.identity() + " runs " + RunningLayout.describe(disks) + " over FCP device " + busId
                        + ", which its z/VM directory entry does not DEDICATE" + (has.isEmpty() ? ""
                        : " (it dedicates " + has.stream().map(DeviceNumber::toString).collect(java.util.stream.Collectors.joining(", ")) + ")") + ".", elements, at.get(busId));
            });
        }
    }
}
