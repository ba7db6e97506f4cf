package io.zlayout.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The free volumes of one kind, indexed so that a disk slot finds the planner's best choice without looking
 * at every free volume or every rank.
 *
 * <p>A slot's cost is lexicographic (see {@link Planner}): the guest's load on the rank, the site's load on
 * the rank, the guest's and the site's load on the DA pairs, the guest's load on the server and LSS, the
 * site's load on the LSS, whether the volume is one the guest has, then the lowest volume identity. Only the
 * first and the third depend on the guest, and only through the few ranks it already has. So volumes are kept
 * in <em>groups</em> (rank, LSS, server, DA pairs), and groups in <em>cells</em> (site load on the rank, DA
 * pairs, LSS, server) ordered by their lowest free volume: every group of a cell whose rank the guest does not
 * use costs the same, so the cell's first such group is the only one a slot looks at. A slot then compares
 * one volume per cell of the lowest rank loads (a few thousand at most on the largest DS8000) plus the groups of
 * the guest's own ranks and its current volumes — where the plain scan compared one per (rank, LSS) group,
 * some 65,000 on a maximal site. The choice is the same as looking at every group: {@code PlannerTest} holds
 * the planner to the plans of that exhaustive search on random sites.
 */
final class FreeVolumes {

    /**
     * Free volumes of one rank, LSS, server and DA-pair set, in identity order. Volumes only ever leave the
     * index (a released volume is offered beside it, not put back), so the group is its members in order, a
     * mark per member taken, and a cursor past the taken ones at the front.
     */
    static final class Group {
        final int rank;
        final int lss;
        final int server;
        final long cell;
        private Candidate[] members = new Candidate[4];
        private boolean[] gone;
        private int count;
        private int cursor;
        private int free;
        /** The order of the lowest free volume while filed (the cells' order). */
        int firstOrder;
        /** The rank load under which the group is filed; -1 when not filed. */
        int filedLoad = -1;

        Group(int rank, int lss, int server, long cell) {
            this.rank = rank;
            this.lss = lss;
            this.server = server;
            this.cell = cell;
        }

        /** Adds {@code c}, which comes after every member in identity order; returns its position. */
        private int add(Candidate c) {
            if (count > 0 && members[count - 1].order() == c.order()) {
                members[count - 1] = c; // the same identity twice: the later one stands, as a map by identity keeps it
                return count - 1;
            }
            if (count == members.length) {
                members = Arrays.copyOf(members, count * 2);
            }
            members[count] = c;
            free++;
            return count++;
        }

        private void seal() {
            members = Arrays.copyOf(members, count);
            gone = new boolean[count];
        }

        /** Takes the member at {@code position} out; false when it was out already. */
        private boolean take(int position) {
            if (gone[position]) {
                return false;
            }
            gone[position] = true;
            free--;
            while (cursor < count && gone[cursor]) {
                cursor++;
            }
            return true;
        }

        boolean isEmpty() {
            return free == 0;
        }

        /** The lowest free volume; the group has one. */
        Candidate first() {
            return members[cursor];
        }
    }

    /** Groups of equal cost for a guest that does not use their ranks, lowest free volume first. */
    static final class Cell {
        final int lss;
        final int server;
        /** The DA-pair set, as an index into {@link #signatures()}. */
        final int signature;
        final TreeSet<Group> groups = new TreeSet<>(BY_FIRST);

        Cell(int lss, int server, int signature) {
            this.lss = lss;
            this.server = server;
            this.signature = signature;
        }
    }

    private static final Comparator<Group> BY_FIRST = (a, b) -> {
        int c = Integer.compare(a.firstOrder, b.firstOrder);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(a.rank, b.rank);
        return c != 0 ? c : Long.compare(a.cell, b.cell);
    };

    private final int[] rankLoad;
    /** By a candidate's {@link Candidate#order}: its group and its position there; null outside the index. */
    private final Group[] groupOf;
    private final int[] positionOf;
    private final Map<Integer, List<Group>> byRank = new HashMap<>();
    private final List<Group> all = new ArrayList<>();
    /** Site load on the rank -> cell key -> cell. */
    private final TreeMap<Integer, Map<Long, Cell>> levels = new TreeMap<>();
    private int size;
    /** The distinct DA-pair sets of the volumes. */
    private final List<int[]> signatures = new ArrayList<>();

