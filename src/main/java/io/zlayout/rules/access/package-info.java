/**
 * Rules on access control along each FC path: the storage's LUN masking (host connections by initiator WWPN,
 * their volume groups and I/O-port lists) and the fabric's zoning, judged per FCP device, initiator WWPN,
 * target port and LUN from the join in {@code io.zlayout.topology.AccessTopology}.
 */
package io.zlayout.rules.access;
