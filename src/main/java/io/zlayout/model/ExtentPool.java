package io.zlayout.model;

/** An extent pool ({@code P0}); {@code rankGroup} is the server that owns it. */
public record ExtentPool(String image, String id, String name, String storageType, Integer rankGroup,
                         SourceRef source) implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return Ids.extentPool(image, id);
    }

    @Override
    public ExtentPool withImage(String image) {
        return new ExtentPool(image, id, name, storageType, rankGroup, source);
    }
}
