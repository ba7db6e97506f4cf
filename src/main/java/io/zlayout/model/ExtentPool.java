package io.zlayout.model;

/**
 * An extent pool ({@code P0}); {@code rankGroup} is the server that owns it.
 *
 * @param rankCount the ranks the export says it has ({@code lsextpool -l} numranks), or null
 * @param easyTier  whether Easy Tier manages it ({@code lsextpool -l} etmanaged, REST easytier), or null
 */
public record ExtentPool(String image, String id, String name, String storageType, Integer rankGroup,
                         Integer rankCount, Boolean easyTier, SourceRef source) implements Mergeable, ImageScoped {

    /** A pool whose export tells neither its rank count nor Easy Tier. */
    public ExtentPool(String image, String id, String name, String storageType, Integer rankGroup, SourceRef source) {
        this(image, id, name, storageType, rankGroup, null, null, source);
    }

    @Override
    public String identity() {
        return Ids.extentPool(image, id);
    }

    @Override
    public ExtentPool withImage(String image) {
        return new ExtentPool(image, id, name, storageType, rankGroup, rankCount, easyTier, source);
    }
}
