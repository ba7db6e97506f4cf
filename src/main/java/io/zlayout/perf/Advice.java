package io.zlayout.perf;

/**
 * One piece of advice for a layout and workload.
 *
 * @param topic    multipath, path-selector, paths-in-use, queue-depth, bottleneck, zvm-disk, diagnose-250, ...
 * @param text     what to do, with the figures that make it worth doing
 * @param evidence the seed it rests on: file, table or passage, and the quoted figures
 */
public record Advice(String topic, String text, String evidence) {
}
