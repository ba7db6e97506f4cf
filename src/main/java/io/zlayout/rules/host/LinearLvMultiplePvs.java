package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A linear LV spread over several PVs: it fills one before the next, so I/O meets one PV at a time. */
public final class LinearLvMultiplePvs extends Rule {

    public LinearLvMultiplePvs() {
        super(about("linear-lv-multiple-pvs", Severity.WARNING,
                "A linear logical volume spans several PVs without striping")
                .needs(Needs.of("logical volumes", InputKind.GUEST_CAPTURES))
                .explanation("A linear LV maps its extents to one PV after another, so sequential I/O works on one PV"
                        + " — one volume, one rank — at a time while the others idle. The IBM SHARE presentation"
                        + " \"Linux on zSeries performance\" (\"LVM: improving performance\"): \"With LVM and striping"
                        + " parallelism is achieved\"; its setup adds the disks to one VG in rank order and stripes"
                        + " over them.")
                .remediation("Move it online to a striped layout: give the guest an intent and run zlayout plan,"
                        + " whose linux/migrate.sh adds a copy striped over the planned disks as a mirror leg"
                        + " (lvconvert --type mirror --stripes N) and drops the linear one once in sync; lvm2"
                        + " refuses lvconvert --stripes for a linear LV. Or back it up and recreate it striped"
                        + " (lvcreate -i <number of PVs> -I 64)."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            lvs:
            for (HostTopology.LvView lv : host.lvs()) {
                Map<String, String> pvs = new LinkedHashMap<>();
                for (HostTopology.SegmentView s : lv.segments()) {
                    if (!s.linear()) {
                        continue lvs;
                    }
                    for (HostTopology.PvMember m : s.members()) {
                        String key = m.volume() != null && m.volume().identity() != null ? m.volume().identity()
                                : m.device();
                        pvs.putIfAbsent(key, m.device());
                    }
                }
                if (pvs.size() < 2) {
                    continue;
                }
                List<String> elements = new ArrayList<>(List.of(host.identity(), lv.lv().identity()));
                pvs.keySet().stream().filter(k -> k.startsWith("volume:")).forEach(elements::add);
                out.add(this, host.identity() + " has " + lv.lv().identity() + " linear over " + pvs.size()
                        + " PVs (" + String.join(", ", pvs.values()) + ").", elements, lv.lv().source());
            }
        }
    }
}
