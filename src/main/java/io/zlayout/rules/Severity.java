package io.zlayout.rules;

import java.util.Locale;

/** How bad a finding is; {@code --fail-on} compares against it. */
public enum Severity {
    ERROR, WARNING, INFO;

    /** Lower case, as in JSON, SARIF levels and the CLI. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when this severity is at least as serious as {@code threshold}. */
    public boolean atLeast(Severity threshold) {
        return ordinal() <= threshold.ordinal();
    }
}
