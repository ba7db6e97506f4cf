package io.zlayout.model;

import io.zlayout.model.id.VolumeId;
import java.util.List;

/** A volume group ({@code V11}) and, where shown (showvolgrp, REST mappings), its volumes. */
public record VolumeGroup(String image, String id, String name, String type, List<VolumeId> volumes, SourceRef source)
        implements Mergeable, ImageScoped {

    public VolumeGroup {
        volumes = volumes == null ? List.of() : List.copyOf(volumes);
    }

    @Override
    public String identity() {
        return Ids.volumeGroup(image, id);
    }

    @Override
    public VolumeGroup withImage(String image) {
        return new VolumeGroup(image, id, name, type, volumes, source);
    }
}
