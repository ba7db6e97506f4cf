package io.zlayout.rules;

import io.zlayout.topology.Site;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Runs rules over a site and returns the sorted findings. */
public final class RuleEngine {

    /** Findings and how many of each severity. */
    public record Result(List<Finding> findings, Map<Severity, Integer> summary) {

        /** True when any finding is at or above {@code threshold}. */
        public boolean failsAt(Severity threshold) {
            return findings.stream().anyMatch(f -> f.severity().atLeast(threshold));
        }
    }

    private RuleEngine() {
    }

    public static Result run(Site site, List<Rule> rules) {
        RuleContext ctx = new RuleContext(site);
        Findings out = new Findings();
        for (Rule r : rules) {
            r.check(ctx, out);
        }
        List<Finding> sorted = out.sorted();
        Map<Severity, Integer> summary = new EnumMap<>(Severity.class);
        for (Severity s : Severity.values()) {
            summary.put(s, 0);
        }
        sorted.forEach(f -> summary.merge(f.severity(), 1, Integer::sum));
        return new Result(sorted, summary);
    }

    public static Result run(Site site) {
        return run(site, RuleCatalog.all());
    }
}
