package io.zlayout.report.check;

import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Findings for people: grouped by severity, then by element, each with file:line and the remediation; a
 * summary line last. Colour (ANSI) only when asked, i.e. when writing to a terminal.
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
            b.append(paint(s.label().toUpperCase(java.util.Locale.ROOT) + " (" + of.size() + ")", s, colour))
                    .append('\n');
            Map<String, List<Finding>> byElement = new LinkedHashMap<>();
            List<Finding> sorted = new ArrayList<>(of);
            sorted.sort(java.util.Comparator.comparing(Finding::element).thenComparing(f -> f));
            for (Finding f : sorted) {
                byElement.computeIfAbsent(f.element(), k -> new ArrayList<>()).add(f);
            }
            for (Map.Entry<String, List<Finding>> e : byElement.entrySet()) {
                b.append("  ").append(e.getKey()).append('\n');
                for (Finding f : e.getValue()) {
                    b.append("    [").append(f.rule()).append("] ");
                    if (f.location() != null) {
                        b.append(f.location()).append(": ");
                    }
                    b.append(f.message().replace("\n", "\n      ")).append('\n');
                    b.append("      fix: ").append(f.remediation()).append('\n');
                }
            }
            b.append('\n');
        }
        b.append(String.format(java.util.Locale.ROOT, "%d error%s, %d warning%s, %d info (%d rules checked)%n",
                report.count(Severity.ERROR), report.count(Severity.ERROR) == 1 ? "" : "s",
                report.count(Severity.WARNING), report.count(Severity.WARNING) == 1 ? "" : "s",
                report.count(Severity.INFO), report.rules().size()));
        return b.toString().replace("\r\n", "\n");
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
