package io.zlayout.rules;

import io.zlayout.model.SourceRef;

import java.util.List;

/**
 * A rule: its metadata and its logic in one class. The slug is stable (baselines and suppressions key on
 * it); the explanation cites the evidence (the publications by title, IBM documentation); the remediation says what to
 * change. Subclasses implement {@link #check} and report through {@link #finding}.
 */
public abstract class Rule {

    public abstract String slug();

    public abstract Severity severity();

    /** One line, no final period. */
    public abstract String title();

    /** Why this matters, citing evidence. Ends with a period. */
    public abstract String explanation();

    /** What to do. Ends with a period. */
    public abstract String remediation();

    /** The category package it lives in: channel, storage, access, layout, host, settings. */
    public final String category() {
        String pkg = getClass().getPackageName();
        return pkg.substring(pkg.lastIndexOf('.') + 1);
    }

    /**
     * The inputs this rule needs to judge, per kind of element it judges ({@code Needs.of("control units",
     * InputKind.IOCDS)}). A run lacking one records the rule, or that kind of element, as not judged and says why
     * in every output; {@code --strict} fails it. Declare every input the rule's findings depend on: a rule
     * that stays silent for want of an input must never look like a rule that found nothing.
     */
    public abstract Needs needs();

    public abstract void check(RuleContext context, Findings out);

    /**
     * Whether this rule reads the plan's throughput figures from the context (directly, or by running rules
     * that do): such rules wait for the plan; the others run while it is made.
     */
    public boolean readsPlanFigures() {
        return false;
    }

    /** A finding of this rule at its default severity. */
    protected final Finding finding(String message, List<String> elements, SourceRef location) {
        return new Finding(slug(), severity(), message, elements, location, remediation());
    }
}
