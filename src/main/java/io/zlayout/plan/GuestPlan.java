package io.zlayout.plan;

import java.util.List;

/**
 * One guest's plan.
 *
 * @param access      fcp, eckd or minidisk
 * @param workload    as the intent says (mixed when silent)
 * @param stripeSize  as written ({@code 64k})
 * @param disks       in stripe order: the order for vgcreate (interleaved over ranks)
 * @param paths       FCP: one FCP device per CHPID; ECKD/minidisk: every CHPID of the LCUs
 * @param kept        volume identities the intent asked to keep and that stay
 * @param released    volume identities the guest has now and loses in the plan
 */
public record GuestPlan(String guest, String access, String workload, String stripeSize, List<PlannedDisk> disks,
                        List<PlannedPath> paths, Spread spread, List<String> kept, List<String> released) {

    public GuestPlan {
        disks = List.copyOf(disks);
        paths = List.copyOf(paths);
        kept = List.copyOf(kept);
        released = List.copyOf(released);
    }

    /** Stripe size in bytes. */
    public long stripeSizeBytes() {
        return io.zlayout.model.ByteSize.bytes(stripeSize);
    }
}
