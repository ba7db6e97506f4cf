package io.zlayout.model;

import io.zlayout.model.id.LssId;
import io.zlayout.model.id.VolumeId;

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

    /** The image and the volume id the identity is made of. */
    @Override
    public Key key() {
        return new Key(image, id);
    }

    /**
     * A volume's identity as a value: equal exactly when the identity strings are ({@code volume:<image>/<id>},
     * where the id is always four hex digits). The model's one record that writes {@code equals} and
     * {@code hashCode} out, with the values the generated ones give: it keys the merge and the site index of every
     * volume, where the written-out ones are 2.6-3 times as fast (docs/performance.md, {@code IdKeysBenchmark}).
     */
    public record Key(String image, VolumeId id) {

        /** The key of a canonical volume identity ({@code volume:IBM.2107-75DWA61/1000}); empty for any other text. */
        public static java.util.Optional<Key> of(String identity) {
            if (identity == null || !identity.startsWith(PREFIX)) {
                return java.util.Optional.empty();
            }
            int slash = identity.lastIndexOf('/');
            if (slash <= PREFIX.length()) {
                return java.util.Optional.empty();
            }
            String image = identity.substring(PREFIX.length(), slash);
            return VolumeId.tryParse(identity.substring(slash + 1)).map(v -> new Key(image, v))
                    .filter(k -> identity.equals(k.toString()));
        }

        /** The identity string. */
        @Override
        public String toString() {
            return Ids.volume(image, id);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.id.value() == id.value() && k.image.equals(image);
        }

        @Override
        public int hashCode() {
            return 31 * image.hashCode() + id.value();
        }
    }

    private static final String PREFIX = "volume:";

    @Override
    public Volume withImage(String image) {
        return new Volume(image, id, name, kind, dataType, volumeType, pool, capacityBytes, cylinders, baseVolume,
                rankExtents, volser, allocation, source);
    }
}
