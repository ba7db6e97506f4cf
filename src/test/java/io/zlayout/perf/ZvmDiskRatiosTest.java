package io.zlayout.perf;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ZvmDiskRatiosTest {

    /** The report's text; its source in zvm52-linux-disk-io-alternatives.PROVENANCE beside it. */
    static final Path SEED = Path.of("src/test/resources/io/zlayout/perf/zvm52-linux-disk-io-alternatives.txt");

    @Test
    void theOverallRowsTheAdviceQuotesAreTheSeeds() {
        ZvmDiskRatios r = ZvmDiskRatios.get();
        assertThat(r.table("overall").get("LNS0")).containsExactly("1.55", "0.923", "0.608", "0.983");
        assertThat(r.table("overall").get("EDED")).containsExactly("1.00", "1.00", "1.00", "1.00");
        assertThat(r.value("reread", "EMD1", "kb-per-sec")).isEqualTo("10.9");
        assertThat(r.value("initial-read", "EMD1", "total-cpu-per-kb")).isEqualTo("1.34");
        assertThat(r.value("initial-write", "D221", "kb-per-sec")).isEqualTo("0.800");
        assertThat(r.title()).isEqualTo("z/VM 5.2.0 performance report: Linux Disk I/O Alternatives");
    }

    @Test
    void theFileHoldsFiveTablesOfThirteenConfigurations() {
        ZvmDiskRatios r = ZvmDiskRatios.get();
        assertThat(r.tableTitles()).containsExactly(
                Map.entry("initial-write", "IOzone Initial Write Results (scaled to EDED)"),
                Map.entry("rewrite", "IOzone Rewrite Results (scaled to EDED)"),
                Map.entry("initial-read", "IOzone Initial Read Results (scaled to EDED)"),
                Map.entry("reread", "IOzone Reread Results (scaled to EDED)"),
                Map.entry("overall", "IOzone Overall Results (scaled to EDED)"));
        for (String t : r.tableTitles().keySet()) {
            assertThat(r.table(t).keySet()).as(t).containsExactly("EDED", "EMD0", "EMD1", "D210", "D211", "D220",
                    "D221", "D240", "D241", "FDED", "FMD0", "FMD1", "LNS0");
        }
    }

    @Test
    void everyCellMatchesTheSeedFile() throws Exception {
        // given: the report's text as the project received it
        Map<String, Map<String, List<String>>> seed = readSeed(Files.readString(SEED, StandardCharsets.UTF_8));

        // when
        ZvmDiskRatios r = ZvmDiskRatios.get();

        // then
        assertThat(seed.keySet()).containsExactlyElementsOf(r.tableTitles().values());
        for (Map.Entry<String, String> t : r.tableTitles().entrySet()) {
            assertThat(r.table(t.getKey())).as(t.getValue()).isEqualTo(seed.get(t.getValue()));
        }
    }

    /**
     * The seed's HTML-to-text tables: a title line, "(scaled to EDED)", then per configuration a line
     * "| NAME |" and its four cells on the next four lines as "value |".
     */
    private static Map<String, Map<String, List<String>>> readSeed(String text) {
        List<String> lines = text.lines().map(String::strip).toList();
        Map<String, Map<String, List<String>>> tables = new LinkedHashMap<>();
        Map<String, List<String>> current = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("IOzone ") && l.endsWith(" Results") && i + 1 < lines.size()
                    && lines.get(i + 1).equals("(scaled to EDED)")) {
                current = new LinkedHashMap<>();
                tables.put(l + " (scaled to EDED)", current);
            } else if (l.startsWith("Notes:")) {
                current = null;
            } else if (current != null && l.matches("\\| [A-Z0-9]{4} \\|")) {
                List<String> cells = new ArrayList<>();
                for (int k = 1; k <= 4; k++) {
                    cells.add(lines.get(i + k).replace("|", "").strip());
                }
                current.put(l.substring(2, 6), cells);
                i += 4;
            }
        }
        return tables;
    }
}
