/**
 * The DS8000 DSCLI output reader (format {@code dscli}): a DSCLI session transcript or saved command output
 * in the {@code default}, {@code delim}, {@code stanza} and {@code xml} output formats, split into one
 * section per command (by {@code dscli>} echo lines, banners and headers), each table or stanza mapped by
 * column name onto the storage-side model records (images, pools, ranks, arrays, volumes, LSS/LCU, I/O
 * ports, host connections, volume groups).
 *
 * <p>Where things are: which columns each command prints (the column-mapping tables) is {@code
 * Command}, with the column names each {@code Field} answers to;
 * what a row becomes is {@code Mapper}. {@code Session} walks the lines and hands each to what recognises it:
 * {@code Boundaries} (echo lines, {@code setoutput}, banners), {@code Account} (messages, noise, why nothing
 * was read), {@code TableReader} with {@code Delimiters} and {@code AlignedTable} (table layout), {@code
 * StanzaReader} (key/value lines), {@code XmlReading}; {@code LineKind} tells what a line is by its own text.
 */
package io.zlayout.input.dscli;
