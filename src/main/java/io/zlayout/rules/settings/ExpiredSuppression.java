package io.zlayout.rules.settings;

import io.zlayout.rules.Needs;
import io.zlayout.rules.Suppression;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

import java.util.List;

/**
 * A suppression whose expiry date has passed. It no longer hides anything ({@link io.zlayout.rules.catalog.Judgement} ignores it), and
 * this rule says so, so that the finding coming back is not a surprise and the suppression gets renewed or
 * removed.
 */
public final class ExpiredSuppression extends Rule {

    public static final String SLUG = "expired-suppression";

    public ExpiredSuppression() {
        super(about(SLUG, Severity.WARNING,
                "A suppression in the settings has expired")
                .needs(Needs.NOTHING)
                .explanation("A suppression accepts a finding for a reason and, with 'expires:', for a time: a"
                        + " migration that is scheduled, a risk accepted until a date. Once that day has passed the"
                        + " reason may no longer hold, so the suppression stops hiding its finding and is reported"
                        + " itself, rather than accepting the finding for ever without anyone deciding so.")
                .remediation("Fix what the suppressed rule found, or renew the suppression with a current reason and"
                        + " a later 'expires:' date, or remove it."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        for (Suppression s : ctx.settings().suppressions()) {
            if (s.expiredOn(ctx.today())) {
                out.add(this, "The suppression of " + s.describe() + " (reason: \"" + s.reason() + "\") expired on "
                        + s.expires() + "; what it hid is reported again.", List.of(s.target()), s.source());
            }
        }
    }
}
