package io.zlayout.model.id;

import java.util.Optional;

/**
 * A real device as CP names it in {@code QUERY PATHS}: its device number and the subchannel set it is in. CP
 * writes a device of subchannel set 0 as 4 hex digits and one of an alternate set with the set's digit in front
 * ({@code 1A000}: device {@code A000} in subchannel set 1); the same number in two sets is two devices.
 */
public record DeviceAddress(int subchannelSet, DeviceNumber number) implements Comparable<DeviceAddress> {

    public DeviceAddress {
        if (subchannelSet < 0 || subchannelSet > 0xf || number == null) {
            throw new IdFormatException("a subchannel set 0-F and a device number", subchannelSet + "/" + number);
        }
    }

    /** From 1-4 hex digits (subchannel set 0) or 5 (the set's digit, then the device number). */
    public static DeviceAddress parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException(
                "a device number of 4 hex digits, or 5 with its subchannel set first", text));
    }

    public static Optional<DeviceAddress> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = Hex.bare(text);
        if (t.length() == 5 && Hex.digits(t, 5)) {
            return Optional.of(new DeviceAddress(Character.digit(t.charAt(0), 16),
                    DeviceNumber.of(Integer.parseInt(t.substring(1), 16))));
        }
        return DeviceNumber.tryParse(t).map(n -> new DeviceAddress(0, n));
    }

    @Override
    public int compareTo(DeviceAddress o) {
        int c = Integer.compare(subchannelSet, o.subchannelSet);
        return c != 0 ? c : number.compareTo(o.number);
    }

    /** As CP writes it: 4 upper-case hex digits in subchannel set 0, else the set's digit and 4 more. */
    @Override
    public String toString() {
        return subchannelSet == 0 ? number.toString() : Character.toUpperCase(Character.forDigit(subchannelSet, 16))
                + number.toString();
    }
}
