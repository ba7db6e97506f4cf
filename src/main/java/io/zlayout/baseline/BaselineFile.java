package io.zlayout.baseline;

import io.zlayout.document.Document;
import io.zlayout.document.DocumentException;
import io.zlayout.document.ListNode;
import io.zlayout.document.MapNode;
import io.zlayout.document.Node;
import io.zlayout.document.Scalar;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The baseline file, {@code zlayout.baseline/1}: a JSON object with {@code schema} and {@code findings}, one
 * entry per key with {@code rule}, {@code elements} (one identity per line) and {@code count}, sorted. No
 * messages, no lines, no dates: the same accepted findings always give the same bytes, and a change to the
 * baseline reads well in a review. Readers ignore keys they do not know, as later versions may add some.
 */
public final class BaselineFile {

    public static final String SCHEMA = "zlayout.baseline/1";

    private BaselineFile() {
    }

    public static String render(Baseline baseline) {
        Map<String, Object> root = Json.document(SCHEMA);
        List<Map<String, Object>> entries = new ArrayList<>();
        for (Baseline.Entry e : baseline.entries()) {
            entries.add(entry(e));
        }
        root.put("findings", entries);
        return Json.write(root);
    }

    /** An entry as JSON: rule, elements, count (also used by reports that list fixed entries). */
    public static Map<String, Object> entry(Baseline.Entry e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rule", e.rule());
        m.put("elements", e.elements());
        m.put("count", e.count());
        return m;
    }

    /**
     * Reads a baseline ({@code text}, from {@code display}) with the positioned document reader: what is missing
     * or of the wrong type is a {@link DocumentException} at its line and column.
     */
    public static Baseline read(String display, String text) throws DocumentException {
        Node root = Document.json(display, text);
        if (root == null) {
            throw new DocumentException(SourceRef.file(display), "a " + SCHEMA + " JSON object", "an empty file");
        }
        MapNode m = root.asMap("a " + SCHEMA + " JSON object");
        Node schema = m.get("schema").orElse(null);
        if (schema == null) {
            throw new DocumentException(SourceRef.file(display), "\"schema\": \"" + SCHEMA + "\"", "no schema");
        }
        if (!(schema instanceof Scalar s && s.kind() == Scalar.Kind.STRING && SCHEMA.equals(s.text()))) {
            throw new DocumentException(schema.at(), "\"schema\": \"" + SCHEMA + "\"", schema.describe());
        }
        Node findings = m.get("findings").orElse(null);
        if (findings == null) {
            throw new DocumentException(SourceRef.file(display), "a \"findings\" list", "none");
        }
        List<Baseline.Entry> entries = new ArrayList<>();
        for (Node n : findings.asList("a list of findings").items()) {
            entries.add(entry(n));
        }
        return new Baseline(entries);
    }

    private static Baseline.Entry entry(Node n) throws DocumentException {
        MapNode m = n.asMap("a finding {\"rule\": ..., \"elements\": [...], \"count\": N}");
        SourceRef at = m.at();
        Node rule = m.get("rule").orElse(null);
        if (!(rule instanceof Scalar r && r.kind() == Scalar.Kind.STRING && !r.text().isBlank())) {
            throw new DocumentException(at, "a \"rule\" slug in every finding", rule == null ? "none" : rule.describe());
        }
        Node elements = m.get("elements").orElse(null);
        if (!(elements instanceof ListNode list)) {
            throw new DocumentException(at, "an \"elements\" list of identities",
                    elements == null ? "none" : elements.describe());
        }
        List<String> ids = new ArrayList<>();
        for (Node e : list.items()) {
            if (!(e instanceof Scalar s && s.kind() == Scalar.Kind.STRING)) {
                throw new DocumentException(at, "element identities as strings", e.describe());
            }
            ids.add(s.text());
        }
        Node count = m.get("count").orElse(null);
        int c = 1;
        if (count != null) {
            if (!(count instanceof Scalar s && s.kind() == Scalar.Kind.INTEGER && s.text().matches("0*[1-9]\\d{0,8}"))) {
                throw new DocumentException(at, "a \"count\" of 1 or more", count.describe());
            }
            c = Integer.parseInt(s.text());
        }
        return new Baseline.Entry(r.text(), ids, c);
    }
}
