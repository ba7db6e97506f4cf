package io.zlayout.model;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwid;
import io.zlayout.model.id.Wwn;

import java.util.Locale;

/**
 * How a Linux guest names IBM storage, and the way back: SCSI LUN numbers, FCP LUNs, DM-multipath WWIDs,
 * DASD UIDs and SCSI serials all embed the DS8000 (or ESS) volume ID. Pure functions: null means "not of
 * that form", never an exception. The parsing and formatting live in the value types of
 * {@link io.zlayout.model.id} (FcpLun, Wwid, Wwn, BusId); these are their string-in, string-out forms for the
 * readers that still pass strings (docs/design.md lists the migration still to do).
 *
 * <ul>
 * <li>Linux SCSI LUN = FCP LUN with its four 2-byte words in reverse order (the kernel's
 *     {@code int_to_scsilun}): 1074872336 = 0x40114010 is FCP LUN 0x4010401100000000.</li>
 * <li>DS8000 FCP LUN {@code 0x40LL40VV00000000} is volume {@code LLVV}.</li>
 * <li>ESS 2105 volume {@code LLVV} has the 16-bit LUN {@code 0x4000 | LLVV}; its FCP LUN is that value
 *     followed by 12 zero digits.</li>
 * <li>DM WWID of a DS8000 volume: {@code 3} + {@code 6} + the storage WWNN without its leading 5 +
 *     {@code 000000000000} + the volume ID.</li>
 * </ul>
 */
public final class StorageIds {

    private StorageIds() {
    }

    /** The FCP LUN ({@code 0x} + 16 hex digits) a Linux SCSI LUN number stands for. */
    public static String fcpLunOfScsiLun(long scsiLun) {
        return FcpLun.ofScsiLun(scsiLun).toString();
    }

    /** The DS8000 volume {@code LLVV} (upper case) of FCP LUN {@code 0x40LL40VV00000000}; null otherwise. */
    public static String ds8kVolumeOfFcpLun(String fcpLun) {
        return FcpLun.tryParse(fcpLun).flatMap(FcpLun::ds8kVolume).orElse(null);
    }

    /** The 16-bit ESS LUN ({@code 0x4000 | LLVV}, 4 upper-case hex digits) of ESS volume {@code LLVV}. */
    public static String essLunOfVolume(String volume) {
        return FcpLun.essLun(volume).map(l -> String.format(Locale.ROOT, "%04X", l)).orElse(null);
    }

    /**
     * A Linux CCW bus ID in canonical form {@code c.s.dddd} (lower case), accepting the short forms chzdev
     * and zfcp.conf accept ({@code fc00}, {@code 0xfc00}, {@code 0.0.FC00}); null when not a bus ID.
     */
    public static String busId(String text) {
        return BusId.tryParse(text).map(BusId::toString).orElse(null);
    }

    /**
     * A DM-multipath WWID of a DS8000 volume, decoded: {@code 36005076303ffc48e0000000000000101} is WWNN
     * 0x5005076303ffc48e, volume 0101. Also reads the kernel's {@code naa.6005076303ffc48e...} form.
     *
     * @param wwnn   the storage WWNN, {@code 0x} + 16 lower-case hex digits
     * @param volume the volume ID {@code LLVV}, upper case
     */
    public record Ds8kWwid(String wwnn, String volume) {

        /** Null when the text is not an IBM NAA-6 WWID of that shape. */
        public static Ds8kWwid parse(String wwid) {
            return Wwid.tryParse(wwid).flatMap(w -> w.ds8kVolume()
                    .map(v -> new Ds8kWwid(w.ds8kWwnn().orElseThrow().toString(), v))).orElse(null);
    }

        /** The multipath WWID form, {@code 36...}. */
        public String wwid() {
            return Wwn.tryParse(wwnn).flatMap(n -> Wwid.ofDs8k(n, volume)).map(Wwid::toString).orElse(null);
        }
    }

    /**
     * A DASD UID as {@code lsdasd -u} and dasdinfo print it: {@code IBM.75000000092461.e900.10}, on z/VM
     * with a minidisk token appended.
     *
     * @param vendor      {@code IBM}
     * @param serial      the storage serial as the UID carries it (14 characters on a DS8000)
     * @param ssid        the subsystem ID of the LCU, 4 hex digits, upper case
     * @param unitAddress the unit address (volume number within the LCU), 2 hex digits, upper case
     * @param token       the z/VM minidisk token or null
     */
    public record DasdUid(String vendor, String serial, String ssid, String unitAddress, String token) {

        /** Null when the text is not {@code vendor.serial.ssid.ua[.token]}. */
        public static DasdUid parse(String uid) {
            if (uid == null) {
                return null;
            }
            String[] parts = uid.trim().split("\\.", 5);
            if (parts.length < 4 || parts[0].isEmpty() || parts[1].isEmpty() || !isHex(parts[2], 4)
                    || !isHex(parts[3], 2)) {
                return null;
            }
            String token = parts.length == 5 ? parts[4] : null;
            if (token != null && token.isEmpty()) {
                return null;
            }
            return new DasdUid(parts[0], parts[1], parts[2].toUpperCase(Locale.ROOT),
                    parts[3].toUpperCase(Locale.ROOT), token);
        }

        /** The UID as dasdinfo prints it (hex in lower case). */
        @Override
        public String toString() {
            String s = vendor + "." + serial + "." + ssid.toLowerCase(Locale.ROOT) + "."
                    + unitAddress.toLowerCase(Locale.ROOT);
            return token == null ? s : s + "." + token;
        }
    }

    /**
     * A DS8000 SCSI serial as {@code lsblk -S} / {@code lsscsi -i} / INQUIRY page 0x80 show it:
     * {@code 75DL241805C} is the 7-character image serial {@code 75DL241} and volume {@code 805C}.
     */
    public record ScsiSerial(String imageSerial, String volume) {

        /** Null when the text is not 7 letters/digits followed by 4 hex digits. */
        public static ScsiSerial parse(String serial) {
            if (serial == null) {
                return null;
            }
            String t = serial.trim().toUpperCase(Locale.ROOT);
            if (t.length() != 11 || !isHex(t.substring(7), 4)) {
                return null;
            }
            for (int i = 0; i < 7; i++) {
                char c = t.charAt(i);
                if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'))) {
                    return null;
                }
            }
            return new ScsiSerial(t.substring(0, 7), t.substring(7));
        }

        /** The DS8000 storage image this serial names, {@code IBM.2107-<imageSerial>}. */
        public String storageImage() {
            return "IBM.2107-" + imageSerial;
        }

        @Override
        public String toString() {
            return imageSerial + volume;
        }
    }

    /** True when {@code s} is exactly {@code length} ASCII hex digits. */
    static boolean isHex(String s, int length) {
        if (s == null || s.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = s.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
                return false;
            }
        }
        return true;
    }
}
