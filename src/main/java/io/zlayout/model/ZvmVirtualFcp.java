package io.zlayout.model;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.DeviceNumber;

/**
 * A guest's virtual FCP device and the real device behind it, from CP {@code QUERY VIRTUAL FCP} run by (or for)
 * the guest.
 *
 * @param guest      the user ID, upper case, or null when the capture does not say whose it is
 * @param vdev       the virtual device number
 * @param rdev       the real FCP device it is ON
 * @param chpid      the CHPID, two upper-case hex digits, or null
 * @param subchannel the virtual subchannel number, 4 upper-case hex digits, or null
 * @param wwpn       the NPIV WWPN CP shows for it, or null
 */
public record ZvmVirtualFcp(String guest, DeviceNumber vdev, DeviceNumber rdev, String chpid, String subchannel, Wwn wwpn,
                            SourceRef source) implements Mergeable {

    @Override
    public String identity() {
        return Ids.zvmVirtualFcp(guest, vdev);
    }
}
