package io.zlayout.report.site;

import io.zlayout.model.id.FcpLun;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.ChannelTopology;

/**
 * One volume as the Volumes sheet lists it. Short forms (no image prefix) where the image has its own
 * column; null where the inputs do not tell.
 *
 * @param volume      the volume: its image and id are the row's first columns
 * @param ranks       rank ids, {@code +}-joined when the volume may span several (pool known, extents not)
 * @param daPairs     DA pairs of those ranks, {@code +}-joined
 * @param capacityGib capacity in GiB (2^30 bytes)
 * @param device      the base device number the IOCDS gives the volume (CKD), or null
 * @param guests      guests that have the volume today, {@code ", "}-joined, or null
 * @param access      how they have it (dedicate, mdisk, fcp), {@code ", "}-joined, or null
 * @param vdevs       their virtual device numbers, {@code ", "}-joined, or null
 * @param planned     the guest the plan gives the volume, or null
 */
public record VolumeRow(VolumeRef volume, String kind, String dataType, String lss,
                        int server, String pool, String ranks, String daPairs, Double capacityGib, Integer cylinders,
                        String volser, String device, String guests, String access, String vdevs, String planned) {

    /** The storage image of the volume. */
    public String image() {
        return volume.image();
    }

    /** The volume's id as people read it ({@code 1000}). */
    public String id() {
        return volume.display();
    }

    /** The FCP LUN of an FB volume ({@code 0x40LL40VV00000000}; ESS {@code 0x5400...}), else null. */
    public String lun() {
        return "FB".equals(kind)
                ? FcpLun.ofVolume(ChannelTopology.machineType(volume.image()), volume.id()).map(FcpLun::toString)
                        .orElse(null) : null;
    }

    /** The row of {@code volume}, its other fields set by name. */
    public static Builder of(VolumeRef volume) {
        return new Builder(volume);
    }

    /** The fields of a row by name; those not set stay null (0 for a count). */
    public static final class Builder {
        private final VolumeRef volume;
        private String kind;
        private String dataType;
        private String lss;
        private int server;
        private String pool;
        private String ranks;
        private String daPairs;
        private Double capacityGib;
        private Integer cylinders;
        private String volser;
        private String device;
        private String guests;
        private String access;
        private String vdevs;
        private String planned;

        private Builder(VolumeRef volume) {
            this.volume = volume;
        }

        public Builder kind(String kind) {
            this.kind = kind;
            return this;
        }

        public Builder dataType(String dataType) {
            this.dataType = dataType;
            return this;
        }

        public Builder lss(String lss) {
            this.lss = lss;
            return this;
        }

        public Builder server(int server) {
            this.server = server;
            return this;
        }

        public Builder pool(String pool) {
            this.pool = pool;
            return this;
        }

        public Builder ranks(String ranks) {
            this.ranks = ranks;
            return this;
        }

        public Builder daPairs(String daPairs) {
            this.daPairs = daPairs;
            return this;
        }

        public Builder capacityGib(Double capacityGib) {
            this.capacityGib = capacityGib;
            return this;
        }

        public Builder cylinders(Integer cylinders) {
            this.cylinders = cylinders;
            return this;
        }

        public Builder volser(String volser) {
            this.volser = volser;
            return this;
        }

        public Builder device(String device) {
            this.device = device;
            return this;
        }

        public Builder guests(String guests) {
            this.guests = guests;
            return this;
        }

        public Builder access(String access) {
            this.access = access;
            return this;
        }

        public Builder vdevs(String vdevs) {
            this.vdevs = vdevs;
            return this;
        }

        public Builder planned(String planned) {
            this.planned = planned;
            return this;
        }

        public VolumeRow build() {
            return new VolumeRow(volume, kind, dataType, lss, server, pool, ranks, daPairs, capacityGib, cylinders,
                    volser, device, guests, access, vdevs, planned);
        }
    }
}