    /** Indexes {@code free}, in identity order; {@code rankLoad} is the planner's live array of loads per rank. */
    FreeVolumes(List<Candidate> free, int[] rankLoad) {
        this.rankLoad = rankLoad;
        int orders = 0;
        for (Candidate c : free) {
            orders = Math.max(orders, c.order() + 1);
        }
        groupOf = new Group[orders];
        positionOf = new int[orders];
        Map<Object, Integer> bySignature = new HashMap<>();
        Map<Long, Map<Integer, Group>> groups = new HashMap<>();
        for (Candidate c : free) {
            int sig = bySignature.computeIfAbsent(signatureKey(c.daPairs()), k -> {
                signatures.add(c.daPairs());
                return signatures.size() - 1;
            });
            long cell = (long) sig << 40 | (long) c.lss() << 20 | c.server();
            Group g = groups.computeIfAbsent(cell, k -> new HashMap<>()).computeIfAbsent(c.rank(), k -> {
                Group n = new Group(c.rank(), c.lss(), c.server(), cell);
                byRank.computeIfAbsent(c.rank(), r -> new ArrayList<>()).add(n);
                all.add(n);
                return n;
            });
            positionOf[c.order()] = g.add(c);
            groupOf[c.order()] = g;
            size++;
        }
        for (Group g : all) {
            g.seal();
            file(g);
        }
    }

    /**
     * A DA-pair set as a map key, whatever the order of its pairs: up to three pairs (what a volume's extents
     * show) packed into a long, more into a list.
     */
    static Object signatureKey(int[] daPairs) {
        int[] das = daPairs.clone();
        Arrays.sort(das);
        if (das.length <= 3 && (das.length == 0 || das[das.length - 1] < 1 << 20)) {
            long key = (long) das.length << 60;
            for (int i = 0; i < das.length; i++) {
                key |= (long) das[i] << (20 * i);
            }
            return key;
        }
        return Arrays.stream(das).boxed().toList();
    }

    /** Every group, free or not: for the exhaustive search that tests hold the index to. */
    List<Group> groups() {
        return all;
    }

    /** How many volumes are free. */
    int size() {
        return size;
    }

    /** The distinct DA-pair sets, indexed by {@link Cell#signature}. */
    List<int[]> signatures() {
        return signatures;
    }

    /** The groups of one rank (free or not). */
    List<Group> ofRank(int rank) {
        return byRank.getOrDefault(rank, List.of());
    }

    /** The levels of site rank load, lowest first. */
    Iterable<Map.Entry<Integer, Map<Long, Cell>>> levels() {
        return levels.entrySet();
    }

    /** The first group of {@code cell} whose rank the guest does not use ({@code guestRank} 0), or null. */
    static Group firstUnused(Cell cell, int[] guestRank) {
        for (Group g : cell.groups) {
            if (guestRank[g.rank] == 0) {
                return g;
            }
        }
        return null;
    }

    /**
     * Before the planner counts {@code c} as taken: takes its rank's groups out of their cells (the rank's load
     * is about to change) and {@code c} out of its group. {@link #refile} puts them back.
     */
    void remove(Candidate c) {
        // a volume outside the index (one the guest has today, or one another guest released) still loads its rank
        for (Group r : ofRank(c.rank())) {
            unfile(r);
        }
        int order = c.order();
        Group g = order < groupOf.length ? groupOf[order] : null;
        if (g != null && g.take(positionOf[order])) {
            size--;
        }
    }

    /** After the planner counted {@code c}: files its rank's groups under the rank's new load. */
    void refile(Candidate c) {
        for (Group r : ofRank(c.rank())) {
            if (r.filedLoad < 0) {
                file(r);
            }
        }
    }

    private void file(Group g) {
        if (g.isEmpty()) {
            return;
        }
        int load = rankLoad[g.rank];
        g.firstOrder = g.first().order();
        levels.computeIfAbsent(load, k -> new HashMap<>())
                .computeIfAbsent(g.cell, k -> new Cell(g.lss, g.server, (int) (g.cell >>> 40))).groups.add(g);
        g.filedLoad = load;
    }

    private void unfile(Group g) {
        if (g.filedLoad < 0) {
            return;
        }
        Map<Long, Cell> level = levels.get(g.filedLoad);
        Cell cell = level.get(g.cell);
        cell.groups.remove(g);
        if (cell.groups.isEmpty()) {
            level.remove(g.cell);
            if (level.isEmpty()) {
                levels.remove(g.filedLoad);
            }
        }
        g.filedLoad = -1;
    }
}
