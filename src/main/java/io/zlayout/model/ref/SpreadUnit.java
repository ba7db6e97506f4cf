package io.zlayout.model.ref;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The unit a layout spreads volumes over: the rank a volume sits on, or the ranks it may span (the ranks its
 * extents are on, or every rank of its pool where the export does not tell which), or where no rank is known its
 * extent pool, else its LSS. Two volumes on the same ranks, listed in any order, have equal units ({@code R2+R0} is
 * the same spread as {@code R0+R2}). Made once, where the placement is made, and compared and keyed as a value.
 *
 * @param ranks the ranks, distinct and in identity order; empty where no rank is known
 * @param pool  the extent pool where no rank is known; else null
 * @param lss   the LSS where neither a rank nor the pool is known; else null
 */
public record SpreadUnit(List<RankRef> ranks, PoolRef pool, LssRef lss) {

    private static final Comparator<RankRef> ORDER = Comparator.comparing(RankRef::image).thenComparing(RankRef::id);

    /** Keeps the most precise of what it is given: the ranks, else the pool, else the LSS (which must be given). */
    public SpreadUnit {
        ranks = ranks == null ? List.of() : distinct(ranks);
        if (!ranks.isEmpty()) {
            pool = null;
            lss = null;
        } else if (pool != null) {
            lss = null;
        } else {
            Objects.requireNonNull(lss, "a unit without ranks or pool needs its LSS");
        }
    }

    private static List<RankRef> distinct(List<RankRef> ranks) {
        if (ranks.size() <= 1) {
            return List.copyOf(ranks);
        }
        List<RankRef> sorted = new ArrayList<>(ranks);
        sorted.sort(ORDER);
        List<RankRef> out = new ArrayList<>(sorted.size());
        for (RankRef r : sorted) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(r)) {
                out.add(r);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The unit's identity: a rank's, the ranks' joined by {@code +}
     * ({@code rank:IBM.2107-75AB121/R0+rank:IBM.2107-75AB121/R2}), the pool's or the LSS's.
     */
    public String identity() {
        if (ranks.isEmpty()) {
            return pool != null ? pool.identity() : lss.identity();
        }
        return String.join("+", ranks.stream().map(RankRef::identity).toList());
    }

    /** The unit in words: {@code rank R3}, {@code ranks R0+R2}, {@code pool P0}, {@code lss 10}. */
    public String display() {
        if (ranks.isEmpty()) {
            return pool != null ? "pool " + pool.display() : "lss " + lss.display();
        }
        return (ranks.size() == 1 ? "rank " : "ranks ") + String.join("+", ranks.stream().map(RankRef::display).toList());
    }

    @Override
    public String toString() {
        return identity();
    }
}
