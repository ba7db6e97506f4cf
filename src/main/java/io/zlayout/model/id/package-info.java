/**
 * Identifiers as values: a device number, a WWPN or WWNN, an FCP LUN (with the DS8000 and ESS volume
 * encodings), a DM-multipath WWID, a Linux CCW bus ID, a storage image (manufacturer, machine type, serial) and an
 * element identity with its kind. Each has one parser (accepting the forms the exports use, refusing everything
 * else with a message saying what was expected) and one formatter (the canonical form of docs/design.md). A base
 * package: it depends on nothing else of zlayout (it quotes found text as model.Quoted does, without a cycle).
 * <p>
 * Each is a record with the {@code equals} and {@code hashCode} the record generates; the numbers share their order
 * through {@link io.zlayout.model.id.IntId}. No model type keeps static state.
 */
package io.zlayout.model.id;
