package io.zlayout.plan;

import io.zlayout.model.Ids;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.StorageTopology;

import java.util.List;
import java.util.Objects;

/**
 * One planned disk: a volume, where the site places it, and what the guest is given. Its kind, rank, LSS, server
 * and DA pair are its placement's ({@link #placement()}), asked of it rather than held beside it.
 *
 * @param volume    the volume (its image and {@code LLVV})
 * @param placement where the site places the volume (the one placement every output states)
 * @param device    CKD: the base device number the guest gets; FCP: null
 * @param lun       FCP: the 64-bit FCP LUN {@code 0x40LL40VV00000000} (ESS: {@code 0x5400000000000000}); else null
 * @param wwid      FCP: the DM-multipath WWID where the image's WWNN is known; else null
 * @param sizeBytes capacity in bytes, or null
 * @param cylinders CKD cylinders, or null
 * @param volser    CKD volume serial: the export's, else the volume's name where it is a valid label; or null
 * @param vdev      ECKD and minidisk: the guest's virtual device number — its vdev today for a kept disk, else
 *                  one neither its entry nor its profiles use; FCP: null
 * @param kept      true when the guest has this volume today (at {@code vdev}, or as a captured LUN) and keeps
 *                  it: the entry needs no statement for it
 * @param heldBy    the guest that holds the volume today when that is another guest (only where the intent
 *                  allows reusing released volumes); else null
 */
public record PlannedDisk(VolumeRef volume, StorageTopology.Placement placement, DeviceNumber device, FcpLun lun,
                          Wwid wwid, Long sizeBytes, Integer cylinders, String volser, DeviceNumber vdev, boolean kept,
                          String heldBy) {

    public PlannedDisk {
        Objects.requireNonNull(volume, "volume");
        Objects.requireNonNull(placement, "placement");
    }

    /** FB or CKD. */
    public String kind() {
        return placement.volume().kind().name();
    }

    /** The LSS / LCU. */
    public LssRef lss() {
        return placement.lss();
    }

    /** 0 or 1: the rank group. */
    public int server() {
        return placement.server();
    }

    /**
     * The rank, where the volume is placed by rank; null where the export does not tell, or the volume spans its
     * pool's ranks.
     */
    public RankRef rank() {
        return placement.rank();
    }

    /** The DA pair, where the volume is placed by rank on ranks of one DA pair; else null. */
    public Integer daPair() {
        return placement.byRank() && placement.daPairs().size() == 1 ? placement.daPairs().get(0) : null;
    }

    /**
     * The ranks the volume's extents are known to be on: its one rank, or several for a volume the export shows
     * spread over ranks; empty when not known (a volume of a multi-rank pool the export tells no extents of).
     */
    public List<RankRef> ranks() {
        List<RankRef> r = placement.ranks();
        return r.size() == 1 || placement.exact() ? r : List.of();
    }

    /** True when rank and DA-pair claims hold for this disk: it is placed by rank. */
    public boolean byRank() {
        return placement.byRank();
    }

    /**
     * Where the disk lives, in the words every output uses: {@code rank R3}, {@code pool P0, striped over 6 ranks}.
     */
    public String where() {
        return placement.describe();
    }

    /** The storage image id ({@code IBM.2107-75ZL101}). */
    public String image() {
        return volume.image();
    }

    /** The volume's {@code LLVV}. */
    public VolumeId volumeId() {
        return volume.id();
    }

    /** The image's machine type: 2107, 2105, 1750. */
    public String machineType() {
        return Ids.machineType(volume.image());
    }

    /** This disk with another vdev, kept flag and holder: the planner's later rounds. */
    public PlannedDisk with(DeviceNumber vdev, boolean kept, String heldBy) {
        return new PlannedDisk(volume, placement, device, lun, wwid, sizeBytes, cylinders, volser, vdev, kept, heldBy);
    }
}
