package io.zlayout.model;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * A storage port (remote FC port) an FCP device has logged in to, from {@code lszfcp -P}.
 *
 * @param busId      canonical bus ID of the FCP device
 * @param wwpn       target WWPN, {@code 0x} + 16 lower-case hex digits
 * @param rport      the FC transport's remote port name ({@code rport-0:0-0}) or null
 * @param attributes sysfs attributes from {@code lszfcp -a} ({@code fc_remote_ports/port_state}, ...); sorted
 *                   by name, empty when none
 */
public record ZfcpPort(String guest, String busId, String wwpn, String rport, Map<String, String> attributes,
                       HostCapture origin, SourceRef source) implements HostScoped {

    public ZfcpPort {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
    }

    @Override
    public String identity() {
        return Ids.fcpPort(busId, wwpn);
    }
}
