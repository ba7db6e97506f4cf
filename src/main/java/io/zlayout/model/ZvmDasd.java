package io.zlayout.model;

import io.zlayout.model.id.DeviceNumber;

/**
 * A real DASD of the z/VM system from CP {@code QUERY DASD DETAILS}: its control unit and device types, label
 * and where it sits in the storage (its logical control unit by SSID and its unit address by CCA).
 *
 * @param device     the real device number
 * @param cuType     the control unit type-model ({@code 2107-E8}), upper case, or null
 * @param deviceType the device type-model ({@code 3390-0C}), upper case, or null
 * @param volser     the volume label, upper case, or null
 * @param size       cylinders (CKD) or blocks (FBA), or null
 * @param cca        the channel connection address (unit address in its LCU), two upper-case hex digits, or null
 * @param ssid       the subsystem id of its LCU, 4 upper-case hex digits, or null
 * @param cuNumber   the control unit number CP shows ({@code CUNUM}), 4 upper-case hex digits, or null
 * @param aliases    the number of PAV alias volumes of a base volume, or null when not told
 */
public record ZvmDasd(DeviceNumber device, String cuType, String deviceType, String volser, Integer size, String cca,
                      String ssid, String cuNumber, Integer aliases, SourceRef source) implements Mergeable {

    @Override
    public String identity() {
        return Ids.zvmDasd(device);
    }
}
