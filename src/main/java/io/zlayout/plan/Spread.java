package io.zlayout.plan;

/** How many distinct components a guest's disks and paths use. */
public record Spread(int ranks, int lss, int servers, int deviceAdapters, int hostAdapters, int chpids) {
}
