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
        public BetaBalance() {
            super(about("beta-balance", Severity.WARNING,
                    "Sample: a disk group sits on one storage server")
                    .needs(Needs.of("volumes", InputKind.STORAGE_EXPORT))
                    .explanation("Sample rule for the report tests: one server carries all the I/O of the group.")
                    .remediation("=Spread the group over even and odd LSS."));
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }

    /** An info rule. */
    public static final class GammaNotes extends Rule {
        public GammaNotes() {
            super(about("gamma-notes", Severity.INFO,
                    "Sample: something worth knowing")
                    .needs(Needs.of("volumes", InputKind.STORAGE_EXPORT))
                    .explanation("Sample rule for the report tests: notes never fail a run or a test case.")
                    .remediation("Read the note."));
        }

        @Override
        public void check(RuleContext context, Findings out) {
        }
    }
}
