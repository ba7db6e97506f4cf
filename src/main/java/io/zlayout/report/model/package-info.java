/**
 * Renders the throughput model's result: {@code zlayout.model/1} JSON as docs/design.md fixes it (with the
 * additive fields guest, ioSizeBytes, iops, advice and notes) and a text report for people. Numbers are
 * rounded here and only here: MB/s to 0.1, utilisation to 0.001, I/Os per second to whole numbers.
 */
package io.zlayout.report.model;
