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

    /** The row of {@code guest}, its other fields set by name. */
    public static Builder of(String guest) {
        return new Builder(guest);
    }

    /** The fields of a row by name; those not set stay null (0 for a count). */
    public static final class Builder {
        private final String guest;
        private String access;
        private String workload;
        private int disks;
        private int ranks;
        private int lss;
        private int servers;
        private int paths;
        private int fcpDevices;
        private Integer plannedDisks;
        private Integer plannedRanks;
        private Integer plannedLss;
        private Integer plannedServers;
        private Integer plannedPaths;
        private Integer kept;
        private Integer added;
        private Integer released;

        private Builder(String guest) {
            this.guest = guest;
        }

        public Builder access(String access) {
            this.access = access;
            return this;
        }

        public Builder workload(String workload) {
            this.workload = workload;
            return this;
        }

        public Builder disks(int disks) {
            this.disks = disks;
            return this;
        }

        public Builder ranks(int ranks) {
            this.ranks = ranks;
            return this;
        }

        public Builder lss(int lss) {
            this.lss = lss;
            return this;
        }

        public Builder servers(int servers) {
            this.servers = servers;
            return this;
        }

        public Builder paths(int paths) {
            this.paths = paths;
            return this;
        }

        public Builder fcpDevices(int fcpDevices) {
            this.fcpDevices = fcpDevices;
            return this;
        }

        public Builder plannedDisks(Integer plannedDisks) {
            this.plannedDisks = plannedDisks;
            return this;
        }

        public Builder plannedRanks(Integer plannedRanks) {
            this.plannedRanks = plannedRanks;
            return this;
        }

        public Builder plannedLss(Integer plannedLss) {
            this.plannedLss = plannedLss;
            return this;
        }

        public Builder plannedServers(Integer plannedServers) {
            this.plannedServers = plannedServers;
            return this;
        }

        public Builder plannedPaths(Integer plannedPaths) {
            this.plannedPaths = plannedPaths;
            return this;
        }

        public Builder kept(Integer kept) {
            this.kept = kept;
            return this;
        }

        public Builder added(Integer added) {
            this.added = added;
            return this;
        }

        public Builder released(Integer released) {
            this.released = released;
            return this;
        }

        public GuestRow build() {
            return new GuestRow(guest, access, workload, disks, ranks, lss, servers, paths, fcpDevices, plannedDisks,
                    plannedRanks, plannedLss, plannedServers, plannedPaths, kept, added, released);
        }
    }
}
