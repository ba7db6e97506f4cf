package io.zlayout.report.check.storage;

import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Findings;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;

/** Rules that exist only for the report tests, in category {@code storage}; see ChannelSampleRules. */
public final class StorageSampleRules {

    private StorageSampleRules() {
    }

    /** A warning rule. */
    public static final class BetaBalance extends Rule {
        @Override
        public String slug() {
            return "beta-balance";
        }

        @Override
        public Severity severity() {
            return Severity.WARNING;
        }

        @Override
        public String title() {
            return "Sample: a disk group sits on one storage server";
        }

        @Override
        public String explanation() {
            return "Sample rule for the report tests: one server carries all the I/O of the group.";
        }

        @Override
        public String remediation() {
            return "=Spread the group over even and odd LSS.";
        }

        @Override
        public Needs needs() {
            return Needs.of("volumes", InputKind.STORAGE_EXPORT);
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }

    /** An info rule. */
    public static final class GammaNotes extends Rule {
        @Override
        public String slug() {
            return "gamma-notes";
        }

        @Override
        public Severity severity() {
            return Severity.INFO;
        }

        @Override
        public String title() {
            return "Sample: something worth knowing";
        }

        @Override
        public String explanation() {
            return "Sample rule for the report tests: notes never fail a run or a test case.";
        }

        @Override
        public String remediation() {
            return "Read the note.";
        }

        @Override
        public Needs needs() {
            return Needs.of("volumes", InputKind.STORAGE_EXPORT);
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }
}
