package io.zlayout.rules.layout;

import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;

/**
 * A rule that judges each of the guests' disk groups on its own ({@link DiskGroups}: made once per run and shared,
 * so the spread rules agree on what a group is): the walk over the groups is here, the judgement of one group in
 * the rule.
 */
abstract class DiskGroupRule extends Rule {

    DiskGroupRule(About about) {
        super(about);
    }

    @Override
    public final void check(RuleContext ctx, Findings out) {
        for (DiskGroups g : DiskGroups.of(ctx)) {
            judge(ctx, g, out);
        }
    }

    /** Adds to {@code out} what this rule finds in one group, in the groups' order. */
    abstract void judge(RuleContext ctx, DiskGroups g, Findings out);
}
