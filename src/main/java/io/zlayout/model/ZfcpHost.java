package io.zlayout.model;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * An FCP device (zfcp adapter subchannel) of a guest: from {@code lszfcp -H}, a single-field
 * {@code /etc/zfcp.conf} line or a chzdev {@code zfcp-host} section.
 *
 * @param busId      canonical bus ID, {@code 0.0.fc00}
 * @param scsiHost   the SCSI host it drives ({@code host0}) or null when the source does not tell
 * @param attributes sysfs attributes from {@code lszfcp -a} ({@code <class>/<name>}, e.g.
 *                   {@code fc_host/port_name}) or chzdev settings ({@code online}); sorted by name, empty when none
 */
public record ZfcpHost(String guest, String busId, String scsiHost, Map<String, String> attributes,
                       HostCapture origin, SourceRef source) implements HostScoped {

    public ZfcpHost {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
    }

    @Override
    public String identity() {
        return Ids.fcp(busId);
    }
}
