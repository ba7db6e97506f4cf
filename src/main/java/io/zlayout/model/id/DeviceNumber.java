package io.zlayout.model.id;

import java.util.Optional;

/**
 * A device number (IOCP IODEVICE, z/VM DEDICATE/ATTACH, a CU number alike): 0000-FFFF. Parsed from 1-4 hex
 * digits, with or without {@code 0x}; formatted as 4 upper-case hex digits ({@code 5000}, {@code 0FC0}).
 */
public record DeviceNumber(int value) implements IntId<DeviceNumber> {

    public DeviceNumber {
        Hex.range(value, 0xffff, "a device number 0000-FFFF");
    }

    /** The device number {@code value}. */
    public static DeviceNumber of(int value) {
        return new DeviceNumber(value);
    }

    public static DeviceNumber parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("a device number of 1-4 hex digits", text));
    }

    public static Optional<DeviceNumber> tryParse(String text) {
        return Hex.parse(text, 4, DeviceNumber::new);
    }

    /** 4 upper-case hex digits. */
    @Override
    public String toString() {
        return Hex.four(value);
    }
}
