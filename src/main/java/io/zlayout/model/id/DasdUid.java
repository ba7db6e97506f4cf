package io.zlayout.model.id;

import java.util.Locale;
import java.util.Optional;

/**
 * A DASD UID as {@code lsdasd -u} and dasdinfo print it: {@code IBM.75000000092461.e900.10}, on z/VM with a
 * minidisk token appended. It names the storage serial, the LCU by its subsystem ID, and the unit address
 * (the volume number within the LCU).
 *
 * @param vendor      {@code IBM}
 * @param serial      the storage serial as the UID carries it (14 characters on a DS8000)
 * @param ssid        the subsystem ID of the LCU, 4 hex digits, upper case
 * @param unitAddress the unit address, 2 hex digits, upper case
 * @param token       the z/VM minidisk token or null
 */
public record DasdUid(String vendor, String serial, String ssid, String unitAddress, String token) {

    /** Empty when the text is not {@code vendor.serial.ssid.ua[.token]}. */
    public static Optional<DasdUid> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String[] parts = text.trim().split("\\.", 5);
        if (parts.length < 4 || parts[0].isEmpty() || parts[1].isEmpty() || !exactly(parts[2], 4)
                || !exactly(parts[3], 2)) {
            return Optional.empty();
        }
        String token = parts.length == 5 ? parts[4] : null;
        if (token != null && token.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new DasdUid(parts[0], parts[1], parts[2].toUpperCase(Locale.ROOT),
                parts[3].toUpperCase(Locale.ROOT), token));
    }

    private static boolean exactly(String s, int length) {
        return s.length() == length && Hex.digits(s, length);
    }

    /** The UID as dasdinfo prints it (hex in lower case). */
    @Override
    public String toString() {
        String s = vendor + "." + serial + "." + ssid.toLowerCase(Locale.ROOT) + "."
                + unitAddress.toLowerCase(Locale.ROOT);
        return token == null ? s : s + "." + token;
    }
}
