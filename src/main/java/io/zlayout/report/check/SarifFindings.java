package io.zlayout.report.check;

import io.zlayout.model.id.Identity;
import io.zlayout.baseline.Baseline;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;
import io.zlayout.rules.Coverage;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.Severity;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Suppression;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Findings as one SARIF 2.1.0 log with one run, for GitHub code scanning and other SARIF viewers.
 *
 * <p>{@code tool.driver.rules} lists every rule of the report, also those that found nothing, so a viewer can
 * show what was checked. Each result points at the file and line the finding was read from: a relative path
 * becomes a relative URI under {@code %SRCROOT%} (the folder zlayout ran in), an absolute one a {@code file:}
 * URI. The element identities become logical locations, and {@code partialFingerprints["zlayout/v1"]} hashes
 * the rule and those identities, never line numbers, so a finding keeps its identity when the input file is
 * edited above it.
 *
 * <p>SARIF carries every state, as its viewers expect (a result missing from an upload reads as fixed): with
 * a baseline, each result has {@code baselineState} {@code new} or {@code unchanged}, and each baseline entry
 * no finding has any more is an {@code absent} result; a finding a suppression hid is a result with an
 * external, accepted {@code suppressions} entry whose justification is the reason.
 */
public final class SarifFindings {

    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    public static final String VERSION = "2.1.0";
    /** Where people read about the tool; SARIF wants an absolute URI. */
    public static final String SRCROOT = "%SRCROOT%";
    public static final String FINGERPRINT = "zlayout/v1";

    private SarifFindings() {
    }

    public static String render(CheckReport report) {
        Map<String, Integer> ruleIndex = new HashMap<>();
        List<Map<String, Object>> rules = new ArrayList<>();
        for (Rule r : report.rules()) {
            ruleIndex.putIfAbsent(r.slug(), rules.size());
            rules.add(rule(r));
        }

        Map<String, Object> driver = new LinkedHashMap<>();
        driver.put("name", "zlayout");
        driver.put("version", report.toolVersion());
        driver.put("rules", rules);

        List<Map<String, Object>> results = new ArrayList<>();
        boolean relativePaths = false;
        CheckReport.BaselineView baseline = report.baseline();
        List<Map.Entry<Finding, String>> current = new ArrayList<>();
        report.findings().forEach(f -> current.add(Map.entry(f, "new")));
        if (baseline != null) {
            baseline.existing().forEach(f -> current.add(Map.entry(f, "unchanged")));
        }
        current.sort(Map.Entry.comparingByKey());
        for (Map.Entry<Finding, String> e : current) {
            Map<String, Object> r = result(e.getKey(), ruleIndex.get(e.getKey().rule()));
            if (baseline != null) {
                r.put("baselineState", e.getValue());
            }
            results.add(r);
            relativePaths |= isRelative(e.getKey().location());
        }
        for (Judgement.Suppressed s : report.suppressed()) {
            Map<String, Object> r = result(s.finding(), ruleIndex.get(s.finding().rule()));
            r.put("suppressions", List.of(suppression(s.by())));
            results.add(r);
            relativePaths |= isRelative(s.finding().location()) || isRelative(s.by().source());
        }
        if (baseline != null) {
            for (Baseline.Entry e : baseline.fixed()) {
                results.add(absent(e, ruleIndex.get(e.rule())));
            }
        }

        Map<String, Object> run = new LinkedHashMap<>();
        run.put("tool", Map.of("driver", driver));
        if (relativePaths) {
            // no absolute folder here: it would make the log differ from machine to machine
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("description", message("The folder zlayout ran in; input paths are relative to it."));
            run.put("originalUriBaseIds", Map.of(SRCROOT, root));
        }
        run.put("columnKind", "unicodeCodePoints");
        run.put("results", results);
        run.put("invocations", List.of(invocation(report.coverage(), ruleIndex)));

        Map<String, Object> log = new LinkedHashMap<>();
        log.put("$schema", SCHEMA);
        log.put("version", VERSION);
        log.put("runs", List.of(run));
        return Json.write(log);
    }

