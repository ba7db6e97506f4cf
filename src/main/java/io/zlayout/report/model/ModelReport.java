package io.zlayout.report.model;

import io.zlayout.perf.Advice;
import io.zlayout.perf.ComponentLoad;
import io.zlayout.perf.ModelResult;
import io.zlayout.document.Json;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a {@link ModelResult}: {@code zlayout.model/1} JSON or text. */
public final class ModelReport {

    public static final String SCHEMA = "zlayout.model/1";

    private ModelReport() {
    }

    public static String json(ModelResult r) {
        boolean random = r.workload().kind().random();
        Map<String, Object> root = Json.document(SCHEMA);
        root.put("guest", r.guest());
        root.put("workload", r.workload().label());
        if (random) {
            root.put("ioSizeBytes", r.workload().ioSizeBytes());
        }
        root.put("processes", r.processes());
        root.put("throughputMBps", mbps(r.throughputMBps()));
        if (random) {
            root.put("iops", iops(r.iops()));
        }
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("kind", r.bottleneck().kind());
        b.put("elements", r.bottleneck().elements());
        root.put("bottleneck", b);
        List<Map<String, Object>> comps = new ArrayList<>();
        for (ComponentLoad c : r.components()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", c.kind().reported());
            m.put("element", c.element());
            m.put("capacityMBps", c.capacityMBps() == null ? null : mbps(c.capacityMBps()));
            m.put("loadMBps", mbps(c.loadMBps()));
            m.put("utilization", c.utilization() == null ? null : utilization(c.utilization()));
            if (random) {
                m.put("capacityIops", c.capacityIops() == null ? null : iops(c.capacityIops()));
                m.put("loadIops", iops(c.loadIops()));
            }
            comps.add(m);
        }
        root.put("components", comps);
        root.put("advice", adviceJson(r.advice()));
        root.put("notes", r.notes());
        return Json.write(root);
    }

    public static String text(ModelResult r) {
        boolean random = r.workload().kind().random();
        StringBuilder b = new StringBuilder();
        b.append("Throughput model");
        if (r.guest() != null) {
            b.append(" for guest ").append(r.guest());
        }
        b.append(": ").append(r.workload().label());
        if (random) {
            b.append(" (").append(size(r.workload().ioSizeBytes())).append(" I/Os)");
        }
        b.append(", ").append(r.processes()).append(r.processes() == 1 ? " process" : " processes").append('\n');
        b.append("Predicted: ").append(mbps(r.throughputMBps()).toPlainString()).append(" MB/s");
        if (random) {
            b.append(String.format(Locale.ROOT, " (%,d I/Os per second)", iops(r.iops())));
        }
        b.append('\n');
        b.append("Bottleneck: ");
        if (r.bottleneck().kind() == null) {
            b.append("none (nothing reaches the host)\n");
        } else {
            b.append(r.bottleneck().kind()).append(" — ").append(String.join(", ", r.bottleneck().elements())).append('\n');
        }
        if (!r.components().isEmpty()) {
            int kindW = "KIND".length();
            int elemW = "ELEMENT".length();
            for (ComponentLoad c : r.components()) {
                kindW = Math.max(kindW, c.kind().reported().length());
                elemW = Math.max(elemW, c.element().length());
            }
            String fmt = "  %-" + kindW + "s  %-" + elemW + "s  %10s  %10s  %6s" + (random ? "  %12s  %12s" : "") + "\n";
            b.append("\nComponents (capacity and load in MB/s").append(random ? ", and in I/Os per second" : "")
                    .append("):\n");
            b.append(random ? String.format(Locale.ROOT, fmt, "KIND", "ELEMENT", "CAPACITY", "LOAD", "UTIL", "CAP IO/S",
                    "LOAD IO/S") : String.format(Locale.ROOT, fmt, "KIND", "ELEMENT", "CAPACITY", "LOAD", "UTIL"));
            for (ComponentLoad c : r.components()) {
                String cap = c.capacityMBps() == null ? "unlimited" : mbps(c.capacityMBps()).toPlainString();
                String load = mbps(c.loadMBps()).toPlainString();
                String util = c.utilization() == null ? "-"
                        : utilization(c.utilization()).multiply(BigDecimal.valueOf(100)).setScale(0, RoundingMode.HALF_UP)
                        .toPlainString() + "%";
                if (random) {
                    b.append(String.format(Locale.ROOT, fmt, c.kind().reported(), c.element(), cap, load, util,
                            c.capacityIops() == null ? "unlimited" : String.format(Locale.ROOT, "%,d", iops(c.capacityIops())),
                            String.format(Locale.ROOT, "%,d", iops(c.loadIops()))));
                } else {
                    b.append(String.format(Locale.ROOT, fmt, c.kind().reported(), c.element(), cap, load, util));
                }
            }
        }
        if (!r.advice().isEmpty()) {
            b.append("\nAdvice:\n");
            for (Advice a : r.advice()) {
                b.append("  [").append(a.topic()).append("] ").append(a.text()).append('\n');
                b.append("    evidence: ").append(a.evidence()).append('\n');
            }
        }
        if (!r.notes().isEmpty()) {
            b.append("\nNotes:\n");
            for (String n : r.notes()) {
                b.append("  - ").append(n).append('\n');
            }
        }
        return b.toString();
    }

    /** MB/s rounded half up to 0.1 (so 124.99999999 from the solver reads 125.0). */
    static BigDecimal mbps(double v) {
        return BigDecimal.valueOf(v).setScale(1, RoundingMode.HALF_UP);
    }

    static BigDecimal utilization(double v) {
        return BigDecimal.valueOf(v).setScale(3, RoundingMode.HALF_UP);
    }

    static long iops(double v) {
        return BigDecimal.valueOf(v).setScale(0, RoundingMode.HALF_UP).longValueExact();
    }

    private static String size(long bytes) {
        if (bytes % (1024 * 1024) == 0) {
            return bytes / (1024 * 1024) + " MiB";
        }
        if (bytes % 1024 == 0) {
            return bytes / 1024 + " KiB";
        }
        return bytes + " bytes";
    }

    /** Advice as JSON, as the model and the plan give it: topic, text and evidence of each. */
    public static List<Map<String, Object>> adviceJson(List<Advice> advice) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Advice a : advice) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("topic", a.topic());
            m.put("text", a.text());
            m.put("evidence", a.evidence());
            out.add(m);
        }
        return out;
    }
}
