package io.zlayout.model;

import io.zlayout.model.id.BusId;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwn;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One FCP LUN path: FCP device, target port, LUN. Read from the running state ({@code lszfcp -D},
 * {@code lsluns}) or from configuration ({@code /etc/zfcp.conf}, chzdev {@code zfcp-lun} sections);
 * {@link #origin()} says which.
 *
 * @param busId      bus ID of the FCP device
 * @param wwpn       target WWPN
 * @param lun        FCP LUN
 * @param hctl       the Linux SCSI address, or null when the source does not tell (failed units, configs)
 * @param state      see {@link State}; null when the capture line did not say
 * @param encrypted  {@code lsluns -a}: true when marked {@code (X)}; null when the source does not tell
 * @param sgDevice   {@code lsluns -a}: the SCSI generic device ({@code /dev/sg0}) or null
 * @param deviceType {@code lsluns -a}: the SCSI device type ({@code Disk}) or null
 * @param vendor     {@code lsluns -a}: vendor ({@code IBM}) or null
 * @param model      {@code lsluns -a}: product ({@code 2107900}) or null
 * @param attributes sysfs attributes ({@code lszfcp -a}) or chzdev settings
 *                   ({@code scsi_dev/queue_depth}); sorted by name, empty when none
 * @param markers    the markers {@code lszfcp -e} prints after the SCSI device, as printed: {@link #AUTO},
 *                   {@link #NOT_RUNNING}; empty when none or the capture does not tell
 */
public record ZfcpLun(String guest, BusId busId, Wwn wwpn, FcpLun lun, Hctl hctl, State state, Boolean encrypted,
                      String sgDevice, String deviceType, String vendor, String model,
                      Map<String, String> attributes, Set<String> markers, HostCapture origin, SourceRef source)
        implements HostScoped {

    /**
     * {@code lszfcp -e}: the SCSI device was found by automatic LUN scanning; zfcp has no unit for it. Not a
     * fault: with NPIV, LUNs are scanned, not configured one by one.
     */
    public static final String AUTO = "auto";
    /** {@code lszfcp -e}: the SCSI device exists but its state is not {@code running} (offline, blocked, ...). */
    public static final String NOT_RUNNING = "NotRunning";

    /** What the source says about the LUN. */
    public enum State {
        /** Attached and usable: {@code lszfcp -D} with an H:C:T:L, {@code lsluns -a} without a mark. */
        ATTACHED,
        /** {@code lszfcp -D}: {@code - failed} (a zfcp unit without SCSI device). */
        FAILED,
        /**
         * {@code lszfcp -e -D}: the SCSI device exists (it has an H:C:T:L) but is not running; marked
         * {@code NotRunning}. It carries no I/O.
         */
        NOT_RUNNING,
        /** {@code lsluns -a}: {@code [offline]}. */
        OFFLINE,
        /** {@code lsluns} (default): reported by the target (REPORT LUNS), attached or not. */
        AVAILABLE,
        /** Named in a configuration file: nothing is known about its running state. */
        CONFIGURED
    }

    public ZfcpLun {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
        markers = Collections.unmodifiableSortedSet(new TreeSet<>(markers == null ? Set.of() : markers));
    }

    /** A LUN without lszfcp markers (other captures, configuration files). */
    public ZfcpLun(String guest, BusId busId, Wwn wwpn, FcpLun lun, Hctl hctl, State state, Boolean encrypted,
                   String sgDevice, String deviceType, String vendor, String model, Map<String, String> attributes,
                   HostCapture origin, SourceRef source) {
        this(guest, busId, wwpn, lun, hctl, state, encrypted, sgDevice, deviceType, vendor, model, attributes, Set.of(),
                origin, source);
    }

    /** The DS8000 volume {@code LLVV} the LUN addresses, or null when the LUN is not of that form. */
    public VolumeId ds8kVolume() {
        return lun.ds8kVolume().orElse(null);
    }

    @Override
    public String identity() {
        return Ids.fcpLun(busId, wwpn, lun);
    }
}
