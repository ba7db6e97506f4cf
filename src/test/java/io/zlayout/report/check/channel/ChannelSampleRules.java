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
        @Override
        public String slug() {
            return "alpha-paths";
        }

        @Override
        public Severity severity() {
            return Severity.ERROR;
        }

        @Override
        public String title() {
            return "Sample: a control unit is reached through one CHPID";
        }

        @Override
        public String explanation() {
            return "Sample rule for the report tests: \"quoted\", <tagged> & ampersanded, with a comma.";
        }

        @Override
        public String remediation() {
            return "Add a second CHPID, on another channel card.";
        }

        @Override
        public Needs needs() {
            return Needs.of("control units", InputKind.IOCDS);
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }

    /** A rule that finds nothing: SARIF and JUnit still list it. */
    public static final class QuietRule extends Rule {
        @Override
        public String slug() {
            return "quiet-rule";
        }

        @Override
        public Severity severity() {
            return Severity.WARNING;
        }

        @Override
        public String title() {
            return "Sample: a rule that never fires";
        }

        @Override
        public String explanation() {
            return "Sample rule for the report tests; it finds nothing and must still be listed.";
        }

        @Override
        public String remediation() {
            return "Nothing to do.";
        }

        @Override
        public Needs needs() {
            return Needs.of("control units", InputKind.IOCDS);
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }
}
