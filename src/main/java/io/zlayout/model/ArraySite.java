package io.zlayout.model;

/** An array site ({@code S1}): the disks an array is made from, on one DA pair. */
public record ArraySite(String image, String id, Integer daPair, String array, SourceRef source)
        implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return Ids.arraySite(image, id);
    }

    @Override
    public ArraySite withImage(String image) {
        return new ArraySite(image, id, daPair, array, source);
    }
}
