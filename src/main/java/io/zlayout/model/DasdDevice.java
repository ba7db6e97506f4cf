package io.zlayout.model;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DasdUid;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * A DASD of a guest: from {@code lsdasd} (table, {@code -u} UID listing, {@code -l} long form, the pre-table
 * format), {@code /etc/dasd.conf} or a chzdev {@code dasd-eckd}/{@code dasd-fba} section. Each source fills
 * what it knows; the rest is null.
 *
 * @param busId      the bus ID, {@code 0.0.0100}
 * @param status     as lsdasd prints it: {@code active}, {@code n/f} (not formatted), {@code alias},
 *                   {@code offline}, ...; null from configuration files
 * @param name       the block device name ({@code dasda}) or null
 * @param majorMinor {@code 94:0} or null
 * @param type       {@code ECKD}, {@code FBA}, {@code ECKD (ESE)}; chzdev: {@code dasd-eckd}/{@code dasd-fba};
 *                   null when unknown
 * @param blockSize  block size in bytes or null
 * @param sizeMb     size in MB as lsdasd prints it, or null
 * @param blocks     number of blocks or null
 * @param uid        the UID ({@code lsdasd -u}, {@code -l}) or null
 * @param readOnly   lsdasd {@code (ro)}, or {@code readonly=1} in a configuration file
 * @param attributes configuration settings ({@code use_diag=1}) or {@code lsdasd -l} fields; sorted by
 *                   name, empty when none
 */
public record DasdDevice(String guest, BusId busId, String status, String name, String majorMinor, String type,
                         Integer blockSize, Long sizeMb, Long blocks, String uid, boolean readOnly,
                         Map<String, String> attributes, HostCapture origin, SourceRef source)
        implements HostScoped {

    public DasdDevice {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
    }

    /** A PAV/HyperPAV alias device (lsdasd status {@code alias}). */
    public boolean alias() {
        return "alias".equals(status);
    }

    /** The UID decoded (storage serial, SSID, unit address), or null when there is none or it is malformed. */
    public DasdUid decodedUid() {
        return DasdUid.tryParse(uid).orElse(null);
    }

    @Override
    public String identity() {
        return Ids.dasd(busId);
    }
}
