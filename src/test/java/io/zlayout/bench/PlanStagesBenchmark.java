package io.zlayout.bench;

import io.zlayout.emit.EmittedFile;
import io.zlayout.emit.Emitters;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.topology.Site;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What {@code zlayout plan} spends in its own stages, one by one on one thread, on a site read and joined once:
 * the planner's inputs and the planner, every file's text ({@link Emitters#emit}), the text as bytes, and the
 * file names alone ({@link Emitters#paths}, what {@code report} asks for). Per stage and round it prints the
 * wall time, the process's CPU time (every thread, the collector's and the JIT's too), this thread's, and the
 * bytes this thread allocated; the first round is the cold one a CLI run pays (run it with the
 * launcher's {@code -XX:TieredStopAtLevel=1 -XX:+UseSerialGC}). Not a test:
 * {@code java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp target/test-classes:target/classes:$(cat
 * target/test-classpath.txt) io.zlayout.bench.PlanStagesBenchmark [SITE] [ROUNDS]}; the account is in
 * docs/performance.md.
 */
public final class PlanStagesBenchmark {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private PlanStagesBenchmark() {
    }

    private interface Stage<T> {
        T run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/bench-sites/maximal");
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Site site = Pipeline.join(Pipeline.load(Pipeline.Request.of(List.of(dir)), null).inputs(), s -> { });
        for (int r = 1; r <= rounds; r++) {
            Plan plan = measure(r, "planner", () -> Planner.plan(PlanInputs.of(site)));
            List<EmittedFile> files = measure(r, "emit (text)", () -> Emitters.emit(plan));
            measure(r, "encode (bytes)", () -> {
                long n = 0;
                for (EmittedFile f : files) {
                    n += f.content().getBytes(StandardCharsets.UTF_8).length;
                }
                return n;
            });
            measure(r, "paths (names only)", () -> Emitters.paths(plan));
        }
    }

    private static <T> T measure(int round, String what, Stage<T> stage) throws Exception {
        long id = Thread.currentThread().getId();
        long cpu = THREADS.getThreadCpuTime(id);
        long process = OS.getProcessCpuTime();
        long bytes = THREADS.getThreadAllocatedBytes(id);
        long wall = System.nanoTime();
        T out = stage.run();
        System.out.printf(Locale.ROOT, "round %d  %-20s wall %6.0f ms  process CPU %6.0f ms  thread CPU %6.0f ms"
                        + "  allocated by the thread %5.0f MB%n", round, what, (System.nanoTime() - wall) / 1e6,
                (OS.getProcessCpuTime() - process) / 1e6, (THREADS.getThreadCpuTime(id) - cpu) / 1e6,
                (THREADS.getThreadAllocatedBytes(id) - bytes) / 1048576.0);
        return out;
    }
}
