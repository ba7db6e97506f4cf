/**
 * The files {@code zlayout plan --out DIR} writes: z/VM directory fragments and DirMaint commands, the Linux
 * zfcp, DASD and multipath configuration, the LVM script and the summaries a person reads before applying
 * them. One class per file kind; {@link io.zlayout.emit.Emitters} is the one list. Emitters are pure: a Plan
 * in, relative paths and text out, byte-identical for the same Plan; writing the files is the caller's job.
 */
package io.zlayout.emit;
