/**
 * The IOCP source deck reader (format {@code iocp}): card-image rules (columns 1-71, continuation in column
 * 72 resuming in column 16, sequence numbers in 73-80, comment cards), the operand syntax of the ID,
 * RESOURCE, CHPID, CNTLUNIT and IODEVICE statements in their single-CSS and multi-CSS forms, and the
 * translation of those statements into partitions, channel paths, control units and expanded devices.
 */
package io.zlayout.input.iocp;
