package io.zlayout.model;

import io.zlayout.model.id.Wwn;

import java.util.List;

/**
 * A host connection (lshostconnect, REST host_ports): one host WWPN allowed to a volume group through
 * some I/O ports ({@code ioPorts} empty = all).
 */
public record HostConnection(String image, String id, String name, Wwn wwpn, String hostType, String volumeGroup,
                             List<String> ioPorts, SourceRef source) implements Mergeable, ImageScoped {

    public HostConnection {
        ioPorts = ioPorts == null ? List.of() : List.copyOf(ioPorts);
    }

    @Override
    public String identity() {
        return Ids.hostConnection(image, id);
    }

    @Override
    public HostConnection withImage(String image) {
        return new HostConnection(image, id, name, wwpn, hostType, volumeGroup, ioPorts, source);
    }
}
