/**
 * The throughput model: a guest's layout (processes on disks, disks on ranks, DA pairs and servers, paths
 * through host adapters, switches and CHPIDs) becomes a flow network whose capacities come from a
 * calibration table; the maximum flow is the predicted MB/s, the minimum cut the bottleneck. Advice that
 * follows from the layout and the workload, each piece citing the seed it rests on, belongs here too. Pure
 * functions over records; the only I/O is reading the calibration and ratio resources shipped in the jar.
 */
package io.zlayout.perf;
