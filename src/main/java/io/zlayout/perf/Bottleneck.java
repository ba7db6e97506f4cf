package io.zlayout.perf;

import java.util.List;

/**
 * The minimum cut of the flow: the components whose capacities sum to the predicted throughput.
 *
 * @param kind     the reported kind carrying most of the cut's capacity (chpid, switch, host-adapter,
 *                 server, device-adapter, rank, disk); null when nothing reaches the host
 * @param elements every element of the cut, those of {@code kind} first, each group sorted
 */
public record Bottleneck(String kind, List<String> elements) {

    public Bottleneck {
        elements = List.copyOf(elements);
    }
}
