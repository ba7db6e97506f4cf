package io.zlayout.model;

import io.zlayout.model.id.DeviceNumber;

/**
 * A real device given to one guest by a directory {@code DEDICATE} statement: an FCP subchannel, an ECKD base
 * device, or a volume named by its label.
 *
 * @param guest    the user ID, upper case
 * @param vdev     the virtual device number
 * @param rdev     the real device number, or null when the volume is named instead
 * @param volser   the volume label of {@code DEDICATE vdev VOLID volser}, upper case, or null
 * @param readOnly true for {@code R/O}
 */
public record GuestDedicate(String guest, DeviceNumber vdev, DeviceNumber rdev, String volser, boolean readOnly,
                            SourceRef source) implements Element {

    @Override
    public String identity() {
        return Ids.dedicate(guest, vdev);
    }
}
