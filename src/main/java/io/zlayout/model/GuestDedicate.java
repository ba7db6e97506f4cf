package io.zlayout.model;

/**
 * A real device given to one guest by a directory {@code DEDICATE} statement: an FCP subchannel, an ECKD base
 * device, or a volume named by its label.
 *
 * @param guest    the user ID, upper case
 * @param vdev     the virtual device number, 4 upper-case hex digits
 * @param rdev     the real device number, 4 upper-case hex digits, or null when the volume is named instead
 * @param volser   the volume label of {@code DEDICATE vdev VOLID volser}, upper case, or null
 * @param readOnly true for {@code R/O}
 */
public record GuestDedicate(String guest, String vdev, String rdev, String volser, boolean readOnly,
                            SourceRef source) implements Element {

    @Override
    public String identity() {
        return Ids.dedicate(guest, vdev);
    }
}
