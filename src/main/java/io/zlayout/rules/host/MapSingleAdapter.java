package io.zlayout.rules.host;

import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.HostTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.HashSet;
import java.util.Set;

/** Every active path of a multipath map lands on one storage host adapter, although the layout gives several. */
public final class MapSingleAdapter extends Rule {

    public MapSingleAdapter() {
        super(about("map-single-adapter", Severity.WARNING,
                "A multipath map's paths all land on one host adapter")
                .needs(Needs.of("multipath maps", InputKind.GUEST_CAPTURES, InputKind.STORAGE_EXPORT))
                .explanation("The scaling tests of the IBM SHARE presentation \"Linux on zSeries performance\" (ESS"
                        + " 2105-F20): \"1 HA limits to 40MB/s write and 65 MB/s read, regardless of the number of"
                        + " ranks\", while 4 host adapters reach 125 MB/s write and 240 MB/s read; and a host adapter"
                        + " is serviced as a unit, so a map whose paths share one loses every path at once. The layout"
                        + " already gives the guest paths to other adapters; the map does not use them.")
                .remediation("Bring the guest's paths to the other host adapters online (their FCP devices and LUN"
                        + " paths) and reload the map with multipath -r, so its paths spread over the adapters the"
                        + " layout gives."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (HostTopology.GuestHost host : ctx.site().hosts().guests()) {
            maps:
            for (HostTopology.MapView m : host.maps()) {
                List<HostTopology.Route> active = m.activeRoutes();
                long traced = m.paths().stream().filter(p -> p.active() && p.route() != null).count();
                long all = m.paths().stream().filter(HostTopology.MapPath::active).count();
                if (active.isEmpty() || traced < all) {
                    continue; // an untraced path may be on another adapter
                }
                Set<HostAdapterRef> used = new HashSet<>();
                for (HostTopology.Route r : active) {
                    if (r.hostAdapter() == null) {
                        continue maps;
                    }
                    used.add(r.hostAdapter());
                }
                String image = active.get(0).image();
                Set<HostAdapterRef> offered = new HashSet<>();
                host.layoutRoutes(image).forEach(r -> {
                    if (r.hostAdapter() != null) {
                        offered.add(r.hostAdapter());
                    }
                });
                if (used.size() != 1 || offered.size() < 2) {
                    continue;
                }
                List<String> elements = new ArrayList<>(List.of(host.identity(), m.map().identity()));
                if (m.volume() != null && m.volume().identity() != null) {
                    elements.add(m.volume().identity());
                }
                String adapter = used.iterator().next().identity();
                elements.add(adapter);
                out.add(this, host.identity() + " runs " + m.label() + " on " + active.size() + " path"
                        + (active.size() == 1 ? "" : "s") + ", all through " + adapter + ", although its layout"
                        + " gives it " + offered.size() + " host adapters of storage:" + image + ".", elements,
                        m.map().source());
            }
        }
    }
}
