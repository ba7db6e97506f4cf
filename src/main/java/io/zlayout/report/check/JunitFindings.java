package io.zlayout.report.check;

import io.zlayout.rules.Coverage;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.Severity;
import io.zlayout.rules.catalog.Judgement;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Findings as JUnit XML (the Ant/Surefire form Jenkins, GitLab and most CI servers read): one
 * {@code <testsuite name="zlayout">} inside {@code <testsuites>}, one {@code <testcase>} per rule
 * ({@code classname="zlayout.<category>"}, {@code name="<slug>"}), so a report shows every rule that ran.
 *
 * <p>A rule with findings of severity error or warning is a failed case with a single {@code <failure>}
 * (Jenkins and GitLab show only the first failure of a case): {@code type} is the worst severity,
 * {@code message} counts the findings and gives the rule's title, and the body has one line per finding,
 * {@code path:line: severity: message [elements]}, then the fix. Info findings never fail a case; they are
 * listed the same way in the case's {@code <system-out>}. Whether the run fails is still decided by
 * {@code --fail-on} and the exit code; this report only shows. With a baseline only new findings fail a case,
 * and properties {@code zlayout.baseline.new/existing/fixed} count them; baselined findings (with
 * {@code --show-baselined}) and suppressed ones (with {@code --show-suppressed}) are listed in the case's
 * {@code <system-out>}, marked as such. No timestamps or host names, and
 * {@code time="0"}: the same findings give the same bytes.
 */
public final class JunitFindings {

    public static final String SUITE = "zlayout";

    private JunitFindings() {
    }