    /** SARIF's level for a severity: {@code info} is a {@code note}. */
    public static String level(Severity s) {
        return switch (s) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO -> "note";
        };
    }

    /** {@code single-path} becomes {@code SinglePath}: SARIF's reportingDescriptor.name. */
    public static String camelCase(String slug) {
        StringBuilder b = new StringBuilder(slug.length());
        boolean upper = true;
        for (int i = 0; i < slug.length(); i++) {
            char c = slug.charAt(i);
            if (c == '-' || c == '_' || c == '.') {
                upper = true;
            } else {
                b.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return b.toString();
    }

    /**
     * The finding's identity across runs: SHA-256 over the rule slug and the element identities, in order.
     * Messages and locations stay out, as both change when an input file is edited.
     */
    public static String fingerprint(Finding f) {
        return fingerprint(f.rule(), f.elements());
    }

    /** The same fingerprint from a rule and element identities (a baseline entry). */
    public static String fingerprint(String rule, List<String> elements) {
        StringBuilder b = new StringBuilder(rule);
        for (String e : elements) {
            b.append('\u0000').append(e);
        }
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(b.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * The artifactLocation of an input path: a relative path stays relative (percent-encoded, '/' separated)
     * and is based on {@code %SRCROOT%}; {@code /x} and {@code C:/x} become {@code file:} URIs.
     */
    public static Map<String, Object> artifactLocation(String path) {
        String p = path.replace('\\', '/');
        Map<String, Object> m = new LinkedHashMap<>();
        if (p.startsWith("/")) {
            m.put("uri", "file://" + encodePath(p));
        } else if (isDrivePath(p)) {
            m.put("uri", "file:///" + p.substring(0, 2) + encodePath(p.substring(2)));
        } else {
            m.put("uri", encodePath(p));
            m.put("uriBaseId", SRCROOT);
        }
        return m;
    }

    /**
     * The run itself: it completed, and each rule that could not judge something is a tool execution notification
     * (level warning) naming the rule, what it did not judge and why, so a code-scanning view shows the gap.
     */
    private static Map<String, Object> invocation(Coverage coverage, Map<String, Integer> ruleIndex) {
        List<Map<String, Object>> notes = new ArrayList<>();
        for (Coverage.RuleCoverage r : coverage.rules()) {
            for (Coverage.Gap g : r.gaps()) {
                Map<String, Object> n = new LinkedHashMap<>();
                n.put("level", "warning");
                n.put("message", message(r.rule() + ": " + (g.elements() == null ? "" : g.elements() + " ")
                        + "not judged: " + g.reason() + "."));
                Map<String, Object> descriptor = new LinkedHashMap<>();
                descriptor.put("id", r.rule());
                Integer index = ruleIndex.get(r.rule());
                if (index != null) {
                    descriptor.put("index", index);
                }
                n.put("associatedRule", descriptor);
                notes.add(n);
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("executionSuccessful", true);
        if (!notes.isEmpty()) {
            m.put("toolExecutionNotifications", notes);
        }
        return m;
    }

    private static Map<String, Object> rule(Rule r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", r.slug());
        m.put("name", camelCase(r.slug()));
        m.put("shortDescription", message(r.title()));
        m.put("fullDescription", message(r.explanation()));
        m.put("help", message(r.remediation()));
        m.put("defaultConfiguration", Map.of("level", level(r.severity())));
        m.put("properties", Map.of("category", r.category()));
        return m;
    }

    private static Map<String, Object> result(Finding f, Integer ruleIndex) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ruleId", f.rule());
        if (ruleIndex != null) {
            m.put("ruleIndex", ruleIndex);
        }
        m.put("level", level(f.severity()));
        m.put("message", message(f.message()));

        m.put("locations", locations(f.location(), f.elements()));
        m.put("partialFingerprints", Map.of(FINGERPRINT, fingerprint(f)));
        return m;
    }

    /** A baseline entry no finding has any more: SARIF's {@code absent} result. */
    private static Map<String, Object> absent(Baseline.Entry e, Integer ruleIndex) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("ruleId", e.rule());
        if (ruleIndex != null) {
            m.put("ruleIndex", ruleIndex);
        }
        m.put("level", "none");
        m.put("message", message("Fixed since the baseline: " + e.rule() + " no longer finds "
                + String.join(", ", e.elements()) + (e.count() > 1 ? " (" + e.count() + " findings)" : "") + "."));
        m.put("locations", locations(null, e.elements()));
        m.put("partialFingerprints", Map.of(FINGERPRINT, fingerprint(e.rule(), e.elements())));
        m.put("baselineState", "absent");
        return m;
    }

    /** SARIF's external, accepted suppression: the reason as justification, where the settings say so. */
    private static Map<String, Object> suppression(Suppression s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "external");
        m.put("status", "accepted");
        m.put("justification", s.reason());
        Map<String, Object> physical = physical(s.source());
        if (physical != null) {
            m.put("location", Map.of("physicalLocation", physical));
        }
        if (s.expires() != null) {
            m.put("properties", Map.of("expires", s.expires().toString()));
        }
        return m;
    }

    private static List<Map<String, Object>> locations(SourceRef at, List<String> elements) {
        Map<String, Object> location = new LinkedHashMap<>();
        Map<String, Object> physical = physical(at);
        if (physical != null) {
            location.put("physicalLocation", physical);
        }
        List<Map<String, Object>> logical = new ArrayList<>();
        for (String e : elements.stream().distinct().toList()) {
            logical.add(logicalLocation(e));
        }
        if (!logical.isEmpty()) {
            location.put("logicalLocations", logical);
        }
        return location.isEmpty() ? List.of() : List.of(location);
    }

    private static Map<String, Object> physical(SourceRef at) {
        if (at == null || at.path().isEmpty()) {
            return null;
        }
        Map<String, Object> physical = new LinkedHashMap<>();
        physical.put("artifactLocation", artifactLocation(at.path()));
        if (at.line() > 0) {
            Map<String, Object> region = new LinkedHashMap<>();
            region.put("startLine", at.line());
            if (at.column() > 0) {
                region.put("startColumn", at.column());
            }
            physical.put("region", region);
        }
        return physical;
    }

    private static Map<String, Object> logicalLocation(String identity) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", Identity.keyOf(identity));
        m.put("fullyQualifiedName", identity);
        m.put("kind", "resource");
        return m;
    }

    private static Map<String, Object> message(String text) {
        return Map.of("text", text);
    }

    private static boolean isRelative(SourceRef at) {
        return at != null && isRelative(at.path());
    }

    private static boolean isRelative(String path) {
        String p = path.replace('\\', '/');
        return !p.isEmpty() && !p.startsWith("/") && !isDrivePath(p);
    }

    private static boolean isDrivePath(String p) {
        return p.length() >= 3 && p.charAt(1) == ':' && p.charAt(2) == '/'
                && ((p.charAt(0) >= 'A' && p.charAt(0) <= 'Z') || (p.charAt(0) >= 'a' && p.charAt(0) <= 'z'));
    }

    /**
     * Percent-encodes everything RFC 3986 does not allow in a path segment, and ':' too, so that a relative
     * path's first segment can never read as a URI scheme.
     */
    private static String encodePath(String path) {
        StringBuilder b = new StringBuilder(path.length());
        for (byte by : path.getBytes(StandardCharsets.UTF_8)) {
            int c = by & 0xff;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "-._~!$&'()*+,;=@/".indexOf(c) >= 0) {
                b.append((char) c);
            } else {
                b.append('%').append(String.format(Locale.ROOT, "%02X", c));
            }
        }
        return b.toString();
    }
}
