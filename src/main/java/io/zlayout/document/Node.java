package io.zlayout.document;


import io.zlayout.model.SourceRef;


/**
 * One value of a document: a {@link MapNode}, a {@link ListNode} or a {@link Scalar}, with where it was
 * written. The {@code as…} accessors say what the caller expected; anything else, null included, is an
 * {@link DocumentException} at the node's line and column.
 */
public sealed interface Node permits MapNode, ListNode, Scalar {

    SourceRef at();

    /** What the node is, for "found …" in messages: "a mapping", "a list", "nothing (null)", a quoted value. */
    String describe();

    default MapNode asMap(String expected) throws DocumentException {
        if (this instanceof MapNode m) {
            return m;
        }
        throw new DocumentException(at(), expected, describe());
    }

    default ListNode asList(String expected) throws DocumentException {
        if (this instanceof ListNode l) {
            return l;
        }
        throw new DocumentException(at(), expected, describe());
    }

    /** A scalar's text (strings, numbers and booleans as written), stripped; never null. */
    default String asText(String expected) throws DocumentException {
        if (this instanceof Scalar s && s.kind() != Scalar.Kind.NULL) {
            return s.text().strip();
        }
        throw new DocumentException(at(), expected, describe());
    }

    default boolean isNull() {
        return this instanceof Scalar s && s.kind() == Scalar.Kind.NULL;
    }
}
