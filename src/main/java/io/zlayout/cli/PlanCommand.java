package io.zlayout.cli;

import io.zlayout.output.OutputDirectory;
import io.zlayout.emit.EmittedFile;
import io.zlayout.input.InputLoader;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.parallel.Parallel;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.Plan;
import io.zlayout.report.plan.PlanReport;
import io.zlayout.topology.Site;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code zlayout plan}: the corrected layout and every file that realises it. */
@Command(name = "plan", header = "Write the corrected layout and the configuration files that realise it.",
        description = {"Plans every guest of the intent (zlayout.yaml 'intent:' or --intent FILE): volumes spread over",
            "distinct ranks, then DA pairs, servers and LSS, in interleaved stripe order; FCP paths one FCP",
            "device per CHPID on distinct host adapters; ECKD paths every CHPID of the LCUs. Writes the z/VM",
            "directory statements and DirMaint commands, chzdev/zfcp.conf/dasd.conf, multipath.conf and the",
            "LVM script into DIR, all or nothing. An intent that cannot be met exits 1 and writes nothing."})
final class PlanCommand implements Callable<Integer> {

    enum Format { text, json }

    @Mixin
    InputOptions inputs;

    @Option(names = "--intent", paramLabel = "FILE",
            description = "Intent YAML (guests:, stripeSize:, paths:) to use instead of zlayout.yaml's intent.")
    Path intent;

    @Option(names = {"--out-dir", "--out"}, paramLabel = "DIR", required = true,
            description = "Folder to write the configuration files into (created; replaced as a whole). Not to be"
                    + " confused with -o/--output FILE, where the printed plan goes.")
    Path out;

    @Option(names = "--force", description = "Replace DIR even when it is not empty.")
    boolean force;

    @Mixin
    Output output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "How to print the plan: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        output.refuseOverInputs(guarded());
        List<String> paths = new ArrayList<>();
        // the printed plan (-o FILE) is staged before the folder is written and lands after it: one failing
        // leaves the other as it was
        try (Progress progress = inputs.progress(); Output.Batch batch = new Output.Batch()) {
            Site site = inputs.open(intent, null, progress, true).site();
            progress.show("planning…");
            // the planning's last round models the plan it returns: those figures, with advice, are the plan's
            Pipeline.Planned planned = Pipeline.planned(site, true);
            Plan plan = planned.require();
            List<EmittedFile> emitted = Pipeline.emit(plan);
            emitted.forEach(f -> paths.add(f.path()));
            Map<String, PlanThroughput> throughput = planned.throughput();
            List<String> listed = List.copyOf(paths);
            // the printed plan is made on the other core while the files are encoded, hashed and written
            Parallel.Pending<String, RuntimeException> printed = Parallel.start("zlayout-plan-text", () -> format == Format.json
                    ? PlanReport.json(plan, listed, throughput)
                    : PlanReport.text(plan, listed, InputLoader.display(out), throughput));
            List<OutputDirectory.FileContent> files = new ArrayList<>(emitted.size());
            for (EmittedFile f : emitted) {
                files.add(new OutputDirectory.FileContent(f.path(), f.content().getBytes(StandardCharsets.UTF_8),
                        f.executable()));
            }
            emitted = null; // the text of every file is held once, as bytes, while they are written
            if (output.file != null) {
                output.write(printed.get(), batch);
            }
            progress.show("writing " + files.size() + " files…");
            OutputDirectory.write(out, files, force, guarded());
            progress.clear();
            if (output.file == null) {
                output.write(printed.get(), batch);
            }
            batch.commit();
        }
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
}
