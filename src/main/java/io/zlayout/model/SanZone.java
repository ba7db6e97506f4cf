package io.zlayout.model;

import io.zlayout.model.id.Wwn;

import java.util.List;

/**
 * A zone of a switch fabric's active (effective) zoning, as {@code cfgshow}/{@code zoneshow} (Brocade Fabric OS) or
 * {@code show zoneset active} (Cisco NX-OS) print it, aliases resolved to the WWPNs they stand for.
 *
 * @param fabric     the zoning it belongs to: the Brocade effective configuration's name, or the Cisco zone set's
 *                   name and VSAN ({@code ZS_A vsan 10})
 * @param name       the zone's name
 * @param members    the port WWPNs of its members, in the order listed (aliases resolved), each once
 * @param unresolved members that are no WWPN: a port ({@code 1,4}), an fcid, an alias or interface not resolved;
 *                   such a zone's reach is not fully known
 */
public record SanZone(String fabric, String name, List<Wwn> members, List<String> unresolved, SourceRef source)
        implements Element {

    public SanZone {
        members = List.copyOf(members);
        unresolved = List.copyOf(unresolved);
    }

    @Override
    public String identity() {
        return "zone:" + fabric + "/" + name;
    }
}
