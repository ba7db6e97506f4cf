package io.zlayout.report.site;

import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanException;
import io.zlayout.rules.Finding;
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
 * What a report is made from: the joined site, its findings as the site's settings judge them, the plan (or
 * why there is none), the files the plan is realised by and the model's prediction. The pipeline makes it
 * (io.zlayout.pipeline.Pipeline#report); the renderers only read it.
 *
 * @param siteName    how the report names the site (the site folder, or the input)
 * @param findings    reported findings, sorted: the rules the settings leave on, severities overridden,
 *                    suppressed findings left out
 * @param plan        the plan when the site has an intent and it can be met, else null
 * @param planProblem why the intent cannot be met ({@link PlanException}'s message), else null
 * @param planFiles   the files {@code zlayout plan --out} writes, per guest name (key {@link #SITE_FILES} for
 *                    files of the whole site); empty without a plan
 * @param throughput  the throughput model's site-wide prediction for the plan, or null
 * @param coverage    what the rules in force judged and what they could not, and why ({@link
 *                    io.zlayout.rules.Coverage#NONE} when not known)
 */
public record ReportInput(String siteName, String toolVersion, Site site, List<Finding> findings, Plan plan,
                          String planProblem, Map<String, List<String>> planFiles, Throughput throughput,
                          io.zlayout.rules.Coverage coverage) {

    /** A report without a record of what the rules could judge (made from findings alone). */
    public ReportInput(String siteName, String toolVersion, Site site, List<Finding> findings, Plan plan,
                       String planProblem, Map<String, List<String>> planFiles, Throughput throughput) {
        this(siteName, toolVersion, site, findings, plan, planProblem, planFiles, throughput,
                io.zlayout.rules.Coverage.NONE);
    }

    /** Key of {@link #planFiles} for files that belong to no one guest. */
    public static final String SITE_FILES = "*";

    /** The default stripe size when the intent names none (the SHARE presentation: 32 KB or 64 KB). */
    public static final String DEFAULT_STRIPE = "64k";

    /**
     * A predicted throughput for one workload, as the {@code perf} model gives it.
     *
     * @param bottleneck the component kind and element that limit it, as text
     */
    public record Throughput(String workload, double megabytesPerSecond, String bottleneck) {
    }

    public ReportInput {
        findings = List.copyOf(findings);
        coverage = coverage == null ? io.zlayout.rules.Coverage.NONE : coverage;
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
}
