package io.zlayout.model;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.DeviceAddress;
import java.util.List;

/**
 * The channel paths of one real device of the z/VM system, from CP {@code QUERY PATHS}.
 *
 * @param device the real device: its number and subchannel set (CP writes a fifth digit for an alternate set)
 * @param status the device status CP reports ({@code ONLINE}, {@code OFFLINE}, {@code FREE}, ...), upper case
 * @param paths  the installed paths in the order CP lists them
 */
public record ZvmDevicePaths(DeviceAddress device, String status, List<ZvmPath> paths, SourceRef source)
        implements Mergeable {

    public ZvmDevicePaths {
        paths = List.copyOf(paths);
    }

    /** The CHPIDs I/O can use today (physically available and online), in CP's order. */
    public List<ChpidId> usableChpids() {
        return paths.stream().filter(ZvmPath::usable).map(ZvmPath::chpid).toList();
    }

    @Override
    public String identity() {
        return Ids.zvmPaths(device);
    }
}
