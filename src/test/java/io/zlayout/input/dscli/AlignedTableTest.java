package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The default format's rows are grouped back into exactly the values DSCLI printed: random tables over
 * DSCLI's own header names (several of them multi-word), values with blanks, text left- and numbers
 * right-aligned, columns one blank apart.
 */
class AlignedTableTest {

    private static final List<String> HEADERS = List.of("Name", "ID", "accstate", "datastate", "deviceMTM", "datatype",
            "extpool", "cap (2^30B)", "cap (10^9B)", "cap (blocks)", "State", "Type", "topo", "portgrp", "DA Pair",
            "Storage Unit", "Profile", "HostType", "ESSIOport", "RAIDtype", "arsite", "Rank", "Array", "Group",
            "DDMcap (10^9B)", "Volume Group", "voltype", "orgbvols", "cap (cyl)", "I/O Enclosure", "HA Card", "Speed");
    private static final List<String> TEXT = List.of("Online", "P0", "V11", "I0230", "R12", "A3", "S8", "-",
            "FB 512", "FB 520P", "SCSI Mask", "Fibre Channel-SW", "Fibre Channel-LW", "Communication established",
            "IBM zSeries - zLinux", "6 (5+P+Q+S)", "5 (7+P)", "CKD Base", "CKD Alias", "16 Gb/s", "LNXFB_1000",
            "IBM.2107-75ZL101", "I0001,I0101", "All Fixed Block-512");
    private static final List<String> NUMBERS = List.of("0", "7", "18", "100.0", "107.4", "209715200", "32760", "-");
    /** What overflows a DSCLI column: names and ids, one word each. */
    private static final List<String> LONG_NAMES = List.of("LNXFB_1000_PRODUCTION_DATABASE", "IBM.2107-75ZL101/1000",
            "E980PRD_IBASE_1A", "ZL4000", "-", "X", "LNX1_FC00_NPIV_PATH_A");

    @Test
    void randomTablesSplitBackIntoTheirValues() throws InputException {
        check(false);
    }

    @Test
    void aColumnNarrowerThanItsValuesPushesTheRestOfTheRowRight() throws InputException {
        check(true);
    }

    /**
     * @param overflow one column (of names, the values that overflow in DSCLI output) as wide as its header
     *                 only: longer values in it push the rest of the row right
     */
    private static void check(boolean overflow) throws InputException {
        Random rnd = new Random(overflow ? 7 : 42);
        for (int round = 0; round < 1000; round++) {
            List<String> pool = new ArrayList<>(HEADERS);
            java.util.Collections.shuffle(pool, rnd);
            List<String> header = pool.subList(0, 2 + rnd.nextInt(9));
            boolean[] numeric = new boolean[header.size()];
            for (int i = 0; i < numeric.length; i++) {
                numeric[i] = rnd.nextInt(3) == 0;
            }
            int narrow = overflow ? rnd.nextInt(header.size() - 1) : -1;
            if (overflow) {
                numeric[narrow] = false;
            }
            List<List<String>> rows = new ArrayList<>();
            for (int r = 0; r < 1 + rnd.nextInt(4); r++) {
                List<String> row = new ArrayList<>();
                for (int i = 0; i < numeric.length; i++) {
                    List<String> from = i == narrow ? LONG_NAMES : numeric[i] ? NUMBERS : TEXT;
                    row.add(from.get(rnd.nextInt(from.size())));
                }
                rows.add(row);
            }
            String text = overflow ? overflowing(header, rows, numeric, narrow) : Render.aligned(header, rows);
            String[] lines = text.split("\n");
            AlignedTable table = AlignedTable.header(lines[0]);
            assertThat(table.names()).as(text).isEqualTo(header);
            for (int r = 0; r < rows.size(); r++) {
                Row row = table.split(lines[r + 2], r + 3, SourceRef.at("t", r + 3), 1);
                String[] values = new String[header.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = row.value(i);
                }
                assertThat(Arrays.asList(values)).as(text).isEqualTo(rows.get(r));
            }
        }
    }

    /** Like DSCLI's printing with one column fixed to its header's width: a longer value shifts what follows. */
    private static String overflowing(List<String> header, List<List<String>> rows, boolean[] numeric, int narrow) {
        int[] w = new int[header.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = header.get(i).length();
            if (i != narrow) {
                for (List<String> r : rows) {
                    w[i] = Math.max(w[i], r.get(i).length());
                }
            }
        }
        StringBuilder b = new StringBuilder();
        b.append(print(header, w, new boolean[w.length])).append('\n').append("=".repeat(20)).append('\n');
        for (List<String> r : rows) {
            b.append(print(r, w, numeric)).append('\n');
        }
        return b.toString();
    }

    private static String print(List<String> cells, int[] w, boolean[] right) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                b.append(' ');
            }
            String c = cells.get(i);
            String pad = " ".repeat(Math.max(0, w[i] - c.length()));
            b.append(right[i] ? pad + c : c + pad);
        }
        return b.toString().stripTrailing();
    }
}
