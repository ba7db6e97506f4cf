package io.zlayout.cli;

import io.zlayout.baseline.Baseline;
import io.zlayout.baseline.BaselineFile;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.SourceFile;
import io.zlayout.report.check.CheckReport;
import io.zlayout.report.check.CsvFindings;
import io.zlayout.report.check.JsonFindings;
import io.zlayout.report.check.JunitFindings;
import io.zlayout.report.check.SarifFindings;
import io.zlayout.report.check.TextFindings;
import io.zlayout.rules.Coverage;
import io.zlayout.rules.Finding;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Settings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code zlayout check}: run the rules over the joined site. */
@Command(name = "check", header = "Run the rules: paths, redundancy and disk placement.",
        description = {"Joins the inputs into one topology (CHPID -> switch -> host adapter -> LCU/LSS -> rank)",
            "and runs every rule of the catalog (see 'zlayout rules'). Findings are sorted by rule, element",
            "and location, and are the same whatever the order of the inputs. Exit code 1 when a finding is",
            "at or above --fail-on.",
            "",
            "Every rule needs some inputs (the IOCDS, the storage export, guest captures, ...: 'zlayout",
            "explain RULE'). What a rule could not judge for want of one is said in every format (the text",
            "summary line, JSON 'coverage', SARIF tool execution notifications, JUnit 'skipped'); with",
            "--strict or settings 'strict: true' it fails the run (exit 1).",
            "",
            "Settings (zlayout.yaml 'settings:' or --config) override severities, switch rules off and",
            "suppress findings for a stated reason until an optional date (docs/settings.md). A baseline",
            "(--create-baseline, then --baseline) makes a pipeline fail only on new findings",
            "(docs/change-management.md)."})
final class CheckCommand implements Callable<Integer> {

    enum Format { text, json, csv, sarif, junit }

    @Spec
    CommandSpec spec;

    @ParentCommand
    ZlayoutCommand parent;

    @Mixin
    InputOptions inputs;

    @Mixin
    Output output;

    @Mixin
    SettingsOptions settings;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). json is"
                    + " zlayout.findings/1; csv is for spreadsheets; sarif is SARIF 2.1.0 for GitHub code scanning;"
                    + " junit is JUnit XML for Jenkins and GitLab test reports.")
    Format format;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", converter = FailOnOption.Converter.class,
            completionCandidates = FailOnOption.Labels.class, description = "Exit 1 when a reported finding is at or above SEVERITY: ${COMPLETION-CANDIDATES}"
                    + " (default: the settings' failOn, else error). With --baseline only new findings count.")
    io.zlayout.rules.FailOn failOn;

    @Option(names = "--show-suppressed",
            description = "List the findings the settings suppress, each with its reason and expiry.")
    boolean showSuppressed;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "Compare with the baseline FILE (zlayout.baseline/1): report, and fail on, only findings"
                    + " it does not hold; list those it holds that went away as fixed.")
    Path baseline;

    @Option(names = "--show-baselined",
            description = "With --baseline, list the findings the baseline holds too.")
    boolean showBaselined;

    @Option(names = "--create-baseline", paramLabel = "FILE",
            description = "Write today's reported findings to FILE as a baseline (atomically; sorted, keyed on rule"
                    + " and element identities). Without --baseline the exit code is then 0: every finding is in"
                    + " the new baseline.")
    Path createBaseline;

    /** True when {@code file} does not exist yet or is a baseline zlayout wrote: one a new baseline may replace. */
    private static boolean isBaseline(Path file) throws java.io.IOException {
        if (!java.nio.file.Files.exists(file)) {
            return !java.nio.file.Files.isSymbolicLink(file);
        }
        if (!java.nio.file.Files.isRegularFile(file) || java.nio.file.Files.size(file) > (1 << 26)) {
            return false;
        }
        String text = new String(java.nio.file.Files.readAllBytes(file), StandardCharsets.UTF_8);
        return text.stripLeading().startsWith("{") && text.contains("\"" + BaselineFile.SCHEMA + "\"");
    }

    @Override
    public Integer call() throws Exception {
        if (showBaselined && baseline == null) {
            throw new ExitCode.UsageException("--show-baselined needs --baseline FILE");
        }
        List<Path> read = inputs.named(settings.file(), baseline);
        output.refuseOverInputs(read);
        if (createBaseline != null && !createBaseline.equals(baseline) && !isBaseline(createBaseline)) {
            // a new baseline may lie in the site folder (the loader leaves zlayout's own files out) and may
            // replace the baseline it compares with; never over an input file
            Output.refuseOverInputs("--create-baseline", createBaseline, read);
        }
        Baseline before = baseline == null ? null : Pipeline.baseline(baseline);
        Pipeline.Assessment assessed;
        try (Progress progress = inputs.progress()) {
            Pipeline.Joined joined = inputs.open(null, settings.file(), progress, true);
            assessed = Pipeline.assess(joined.site(), joined.settings(), parent.clock(), false, progress::show);
        }
        Coverage coverage = assessed.coverage();
        if (format != Format.text && coverage.blind()) {
            spec.commandLine().getErr().println("zlayout: note: " + Text.escape(coverage.summary()));
        }
        Judgement judged = assessed.judgement();
        Settings s = assessed.settings();
        Baseline.Comparison compared = before == null ? null : before.compare(judged.findings());
        List<Finding> reported = compared == null ? judged.findings() : compared.fresh();
        CheckReport report = new CheckReport(reported, RuleEngine.summary(reported), judged.rules(),
                VersionProvider.version(), compared == null ? null
                        : new CheckReport.BaselineView(compared.existing(), compared.fixed(), showBaselined),
                judged.suppressed(), showSuppressed, coverage);
        boolean colour = output.file == null && spec.commandLine().getOut() != null
                && System.console() != null && CommandLine.Help.Ansi.AUTO.enabled();
        String text = switch (format) {
            case text -> TextFindings.render(report, colour);
            case json -> JsonFindings.render(report);
            case csv -> CsvFindings.render(report);
            case sarif -> SarifFindings.render(report);
            case junit -> JunitFindings.render(report);
        };
        // the baseline and the report land together or not at all
        try (Output.Batch batch = new Output.Batch()) {
            if (createBaseline != null) {
                batch.add(createBaseline,
                        BaselineFile.render(Baseline.of(judged.findings())).getBytes(StandardCharsets.UTF_8));
            }
            output.write(text, batch);
            batch.commit();
        }
        if (createBaseline != null) {
            int n = judged.findings().size();
            spec.commandLine().getErr().println("zlayout: baseline of " + n + (n == 1 ? " finding" : " findings")
                    + " written to " + Text.escape(InputLoader.display(createBaseline)));
        }
        if ((inputs.strict || s.strict()) && coverage.blind()) {
            spec.commandLine().getErr().println("zlayout: " + (inputs.strict ? "--strict" : "settings strict: true")
                    + ": the gate fails: some rules in force could not judge for want of an input");
            return ExitCode.FINDINGS.code;
        }
        if (createBaseline != null && baseline == null) {
            return ExitCode.OK.code;
        }
        io.zlayout.rules.FailOn threshold = s.threshold(failOn);
        return reported.stream().anyMatch(f -> threshold.fails(f.severity())) ? ExitCode.FINDINGS.code : ExitCode.OK.code;
    }
}
