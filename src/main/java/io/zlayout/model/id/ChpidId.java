package io.zlayout.model.id;

import java.util.Arrays;
import java.util.Optional;

/**
 * A channel path id (CHPID) within one channel subsystem: 00-FF. Parsed from 1-2 hex digits, with or without
 * {@code 0x}; formatted as 2 upper-case hex digits ({@code 50}, {@code 0C}), as IOCP, CP and lschp show it.
 * Which CSS it belongs to is the record's business (model.Chpid, model.CuPath), not the id's.
 */
public record ChpidId(int value) implements IntId<ChpidId> {

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
        return Hex.parse(text, 2, v -> ALL[v]);
    }

    /** 2 upper-case hex digits. */
    @Override
    public String toString() {
        return Hex.two(value);
    }
}
