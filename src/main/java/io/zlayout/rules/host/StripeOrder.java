package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.model.ref.SpreadUnit;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A striped LV whose stripe order puts two members on the same rank next to each other, although its members
 * are on several ranks and an interleaved order exists.
 */
public final class StripeOrder extends Rule {

    public StripeOrder() {
        super(about("stripe-order", Severity.WARNING,
                "A striped logical volume's stripe order does not interleave ranks (or pools)")
                .needs(Needs.of("striped logical volumes", InputKind.GUEST_CAPTURES, InputKind.STORAGE_EXPORT))
                .explanation("LVM writes stripe after stripe in PV order, so a sequential stream moves from one member"
                        + " to the next; two neighbours on one rank make that rank serve two stripes in a row while"
                        + " another idles. The sample setup of IBM's Linux on zSeries performance presentation at"
                        + " SHARE adds the disks \"to one VG in the following order: 5000, 5400, 5800, 5C00, 5001,"
                        + " 5401, 5801, 5C01, ...\" — one volume of each rank in turn. Where volumes are striped over"
                        + " a multi-rank extent pool (rotateexts, Easy Tier), the unit is the pool and its server:"
                        + " \"I/O activity should be balanced between the two servers ... by balancing between odd and"
                        + " even extent pools\" (IBM Systems Magazine, DS6000 and DS8000 performance management), so"
                        + " neighbours alternate pools.")
                .remediation("Recreate the LV with its PVs listed in interleaved rank order (lvcreate -i <n> -I 64"
                        + " <vg> <pv>..., the order the message suggests), or let zlayout plan write the LVM script."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        StripedSegments.judge(ctx, (host, lv, s) -> judge(host, lv, s, out));
    }

    private boolean judge(HostTopology.GuestHost host, HostTopology.LvView lv, HostTopology.SegmentView s,
                          Findings out) {
        List<HostTopology.PvMember> members = s.members();
        List<SpreadUnit> ranks = new ArrayList<>();
        Map<SpreadUnit, List<HostTopology.PvMember>> byRank = new LinkedHashMap<>();
        for (HostTopology.PvMember m : members) {
            if (m.volume() == null || m.volume().placement() == null) {
                return false; // a member not placed: its rank cannot be told
            }
            // by rank where the volume is placed by rank; a pool-striped volume's unit is its pool (its server)
            StorageTopology.Placement p = m.volume().placement();
            SpreadUnit rank = p.byRank() ? p.unit() : new SpreadUnit(List.of(), p.pool(), p.lss());
            ranks.add(rank);
            byRank.computeIfAbsent(rank, k -> new ArrayList<>()).add(m);
        }
        int largest = byRank.values().stream().mapToInt(List::size).max().orElse(0);
        if (byRank.size() < 2 || largest > (members.size() + 1) / 2) {
            return false; // one rank, or too many on one rank for any order to keep them apart
        }
        int at = -1;
        for (int i = 0; i + 1 < ranks.size() && at < 0; i++) {
            if (ranks.get(i).equals(ranks.get(i + 1))) {
                at = i;
            }
        }
        if (at < 0) {
            return false;
        }
        List<String> elements = new ArrayList<>(List.of(host.identity(), lv.lv().identity()));
        members.forEach(m -> elements.add(m.volume().identity()));
        out.add(this, host.identity() + " stripes " + lv.lv().identity() + " over " + ids(members) + ": "
                        + members.get(at).volume().id() + " and " + members.get(at + 1).volume().id()
                        + " follow each other on " + ranks.get(at).display() + "; interleaved: "
                        + ids(interleaved(byRank, members.size())) + ".", elements, s.segment().source());
        return true;
    }

    /**
     * An order without neighbours on one rank: members sorted by how many their rank has (most first, then
     * first seen), dealt to the even positions, then the odd ones.
     */
    static List<HostTopology.PvMember> interleaved(Map<SpreadUnit, List<HostTopology.PvMember>> byRank, int n) {
        List<List<HostTopology.PvMember>> groups = new ArrayList<>(byRank.values());
        groups.sort(Comparator.comparingInt(g -> -g.size())); // stable: first seen first among equals
        List<HostTopology.PvMember> flat = new ArrayList<>(n);
        groups.forEach(flat::addAll);
        HostTopology.PvMember[] out = new HostTopology.PvMember[n];
        int pos = 0;
        for (HostTopology.PvMember m : flat) {
            out[pos] = m;
            pos += 2;
            if (pos >= n) {
                pos = 1;
            }
        }
        return List.of(out);
    }

    private static String ids(List<HostTopology.PvMember> members) {
        return String.join(", ", members.stream().map(m -> String.valueOf(m.volume().id())).toList());
    }
}
