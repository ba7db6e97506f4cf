package io.zlayout.rules.storage;

import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The guests that use each LCU's CKD bases, and the first such disk as the place a finding points at: the walk the
 * LCU alias rules share.
 *
 * @param guests the using guests' identities, sorted
 * @param first  the first disk met on the LCU, for the finding's source
 */
record LcuUsers(TreeSet<String> guests, GuestTopology.GuestDisk first) {

    /** Per LCU identity, in order: who uses its bases. */
    static Map<String, LcuUsers> of(Site site) {
        Map<String, LcuUsers> users = new TreeMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            for (GuestTopology.GuestDisk d : g.disks()) {
                if (d.ckdBase()) {
                    users.computeIfAbsent(d.placement().lss().identity(), k -> new LcuUsers(new TreeSet<>(), d)).guests
                            .add(g.identity());
                }
            }
        }
        return users;
    }

    /** The LCU first, then its guests: a finding's elements. */
    List<String> elements(String lcu) {
        List<String> elements = new ArrayList<>();
        elements.add(lcu);
        elements.addAll(guests);
        return elements;
    }
}
