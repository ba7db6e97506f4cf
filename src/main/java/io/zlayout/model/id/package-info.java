/**
 * Identifiers as values: a device number, a WWPN or WWNN, an FCP LUN (with the DS8000 and ESS volume
 * encodings), a DM-multipath WWID, a Linux CCW bus ID, a storage image (manufacturer, machine type, serial) and an
 * element identity with its kind. Each has one parser (accepting the forms the exports use, refusing everything
 * else with a message saying what was expected) and one formatter (the canonical form of docs/design.md). A base
 * package: it depends on nothing else of zlayout (it quotes found text as model.Quoted does, without a cycle).
 * <p>
 * The one speed choice of the model: the value types that key the join's largest maps ({@code DeviceNumber},
 * {@code CuNumber}, {@code LssId}, {@code ChpidId}, {@code VolumeId}, {@code Wwn}, {@code FcpLun}, and
 * {@code model.Volume.Key}) write {@code equals} and {@code hashCode} out, with the values the generated ones
 * give. A record's generated methods run through method handles, which the launcher's first JIT tier does not
 * inline; at the largest site the merge took 121 profile samples with them and 73 written out
 * ({@code bench/profile.sh}; docs/performance.md). No other record does, and no model type keeps static state.
 */
package io.zlayout.model.id;
