package io.zlayout.model.ref;


import java.util.Objects;
import java.util.Optional;

/**
 * An I/O port of a storage image: {@code ioport:<image>/<id>}, shown as its id ({@code I0130}); ordered as its
 * identity is.
 */
public record IoPortRef(String image, String id) implements ElementRef, Comparable<IoPortRef> {

    public IoPortRef {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(id, "id");
    }

    /** The port of an identity {@code ioport:<image>/<id>}; empty for any other text. */
    public static Optional<IoPortRef> parse(String identity) {
        return ElementRef.parse(identity, "ioport", (image, id) -> Optional.of(new IoPortRef(image, id)));
    }

    /**
     * A port as zlayout.yaml {@code fabric:} writes it: {@code <image>/<id>}, or a bare id, put on {@code image};
     * null for a bare id where {@code image} is null (no image to put it on).
     */
    public static IoPortRef written(String text, String image) {
        int slash = text.lastIndexOf('/');
        if (slash > 0) {
            return new IoPortRef(text.substring(0, slash), text.substring(slash + 1));
        }
        return image == null ? null : new IoPortRef(image, text);
    }

    /** The host adapter the port is on, from its id {@code I<EE><S><P>}; empty for an id not of that form. */
    public Optional<HostAdapterRef> hostAdapter() {
        return validId(id) ? Optional.of(new HostAdapterRef(image, enclosureOf(id), slotOf(id)))
                : Optional.empty();
    }

    /** The I/O enclosure the port is in; empty for an id not of the form {@code I<EE><S><P>}. */
    public Optional<EnclosureRef> enclosure() {
        return validId(id) ? Optional.of(new EnclosureRef(image, enclosureOf(id))) : Optional.empty();
    }

    /** The order of the identities; on one image (the usual case), of the ids, without making the identities. */
    @Override
    public int compareTo(IoPortRef o) {
        return image.equals(o.image) ? id.compareTo(o.id) : identity().compareTo(o.identity());
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

    /** The identity of the I/O port {@code id} of {@code image}: {@code ioport:<image>/<id>}. */
    public static String identityOf(String image, String id) {
        return ElementRef.scoped("ioport", image, id);
    }

    /** True for a well-formed port id {@code I<EE><S><P>}: {@code I} + 4 hex digits. */
    public static boolean validId(String id) {
        if (id == null || id.length() != 5 || (id.charAt(0) != 'I' && id.charAt(0) != 'i')) {
            return false;
        }
        for (int i = 1; i < 5; i++) {
            if (Character.digit(id.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The enclosure (ESS: bay) EE of a well-formed port id {@code I<EE><S><P>} (see {@link #validId}). */
    public static int enclosureOf(String id) {
        return Integer.parseInt(id.substring(1, 3), 16);
    }

    /** The slot (ESS: card) S of a well-formed port id {@code I<EE><S><P>}. */
    public static int slotOf(String id) {
        return Character.digit(id.charAt(3), 16);
    }
}
