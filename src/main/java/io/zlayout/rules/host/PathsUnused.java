package io.zlayout.rules.host;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.AccessTopology;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A running host uses fewer paths to a volume than its layout offers: a multipath map with 2 of the 4 paths
 * its FCP devices and target ports give, or a configured LUN that the running captures do not show on some of
 * its paths.
 */
public final class PathsUnused extends Rule {

    public PathsUnused() {
        super(about("paths-unused", Severity.WARNING,
                "A running host uses fewer paths than its layout defines")
                .needs(Needs.of("multipath maps and LUNs", InputKind.GUEST_CAPTURES))
                .explanation("The field report \"Ubuntu 15.04 - Multipath Problem\" (4 FC adapters):"
                        + " \"Multipath-deamon only uses half of the FC (2 of 4)\", and random IOPS stayed far below"
                        + " target until every path carried I/O; the IBM SHARE presentation \"Linux on zSeries"
                        + " performance\": 4 host adapters reach 125 MB/s write and 240 MB/s read, \"but 4 CHPIDs are"
                        + " required to make use of\" them. A path the zoning and the zfcp configuration give a guest"
                        + " but that its running maps leave out adds neither throughput nor redundancy, and nothing"
                        + " warns about it; nor does an FCP device the z/VM directory dedicates to the guest but on"
                        + " which its configuration (zfcp.conf, chzdev) attaches no LUN. A path the storage's LUN"
                        + " masking refuses the volume on is not counted: the access rules (no-host-connection,"
                        + " ioport-not-admitted, lun-masked-off-paths) name that cause.")
                .remediation("Bring the missing paths online and configure the LUNs on them (chzdev -e zfcp-host"
                        + " <bus-ID>; chzdev -e zfcp-lun <bus-ID>:<WWPN>:<LUN>), reload the maps with multipath -r,"
                        + " and check with multipath -ll that every path of the layout is in the map."));
    }

    /** Maps or LUNs of one guest that leave the same paths unused: one finding. */
    private record Shortfall(String image, int used, int defined, String unused, List<Label> names,
                             List<String> elements, io.zlayout.model.SourceRef location) {
    }

