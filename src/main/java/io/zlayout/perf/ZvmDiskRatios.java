package io.zlayout.perf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Seed 002's ratio tables (z/VM 5.2.0 "Linux Disk I/O Alternatives"), kept as data in
 * {@code zvm-disk-io-ratios.yaml}: per IOzone phase, per disk configuration (EDED, EMD0, ..., LNS0), the
 * throughput and CPU-per-KB ratios to dedicated ECKD, as printed. The advice quotes them from here.
 */
public final class ZvmDiskRatios {

    /** Column keys, in the seed's order. */
    public static final List<String> COLUMNS = List.of("kb-per-sec", "total-cpu-per-kb", "cp-cpu-per-kb",
            "virtual-cpu-per-kb");

    private static ZvmDiskRatios instance;

    private final String title;
    private final Map<String, String> tableTitles;
    private final Map<String, Map<String, List<String>>> tables;

    private ZvmDiskRatios(String title, Map<String, String> tableTitles, Map<String, Map<String, List<String>>> tables) {
        this.title = title;
        this.tableTitles = tableTitles;
        this.tables = tables;
    }

    /** The shipped tables. */
    public static synchronized ZvmDiskRatios get() {
        if (instance == null) {
            try (InputStream in = ZvmDiskRatios.class.getResourceAsStream("zvm-disk-io-ratios.yaml")) {
                if (in == null) {
                    throw new IllegalStateException("zvm-disk-io-ratios.yaml is missing from the jar");
                }
                instance = parse(new ObjectMapper(new YAMLFactory()).readTree(in));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read zvm-disk-io-ratios.yaml", e);
            }
        }
        return instance;
    }

    private static ZvmDiskRatios parse(JsonNode root) {
        Map<String, String> columns = strings(root.get("columns"));
        if (!new ArrayList<>(columns.keySet()).equals(COLUMNS)) {
            throw new IllegalStateException("zvm-disk-io-ratios.yaml: columns must be " + COLUMNS);
        }
        Map<String, String> configurations = strings(root.get("configurations"));
        Map<String, String> titles = new LinkedHashMap<>();
        Map<String, Map<String, List<String>>> tables = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.get("tables").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> t = it.next();
            titles.put(t.getKey(), t.getValue().get("title").asText());
            Map<String, List<String>> rows = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> r = t.getValue().get("rows").fields(); r.hasNext(); ) {
                Map.Entry<String, JsonNode> row = r.next();
                List<String> cells = new ArrayList<>();
                row.getValue().forEach(c -> cells.add(c.asText()));
                if (cells.size() != COLUMNS.size() || !configurations.containsKey(row.getKey())) {
                    throw new IllegalStateException("zvm-disk-io-ratios.yaml: table " + t.getKey() + " row "
                            + row.getKey() + " needs a known configuration and " + COLUMNS.size() + " cells");
                }
                rows.put(row.getKey(), List.copyOf(cells));
            }
            tables.put(t.getKey(), Collections.unmodifiableMap(rows));
        }
        return new ZvmDiskRatios(root.get("title").asText(), Collections.unmodifiableMap(titles),
                Collections.unmodifiableMap(tables));
    }

    private static Map<String, String> strings(JsonNode n) {
        Map<String, String> m = new LinkedHashMap<>();
        n.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().asText()));
        return m;
    }

    /** The report chapter's title. */
    public String title() {
        return title;
    }

    /** Table key (initial-write, rewrite, initial-read, reread, overall) -> the seed's table title. */
    public Map<String, String> tableTitles() {
        return tableTitles;
    }

    /** Every row of one table: configuration -> cells in {@link #COLUMNS} order, as printed. */
    public Map<String, List<String>> table(String table) {
        Map<String, List<String>> t = tables.get(table);
        if (t == null) {
            throw new IllegalArgumentException("no ratio table " + table + " (tables: " + tables.keySet() + ")");
        }
        return t;
    }

    /** One cell as printed in the seed ({@code "1.55"}). */
    public String value(String table, String configuration, String column) {
        List<String> row = table(table).get(configuration);
        int c = COLUMNS.indexOf(column);
        if (row == null || c < 0) {
            throw new IllegalArgumentException("no cell " + table + "/" + configuration + "/" + column);
        }
        return row.get(c);
    }
}
