/**
 * Typed references to the elements that cross stages — a volume, an LSS, a rank, an extent pool, an I/O port, a
 * host adapter, an I/O enclosure, a channel path, and the FCP device that stands in for a channel path no input
 * tells — as the plan, the model and the reports hold them: values made from the topology's values, compared and
 * keyed as values. Each has two forms and no other: {@code identity()} (and {@code toString()}), the identity string
 * of docs/design.md for the edges (JSON, SARIF, baselines, suppressions), and {@code display()}, the short form
 * people read in a report or a note ({@code 1000}, {@code R3}, {@code P0}, {@code I0130}, {@code 01.3},
 * {@code 0.50}, {@code 0.0.fc00}). {@code parse} reads an identity back, for the few places that are handed one (a
 * finding's elements, a snapshot's paths, what the plan still names by identity). {@code SpreadUnit}, made of these,
 * is the unit a layout spreads volumes over: a rank, the ranks a volume may span, else its pool or LSS. Nothing
 * outside this package and {@code model/Ids} cuts an identity string apart.
 * <p>
 * Each reference makes its own identity string ({@code identityOf}); {@code model/Ids} asks it for those kinds. The
 * package depends on {@code model/id} only, so that a model record may hold or give a reference ({@code Volume.key()}
 * is the volume's {@code VolumeRef}). {@code VolumeRef} alone writes {@code equals} and {@code hashCode} out, as
 * docs/performance.md says why.
 */
package io.zlayout.model.ref;