    /** A map or LUN by its name ({@code mpatha}), with the volume it addresses where known (else null). */
    private record Label(String name, String volume) {
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        AccessTopology access = ctx.shared(AccessTopology.class, () -> AccessTopology.of(ctx.site()));
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            Map<String, Map<String, HostTopology.LunPath>> byLun = new java.util.HashMap<>();
            for (HostTopology.LunPath p : host.lunPaths()) {
                byLun.computeIfAbsent(p.lun().toString(), k -> new LinkedHashMap<>()).putIfAbsent(p.route().key(), p);
            }
            Map<String, Shortfall> maps = new LinkedHashMap<>();
            Set<String> judged = new HashSet<>();
            for (HostTopology.MapView m : host.maps()) {
                String image = image(m.volume(), m.activeRoutes());
                String lun = m.lun() == null ? "" : m.lun().toString();
                judged.add(key(m.volume(), lun));
                List<HostTopology.Route> defined = admitted(access, host, host.layoutRoutes(image), m.volume());
                if (defined.size() < 2) {
                    continue;
                }
                List<HostTopology.Route> unused = unused(defined, m.activeRoutes());
                if (!unused.isEmpty()) {
                    String states = describe(host, byLun.getOrDefault(lun, Map.of()), unused, m);
                    add(maps, image, defined.size(), unused, states, label(m.map().name(), m.volume()),
                            m.map().identity(), m.volume(), m.map().source());
                }
            }
            report(host, maps, "multipath map", "runs", out);
            if (!host.runningLuns()) {
                // only the configuration was captured: the directory's FCP devices against what zfcp.conf or
                // chzdev configures the LUNs on (where the directory and the captures disagree)
                Map<String, Shortfall> configured = new LinkedHashMap<>();
                Map<String, List<HostTopology.LunPath>> byKey = new LinkedHashMap<>();
                for (HostTopology.LunPath p : host.lunPaths()) {
                    String k = key(p.volume(), p.lun().toString());
                    if (!judged.contains(k) && p.configured() != null) {
                        byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(p);
                    }
                }
                for (List<HostTopology.LunPath> paths : byKey.values()) {
                    judgeConfigured(access, host, paths, configured);
                }
                report(host, configured, "LUN", "configures", out);
                continue;
            }
            Map<String, List<HostTopology.LunPath>> luns = new LinkedHashMap<>();
            for (HostTopology.LunPath p : host.lunPaths()) {
                String k = key(p.volume(), p.lun().toString());
                if (!judged.contains(k)) {
                    luns.computeIfAbsent(k, x -> new ArrayList<>()).add(p);
                }
            }
            Map<String, Shortfall> lunShort = new LinkedHashMap<>();
            for (List<HostTopology.LunPath> paths : luns.values()) {
                judgeLun(access, host, paths, byLun.getOrDefault(paths.get(0).lun().toString(), Map.of()), lunShort);
            }
            report(host, lunShort, "LUN", "uses", out);
        }
    }

    private void judgeLun(AccessTopology access, HostTopology.GuestHost host, List<HostTopology.LunPath> paths,
                          Map<String, HostTopology.LunPath> here, Map<String, Shortfall> out) {
        HostTopology.LunPath first = paths.get(0);
        String image = first.volume() == null ? null : first.volume().image();
        List<HostTopology.Route> defined = new ArrayList<>(admitted(access, host, host.layoutRoutes(image),
                first.volume()));
        if (defined.isEmpty()) {
            paths.stream().filter(p -> p.configured() != null).forEach(p -> defined.add(p.route()));
        }
        List<HostTopology.Route> used = paths.stream().filter(HostTopology.LunPath::attached)
                .map(HostTopology.LunPath::route).toList();
        List<HostTopology.Route> unused = unused(defined, used);
        if (unused.isEmpty() || (defined.size() < 2 && !used.isEmpty())) {
            return;
        }
        HostTopology.LunPath at = paths.stream().filter(p -> p.configured() != null && !p.attached()).findFirst()
                .orElse(first);
        add(out, image, defined.size(), unused, describe(host, here, unused, null),
                label(first.lun().toString(), first.volume()), first.identity(), first.volume(), at.source());
    }

    /** A LUN configured on fewer of the paths the directory and the fabric give the guest. */
    private void judgeConfigured(AccessTopology access, HostTopology.GuestHost host, List<HostTopology.LunPath> paths,
                                 Map<String, Shortfall> out) {
        HostTopology.LunPath first = paths.get(0);
        String image = first.volume() == null ? null : first.volume().image();
        List<HostTopology.Route> defined = admitted(access, host, host.layoutRoutes(image), first.volume());
        if (defined.size() < 2) {
            return;
        }
        List<HostTopology.Route> unused = unused(defined, paths.stream().map(HostTopology.LunPath::route).toList());
        if (unused.isEmpty()) {
            return;
        }
        add(out, image, defined.size(), unused, describe(host, Map.of(), unused, null), label(first.lun().toString(),
                first.volume()), first.identity(), first.volume(), first.source());
    }

    private static void add(Map<String, Shortfall> out, String image, int defined, List<HostTopology.Route> unused,
                            String description, Label name, String element, HostTopology.StorageVolume v,
                            io.zlayout.model.SourceRef location) {
        int used = defined - unused.size();
        Shortfall s = out.computeIfAbsent(image + "|" + used + "|" + defined + "|" + description,
                k -> new Shortfall(image, used, defined, description, new ArrayList<>(), new ArrayList<>(), location));
        s.names().add(name);
        s.elements().add(element);
        if (v != null && v.identity() != null) {
            s.elements().add(v.identity());
        }
    }

    private void report(HostTopology.GuestHost host, Map<String, Shortfall> shortfalls, String kind, String verb,
                        Findings out) {
        for (Shortfall s : shortfalls.values()) {
            int n = s.names().size();
            List<String> names = s.names().stream().map(Label::name).toList();
            List<String> volumes = s.names().stream().map(Label::volume).filter(java.util.Objects::nonNull).toList();
            String what = n == 1 ? kind + " " + names.get(0) + (volumes.isEmpty() ? "" : " (volume " + volumes.get(0)
                    + ")") : n + " " + kind + "s (" + String.join(", ", names) + (volumes.isEmpty() ? ""
                    : ": volumes " + String.join(", ", volumes)) + ")";
            List<String> elements = new ArrayList<>();
            elements.add(host.identity());
            elements.addAll(s.elements());
            out.add(this, host.identity() + " " + verb + " " + what + " on " + s.used() + " of the " + s.defined()
                    + " paths its layout gives" + (s.image() == null ? "" : " to storage:" + s.image())
                    + "; unused: " + s.unused() + ".", elements, s.location());
        }
    }

    /** A map or LUN ({@code mpatha}) and the volume it addresses ({@code 1004}) where known. */
    private static Label label(String name, HostTopology.StorageVolume v) {
        return new Label(name, v != null && v.id() != null ? v.id().toString() : null);
    }

    /**
     * The paths of the layout the storage lets the volume through: a path its masking refuses (no host connection,
     * port not admitted, volume not in the group) is the access rules' finding, named with its cause, not an unused
     * path.
     */
    private static List<HostTopology.Route> admitted(AccessTopology access, HostTopology.GuestHost host,
                                                     List<HostTopology.Route> routes, HostTopology.StorageVolume v) {
        if (v == null || v.id() == null) {
            return routes;
        }
        return routes.stream().filter(r -> !access.refuses(host.guest(), r, v.id())).toList();
    }

    private static List<HostTopology.Route> unused(List<HostTopology.Route> defined, List<HostTopology.Route> used) {
        Set<String> u = new HashSet<>();
        used.forEach(r -> u.add(r.key()));
        return defined.stream().filter(r -> !u.contains(r.key())).toList();
    }

    /** Each unused path with what the captures say about it there. */
    private static String describe(HostTopology.GuestHost host, Map<String, HostTopology.LunPath> here,
                                   List<HostTopology.Route> unused, HostTopology.MapView map) {
        Set<String> inMap = new HashSet<>();
        if (map != null) {
            map.paths().stream().filter(p -> p.route() != null).forEach(p -> inMap.add(p.route().key()));
        }
        List<String> parts = new ArrayList<>();
        for (HostTopology.Route r : unused) {
            HostTopology.LunPath p = here.get(r.key());
            String state;
            if (inMap.contains(r.key())) {
                state = "failed in the map";
            } else if (p == null) {
                state = "no LUN path";
            } else if (p.attached()) {
                state = "attached, not in the map";
            } else if (p.running() != null) {
                state = p.running().origin().label() + " shows it " + p.running().state().name()
                        .toLowerCase(java.util.Locale.ROOT);
            } else {
                state = "configured in " + p.configured().origin().label()
                        + (host.runningLuns() ? ", not attached" : "");
            }
            parts.add(r.key() + " (" + (r.port() == null ? "" : r.port().id() + ", ") + state + ")");
        }
        return String.join(", ", parts);
    }

    private static String image(HostTopology.StorageVolume v, List<HostTopology.Route> routes) {
        if (v != null && v.image() != null) {
            return v.image();
        }
        return routes.stream().map(HostTopology.Route::image).filter(i -> i != null).findFirst().orElse(null);
    }

    private static String key(HostTopology.StorageVolume v, String lun) {
        return v != null && v.identity() != null ? v.identity() : "lun:" + lun;
    }
}
