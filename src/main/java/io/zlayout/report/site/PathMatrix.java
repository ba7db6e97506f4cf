package io.zlayout.report.site;

import io.zlayout.model.ref.LssRef;

import java.util.List;

/**
 * Channel paths as a matrix: one row per CHPID and host adapter it lands on (one row with no adapter where
 * the fabric is not known), one column per LSS/LCU, each cell the number of control-unit paths.
 *
 * @param columns the LSS/LCUs, by image then LSS
 * @param headers the column headings: {@code LSS 10} on a one-image site, else {@code 75AB121/10}
 */
public record PathMatrix(List<LssRef> columns, List<String> headers, List<Row> rows) {

    public PathMatrix {
        columns = List.copyOf(columns);
        headers = List.copyOf(headers);
        rows = List.copyOf(rows);
    }

    /**
     * One CHPID through one host adapter.
     *
     * @param chpid       the CHPID as shown ({@code 0.50})
     * @param hostAdapter the host adapter as shown ({@code 01.3}), or null when the fabric does not say
     * @param ioPorts     the storage ports the CHPID lands on at that adapter, short ids {@code ", "}-joined
     * @param fcpDevices  FCP devices defined on the CHPID (FCP channels), else 0
     * @param counts      paths per column of the matrix; read only
     */
    public record Row(String chpid, String type, String switchId, String hostAdapter, String ioPorts, int fcpDevices,
                      int[] counts) {

        public int total() {
            int t = 0;
            for (int c : counts) {
                t += c;
            }
            return t;
        }

        /** How many LSS/LCUs this row reaches. */
        public int reached() {
            int n = 0;
            for (int c : counts) {
                n += c > 0 ? 1 : 0;
            }
            return n;
        }
    }
}
