/**
 * Rules about what running Linux guests do with the layout they were given: paths the layout offers that a
 * host does not use, multipath policies that keep paths idle, full device queues, targets and LUNs the storage
 * export does not know, and LVM logical volumes whose stripe size, stripe order or lack of striping keeps
 * ranks idle. They judge {@link io.zlayout.topology.HostTopology}: captures joined to the layout.
 */
package io.zlayout.rules.host;
