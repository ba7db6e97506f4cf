package io.zlayout.rules.catalog;

import io.zlayout.document.Document;
import io.zlayout.document.DocumentException;
import io.zlayout.document.ListNode;
import io.zlayout.document.MapNode;
import io.zlayout.document.Node;
import io.zlayout.model.Quoted;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.FailOn;
import io.zlayout.rules.IdentityPattern;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleSetting;
import io.zlayout.rules.Settings;
import io.zlayout.rules.Severity;
import io.zlayout.rules.Suppression;
import io.zlayout.rules.settings.ExpiredSuppression;
import io.zlayout.rules.settings.UnusedSuppression;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads settings from the {@code settings:} key of a zlayout.yaml or from a {@code --config} file, with the
 * positioned document reader ({@link Document}), keeping the line of every entry. Anything it does not know is a
 * {@link DocumentException} naming file:line:column, what was expected and what was found: an unknown key, a
 * rule slug the catalog lacks, a suppression without a reason, a date that is not ISO {@code YYYY-MM-DD}. A
 * typo in settings must never silently let a finding through or hide one.
 */
public final class SettingsReader {

    /** The keys of a settings mapping. */
    public static final List<String> KEYS = List.of("failOn", "strict", "rules", "suppressions");
    /** The rules that report on suppressions themselves: suppressing them would hide a stale suppression. */
    public static final Set<String> UNSUPPRESSIBLE = Set.of(ExpiredSuppression.SLUG, UnusedSuppression.SLUG);

    private SettingsReader() {
    }

    /**
     * The {@code settings:} of a zlayout.yaml ({@code text}, read from {@code display}); no settings (with the
     * file as source) when the key is absent.
     */
    public static Settings fromManifest(String display, String text) throws DocumentException {
        Node root = Document.yaml(display, text);
        if (root instanceof MapNode m && m.get("settings").isPresent()) {
            return settings(display, m.get("settings").get());
        }
        return empty(display);
    }

    /**
     * The {@code settings:} of a zlayout.yaml read from {@code display}, from the tree the manifest was read into
     * ({@code settings} null when the key is absent or empty): no settings then.
     */
    public static Settings fromManifest(String display, Node settings) throws DocumentException {
        return settings == null ? empty(display) : settings(display, settings);
    }

    /**
     * A {@code --config} file: the settings mapping itself ({@code failOn:}, {@code rules:},
     * {@code suppressions:}), or a mapping whose only key is {@code settings:}.
     */
    public static Settings fromConfig(String display, String text) throws DocumentException {
        Node root = Document.yaml(display, text);
        if (root == null) {
            return empty(display);
        }
        if (root instanceof MapNode m && m.get("settings").isPresent()) {
            for (MapNode.Entry other : m.all()) {
                if (!other.key().equals("settings")) {
                    throw new DocumentException(other.keyAt(),
                            "either the settings keys (" + String.join(", ", KEYS) + ") or a single 'settings:' key",
                            "'" + other.key() + "' beside 'settings:'");
                }
            }
            return settings(display, m.get("settings").get());
        }
        return settings(display, root);
    }

    private static Settings empty(String display) {
        return new Settings(null, Map.of(), List.of(), display);
    }

    private static Settings settings(String display, Node node) throws DocumentException {
        if (node.isNull()) {
            return empty(display);
        }
        MapNode m = map(node, "a mapping of settings (" + String.join(", ", KEYS) + ")");
        FailOn failOn = null;
        boolean strict = false;
        Map<String, RuleSetting> rules = new TreeMap<>();
        List<Suppression> suppressions = new ArrayList<>();
        for (MapNode.Entry e : m.all()) {
            Node v = e.value();
            switch (e.key()) {
                case "failOn" -> {
                    String t = text(v, "failOn: error, warning, info or never").toLowerCase(Locale.ROOT);
                    failOn = FailOn.parse(t).orElseThrow(() -> new DocumentException(v.at(),
                            "failOn: error, warning, info or never", Quoted.of(t)));
                }
                case "strict" -> strict = bool(v, "strict: true or false");
                case "rules" -> {
                    if (!v.isNull()) {
                        for (MapNode.Entry r : map(v, "a mapping of rule slugs to {severity: ..., enabled: ...}").all()) {
                            rules.put(r.key(), rule(r));
                        }
                    }
                }
                case "suppressions" -> {
                    if (!v.isNull()) {
                        for (Node item : list(v, "a list of suppressions").items()) {
                            suppressions.add(suppression(item));
                        }
                    }
                }
                default -> throw new DocumentException(e.keyAt(),
                        "one of the settings keys " + String.join(", ", KEYS), "unknown key " + Quoted.of(e.key()));
            }
        }
        return new Settings(failOn, rules, suppressions, display, strict);
    }

