package io.zlayout.report.check;

import io.zlayout.baseline.BaselineFile;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Suppression;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code zlayout.findings/1} as docs/design.md fixes it. With a baseline, {@code findings} holds the new findings
 * only (the ones {@code --fail-on} counts) and {@code baseline} says how many were new and existing and which
 * entries were fixed ({@code existingFindings} lists the existing ones with {@code --show-baselined});
 * {@code suppressed} lists hidden findings with their suppression under {@code --show-suppressed}. Both keys
 * are absent otherwise, so a run without them gives the same bytes as before.
 */
public final class JsonFindings {

    public static final String SCHEMA = "zlayout.findings/1";

    private JsonFindings() {
    }

    public static String render(CheckReport report) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schema", SCHEMA);
        Map<String, Object> summary = new LinkedHashMap<>();
        for (Severity s : Severity.values()) {
            summary.put(s.label(), report.count(s));
        }
        root.put("summary", summary);
        List<Map<String, Object>> findings = new ArrayList<>();
        for (Finding f : report.findings()) {
            findings.add(finding(f));
        }
        root.put("findings", findings);
        CheckReport.BaselineView baseline = report.baseline();
        if (baseline != null) {
            Map<String, Object> bm = new LinkedHashMap<>();
            bm.put("new", report.findings().size());
            bm.put("existing", baseline.existing().size());
            List<Map<String, Object>> fixed = new ArrayList<>();
            baseline.fixed().forEach(e -> fixed.add(BaselineFile.entry(e)));
            bm.put("fixed", fixed);
            if (baseline.showExisting()) {
                List<Map<String, Object>> existing = new ArrayList<>();
                baseline.existing().forEach(f -> existing.add(finding(f)));
                bm.put("existingFindings", existing);
            }
            root.put("baseline", bm);
        }
        if (report.showSuppressed()) {
            List<Map<String, Object>> suppressed = new ArrayList<>();
            for (Judgement.Suppressed s : report.suppressed()) {
                Map<String, Object> m = finding(s.finding());
                m.put("suppression", suppression(s.by()));
                suppressed.add(m);
            }
            root.put("suppressed", suppressed);
        }
        return Json.write(root);
    }

    /** rule, element or pattern, reason, expires (null for none), location of the suppression. */
    static Map<String, Object> suppression(Suppression s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rule", s.rule());
        if (s.element() != null) {
            m.put("element", s.element());
        } else {
            m.put("pattern", s.pattern().text());
        }
        m.put("reason", s.reason());
        m.put("expires", s.expires() == null ? null : s.expires().toString());
        m.put("location", location(s.source()));
        return m;
    }

    /** One finding as in {@code findings[]}: rule, severity, message, elements, location, remediation. */
    public static Map<String, Object> finding(Finding f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rule", f.rule());
        m.put("severity", f.severity().label());
        m.put("message", f.message());
        m.put("elements", f.elements());
        m.put("location", location(f.location()));
        m.put("remediation", f.remediation());
        return m;
    }

    private static Map<String, Object> location(SourceRef at) {
        if (at == null) {
            return null;
        }
        Map<String, Object> loc = new LinkedHashMap<>();
        loc.put("path", at.path());
        if (at.line() > 0) {
            loc.put("line", at.line());
        }
        return loc;
    }
}
