package io.zlayout.model;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.DeviceNumber;
/**
 * One SCSI boot path of a guest: a {@code LOADDEV SCSI ALTERNATE} statement of its directory entry (z/VM 7.4
 * with the LOADDEV alternate support), naming another target port and LUN through which the same boot disk
 * can be reached when the primary {@code LOADDEV PORTNAME … LUN …} path fails.
 *
 * @param device   the virtual FCP device the path uses ({@code DEVICE vdev}), or null
 *                 when the statement does not name one (CP then uses the device of the IPL command)
 * @param portname the target port
 * @param lun      the LUN: the statement's own, or (as Feilong writes
 *                 {@code LOADDEV SCSI ALTERNATE 1A01 PORT wwpn} without one) the guest's primary LOADDEV LUN
 * @param source   the LOADDEV statement
 */
public record BootPath(DeviceNumber device, Wwn portname, FcpLun lun, SourceRef source) {
}
