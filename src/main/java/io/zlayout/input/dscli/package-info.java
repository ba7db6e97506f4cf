/**
 * The DS8000 DSCLI output reader (format {@code dscli}): a DSCLI session transcript or saved command output
 * in the {@code default}, {@code delim}, {@code stanza} and {@code xml} output formats, split into one
 * section per command (by {@code dscli>} echo lines, banners and headers), each table or stanza mapped by
 * column name onto the storage-side model records (images, pools, ranks, arrays, volumes, LSS/LCU, I/O
 * ports, host connections, volume groups).
 */
package io.zlayout.input.dscli;
