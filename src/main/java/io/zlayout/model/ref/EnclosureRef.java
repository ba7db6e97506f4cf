package io.zlayout.model.ref;

import io.zlayout.model.Ids;

import java.util.Objects;
import java.util.Optional;

/** An I/O enclosure of a storage image: {@code enclosure:<image>/<EE>}, shown as {@code EE}. */
public record EnclosureRef(String image, int enclosure) implements ElementRef {

    public EnclosureRef {
        Objects.requireNonNull(image, "image");
    }

    /** The enclosure of an identity {@code enclosure:<image>/<EE>}; empty for any other text. */
    public static Optional<EnclosureRef> parse(String identity) {
        return ElementRef.parse(identity, "enclosure",
                (image, id) -> ElementRef.number(id).map(e -> new EnclosureRef(image, e)));
    }

    @Override
    public String identity() {
        return Ids.ioEnclosure(image, enclosure);
    }

    @Override
    public String toString() {
        return identity();
    }
}
