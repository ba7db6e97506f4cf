package io.zlayout.model;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.Wwn;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A storage port (remote FC port) an FCP device has logged in to, from {@code lszfcp -P}.
 *
 * @param busId      bus ID of the FCP device
 * @param wwpn       target WWPN
 * @param rport      the FC transport's remote port name ({@code rport-0:0-0}) or null
 * @param attributes sysfs attributes from {@code lszfcp -a} ({@code fc_remote_ports/port_state}, ...); sorted
 *                   by name, empty when none
 * @param markers    the state markers {@code lszfcp -e} prints after the port, as printed: {@link #NOT_ONLINE};
 *                   empty when the port is online or the capture does not tell (without {@code -e}, lszfcp lists
 *                   only ports that are online)
 */
public record ZfcpPort(String guest, BusId busId, Wwn wwpn, String rport, Map<String, String> attributes,
                       Set<String> markers, HostCapture origin, SourceRef source) implements HostScoped {

    /** {@code lszfcp -e}: the FC remote port's state is not {@code Online} (blocked, not present, ...). */
    public static final String NOT_ONLINE = "NotOnline";

    public ZfcpPort {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
        markers = Collections.unmodifiableSortedSet(new TreeSet<>(markers == null ? Set.of() : markers));
    }

    /** A port without state markers (captures that do not print them). */
    public ZfcpPort(String guest, BusId busId, Wwn wwpn, String rport, Map<String, String> attributes,
                    HostCapture origin, SourceRef source) {
        this(guest, busId, wwpn, rport, attributes, Set.of(), origin, source);
    }

    /**
     * False when lszfcp marked the port {@code NotOnline}, or its {@code -a} attribute
     * {@code fc_remote_ports/port_state} is something else than {@code Online}; true otherwise.
     */
    public boolean online() {
        String state = attributes.get("fc_remote_ports/port_state");
        return markers.isEmpty() && (state == null || state.equals("Online"));
    }

    @Override
    public String identity() {
        return Ids.fcpPort(busId, wwpn);
    }
}
