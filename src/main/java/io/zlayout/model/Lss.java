package io.zlayout.model;

import io.zlayout.model.id.LssId;

/**
 * A logical subsystem (FB) or logical control unit (CKD).
 *
 * @param id           the LSS/LCU number
 * @param type         "fb" or "ckd"
 * @param group        rank group / server (0 even, 1 odd) as the export says, or null
 * @param addressGroup address group (first hex digit) or null
 * @param ssid         subsystem id (4 hex) or null
 */
public record Lss(String image, LssId id, String type, Integer group, String addressGroup, String ssid,
                  Integer configuredVolumes, SourceRef source) implements Mergeable, ImageScoped {

    /** The server that owns this LSS: the export's group, else even LSS 0 and odd LSS 1. */
    public int server() {
        return group != null ? group : id.server();
    }

    @Override
    public String identity() {
        return Ids.lss(image, id);
    }

    @Override
    public Lss withImage(String image) {
        return new Lss(image, id, type, group, addressGroup, ssid, configuredVolumes, source);
    }
}
