package io.zlayout.model;

import io.zlayout.model.id.Wwn;

/**
 * A storage image (DS8000 {@code IBM.2107-75DWA61}, ESS {@code IBM.2105-<serial>}).
 *
 * @param machineType 2107, 2105, 1750, 242x ... (from the id or MTM)
 * @param unit        the storage unit id ({@code IBM.2107-75DWA60}) or null
 */
public record StorageImage(String id, String name, String machineType, String model, Wwn wwnn, String unit,
                           SourceRef source) implements Mergeable {

    @Override
    public String identity() {
        return Ids.storage(id);
    }
}
