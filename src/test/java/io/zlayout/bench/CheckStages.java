package io.zlayout.bench;

import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.topology.Site;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Where a cold {@code zlayout check} of a site spends its time, stage by stage, in one JVM: the JVM's start
 * (until {@code main}), reading, joining, then either the assessment as {@code check} makes it (the rules beside
 * the plan and the model) or, with {@code apart}, its two sides one after the other: the rules that do not read
 * the plan's figures, and the plan with the model of each guest. Wall time and the process's CPU time (every
 * thread: the JIT compilers and the collector too) per stage. Not a unit test; figures in docs/performance.md.
 *
 * <pre>java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp ... io.zlayout.bench.CheckStages SITE [apart]</pre>
 */
public final class CheckStages {

    private static long wall = System.nanoTime();
    private static long cpu = cpu();

    private CheckStages() {
    }

    private static long cpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static void stage(String name) {
        long w = System.nanoTime();
        long c = cpu();
        System.out.printf(java.util.Locale.ROOT, "%-32s wall %6.2f s  CPU %6.2f s%n", name, (w - wall) / 1e9,
                (c - cpu) / 1e9);
        wall = w;
        cpu = c;
    }

    public static void main(String[] args) throws Exception {
        long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
        System.out.printf(java.util.Locale.ROOT, "%-32s wall %6.2f s  CPU %6.2f s%n", "JVM start (to main)",
                uptime / 1e3, cpu() / 1e9);
        Pipeline.Loaded loaded = Pipeline.load(Pipeline.Request.of(List.of(Path.of(args[0]))), null);
        stage("read");
        Site site = Pipeline.join(loaded.inputs(), Pipeline.Progress.NONE);
        stage("join");
        if (args.length > 1 && args[1].equals("apart")) {
            List<Rule> rules = loaded.settings().enabledRules(RuleCatalog.all()).stream()
                    .filter(r -> !r.readsPlanFigures()).toList();
            int findings = RuleEngine.run(Pipeline.context(site, loaded.settings(), Clock.systemUTC(), Map.of()), rules)
                    .findings().size();
            stage("rules without the plan (" + findings + ")");
            Pipeline.Planned planned = Pipeline.planned(site, false);
            stage("plan and model (" + (planned.plan() == null ? planned.problem()
                    : planned.plan().guests().size() + " guests") + ")");
        } else {
            Pipeline.Assessment a = Pipeline.assess(site, loaded.settings(), Clock.systemUTC(), false,
                    Pipeline.Progress.NONE);
            stage("assess (" + a.judgement().findings().size() + " findings)");
        }
    }
}
