package io.zlayout.model.ref;

import io.zlayout.model.Ids;
import io.zlayout.model.id.VolumeId;

import java.util.Objects;
import java.util.Optional;

/** A volume of a storage image: {@code volume:<image>/<LLVV>}, shown as {@code LLVV}; ordered as its identity is. */
public record VolumeRef(String image, VolumeId id) implements ElementRef, Comparable<VolumeRef> {

    public VolumeRef {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(id, "id");
    }

    /** The volume of an identity {@code volume:<image>/<LLVV>}; empty for any other text. */
    public static Optional<VolumeRef> parse(String identity) {
        return ElementRef.parse(identity, "volume",
                (image, id) -> VolumeId.tryParse(id).map(v -> new VolumeRef(image, v)));
    }

    /** The LSS its id names ({@code LL} of {@code LLVV}). */
    public LssRef lss() {
        return new LssRef(image, id.lss());
    }

    /** The order of the identities; on one image (the usual case), of the ids, without making the identities. */
    @Override
    public int compareTo(VolumeRef o) {
        return image.equals(o.image) ? id.compareTo(o.id) : identity().compareTo(o.identity());
    }

    @Override
    public String identity() {
        return Ids.volume(image, id);
    }

    @Override
    public String display() {
        return id.toString();
    }

    @Override
    public String toString() {
        return identity();
    }
}
