package io.zlayout.model.id;

/**
 * An identifier that is a number (a device, control unit, CHPID, LSS or volume number): ordered by its value, as
 * IOCP, CP and the exports list them. Each such identifier stays a type of its own, so that a map of one asked
 * with another does not compile.
 *
 * @param <T> the identifier's own type
 */
public interface IntId<T extends IntId<T>> extends Comparable<T> {

    /** The number. */
    int value();

    @Override
    default int compareTo(T o) {
        return Integer.compare(value(), o.value());
    }
}
