package io.zlayout.model.id;

import java.util.Optional;

/**
 * An FCP LUN, the 8-byte SCSI LUN as zfcp names it: {@code 0x4010401100000000}. Parsed from 1-16 hex digits with
 * or without {@code 0x}; formatted as {@code 0x} + 16 lower-case hex digits. Knows the storage encodings:
 * <ul>
 * <li>DS8000 volume {@code LLVV} is FCP LUN {@code 0x40LL40VV00000000};</li>
 * <li>ESS 2105 volume {@code LLVV} has the 16-bit LUN {@code 0x4000 | LLVV}, followed by 12 zero digits;</li>
 * <li>Linux's SCSI LUN number is the FCP LUN with its four 2-byte words reversed (the kernel's
 *     {@code int_to_scsilun}): 1074872336 = 0x40114010 is FCP LUN 0x4010401100000000.</li>
 * </ul>
 */
public record FcpLun(long value) {

    public static FcpLun parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException(
                "an FCP LUN of up to 16 hex digits (0x4010401100000000)", text));
    }

    public static Optional<FcpLun> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Long v = Hex.longValue(text);
        return v == null ? Optional.empty() : Optional.of(new FcpLun(v));
    }

    /** The FCP LUN of a Linux SCSI LUN number. */
    public static FcpLun ofScsiLun(long scsiLun) {
        return new FcpLun(swapWords(scsiLun));
    }

    /** The FCP LUN of DS8000 volume {@code LLVV}: {@code 40LL40VV00000000}. */
    public static FcpLun ofDs8kVolume(VolumeId volume) {
        long v = volume.value();
        return new FcpLun((0x40L << 56) | ((v >>> 8) << 48) | (0x40L << 40) | ((v & 0xff) << 32));
    }

    /** The FCP LUN of DS8000 volume {@code LLVV}; empty when the volume is not 4 hex digits. */
    public static Optional<FcpLun> ofDs8kVolume(String volume) {
        return fourDigits(volume).map(FcpLun::ofDs8kVolume);
    }

    /** A volume id of exactly 4 hex digits (no {@code 0x}, no blanks), as the encodings' text forms take it. */
    private static Optional<VolumeId> fourDigits(String volume) {
        return volume == null || volume.length() != 4 ? Optional.empty() : VolumeId.tryParse(volume);
    }

    /** The DS8000 volume {@code LLVV} (upper case) this LUN addresses; empty when not of that form. */
    public Optional<VolumeId> ds8kVolume() {
        if ((value & 0xffffffffL) != 0 || ((value >>> 56) & 0xff) != 0x40 || ((value >>> 40) & 0xff) != 0x40) {
            return Optional.empty();
        }
        return Optional.of(new VolumeId((int) ((value >>> 48) & 0xff) << 8 | (int) ((value >>> 32) & 0xff)));
    }

    /** The 16-bit ESS LUN ({@code 0x4000 | LLVV}) of ESS volume {@code LLVV}; empty above LSS 3F. */
    public static Optional<Integer> essLun(VolumeId volume) {
        int v = volume.value();
        return (v & 0xc000) != 0 ? Optional.empty() : Optional.of(0x4000 | v);
    }

    /** The 16-bit ESS LUN ({@code 0x4000 | LLVV}) of ESS volume {@code LLVV}; empty when not a volume id. */
    public static Optional<Integer> essLun(String volume) {
        return fourDigits(volume).flatMap(FcpLun::essLun);
    }

    /** {@link #essLun} as the ESS Specialist shows it: 4 upper-case hex digits ({@code 5400} for volume 1400). */
    public static Optional<String> essLunText(VolumeId volume) {
        return essLun(volume).map(Hex::four);
    }

    /** {@link #essLun} as the ESS Specialist shows it: 4 upper-case hex digits ({@code 5400} for volume 1400). */
    public static Optional<String> essLunText(String volume) {
        return essLun(volume).map(Hex::four);
    }

    /**
     * The FCP LUN of volume {@code LLVV} of a storage image of machine type {@code machineType}: an ESS 2105's
     * ({@link #ofEssVolume}), else a DS8000's or DS6000's ({@link #ofDs8kVolume}); empty for an ESS volume above
     * LSS 3F.
     */
    public static Optional<FcpLun> ofVolume(String machineType, VolumeId volume) {
        return "2105".equals(machineType) ? ofEssVolume(volume) : Optional.of(ofDs8kVolume(volume));
    }

    /**
     * The FCP LUN of volume {@code LLVV} of a storage image of machine type {@code machineType}: an ESS 2105's
     * ({@link #ofEssVolume}), else a DS8000's or DS6000's ({@link #ofDs8kVolume}).
     */
    public static Optional<FcpLun> ofVolume(String machineType, String volume) {
        return fourDigits(volume).flatMap(v -> ofVolume(machineType, v));
    }

    /** The FCP LUN of ESS volume {@code LLVV}: its 16-bit LUN followed by 12 zero digits. */
    public static Optional<FcpLun> ofEssVolume(VolumeId volume) {
        return essLun(volume).map(l -> new FcpLun(((long) l) << 48));
    }

    /** The FCP LUN of ESS volume {@code LLVV}: its 16-bit LUN followed by 12 zero digits. */
    public static Optional<FcpLun> ofEssVolume(String volume) {
        return fourDigits(volume).flatMap(FcpLun::ofEssVolume);
    }

    /** The ESS volume {@code LLVV} (upper case) this LUN addresses; empty when not of that form. */
    public Optional<VolumeId> essVolume() {
        int lun16 = (int) ((value >>> 48) & 0xffff);
        if ((value & 0xffffffffffffL) != 0 || (lun16 & 0xc000) != 0x4000) {
            return Optional.empty();
        }
        return Optional.of(new VolumeId(lun16 & 0x3fff));
    }

    /** Reverses the four 2-byte words of a 64-bit value; its own inverse. */
    public static long swapWords(long v) {
        return ((v & 0xffffL) << 48) | (((v >>> 16) & 0xffffL) << 32) | (((v >>> 32) & 0xffffL) << 16)
                | ((v >>> 48) & 0xffffL);
    }

    /** {@code 0x} + 16 lower-case hex digits. */
    @Override
    public String toString() {
        return Hex.prefixedLower16(value);
    }
}
