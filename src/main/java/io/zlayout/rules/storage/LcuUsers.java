package io.zlayout.rules.storage;

import io.zlayout.model.ref.LssRef;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.LcuAliases;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An LCU whose CKD bases guests use, as the LCU alias rules walk it: its aliases as the IOCDS and the storage give
 * them, the using guests, and the first such disk as the place a finding points at. An LCU the alias table does not
 * know (neither the IOCDS nor a storage export names it) is not walked: there is nothing to judge its aliases by.
 *
 * @param lcu     the LCU
 * @param aliases its aliases
 * @param guests  the using guests' identities, sorted
 * @param first   the first disk met on the LCU, for the finding's source
 */
record LcuUsers(LssRef lcu, LcuAliases.Lcu aliases, TreeSet<String> guests, GuestTopology.GuestDisk first) {

    /** In LCU order: the LCUs in use that the alias table knows, and who uses their bases. */
    static List<LcuUsers> of(Site site) {
        Map<LssRef, LcuAliases.Lcu> known = site.lcuAliases().lcus();
        Map<LssRef, LcuUsers> users = new TreeMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            for (GuestTopology.GuestDisk d : g.disks()) {
                LcuAliases.Lcu aliases = d.ckdBase() ? known.get(d.placement().lss()) : null;
                if (aliases != null) {
                    users.computeIfAbsent(d.placement().lss(), k -> new LcuUsers(k, aliases, new TreeSet<>(), d))
                            .guests.add(g.identity());
                }
            }
        }
        return List.copyOf(users.values());
    }

    /** The LCU first, then its guests: a finding's elements. */
    List<String> elements() {
        List<String> elements = new ArrayList<>();
        elements.add(lcu.identity());
        elements.addAll(guests);
        return elements;
    }
}
