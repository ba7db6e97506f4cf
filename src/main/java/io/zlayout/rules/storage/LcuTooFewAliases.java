package io.zlayout.rules.storage;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.ref.LssRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.LcuAliases;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An LCU whose dedicated bases serve guests that need more HyperPAV aliases than the LCU has. The need is a stated
 * measure, not a guess at the workload: per guest dedicating bases of the LCU, the {@code hyperpav: N} its intent
 * asks for, else the aliases of the LCU it dedicates today. A dedicated device belongs to one guest, so the needs add
 * up. An LCU with no alias at all is lcu-without-aliases's; minidisk users share the LCU's aliases through z/VM and
 * are not counted.
 */
public final class LcuTooFewAliases extends Rule {

    public LcuTooFewAliases() {
        super(about("lcu-too-few-aliases", Severity.WARNING,
                "An LCU has fewer HyperPAV aliases than the guests dedicating its bases ask for")
                .needs(Needs.of("LCUs of dedicated bases", InputKind.ZVM_DIRECTORY, InputKind.IOCDS, InputKind.INTENT))
                .explanation("One ECKD subchannel carries one I/O at a time (T. Diehl, Simple layouts for ECKD and"
                        + " zfcp disk configurations, IBM), and a HyperPAV alias serves only the bases of its own LCU"
                        + " (IBM, Using HyperPAV for ECKD DASD). A guest with dedicated bases uses only the aliases"
                        + " its directory entry dedicates, and a real device is dedicated to one guest at a time, so"
                        + " the guests of one LCU cannot together have more aliases than the LCU has. The measure of"
                        + " need is the one the user states: per guest dedicating bases of the LCU, the 'hyperpav: N'"
                        + " of its intent, else the aliases of the LCU it dedicates today; the LCU's aliases are its"
                        + " UNIT=3390A devices in the IOCDS in subchannel set 0, which z/VM can use (no more than the"
                        + " storage export lists, where it lists the LCU). More is not always better: \"it is"
                        + " perfectly valid to have no more than 64 base addresses and 32 aliases in an LCU\""
                        + " (IntelliMagic, Less than 32 HyperPAVs: better than 128), so the rule asks only for what"
                        + " the intent asks. An LCU with no aliases at all is lcu-without-aliases's finding; minidisk"
                        + " users share the LCU's aliases through z/VM and are not counted.")
                .remediation("Define more alias volumes in the LCU (DSCLI mkaliasvol) and as many UNIT=3390A devices"
                        + " under its CNTLUNIT in the IOCDS, or lower 'hyperpav: N' in the intent, or move a guest's"
                        + " bases to another LCU."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        LcuAliases aliases = ctx.site().lcuAliases();
        // per LCU, per guest dedicating its bases: the aliases it needs there, and its first such disk
        Map<LssRef, Map<String, Integer>> need = new TreeMap<>();
        Map<String, Boolean> fromIntent = new TreeMap<>();
        Map<LssRef, GuestTopology.GuestDisk> first = new TreeMap<>();
        boolean asked = false;
        for (GuestTopology.GuestLayout g : ctx.site().guests().guests()) {
            GuestIntent intent = g.intent();
            Integer wants = intent == null ? null : intent.hyperpav();
            for (GuestTopology.GuestDisk d : g.disks()) {
                if (!d.dedicatedCkdBase()) {
                    continue;
                }
                LssRef lcu = d.placement().lss();
                int n = wants != null ? wants : aliases.aliasesOf(g.guest(), lcu).size();
                need.computeIfAbsent(lcu, k -> new TreeMap<>()).put(g.guest(), n);
                first.putIfAbsent(lcu, d);
                fromIntent.put(g.guest(), wants != null);
                asked |= wants != null;
            }
        }
        if (!asked) {
            return; // without an intent's N, each guest needs what it has, which the LCU has
        }
        need.forEach((lcu, guests) -> {
            LcuAliases.Lcu l = aliases.lcus().get(lcu);
            if (l == null || !l.iocdsDefined() || l.zvmAliases().isEmpty()) {
                return;
            }
            int have = l.storageListed() ? Math.min(l.zvmAliases().size(), l.storageAliases())
                    : l.zvmAliases().size();
            int total = guests.values().stream().mapToInt(Integer::intValue).sum();
            if (have == 0 || total <= have) {
                return;
            }
            List<String> parts = new ArrayList<>();
            List<String> elements = new ArrayList<>();
            elements.add(lcu.identity());
            guests.forEach((guest, n) -> {
                elements.add(io.zlayout.model.Ids.guest(guest));
                parts.add(io.zlayout.model.Ids.guest(guest) + " " + n + (fromIntent.get(guest)
                        ? " (its intent's hyperpav: " + n + ")" : " (the aliases it dedicates there today)"));
            });
            out.add(this, lcu.identity() + " has " + have + " HyperPAV alias" + (have == 1 ? "" : "es")
                    + (l.storageListed() && l.storageAliases() < l.zvmAliases().size()
                    ? " (the IOCDS defines " + l.zvmAliases().size() + ", the storage has " + l.storageAliases() + ")"
                    : "") + " and the guests dedicating its bases need " + total + " (" + String.join(", ", parts)
                    + ").",
                    elements, first.get(lcu).source());
        });
    }
}
