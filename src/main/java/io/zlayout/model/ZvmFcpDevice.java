package io.zlayout.model;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.DeviceNumber;

/**
 * A real FCP device (subchannel) of the z/VM system, from CP {@code QUERY FCP} or SMAPI
 * {@code System_WWPN_Query}.
 *
 * @param device       the real device number
 * @param status       {@code ATTACHED}, {@code FREE}, {@code OFFLINE}, {@code ACTIVE}, ... upper case, as reported
 * @param owner        the user ID it is attached to, upper case, or null when free or not told
 * @param ownerVdev    the virtual device number it is attached as, or null
 * @param chpid        its CHPID, two upper-case hex digits, or null
 * @param npivWwpn     its NPIV WWPN, or null (no NPIV / not told)
 * @param physicalWwpn the WWPN of the channel port, or null
 */
public record ZvmFcpDevice(DeviceNumber device, String status, String owner, DeviceNumber ownerVdev, String chpid,
                           Wwn npivWwpn, Wwn physicalWwpn, SourceRef source) implements Mergeable {

    /** The WWPN the storage sees this device log in with: the NPIV one, else the channel's. */
    public Wwn loginWwpn() {
        return npivWwpn != null ? npivWwpn : physicalWwpn;
    }

    @Override
    public String identity() {
        return Ids.zvmFcp(device);
    }
}
