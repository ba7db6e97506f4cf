package io.zlayout.testing;

import io.zlayout.model.AllocationMethod;
import io.zlayout.model.RankExtent;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.StorageTopology;

import java.util.List;

/**
 * Placements for tests that build plans by hand: a volume on one rank (a single-rank pool, as an ESS array or a
 * DS8000 laid out one rank per pool places it), so that a disk's rank, DA pair and words are its placement's as the
 * planner makes them.
 */
public final class Placements {

    private Placements() {
    }

    /**
     * The placement of {@code volume} ({@code kind} {@code FB} or {@code CKD}) on {@code rank}, in rank group
     * {@code server}, on the DA pair {@code daPair} (null: not told).
     */
    public static StorageTopology.Placement onRank(VolumeRef volume, String kind, RankRef rank, int server,
                                                   Integer daPair) {
        Volume v = new Volume(volume.image(), volume.id(), null, VolumeKind.valueOf(kind), null, null, null, null,
                null, null, List.of(new RankExtent(rank.id(), null)), null, AllocationMethod.SINGLE_RANK, null);
        return new StorageTopology.Placement(v, new LssRef(volume.image(), volume.id().lss()), server, null,
                List.of(rank), true, daPair == null ? List.of() : List.of(daPair), AllocationMethod.SINGLE_RANK);
    }
}
