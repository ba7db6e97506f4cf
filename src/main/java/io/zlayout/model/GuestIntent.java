package io.zlayout.model;

import java.util.List;

/**
 * What one guest should have (zlayout.yaml {@code intent:} or an intent file): a number of disks or a
 * capacity, how it reaches them, and what it mostly does.
 *
 * @param disks         number of disks (stripe members), or null when {@code capacityBytes} says it
 * @param capacityBytes total capacity wanted, or null
 * @param access        fcp, eckd or minidisk
 * @param workload      seq-read, seq-write, random-read, random-write, mixed or reread (null = mixed)
 * @param paths         paths wanted (FCP: FCP devices on distinct CHPIDs), or null for the site default
 * @param stripeSize    stripe size as written ({@code 64k}), or null for the site default
 * @param keep          volumes or device numbers already assigned that must stay (plan the fewest moves)
 * @param reuseReleased true: the guest may get volumes other guests of the plan release (their data must move
 *                      first); false: never; null: as the intent's defaults say (never unless they allow it)
 * @param hyperpav      dedicated ECKD: the HyperPAV aliases the guest should have on each LCU of its planned disks
 *                      ({@code hyperpav: N}); null: as many as it has on one LCU today (none when it has none)
 */
public record GuestIntent(String guest, Integer disks, Long capacityBytes, String access, String workload,
                          Integer paths, String stripeSize, List<String> keep, Boolean reuseReleased,
                          SourceRef source, Integer hyperpav) implements Element {

    public GuestIntent {
        keep = keep == null ? List.of() : List.copyOf(keep);
    }

    /** A guest intent that does not say how many HyperPAV aliases it wants. */
    public GuestIntent(String guest, Integer disks, Long capacityBytes, String access, String workload,
                       Integer paths, String stripeSize, List<String> keep, Boolean reuseReleased,
                       SourceRef source) {
        this(guest, disks, capacityBytes, access, workload, paths, stripeSize, keep, reuseReleased, source, null);
    }

    /** A guest intent that follows the defaults on reusing released volumes. */
    public GuestIntent(String guest, Integer disks, Long capacityBytes, String access, String workload,
                       Integer paths, String stripeSize, List<String> keep, SourceRef source) {
        this(guest, disks, capacityBytes, access, workload, paths, stripeSize, keep, null, source);
    }

    @Override
    public String identity() {
        return "intent:" + guest;
    }
}
