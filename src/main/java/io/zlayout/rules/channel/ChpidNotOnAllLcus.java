package io.zlayout.rules.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The FICON LCUs of one storage image are not all reached by the same set of CHPIDs. LCUs are grouped by
 * storage image; where no storage export names the image, by CNTLUNIT UNIT and (HCD) SERIAL.
 */
public final class ChpidNotOnAllLcus extends Rule {

    public ChpidNotOnAllLcus() {
        super(about("chpid-not-on-all-lcus", Severity.WARNING,
                "The LCUs of one storage image are not reached by the same CHPIDs")
                .needs(Needs.of("FICON control units", InputKind.IOCDS))
                .explanation("The IBM SHARE presentation \"Linux on zSeries performance\" (sample setup): \"FICON:"
                        + " define a path from each CHPID to each LCU\". An LCU left off a CHPID loses that channel's"
                        + " bandwidth and redundancy while its neighbours keep it, so its volumes run slower and fail"
                        + " over worse than the rest of the image.")
                .remediation("Add the missing CHPIDs to the CNTLUNIT PATH (and LINK) of that LCU so every LCU of the"
                        + " image uses the same channel paths."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Map<String, List<ControlUnit>> groups = new TreeMap<>();
        for (ControlUnit cu : ctx.site().all(ControlUnit.class)) {
            if (!ChannelTopology.storage(cu)) {
                continue;
            }
            String group = ctx.channels().image(cu).map(i -> "storage:" + i)
                    .orElse("unit " + cu.unit() + (cu.extra().containsKey("SERIAL")
                            ? " serial " + cu.extra().get("SERIAL") : ""));
            groups.computeIfAbsent(group, k -> new ArrayList<>()).add(cu);
        }
        for (Map.Entry<String, List<ControlUnit>> g : groups.entrySet()) {
            if (g.getValue().size() < 2) {
                continue;
            }
            Map<Integer, TreeSet<ChpidId>> union = new TreeMap<>();
            Map<ControlUnit, Map<Integer, TreeSet<ChpidId>>> sets = new LinkedHashMap<>();
            for (ControlUnit cu : g.getValue()) {
                Map<Integer, TreeSet<ChpidId>> s = new TreeMap<>();
                for (CuPath p : cu.paths()) {
                    s.computeIfAbsent(p.css(), k -> new TreeSet<>()).add(p.chpid());
                    union.computeIfAbsent(p.css(), k -> new TreeSet<>()).add(p.chpid());
                }
                sets.put(cu, s);
            }
            for (Map.Entry<ControlUnit, Map<Integer, TreeSet<ChpidId>>> e : sets.entrySet()) {
                ControlUnit cu = e.getKey();
                for (Map.Entry<Integer, TreeSet<ChpidId>> u : union.entrySet()) {
                    TreeSet<ChpidId> have = e.getValue().getOrDefault(u.getKey(), new TreeSet<>());
                    TreeSet<ChpidId> missing = new TreeSet<>(u.getValue());
                    missing.removeAll(have);
                    if (missing.isEmpty()) {
                        continue;
                    }
                    List<String> elements = new ArrayList<>();
                    elements.add(cu.identity());
                    ctx.channels().lss(cu).ifPresent(l -> elements.add(l.identity()));
                    missing.forEach(c -> elements.add(io.zlayout.model.Ids.chpid(u.getKey(), c)));
                    out.add(this, cu.identity() + " (LCU " + ChannelTopology.lcu(cu) + ") is reached in CSS "
                                    + u.getKey() + " through CHPIDs"
                                    + " " + (have.isEmpty() ? "none" : join(have))
                                    + ", but the other LCUs of " + g.getKey() + " also use "
                                    + join(missing) + ".",
                            elements, cu.source());
                }
            }
        }
    }

    private static String join(TreeSet<ChpidId> chpids) {
        return chpids.stream().map(ChpidId::toString).collect(java.util.stream.Collectors.joining(", "));
    }
}
