package io.zlayout.plan;

import io.zlayout.model.Ids;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;

import java.util.List;

/**
 * One planned disk.
 *
 * @param volume    the volume (its image and {@code LLVV})
 * @param kind      FB or CKD
 * @param rank      the rank (null when the export does not tell, or the volume spans several)
 * @param lss       the LSS / LCU
 * @param server    0 or 1
 * @param daPair    DA pair, or null
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
 * @param ranks     the ranks the volume's extents are known to be on: {@code rank} alone, or several for a
 *                  volume the export shows spread over ranks (then {@code rank} is null); empty when not known
 */
public record PlannedDisk(VolumeRef volume, String kind, RankRef rank, LssRef lss, int server, Integer daPair,
                          DeviceNumber device, FcpLun lun, Wwid wwid, Long sizeBytes, Integer cylinders,
                          String volser, DeviceNumber vdev, boolean kept, String heldBy, List<RankRef> ranks) {

    public PlannedDisk {
        ranks = ranks == null ? (rank == null ? List.of() : List.of(rank)) : List.copyOf(ranks);
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
        return new PlannedDisk(volume, kind, rank, lss, server, daPair, device, lun, wwid, sizeBytes, cylinders, volser,
                vdev, kept, heldBy, ranks);
    }
}
