package io.zlayout.plan;

/**
 * One planned path.
 *
 * @param chpid       CHPID identity ({@code chpid:1.C0})
 * @param fcpDevice   FCP: the Linux bus ID of the guest's FCP device ({@code 0.0.fc00}); else null
 * @param device      FCP: the FCP device number (4 hex) dedicated to the guest; else null
 * @param ioPort      storage I/O port identity the path lands on, or null when the fabric is not known
 * @param wwpn        the target port's WWPN ({@code 0x…}), or null when not known
 * @param hostAdapter host adapter identity, or null
 * @param enclosure   I/O enclosure identity, or null
 * @param speed       the port's link speed as exported ({@code 16 Gb/s}), or null
 */
public record PlannedPath(String chpid, String fcpDevice, String device, String ioPort, String wwpn,
                          String hostAdapter, String enclosure, String speed) {
}
