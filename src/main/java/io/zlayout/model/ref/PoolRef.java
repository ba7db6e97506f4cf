package io.zlayout.model.ref;


import java.util.Objects;
import java.util.Optional;

/** An extent pool of a storage image: {@code pool:<image>/<id>}, shown as its id ({@code P0}). */
public record PoolRef(String image, String id) implements ElementRef {

    public PoolRef {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(id, "id");
    }

    /** The pool of an identity {@code pool:<image>/<id>}; empty for any other text. */
    public static Optional<PoolRef> parse(String identity) {
        return ElementRef.parse(identity, "pool", (image, id) -> Optional.of(new PoolRef(image, id)));
    }

    @Override
    public String identity() {
        return identityOf(image, id);
    }

    @Override
    public String display() {
        return id;
    }

    @Override
    public String toString() {
        return identity();
    }

    /** The identity of the extent pool {@code id} of {@code image}: {@code pool:<image>/<id>}. */
    public static String identityOf(String image, String id) {
        return ElementRef.scoped("pool", image, id);
    }
}
