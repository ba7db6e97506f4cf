package io.zlayout.model;

/**
 * One SCSI boot path of a guest: a {@code LOADDEV SCSI ALTERNATE} statement of its directory entry (z/VM 7.4
 * with the LOADDEV alternate support), naming another target port and LUN through which the same boot disk
 * can be reached when the primary {@code LOADDEV PORTNAME … LUN …} path fails.
 *
 * @param device   the virtual FCP device the path uses ({@code DEVICE vdev}), 4 upper-case hex digits, or null
 *                 when the statement does not name one (CP then uses the device of the IPL command)
 * @param portname the target port as {@code 0x} + 16 lower-case hex digits
 * @param lun      the LUN as {@code 0x} + 16 lower-case hex digits: the statement's own, or (as Feilong writes
 *                 {@code LOADDEV SCSI ALTERNATE 1A01 PORT wwpn} without one) the guest's primary LOADDEV LUN
 * @param source   the LOADDEV statement
 */
public record BootPath(String device, String portname, String lun, SourceRef source) {
}
