package io.zlayout.model.id;

import java.util.Optional;

/**
 * A channel path id (CHPID) within one channel subsystem: 00-FF. Parsed from 1-2 hex digits, with or without
 * {@code 0x}; formatted as 2 upper-case hex digits ({@code 50}, {@code 0C}), as IOCP, CP and lschp show it.
 * Which CSS it belongs to is the record's business (model.Chpid, model.CuPath), not the id's.
 */
public record ChpidId(int value) implements Comparable<ChpidId> {

    private static final ChpidId[] ALL = new ChpidId[256];
    private static final String[] TEXT = new String[256];

    static {
        for (int v = 0; v < 256; v++) {
            ALL[v] = new ChpidId(v);
            TEXT[v] = Hex.upper(v, 2);
        }
    }

    public ChpidId {
        if (value < 0 || value > 0xff) {
            throw new IdFormatException("a CHPID 00-FF", Integer.toString(value, 16));
        }
    }

    /** The one instance of a CHPID (a deck names each CHPID on every CNTLUNIT path). */
    public static ChpidId of(int value) {
        if (value < 0 || value > 0xff) {
            throw new IdFormatException("a CHPID 00-FF", Integer.toString(value, 16));
        }
        return ALL[value];
    }

    public static ChpidId parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("a CHPID of 1-2 hex digits", text));
    }

    public static Optional<ChpidId> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = Hex.bare(text);
        return Hex.digits(t, 2) ? Optional.of(ALL[Integer.parseInt(t, 16)]) : Optional.empty();
    }

    @Override
    public int compareTo(ChpidId o) {
        return Integer.compare(value, o.value);
    }

    /** 2 upper-case hex digits. */
    @Override
    public String toString() {
        return TEXT[value];
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
