package io.zlayout.model.ref;

import io.zlayout.model.id.VolumeId;

import java.util.Objects;
import java.util.Optional;

/**
 * A volume of a storage image: {@code volume:<image>/<LLVV>}, shown as {@code LLVV}; ordered as its identity is.
 * It is the model's key of a volume ({@link io.zlayout.model.Volume#key()}) and the planner's: equal exactly when
 * the identity strings are (the id is always four hex digits). The one reference that writes {@code equals} and
 * {@code hashCode} out, with the values the generated ones give: it keys the merge, the site index and the
 * planner's bookkeeping of every volume, where the written-out ones are 2.6-3 times as fast (docs/performance.md,
 * {@code IdKeysBenchmark}).
 */
public record VolumeRef(String image, VolumeId id) implements ElementRef, Comparable<VolumeRef> {

    public VolumeRef {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(id, "id");
    }

    /**
     * The volume of a canonical identity {@code volume:<image>/<LLVV>} ({@code volume:IBM.2107-75DWA61/1000}: an
     * image, four upper-case hex digits); empty for any other text, so that a name matches only the identity it is.
     */
    public static Optional<VolumeRef> parse(String identity) {
        return ElementRef.parse(identity, "volume",
                (image, id) -> image.isEmpty() ? Optional.<VolumeRef>empty()
                        : VolumeId.tryParse(id).map(v -> new VolumeRef(image, v)))
                .filter(r -> identity.equals(r.identity()));
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
        return identityOf(image, id);
    }

    @Override
    public String display() {
        return id.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VolumeRef r && r.id.value() == id.value() && r.image.equals(image);
    }

    @Override
    public int hashCode() {
        return 31 * image.hashCode() + id.value();
    }

    @Override
    public String toString() {
        return identity();
    }

    /** The identity of the volume {@code id} of {@code image}: {@code volume:<image>/<id>}. */
    public static String identityOf(String image, VolumeId id) {
        return ElementRef.scoped("volume", image, id);
    }
}
