package io.zlayout.rules.access;

import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.rules.RuleContext;
import io.zlayout.topology.AccessTopology;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/** What the access rules share: one access join per run, and how a path and a host connection are named. */
final class Masking {

    private Masking() {
    }

    /** The run's access join, made once for all the access rules. */
    static AccessTopology of(RuleContext ctx) {
        return ctx.shared(AccessTopology.class, () -> AccessTopology.of(ctx.site()));
    }

    /** {@code 0.0.fc00 (initiator 0xc05076ffe5000000) -> 0x50050763090040c1 (I0001)}. */
    static String path(AccessTopology.PathAccess p) {
        return p.route().busId() + " (initiator " + (p.initiator() == null ? "not known" : p.initiator().wwpn())
                + ") -> " + p.route().wwpn() + " (" + p.route().port().id() + ")";
    }

    /** {@code host connection 0004 LNX2_FC01 (0xc05076ffe5000010, volume group V12, I/O ports I0001,I0101)}. */
    static String connection(HostConnection c) {
        return "host connection " + c.id() + (c.name() == null ? "" : " " + c.name()) + " ("
                + (c.wwpn() == null ? "" : c.wwpn() + ", ") + group(c) + (c.volumeGroup() == null ? ""
                : ", I/O ports " + (c.ioPorts().isEmpty() ? "all" : String.join(",", c.ioPorts()))) + ")";
    }

    /** {@code volume group V12}, or for a REST host port {@code REST host LNXA}: what gives it its volumes. */
    static String group(HostConnection c) {
        return c.volumeGroup() != null ? "volume group " + c.volumeGroup() : "REST host " + c.name();
    }

    /** The identities a connection finding names: the connection and its volume group. */
    static List<String> elements(HostConnection c) {
        List<String> out = new ArrayList<>();
        out.add(Ids.hostConnection(c.image(), c.id()));
        if (c.volumeGroup() != null) {
            out.add(Ids.volumeGroup(c.image(), c.volumeGroup()));
        }
        return out;
    }

    /** The identities a path finding names first: the guest and the route's FCP device and target port. */
    static List<String> elements(String guest, HostTopology.Route route) {
        List<String> out = new ArrayList<>();
        out.add(Ids.guest(guest));
        out.add(Ids.fcpPort(route.busId(), route.wwpn()));
        return out;
    }

    /** What a rule says about one route (FCP device and target port) whose paths are refused alike. */
    @FunctionalInterface
    interface RouteFinding {
        /**
         * @param guest   the guest
         * @param first   the route's first path in that state (its route, initiator and source)
         * @param volumes the volumes the guest uses that the storage refuses on the route, sorted
         */
        void add(String guest, AccessTopology.PathAccess first, SortedSet<String> volumes);
    }

    /** Every guest's paths in that state, one call per route, in the guests' and the paths' order. */
    static void perRoute(AccessTopology access, AccessTopology.State state, RouteFinding finding) {
        for (String guest : access.guests()) {
            Map<String, List<AccessTopology.PathAccess>> byRoute = new LinkedHashMap<>();
            for (AccessTopology.PathAccess p : access.paths(guest)) {
                if (p.access().state() == state) {
                    byRoute.computeIfAbsent(p.route().key(), k -> new ArrayList<>()).add(p);
                }
            }
            byRoute.values().forEach(ps -> {
                TreeSet<String> volumes = new TreeSet<>();
                ps.forEach(p -> volumes.add(p.volume().toString()));
                finding.add(guest, ps.get(0), volumes);
            });
        }
    }

    /** {@code volume 1000} or {@code volumes 1000, 1001}. */
    static String volumes(Collection<String> volumes) {
        return (volumes.size() == 1 ? "volume " : "volumes ") + join(volumes);
    }

    static String join(Collection<String> items) {
        return String.join(", ", items);
    }
}
