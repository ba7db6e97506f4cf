package io.zlayout.plan;

/**
 * One planned disk.
 *
 * @param volume       volume identity ({@code volume:IBM.2107-75ZL101/1000})
 * @param image        storage image id
 * @param machineType  2107, 2105, 1750
 * @param volumeId     {@code LLVV}
 * @param kind         FB or CKD
 * @param rank         rank identity (null when the export does not tell)
 * @param lss          LSS identity
 * @param server       0 or 1
 * @param daPair       DA pair, or null
 * @param device       CKD: the base device number (4 hex) the guest gets; FCP: null
 * @param lun          FCP: the 64-bit FCP LUN {@code 0x40LL40VV00000000} (ESS: {@code 0x5400000000000000}); else null
 * @param wwid         FCP: the DM-multipath WWID where the image's WWNN is known; else null
 * @param sizeBytes    capacity in bytes, or null
 * @param cylinders    CKD cylinders, or null
 * @param volser       CKD volume serial, or null
 */
public record PlannedDisk(String volume, String image, String machineType, String volumeId, String kind, String rank,
                          String lss, int server, Integer daPair, String device, String lun, String wwid,
                          Long sizeBytes, Integer cylinders, String volser) {
}
