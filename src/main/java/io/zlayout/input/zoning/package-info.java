/**
 * Reads a SAN switch's active zoning as administrators capture it: Brocade Fabric OS {@code cfgshow},
 * {@code zoneshow} and {@code cfgactvshow} (the effective configuration, aliases resolved from the defined one) and
 * Cisco NX-OS/SAN-OS {@code show zoneset active} (with {@code show device-alias database} and fcalias blocks
 * resolved), into {@code SanZone} records.
 */
package io.zlayout.input.zoning;
