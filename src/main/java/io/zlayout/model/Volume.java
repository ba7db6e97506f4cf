package io.zlayout.model;

import io.zlayout.model.id.LssId;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.ref.VolumeRef;

import java.util.List;

/**
 * A storage volume {@code LLVV}: LSS {@code LL}, volume {@code VV}.
 *
 * @param dataType       FB 512, FB 520P, 3390-9, ... as exported
 * @param volumeType     CKD: "CKD Base" or "CKD Alias"; null for FB
 * @param pool           extent pool id or null
 * @param capacityBytes  capacity in bytes or null (CKD: from cylinders where only those are known)
 * @param cylinders      CKD cylinders or null
 * @param baseVolume     for an alias: its base volume, else null
 * @param rankExtents    the ranks the volume has extents on, where the export tells (showfbvol -rank, ESS
 *                       location); empty means "any rank of its pool"
 * @param volser         CKD volume serial or null
 * @param allocation     the extent allocation method the export tells ({@code eam}, {@code allocmethod}), or null
 */
public record Volume(String image, VolumeId id, String name, VolumeKind kind, String dataType, String volumeType,
                     String pool, Long capacityBytes, Integer cylinders, VolumeId baseVolume,
                     List<RankExtent> rankExtents, String volser, AllocationMethod allocation, SourceRef source)
        implements Mergeable, ImageScoped {

    public Volume {
        rankExtents = rankExtents == null ? List.of() : List.copyOf(rankExtents);
    }

    /** A volume whose export does not tell its allocation method. */
    public Volume(String image, VolumeId id, String name, VolumeKind kind, String dataType, String volumeType,
                  String pool, Long capacityBytes, Integer cylinders, VolumeId baseVolume,
                  List<RankExtent> rankExtents, String volser, SourceRef source) {
        this(image, id, name, kind, dataType, volumeType, pool, capacityBytes, cylinders, baseVolume, rankExtents,
                volser, null, source);
    }

    /** This volume with the extents {@code showfbvol -rank} / {@code showckdvol -rank} listed. */
    public Volume withRankExtents(List<RankExtent> extents) {
        return new Volume(image, id, name, kind, dataType, volumeType, pool, capacityBytes, cylinders, baseVolume,
                extents, volser, allocation, source);
    }

    /** True for a CKD alias (HyperPAV or PAV): a second address of the LCU's bases, with no data of its own. */
    public boolean alias() {
        return volumeType != null && volumeType.toLowerCase(java.util.Locale.ROOT).contains("alias");
    }

    public LssId lss() {
        return id.lss();
    }

    /** The volume number within its LSS: the unit address of a CKD base device. */
    public int number() {
        return id.number();
    }

    @Override
    public String identity() {
        return Ids.volume(image, id);
    }

    /** The image and the volume id the identity is made of: the volume's reference. */
    @Override
    public VolumeRef key() {
        return new VolumeRef(image, id);
    }

    @Override
    public Volume withImage(String image) {
        return new Volume(image, id, name, kind, dataType, volumeType, pool, capacityBytes, cylinders, baseVolume,
                rankExtents, volser, allocation, source);
    }
}
