package io.zlayout.model;

/** The extents a volume has on one rank ({@code showfbvol -rank}); {@code extents} null when not known. */
public record RankExtent(String rank, Integer extents) {
}
