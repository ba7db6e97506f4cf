package io.zlayout.cli;

import io.zlayout.emit.EmittedFile;
import io.zlayout.emit.Emitters;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.report.plan.PlanReport;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code zlayout plan}: the corrected layout and every file that realises it. */
@Command(name = "plan", mixinStandardHelpOptions = true,
        headerHeading = "%n", header = "Write the corrected layout and the configuration files that realise it.",
        descriptionHeading = "%n",
        description = {"Plans every guest of the intent (zlayout.yaml 'intent:' or --intent FILE): volumes spread over",
            "distinct ranks, then DA pairs, servers and LSS, in interleaved stripe order; FCP paths one FCP",
            "device per CHPID on distinct host adapters; ECKD paths every CHPID of the LCUs. Writes the z/VM",
            "directory statements and DirMaint commands, chzdev/zfcp.conf/dasd.conf, multipath.conf and the",
            "LVM script into DIR, all or nothing. An intent that cannot be met exits 1 and writes nothing."})
final class PlanCommand implements Callable<Integer> {

    enum Format { text, json }

    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions inputs;

    @Option(names = "--intent", paramLabel = "FILE",
            description = "Intent YAML (guests:, stripeSize:, paths:) to use instead of zlayout.yaml's intent.")
    Path intent;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Folder to write the files into (created if need be). What zlayout writes there is "
                    + "recorded in " + OutputDirectory.RECORD + "; nothing else in DIR is replaced or removed.")
    Path out;

    @Option(names = "--force", description = "Write into DIR although it is not empty: replaces the files an "
            + "earlier plan wrote there (unless changed since) and leaves every other file as it is.")
    boolean force;

    @Mixin
    Output output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "How to print the plan: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        List<String> paths = new ArrayList<>();
        Plan plan;
        Site site;
        java.util.Map<String, io.zlayout.perf.PlanThroughput> throughput;
        try (Progress progress = Progress.of(spec.commandLine().getErr())) {
            io.zlayout.input.Inputs read = inputs.load(intent, progress);
            progress.show("joining…");
            site = SiteAssembler.assemble(read);
            progress.clear();
            Warnings.print(spec.commandLine().getErr(), site);
            progress.show("planning…");
            plan = Planner.plan(PlanInputs.of(site));
            List<EmittedFile> emitted = Emitters.emit(plan);
            List<OutputDirectory.FileContent> files = new ArrayList<>();
            for (EmittedFile f : emitted) {
                files.add(new OutputDirectory.FileContent(f.path(), f.content().getBytes(StandardCharsets.UTF_8),
                        f.executable()));
                paths.add(f.path());
            }
            // everything that can fail on the inputs fails before the first byte is written
            throughput = throughput(site, plan);
            progress.show("writing " + files.size() + " files…");
            OutputDirectory.write(out, files, force, guarded());
        }
        String text = format == Format.json ? PlanReport.json(plan, paths, throughput)
                : PlanReport.text(plan, paths, io.zlayout.input.InputLoader.display(out), throughput);
        output.write(spec.commandLine().getOut(), text);
        return ExitCode.OK.code;
    }

    /** What --out must neither be, hold nor lie inside: every input named on the command line. */
    private List<Path> guarded() {
        List<Path> all = new ArrayList<>(inputs.inputs);
        if (intent != null) {
            all.add(intent);
        }
        return all;
    }

    private static java.util.Map<String, io.zlayout.perf.PlanThroughput> throughput(Site site, Plan plan)
            throws io.zlayout.input.InputException {
        try {
            return io.zlayout.perf.PlanThroughput.of(site, plan,
                    io.zlayout.perf.Calibration.load(site.inputs().manifest().capacities()));
        } catch (io.zlayout.perf.CalibrationException e) {
            throw new io.zlayout.input.InputException(io.zlayout.model.SourceRef.file(
                    String.valueOf(site.inputs().manifestPath())), e.getMessage());
        }
    }
}
