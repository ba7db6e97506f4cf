package io.zlayout.rules.channel;

import io.zlayout.model.Chpid;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.RunningLayout;

import java.util.List;
import java.util.Map;

/**
 * Two paths of one control unit use CHPIDs on the same channel card: the same PCHID, or PCHIDs that differ
 * only in the lowest bit (the two ports of one FICON/FCP feature, e.g. 11C and 11D).
 */
public final class SameChannelCard extends Rule {

    public SameChannelCard() {
        super(about("same-channel-card", Severity.WARNING,
                "Redundant paths use the same channel card")
                .needs(CssPaths.WITH_RUNNING)
                .explanation("Channel features carry their ports on one card with consecutive PCHIDs; two paths on one"
                        + " card fail together when the card fails or is replaced (concurrent repair takes the whole"
                        + " card), so the second path gives no redundancy against it.")
                .remediation("Move one of the two CHPIDs to a PCHID on another feature card, ideally in another I/O"
                        + " drawer."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (CssPaths c : CssPaths.of(ctx, cu -> true)) {
            List<ChannelTopology.ChannelPath> paths = c.paths();
            for (int i = 0; i < paths.size(); i++) {
                for (int j = i + 1; j < paths.size(); j++) {
                    Chpid a = paths.get(i).chpid();
                    Chpid b = paths.get(j).chpid();
                    if (a == null || b == null || a.pchid() == null || b.pchid() == null || a.id().equals(b.id())) {
                        continue;
                    }
                    String how = sameCard(a.pchid(), b.pchid());
                    if (how != null) {
                        out.add(this, c.cu().identity() + " has paths " + a.identity() + " and " + b.identity()
                                        + " in CSS " + c.css() + " on " + how + ".",
                                List.of(c.cu().identity(), a.identity(), b.identity()), c.cu().source());
                    }
                }
            }
        }
        for (RunningLayout.GuestRun run : ctx.site().running().guests()) {
            Map<List<ChpidRef>, List<RunningLayout.RunningDisk>> pairs = new java.util.LinkedHashMap<>();
            Map<List<ChpidRef>, String> how = new java.util.HashMap<>();
            for (RunningLayout.RunningDisk d : run.disks()) {
                Map<ChpidRef, String> pchids = new java.util.TreeMap<>();
                d.usable().forEach(p -> {
                    if (p.chpid() != null && p.pchid() != null) {
                        pchids.putIfAbsent(p.chpid(), p.pchid());
                    }
                });
                List<ChpidRef> chpids = List.copyOf(pchids.keySet());
                for (int i = 0; i < chpids.size(); i++) {
                    for (int j = i + 1; j < chpids.size(); j++) {
                        String card = sameCard(pchids.get(chpids.get(i)), pchids.get(chpids.get(j)));
                        if (card != null) {
                            List<ChpidRef> key = List.of(chpids.get(i), chpids.get(j));
                            pairs.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(d);
                            how.put(key, card);
                        }
                    }
                }
            }
            pairs.forEach((pair, disks) -> {
                List<String> elements = RunningLayout.elements(run, disks);
                pair.forEach(c -> elements.add(c.identity()));
                out.add(this, run.identity() + " runs " + RunningLayout.describe(disks) + " on " + pair.get(0).identity()
                        + " and " + pair.get(1).identity() + ", on " + how.get(pair) + ".", elements,
                        disks.get(0).source());
            });
        }
    }

    /** How two PCHIDs share a card ({@code the same PCHID 1C0}, {@code PCHIDs 1C0 and 1C1 of one card}), or null. */
    private static String sameCard(String a, String b) {
        int pa;
        int pb;
        try {
            pa = Integer.parseInt(a, 16);
            pb = Integer.parseInt(b, 16);
        } catch (NumberFormatException e) {
            return null;
        }
        if (pa >> 1 != pb >> 1) {
            return null;
        }
        return pa == pb ? "the same PCHID " + a : "PCHIDs " + a + " and " + b + " of one card";
    }
}
