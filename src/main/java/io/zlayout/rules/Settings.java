package io.zlayout.rules;

import io.zlayout.rules.Rule;
import io.zlayout.rules.Severity;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A site's settings: the {@code failOn} threshold (null when not set), per-rule severity overrides and
 * switches, and suppressions in the order written.
 *
 * @param source the file the settings were read from, or null for none
 * @param strict  a rule in force that could not judge (an input it needs is missing) fails the run, as
 *                {@code --strict} does
 */
public record Settings(FailOn failOn, Map<String, RuleSetting> rules, List<Suppression> suppressions,
                       String source, boolean strict) {

    /** No settings: every rule on at its own severity, nothing suppressed. */
    public static final Settings NONE = new Settings(null, Map.of(), List.of(), null);

    public Settings {
        rules = java.util.Collections.unmodifiableMap(new TreeMap<>(rules));
        suppressions = List.copyOf(suppressions);
    }

    /** Settings that do not ask for strictness. */
    public Settings(FailOn failOn, Map<String, RuleSetting> rules, List<Suppression> suppressions, String source) {
        this(failOn, rules, suppressions, source, false);
    }

    public boolean enabled(String slug) {
        RuleSetting s = rules.get(slug);
        return s == null || s.enabled();
    }

    /** The severity findings of the rule get: the override, else the rule's own. */
    public Severity severity(String slug, Severity own) {
        RuleSetting s = rules.get(slug);
        return s == null || s.severity() == null ? own : s.severity();
    }

    /** The rules that run, in the given order. */
    public List<Rule> enabledRules(List<Rule> all) {
        return all.stream().filter(r -> enabled(r.slug())).toList();
    }

    /** The threshold: {@code commandLine} when given (it beats the settings), else {@code failOn}, else error. */
    public FailOn threshold(FailOn commandLine) {
        if (commandLine != null) {
            return commandLine;
        }
        return failOn != null ? failOn : FailOn.ERROR;
    }
}
