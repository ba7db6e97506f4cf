package io.zlayout.model;

import io.zlayout.model.id.VolumeId;

/**
 * A volume made visible to a host under a LUN: REST {@code mappings}, or the ESS Specialist's Host Port
 * cell ({@code lun} is then the 16-bit LUN, 4 hex digits).
 */
public record HostMapping(String image, String host, VolumeId volume, String lun, SourceRef source)
        implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return "mapping:" + image + "/" + host + "/" + volume;
    }

    @Override
    public HostMapping withImage(String image) {
        return new HostMapping(image, host, volume, lun, source);
    }
}
