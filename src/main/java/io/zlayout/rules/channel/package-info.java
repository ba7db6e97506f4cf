/**
 * Rules about the channel subsystem as the IOCP deck defines it: CHPIDs, control units, devices and their paths.
 */
package io.zlayout.rules.channel;
