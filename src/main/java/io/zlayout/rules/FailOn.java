package io.zlayout.rules;

import io.zlayout.rules.Severity;

import java.util.Locale;
import java.util.Optional;

/** The threshold at which a run fails (exit 1): a severity, or never. */
public enum FailOn {
    ERROR, WARNING, INFO, NEVER;

    /** Lower case, as in YAML and on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when a finding of severity {@code s} fails the run. */
    public boolean fails(Severity s) {
        return this != NEVER && s.atLeast(Severity.valueOf(name()));
    }

    public static Optional<FailOn> parse(String text) {
        for (FailOn f : values()) {
            if (f.label().equals(text)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
