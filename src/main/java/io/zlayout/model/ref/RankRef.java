package io.zlayout.model.ref;


import java.util.Objects;
import java.util.Optional;

/** A rank (array) of a storage image: {@code rank:<image>/<id>}, shown as its id ({@code R3}). */
public record RankRef(String image, String id) implements ElementRef {

    public RankRef {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(id, "id");
    }

    /** The rank of an identity {@code rank:<image>/<id>}; empty for any other text. */
    public static Optional<RankRef> parse(String identity) {
        return ElementRef.parse(identity, "rank", (image, id) -> Optional.of(new RankRef(image, id)));
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

    /** The identity of the rank {@code id} of {@code image}: {@code rank:<image>/<id>}. */
    public static String identityOf(String image, String id) {
        return ElementRef.scoped("rank", image, id);
    }
}
