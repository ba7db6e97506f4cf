package io.zlayout.model.id;

import java.util.Arrays;
import java.util.Optional;

/**
 * A DS8000/ESS logical subsystem (FB) or logical control unit (CKD) number: 00-FF, the {@code LL} of volume
 * {@code LLVV} and an IOCP CNTLUNIT's CUADD. Even LSSs belong to server 0, odd to server 1. Parsed from 1-2 hex
 * digits, with or without {@code 0x}; formatted as 2 upper-case hex digits.
 */
public record LssId(int value) implements IntId<LssId> {

    private static final LssId[] ALL = new LssId[256];

    static {
        Arrays.setAll(ALL, LssId::new);
    }

    public LssId {
        Hex.range(value, 0xff, "an LSS 00-FF");
    }

    public static LssId of(int value) {
        return ALL[Hex.range(value, 0xff, "an LSS 00-FF")];
    }

    public static LssId parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("an LSS of 1-2 hex digits", text));
    }

    public static Optional<LssId> tryParse(String text) {
        return Hex.parse(text, 2, v -> ALL[v]);
    }

    /**
     * An LSS as a panel pads it ({@code 014}, {@code 0x0014} as the ESS Specialist shows LSS 14 and LCU 00): 1-4
     * hex digits, optional {@code 0x}, of a value 00-FF.
     */
    public static Optional<LssId> tryParsePadded(String text) {
        if (text == null) {
            return Optional.empty();
        }
        int v = Hex.value(text, 4);
        return v < 0 || v > 0xff ? Optional.empty() : Optional.of(ALL[v]);
    }

    /** The server that owns the LSS when the export does not say: even 0, odd 1. */
    public int server() {
        return value & 1;
    }

    /** 2 upper-case hex digits. */
    @Override
    public String toString() {
        return Hex.two(value);
    }
}
