package io.zlayout.model.id;

import java.util.Optional;

/**
 * A control unit number (IOCP CNTLUNIT CUNUMBR=, IODEVICE CUNUMBR=): 0000-FFFF. Parsed from 1-4 hex digits, with
 * or without {@code 0x}; formatted as 4 upper-case hex digits. A type of its own, not a DeviceNumber, because
 * both are 4 hex digits and a map of control units asked with a device number would compile and find nothing.
 */
public record CuNumber(int value) implements IntId<CuNumber> {

    public CuNumber {
        Hex.range(value, 0xffff, "a control unit number 0000-FFFF");
    }

    public static CuNumber parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("a control unit number of 1-4 hex digits",
                text));
    }

    public static Optional<CuNumber> tryParse(String text) {
        return Hex.parse(text, 4, CuNumber::new);
    }

    /** 4 upper-case hex digits. */
    @Override
    public String toString() {
        return Hex.four(value);
    }
}
