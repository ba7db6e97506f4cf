package io.zlayout.bench;

import io.zlayout.input.catalog.ReaderCatalog;
import com.sun.management.OperatingSystemMXBean;
import io.zlayout.emit.EmittedFile;
import io.zlayout.emit.Emitters;
import io.zlayout.input.InputLoader;
import io.zlayout.input.InputReader;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ReadContext;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.SourceFile;
import io.zlayout.perf.Calibration;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.report.InventoryReport;
import io.zlayout.report.check.CheckReport;
import io.zlayout.report.check.JsonFindings;
import io.zlayout.report.html.SitePage;
import io.zlayout.report.plan.PlanReport;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.xlsx.SiteWorkbook;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleEngine;
import io.zlayout.topology.Inventory;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Times every stage in-process on the generated scales (and the ds8k-site sample as "small"): each reader on
 * its files, inventory (read + join), check (rules + JSON), plan (planner + emitted files + throughput + JSON)
 * and report (rules + plan + workbook + page, {@link #report}). Per stage it prints wall time, CPU time of the whole
 * process (this thread plus GC and JIT threads: on a shared, loaded machine the honest figure), the main
 * thread's CPU time, MB/s of site input per CPU second, and heap: the peak during the stage and what is left
 * after a GC. The median of the measured runs is shown, after the warm-up runs (the JIT's work then stays out
 * of the figures, so that the growth factors between scales show the algorithms' growth).
 *
 * <pre>
 * mvn -B -o test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
 * java -Xmx2g -cp target/test-classes:target/classes:$(cat target/test-classpath.txt) io.zlayout.bench.SiteBench \
 *     [--scales small,quarter,half,maximal] [--runs 3] [--warmup 2] [--seed 1]
 * </pre>
 * Sites are generated into {@code target/bench-sites/<scale>/} when missing.
 */
public final class SiteBench {

    /** One measured stage. */
    record Measure(String stage, String scale, long bytes, double wallMs, double cpuMs, double threadCpuMs,
                   double peakHeapMb, double retainedHeapMb) {

        double mbPerCpuSecond() {
            return cpuMs == 0 ? 0 : bytes / 1e6 / (cpuMs / 1e3);
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final OperatingSystemMXBean OS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private final int runs;
    private final int warmup;
    private final List<Measure> results = new ArrayList<>();

    private SiteBench(int runs, int warmup) {
        this.runs = runs;
        this.warmup = warmup;
    }

    public static void main(String[] args) throws Exception {
        List<String> scales = List.of("small", "quarter", "half", "maximal");
        int runs = 3;
        int warmup = 2;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--scales" -> scales = Arrays.asList(args[++i].split(","));
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        SiteBench bench = new SiteBench(runs, warmup);
        for (String scale : scales) {
            Path dir = site(scale, seed);
            bench.measure(scale, dir);
        }
        bench.print(scales);
    }

    static Path site(String scale, long seed) throws IOException {
        if (scale.equals("small")) {
            return Path.of("samples/ds8k-site");
        }
        Path dir = Path.of("target/bench-sites/" + scale);
        if (!Files.isRegularFile(dir.resolve("zlayout.yaml"))) {
            System.err.println("generating " + dir + " ...");
            SiteGenerator.write(dir, SiteGenerator.Scale.of(scale), seed);
        }
        return dir;
    }

    private void measure(String scale, Path dir) throws Exception {
        System.err.println("measuring " + scale + " (" + dir + ") ...");
        long bytes = siteBytes(dir);

        // each reader on the files it reads, in memory (the files' bytes loaded first)
        Inputs probe = ReaderCatalog.loader(Map.of()).load(List.of(dir));
        Map<String, List<SourceFile>> byFormat = new TreeMap<>();
        for (LoadedInput in : probe.inputs()) {
            if (in.path().endsWith("zlayout.yaml")) {
                continue; // the manifest's intent: measured with the intent reader below
            }
            byFormat.computeIfAbsent(in.format(), k -> new ArrayList<>()).add(SourceFile.load(Path.of(in.path()),
                    in.path()));
        }
        byFormat.computeIfAbsent("intent", k -> new ArrayList<>());
        for (Map.Entry<String, List<SourceFile>> e : byFormat.entrySet()) {
            InputReader reader = ReaderCatalog.byFormat(e.getKey()).orElseThrow();
            List<SourceFile> files = e.getValue();
            boolean manifestIntent = e.getKey().equals("intent") && files.isEmpty();
            SourceFile manifest = manifestIntent ? SourceFile.load(dir.resolve("zlayout.yaml"), "zlayout.yaml") : null;
            long size = manifestIntent ? manifest.bytes().length : files.stream().mapToLong(f -> f.bytes().length).sum();
            stage("read " + e.getKey(), scale, size, () -> {
                if (manifestIntent) {
                    return io.zlayout.input.intent.IntentReader.parse(manifest, "intent");
                }
                List<Object> out = new ArrayList<>();
                for (SourceFile f : files) {
                    out.add(reader.read(f, new ReadContext(null, null)));
                }
                return out;
            });
        }

        Object[] site = new Object[1];
        stage("inventory", scale, bytes, () -> {
            Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(dir));
            Site s = SiteAssembler.assemble(in);
            String json = InventoryReport.json(Inventory.of(s));
            site[0] = s;
            return json;
        });
        Site s = (Site) site[0];
        stage("check", scale, bytes, () -> {
            RuleEngine.Result r = RuleEngine.run(s, RuleCatalog.all());
            return JsonFindings.render(new CheckReport(r.findings(), r.summary(), RuleCatalog.all(), "bench"));
        });
        stage("plan", scale, bytes, () -> {
            // as PlanCommand: the plan, its files, and the model's throughput before and after
            Plan plan = Planner.plan(PlanInputs.of(s));
            List<EmittedFile> files = Emitters.emit(plan);
            Map<String, PlanThroughput> throughput = PlanThroughput.of(s, plan,
                    Calibration.load(s.inputs().manifest().capacities()));
            return PlanReport.json(plan, files.stream().map(EmittedFile::path).toList(), throughput) + files.size();
        });
        stage("report", scale, bytes, () -> report(s));
        site[0] = null;
    }

    /**
     * {@code zlayout report --xlsx --html} on a joined site: the rules, the plan of its intent, the workbook and
     * the page (as ReportCommand makes them).
     */
    static Object report(Site site) throws Exception {
        ReportInput input = io.zlayout.pipeline.Pipeline.report("bench", "bench", io.zlayout.pipeline.Pipeline.assess(
                site, io.zlayout.rules.Settings.NONE, java.time.Clock.systemUTC(), true,
                io.zlayout.pipeline.Pipeline.Progress.NONE));
        SiteReport report = SiteReport.of(input);
        java.io.ByteArrayOutputStream xlsx = new java.io.ByteArrayOutputStream();
        SiteWorkbook.write(report, xlsx);
        return xlsx.size() + SitePage.render(report).length();
    }

    interface Work {
        Object run() throws Exception;
    }

    private void stage(String stage, String scale, long bytes, Work work) throws Exception {
        List<Measure> measured = new ArrayList<>();
        for (int i = 0; i < warmup + runs; i++) {
            System.gc();
            resetPeaks();
            long c0 = OS.getProcessCpuTime();
            long t0 = THREADS.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            Object result = work.run();
            long w = System.nanoTime() - w0;
            long t = THREADS.getCurrentThreadCpuTime() - t0;
            long c = OS.getProcessCpuTime() - c0;
            double peak = peakHeapMb();
            System.gc();
            double retained = usedHeapMb();
            if (result == null) {
                throw new IllegalStateException(stage + " gave nothing");
            }
            if (i >= warmup) {
                measured.add(new Measure(stage, scale, bytes, w / 1e6, c / 1e6, t / 1e6, peak, retained));
            }
        }
        measured.sort((a, b) -> Double.compare(a.cpuMs(), b.cpuMs()));
        Measure m = measured.get(measured.size() / 2);
        results.add(m);
        System.err.printf(Locale.ROOT, "  %-20s %8.0f ms wall %8.0f ms CPU %8.0f ms thread %7.0f MB peak %7.0f MB after GC%n",
                stage, m.wallMs(), m.cpuMs(), m.threadCpuMs(), m.peakHeapMb(), m.retainedHeapMb());
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                p.resetPeakUsage();
            }
        }
    }

    /** The sum of the heap pools' peaks: an upper bound of the heap in use at any moment of the stage. */
    private static double peakHeapMb() {
        long sum = 0;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP) {
                sum += p.getPeakUsage().getUsed();
            }
        }
        return sum / 1048576.0;
    }

    private static double usedHeapMb() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / 1048576.0;
    }

    private static long siteBytes(Path dir) throws IOException {
        try (var walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    private void print(List<String> scales) {
        System.out.println();
        System.out.println("| stage | scale | size (MB) | wall (s) | CPU (s) | main thread CPU (s) | MB/s (CPU) | peak heap (MB) | heap after GC (MB) |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
        for (Measure m : results) {
            System.out.printf(Locale.ROOT, "| %s | %s | %.1f | %.2f | %.2f | %.2f | %.0f | %.0f | %.0f |%n", m.stage(),
                    m.scale(), m.bytes() / 1e6, m.wallMs() / 1e3, m.cpuMs() / 1e3, m.threadCpuMs() / 1e3,
                    m.mbPerCpuSecond(), m.peakHeapMb(), m.retainedHeapMb());
        }
        // growth: CPU time of each stage from one generated scale to the next (the size doubles)
        Map<String, Map<String, Measure>> byStage = new LinkedHashMap<>();
        results.forEach(m -> byStage.computeIfAbsent(m.stage(), k -> new LinkedHashMap<>()).put(m.scale(), m));
        List<String> generated = scales.stream().filter(s -> !s.equals("small")).toList();
        if (generated.size() < 2) {
            return;
        }
        System.out.println();
        StringBuilder head = new StringBuilder("| stage |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int i = 1; i < generated.size(); i++) {
            head.append(' ').append(generated.get(i - 1)).append(" → ").append(generated.get(i)).append(" |");
            rule.append("---:|");
        }
        System.out.println(head);
        System.out.println(rule);
        for (Map.Entry<String, Map<String, Measure>> e : byStage.entrySet()) {
            StringBuilder row = new StringBuilder("| " + e.getKey() + " |");
            for (int i = 1; i < generated.size(); i++) {
                Measure a = e.getValue().get(generated.get(i - 1));
                Measure b = e.getValue().get(generated.get(i));
                row.append(a == null || b == null ? " - |"
                        : String.format(Locale.ROOT, " %.2f× (size %.2f×) |", b.cpuMs() / a.cpuMs(),
                        (double) b.bytes() / a.bytes()));
            }
            System.out.println(row);
        }
    }
}
