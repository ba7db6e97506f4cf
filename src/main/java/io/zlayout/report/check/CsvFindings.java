package io.zlayout.report.check;

import io.zlayout.rules.Coverage;
import io.zlayout.rules.Finding;
import io.zlayout.rules.InputKind;

import java.util.List;

/**
 * Findings as CSV for spreadsheets and scripts: RFC 4180 with a header row, one row per finding in report
 * order. Records end with LF (RFC 4180 says CRLF; every spreadsheet and CSV library reads LF, and LF keeps the
 * output identical on every platform). A field is quoted when it holds a comma, a double quote, CR or LF, with
 * double quotes doubled. A field that a spreadsheet would take for a formula (starting with {@code =},
 * {@code +}, {@code -}, {@code @}, tab or CR) gets a leading single quote, as OWASP advises against CSV
 * injection: input files are not trusted, and their text reaches messages.
 */
public final class CsvFindings {

    public static final List<String> HEADER =
            List.of("rule", "severity", "element", "elements", "path", "line", "message", "remediation");

    /** The severity column of a row saying what a rule could not judge. */
    public static final String NOT_JUDGED = "not-judged";

    private CsvFindings() {
    }

    /** "Add the IOCP deck of the IOCDS (iocds/)." for a gap of missing inputs; else nothing to add. */
    static String remedy(Coverage.Gap g) {
        if (g.missing().isEmpty()) {
            return "";
        }
        return "Add " + String.join("; ", g.missing().stream().map(InputKind::description).toList()) + ".";
    }

    public static String render(CheckReport report) {
        StringBuilder b = new StringBuilder();
        row(b, HEADER);
        for (Finding f : report.findings()) {
            String path = f.location() == null ? "" : f.location().path();
            String line = f.location() == null || f.location().line() <= 0 ? "" : Integer.toString(f.location().line());
            row(b, List.of(f.rule(), f.severity().label(), f.element(), String.join(" ", f.elements()), path, line,
                    f.message(), f.remediation()));
        }
        // what could not be judged is a row too: a spreadsheet of no findings must not read as a clean site
        for (Coverage.RuleCoverage r : report.coverage().rules()) {
            for (Coverage.Gap g : r.gaps()) {
                row(b, List.of(r.rule(), NOT_JUDGED, "", "", "", "", (g.elements() == null ? "not judged: "
                        : g.elements() + " not judged: ") + g.reason() + ".", remedy(g)));
            }
        }
        return b.toString();
    }

    /**
     * {@code s} with every control character but tab (a line feed in a file name or message, a carriage return, an
     * escape sequence, a bidirectional override) shown as an escape: one record per line, nothing hidden.
     */
    static String printable(String s) {
        if (s.indexOf('\t') < 0) {
            return io.zlayout.model.Quoted.printable(s);
        }
        String[] parts = s.split("\t", -1);
        for (int i = 0; i < parts.length; i++) {
            parts[i] = io.zlayout.model.Quoted.printable(parts[i]);
        }
        return String.join("\t", parts);
    }

    /** One field as written: defused against formulas, then quoted where RFC 4180 needs it. */
    public static String field(String value) {
        String raw = value == null ? "" : value;
        String s = printable(raw);
        if (!raw.isEmpty() && "=+-@\t\r".indexOf(raw.charAt(0)) >= 0) {
            s = "'" + s;
        }
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    private static void row(StringBuilder b, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(field(fields.get(i)));
        }
        b.append('\n');
    }
}
