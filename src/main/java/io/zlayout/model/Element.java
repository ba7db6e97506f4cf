package io.zlayout.model;

/**
 * Every fact of the site model: it has a stable identity string (see {@link Ids}) and the place it
 * was read from.
 */
public interface Element {

    /** The stable identity, e.g. {@code chpid:0.50} or {@code volume:IBM.2107-75DWA61/1000}. */
    String identity();

    SourceRef source();
}
