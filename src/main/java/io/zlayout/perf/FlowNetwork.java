package io.zlayout.perf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A directed graph with {@code double} edge capacities and its maximum flow (Dinic) and minimum cut.
 * Nodes and edges are numbered in the order they are added and every result lists them in that order,
 * so the same network always gives the same flow, cut and levelled loads. A capacity may be
 * {@link Double#POSITIVE_INFINITY} (no limit); it may not be negative or NaN.
 *
 * <p>The minimum cut is the source side of the last residual graph: every edge leaving the nodes still
 * reachable from the source is saturated. Where several minimum cuts exist this is the one nearest the
 * source.
 */
public final class FlowNetwork {

    /** Residual capacities below this count as zero; flows are MB/s, so a picobyte is noise. */
    static final double EPS = 1e-9;

    private final List<String> names = new ArrayList<>();
    private final List<int[]> edges = new ArrayList<>();
    private final List<Double> capacities = new ArrayList<>();

    /** Adds a node; the name is for messages only and need not be unique. */
    public int addNode(String name) {
        names.add(name);
        return names.size() - 1;
    }

    /** Adds the edge {@code from -> to} with a capacity >= 0 or infinity; returns its number. */
    public int addEdge(int from, int to, double capacity) {
        checkNode(from);
        checkNode(to);
        if (Double.isNaN(capacity) || capacity < 0) {
            throw new IllegalArgumentException("edge capacity must be >= 0 or infinite, found " + capacity);
        }
        edges.add(new int[] {from, to});
        capacities.add(capacity);
        return edges.size() - 1;
    }

    /** Changes an edge's capacity (>= 0 or infinity): one network solved under several capacities. */
    public void setCapacity(int edge, double capacity) {
        if (edge < 0 || edge >= capacities.size()) {
            throw new IllegalArgumentException("no edge " + edge + " (the network has " + capacities.size() + ")");
        }
        if (Double.isNaN(capacity) || capacity < 0) {
            throw new IllegalArgumentException("edge capacity must be >= 0 or infinite, found " + capacity);
        }
        capacities.set(edge, capacity);
    }

    public int edgeCount() {
        return edges.size();
    }

    public String name(int node) {
        return names.get(node);
    }

    public int from(int edge) {
        return edges.get(edge)[0];
    }

    public int to(int edge) {
        return edges.get(edge)[1];
    }

    public double capacity(int edge) {
        return capacities.get(edge);
    }

    private void checkNode(int n) {
        if (n < 0 || n >= names.size()) {
            throw new IllegalArgumentException("no node " + n + " (the network has " + names.size() + ")");
        }
    }

    /**
     * A maximum flow.
     *
     * @param value      the flow's value; infinite when a path of unlimited edges joins source and sink
     * @param flows      flow on every edge, by edge number (all zero when the value is infinite)
     * @param sourceSide per node: still reachable from the source in the residual graph
     * @param minCut     edge numbers leaving the source side, ascending: a minimum cut (empty when the value
     *                   is infinite)
     */
    public record Result(double value, double[] flows, boolean[] sourceSide, List<Integer> minCut) {

        public double flow(int edge) {
            return flows[edge];
        }
    }

    /** Maximum flow from {@code source} to {@code sink} and the minimum cut nearest the source. */
    public Result maxFlow(int source, int sink) {
        return solve(source, sink, currentCapacities());
    }

    /**
     * A maximum flow whose loads are spread as evenly as the network allows: among all maximum flows, the
     * highest utilisation (flow / capacity) of any edge is made as small as possible, then the next highest
     * among the remaining edges, and so on, over the limited edges first; then the unlimited edges are levelled
     * the same way, each counting with the flow's value as its capacity, in what the limited ones leave open. An
     * unlimited edge levelled together with the limited ones would weigh a mere link (a server to its image's
     * host adapters) against a real component with a capacity the link does not have: the link's share of the
     * flow would be evened at the real component's expense. The value and minimum cut are those of
     * {@link #maxFlow}; only the flows differ. Without this, which of two equal parallel paths carries the load
     * would be an accident of edge order.
     */
    public Result levelledMaxFlow(int source, int sink) {
        double[] base = currentCapacities();
        Result plain = solve(source, sink, base);
        double target = plain.value();
        if (target <= EPS || Double.isInfinite(target)) {
            return plain;
        }
        double need = target * (1 - 1e-9);
        int m = base.length;
        double[] fixed = new double[m];
        boolean[] frozen = new boolean[m];
        boolean[] unlimited = new boolean[m];
        for (int e = 0; e < m; e++) {
            if (Double.isInfinite(base[e])) {
                // an unlimited edge is levelled by its load, once the limited ones are: no acyclic flow of this
                // value puts more on one edge, so until then it takes what the limited edges leave it
                base[e] = target;
                unlimited[e] = true;
                frozen[e] = true;
                fixed[e] = target;
            } else if (base[e] <= 0) {
                frozen[e] = true;
                fixed[e] = 0;
            }
        }
        level(source, sink, base, fixed, frozen, target, need);
        for (int e = 0; e < m; e++) {
            frozen[e] &= !unlimited[e];
        }
        level(source, sink, base, fixed, frozen, target, need);
        Result levelled = solve(source, sink, fixed);
        return new Result(plain.value(), levelled.flows(), plain.sourceSide(), plain.minCut());
    }

    /**
     * Freezes the edges not yet frozen, level by level from the highest: each round finds the least level at which
     * the target still flows with every such edge held to that share of its base, and fixes the edges of the cut
     * that binds there.
     */
    private void level(int source, int sink, double[] base, double[] fixed, boolean[] frozen, double target,
                       double need) {
        int m = base.length;
        while (true) {
            boolean anyActive = false;
            for (boolean f : frozen) {
                anyActive |= !f;
            }
            if (!anyActive) {
                break;
            }
            Result at = solve(source, sink, scaled(base, fixed, frozen, 0));
            if (at.value() >= need) {
                // the remaining edges are not needed at all: they carry nothing
                for (int e = 0; e < m; e++) {
                    if (!frozen[e]) {
                        frozen[e] = true;
                        fixed[e] = 0;
                    }
                }
                break;
            }
            // Find the least level at which the target still flows. The flow at a level is the smallest cut
            // capacity, a concave piecewise-linear function of the level; Newton's step from below takes the
            // level where the current minimum cut reaches the target, until that level carries it. The last
            // cut is then critical: its remaining edges are fixed at that level.
            double level = 1;
            List<Integer> critical = at.minCut();
            double lambda = 0;
            for (int step = 0; step < 4 * m + 8; step++) {
                double fixedPart = 0;
                double scaledPart = 0;
                for (int e : at.minCut()) {
                    if (frozen[e]) {
                        fixedPart += fixed[e];
                    } else {
                        scaledPart += base[e];
                    }
                }
                if (scaledPart <= 0) {
                    break;
                }
                double root = Math.min(1, (target - fixedPart) / scaledPart);
                critical = at.minCut();
                level = root;
                Result next = solve(source, sink, scaled(base, fixed, frozen, root));
                if (next.value() >= need || root <= lambda) {
                    break;
                }
                lambda = root;
                at = next;
            }
            boolean progressed = false;
            for (int e : critical) {
                if (!frozen[e]) {
                    frozen[e] = true;
                    fixed[e] = level * base[e];
                    progressed = true;
                }
            }
            if (!progressed) {
                // numerically flat: give every remaining edge the level found and stop
                for (int e = 0; e < m; e++) {
                    if (!frozen[e]) {
                        frozen[e] = true;
                        fixed[e] = level * base[e];
                    }
                }
            }
        }
    }

    private static double[] scaled(double[] base, double[] fixed, boolean[] frozen, double level) {
        double[] c = new double[base.length];
        for (int e = 0; e < base.length; e++) {
            c[e] = frozen[e] ? fixed[e] : level * base[e];
        }
        return c;
    }

    private double[] currentCapacities() {
        double[] c = new double[capacities.size()];
        for (int e = 0; e < c.length; e++) {
            c[e] = capacities.get(e);
        }
        return c;
    }

    // ---- Dinic ---------------------------------------------------------------------------------------

    private Result solve(int source, int sink, double[] cap) {
        checkNode(source);
        checkNode(sink);
        int n = names.size();
        int m = edges.size();
        if (source == sink) {
            throw new IllegalArgumentException("source and sink are the same node " + source);
        }
        // residual arcs: 2e forward, 2e+1 backward
        double[] residual = new double[2 * m];
        int[] head = new int[n];
        Arrays.fill(head, -1);
        int[] next = new int[2 * m];
        int[] arcTo = new int[2 * m];
        // adjacency in insertion order: build per-node lists, then link them front to back
        List<List<Integer>> adjacency = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            adjacency.add(new ArrayList<>());
        }
        for (int e = 0; e < m; e++) {
            int[] uv = edges.get(e);
            residual[2 * e] = cap[e];
            residual[2 * e + 1] = 0;
            arcTo[2 * e] = uv[1];
            arcTo[2 * e + 1] = uv[0];
            adjacency.get(uv[0]).add(2 * e);
            adjacency.get(uv[1]).add(2 * e + 1);
        }
        for (int u = 0; u < n; u++) {
            List<Integer> arcs = adjacency.get(u);
            for (int i = arcs.size() - 1; i >= 0; i--) {
                next[arcs.get(i)] = head[u];
                head[u] = arcs.get(i);
            }
        }
        if (unlimitedPath(source, sink, cap, head, next, arcTo)) {
            boolean[] side = new boolean[n];
            Arrays.fill(side, true);
            side[sink] = false;
            return new Result(Double.POSITIVE_INFINITY, new double[m], side, List.of());
        }
        double total = 0;
        int[] level = new int[n];
        int[] iter = new int[n];
        while (levels(source, sink, residual, head, next, arcTo, level)) {
            System.arraycopy(head, 0, iter, 0, n);
            double pushed;
            while ((pushed = push(source, sink, Double.POSITIVE_INFINITY, residual, next, arcTo, level, iter)) > EPS) {
                total += pushed;
            }
        }
        double[] flows = new double[m];
        for (int e = 0; e < m; e++) {
            flows[e] = Math.max(0, Math.min(cap[e], residual[2 * e + 1]));
        }
        boolean[] side = reachable(source, residual, head, next, arcTo);
        List<Integer> cut = new ArrayList<>();
        for (int e = 0; e < m; e++) {
            int[] uv = edges.get(e);
            if (side[uv[0]] && !side[uv[1]]) {
                cut.add(e);
            }
        }
        return new Result(total, flows, side, Collections.unmodifiableList(cut));
    }

    private static boolean unlimitedPath(int source, int sink, double[] cap, int[] head, int[] next, int[] arcTo) {
        boolean[] seen = new boolean[head.length];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(source);
        seen[source] = true;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            if (u == sink) {
                return true;
            }
            for (int a = head[u]; a != -1; a = next[a]) {
                // even arcs are the edges themselves, odd ones their residual reverses
                if ((a & 1) == 0 && Double.isInfinite(cap[a >> 1]) && !seen[arcTo[a]]) {
                    seen[arcTo[a]] = true;
                    queue.add(arcTo[a]);
                }
            }
        }
        return false;
    }

    private static boolean levels(int source, int sink, double[] residual, int[] head, int[] next, int[] arcTo,
                                  int[] level) {
        Arrays.fill(level, -1);
        level[source] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(source);
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int a = head[u]; a != -1; a = next[a]) {
                if (residual[a] > EPS && level[arcTo[a]] < 0) {
                    level[arcTo[a]] = level[u] + 1;
                    queue.add(arcTo[a]);
                }
            }
        }
        return level[sink] >= 0;
    }

    /** One augmenting path in the level graph, depth first; recursion depth is at most the node count. */
    private static double push(int u, int sink, double limit, double[] residual, int[] next, int[] arcTo,
                               int[] level, int[] iter) {
        if (u == sink) {
            return limit;
        }
        for (; iter[u] != -1; iter[u] = next[iter[u]]) {
            int a = iter[u];
            int v = arcTo[a];
            if (residual[a] > EPS && level[v] == level[u] + 1) {
                double d = push(v, sink, Math.min(limit, residual[a]), residual, next, arcTo, level, iter);
                if (d > EPS) {
                    residual[a] -= d;
                    residual[a ^ 1] += d;
                    return d;
                }
            }
        }
        return 0;
    }

    private static boolean[] reachable(int source, double[] residual, int[] head, int[] next, int[] arcTo) {
        boolean[] seen = new boolean[head.length];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(source);
        seen[source] = true;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int a = head[u]; a != -1; a = next[a]) {
                if (residual[a] > EPS && !seen[arcTo[a]]) {
                    seen[arcTo[a]] = true;
                    queue.add(arcTo[a]);
                }
            }
        }
        return seen;
    }
}
