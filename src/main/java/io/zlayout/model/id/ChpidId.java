package io.zlayout.model.id;

import java.util.Arrays;
import java.util.Optional;

/**
 * A channel path id (CHPID) within one channel subsystem: 00-FF. Parsed from 1-2 hex digits, with or without
 * {@code 0x}; formatted as 2 upper-case hex digits ({@code 50}, {@code 0C}), as IOCP, CP and lschp show it.
 * Which CSS it belongs to is the record's business (model.Chpid, model.CuPath), not the id's.
 */
public record ChpidId(int value) implements Comparable<ChpidId> {

    private static final ChpidId[] ALL = new ChpidId[256];

    static {
        Arrays.setAll(ALL, ChpidId::new);
    }

    public ChpidId {
        Hex.range(value, 0xff, "a CHPID 00-FF");
    }

    /** The one instance of a CHPID (a deck names each CHPID on every CNTLUNIT path). */
    public static ChpidId of(int value) {
        return ALL[Hex.range(value, 0xff, "a CHPID 00-FF")];
    }

    public static ChpidId parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("a CHPID of 1-2 hex digits", text));
    }

    public static Optional<ChpidId> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        int v = Hex.value(text, 2);
        return v < 0 ? Optional.empty() : Optional.of(ALL[v]);
    }

    @Override
    public int compareTo(ChpidId o) {
        return Integer.compare(value, o.value);
    }

    /** 2 upper-case hex digits. */
    @Override
    public String toString() {
        return Hex.two(value);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChpidId other && other.value == value;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(value);
    }
}
