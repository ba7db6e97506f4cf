package io.zlayout.model.ref;

import io.zlayout.model.Ids;

import java.util.Objects;
import java.util.Optional;

/** A host adapter of a storage image: {@code hostadapter:<image>/<EE>.<slot>}, shown as {@code EE.slot}. */
public record HostAdapterRef(String image, int enclosure, int slot) implements ElementRef {

    public HostAdapterRef {
        Objects.requireNonNull(image, "image");
    }

    /** The host adapter of an identity {@code hostadapter:<image>/<EE>.<slot>}; empty for any other text. */
    public static Optional<HostAdapterRef> parse(String identity) {
        String image = ElementRef.imageOf(identity, "hostadapter");
        String id = ElementRef.idOf(identity, "hostadapter");
        int dot = id == null ? -1 : id.indexOf('.');
        if (image == null || dot <= 0 || dot == id.length() - 1) {
            return Optional.empty();
        }
        try {
            return Optional.of(new HostAdapterRef(image, Integer.parseInt(id.substring(0, dot)),
                    Integer.parseInt(id.substring(dot + 1))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    @Override
    public String identity() {
        return Ids.hostAdapter(image, enclosure, slot);
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
