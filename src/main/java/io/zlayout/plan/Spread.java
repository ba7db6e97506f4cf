package io.zlayout.plan;

/**
 * How many distinct components a guest's disks and paths use. Only known components are counted: a disk whose
 * rank (or DA pair) the export does not tell counts in {@code unknownRanks} ({@code unknownDeviceAdapters}), not
 * as a rank of its own.
 *
 * @param unknownRanks          disks whose rank is not known (none, or several the volume may span)
 * @param unknownDeviceAdapters disks whose DA pair is not known
 */
public record Spread(int ranks, int lss, int servers, int deviceAdapters, int hostAdapters, int chpids,
                     int unknownRanks, int unknownDeviceAdapters) {

    /** Every component known. */
    public Spread(int ranks, int lss, int servers, int deviceAdapters, int hostAdapters, int chpids) {
        this(ranks, lss, servers, deviceAdapters, hostAdapters, chpids, 0, 0);
    }
}
