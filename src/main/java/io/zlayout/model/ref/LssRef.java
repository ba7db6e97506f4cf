package io.zlayout.model.ref;

import io.zlayout.model.id.LssId;

import java.util.Objects;
import java.util.Optional;

/** An LSS (FB) or LCU (CKD) of a storage image: {@code lss:<image>/<LL>}, shown as {@code LL}. */
public record LssRef(String image, LssId id) implements ElementRef, Comparable<LssRef> {

    public LssRef {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(id, "id");
    }

    /** The LSS of an identity {@code lss:<image>/<LL>}; empty for any other text. */
    public static Optional<LssRef> parse(String identity) {
        return ElementRef.parse(identity, "lss", (image, id) -> LssId.tryParse(id).map(l -> new LssRef(image, l)));
    }

    /** In the order of the identities: by image, then by LSS (two hex digits order as their values do). */
    @Override
    public int compareTo(LssRef o) {
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
    public String toString() {
        return identity();
    }

    /** The identity of the LSS {@code id} of {@code image}: {@code lss:<image>/<id>}. */
    public static String identityOf(String image, LssId id) {
        return ElementRef.scoped("lss", image, id);
    }
}
