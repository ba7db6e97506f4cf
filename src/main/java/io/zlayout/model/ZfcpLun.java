package io.zlayout.model;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * One FCP LUN path: FCP device, target port, LUN. Read from the running state ({@code lszfcp -D},
 * {@code lsluns}) or from configuration ({@code /etc/zfcp.conf}, chzdev {@code zfcp-lun} sections);
 * {@link #origin()} says which.
 *
 * @param busId      canonical bus ID of the FCP device
 * @param wwpn       target WWPN, {@code 0x} + 16 lower-case hex digits
 * @param lun        FCP LUN, {@code 0x} + 16 lower-case hex digits
 * @param hctl       the Linux SCSI address, or null when the source does not tell (failed units, configs)
 * @param state      see {@link State}; null when the capture line did not say
 * @param encrypted  {@code lsluns -a}: true when marked {@code (X)}; null when the source does not tell
 * @param sgDevice   {@code lsluns -a}: the SCSI generic device ({@code /dev/sg0}) or null
 * @param deviceType {@code lsluns -a}: the SCSI device type ({@code Disk}) or null
 * @param vendor     {@code lsluns -a}: vendor ({@code IBM}) or null
 * @param model      {@code lsluns -a}: product ({@code 2107900}) or null
 * @param attributes sysfs attributes ({@code lszfcp -a}) or chzdev settings
 *                   ({@code scsi_dev/queue_depth}); sorted by name, empty when none
 */
public record ZfcpLun(String guest, String busId, String wwpn, String lun, Hctl hctl, State state, Boolean encrypted,
                      String sgDevice, String deviceType, String vendor, String model,
                      Map<String, String> attributes, HostCapture origin, SourceRef source)
        implements HostScoped {

    /** What the source says about the LUN. */
    public enum State {
        /** Attached and usable: {@code lszfcp -D} with an H:C:T:L, {@code lsluns -a} without a mark. */
        ATTACHED,
        /** {@code lszfcp -D}: {@code - failed}. */
        FAILED,
        /** {@code lsluns -a}: {@code [offline]}. */
        OFFLINE,
        /** {@code lsluns} (default): reported by the target (REPORT LUNS), attached or not. */
        AVAILABLE,
        /** Named in a configuration file: nothing is known about its running state. */
        CONFIGURED
    }

    public ZfcpLun {
        attributes = Collections.unmodifiableSortedMap(new TreeMap<>(attributes == null ? Map.of() : attributes));
    }

    /** The DS8000 volume {@code LLVV} the LUN addresses, or null when the LUN is not of that form. */
    public String ds8kVolume() {
        return StorageIds.ds8kVolumeOfFcpLun(lun);
    }

    @Override
    public String identity() {
        return Ids.fcpLun(busId, wwpn, lun);
    }
}