    private static RuleSetting rule(MapNode.Entry entry) throws DocumentException {
        String slug = entry.key();
        checkSlug(slug, entry.keyAt());
        MapNode m = map(entry.value(), "{severity: error|warning|info} or {enabled: false} for rule " + slug);
        Severity severity = null;
        boolean enabled = true;
        for (MapNode.Entry e : m.all()) {
            Node v = e.value();
            switch (e.key()) {
                case "severity" -> {
                    String t = text(v, "severity: error, warning or info").toLowerCase(Locale.ROOT);
                    severity = switch (t) {
                        case "error" -> Severity.ERROR;
                        case "warning" -> Severity.WARNING;
                        case "info" -> Severity.INFO;
                        default -> throw new DocumentException(v.at(), "severity: error, warning or info",
                                Quoted.of(t));
                    };
                }
                case "enabled" -> enabled = bool(v, "enabled: true or false");
                default -> throw new DocumentException(e.keyAt(), "one of the rule keys severity, enabled",
                        "unknown key " + Quoted.of(e.key()));
            }
        }
        if (m.entries().isEmpty()) {
            throw new DocumentException(m.at(), "'severity:' or 'enabled:' for rule " + slug, "an empty mapping");
        }
        return new RuleSetting(slug, severity, enabled, entry.keyAt());
    }

    private static Suppression suppression(Node node) throws DocumentException {
        MapNode m = map(node, "a suppression: {rule: ..., element: ... or pattern: ..., reason: ..., expires: YYYY-MM-DD}");
        String rule = null;
        String element = null;
        IdentityPattern pattern = null;
        String reason = null;
        LocalDate expires = null;
        for (MapNode.Entry e : m.all()) {
            Node v = e.value();
            switch (e.key()) {
                case "rule" -> {
                    rule = text(v, "a rule slug");
                    checkSlug(rule, v.at());
                    if (UNSUPPRESSIBLE.contains(rule)) {
                        throw new DocumentException(v.at(), "a rule other than " + String.join(" and ",
                                new java.util.TreeSet<>(UNSUPPRESSIBLE)) + " (renew or remove the stale suppression"
                                + " instead of hiding its report)", Quoted.of(rule));
                    }
                }
                case "element" -> {
                    element = text(v, "an element identity such as guest:LNX1");
                    if (!element.matches("[a-z]+:\\S+")) {
                        throw new DocumentException(v.at(), "an element identity such as guest:LNX1 or"
                                + " volume:IBM.2107-75ZL101/4010 (kind:id, no spaces)", Quoted.of(element));
                    }
                }
                case "pattern" -> {
                    String t = text(v, "a pattern over identities such as volume:IBM.2107-75ZL101/40*");
                    if (t.isBlank()) {
                        throw new DocumentException(v.at(), "a pattern over identities such as"
                                + " volume:IBM.2107-75ZL101/40*", "an empty value");
                    }
                    pattern = new IdentityPattern(t);
                }
                case "reason" -> {
                    reason = text(v, "a reason (why the finding may stay, e.g. a change ticket)");
                    if (reason.isBlank()) {
                        throw new DocumentException(v.at(), "a reason (why the finding may stay, e.g. a change ticket)",
                                "an empty value");
                    }
                }
                case "expires" -> {
                    String t = text(v, "an ISO date YYYY-MM-DD");
                    try {
                        expires = LocalDate.parse(t);
                    } catch (DateTimeParseException ex) {
                        throw new DocumentException(v.at(), "an ISO date YYYY-MM-DD in 'expires:'", Quoted.of(t));
                    }
                }
                default -> throw new DocumentException(e.keyAt(),
                        "one of the suppression keys rule, element, pattern, reason, expires",
                        "unknown key " + Quoted.of(e.key()));
            }
        }
        if (rule == null) {
            throw new DocumentException(m.at(), "a 'rule:' for every suppression", "none");
        }
        if (element == null && pattern == null) {
            throw new DocumentException(m.at(), "'element:' or 'pattern:' in the suppression of " + rule, "neither");
        }
        if (element != null && pattern != null) {
            throw new DocumentException(m.entries().get("pattern").keyAt(),
                    "either 'element:' or 'pattern:' in the suppression of " + rule, "both");
        }
        if (reason == null) {
            throw new DocumentException(m.at(), "a 'reason:' for every suppression (why the finding may stay, e.g. a"
                    + " change ticket)", "none in the suppression of " + rule);
        }
        return new Suppression(rule, element, pattern, reason.strip(), expires, m.at());
    }

    private static void checkSlug(String slug, SourceRef at) throws DocumentException {
        if (RuleCatalog.bySlug(slug).isPresent()) {
            return;
        }
        String near = RuleCatalog.nearest(slug).orElse(null);
        throw new DocumentException(at, "a rule of the catalog ('zlayout rules' lists them)",
                Quoted.of(slug) + (near == null ? "" : " (did you mean " + near + "?)"));
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

    private static MapNode map(Node n, String expected) throws DocumentException {
        if (n instanceof MapNode m) {
            return m;
        }
        throw new DocumentException(n.at(), expected, found(n));
    }

    private static ListNode list(Node n, String expected) throws DocumentException {
        if (n instanceof ListNode l) {
            return l;
        }
        throw new DocumentException(n.at(), expected, found(n));
    }

    private static String text(Node n, String expected) throws DocumentException {
        if (n instanceof io.zlayout.document.Scalar s && !n.isNull()) {
            return s.text().strip();
        }
        throw new DocumentException(n.at(), expected, found(n));
    }

    private static boolean bool(Node n, String expected) throws DocumentException {
        if (n instanceof io.zlayout.document.Scalar s && s.kind() == io.zlayout.document.Scalar.Kind.BOOLEAN) {
            return Boolean.parseBoolean(s.text());
        }
        throw new DocumentException(n.at(), expected, found(n));
    }

    /** What was found, as the messages always said it: "nothing" for null, the quoted text of a scalar. */
    private static String found(Node n) {
        return n.isNull() ? "nothing" : n.describe();
    }
}
