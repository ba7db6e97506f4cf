package io.zlayout.model;

import io.zlayout.model.id.BusId;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * An FCP device (zfcp adapter subchannel) of a guest: from {@code lszfcp -H}, a single-field
 * {@code /etc/zfcp.conf} line or a chzdev {@code zfcp-host} section.
 *
 * @param busId      the FCP device's bus ID, {@code 0.0.fc00}
 * @param scsiHost   the SCSI host it drives ({@code host0}) or null when the source does not tell
 * @param attributes sysfs attributes from {@code lszfcp -a} ({@code <class>/<name>}, e.g.
 *                   {@code fc_host/port_name}) or chzdev settings ({@code online}); sorted by name, empty when none
 * @param markers    the state markers {@code lszfcp -e} prints after the host, as printed: {@link #DEFUNCT},
 *                   {@link #OFFLINE}, {@link #LINKDOWN}, {@link #FAILED}, {@link #NOT_AVAILABLE},
 *                   {@link #NOT_ONLINE}; empty when the FCP device is fine or the capture does not tell (without
 *                   {@code -e}, lszfcp lists only FCP devices that are online and prints no marker)
 */
public record ZfcpHost(String guest, BusId busId, String scsiHost, Map<String, String> attributes,
                       Set<String> markers, HostCapture origin, SourceRef source) implements HostScoped {

    /** {@code lszfcp -e}: the CCW device is defunct (gone from the channel subsystem, still known to zfcp). */
    public static final String DEFUNCT = "defunct";
    /** {@code lszfcp -e}: the CCW device is set offline ({@code online} = 0). */
    public static final String OFFLINE = "offline";
    /** {@code lszfcp -e}: the FC host's port state is {@code Linkdown} (no light, or not logged in to the fabric). */
    public static final String LINKDOWN = "linkdown";
    /** {@code lszfcp -e}: zfcp marked the adapter failed (its {@code failed} attribute is 1). */
    public static final String FAILED = "failed";
    /** {@code lszfcp -e}: the CCW device's availability is not {@code good}. */
    public static final String NOT_AVAILABLE = "NotAvailable";
    /** {@code lszfcp -e}: the FC host's port state is something else than {@code Online}. */
    public static final String NOT_ONLINE = "NotOnline";

    public ZfcpHost {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
        markers = Collections.unmodifiableSortedSet(new TreeSet<>(markers == null ? Set.of() : markers));
    }

    /** A host without state markers (captures that do not print them, configuration files). */
    public ZfcpHost(String guest, BusId busId, String scsiHost, Map<String, String> attributes, HostCapture origin,
                    SourceRef source) {
        this(guest, busId, scsiHost, attributes, Set.of(), origin, source);
    }

    /**
     * False when lszfcp marked the FCP device as not carrying I/O (any marker), or printed {@code -} for its SCSI
     * host (an FCP device that has never been online); true otherwise, including when the capture does not tell.
     */
    public boolean usable() {
        return markers.isEmpty() && !"-".equals(scsiHost);
    }

    @Override
    public String identity() {
        return Ids.fcp(busId);
    }
}
