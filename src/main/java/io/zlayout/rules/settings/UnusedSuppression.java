package io.zlayout.rules.settings;

import io.zlayout.rules.Needs;
import io.zlayout.rules.Suppression;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A suppression that hides nothing: its rule finds nothing on the elements it names (the fault was fixed, the
 * guest renamed, the identity mistyped) or its rule is switched off. Stale suppressions are cleaned up before
 * they hide a new fault on the same element. To know, this rule runs the suppressed rules over the same site;
 * expired suppressions are left to {@link ExpiredSuppression}.
 */
public final class UnusedSuppression extends Rule {

    public static final String SLUG = "unused-suppression";

    private final Function<String, Optional<Rule>> rules;

    /** @param rules the rule of a slug, to run the suppressed rules (the catalog's lookup) */
    public UnusedSuppression(Function<String, Optional<Rule>> rules) {
        super(about(SLUG, Severity.INFO,
                "A suppression in the settings matches no finding")
                .needs(Needs.NOTHING)
                .explanation("A suppression names a rule and an element (or a pattern over elements). When that rule"
                        + " finds nothing there any more — the fault was fixed, the element renamed, or the identity"
                        + " mistyped — the suppression is stale, and a stale suppression would silently hide a new"
                        + " fault on the same element later.")
                .remediation("Remove the suppression from the settings, or correct its element or pattern ('zlayout"
                        + " check --format json' shows the identities of each finding)."));
        this.rules = rules;
    }

    /** True: a suppressed rule it runs may. */
    @Override
    public boolean readsPlanFigures() {
        return true;
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        Map<String, List<Finding>> found = new HashMap<>();
        for (Suppression s : ctx.settings().suppressions()) {
            if (s.expiredOn(ctx.today())) {
                continue;
            }
            if (!ctx.settings().enabled(s.rule())) {
                out.add(this, "The suppression of " + s.describe() + " hides nothing: the settings switch "
                        + s.rule() + " off.", List.of(s.target()), s.source());
                continue;
            }
            List<Finding> of = found.computeIfAbsent(s.rule(), slug -> {
                Findings tmp = new Findings();
                rules.apply(slug).ifPresent(r -> r.check(ctx, tmp));
                return tmp.sorted();
            });
            if (of.stream().noneMatch(s::matches)) {
                out.add(this, "The suppression of " + s.describe() + " matches no finding of " + s.rule() + ".",
                        List.of(s.target()), s.source());
            }
        }
    }
}
