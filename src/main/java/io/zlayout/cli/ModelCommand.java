package io.zlayout.cli;

import io.zlayout.perf.ModelResult;
import io.zlayout.perf.Workload;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.report.model.ModelReport;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code zlayout model}: predicted throughput and the bottleneck of a guest's layout. */
@Command(name = "model", header = "Predict throughput and the bottleneck of a layout.",
        description = {"Builds a flow network over the real components of the layout (processes -> volumes ->",
            "ranks -> DA pairs -> servers -> host adapters -> switches -> CHPIDs) with capacities from the",
            "calibration table (docs/model.md; zlayout.yaml 'capacities:' overrides it). The predicted",
            "throughput is the maximum flow; the bottleneck is the minimum cut. One process per disk unless",
            "--processes says otherwise, as in the IOzone measurements the table is calibrated on."})
final class ModelCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions inputs;

    @Option(names = "--workload", paramLabel = "WORKLOAD", defaultValue = "seq-read",
            description = "seq-read, seq-write, random-read or random-write (default: ${DEFAULT-VALUE}); the"
                    + " intent's mixed is modelled as seq-write (mixed work is judged by its writes) and reread as"
                    + " seq-read.")
    String workload;

    @Option(names = "--processes", paramLabel = "N", description = "Processes (default: one per disk).")
    Integer processes;

    @Option(names = "--guest", paramLabel = "NAME", description = "Model this guest (default: every guest at once).")
    String guest;

    @Option(names = "--planned", description = "Model the plan for the guest(s) instead of the current layout.")
    boolean planned;

    @Mixin
    Output output;

    @Mixin
    TextOrJson format;

    @Override
    public Integer call() throws Exception {
        output.refuseOverInputs(inputs.named());
        Workload w;
        try {
            String asked = workload.toLowerCase(Locale.ROOT);
            String modelled = io.zlayout.perf.PlanThroughput.modelWorkload(asked);
            if (asked.equals("mixed") || asked.equals("reread")) {
                spec.commandLine().getErr().println("zlayout: note: --workload " + asked + " is modelled as "
                        + modelled);
                asked = modelled;
            }
            w = Workload.of(asked);
        } catch (IllegalArgumentException e) {
            throw new ExitCode.UsageException("--workload: " + e.getMessage());
        }
        if (processes != null && processes < 1) {
            throw new ExitCode.UsageException("--processes must be at least 1");
        }
        Site site = inputs.site(null, true);
        if (guest != null && !planned && site.guests().guest(guest).isEmpty()) {
            throw new ExitCode.UsageException("--guest " + guest + ": no such guest (known: " + String.join(", ",
                    site.guests().guests().stream().map(GuestTopology.GuestLayout::guest).toList()) + ")");
        }
        ModelResult result = Pipeline.modelled(site, guest, planned, w, processes);
        output.write(format.json() ? ModelReport.json(result) : ModelReport.text(result));
        return ExitCode.OK.code;
    }
}
