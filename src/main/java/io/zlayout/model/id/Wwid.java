package io.zlayout.model.id;

import java.util.Locale;
import java.util.Optional;

/**
 * A DM-multipath WWID as multipath names a map: {@code 36005076303ffc48e0000000000000101} ({@code 3} = NAA
 * designator, then the 16-byte NAA-6 name). Parsed from that form, the kernel's {@code naa.6005...} or the bare NAA-6 name; formatted
 * in the multipath form, lower case. A DS8000 volume's WWID embeds the storage WWNN (without its leading 5) and
 * the volume id: see {@link #ds8kVolume()} and {@link #ofDs8k}.
 */
public record Wwid(String value) {

    private static final String IBM_OUI = "005076";

    public Wwid {
        if (value == null || value.length() != 33 || value.charAt(0) != '3' || !Hex.digits(value, 33)) {
            throw new IdFormatException("a WWID '3' + 32 lower-case hex digits", value);
        }
    }

    public static Wwid parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException(
                "a WWID such as 36005076303ffc48e0000000000000101 (or naa.6005076303ffc48e...)", text));
    }

    public static Optional<Wwid> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.startsWith("naa.") && t.length() == 36) {
            t = "3" + t.substring(4);
        } else if (t.length() == 32 && t.charAt(0) == '6') {
            t = "3" + t; // the NAA-6 name without its designator type, as udev's ID_WWN shows it
        }
        if (t.length() != 33 || t.charAt(0) != '3' || !Hex.digits(t, 33)) {
            return Optional.empty();
        }
        return Optional.of(new Wwid(t));
    }

    /**
     * The form two WWIDs are compared in: a NAA WWID canonically (its {@code naa.6…}, bare and {@code 36…}
     * forms alike), any other id (a vendor-specific or T10 WWID) as written, in lower case.
     */
    public static String key(String text) {
        return tryParse(text).map(Wwid::toString).orElse(text.strip().toLowerCase(Locale.ROOT));
    }

    /** True when the text is a WWID of a DS8000 volume (an IBM NAA-6 name with the WWNN and volume in it). */
    public static boolean isDs8k(String text) {
        return tryParse(text).flatMap(Wwid::ds8kVolume).isPresent();
    }

    /** The WWID of DS8000 volume {@code LLVV} on the storage with WWNN {@code 0x5...}; empty for another WWNN. */
    public static Optional<Wwid> ofDs8k(Wwn wwnn, VolumeId volume) {
        String n = wwnn.toString();
        if (n.charAt(2) != '5') {
            return Optional.empty();
        }
        return Optional.of(new Wwid("36" + n.substring(3) + "000000000000" + volume.toString().toLowerCase(Locale.ROOT)));
    }

    /** The WWID of DS8000 volume {@code LLVV} on the storage with WWNN {@code 0x5...}; empty when malformed. */
    public static Optional<Wwid> ofDs8k(Wwn wwnn, String volume) {
        return volume == null || volume.length() != 4 ? Optional.empty()
                : VolumeId.tryParse(volume).flatMap(v -> ofDs8k(wwnn, v));
    }

    /** The storage WWNN of an IBM NAA-6 volume WWID of the DS8000 shape; empty otherwise. */
    public Optional<Wwn> ds8kWwnn() {
        return ds8k() ? Optional.of(new Wwn(Long.parseUnsignedLong("5" + value.substring(2, 17), 16)))
                : Optional.empty();
    }

    /** The DS8000 volume {@code LLVV} (upper case); empty when the WWID is not of that shape. */
    public Optional<VolumeId> ds8kVolume() {
        return ds8k() ? Optional.of(VolumeId.parse(value.substring(29))) : Optional.empty();
    }

    private boolean ds8k() {
        return value.charAt(1) == '6' && value.startsWith(IBM_OUI, 2) && value.startsWith("000000000000", 17);
    }

    @Override
    public String toString() {
        return value;
    }
}
