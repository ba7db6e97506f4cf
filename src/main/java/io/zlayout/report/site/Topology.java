package io.zlayout.report.site;

import io.zlayout.rules.Severity;

import java.util.List;

/**
 * The picture of one storage image: CHPIDs that reach it, its host adapters, its ranks, and which CHPID lands
 * on which adapter. Every adapter reaches every rank through the image's two servers, so those links are not
 * listed. Load is the number of guest disks a component carries in today's layout.
 *
 * @param fabricKnown true when zlayout.yaml {@code fabric:} says where channels land
 */
public record Topology(String image, List<Node> chpids, List<Node> adapters, List<Node> ranks, List<Edge> edges,
                       boolean fabricKnown) {

    public Topology {
        chpids = List.copyOf(chpids);
        adapters = List.copyOf(adapters);
        ranks = List.copyOf(ranks);
        edges = List.copyOf(edges);
    }

    /**
     * One component.
     *
     * @param label    short name ({@code 0.50}, {@code 01.3}, {@code R3})
     * @param group    CHPID: its CSS; adapter: its I/O enclosure; rank: its server (rank group), -1 when unknown
     * @param severity the most serious finding naming it, or null
     * @param findings how many findings name it
     * @param detail   more about it for a tooltip (type, DA pair), or null
     */
    public record Node(String identity, String label, int group, int load, Severity severity, int findings,
                       String detail) {
    }

    /** A CHPID (index into {@code chpids}) landing on a host adapter (index into {@code adapters}). */
    public record Edge(int chpid, int adapter) {
    }

    /** The highest load of any node, for colour scaling. */
    public int maxLoad() {
        int m = 0;
        for (List<Node> l : List.of(chpids, adapters, ranks)) {
            for (Node n : l) {
                m = Math.max(m, n.load());
            }
        }
        return m;
    }
}
