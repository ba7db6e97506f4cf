package io.zlayout.model.id;

import java.util.Optional;

/**
 * A DS8000/ESS logical subsystem (FB) or logical control unit (CKD) number: 00-FF, the {@code LL} of volume
 * {@code LLVV} and an IOCP CNTLUNIT's CUADD. Even LSSs belong to server 0, odd to server 1. Parsed from 1-2 hex
 * digits, with or without {@code 0x}; formatted as 2 upper-case hex digits.
 */
public record LssId(int value) implements Comparable<LssId> {

    private static final LssId[] ALL = new LssId[256];
    private static final String[] TEXT = new String[256];

    static {
        for (int v = 0; v < 256; v++) {
            ALL[v] = new LssId(v);
            TEXT[v] = Hex.upper(v, 2);
        }
    }

    public LssId {
        if (value < 0 || value > 0xff) {
            throw new IdFormatException("an LSS 00-FF", Integer.toString(value, 16));
        }
    }

    public static LssId of(int value) {
        if (value < 0 || value > 0xff) {
            throw new IdFormatException("an LSS 00-FF", Integer.toString(value, 16));
        }
        return ALL[value];
    }

    public static LssId parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("an LSS of 1-2 hex digits", text));
    }

    public static Optional<LssId> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = Hex.bare(text);
        return Hex.digits(t, 2) ? Optional.of(ALL[Integer.parseInt(t, 16)]) : Optional.empty();
    }

    /**
     * An LSS as a panel pads it ({@code 014}, {@code 0x0014} as the ESS Specialist shows LSS 14 and LCU 00): 1-4
     * hex digits, optional {@code 0x}, of a value 00-FF.
     */
    public static Optional<LssId> tryParsePadded(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = Hex.bare(text);
        if (!Hex.digits(t, 4)) {
            return Optional.empty();
        }
        int v = Integer.parseInt(t, 16);
        return v <= 0xff ? Optional.of(ALL[v]) : Optional.empty();
    }

    /** The server that owns the LSS when the export does not say: even 0, odd 1. */
    public int server() {
        return value & 1;
    }

    @Override
    public int compareTo(LssId o) {
        return Integer.compare(value, o.value);
    }

    /** 2 upper-case hex digits. */
    @Override
    public String toString() {
        return TEXT[value];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LssId other && other.value == value;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(value);
    }
}
