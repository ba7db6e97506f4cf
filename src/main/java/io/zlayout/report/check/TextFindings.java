package io.zlayout.report.check;

import io.zlayout.baseline.Baseline;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Suppression;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Findings for people: grouped by severity, then by element, each with file:line and the remediation; a
 * summary line last. With a baseline, the findings are the new ones; the baselined ones follow when asked,
 * then what was fixed since the baseline. Suppressed findings are listed, each with its suppression, when
 * asked. Colour (ANSI) only when asked, i.e. when writing to a terminal.
 */
public final class TextFindings {

    private TextFindings() {
    }

    public static String render(CheckReport report, boolean colour) {
        StringBuilder b = new StringBuilder();
        for (Severity s : Severity.values()) {
            List<Finding> of = report.findings().stream().filter(f -> f.severity() == s).toList();
            if (of.isEmpty()) {
                continue;
            }
            b.append(paint(s.label().toUpperCase(Locale.ROOT) + " (" + of.size() + ")", s, colour)).append('\n');
            byElement(b, of, f -> null, false);
            b.append('\n');
        }
        CheckReport.BaselineView baseline = report.baseline();
        if (baseline != null && baseline.showExisting() && !baseline.existing().isEmpty()) {
            b.append("BASELINED (").append(baseline.existing().size()).append(")\n");
            byElement(b, baseline.existing(), f -> null, true);
            b.append('\n');
        }
        if (report.showSuppressed() && !report.suppressed().isEmpty()) {
            b.append("SUPPRESSED (").append(report.suppressed().size()).append(")\n");
            Map<Finding, Suppression> by = new LinkedHashMap<>();
            List<Finding> hidden = new ArrayList<>();
            for (Judgement.Suppressed s : report.suppressed()) {
                by.put(s.finding(), s.by());
                hidden.add(s.finding());
            }
            byElement(b, hidden, f -> suppressedBy(by.get(f)), true);
            b.append('\n');
        }
        if (baseline != null && !baseline.fixed().isEmpty()) {
            b.append("FIXED SINCE THE BASELINE (").append(baseline.fixed().stream().mapToInt(Baseline.Entry::count).sum())
                    .append(")\n");
            for (Baseline.Entry e : baseline.fixed()) {
                b.append("  [").append(e.rule()).append("] ").append(String.join(" ", e.elements()));
                if (e.count() > 1) {
                    b.append(" (").append(e.count()).append(" findings)");
                }
                b.append('\n');
            }
            b.append('\n');
        }
        b.append(String.format(Locale.ROOT, "%d error%s, %d warning%s, %d info%n",
                report.count(Severity.ERROR), report.count(Severity.ERROR) == 1 ? "" : "s",
                report.count(Severity.WARNING), report.count(Severity.WARNING) == 1 ? "" : "s",
                report.count(Severity.INFO)));
        b.append(report.coverage().summary()).append('\n');
        if (baseline != null) {
            int fixed = baseline.fixed().stream().mapToInt(Baseline.Entry::count).sum();
            b.append(String.format(Locale.ROOT, "baseline: %d new, %d existing%s, %d fixed%n", report.findings().size(),
                    baseline.existing().size(), baseline.showExisting() || baseline.existing().isEmpty() ? ""
                            : " (--show-baselined lists them)", fixed));
        }
        if (!report.suppressed().isEmpty()) {
            b.append(String.format(Locale.ROOT, "%d suppressed by the settings%s%n", report.suppressed().size(),
                    report.showSuppressed() ? "" : " (--show-suppressed lists them)"));
        }
        return b.toString().replace("\r\n", "\n");
    }

    /** Findings grouped by primary element; {@code note} adds a line under a finding (null for none). */
    private static void byElement(StringBuilder b, List<Finding> findings, Function<Finding, String> note,
                                  boolean withSeverity) {
        Map<String, List<Finding>> byElement = new LinkedHashMap<>();
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(Comparator.comparing(Finding::element).thenComparing(f -> f));
        for (Finding f : sorted) {
            byElement.computeIfAbsent(f.element(), k -> new ArrayList<>()).add(f);
        }
        for (Map.Entry<String, List<Finding>> e : byElement.entrySet()) {
            b.append("  ").append(e.getKey()).append('\n');
            for (Finding f : e.getValue()) {
                b.append("    [").append(f.rule()).append("] ");
                if (withSeverity) {
                    b.append(f.severity().label()).append(": ");
                }
                if (f.location() != null) {
                    b.append(f.location()).append(": ");
                }
                b.append(f.message().replace("\n", "\n      ")).append('\n');
                String n = note.apply(f);
                if (n != null) {
                    b.append("      ").append(n).append('\n');
                }
                b.append("      fix: ").append(f.remediation()).append('\n');
            }
        }
    }

    /** {@code suppressed by zlayout.yaml:12:7 until 2027-03-31: CHG0012345}. */
    static String suppressedBy(Suppression s) {
        return "suppressed by " + s.source() + (s.expires() == null ? "" : " until " + s.expires()) + ": "
                + s.reason().replace("\n", " ");
    }

    private static String paint(String text, Severity s, boolean colour) {
        if (!colour) {
            return text;
        }
        String code = switch (s) {
            case ERROR -> "\u001b[1;31m";
            case WARNING -> "\u001b[1;33m";
            case INFO -> "\u001b[1;36m";
        };
        return code + text + "\u001b[0m";
    }
}
