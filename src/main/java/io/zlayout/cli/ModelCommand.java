package io.zlayout.cli;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.ModelResult;
import io.zlayout.perf.Workload;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.InputKind;
import io.zlayout.report.model.ModelReport;
import io.zlayout.topology.GuestTopology;
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

    /** Why there is nothing to model, and what to give instead. */
    private String noLayout(Site site) {
        String who = guest != null ? "guest " + guest : "any guest";
        if (!planned && !InputKind.STORAGE_EXPORT.presentIn(site)) {
            return "no current layout with disks for " + who + ": no storage export was read, so no disk can be tied"
                    + " to a volume (add " + InputKind.STORAGE_EXPORT.description() + ")";
        }
        if (!planned && InputKind.ZVM_DIRECTORY.presentIn(site) && !InputKind.IOCDS.presentIn(site)) {
            return "no current layout with disks for " + who + ": no IOCDS was read, and only the IOCDS ties the"
                    + " device numbers of the z/VM directory's DEDICATE and MDISK statements to volumes (add "
                    + InputKind.IOCDS.description() + "), or add the guest's host captures under hosts/"
                    + (guest != null ? guest.toLowerCase(Locale.ROOT) : "<guest>") + "/, or model the plan with --planned";
        }
        if (planned) {
            return "no planned layout with disks for " + who + ": the intent (--intent or intent: in zlayout.yaml)"
                    + " must ask for disks" + (guest != null ? " for " + guest : "");
        }
        String folder = guest != null ? guest.toLowerCase(Locale.ROOT) : "<guest>";
        return "no current layout with disks for " + who + ": neither a z/VM directory entry (DEDICATE, MDISK) nor"
                + " Linux captures (zfcp.conf, lszfcp -D, lsluns, chzdev --export, multipath -ll) give "
                + (guest != null ? "it" : "a guest") + " volumes the storage export has; model the plan with"
                + " --planned, or add the host captures under hosts/" + folder + "/ (or name their folder under"
                + " hosts: in zlayout.yaml)";
    }

    /** The site the inputs make: its zlayout.yaml or folder; null for loose files. */
    private static SourceRef where(Site site) {
        io.zlayout.input.Inputs in = site.inputs();
        if (in.manifestPath() != null) {
            return SourceRef.file(in.manifestPath());
        }
        return in.siteRoot() == null ? null : SourceRef.file(io.zlayout.input.InputLoader.display(in.siteRoot()));
    }

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
        List<ModelLayout> layouts = Pipeline.layouts(site, guest, planned);
        if (layouts.isEmpty()) {
            if (guest != null && !planned && site.guests().guest(guest).isEmpty()) {
                throw new ExitCode.UsageException("--guest " + guest + ": no such guest (known: " + String.join(", ",
                        site.guests().guests().stream().map(GuestTopology.GuestLayout::guest).toList()) + ")");
            }
            List<String> leftOut = guest == null || planned ? List.<String>of()
                    : Pipeline.currentLayout(site, guest).map(l -> l.leftOut().stream()
                            .map(ModelLayout.LeftOut::reason).toList()).orElse(List.of());
            if (!leftOut.isEmpty()) {
                throw new InputException(where(site), "no current layout with disks for guest " + guest
                        + " to model: " + String.join("; ", leftOut)
                        + "; model the plan with --planned");
            }
            throw new InputException(where(site), noLayout(site));
        }
        ModelLayout layout = Pipeline.together(site, layouts);
        if (layout.paths().isEmpty()) {
            throw new InputException(where(site), "the layout " + (guest == null ? "" : "of guest " + guest + " ")
                    + "has no channel paths to model: give the IOCP deck with the CHPIDs"
                    + " (and, for FCP, the fabric: in zlayout.yaml naming the ports each CHPID reaches), or the"
                    + " guest's running paths (lszfcp -D, multipath -ll, lscss) under hosts/<guest>/");
        }
        ModelResult result = Pipeline.model(site, layout, w, processes);
        output.write(format.json() ? ModelReport.json(result) : ModelReport.text(result));
        return ExitCode.OK.code;
    }
}
