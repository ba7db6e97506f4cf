package io.zlayout.model;

/** A RAID array ({@code A3}) on one DA pair; {@code rank} is the rank made from it, or null. */
public record RaidArray(String image, String id, String arraySite, String rank, Integer daPair, String raidType,
                        SourceRef source) implements Mergeable, ImageScoped {

    @Override
    public String identity() {
        return Ids.array(image, id);
    }

    @Override
    public RaidArray withImage(String image) {
        return new RaidArray(image, id, arraySite, rank, daPair, raidType, source);
    }
}
