package io.zlayout.model.ref;


import java.util.Objects;
import java.util.Optional;

/**
 * A host adapter of a storage image: {@code hostadapter:<image>/<EE>.<slot>}, shown as {@code EE.slot}; ordered as
 * its identity is.
 */
public record HostAdapterRef(String image, int enclosure, int slot) implements ElementRef, Comparable<HostAdapterRef> {

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

    /**
     * The order of the identities; on one image, with two-digit enclosures and one-digit slots (every DS8000), of
     * the numbers, without making the identities.
     */
    @Override
    public int compareTo(HostAdapterRef o) {
        if (image.equals(o.image) && enclosure < 100 && o.enclosure < 100 && slot < 10 && o.slot < 10) {
            return enclosure != o.enclosure ? Integer.compare(enclosure, o.enclosure) : Integer.compare(slot, o.slot);
        }
        return identity().compareTo(o.identity());
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
