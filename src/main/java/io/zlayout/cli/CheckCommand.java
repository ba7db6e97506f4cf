package io.zlayout.cli;

import io.zlayout.input.Diagnostic;
import io.zlayout.report.check.CheckReport;
import io.zlayout.report.check.CsvFindings;
import io.zlayout.report.check.JsonFindings;
import io.zlayout.report.check.JunitFindings;
import io.zlayout.report.check.SarifFindings;
import io.zlayout.report.check.TextFindings;
import io.zlayout.rules.RuleCatalog;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.Severity;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.util.concurrent.Callable;

/** {@code zlayout check}: run the rules over the joined site. */
@Command(name = "check", mixinStandardHelpOptions = true,
        headerHeading = "%n", header = "Run the rules: paths, redundancy and disk placement.",
        descriptionHeading = "%n",
        description = {"Joins the inputs into one topology (CHPID -> switch -> host adapter -> LCU/LSS -> rank)",
            "and runs every rule of the catalog (see 'zlayout rules'). Findings are sorted by rule, element",
            "and location, and are the same whatever the order of the inputs. Exit code 1 when a finding is",
            "at or above --fail-on."})
final class CheckCommand implements Callable<Integer> {

    enum Format { text, json, csv, sarif, junit }

    enum FailOn { error, warning, info, never }

    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions inputs;

    @Mixin
    Output output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). json is"
                    + " zlayout.findings/1; csv is for spreadsheets; sarif is SARIF 2.1.0 for GitHub code scanning;"
                    + " junit is JUnit XML for Jenkins and GitLab test reports.")
    Format format;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", defaultValue = "error",
            description = "Exit 1 when a finding is at or above SEVERITY: ${COMPLETION-CANDIDATES}"
                    + " (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Override
    public Integer call() throws Exception {
        Site site;
        RuleEngine.Result result;
        try (Progress progress = Progress.of(spec.commandLine().getErr())) {
            io.zlayout.input.Inputs read = inputs.load(progress);
            progress.show("joining…");
            site = SiteAssembler.assemble(read);
            progress.show("checking…");
            result = RuleEngine.run(site);
        }
        for (Diagnostic d : site.diagnostics()) {
            if (d.level() == Diagnostic.Level.WARNING) {
                spec.commandLine().getErr().println(d);
            }
        }
        CheckReport report = new CheckReport(result.findings(), result.summary(), RuleCatalog.all(),
                VersionProvider.version());
        boolean colour = output.file == null && spec.commandLine().getOut() != null
                && System.console() != null && CommandLine.Help.Ansi.AUTO.enabled();
        String text = switch (format) {
            case text -> TextFindings.render(report, colour);
            case json -> JsonFindings.render(report);
            case csv -> CsvFindings.render(report);
            case sarif -> SarifFindings.render(report);
            case junit -> JunitFindings.render(report);
        };
        output.write(spec.commandLine().getOut(), text);
        if (failOn != FailOn.never && result.failsAt(Severity.valueOf(failOn.name().toUpperCase(java.util.Locale.ROOT)))) {
            return ExitCode.FINDINGS.code;
        }
        return ExitCode.OK.code;
    }
}
