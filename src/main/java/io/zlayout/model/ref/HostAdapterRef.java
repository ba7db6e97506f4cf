package io.zlayout.model.ref;


import java.util.Objects;
import java.util.Optional;

/** A host adapter of a storage image: {@code hostadapter:<image>/<EE>.<slot>}, shown as {@code EE.slot}. */
public record HostAdapterRef(String image, int enclosure, int slot) implements ElementRef {

    public HostAdapterRef {
        Objects.requireNonNull(image, "image");
    }

    /** The host adapter of an identity {@code hostadapter:<image>/<EE>.<slot>}; empty for any other text. */
    public static Optional<HostAdapterRef> parse(String identity) {
        return ElementRef.parse(identity, "hostadapter", (image, id) -> {
            int dot = id.indexOf('.');
            return dot <= 0 ? Optional.empty() : ElementRef.number(id.substring(0, dot)).flatMap(
                    e -> ElementRef.number(id.substring(dot + 1)).map(s -> new HostAdapterRef(image, e, s)));
        });
    }

    @Override
    public String identity() {
        return identityOf(image, enclosure, slot);
    }

    @Override
    public String toString() {
        return identity();
    }

    /** The identity of the host adapter in {@code slot} of I/O enclosure {@code enclosure} of {@code image}. */
    public static String identityOf(String image, int enclosure, int slot) {
        return ElementRef.scoped("hostadapter", image, EnclosureRef.twoDigits(enclosure) + "." + slot);
    }
}
