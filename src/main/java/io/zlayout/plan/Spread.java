package io.zlayout.plan;

/**
 * How many distinct components a guest's disks and paths use. Only known components are counted: a disk whose
 * rank (or DA pair) the export does not tell counts in {@code unknownRanks} ({@code unknownDeviceAdapters}), not
 * as a rank of its own. A disk striped over a multi-rank pool (rotateexts, Easy Tier) counts in {@code striped}
 * and its pool in {@code pools}: it has no rank or DA pair of its own, and is not "unknown".
 *
 * @param unknownRanks          disks placed by rank whose rank is not known, or whose allocation method is unknown
 * @param unknownDeviceAdapters disks placed by rank whose DA pair is not known
 * @param pools                 the extent pools of the disks
 * @param striped               disks striped over the ranks of their pool
 * @param stripedRanks          the ranks those pools stripe over, where the export tells
 */
public record Spread(int ranks, int lss, int servers, int deviceAdapters, int hostAdapters, int chpids,
                     int unknownRanks, int unknownDeviceAdapters, int pools, int striped, int stripedRanks) {

    /** Every component known. */
    public Spread(int ranks, int lss, int servers, int deviceAdapters, int hostAdapters, int chpids) {
        this(ranks, lss, servers, deviceAdapters, hostAdapters, chpids, 0, 0);
    }

    /** No disk pool-striped. */
    public Spread(int ranks, int lss, int servers, int deviceAdapters, int hostAdapters, int chpids,
                  int unknownRanks, int unknownDeviceAdapters) {
        this(ranks, lss, servers, deviceAdapters, hostAdapters, chpids, unknownRanks, unknownDeviceAdapters, 0, 0, 0);
    }
}
