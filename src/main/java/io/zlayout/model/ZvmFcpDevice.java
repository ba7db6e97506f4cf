package io.zlayout.model;

/**
 * A real FCP device (subchannel) of the z/VM system, from CP {@code QUERY FCP} or SMAPI
 * {@code System_WWPN_Query}.
 *
 * @param device       the real device number, 4 upper-case hex digits
 * @param status       {@code ATTACHED}, {@code FREE}, {@code OFFLINE}, {@code ACTIVE}, ... upper case, as reported
 * @param owner        the user ID it is attached to, upper case, or null when free or not told
 * @param ownerVdev    the virtual device number it is attached as, 4 upper-case hex digits, or null
 * @param chpid        its CHPID, two upper-case hex digits, or null
 * @param npivWwpn     its NPIV WWPN as {@code 0x} + 16 lower-case hex digits, or null (no NPIV / not told)
 * @param physicalWwpn the WWPN of the channel port, same form, or null
 */
public record ZvmFcpDevice(String device, String status, String owner, String ownerVdev, String chpid,
                           String npivWwpn, String physicalWwpn, SourceRef source) implements Mergeable {

    /** The WWPN the storage sees this device log in with: the NPIV one, else the channel's. */
    public String loginWwpn() {
        return npivWwpn != null ? npivWwpn : physicalWwpn;
    }

    @Override
    public String identity() {
        return Ids.zvmFcp(device);
    }
}
