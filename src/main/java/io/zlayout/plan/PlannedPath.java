package io.zlayout.plan;

/**
 * One planned path.
 *
 * @param chpid       CHPID identity ({@code chpid:1.C0})
 * @param fcpDevice   FCP: the Linux bus ID of the guest's FCP device ({@code 0.0.fc00}: its virtual device
 *                    number, which is what Linux sees); else null
 * @param device      FCP: the real FCP device number (4 hex) dedicated to the guest; else null
 * @param ioPort      storage I/O port identity the path lands on, or null when the fabric is not known
 * @param wwpn        the target port's WWPN ({@code 0x…}), or null when not known
 * @param hostAdapter host adapter identity, or null
 * @param enclosure   I/O enclosure identity, or null
 * @param speed       the port's link speed as exported ({@code 16 Gb/s}), or null
 * @param vdev        FCP: the guest's virtual device number for {@code device} (its vdev today when kept, else
 *                    {@code device} itself when free in the entry, else a free one); else null
 * @param kept        FCP: true when the entry dedicates {@code device} today (no DEDICATE to add)
 * @param runsToday   FCP: true when the guest's captures show it running over {@code device} today although its
 *                    entry does not dedicate it (ATTACHed, or a guest known only from its captures): the plan
 *                    makes it permanent rather than adding a device
 */
public record PlannedPath(String chpid, String fcpDevice, String device, String ioPort, String wwpn,
                          String hostAdapter, String enclosure, String speed, String vdev, boolean kept,
                          boolean runsToday) {

    /** A path the guest's captures do not show it running over today. */
    public PlannedPath(String chpid, String fcpDevice, String device, String ioPort, String wwpn,
                       String hostAdapter, String enclosure, String speed, String vdev, boolean kept) {
        this(chpid, fcpDevice, device, ioPort, wwpn, hostAdapter, enclosure, speed, vdev, kept, false);
    }

    /** A path whose virtual device is its real device, not in the entry today. */
    public PlannedPath(String chpid, String fcpDevice, String device, String ioPort, String wwpn,
                       String hostAdapter, String enclosure, String speed) {
        this(chpid, fcpDevice, device, ioPort, wwpn, hostAdapter, enclosure, speed, device, false, false);
    }
}
