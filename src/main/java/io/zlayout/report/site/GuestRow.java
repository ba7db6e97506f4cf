package io.zlayout.report.site;

/**
 * One guest, now and as planned. The planned figures are null when the guest has no plan.
 *
 * @param access    from the intent, else how its disks are attached today, else null
 * @param disks     disks it has today (directory DEDICATEs and MDISKs, Linux captures)
 * @param ranks     distinct ranks (or pools, where the rank is not known) its disks sit on
 * @param paths     distinct CHPIDs its disks are reached through
 * @param added     planned volumes it does not have today
 * @param released  volumes it has today and loses in the plan
 */
public record GuestRow(String guest, String access, String workload, int disks, int ranks, int lss, int servers,
                       int paths, int fcpDevices, Integer plannedDisks, Integer plannedRanks, Integer plannedLss,
                       Integer plannedServers, Integer plannedPaths, Integer kept, Integer added, Integer released) {

    /** Volumes that change hands for this guest: added plus released; null without a plan. */
    public Integer moves() {
        return added == null ? null : added + released;
    }
}
