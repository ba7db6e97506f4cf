package io.zlayout.rules.settings;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleCatalog;
import io.zlayout.rules.Severity;

import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads settings from the {@code settings:} key of a zlayout.yaml or from a {@code --config} file, keeping the
 * line of every entry. Anything it does not know is an {@link InputException} naming file:line:column, what
 * was expected and what was found: an unknown key, a rule slug the catalog lacks, a suppression without a
 * reason, a date that is not ISO {@code YYYY-MM-DD}. A typo in settings must never silently let a finding
 * through or hide one.
 */
public final class SettingsReader {

    /** The keys of a settings mapping. */
    public static final List<String> KEYS = List.of("failOn", "rules", "suppressions");
    /** The rules that report on suppressions themselves: suppressing them would hide a stale suppression. */
    public static final Set<String> UNSUPPRESSIBLE = Set.of(ExpiredSuppression.SLUG, UnusedSuppression.SLUG);

    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build()).build();

    private SettingsReader() {
    }

    /** The {@code settings:} of a zlayout.yaml; no settings (with the file as source) when the key is absent. */
    public static Settings fromManifest(SourceFile file) throws InputException {
        Node root = parse(file);
        if (root instanceof MapNode m && m.entries.containsKey("settings")) {
            return settings(file, m.entries.get("settings").value);
        }
        return empty(file);
    }

    /**
     * A {@code --config} file: the settings mapping itself ({@code failOn:}, {@code rules:},
     * {@code suppressions:}), or a mapping whose only key is {@code settings:}.
     */
    public static Settings fromConfig(SourceFile file) throws InputException {
        Node root = parse(file);
        if (root == null) {
            return empty(file);
        }
        if (root instanceof MapNode m && m.entries.containsKey("settings")) {
            if (m.entries.size() > 1) {
                String other = m.entries.keySet().stream().filter(k -> !k.equals("settings")).findFirst().orElse("");
                throw new InputException(m.entries.get(other).keyAt,
                        "either the settings keys (" + String.join(", ", KEYS) + ") or a single 'settings:' key",
                        "'" + other + "' beside 'settings:'");
            }
            return settings(file, m.entries.get("settings").value);
        }
        return settings(file, root);
    }

    private static Settings empty(SourceFile file) {
        return new Settings(null, Map.of(), List.of(), file.display());
    }

    private static Settings settings(SourceFile file, Node node) throws InputException {
        if (node instanceof Scalar s && s.token == JsonToken.VALUE_NULL) {
            return empty(file);
        }
        MapNode m = map(node, "a mapping of settings (" + String.join(", ", KEYS) + ")");
        FailOn failOn = null;
        Map<String, RuleSetting> rules = new TreeMap<>();
        List<Suppression> suppressions = new ArrayList<>();
        for (Map.Entry<String, Entry> e : m.entries.entrySet()) {
            Node v = e.getValue().value;
            switch (e.getKey()) {
                case "failOn" -> {
                    String t = text(v, "failOn: error, warning, info or never").toLowerCase(Locale.ROOT);
                    failOn = FailOn.parse(t).orElseThrow(() -> new InputException(v.at(),
                            "failOn: error, warning, info or never", InputException.quote(t)));
                }
                case "rules" -> {
                    if (!isNull(v)) {
                        for (Map.Entry<String, Entry> r : map(v, "a mapping of rule slugs to {severity: ..., enabled: ...}")
                                .entries.entrySet()) {
                            rules.put(r.getKey(), rule(r.getKey(), r.getValue()));
                        }
                    }
                }
                case "suppressions" -> {
                    if (!isNull(v)) {
                        for (Node item : list(v, "a list of suppressions").items) {
                            suppressions.add(suppression(item));
                        }
                    }
                }
                default -> throw new InputException(e.getValue().keyAt,
                        "one of the settings keys " + String.join(", ", KEYS), "unknown key " + InputException.quote(e.getKey()));
            }
        }
        return new Settings(failOn, rules, suppressions, file.display());
    }

    private static RuleSetting rule(String slug, Entry entry) throws InputException {
        checkSlug(slug, entry.keyAt);
        MapNode m = map(entry.value, "{severity: error|warning|info} or {enabled: false} for rule " + slug);
        Severity severity = null;
        boolean enabled = true;
        for (Map.Entry<String, Entry> e : m.entries.entrySet()) {
            Node v = e.getValue().value;
            switch (e.getKey()) {
                case "severity" -> {
                    String t = text(v, "severity: error, warning or info").toLowerCase(Locale.ROOT);
                    severity = switch (t) {
                        case "error" -> Severity.ERROR;
                        case "warning" -> Severity.WARNING;
                        case "info" -> Severity.INFO;
                        default -> throw new InputException(v.at(), "severity: error, warning or info",
                                InputException.quote(t));
                    };
                }
                case "enabled" -> enabled = bool(v, "enabled: true or false");
                default -> throw new InputException(e.getValue().keyAt, "one of the rule keys severity, enabled",
                        "unknown key " + InputException.quote(e.getKey()));
            }
        }
        if (m.entries.isEmpty()) {
            throw new InputException(m.at, "'severity:' or 'enabled:' for rule " + slug, "an empty mapping");
        }
        return new RuleSetting(slug, severity, enabled, entry.keyAt);
    }

    private static Suppression suppression(Node node) throws InputException {
        MapNode m = map(node, "a suppression: {rule: ..., element: ... or pattern: ..., reason: ..., expires: YYYY-MM-DD}");
        String rule = null;
        String element = null;
        IdentityPattern pattern = null;
        String reason = null;
        LocalDate expires = null;
        for (Map.Entry<String, Entry> e : m.entries.entrySet()) {
            Node v = e.getValue().value;
            switch (e.getKey()) {
                case "rule" -> {
                    rule = text(v, "a rule slug");
                    checkSlug(rule, v.at());
                    if (UNSUPPRESSIBLE.contains(rule)) {
                        throw new InputException(v.at(), "a rule other than " + String.join(" and ",
                                new java.util.TreeSet<>(UNSUPPRESSIBLE)) + " (renew or remove the stale suppression"
                                + " instead of hiding its report)", InputException.quote(rule));
                    }
                }
                case "element" -> {
                    element = text(v, "an element identity such as guest:LNX1");
                    if (!element.matches("[a-z]+:\\S+")) {
                        throw new InputException(v.at(), "an element identity such as guest:LNX1 or"
                                + " volume:IBM.2107-75ZL101/4010 (kind:id, no spaces)", InputException.quote(element));
                    }
                }
                case "pattern" -> {
                    String t = text(v, "a pattern over identities such as volume:IBM.2107-75ZL101/40*");
                    if (t.isBlank()) {
                        throw new InputException(v.at(), "a pattern over identities such as"
                                + " volume:IBM.2107-75ZL101/40*", "an empty value");
                    }
                    pattern = new IdentityPattern(t);
                }
                case "reason" -> {
                    reason = text(v, "a reason (why the finding may stay, e.g. a change ticket)");
                    if (reason.isBlank()) {
                        throw new InputException(v.at(), "a reason (why the finding may stay, e.g. a change ticket)",
                                "an empty value");
                    }
                }
                case "expires" -> {
                    String t = text(v, "an ISO date YYYY-MM-DD");
                    try {
                        expires = LocalDate.parse(t);
                    } catch (DateTimeParseException ex) {
                        throw new InputException(v.at(), "an ISO date YYYY-MM-DD in 'expires:'", InputException.quote(t));
                    }
                }
                default -> throw new InputException(e.getValue().keyAt,
                        "one of the suppression keys rule, element, pattern, reason, expires",
                        "unknown key " + InputException.quote(e.getKey()));
            }
        }
        if (rule == null) {
            throw new InputException(m.at, "a 'rule:' for every suppression", "none");
        }
        if (element == null && pattern == null) {
            throw new InputException(m.at, "'element:' or 'pattern:' in the suppression of " + rule, "neither");
        }
        if (element != null && pattern != null) {
            throw new InputException(m.entries.get("pattern").keyAt,
                    "either 'element:' or 'pattern:' in the suppression of " + rule, "both");
        }
        if (reason == null) {
            throw new InputException(m.at, "a 'reason:' for every suppression (why the finding may stay, e.g. a"
                    + " change ticket)", "none in the suppression of " + rule);
        }
        return new Suppression(rule, element, pattern, reason.strip(), expires, m.at);
    }

    private static void checkSlug(String slug, SourceRef at) throws InputException {
        if (RuleCatalog.bySlug(slug).isPresent()) {
            return;
        }
        String near = null;
        int best = 4;
        for (Rule r : RuleCatalog.all()) {
            int d = distance(slug, r.slug());
            if (d < best) {
                best = d;
                near = r.slug();
            }
        }
        throw new InputException(at, "a rule of the catalog ('zlayout rules' lists them)",
                InputException.quote(slug) + (near == null ? "" : " (did you mean " + near + "?)"));
    }

    /** Edit distance, for "did you mean"; slugs are short. */
    static int distance(String a, String b) {
        if (a.length() > 64 || b.length() > 64) {
            return Integer.MAX_VALUE;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    // ---- a YAML tree that remembers where each node was written ---------------------------------------

    private interface Node {
        SourceRef at();
    }

    private record Entry(SourceRef keyAt, Node value) {
    }

    private record MapNode(SourceRef at, Map<String, Entry> entries) implements Node {
    }

    private record ListNode(SourceRef at, List<Node> items) implements Node {
    }

    private record Scalar(SourceRef at, JsonToken token, String text) implements Node {
    }

    private static Node parse(SourceFile file) throws InputException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "a YAML document", "binary data");
        }
        try (JsonParser p = FACTORY.createParser(file.text())) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return null;
            }
            return node(file, p, t);
        } catch (JsonProcessingException e) {
            throw new InputException(ref(file, e.getLocation()), "valid YAML: "
                    + String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse(""));
        } catch (IOException | RuntimeException e) {
            throw new InputException(SourceRef.file(file.display()), "valid YAML: "
                    + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
        }
    }

    private static Node node(SourceFile file, JsonParser p, JsonToken t) throws IOException, InputException {
        SourceRef at = ref(file, p.currentTokenLocation());
        if (t == JsonToken.START_OBJECT) {
            Map<String, Entry> entries = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                SourceRef keyAt = ref(file, p.currentTokenLocation());
                Node value = node(file, p, p.nextToken());
                if (entries.putIfAbsent(key, new Entry(keyAt, value)) != null) {
                    throw new InputException(keyAt, "each key once", InputException.quote(key) + " a second time");
                }
            }
            return new MapNode(at, entries);
        }
        if (t == JsonToken.START_ARRAY) {
            List<Node> items = new ArrayList<>();
            JsonToken n;
            while ((n = p.nextToken()) != JsonToken.END_ARRAY && n != null) {
                items.add(node(file, p, n));
            }
            return new ListNode(at, items);
        }
        return new Scalar(at, t, t == JsonToken.VALUE_NULL ? null : p.getText());
    }

    private static MapNode map(Node n, String expected) throws InputException {
        if (n instanceof MapNode m) {
            return m;
        }
        throw new InputException(n.at(), expected, found(n));
    }

    private static ListNode list(Node n, String expected) throws InputException {
        if (n instanceof ListNode l) {
            return l;
        }
        throw new InputException(n.at(), expected, found(n));
    }

    private static String text(Node n, String expected) throws InputException {
        if (n instanceof Scalar s && s.text != null) {
            return s.text.strip();
        }
        throw new InputException(n.at(), expected, found(n));
    }

    private static boolean bool(Node n, String expected) throws InputException {
        if (n instanceof Scalar s && s.token == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (n instanceof Scalar s && s.token == JsonToken.VALUE_FALSE) {
            return false;
        }
        throw new InputException(n.at(), expected, found(n));
    }

    private static boolean isNull(Node n) {
        return n instanceof Scalar s && s.token == JsonToken.VALUE_NULL;
    }

    private static String found(Node n) {
        if (n instanceof MapNode) {
            return "a mapping";
        }
        if (n instanceof ListNode) {
            return "a list";
        }
        Scalar s = (Scalar) n;
        return s.text == null ? "nothing" : InputException.quote(s.text);
    }

    private static SourceRef ref(SourceFile file, JsonLocation loc) {
        return loc == null ? SourceRef.file(file.display())
                : SourceRef.at(file.display(), Math.max(0, loc.getLineNr()), Math.max(0, loc.getColumnNr()));
    }
}
