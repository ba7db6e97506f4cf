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
        String image = ElementRef.imageOf(identity, "enclosure");
        String id = ElementRef.idOf(identity, "enclosure");
        if (image == null || id == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(new EnclosureRef(image, Integer.parseInt(id)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public String identity() {
        return Ids.ioEnclosure(image, enclosure);
    }

    @Override
    public String display() {
        String id = identity();
        return id.substring(id.lastIndexOf('/') + 1);
    }

    @Override
    public String toString() {
        return identity();
    }
}
