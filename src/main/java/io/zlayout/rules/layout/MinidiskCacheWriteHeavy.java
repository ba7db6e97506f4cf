package io.zlayout.rules.layout;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A guest whose intent says its work is write-heavy keeps minidisk cache on for its minidisks. */
public final class MinidiskCacheWriteHeavy extends Rule {

    private static final Set<String> WRITE_HEAVY = Set.of("seq-write", "random-write");

    public MinidiskCacheWriteHeavy() {
        super(about("mdc-write-heavy", Severity.WARNING,
                "Minidisk cache is on for a write-heavy guest")
                .needs(Needs.of("minidisks of write-heavy guests", InputKind.ZVM_DIRECTORY, InputKind.INTENT))
                .explanation("IBM's z/VM 5.2 performance report, \"Linux Disk I/O Alternatives\": minidisk cache pays"
                        + " off for work that is \"predominantly read I/O with many rereads\"; for write-heavy work"
                        + " the cache is overhead — the MD1 (MDC on) configurations cost more CPU per KB on writes and"
                        + " first reads than MD0, and Linux-owned FCP is the best choice for writes.")
                .remediation("Add MINIOPT NOMDC after the guest's MDISK statements (DIRM FOR <user> MINIOPT <vdev>"
                        + " NOMDC), or give write-heavy guests Linux-owned FCP disks."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (GuestTopology.GuestLayout g : ctx.site().guests().guests()) {
            if (g.intent() == null || !WRITE_HEAVY.contains(g.intent().workload())) {
                continue;
            }
            List<String> cached = new ArrayList<>();
            List<String> elements = new ArrayList<>();
            elements.add(g.identity());
            GuestTopology.GuestDisk first = null;
            for (GuestTopology.GuestDisk d : g.disks()) {
                if ("mdisk".equals(d.how()) && !d.mdcOff()) {
                    cached.add(d.vdev().toString());
                    elements.add(io.zlayout.model.Ids.minidisk(g.guest(), d.vdev()));
                    if (first == null) {
                        first = d;
                    }
                }
            }
            if (!cached.isEmpty()) {
                out.add(this, g.identity() + " is " + g.intent().workload() + " (intent at " + g.intent().source()
                        + ") but keeps minidisk cache on for minidisks " + String.join(", ", cached) + ".",
                        elements, first.source());
            }
        }
    }
}
