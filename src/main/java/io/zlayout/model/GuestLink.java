package io.zlayout.model;

import io.zlayout.model.id.DeviceNumber;

/**
 * A directory {@code LINK}: the guest reaches another user's minidisk under its own virtual device number.
 *
 * @param guest     the linking user ID, upper case
 * @param owner     the owning user ID, upper case ({@code *} resolved to the guest itself)
 * @param ownerVdev the owner's virtual device number
 * @param vdev      the guest's virtual device number
 * @param mode      the link mode, upper case, or null when not coded
 */
public record GuestLink(String guest, String owner, DeviceNumber ownerVdev, DeviceNumber vdev, String mode, SourceRef source)
        implements Element {

    @Override
    public String identity() {
        return Ids.link(guest, vdev);
    }
}
