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
        Inputs in = withIntent(inputs.load(), intent);
        Site site = SiteAssembler.assemble(in);
        for (Diagnostic d : site.diagnostics()) {
            if (d.level() == Diagnostic.Level.WARNING) {
                spec.commandLine().getErr().println(d);
            }
        }
        // the emitters (io.zlayout.emit) fill planFiles once they exist; until then the Plan sheet lists no files
        ReportInput input = ReportInput.assess(siteName(in), VersionProvider.version(), site, Map.of());
        SiteReport report = SiteReport.of(input);
        if (xlsx != null) {
            Output.writeAtomically(xlsx, out -> SiteWorkbook.write(report, out));
        }
        if (html != null) {
            Output.writeAtomically(html, SitePage.render(report).getBytes(StandardCharsets.UTF_8));
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
    static Inputs withIntent(Inputs in, Path intentFile) throws InputException {
        SourceFile file;
        String key;
        if (intentFile != null) {
            if (!Files.isRegularFile(intentFile)) {
                throw new InputException(io.zlayout.model.SourceRef.file(InputLoader.display(intentFile)),
                        "no such file");
            }
            file = SourceFile.load(intentFile, InputLoader.display(intentFile));
            key = null;
        } else if (in.siteRoot() != null && in.manifest().intent() != null && !in.manifest().intent().isNull()) {
            file = SourceFile.load(in.siteRoot().resolve(Manifest.FILE_NAME), in.manifestPath());
            key = "intent";
        } else {
            return in;
        }
        List<Element> elements = IntentReader.parse(file, key);
        List<LoadedInput> all = new ArrayList<>();
        all.add(new LoadedInput(file.display(), "intent", null, new ParseResult("intent", elements, List.of())));
        all.addAll(in.inputs());
        return new Inputs(all, in.diagnostics(), in.manifest(), in.siteRoot(), in.manifestPath());
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
