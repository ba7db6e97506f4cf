package io.zlayout.report.check;

import io.zlayout.baseline.BaselineFile;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;
import io.zlayout.rules.Coverage;
import io.zlayout.rules.Finding;
import io.zlayout.rules.InputKind;
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

    public static final String SCHEMA = "zlayout.findings/1.1";

    private JsonFindings() {
    }

    public static String render(CheckReport report) {
        Map<String, Object> root = Json.document(SCHEMA);
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
        root.put("coverage", coverage(report.coverage()));
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

    /**
     * What the rules judged: counts per status, and per rule in force its status and what it could not judge,
     * with the inputs missing ({@link InputKind#id()}) and the reason.
     */
    static Map<String, Object> coverage(Coverage c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("judged", c.with(Coverage.Status.JUDGED).size());
        m.put("partlyJudged", c.with(Coverage.Status.PARTLY).size());
        m.put("notJudged", c.with(Coverage.Status.NOT_JUDGED).size());
        List<Map<String, Object>> rules = new ArrayList<>();
        for (Coverage.RuleCoverage r : c.rules()) {
            Map<String, Object> rm = new LinkedHashMap<>();
            rm.put("rule", r.rule());
            rm.put("status", r.status().id());
            if (!r.gaps().isEmpty()) {
                List<Map<String, Object>> gaps = new ArrayList<>();
                for (Coverage.Gap g : r.gaps()) {
                    Map<String, Object> gm = new LinkedHashMap<>();
                    gm.put("elements", g.elements());
                    gm.put("missing", g.missing().stream().map(InputKind::id).toList());
                    gm.put("reason", g.reason());
                    gaps.add(gm);
                }
                rm.put("notJudged", gaps);
            }
            rules.add(rm);
        }
        m.put("rules", rules);
        return m;
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
