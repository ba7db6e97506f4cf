package io.zlayout.rules;

import io.zlayout.topology.Site;

import java.time.Clock;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Runs rules over a site and returns the sorted findings. */
public final class RuleEngine {

    /** Findings and how many of each severity. */
    public record Result(List<Finding> findings, Map<Severity, Integer> summary) {
    }

    private RuleEngine() {
    }

    public static Result run(Site site, List<Rule> rules) {
        return run(new RuleContext(site), rules);
    }

    /** Runs {@code rules} with the settings and clock in the context (the rules about suppressions read them). */
    public static Result run(Site site, List<Rule> rules, Settings settings, Clock clock) {
        return run(new RuleContext(site, settings, clock), rules);
    }

    /** Runs {@code rules} in {@code ctx}: the one loop over rules. */
    public static Result run(RuleContext ctx, List<Rule> rules) {
        Findings out = new Findings();
        for (Rule r : rules) {
            r.check(ctx, out);
        }
        List<Finding> sorted = out.sorted();
        return new Result(sorted, summary(sorted));
    }

    /** How many findings of each severity, every severity present. */
    public static Map<Severity, Integer> summary(List<Finding> findings) {
        Map<Severity, Integer> summary = new EnumMap<>(Severity.class);
        for (Severity s : Severity.values()) {
            summary.put(s, 0);
        }
        findings.forEach(f -> summary.merge(f.severity(), 1, Integer::sum));
        return summary;
    }
}
