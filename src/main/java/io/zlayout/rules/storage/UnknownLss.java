package io.zlayout.rules.storage;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Lss;
import io.zlayout.model.Volume;
import io.zlayout.model.ref.LssRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A CNTLUNIT's CUADD names an LCU that the storage export of its image does not have. */
public final class UnknownLss extends Rule {

    public UnknownLss() {
        super(about("unknown-lss", Severity.ERROR,
                "A control unit's CUADD names an LCU the storage does not have")
                .needs(Needs.of("control units", InputKind.IOCDS, InputKind.STORAGE_EXPORT))
                .explanation("For DS8000 and ESS the CNTLUNIT CUADD is the logical control unit (LCU/LSS) number; the"
                        + " devices of a CU whose LCU does not exist on the storage image never come online (the"
                        + " channel finds no logical control unit at that address), and the IOCDS and the storage"
                        + " configuration disagree.")
                .remediation("Correct the CUADD to an LCU the storage image has (lslcu), or create the LCU and its"
                        + " volumes on the storage (mklcu, mkckdvol)."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Set<LssRef> known = new HashSet<>();
        Set<String> imagesWithExport = new HashSet<>();
        for (Lss l : ctx.site().all(Lss.class)) {
            known.add(new LssRef(l.image(), l.id()));
            imagesWithExport.add(l.image());
        }
        Volume last = null;
        for (Volume v : ctx.site().all(Volume.class)) {
            // an export lists the volumes of one LSS together: one identity per run of them
            if (last == null || !last.lss().equals(v.lss()) || !last.image().equals(v.image())) {
                known.add(new LssRef(v.image(), v.lss()));
                imagesWithExport.add(v.image());
                last = v;
            }
        }
        for (Map.Entry<String, List<ControlUnit>> e : ctx.channels().storageControlUnits().entrySet()) {
            if (!imagesWithExport.contains(e.getKey())) {
                continue;
            }
            for (ControlUnit cu : e.getValue()) {
                LssRef lss = ctx.channels().lss(cu).orElseThrow();
                if (!known.contains(lss)) {
                    out.add(this, cu.identity() + " has CUADD=" + ChannelTopology.lcu(cu) + ", but the export of storage:"
                            + e.getKey() + " has no LCU " + ChannelTopology.lcu(cu) + ".", List.of(cu.identity(), lss.identity()),
                            cu.source());
                }
            }
        }
    }
}
