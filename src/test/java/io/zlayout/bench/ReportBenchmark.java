package io.zlayout.bench;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Element;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanException;
import io.zlayout.plan.Planner;
import io.zlayout.report.html.SitePage;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.xlsx.SiteWorkbook;
import io.zlayout.rules.RuleEngine;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;

import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * {@code zlayout report} on the maximal site ({@link MaximalSite#maximal()}): the records are made in memory (no
 * reader is measured), joined, judged and planned once; then the report phases (report model, workbook, page)
 * run {@code runs} times, each timed in wall and process CPU time, with the heap they need above the joined
 * site. Not a unit test; run it with the heap the target sets:
 * <pre>
 * mvn -B -q -o test-compile
 * mvn -B -q -o dependency:build-classpath -Dmdep.outputFile=cp.txt -Dmdep.includeScope=test
 * java -Xmx1g -cp target/test-classes:target/classes:$(cat cp.txt) io.zlayout.bench.ReportBenchmark [runs] [out-dir] [--no-rules]
 * </pre>
 */
public final class ReportBenchmark {

    private ReportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        // --no-rules: leave out the rules and the plan (to profile the report phases alone)
        boolean rules = !List.of(args).contains("--no-rules");
        Path out = Files.createDirectories(Path.of(args.length > 1 ? args[1] : "target/bench-report"));
        MaximalSite spec = MaximalSite.maximal();
        System.out.printf("max heap %,d MiB, %d processors, %s%n", Runtime.getRuntime().maxMemory() >> 20,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.version"));
        long t = lap("start", System.nanoTime(), "");
        List<Element> elements = spec.elements();
        t = lap("records", t, elements.size() + " elements");
        Inputs in = new Inputs(List.of(new LoadedInput("bench/site.txt", "bench", null,
                new ParseResult("bench", elements, List.of()))), List.of(), spec.manifest(), null, null);
        Site site = SiteAssembler.assemble(in);
        elements = null;
        in = null;
        t = lap("assemble", t, "");
        ReportInput input;
        if (rules) {
            // the rules, then the plan, timed apart (the pipeline runs both for zlayout report)
            RuleEngine.Result result = RuleEngine.run(site, RuleCatalog.all());
            t = lap("rules", t, result.findings().size() + " findings");
            Plan plan = null;
            String problem = null;
            try {
                plan = Planner.plan(io.zlayout.plan.PlanInputs.of(site));
            } catch (PlanException e) {
                problem = e.getMessage();
            }
            t = lap("plan", t, plan != null ? plan.guests().size() + " guests" : "none: " + problem);
            input = new ReportInput("maximal", "bench", site, result.findings(), plan, problem, Map.of(), null);
        } else {
            input = new ReportInput("maximal", "bench", site, List.of(), null, null, Map.of(), null);
        }
        // the report phases, run after run on the same site: the first is what one CLI run pays (cold JIT)
        for (int run = 1; run <= runs; run++) {
            long base = settledHeap();
            resetPeaks();
            t = lap("run " + run, System.nanoTime(), "");
            long start = t;
            long cpuStart = cpuNanos;
            SiteReport report = SiteReport.of(input);
            t = lap("  report model", t, report.volumes().size() + " volumes, " + report.paths().rows().size()
                    + " path rows x " + report.paths().columns().size() + " LSS, " + report.guests().size() + " guests");
            Path xlsx = out.resolve("maximal.xlsx");
            try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(xlsx), 1 << 16)) {
                SiteWorkbook.write(report, o);
            }
            t = lap("  workbook", t, String.format("%,d bytes", Files.size(xlsx)));
            Path html = out.resolve("maximal.html");
            Files.write(html, SitePage.render(report).getBytes(StandardCharsets.UTF_8));
            t = lap("  page", t, String.format("%,d bytes", Files.size(html)));
            System.out.printf("  report (model + workbook + page): wall %,d ms, cpu %,d ms; heap above the joined site:"
                    + " peak %,d MiB (site settled at %,d MiB); load average %.1f%n", (t - start) / 1_000_000,
                    (cpuNanos - cpuStart) / 1_000_000, (peakHeap() - base) >> 20, base >> 20,
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    private static long gcMillis;
    private static long cpuNanos;

    /**
     * Prints a phase: wall time, the CPU time of the whole process in it (every thread, GC included: on a
     * shared machine the honest measure of the work) and the GC time.
     */
    private static long lap(String what, long since, String detail) {
        long now = System.nanoTime();
        long gc = 0;
        for (var b : ManagementFactory.getGarbageCollectorMXBeans()) {
            gc += Math.max(0, b.getCollectionTime());
        }
        long cpu = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
        System.out.printf("%-28s wall %,8d ms  cpu %,8d ms  gc %,6d ms  %s%n", what, (now - since) / 1_000_000,
                (cpu - cpuNanos) / 1_000_000, gc - gcMillis, detail);
        gcMillis = gc;
        cpuNanos = cpu;
        return now;
    }

    @SuppressWarnings("java:S1215")
    private static long settledHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                p.resetPeakUsage();
            }
        }
    }

    /** Sum of the heap pools' peaks since the reset: an upper bound of the heap in use at any one time. */
    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                sum += p.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
