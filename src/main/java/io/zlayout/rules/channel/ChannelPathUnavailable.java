package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.Ids;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.SourceRef;
import io.zlayout.model.ZvmDevicePaths;
import io.zlayout.model.ZvmPath;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A channel path is installed for a device but not available to use: a CHPID in lscss's path installed mask
 * (PIM) but not in its path available mask (PAM), or a path CP's QUERY PATHS shows installed but not physically
 * available (PAM) or not logically online (LPM).
 */
public final class ChannelPathUnavailable extends Rule {

    public ChannelPathUnavailable() {
        super(about("channel-path-unavailable", Severity.WARNING,
                "A channel path is installed but not available")
                .needs(Needs.of("channel paths of running guests", InputKind.GUEST_CAPTURES))
                .explanation("The IOCDS gives the device this path, but the partition cannot use it (configured off,"
                        + " varied off, or not physically available), so every I/O runs on the remaining paths: less"
                        + " redundancy and, for throughput, fewer links — the IBM SHARE presentation \"Linux on"
                        + " zSeries performance\" measured one 1 Gbps CHPID capping four host adapters, and \"4 CHPIDs"
                        + " are required\" to reach their 240 MB/s. Nothing else reports it: the device stays online"
                        + " on its other paths.")
                .remediation("Configure the channel path on for the partition (Linux: chchp -c 1 <css>.<chpid>, then"
                        + " chchp -v 1; z/VM: VARY ON CHPID <chpid> and VARY ON PATH <chpid> TO <device>; or from"
                        + " the HMC), then check that lscss shows the path in PAM and QUERY PATHS shows + in the PAM"
                        + " and LPM rows."));
    }

    /** Devices that miss one path in one way: one finding. */
    private record Missing(String who, String chpid, String how) {
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Map<Missing, List<String>> devices = new LinkedHashMap<>();
        Map<Missing, List<String>> elements = new LinkedHashMap<>();
        Map<Missing, SourceRef> at = new LinkedHashMap<>();
        for (IoSubchannel s : ctx.site().all(IoSubchannel.class)) {
            for (ChpidId c : s.unavailableChpids()) {
                String chpid = Ids.chpid(s.css(), c);
                Missing m = new Missing(s.guest() == null ? null : Ids.guest(s.guest()), chpid,
                        s.origin().label() + " shows it in the path installed mask (PIM), not in the path available"
                                + " mask (PAM)");
                add(devices, elements, at, m, s.busId() != null ? s.busId().toString() : "subchannel " + s.subchannel(),
                        s.identity(), s.source());
            }
        }
        for (ZvmDevicePaths d : ctx.site().all(ZvmDevicePaths.class)) {
            for (ZvmPath p : d.paths()) {
                if (p.usable()) {
                    continue;
                }
                String how = !p.available() ? "QUERY PATHS shows it installed but not physically available (PAM)"
                        : "QUERY PATHS shows it installed and available but not logically online (LPM)";
                add(devices, elements, at, new Missing(null, "CHPID " + p.chpid(), how), d.device().toString(), d.identity(),
                        d.source());
            }
        }
        devices.forEach((m, list) -> {
            List<String> e = new ArrayList<>();
            if (m.who() != null) {
                e.add(m.who());
            }
            if (m.chpid().startsWith("chpid:")) {
                e.add(m.chpid());
            }
            e.addAll(elements.get(m));
            String whose = m.who() == null ? "" : m.who() + ": ";
            out.add(this, whose + m.chpid() + " is installed but not available for " + (list.size() == 1
                    ? "device " + list.get(0) : list.size() + " devices (" + String.join(", ", list) + ")") + ": "
                    + m.how() + ".", e, at.get(m));
        });
    }

    private static void add(Map<Missing, List<String>> devices, Map<Missing, List<String>> elements,
                            Map<Missing, SourceRef> at, Missing m, String device, String identity, SourceRef source) {
        devices.computeIfAbsent(m, k -> new ArrayList<>()).add(device);
        elements.computeIfAbsent(m, k -> new ArrayList<>()).add(identity);
        at.putIfAbsent(m, source);
    }
}
