package io.zlayout.cli;

import io.zlayout.diff.Diff;
import io.zlayout.diff.PlanFile;
import io.zlayout.diff.SiteSnapshot;
import io.zlayout.diff.Snapshot;
import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.report.diff.DiffReport;
import io.zlayout.rules.FailOn;
import io.zlayout.rules.Settings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code zlayout diff OLD NEW}: what a change changes. */
@Command(name = "diff", header = "Show what a change changes: paths, volumes, spread and findings.",
        description = {"OLD and NEW are each a site (a folder or file, read as 'check' reads it, judged by its",
            "rules and settings) or a plan file (zlayout.plan/1, as 'zlayout plan --format json' writes it).",
            "Reports guests and paths (guest, CHPID, FCP device, storage port) added and removed, volumes that",
            "moved between guests, ranks or LSS, guests whose spread (ranks, LSS, servers, DA pairs, host",
            "adapters, CHPIDs) got better or worse, and findings new and fixed. Where a side is a plan, only",
            "its guests are compared and findings are not. Exit code 1 when NEW brings a finding at or above",
            "--fail-on. --format xlsx writes a workbook (Paths, Volumes, Spread and Findings sheets) to",
            "--output FILE.",
            "",
            "OLD and NEW may also both be folders 'zlayout plan --out-dir' wrote: their files are compared by",
            "content, and each folder against the record its plan wrote (files edited, added or missing since).",
            "Exit code 1 when either folder no longer matches its record."})
final class DiffCommand implements Callable<Integer> {

    enum Format { text, json, xlsx }


    @Spec
    CommandSpec spec;

    @ParentCommand
    ZlayoutCommand parent;

    @Parameters(index = "0", paramLabel = "OLD", description = "The site, plan file or plan folder before the change.")
    Path oldPath;

    @Parameters(index = "1", paramLabel = "NEW", description = "The site, plan file or plan folder after the change.")
    Path newPath;

    @Mixin
    Output output;

    @Mixin
    SettingsOptions settings;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). json is zlayout.diff/1.")
    Format format;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", converter = FailOnOption.Converter.class,
            completionCandidates = FailOnOption.Labels.class, description = "Exit 1 when NEW brings a finding at or above SEVERITY: ${COMPLETION-CANDIDATES}"
                    + " (default: NEW's settings failOn, else error).")
    FailOn failOn;

    @Override
    public Integer call() throws Exception {
        output.refuseOverInputs(java.util.Arrays.asList(oldPath, newPath, settings.file()));
        Optional<io.zlayout.diff.PlanFolder> oldFolder = Pipeline.planFolder(oldPath);
        Optional<io.zlayout.diff.PlanFolder> newFolder = Pipeline.planFolder(newPath);
        if (oldFolder.isPresent() != newFolder.isPresent()) {
            throw new ExitCode.UsageException("diff compares two plan folders, or two sites or plan files: "
                    + InputLoader.display(oldFolder.isPresent() ? oldPath : newPath) + " is a plan folder and "
                    + InputLoader.display(oldFolder.isPresent() ? newPath : oldPath) + " is not");
        }
        if (oldFolder.isPresent()) {
            // two plan folders: their files compared by content, each against the record its plan wrote
            io.zlayout.diff.PlanFolder.Comparison c = io.zlayout.diff.PlanFolder.compare(oldFolder.get(),
                    newFolder.get());
            if (format == Format.xlsx) {
                throw new ExitCode.UsageException("--format xlsx compares sites or plan files; two plan folders are"
                        + " compared as text or json");
            }
            output.write(format == Format.json
                    ? io.zlayout.report.diff.PlanFolderReport.json(c) : io.zlayout.report.diff.PlanFolderReport.text(c));
            return c.tampered() ? ExitCode.FINDINGS.code : ExitCode.OK.code;
        }
        Side before = side(oldPath);
        Side after = side(newPath);
        Diff diff = Diff.of(before.snapshot, after.snapshot);
        if (format == Format.xlsx) {
            if (output.file == null) {
                throw new ExitCode.UsageException("--format xlsx needs --output FILE (a workbook is not text)");
            }
            Output.writeAtomically(output.file, out -> io.zlayout.report.xlsx.DiffWorkbook.write(diff, out));
        } else {
            output.write(format == Format.json ? DiffReport.json(diff) : DiffReport.text(diff));
        }
        FailOn threshold = after.settings.threshold(failOn);
        return diff.failsAt(threshold) ? ExitCode.FINDINGS.code : ExitCode.OK.code;
    }

    private record Side(Snapshot snapshot, Settings settings) {
    }

    private Side side(Path path) throws InputException {
        String display = InputLoader.display(path);
        Optional<Snapshot> plan = Pipeline.planFile(path);
        if (plan.isPresent()) {
            return new Side(plan.get(), settings.load(null));
        }
        try (Progress progress = Progress.of(spec.commandLine().getErr())) {
            Pipeline.Joined joined = Pipeline.open(new Pipeline.Request(List.of(path), Map.of(), null, settings.file()),
                    (index, total, p) -> progress.show(display + ": reading " + index + "/" + total + " files…"),
                    stage -> progress.show(display + ": " + stage));
            progress.clear();
            Warnings.print(spec.commandLine().getErr(), joined.site());
            Pipeline.Assessment assessed = Pipeline.assess(joined.site(), joined.settings(), parent.clock(), false,
                    stage -> progress.show(display + ": " + stage));
            return new Side(SiteSnapshot.of(display, joined.site(), assessed.judgement()), joined.settings());
        }
    }
}
