package io.zlayout.diff;

import java.util.Comparator;

/**
 * One path of a guest: the CHPID, the FCP device on it (FCP guests; null for ECKD), and the storage I/O port
 * it lands on (null when the fabric is not known). All identities.
 */
public record PathRef(String guest, String chpid, String fcpDevice, String ioPort) implements Comparable<PathRef> {

    private static final Comparator<String> NULLS_FIRST = Comparator.nullsFirst(Comparator.naturalOrder());
    private static final Comparator<PathRef> ORDER = Comparator.comparing(PathRef::guest)
            .thenComparing(PathRef::chpid, NULLS_FIRST)
            .thenComparing(PathRef::fcpDevice, NULLS_FIRST)
            .thenComparing(PathRef::ioPort, NULLS_FIRST);

    @Override
    public int compareTo(PathRef o) {
        return ORDER.compare(this, o);
    }
}
