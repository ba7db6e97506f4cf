package io.zlayout.report.check;

import io.zlayout.baseline.Baseline;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.Severity;
import io.zlayout.rules.catalog.Judgement;

import io.zlayout.rules.Coverage;
import io.zlayout.rules.InputKind;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;

/**
 * What {@code check} renders: the reported findings (with a baseline, only the new ones), the count per
 * severity of those, the rules that ran (SARIF and JUnit list every rule, including those that found
 * nothing), and what the settings and the baseline set aside.
 *
 * @param baseline       the comparison with a baseline, or null when none was given
 * @param suppressed     findings a suppression hid, with the suppression
 * @param showSuppressed list the suppressed findings (SARIF always carries them, marked as suppressed)
 * @param coverage       what the rules judged and what they could not, and why
 */
public record CheckReport(List<Finding> findings, Map<Severity, Integer> summary, List<Rule> rules,
                          String toolVersion, BaselineView baseline, List<Judgement.Suppressed> suppressed,
                          boolean showSuppressed, Coverage coverage) {

    /**
     * The run against a baseline.
     *
     * @param existing     findings the baseline holds (not in {@code findings})
     * @param fixed        baseline entries no finding has any more
     * @param showExisting list the existing findings (SARIF always carries them, as unchanged)
     */
    public record BaselineView(List<Finding> existing, List<Baseline.Entry> fixed, boolean showExisting) {

        public BaselineView {
            existing = List.copyOf(existing);
            fixed = List.copyOf(fixed);
        }
    }

    public CheckReport {
        findings = List.copyOf(findings);
        rules = List.copyOf(rules);
        summary = Map.copyOf(summary);
        suppressed = List.copyOf(suppressed);
    }

    /** A report of a run in which every rule could judge all it judges. */
    public CheckReport(List<Finding> findings, Map<Severity, Integer> summary, List<Rule> rules,
                       String toolVersion, BaselineView baseline, List<Judgement.Suppressed> suppressed,
                       boolean showSuppressed) {
        this(findings, summary, rules, toolVersion, baseline, suppressed, showSuppressed,
                Coverage.of(EnumSet.allOf(InputKind.class), rules));
    }

    /** A report without baseline or suppressions, every rule judged. */
    public CheckReport(List<Finding> findings, Map<Severity, Integer> summary, List<Rule> rules, String toolVersion) {
        this(findings, summary, rules, toolVersion, null, List.of(), false);
    }

    public int count(Severity s) {
        return summary.getOrDefault(s, 0);
    }
}
