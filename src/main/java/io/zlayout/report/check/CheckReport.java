package io.zlayout.report.check;

import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.Severity;

import java.util.List;
import java.util.Map;

/**
 * What {@code check} renders: the sorted findings, the count per severity, and the rules that ran (SARIF
 * and JUnit list every rule, including those that found nothing).
 */
public record CheckReport(List<Finding> findings, Map<Severity, Integer> summary, List<Rule> rules,
                          String toolVersion) {

    public CheckReport {
        findings = List.copyOf(findings);
        rules = List.copyOf(rules);
        summary = Map.copyOf(summary);
    }

    public int count(Severity s) {
        return summary.getOrDefault(s, 0);
    }
}
