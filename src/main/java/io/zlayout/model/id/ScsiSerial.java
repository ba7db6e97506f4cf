package io.zlayout.model.id;

import java.util.Locale;
import java.util.Optional;

/**
 * A DS8000 SCSI serial as {@code lsblk -S} / {@code lsscsi -i} / INQUIRY page 0x80 show it: {@code 75DL241805C}
 * is the 7-character image serial {@code 75DL241} and volume {@code 805C}.
 */
public record ScsiSerial(String imageSerial, String volume) {

    /** Empty when the text is not 7 letters/digits followed by 4 hex digits. */
    public static Optional<ScsiSerial> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.length() != 11 || !Hex.digits(t.substring(7), 4)) {
            return Optional.empty();
        }
        for (int i = 0; i < 7; i++) {
            char c = t.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'))) {
                return Optional.empty();
            }
        }
        return Optional.of(new ScsiSerial(t.substring(0, 7), t.substring(7)));
    }

    @Override
    public String toString() {
        return imageSerial + volume;
    }
}
