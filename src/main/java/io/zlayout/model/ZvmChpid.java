package io.zlayout.model;

import io.zlayout.model.id.ChpidId;
import java.util.List;

/**
 * A channel path as CP {@code QUERY CHPID} shows it on the z/VM system: its physical channel (PCHID), its type
 * and the devices it is online or offline to. What one capture does not say stays null or empty; records of one
 * CHPID from several captures are merged.
 *
 * @param chpid          the CHPID
 * @param pchid          the physical channel id, upper-case hex as CP shows it ({@code 0140}), or null
 * @param type           the channel path type ({@code FC}, {@code FCP}, {@code OSD}, ...), upper case, or null
 * @param state          {@code ONLINE}, {@code OFFLINE} or {@code STANDBY} when CP says so for the path, else null
 * @param onlineDevices  devices the path is online to, 4 upper-case hex digits, in CP's order
 * @param offlineDevices devices the path is offline to
 */
public record ZvmChpid(ChpidId chpid, String pchid, String type, String state, List<String> onlineDevices,
                       List<String> offlineDevices, SourceRef source) implements Mergeable {

    public ZvmChpid {
        onlineDevices = List.copyOf(onlineDevices);
        offlineDevices = List.copyOf(offlineDevices);
    }

    @Override
    public String identity() {
        return Ids.zvmChpid(chpid);
    }
}
