package io.zlayout.model;

/**
 * Every fact of the site model: it has a stable identity string (see {@link Ids}) and the place it
 * was read from.
 */
public interface Element {

    /** The stable identity, e.g. {@code chpid:0.50} or {@code volume:IBM.2107-75DWA61/1000}. */
    String identity();

    /**
     * A value equal for two elements of one class exactly when their identities are equal: the identity
     * itself, or for the numerous kinds a record of the values the identity is made of, which is cheaper than
     * the text to make and to hash (a maximal site has 261,120 volumes).
     */
    default Object key() {
        return identity();
    }

    SourceRef source();
}
