package io.zlayout.cli;

import io.zlayout.input.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.Manifest;
import io.zlayout.input.ParseResult;
import io.zlayout.input.SourceFile;
import io.zlayout.input.intent.IntentReader;
import io.zlayout.model.Element;
import io.zlayout.report.html.SitePage;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.xlsx.SiteWorkbook;
import io.zlayout.rules.Severity;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code zlayout report}: the workbook and the page for people. */
@Command(name = "report", mixinStandardHelpOptions = true,
        headerHeading = "%n", header = "Write the workbook (XLSX) and the page (HTML) for people.",
        descriptionHeading = "%n",
        description = {"Joins the inputs, runs every rule and, where the site has an intent, plans its guests;",
            "then writes an Excel workbook (Summary, Findings, Paths, Volumes, Guests and Plan sheets) and/or",
            "one self-contained HTML page (summary, topology picture, filterable findings, plan per guest)",
            "that fetches nothing and prints. Without an intent, or when it cannot be met, the guests show",
            "their current layouts and the Summary says why. Files are written atomically. Exit code 0 whatever",
            "the findings; use 'zlayout check' to gate a pipeline."})
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions inputs;

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
        ReportInput input;
        try (Progress progress = Progress.of(spec.commandLine().getErr())) {
            Inputs in = inputs.load(intent, progress);
            progress.show("joining…");
            Site site = SiteAssembler.assemble(in);
            progress.clear();
            Warnings.print(spec.commandLine().getErr(), site);
            progress.show("checking and planning…");
            ReportInput assessed = ReportInput.assess(siteName(in), VersionProvider.version(), site, Map.of());
            input = assessed.plan() == null ? assessed
                    : new ReportInput(assessed.siteName(), assessed.toolVersion(), site, assessed.findings(),
                            assessed.plan(), assessed.planProblem(), planFiles(assessed.plan()),
                            throughput(site, assessed.plan()));
            SiteReport report = SiteReport.of(input);
            if (xlsx != null) {
                progress.show("writing " + InputLoader.display(xlsx) + "…");
                Output.writeAtomically(xlsx, out -> SiteWorkbook.write(report, out));
            }
            if (html != null) {
                progress.show("writing " + InputLoader.display(html) + "…");
                Output.writeAtomically(html, SitePage.render(report).getBytes(StandardCharsets.UTF_8));
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
        spec.commandLine().getOut().println(line);
        spec.commandLine().getOut().flush();
        return ExitCode.OK.code;
    }

    /**
     * The inputs with the intent read in front, so its guests are known to the joined site: {@code --intent
     * FILE}, else the {@code intent:} of the site's zlayout.yaml, else the inputs as they are.
     */
    /** The files plan would write, per guest (their folder guests/<guest>/), the rest site-wide. */
    static Map<String, java.util.List<String>> planFiles(io.zlayout.plan.Plan plan) {
        Map<String, java.util.List<String>> files = new java.util.TreeMap<>();
        for (io.zlayout.emit.EmittedFile f : io.zlayout.emit.Emitters.emit(plan)) {
            String owner = ReportInput.SITE_FILES;
            for (io.zlayout.plan.GuestPlan g : plan.guests()) {
                if (f.path().startsWith("guests/" + g.guest().toLowerCase(java.util.Locale.ROOT) + "/")) {
                    owner = g.guest();
                }
            }
            files.computeIfAbsent(owner, k -> new java.util.ArrayList<>()).add(f.path());
        }
        return files;
    }

    /** The model's prediction for every planned guest at once, sequential read; null when it cannot run. */
    static ReportInput.Throughput throughput(Site site, io.zlayout.plan.Plan plan) {
        try {
            java.util.List<io.zlayout.perf.ModelLayout> layouts = new java.util.ArrayList<>();
            plan.guests().forEach(g -> layouts.add(io.zlayout.perf.ModelLayout.from(g, site)));
            io.zlayout.perf.ModelLayout all = io.zlayout.perf.CurrentLayouts.all(site, layouts);
            if (all.paths().isEmpty() || all.disks().isEmpty()) {
                return null;
            }
            io.zlayout.perf.ModelResult r = io.zlayout.perf.ThroughputModel.run(all,
                    io.zlayout.perf.Workload.of("seq-read"), null,
                    io.zlayout.perf.Calibration.load(site.inputs().manifest().capacities()));
            return new ReportInput.Throughput("seq-read (planned layout, every guest)", r.throughputMBps(),
                    r.bottleneck() == null ? null
                            : r.bottleneck().kind() + " " + String.join(", ", r.bottleneck().elements()));
        } catch (io.zlayout.perf.CalibrationException | RuntimeException e) {
            return null;
        }
    }

    private static String plural(int n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /** The site folder's name, else the one input, else how many inputs there are. */
    private String siteName(Inputs in) {
        if (in.siteRoot() != null) {
            Path name = in.siteRoot().toAbsolutePath().normalize().getFileName();
            return name == null ? InputLoader.display(in.siteRoot()) : name.toString();
        }
        if (inputs.inputs.size() == 1) {
            return InputLoader.display(inputs.inputs.get(0));
        }
        return inputs.inputs.size() + " inputs";
    }
}
