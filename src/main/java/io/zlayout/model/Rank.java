package io.zlayout.model;

/**
 * A rank ({@code R3}); one RAID array formatted for FB or CKD.
 *
 * @param group   rank group (server) or null
 * @param array   the array id ({@code A3}) or null
 * @param pool    the extent pool id ({@code P1}) or null
 * @param extents total extents, or null
 */
public record Rank(String image, String id, Integer group, String array, String raidType, String pool,
                   String storageType, Integer extents, SourceRef source) implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return Ids.rank(image, id);
    }

    @Override
    public Rank withImage(String image) {
        return new Rank(image, id, group, array, raidType, pool, storageType, extents, source);
    }
}
