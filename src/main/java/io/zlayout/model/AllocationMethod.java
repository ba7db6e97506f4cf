package io.zlayout.model;

import java.util.Locale;
import java.util.Optional;

/**
 * How a DS8000 volume's extents were allocated over the ranks of its extent pool, which decides whether a claim
 * about its rank can be made at all. DSCLI prints it as {@code eam} ({@code lsfbvol -l}, {@code lsckdvol -l},
 * {@code showfbvol}, {@code showckdvol}), the REST API as {@code allocmethod}.
 *
 * <p>"The default storage allocation method is storage pool striping. The extents of a volume can be striped
 * across several ranks" (IBM DS8900F Introduction and Planning Guide); Easy Tier "restripes those extents on all
 * available ranks of the extent pool". Only a single-rank pool (or an ESS array) and {@code rotatevols} place a
 * volume on a rank one can name.
 */
public enum AllocationMethod {
    /** The volume's pool has one rank (or an ESS volume on its array): the rank is the pool's. */
    SINGLE_RANK("single-rank pool", true),
    /** {@code rotatevols}: each volume on one rank, the next volume on the next rank. */
    ROTATE_VOLUMES("rotatevols", true),
    /** {@code rotateexts}: storage pool striping, the extents rotated over the pool's ranks. */
    ROTATE_EXTENTS("rotateexts", false),
    /** {@code managed}: Easy Tier places and moves the extents over the pool's ranks. */
    MANAGED("managed", false),
    /** Not told by the export, on a pool of several ranks. */
    UNKNOWN("unknown", false);

    private final String label;
    private final boolean byRank;

    AllocationMethod(String label, boolean byRank) {
        this.label = label;
        this.byRank = byRank;
    }

    /** The word the exports and zlayout's outputs use: {@code rotateexts}, {@code single-rank pool}, ... */
    public String label() {
        return label;
    }

    /** True when a volume so allocated sits on ranks one can place it on: a rank-level claim is meaningful. */
    public boolean byRank() {
        return byRank;
    }

    /**
     * The method an export's {@code eam} / {@code allocmethod} value names; empty for anything else (a value of
     * a later release is then not judged rather than guessed). {@code legacy} (volumes made before the
     * allocation methods existed) filled one rank before the next, as {@code rotatevols} does.
     */
    public static Optional<AllocationMethod> parse(String exported) {
        if (exported == null) {
            return Optional.empty();
        }
        return switch (exported.strip().toLowerCase(Locale.ROOT)) {
            case "rotatevols", "rotate-volumes", "legacy" -> Optional.of(ROTATE_VOLUMES);
            case "rotateexts", "rotate-extents" -> Optional.of(ROTATE_EXTENTS);
            case "managed" -> Optional.of(MANAGED);
            default -> Optional.empty();
        };
    }
}
