package io.zlayout.perf;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class FlowNetworkTest {

    private static final double INF = Double.POSITIVE_INFINITY;

    @Test
    void clrsExampleHasMaxFlow23AndTheTextbookCut() {
        // given: CLRS (3rd ed.) figure 26.6
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int v1 = n.addNode("v1");
        int v2 = n.addNode("v2");
        int v3 = n.addNode("v3");
        int v4 = n.addNode("v4");
        int t = n.addNode("t");
        n.addEdge(s, v1, 16);            // 0
        n.addEdge(s, v2, 13);            // 1
        n.addEdge(v2, v1, 4);            // 2
        int v1v3 = n.addEdge(v1, v3, 12);
        n.addEdge(v3, v2, 9);            // 4
        n.addEdge(v2, v4, 14);           // 5
        int v4v3 = n.addEdge(v4, v3, 7);
        n.addEdge(v3, t, 20);            // 7
        int v4t = n.addEdge(v4, t, 4);

        // when
        FlowNetwork.Result r = n.maxFlow(s, t);

        // then: the cut ({s, v1, v2, v4}, {v3, t}) of capacity 12 + 7 + 4
        assertThat(r.value()).isCloseTo(23, within(1e-9));
        assertThat(r.minCut()).containsExactly(v1v3, v4v3, v4t);
        assertThat(r.sourceSide()).containsExactly(true, true, true, false, true, false);
        assertThat(r.flow(v1v3) + r.flow(v4v3) + r.flow(v4t)).isCloseTo(23, within(1e-9));
    }

    @Test
    void parallelPathsAddUpAndTheCutIsTheOneNearestTheSource() {
        // given: two paths s-a-t (5, 5) and s-b-t (3, 10)
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int b = n.addNode("b");
        int t = n.addNode("t");
        int sa = n.addEdge(s, a, 5);
        n.addEdge(a, t, 5);
        int sb = n.addEdge(s, b, 3);
        n.addEdge(b, t, 10);

        // when
        FlowNetwork.Result r = n.maxFlow(s, t);

        // then: s-a and a-t tie at 5; the source side stops at s
        assertThat(r.value()).isCloseTo(8, within(1e-9));
        assertThat(r.minCut()).containsExactly(sa, sb);
    }

    @Test
    void aChainCarriesItsNarrowestLink() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int b = n.addNode("b");
        int t = n.addNode("t");
        n.addEdge(s, a, 10);
        int ab = n.addEdge(a, b, 3);
        n.addEdge(b, t, 7);

        FlowNetwork.Result r = n.maxFlow(s, t);

        assertThat(r.value()).isCloseTo(3, within(1e-9));
        assertThat(r.minCut()).containsExactly(ab);
        assertThat(r.flows()).containsExactly(new double[] {3, 3, 3}, within(1e-9));
    }

    @Test
    void aZeroCapacityEdgeIsTheCutOfNothing() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int t = n.addNode("t");
        int sa = n.addEdge(s, a, 0);
        n.addEdge(a, t, 5);

        FlowNetwork.Result r = n.maxFlow(s, t);

        assertThat(r.value()).isZero();
        assertThat(r.minCut()).containsExactly(sa);
    }

    @Test
    void aDisconnectedSinkGetsNoFlowAndAnEmptyCut() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int b = n.addNode("b");
        int t = n.addNode("t");
        n.addEdge(s, a, 5);
        n.addEdge(b, t, 5);

        FlowNetwork.Result r = n.maxFlow(s, t);

        assertThat(r.value()).isZero();
        assertThat(r.minCut()).isEmpty();
        assertThat(r.sourceSide()).containsExactly(true, true, false, false);
    }

    @Test
    void unlimitedEdgesAreNeverCut() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int t = n.addNode("t");
        n.addEdge(s, a, INF);
        int at = n.addEdge(a, t, 4);

        FlowNetwork.Result r = n.maxFlow(s, t);

        assertThat(r.value()).isCloseTo(4, within(1e-9));
        assertThat(r.minCut()).containsExactly(at);
    }

    @Test
    void anUnlimitedPathIsAnInfiniteFlowWithoutACut() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int t = n.addNode("t");
        n.addEdge(s, t, INF);
        n.addEdge(s, t, 3);

        FlowNetwork.Result r = n.maxFlow(s, t);

        assertThat(r.value()).isInfinite();
        assertThat(r.minCut()).isEmpty();
    }

    @Test
    void flowIsConservedAtEveryInnerNode() {
        // given: a denser network with a cycle
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int b = n.addNode("b");
        int c = n.addNode("c");
        int t = n.addNode("t");
        n.addEdge(s, a, 10);
        n.addEdge(s, b, 10);
        n.addEdge(a, b, 2);
        n.addEdge(b, a, 6);
        n.addEdge(a, c, 4);
        n.addEdge(b, c, 9);
        n.addEdge(c, a, 1);
        n.addEdge(a, t, 8);
        n.addEdge(c, t, 10);

        FlowNetwork.Result r = n.maxFlow(s, t);

        assertThat(r.value()).isCloseTo(18, within(1e-9));
        for (int node : new int[] {a, b, c}) {
            double net = 0;
            for (int e = 0; e < n.edgeCount(); e++) {
                net += n.to(e) == node ? r.flow(e) : 0;
                net -= n.from(e) == node ? r.flow(e) : 0;
            }
            assertThat(net).as("node %s", n.name(node)).isCloseTo(0, within(1e-9));
        }
        double cut = r.minCut().stream().mapToDouble(n::capacity).sum();
        assertThat(cut).isCloseTo(18, within(1e-9));
    }

    @Test
    void levelledFlowSplitsEqualParallelPathsEvenly() {
        // given: 10 units through two 8-unit paths; a plain augmenting-path flow fills the first one
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int h = n.addNode("h");
        int t = n.addNode("t");
        n.addEdge(s, h, 10);
        int first = n.addEdge(h, t, 8);
        int second = n.addEdge(h, t, 8);

        // when
        FlowNetwork.Result plain = n.maxFlow(s, t);
        FlowNetwork.Result levelled = n.levelledMaxFlow(s, t);

        // then
        assertThat(plain.flow(first)).isCloseTo(8, within(1e-9));
        assertThat(levelled.value()).isCloseTo(10, within(1e-9));
        assertThat(levelled.flow(first)).isCloseTo(5, within(1e-6));
        assertThat(levelled.flow(second)).isCloseTo(5, within(1e-6));
        assertThat(levelled.minCut()).isEqualTo(plain.minCut());
    }

    @Test
    void levelledFlowLoadsUnequalPathsToTheSameUtilisation() {
        // given: 9 units over paths of 10 and 20
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int h = n.addNode("h");
        int t = n.addNode("t");
        n.addEdge(s, h, 9);
        int small = n.addEdge(h, t, 10);
        int large = n.addEdge(h, t, 20);

        FlowNetwork.Result r = n.levelledMaxFlow(s, t);

        assertThat(r.flow(small)).isCloseTo(3, within(1e-6));
        assertThat(r.flow(large)).isCloseTo(6, within(1e-6));
    }

    @Test
    void levelledFlowSpreadsLoadOverUnlimitedEdgesToo() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int a = n.addNode("a");
        int t = n.addNode("t");
        int x = n.addEdge(s, a, INF);
        int y = n.addEdge(s, a, INF);
        n.addEdge(a, t, 6);

        FlowNetwork.Result r = n.levelledMaxFlow(s, t);

        assertThat(r.flow(x)).isCloseTo(3, within(1e-6));
        assertThat(r.flow(y)).isCloseTo(3, within(1e-6));
    }

    @Test
    void levellingALinkNeverUnevensTheLimitedEdgesBesideIt() {
        // given: 32 to share over two equal limited edges (pools of 50), the first behind a node whose unlimited
        // link to the sink also carries 50 from elsewhere (a server carrying another protocol's pool)
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int entry = n.addNode("entry");
        int a = n.addNode("a");
        int b = n.addNode("b");
        int server0 = n.addNode("server 0");
        int server1 = n.addNode("server 1");
        int t = n.addNode("t");
        n.addEdge(s, entry, 32);
        n.addEdge(entry, a, INF);
        n.addEdge(entry, b, INF);
        int first = n.addEdge(a, server0, 50);
        int second = n.addEdge(b, server1, 50);
        n.addEdge(s, server0, 50);
        n.addEdge(server0, t, INF);
        n.addEdge(server1, t, INF);

        // when
        FlowNetwork.Result r = n.levelledMaxFlow(s, t);

        // then: the two limited edges share the 32 evenly; levelled together with the limited ones, the link out of
        // server 0 (50 of its 82) pushed all but 0.94 onto the second
        assertThat(r.value()).isCloseTo(82, within(1e-9));
        assertThat(r.flow(first)).isCloseTo(16, within(1e-6));
        assertThat(r.flow(second)).isCloseTo(16, within(1e-6));
    }

    @Test
    void theSameNetworkAlwaysGivesTheSameFlows() {
        FlowNetwork.Result first = SeedNetworks.fan().levelledMaxFlow(0, 1);
        FlowNetwork.Result second = SeedNetworks.fan().levelledMaxFlow(0, 1);
        assertThat(first.flows()).isEqualTo(second.flows());
        assertThat(first.minCut()).isEqualTo(second.minCut());
    }

    @Test
    void negativeOrNanCapacitiesAndUnknownNodesAreRefused() {
        FlowNetwork n = new FlowNetwork();
        int s = n.addNode("s");
        int t = n.addNode("t");
        assertThatThrownBy(() -> n.addEdge(s, t, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("edge capacity must be >= 0 or infinite, found -1.0");
        assertThatThrownBy(() -> n.addEdge(s, t, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("edge capacity must be >= 0 or infinite, found NaN");
        assertThatThrownBy(() -> n.addEdge(s, 7, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no node 7 (the network has 2)");
        assertThatThrownBy(() -> n.maxFlow(s, s)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("source and sink are the same node 0");
    }

    /** Small networks shared by tests. */
    static final class SeedNetworks {

        /** Source 0, sink 1; four sources of load fanning into two limited exits. */
        static FlowNetwork fan() {
            FlowNetwork n = new FlowNetwork();
            int s = n.addNode("s");
            int t = n.addNode("t");
            int[] mid = new int[4];
            for (int i = 0; i < 4; i++) {
                mid[i] = n.addNode("m" + i);
                n.addEdge(s, mid[i], 65);
            }
            int c1 = n.addNode("c1");
            int c2 = n.addNode("c2");
            for (int i = 0; i < 4; i++) {
                n.addEdge(mid[i], i % 2 == 0 ? c1 : c2, INF);
            }
            n.addEdge(c1, t, 100);
            n.addEdge(c2, t, 100);
            return n;
        }

        private SeedNetworks() {
        }
    }
}
