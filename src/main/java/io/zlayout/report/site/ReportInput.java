package io.zlayout.report.site;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.IntentDefaults;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanException;
import io.zlayout.plan.PlanInput;
import io.zlayout.plan.Planner;
import io.zlayout.rules.Finding;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.Severity;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a report is made from: the joined site, its sorted findings, the plan (or why there is none), and two
 * seams the caller fills where other parts of the pipeline provide them.
 *
 * @param siteName    how the report names the site (the site folder, or the input)
 * @param findings    sorted, as {@link RuleEngine} returns them
 * @param plan        the plan when the site has an intent and it can be met, else null
 * @param planProblem why the intent cannot be met ({@link PlanException}'s message), else null
 * @param planFiles   the files {@code zlayout plan --out} writes, per guest name (key {@link #SITE_FILES} for
 *                    files of the whole site); the emitters fill it, empty until they do
 * @param throughput  the throughput model's prediction, or null until the model exists
 */
public record ReportInput(String siteName, String toolVersion, Site site, List<Finding> findings, Plan plan,
                          String planProblem, Map<String, List<String>> planFiles, Throughput throughput) {

    /** Key of {@link #planFiles} for files that belong to no one guest. */
    public static final String SITE_FILES = "*";

    /** The default stripe size when the intent names none (seed 003: 32 KB or 64 KB). */
    public static final String DEFAULT_STRIPE = "64k";

    /**
     * A predicted throughput for one workload: the seam for the {@code perf} model.
     *
     * @param bottleneck the component kind and element that limit it, as text
     */
    public record Throughput(String workload, double megabytesPerSecond, String bottleneck) {
    }

    public ReportInput {
        findings = List.copyOf(findings);
        Map<String, List<String>> files = new TreeMap<>();
        planFiles.forEach((k, v) -> files.put(k, List.copyOf(v)));
        planFiles = java.util.Collections.unmodifiableMap(files);
    }

    /** Findings per severity, every severity present. */
    public Map<Severity, Integer> severityCounts() {
        Map<Severity, Integer> m = new EnumMap<>(Severity.class);
        for (Severity s : Severity.values()) {
            m.put(s, 0);
        }
        findings.forEach(f -> m.merge(f.severity(), 1, Integer::sum));
        return m;
    }

    /**
     * Judges and plans a site: runs every rule, and plans the guests of its intent when it has one. An intent
     * that cannot be met leaves the plan out and says why; the report is made either way.
     */
    public static ReportInput assess(String siteName, String toolVersion, Site site,
                                     Map<String, List<String>> planFiles) {
        RuleEngine.Result result = RuleEngine.run(site);
        PlanInput planInput = planInput(site);
        Plan plan = null;
        String problem = null;
        if (!planInput.intents().isEmpty()) {
            try {
                plan = Planner.plan(planInput);
            } catch (PlanException e) {
                problem = e.getMessage();
            }
        }
        return new ReportInput(siteName, toolVersion, site, result.findings(), plan, problem, planFiles, null);
    }

    /** The planner's input for a site: its intent and what every guest has today. */
    public static PlanInput planInput(Site site) {
        return io.zlayout.plan.PlanInputs.of(site);
    }
}
