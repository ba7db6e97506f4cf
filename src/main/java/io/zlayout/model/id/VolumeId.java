package io.zlayout.model.id;

import java.util.Optional;

/**
 * A DS8000/ESS volume id {@code LLVV}: LSS {@code LL}, volume {@code VV} within it (the unit address of a CKD
 * base device). Parsed from exactly 4 hex digits, with or without {@code 0x}; formatted as 4 upper-case hex
 * digits ({@code 1000}, {@code 5C01}).
 */
public record VolumeId(int value) implements IntId<VolumeId> {

    public VolumeId {
        Hex.range(value, 0xffff, "a volume id 0000-FFFF");
    }

    /** The volume {@code number} of LSS {@code lss}. */
    public static VolumeId of(LssId lss, int number) {
        return new VolumeId(lss.value() << 8 | Hex.range(number, 0xff, "a volume number 00-FF within its LSS"));
    }

    /**
     * The volume of LSS {@code lss} whose number is shown padded ({@code 0x00}, {@code 0005}, as the ESS Specialist
     * shows a CKD device): 1-4 hex digits, optional {@code 0x}, of a value 00-FF.
     */
    public static Optional<VolumeId> tryOf(LssId lss, String number) {
        return LssId.tryParsePadded(number).map(n -> new VolumeId(lss.value() << 8 | n.value()));
    }

    public static VolumeId parse(String text) {
        return tryParse(text).orElseThrow(() -> new IdFormatException("a volume id of 4 hex digits (LLVV)", text));
    }

    public static Optional<VolumeId> tryParse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        int v = Hex.fourDigits(text);
        if (v < 0) {
            String t = Hex.bare(text);
            v = t.length() == 4 ? Hex.fourDigits(t) : -1;
        }
        return v < 0 ? Optional.empty() : Optional.of(new VolumeId(v));
    }

    public LssId lss() {
        return LssId.of(value >> 8);
    }

    /** The volume number within its LSS: the unit address of a CKD base device. */
    public int number() {
        return value & 0xff;
    }

    /** 4 upper-case hex digits. */
    @Override
    public String toString() {
        return Hex.four(value);
    }
}
