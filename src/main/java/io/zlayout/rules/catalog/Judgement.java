package io.zlayout.rules.catalog;

import io.zlayout.rules.Suppression;
import io.zlayout.rules.Settings;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.Severity;
import io.zlayout.topology.Site;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * What the rules found, judged by the settings: rules switched off did not run, severities are overridden,
 * and findings a suppression in force matches are set aside with that suppression. An expired suppression
 * hides nothing (the {@code expired-suppression} rule reports it).
 *
 * @param findings   what is reported, sorted
 * @param suppressed what a suppression hid, with the suppression, sorted by finding
 * @param summary    how many reported findings of each severity
 * @param rules      the rules that ran, by slug
 */
public record Judgement(List<Finding> findings, List<Suppressed> suppressed, Map<Severity, Integer> summary,
                        List<Rule> rules) {

    /** A finding hidden by a suppression. */
    public record Suppressed(Finding finding, Suppression by) {
    }

    public Judgement {
        findings = List.copyOf(findings);
        suppressed = List.copyOf(suppressed);
        summary = Map.copyOf(summary);
        rules = List.copyOf(rules);
    }

    /** Runs the catalog's rules that the settings leave on, and judges what they find as of the clock's today. */
    public static Judgement run(Site site, Settings settings, Clock clock) {
        return run(new RuleContext(site, settings, clock));
    }

    /**
     * Runs the catalog's rules that the context's settings leave on, with what the context holds (throughput
     * figures included), and judges what they find as of its clock's today.
     */
    public static Judgement run(RuleContext context) {
        List<Rule> rules = context.settings().enabledRules(RuleCatalog.all());
        RuleEngine.Result raw = RuleEngine.run(context, rules);
        return of(raw.findings(), context.settings(), context.today(), rules);
    }

    /** Judges findings already made. */
    public static Judgement of(List<Finding> raw, Settings settings, LocalDate today, List<Rule> rules) {
        List<Finding> shown = new ArrayList<>();
        List<Suppressed> hidden = new ArrayList<>();
        for (Finding f : raw) {
            if (!settings.enabled(f.rule())) {
                continue;
            }
            Severity s = settings.severity(f.rule(), f.severity());
            Finding g = s == f.severity() ? f
                    : new Finding(f.rule(), s, f.message(), f.elements(), f.location(), f.remediation());
            Suppression by = null;
            for (Suppression sup : settings.suppressions()) {
                if (!sup.expiredOn(today) && sup.matches(g)) {
                    by = sup;
                    break;
                }
            }
            if (by == null) {
                shown.add(g);
            } else {
                hidden.add(new Suppressed(g, by));
            }
        }
        Collections.sort(shown);
        hidden.sort(Comparator.comparing(Suppressed::finding));
        return new Judgement(shown, hidden, RuleEngine.summary(shown), rules);
    }
}
