package io.zlayout.model;

import io.zlayout.model.id.FcpLun;

/**
 * A Linux SCSI address {@code host:channel:target:lun}. The LUN is the kernel's 64-bit number (printed
 * unsigned); for FCP it is the FCP LUN with its 2-byte words swapped (see {@link FcpLun}).
 */
public record Hctl(int host, int channel, int target, long lun) {

    /** Reads {@code H:C:T:L} (decimal); null when the text is not one. */
    public static Hctl parse(String text) {
        if (text == null) {
            return null;
        }
        String[] parts = text.split(":", -1);
        if (parts.length != 4) {
            return null;
        }
        Integer h = small(parts[0]);
        Integer c = small(parts[1]);
        Integer t = small(parts[2]);
        Long l = unsigned(parts[3]);
        if (h == null || c == null || t == null || l == null) {
            return null;
        }
        return new Hctl(h, c, t, l);
    }

    /** The FCP LUN this SCSI LUN stands for, {@code 0x} + 16 hex digits. */
    public String fcpLun() {
        return FcpLun.ofScsiLun(lun).toString();
    }

    @Override
    public String toString() {
        return host + ":" + channel + ":" + target + ":" + Long.toUnsignedString(lun);
    }

    private static Integer small(String s) {
        if (s.isEmpty() || s.length() > 9 || !s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return null;
        }
        return Integer.parseInt(s);
    }

    private static Long unsigned(String s) {
        if (s.isEmpty() || s.length() > 20 || !s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            return null;
        }
        try {
            return Long.parseUnsignedLong(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
