package io.zlayout.report.site;

import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Rank;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.ElementRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The topology pictures of a site, one per storage image: the CHPIDs that reach it, its host adapters and ranks,
 * and which CHPID lands on which adapter. {@link SiteReport} makes them once, with the load and findings of each
 * component it has worked out.
 */
final class TopologyPictures {

    /** A component with the load and findings the report knows of it. */
    interface Nodes {
        Topology.Node node(ElementRef component, int group, String detail);
    }

    private TopologyPictures() {
    }

    static List<Topology> of(Site site, Map<ChpidRef, Set<IoPortRef>> portsOfChpid,
                             Map<ChpidRef, Set<HostAdapterRef>> adaptersOfChpid, Nodes nodes) {
        List<Topology> topology = new ArrayList<>();
        ChannelTopology ch = site.channels();
        StorageTopology st = site.storage();
        Map<String, TreeSet<ChpidRef>> chpidsOfImage = new TreeMap<>();
        for (Map.Entry<String, List<ControlUnit>> e : ch.storageControlUnits().entrySet()) {
            for (ControlUnit cu : e.getValue()) {
                ch.paths(cu).forEach(p -> chpidsOfImage.computeIfAbsent(e.getKey(), k -> new TreeSet<>())
                        .add(p.chpidRef()));
            }
        }
        for (Map.Entry<ChpidRef, Set<IoPortRef>> e : portsOfChpid.entrySet()) {
            for (IoPortRef port : e.getValue()) {
                chpidsOfImage.computeIfAbsent(port.image(), k -> new TreeSet<>()).add(e.getKey());
            }
        }
        // rank -> server: the rank's group, else the server of a volume on it
        Map<RankRef, Integer> groupOfRank = new HashMap<>();
        for (Rank r : site.all(Rank.class)) {
            groupOfRank.putIfAbsent(new RankRef(r.image(), r.id()), r.group() == null ? -1 : r.group());
        }
        for (StorageTopology.Placement p : st.placements()) {
            for (RankRef r : p.ranks()) {
                Integer g = groupOfRank.get(r);
                if (g == null || g < 0) {
                    groupOfRank.put(r, p.server());
                }
            }
        }
        Map<String, Map<String, Integer>> rankGroups = new TreeMap<>();
        groupOfRank.forEach((r, g) -> rankGroups.computeIfAbsent(r.image(), k -> new TreeMap<>(Natural.ORDER))
                .put(r.display(), g));
        TreeSet<String> images = new TreeSet<>();
        images.addAll(chpidsOfImage.keySet());
        images.addAll(rankGroups.keySet());
        st.hostAdapters().forEach(h -> images.add(h.image()));
        for (String image : images) {
            List<Topology.Node> chpids = new ArrayList<>();
            Map<ChpidRef, Integer> chpidIndex = new TreeMap<>();
            for (ChpidRef c : chpidsOfImage.getOrDefault(image, new TreeSet<>())) {
                Chpid rec = ch.chpid(c.css(), c.id()).orElse(null);
                chpidIndex.put(c, chpids.size());
                chpids.add(nodes.node(c, rec == null ? 0 : rec.css(),
                        rec == null ? "not defined by a CHPID statement" : "type " + rec.type()));
            }
            List<Topology.Node> adapters = new ArrayList<>();
            Map<HostAdapterRef, Integer> adapterIndex = new HashMap<>();
            for (StorageTopology.HostAdapter h : st.hostAdapters()) {
                if (h.image().equals(image)) {
                    adapterIndex.put(h.ref(), adapters.size());
                    adapters.add(nodes.node(h.ref(), h.enclosure(), h.ports().size() + " port"
                            + (h.ports().size() == 1 ? "" : "s")));
                }
            }
            List<Topology.Node> ranks = new ArrayList<>();
            List<Map.Entry<String, Integer>> rs = new ArrayList<>(rankGroups.getOrDefault(image, Map.of()).entrySet());
            for (Map.Entry<String, Integer> r : rs) {
                RankRef rank = new RankRef(image, r.getKey());
                String da = st.daPair(rank).map(d -> "DA pair " + d).orElse(null);
                ranks.add(nodes.node(rank, r.getValue(), da));
            }
            List<Topology.Edge> edges = new ArrayList<>();
            for (Map.Entry<ChpidRef, Integer> c : chpidIndex.entrySet()) {
                for (HostAdapterRef a : adaptersOfChpid.getOrDefault(c.getKey(), Set.of())) {
                    Integer ai = adapterIndex.get(a);
                    if (ai != null) {
                        edges.add(new Topology.Edge(c.getValue(), ai));
                    }
                }
            }
            edges.sort(Comparator.comparingInt(Topology.Edge::chpid).thenComparingInt(Topology.Edge::adapter));
            topology.add(new Topology(image, chpids, adapters, ranks, edges, ch.fabricKnown()));
        }
        return topology;
    }
}
