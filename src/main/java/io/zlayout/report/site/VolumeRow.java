package io.zlayout.report.site;

import io.zlayout.model.id.FcpLun;
import io.zlayout.topology.ChannelTopology;

/**
 * One volume as the Volumes sheet lists it. Short forms (no image prefix) where the image has its own
 * column; null where the inputs do not tell.
 *
 * @param ranks       rank ids, {@code +}-joined when the volume may span several (pool known, extents not)
 * @param daPairs     DA pairs of those ranks, {@code +}-joined
 * @param capacityGib capacity in GiB (2^30 bytes)
 * @param device      the base device number the IOCDS gives the volume (CKD), or null
 * @param guests      guests that have the volume today, {@code ", "}-joined, or null
 * @param access      how they have it (dedicate, mdisk, fcp), {@code ", "}-joined, or null
 * @param vdevs       their virtual device numbers, {@code ", "}-joined, or null
 * @param planned     the guest the plan gives the volume, or null
 */
public record VolumeRow(String identity, String image, String id, String kind, String dataType, String lss,
                        int server, String pool, String ranks, String daPairs, Double capacityGib, Integer cylinders,
                        String volser, String device, String guests, String access, String vdevs, String planned) {

    /** The FCP LUN of an FB volume ({@code 0x40LL40VV00000000}; ESS {@code 0x5400...}), else null. */
    public String lun() {
        return "FB".equals(kind)
                ? FcpLun.ofVolume(ChannelTopology.machineType(image), id).map(FcpLun::toString).orElse(null) : null;
    }
}
