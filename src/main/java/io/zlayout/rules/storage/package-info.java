/**
 * Rules that join channels to storage: LCUs the storage has, host adapters and enclosures the paths land on.
 */
package io.zlayout.rules.storage;
