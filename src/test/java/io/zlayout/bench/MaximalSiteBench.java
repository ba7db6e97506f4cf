package io.zlayout.bench;

import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.model.Element;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.SourceRef;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanException;
import io.zlayout.plan.PlanInput;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.rules.RuleEngine;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Check and plan on {@link MaximalSite} (records, no readers) at a fraction of the maximal site: assembly, every
 * rule, and a plan of as many new guests as the scale has guests (2,000 at full size), 8 disks each, every
 * other one ECKD, 2 paths. Prints thread CPU and wall time per stage and the heap after a GC.
 *
 * <pre>
 * java -Xmx4g -cp target/test-classes:target/classes:$(cat target/test-classpath.txt) \
 *     io.zlayout.bench.MaximalSiteBench [SCALE=1.0] [RUNS=1]
 * </pre>
 */
public final class MaximalSiteBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private MaximalSiteBench() {
    }

    public static void main(String[] args) throws Exception {
        double scale = args.length > 0 ? Double.parseDouble(args[0]) : 1.0;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        int guests = (int) (2000 * scale);
        MaximalSite m = new MaximalSite(scale < 0.5 ? 1 : scale < 1 ? 2 : 4, 255, 6, 336, guests, 0);
        List<Element> elements = m.elements();
        for (int run = 0; run < runs; run++) {
            long c0 = THREADS.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            Site site = TestSites.assemble(m.manifest(), elements);
            long c1 = THREADS.getCurrentThreadCpuTime();
            long w1 = System.nanoTime();
            RuleEngine.Result r = RuleEngine.run(site, RuleCatalog.all());
            long c2 = THREADS.getCurrentThreadCpuTime();
            long w2 = System.nanoTime();
            List<GuestIntent> intents = new ArrayList<>();
            for (int i = 0; i < guests; i++) {
                intents.add(new GuestIntent(String.format(Locale.ROOT, "P%05d", i), 8, null,
                        i % 2 == 0 ? "eckd" : "fcp", "mixed", 2, null, List.of(), SourceRef.at("bench", 1)));
            }
            PlanInput base = PlanInputs.of(site);
            PlanInput in = new PlanInput(site, intents, "64k", 2, base.currentVolumes(), base.currentDevices(),
                    base.devicesInUse());
            String planned;
            long c3 = THREADS.getCurrentThreadCpuTime();
            long w3 = System.nanoTime();
            try {
                Plan p = Planner.plan(in);
                planned = p.guests().size() + " guests planned";
            } catch (PlanException e) {
                planned = "plan: " + e.getMessage();
            }
            long c4 = THREADS.getCurrentThreadCpuTime();
            long w4 = System.nanoTime();
            Runtime rt = Runtime.getRuntime();
            System.gc();
            System.out.printf(Locale.ROOT, "scale %.2f run %d: %d elements; assemble CPU %.1f s wall %.1f s;"
                            + " check CPU %.1f s wall %.1f s (%d findings); plan CPU %.1f s wall %.1f s (%s);"
                            + " heap after GC %d MB%n", scale, run + 1, elements.size(), (c1 - c0) / 1e9,
                    (w1 - w0) / 1e9, (c2 - c1) / 1e9, (w2 - w1) / 1e9, r.findings().size(), (c4 - c3) / 1e9,
                    (w4 - w3) / 1e9, planned, (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
    }
}
