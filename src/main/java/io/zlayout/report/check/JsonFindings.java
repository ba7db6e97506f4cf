package io.zlayout.report.check;

import io.zlayout.report.Json;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code zlayout.findings/1} as DESIGN.md fixes it. */
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
        return Json.write(root);
    }

    static Map<String, Object> finding(Finding f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rule", f.rule());
        m.put("severity", f.severity().label());
        m.put("message", f.message());
        m.put("elements", f.elements());
        Map<String, Object> loc = new LinkedHashMap<>();
        if (f.location() != null) {
            loc.put("path", f.location().path());
            if (f.location().line() > 0) {
                loc.put("line", f.location().line());
            }
        }
        m.put("location", f.location() == null ? null : loc);
        m.put("remediation", f.remediation());
        return m;
    }
}
