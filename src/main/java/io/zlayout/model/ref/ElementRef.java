package io.zlayout.model.ref;

import java.util.Optional;
import java.util.function.BiFunction;

/** A typed reference to an element of the site: its identity for the edges, its short form for people. */
public sealed interface ElementRef permits VolumeRef, LssRef, RankRef, PoolRef, IoPortRef, HostAdapterRef, EnclosureRef,
        ChpidRef, FcpDeviceRef {

    /** The identity string ({@code volume:IBM.2107-75DWA61/1000}): what JSON, SARIF and baselines carry. */
    String identity();

    /**
     * The short form people read ({@code 1000}): the element's own id, without its kind and image; the text after
     * the image of its {@link #identity()}.
     */
    default String display() {
        return display(identity());
    }

    /**
     * The reference {@code make} makes of the image and id of an identity {@code kind:<image>/<id>}; empty for any
     * other text (and where {@code make} refuses the id): each reference's {@code parse}.
     */
    static <R extends ElementRef> Optional<R> parse(String identity, String kind,
            BiFunction<String, String, Optional<R>> make) {
        String image = imageOf(identity, kind);
        String id = idOf(identity, kind);
        return image == null || id == null ? Optional.empty() : make.apply(image, id);
    }

    /** {@code <kind>:<image>/<id>}: the identity of an element of a storage image (model/Ids makes the others). */
    static String scoped(String kind, String image, Object id) {
        return kind + ":" + image + "/" + id;
    }

    /** The short form of {@code ref}, or null for none: the one way a report or note shows a reference. */
    static String display(ElementRef ref) {
        return ref == null ? null : ref.display();
    }

    /**
     * The short form of an identity ({@code rank:IBM.2107-75AB121/R3} -> {@code R3}, {@code chpid:0.50} ->
     * {@code 0.50}): a reference's {@link #display()} unless it shows itself otherwise.
     */
    private static String display(String identity) {
        int slash = identity.lastIndexOf('/');
        if (slash >= 0) {
            return identity.substring(slash + 1);
        }
        int colon = identity.indexOf(':');
        return colon >= 0 ? identity.substring(colon + 1) : identity;
    }

    /** The decimal number {@code text} ({@code Integer.parseInt}); empty for any other text. */
    static Optional<Integer> number(String text) {
        try {
            return Optional.of(Integer.parseInt(text));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The image of an identity {@code kind:<image>/<id>}, or null when it is not of that form. */
    static String imageOf(String identity, String kind) {
        if (identity == null || !identity.startsWith(kind + ":")) {
            return null;
        }
        int slash = identity.lastIndexOf('/');
        return slash <= kind.length() ? null : identity.substring(kind.length() + 1, slash);
    }

    /** The id of an identity {@code kind:<image>/<id>}, or null when it is not of that form. */
    static String idOf(String identity, String kind) {
        if (imageOf(identity, kind) == null) {
            return null;
        }
        String id = identity.substring(identity.lastIndexOf('/') + 1);
        return id.isEmpty() ? null : id;
    }
}
