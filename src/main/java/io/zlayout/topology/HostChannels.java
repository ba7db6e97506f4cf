package io.zlayout.topology;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.IoPort;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.IoPortRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Channel-side lookups: FCP devices of the IOCDS, the guests' DEDICATEs, their directory disks. */
final class HostChannels {

    /** An FCP subchannel of the IOCDS: its CHPID and the WWPNs of the storage ports its zoning lands on. */
    record FcpChannel(ChpidRef chpid, List<Wwn> wwpns) {
    }

    final ChannelTopology topology;
    final Map<DeviceNumber, Device> devices = new HashMap<>();
    final Map<String, Map<DeviceNumber, GuestDedicate>> dedicates = new HashMap<>();
    /** Every real device number some entry dedicates. */
    final java.util.Set<DeviceNumber> dedicatedRdevs = new java.util.HashSet<>();
    final Map<DeviceNumber, FcpChannel> fcpChannels = new HashMap<>();
    /** CP QUERY VIRTUAL FCP: per guest, the real FCP device behind each virtual one. */
    final Map<String, Map<DeviceNumber, DeviceNumber>> virtualFcp = new HashMap<>();

    HostChannels(SiteIndex site, ChannelTopology topology) {
        this.topology = topology;
        for (Device d : site.all(Device.class)) {
            // a number may be an ECKD base in one CSS and an FCP device in another: the FCP device counts here
            Device prior = devices.putIfAbsent(d.number(), d);
            if (prior != null && !fcp(prior) && fcp(d)) {
                devices.put(d.number(), d);
            }
        }
        for (io.zlayout.model.ZvmVirtualFcp v : site.all(io.zlayout.model.ZvmVirtualFcp.class)) {
            if (v.guest() != null && v.vdev() != null && v.rdev() != null) {
                virtualFcp.computeIfAbsent(v.guest().toUpperCase(Locale.ROOT), k -> new HashMap<>())
                        .putIfAbsent(v.vdev(), v.rdev());
            }
        }
        for (GuestDedicate d : site.all(GuestDedicate.class)) {
            dedicates.computeIfAbsent(d.guest().toUpperCase(Locale.ROOT), k -> new HashMap<>())
                    .putIfAbsent(d.vdev(), d);
            if (d.rdev() != null) {
                dedicatedRdevs.add(d.rdev());
            }
        }
    }

    /** True for a device of an FCP control unit. */
    private boolean fcp(Device d) {
        ControlUnit cu = d.controlUnits().isEmpty() || topology == null ? null
                : topology.controlUnit(d.controlUnits().get(0)).orElse(null);
        return cu != null && "FCP".equalsIgnoreCase(cu.unit());
    }

    /** The IOCDS FCP subchannel of a real device number, or null when the deck has no such FCP device. */
    FcpChannel fcp(DeviceNumber device, HostStorage storage) {
        if (device == null) {
            return null;
        }
        return fcpChannels.computeIfAbsent(device, k -> {
            Device d = devices.get(k);
            ControlUnit cu = d == null || d.controlUnits().isEmpty() || topology == null ? null
                    : topology.controlUnit(d.controlUnits().get(0)).orElse(null);
            if (cu == null || !"FCP".equalsIgnoreCase(cu.unit())) {
                return new FcpChannel(null, List.of());
            }
            List<ChannelTopology.ChannelPath> paths = topology.paths(cu);
            ChpidRef chpid = paths.isEmpty() ? null : paths.get(0).chpidRef();
            List<Wwn> wwpns = new ArrayList<>();
            for (ChannelTopology.ChannelPath p : paths) {
                for (IoPortRef id : p.ioPorts()) {
                    IoPort port = storage.portById.get(id);
                    if (port != null && port.wwpn() != null) {
                        wwpns.add(port.wwpn());
                    }
                }
            }
            return new FcpChannel(chpid, List.copyOf(wwpns));
        });
    }
}
