package io.zlayout.cli;

import io.zlayout.input.InputLoader;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.Coverage;
import io.zlayout.report.html.SitePage;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.xlsx.SiteWorkbook;
import io.zlayout.rules.Severity;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code zlayout report}: the workbook and the page for people. */
@Command(name = "report", header = "Write the workbook (XLSX) and the page (HTML) for people.",
        description = {"Joins the inputs, runs every rule and, where the site has an intent, plans its guests;",
            "then writes an Excel workbook (Summary, Findings, Paths, Volumes, Guests and Plan sheets) and/or",
            "one self-contained HTML page (summary, topology picture, filterable findings, plan per guest)",
            "that fetches nothing and prints. Without an intent, or when it cannot be met, the guests show",
            "their current layouts and the Summary says why. Findings are judged as 'check' judges them: with",
            "the site's settings (rules switched off, severities overridden, suppressions). Files are written",
            "atomically. Exit code 0 whatever the findings (1 only under --strict or settings 'strict: true',",
            "when a rule could not judge); use 'zlayout check' to gate a pipeline."})
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    ZlayoutCommand parent;

    @Mixin
    InputOptions inputs;

    @Mixin
    SettingsOptions settings;

    @Option(names = "--intent", paramLabel = "FILE",
            description = "Intent YAML (guests: name, disks, access, workload); default: zlayout.yaml 'intent:'.")
    Path intent;

    @Option(names = "--xlsx", paramLabel = "FILE", description = "Write the workbook to FILE.")
    Path xlsx;

    @Option(names = "--html", paramLabel = "FILE", description = "Write the page to FILE.")
    Path html;

    @Override
    public Integer call() throws Exception {
        if (xlsx == null && html == null) {
            throw new ExitCode.UsageException("report needs --xlsx FILE, --html FILE or both");
        }
        if (xlsx != null && html != null && xlsx.toAbsolutePath().normalize().equals(html.toAbsolutePath().normalize())) {
            throw new ExitCode.UsageException("--xlsx and --html name the same file: " + xlsx);
        }
        List<Path> read = inputs.named(intent, settings.file());
        Output.refuseOverInputs("--xlsx", xlsx, read);
        Output.refuseOverInputs("--html", html, read);
        ReportInput input;
        Coverage coverage;
        boolean strictSettings;
        try (Progress progress = inputs.progress()) {
            Pipeline.Joined joined = inputs.open(intent, settings.file(), progress, true);
            Pipeline.Assessment assessed = Pipeline.assess(joined.site(), joined.settings(), parent.clock(), true,
                    progress::show);
            input = Pipeline.report(inputs.siteName(joined.site().inputs()), VersionProvider.version(), assessed);
            coverage = assessed.coverage();
            strictSettings = assessed.settings().strict();
            SiteReport report = SiteReport.of(input);
            // the workbook and the page land together or not at all
            try (Output.Batch batch = new Output.Batch()) {
                if (xlsx != null) {
                    progress.show("writing " + InputLoader.display(xlsx) + "…");
                    batch.add(xlsx, out -> SiteWorkbook.write(report, out));
                }
                if (html != null) {
                    progress.show("writing " + InputLoader.display(html) + "…");
                    batch.add(html, SitePage.render(report).getBytes(StandardCharsets.UTF_8));
                }
                batch.commit();
            }
        }
        Map<Severity, Integer> counts = input.severityCounts();
        StringBuilder line = new StringBuilder("Wrote ");
        line.append(xlsx != null ? xlsx : "").append(xlsx != null && html != null ? " and " : "")
                .append(html != null ? html : "").append(": ").append(plural(counts.get(Severity.ERROR), "error"))
                .append(", ").append(plural(counts.get(Severity.WARNING), "warning")).append(", ")
                .append(counts.get(Severity.INFO)).append(" info; ");
        if (input.plan() != null) {
            line.append("plan for ").append(plural(input.plan().guests().size(), "guest"));
        } else if (input.planProblem() != null) {
            line.append("no plan: ").append(input.planProblem());
        } else {
            line.append("no intent, current layouts only");
        }
        spec.commandLine().getOut().println(Text.escape(line.toString()));
        if (coverage.blind()) {
            spec.commandLine().getOut().println(Text.escape(coverage.summary()));
        }
        spec.commandLine().getOut().flush();
        if ((inputs.strict || strictSettings) && coverage.blind()) {
            spec.commandLine().getErr().println("zlayout: " + (inputs.strict ? "--strict" : "settings strict: true")
                    + ": the gate fails: some rules in force could not judge for want of an input");
            return ExitCode.FINDINGS.code;
        }
        return ExitCode.OK.code;
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
