package io.zlayout.bench;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.emit.EmittedFile;
import io.zlayout.emit.Emitters;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.report.InventoryReport;
import io.zlayout.report.check.CheckReport;
import io.zlayout.report.check.JsonFindings;
import io.zlayout.report.plan.PlanReport;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleEngine;
import io.zlayout.topology.Inventory;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The pipeline's stages on a generated site: inventory (read every file and join), check (the rules and the
 * JSON report, on a joined site) and plan (planner, every emitted file and the JSON, on a joined site) — and
 * report, once it exists (see {@link SiteBench#report}). Each operation takes seconds at the maximal scale,
 * so JMH times single shots: {@code java -Xmx2g -cp ... org.openjdk.jmh.Main StagesBenchmark [-p scale=half]}.
 * {@link SiteBench} measures the same stages in CPU time, which a shared machine disturbs less.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class StagesBenchmark {

    @Param({"quarter", "half", "maximal"})
    public String scale;

    private Path dir;
    private Site site;

    @Setup
    public void load() throws Exception {
        dir = SiteBench.site(scale, 1);
        site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(dir)));
    }

    @Benchmark
    public String inventory() throws Exception {
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(dir));
        return InventoryReport.json(Inventory.of(SiteAssembler.assemble(in)));
    }

    @Benchmark
    public String check() {
        RuleEngine.Result r = RuleEngine.run(site, RuleCatalog.all());
        return JsonFindings.render(new CheckReport(r.findings(), r.summary(), RuleCatalog.all(), "bench"));
    }

    @Benchmark
    public String plan() throws Exception {
        Plan plan = Planner.plan(PlanInputs.of(site));
        List<EmittedFile> files = Emitters.emit(plan);
        return PlanReport.json(plan, files.stream().map(EmittedFile::path).toList());
    }
}