    public static String render(CheckReport report) {
        Map<String, Case> cases = new LinkedHashMap<>();
        for (Rule r : report.rules()) {
            cases.putIfAbsent(r.slug(), new Case("zlayout." + r.category(), r.slug(), r.title()));
        }
        for (Finding f : report.findings()) {
            // a finding of a rule the report does not list still shows, in a case of its own
            cases.computeIfAbsent(f.rule(), slug -> new Case(SUITE, slug, slug)).findings.add(f);
        }
        CheckReport.BaselineView baseline = report.baseline();
        if (baseline != null && baseline.showExisting()) {
            for (Finding f : baseline.existing()) {
                cases.computeIfAbsent(f.rule(), slug -> new Case(SUITE, slug, slug)).notes
                        .add("baselined: " + line(f));
            }
        }
        if (report.showSuppressed()) {
            for (Judgement.Suppressed sup : report.suppressed()) {
                cases.computeIfAbsent(sup.finding().rule(), slug -> new Case(SUITE, slug, slug)).notes
                        .add("suppressed: " + line(sup.finding()) + "    " + TextFindings.suppressedBy(sup.by()) + "\n");
            }
        }
        for (Coverage.RuleCoverage r : report.coverage().rules()) {
            Case c = cases.computeIfAbsent(r.rule(), slug -> new Case(SUITE, slug, slug));
            List<String> why = new ArrayList<>();
            for (Coverage.Gap g : r.gaps()) {
                why.add((g.elements() == null ? "" : g.elements() + " ") + "not judged: " + g.reason());
            }
            if (r.status() == Coverage.Status.NOT_JUDGED && !c.failed()) {
                c.skipped = String.join("; ", why);
            } else {
                why.forEach(w -> c.notes.add(w + "\n"));
            }
        }
        int failures = (int) cases.values().stream().filter(Case::failed).count();
        int skipped = (int) cases.values().stream().filter(c -> c.skipped != null).count();
        String tests = Integer.toString(cases.size());

        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter w = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(out);
            w.writeStartDocument("UTF-8", "1.0");
            w.writeCharacters("\n");
            w.writeStartElement("testsuites");
            suite(w, tests, failures, null);
            w.writeCharacters("\n  ");
            w.writeStartElement("testsuite");
            suite(w, tests, failures, skipped);
            w.writeCharacters("\n    ");
            w.writeStartElement("properties");
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("zlayout.version", attribute(report.toolVersion()));
            if (baseline != null) {
                properties.put("zlayout.baseline.new", String.valueOf(report.findings().size()));
                properties.put("zlayout.baseline.existing", String.valueOf(baseline.existing().size()));
                properties.put("zlayout.baseline.fixed",
                        String.valueOf(baseline.fixed().stream().mapToInt(e -> e.count()).sum()));
            }
            if (!report.suppressed().isEmpty()) {
                properties.put("zlayout.suppressed", String.valueOf(report.suppressed().size()));
            }
            for (Map.Entry<String, String> p : properties.entrySet()) {
                w.writeCharacters("\n      ");
                w.writeEmptyElement("property");
                w.writeAttribute("name", p.getKey());
                w.writeAttribute("value", p.getValue());
            }
            w.writeCharacters("\n    ");
            w.writeEndElement();
            for (Case c : cases.values()) {
                w.writeCharacters("\n    ");
                writeCase(w, c);
            }
            w.writeCharacters("\n  ");
            w.writeEndElement();
            w.writeCharacters("\n");
            w.writeEndElement();
            w.writeCharacters("\n");
            w.writeEndDocument();
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write JUnit XML", e);
        }
        return out.toString();
    }

    /** The attributes testsuites and testsuite share; {@code skipped} only on the one that has it (else null). */
    private static void suite(XMLStreamWriter w, String tests, int failures, Integer skipped)
            throws XMLStreamException {
        w.writeAttribute("name", SUITE);
        w.writeAttribute("tests", tests);
        w.writeAttribute("failures", Integer.toString(failures));
        w.writeAttribute("errors", "0");
        if (skipped != null) {
            w.writeAttribute("skipped", Integer.toString(skipped));
        }
        w.writeAttribute("time", "0");
    }

    private static void writeCase(XMLStreamWriter w, Case c) throws XMLStreamException {
        List<Finding> failing = c.findings.stream().filter(JunitFindings::fails).toList();
        List<Finding> notes = c.findings.stream().filter(f -> !fails(f)).toList();
        boolean empty = failing.isEmpty() && notes.isEmpty() && c.notes.isEmpty() && c.skipped == null;
        if (empty) {
            w.writeEmptyElement("testcase");
        } else {
            w.writeStartElement("testcase");
        }
        w.writeAttribute("classname", attribute(c.classname));
        w.writeAttribute("name", attribute(c.name));
        w.writeAttribute("time", "0");
        if (empty) {
            return;
        }
        if (c.skipped != null) {
            w.writeCharacters("\n      ");
            w.writeEmptyElement("skipped");
            w.writeAttribute("message", attribute(c.skipped));
        }
        if (!failing.isEmpty()) {
            w.writeCharacters("\n      ");
            w.writeStartElement("failure");
            w.writeAttribute("message", attribute(summary(failing) + ": " + c.title));
            w.writeAttribute("type", worst(failing).label());
            w.writeCharacters(text(lines(failing)));
            w.writeEndElement();
        }
        if (!notes.isEmpty() || !c.notes.isEmpty()) {
            w.writeCharacters("\n      ");
            w.writeStartElement("system-out");
            w.writeCharacters(text((notes.isEmpty() ? "" : lines(notes)) + String.join("", c.notes)));
            w.writeEndElement();
        }
        w.writeCharacters("\n    ");
        w.writeEndElement();
    }

    private static boolean fails(Finding f) {
        return f.severity().atLeast(Severity.WARNING);
    }

    private static Severity worst(List<Finding> findings) {
        return findings.stream().map(Finding::severity).min(Enum::compareTo).orElse(Severity.INFO);
    }

    /** {@code 1 error, 2 warnings}. */
    private static String summary(List<Finding> findings) {
        List<String> parts = new ArrayList<>();
        for (Severity s : Severity.values()) {
            long n = findings.stream().filter(f -> f.severity() == s).count();
            if (n > 0) {
                parts.add(n + " " + s.label() + (n == 1 || s == Severity.INFO ? "" : "s"));
            }
        }
        return String.join(", ", parts);
    }

    /** One line per finding (continuation lines of a message indented), then the rule's fix. */
    private static String lines(List<Finding> findings) {
        StringBuilder b = new StringBuilder();
        String fix = null;
        for (Finding f : findings) {
            b.append(line(f));
            fix = f.remediation();
        }
        if (fix != null) {
            b.append("fix: ").append(fix).append('\n');
        }
        return b.toString();
    }

    /** {@code path:line: severity: message [elements]} and a line end. */
    private static String line(Finding f) {
        StringBuilder b = new StringBuilder();
        if (f.location() != null) {
            b.append(f.location()).append(": ");
        }
        b.append(f.severity().label()).append(": ").append(normaliseNewlines(f.message()).replace("\n", "\n    "));
        if (!f.elements().isEmpty()) {
            b.append(" [").append(String.join(", ", f.elements())).append(']');
        }
        return b.append('\n').toString();
    }

    /** Text content: LF line ends and only characters XML 1.0 allows. */
    private static String text(String s) {
        return legal(normaliseNewlines(s));
    }

    /** Attribute values: one line, as a parser would normalise it anyway, and only legal characters. */
    private static String attribute(String s) {
        return legal(normaliseNewlines(s == null ? "" : s).replace('\n', ' ').replace('\t', ' '));
    }

    private static String normaliseNewlines(String s) {
        return s.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** Replaces what XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF) by U+FFFD. */
    static String legal(String s) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            boolean ok = cp == 0x9 || cp == 0xA || cp == 0xD
                    || (cp >= 0x20 && cp <= 0xD7FF) || (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
            if (!ok && b == null) {
                b = new StringBuilder(s.length()).append(s, 0, i);
            }
            if (b != null) {
                if (ok) {
                    b.appendCodePoint(cp);
                } else {
                    b.append('\uFFFD');
                }
            }
            i += n;
        }
        return b == null ? s : b.toString();
    }

    private static final class Case {
        final String classname;
        final String name;
        final String title;
        final List<Finding> findings = new ArrayList<>();
        /** Why the rule could judge nothing (a {@code <skipped>} element), or null. */
        String skipped;
        /** Lines for system-out besides info findings: baselined and suppressed findings, when shown. */
        final List<String> notes = new ArrayList<>();

        Case(String classname, String name, String title) {
            this.classname = classname;
            this.name = name;
            this.title = title;
        }

        boolean failed() {
            return findings.stream().anyMatch(JunitFindings::fails);
        }
    }
}
