package io.zlayout.model.id;

import java.util.Locale;
import java.util.Optional;

/**
 * A Linux CCW bus ID: channel subsystem, subchannel set and device number, {@code 0.0.fc00}. Parsed from the full
 * form or the short forms chzdev and zfcp.conf accept ({@code fc00}, {@code 0xfc00}, {@code 0.0.FC00}); formatted
 * in lower case with 4 device digits.
 */
public record BusId(int css, int ssid, DeviceNumber device) {

    public BusId {
        if (css < 0 || css > 0xf || ssid < 0 || ssid > 3) {
            throw new IdFormatException("a bus ID c.s.dddd with c 0-f and s 0-3", css + "." + ssid + "." + device);
        }
    }

    public static BusId parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException(
                "a CCW bus ID such as 0.0.fc00 (or fc00)", text));
    }

    public static Optional<BusId> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        String[] parts = t.split("\\.", -1);
        int css = 0;
        int ssid = 0;
        String dev;
        if (parts.length == 3) {
            if (parts[0].length() != 1 || parts[1].length() != 1 || !Hex.digits(parts[0], 1)
                    || !Hex.digits(parts[1], 1)) {
                return Optional.empty();
            }
            css = Integer.parseInt(parts[0], 16);
            ssid = Integer.parseInt(parts[1], 16);
            dev = parts[2];
            if (ssid > 3) {
                return Optional.empty();
            }
        } else if (parts.length == 1) {
            dev = t.startsWith("0x") ? t.substring(2) : t;
        } else {
            return Optional.empty();
        }
        if (!Hex.digits(dev, 4)) {
            return Optional.empty();
        }
        return Optional.of(new BusId(css, ssid, new DeviceNumber(Integer.parseInt(dev, 16))));
    }

    /** {@code c.s.dddd}, lower case. */
    @Override
    public String toString() {
        return Integer.toHexString(css) + "." + ssid + "." + device.toString().toLowerCase(Locale.ROOT);
    }
}
