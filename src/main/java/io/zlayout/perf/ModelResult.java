package io.zlayout.perf;

import java.util.List;

/**
 * What the model predicts for one layout and workload.
 *
 * @param processes      processes modelled (one per disk unless asked otherwise)
 * @param throughputMBps the maximum flow, MB/s (10^6 bytes per second)
 * @param iops           random workloads: the throughput in I/Os per second; null for sequential work
 * @param components     every modelled component, from disk to CHPID, each kind sorted by identity
 * @param advice         what to change or keep, each citing its seed
 * @param notes          what the model assumed or could not model, for a person to check
 */
public record ModelResult(String guest, Workload workload, int processes, double throughputMBps, Double iops,
                          Bottleneck bottleneck, List<ComponentLoad> components, List<Advice> advice,
                          List<String> notes) {

    public ModelResult {
        components = List.copyOf(components);
        advice = List.copyOf(advice);
        notes = List.copyOf(notes);
    }
}
