package io.zlayout.model.ref;


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
        return identityOf(image, enclosure);
    }

    @Override
    public String toString() {
        return identity();
    }

    /** The identity of I/O enclosure {@code enclosure} of {@code image}: {@code enclosure:<image>/<EE>}. */
    public static String identityOf(String image, int enclosure) {
        return ElementRef.scoped("enclosure", image, twoDigits(enclosure));
    }

    /** {@code %02d}: at least two digits, zero-padded (String.format costs more than the rest of a join). */
    static String twoDigits(int v) {
        return v >= 0 && v < 10 ? "0" + v : String.valueOf(v);
    }
}
