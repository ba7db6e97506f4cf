/**
 * The {@code ess-allocation} reader: the ESS 2105 Specialist's "Storage Allocation — Tabular View" saved
 * as HTML (read with jsoup) or CSV, one row per volume, mapped to the storage image, LSS/LCUs, ranks and
 * arrays (one per DA pair, loop and array), volumes and the host mappings of FB volumes. Only what reads
 * that table belongs here.
 */
package io.zlayout.input.ess;
