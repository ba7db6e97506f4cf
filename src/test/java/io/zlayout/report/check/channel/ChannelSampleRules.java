package io.zlayout.report.check.channel;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

/**
 * Rules that exist only for the report tests: fixed metadata, so the goldens do not change when the real
 * catalog does. They live in a package named {@code channel} because a rule's category is its package.
 */
public final class ChannelSampleRules {

    private ChannelSampleRules() {
    }

    /** An error rule whose texts carry the characters every format must escape. */
    public static final class AlphaPaths extends Rule {
        public AlphaPaths() {
            super(about("alpha-paths", Severity.ERROR,
                    "Sample: a control unit is reached through one CHPID")
                    .needs(Needs.of("control units", InputKind.IOCDS))
                    .explanation("Sample rule for the report tests: \"quoted\", <tagged> & ampersanded, with a comma.")
                    .remediation("Add a second CHPID, on another channel card."));
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }

    /** A rule that finds nothing: SARIF and JUnit still list it. */
    public static final class QuietRule extends Rule {
        public QuietRule() {
            super(about("quiet-rule", Severity.WARNING,
                    "Sample: a rule that never fires")
                    .needs(Needs.of("control units", InputKind.IOCDS))
                    .explanation("Sample rule for the report tests; it finds nothing and must still be listed.")
                    .remediation("Nothing to do."));
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }
}
