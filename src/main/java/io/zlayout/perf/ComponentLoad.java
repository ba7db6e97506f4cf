package io.zlayout.perf;

/**
 * One modelled component: its capacity for the workload and the load the predicted flow puts on it.
 *
 * @param capacityMBps null when no limit is modelled
 * @param capacityIops random workloads: the capacity in I/Os per second; null for sequential work or no limit
 * @param loadIops     random workloads: the load in I/Os per second; null for sequential work
 */
public record ComponentLoad(ComponentKind kind, String element, Double capacityMBps, double loadMBps,
                            Double capacityIops, Double loadIops) {

    /** Load over capacity; null without a limit; 1 for a component of capacity 0. */
    public Double utilization() {
        if (capacityMBps == null) {
            return null;
        }
        return capacityMBps <= 0 ? 1.0 : loadMBps / capacityMBps;
    }
}
