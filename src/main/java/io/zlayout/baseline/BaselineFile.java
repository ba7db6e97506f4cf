package io.zlayout.baseline;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;

import java.io.IOException;
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
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schema", SCHEMA);
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

    public static Baseline read(SourceFile file) throws InputException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "a zlayout.baseline/1 JSON file", "binary data");
        }
        String schema = null;
        List<Baseline.Entry> entries = null;
        try (JsonParser p = Json.MAPPER.getFactory().copy()
                .setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build())
                .createParser(file.text())) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new InputException(SourceRef.file(file.display()), "a zlayout.baseline/1 JSON object",
                        "an empty file");
            }
            if (t != JsonToken.START_OBJECT) {
                throw new InputException(ref(file, p.currentTokenLocation()), "a zlayout.baseline/1 JSON object",
                        InputException.quote(p.getText()));
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken v = p.nextToken();
                SourceRef at = ref(file, p.currentTokenLocation());
                if (key.equals("schema")) {
                    schema = v == JsonToken.VALUE_STRING ? p.getText() : null;
                    if (!SCHEMA.equals(schema)) {
                        throw new InputException(at, "\"schema\": \"" + SCHEMA + "\"",
                                v.isScalarValue() ? InputException.quote(p.getText()) : "a " + v.name().toLowerCase());
                    }
                } else if (key.equals("findings")) {
                    if (v != JsonToken.START_ARRAY) {
                        throw new InputException(at, "a list of findings", InputException.quote(p.getText()));
                    }
                    entries = new ArrayList<>();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        SourceRef entryAt = ref(file, p.currentTokenLocation());
                        JsonNode n = p.readValueAsTree();
                        entries.add(entry(n, entryAt));
                    }
                } else {
                    p.skipChildren();
                }
            }
        } catch (JsonProcessingException e) {
            throw new InputException(ref(file, e.getLocation()), "valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new InputException(SourceRef.file(file.display()), "cannot read: " + e.getMessage());
        }
        if (schema == null) {
            throw new InputException(SourceRef.file(file.display()), "\"schema\": \"" + SCHEMA + "\"", "no schema");
        }
        if (entries == null) {
            throw new InputException(SourceRef.file(file.display()), "a \"findings\" list", "none");
        }
        return new Baseline(entries);
    }

    private static Baseline.Entry entry(JsonNode n, SourceRef at) throws InputException {
        if (n == null || !n.isObject()) {
            throw new InputException(at, "a finding {\"rule\": ..., \"elements\": [...], \"count\": N}",
                    n == null ? "nothing" : InputException.quote(n.toString()));
        }
        JsonNode rule = n.get("rule");
        if (rule == null || !rule.isTextual() || rule.asText().isBlank()) {
            throw new InputException(at, "a \"rule\" slug in every finding", rule == null ? "none"
                    : InputException.quote(rule.toString()));
        }
        JsonNode elements = n.get("elements");
        List<String> ids = new ArrayList<>();
        if (elements == null || !elements.isArray()) {
            throw new InputException(at, "an \"elements\" list of identities", elements == null ? "none"
                    : InputException.quote(elements.toString()));
        }
        for (JsonNode e : elements) {
            if (!e.isTextual()) {
                throw new InputException(at, "element identities as strings", InputException.quote(e.toString()));
            }
            ids.add(e.asText());
        }
        JsonNode count = n.get("count");
        int c = 1;
        if (count != null) {
            if (!count.isInt() || count.asInt() < 1) {
                throw new InputException(at, "a \"count\" of 1 or more", InputException.quote(count.toString()));
            }
            c = count.asInt();
        }
        return new Baseline.Entry(rule.asText(), ids, c);
    }

    private static SourceRef ref(SourceFile file, JsonLocation loc) {
        return loc == null ? SourceRef.file(file.display())
                : SourceRef.at(file.display(), Math.max(0, loc.getLineNr()), Math.max(0, loc.getColumnNr()));
    }
}
