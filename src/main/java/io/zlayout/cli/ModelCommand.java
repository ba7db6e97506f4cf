package io.zlayout.cli;

import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.ModelResult;
import io.zlayout.perf.Workload;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.report.model.ModelReport;
import io.zlayout.topology.Site;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code zlayout model}: predicted throughput and the bottleneck of a guest's layout. */
@Command(name = "model", mixinStandardHelpOptions = true,
        headerHeading = "%n", header = "Predict throughput and the bottleneck of a layout.",
        descriptionHeading = "%n",
        description = {"Builds a flow network over the real components of the layout (processes -> volumes ->",
            "ranks -> DA pairs -> servers -> host adapters -> switches -> CHPIDs) with capacities from the",
            "calibration table (docs/model.md; zlayout.yaml 'capacities:' overrides it). The predicted",
            "throughput is the maximum flow; the bottleneck is the minimum cut. One process per disk unless",
            "--processes says otherwise, as in the IOzone measurements the table is calibrated on."})
final class ModelCommand implements Callable<Integer> {

    enum Format { text, json }

    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions inputs;

    @Option(names = "--workload", paramLabel = "WORKLOAD", defaultValue = "seq-read",
            description = "seq-read, seq-write, random-read or random-write (default: ${DEFAULT-VALUE}).")
    String workload;

    @Option(names = "--processes", paramLabel = "N", description = "Processes (default: one per disk).")
    Integer processes;

    @Option(names = "--guest", paramLabel = "NAME", description = "Model this guest (default: every guest at once).")
    String guest;

    @Option(names = "--planned", description = "Model the plan for the guest(s) instead of the current layout.")
    boolean planned;

    @Mixin
    Output output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        Workload w;
        try {
            w = Workload.of(workload.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new ExitCode.UsageException("--workload: " + e.getMessage());
        }
        if (processes != null && processes < 1) {
            throw new ExitCode.UsageException("--processes must be at least 1");
        }
        Site site;
        try (Progress progress = Progress.of(spec.commandLine().getErr())) {
            site = Pipeline.join(inputs.load(progress).inputs(), progress::show);
        }
        Warnings.print(spec.commandLine().getErr(), site);
        List<ModelLayout> layouts = Pipeline.layouts(site, guest, planned);
        if (layouts.isEmpty()) {
            throw new ExitCode.UsageException(guest != null
                    ? "no " + (planned ? "planned" : "current") + " layout with disks for guest " + guest
                    : "no guest has disks to model" + (planned ? " in the plan" : " (z/VM directory, intent)"));
        }
        ModelLayout layout = Pipeline.together(site, layouts);
        if (layout.paths().isEmpty()) {
            throw new ExitCode.UsageException("the layout has no channel paths to model (the IOCP deck defines them)");
        }
        ModelResult result = Pipeline.model(site, layout, w, processes);
        output.write(spec.commandLine().getOut(),
                format == Format.json ? ModelReport.json(result) : ModelReport.text(result));
        return ExitCode.OK.code;
    }
}
