package io.zlayout.rules;

import io.zlayout.model.SourceRef;

import java.util.List;

/**
 * A rule: its metadata and its logic in one class. The metadata is given once, as an {@link About} passed to the
 * constructor ({@code super(about("too-many-paths", Severity.ERROR, "title").needs(...).explanation(...)
 * .remediation(...))}); the class holds only its logic. The slug is stable (baselines and suppressions key on
 * it); the explanation cites the evidence (the publications by title, IBM documentation); the remediation says what to
 * change. Subclasses implement {@link #check} and report through {@link #finding}.
 */
public abstract class Rule {

    /**
     * What a rule is, apart from its logic: made with {@link Rule#about} and completed with {@link #needs(Needs)},
     * {@link #explanation(String)} and {@link #remediation(String)}, each of which returns a copy.
     *
     * @param slug        stable kebab-case name
     * @param severity    default severity
     * @param title       one line, no final period
     * @param needs       the inputs it needs to judge ({@link Rule#needs()})
     * @param explanation why this matters, citing evidence; ends with a period
     * @param remediation what to do; ends with a period
     */
    public record About(String slug, Severity severity, String title, Needs needs, String explanation,
                        String remediation) {

        public About needs(Needs n) {
            return new About(slug, severity, title, n, explanation, remediation);
        }

        public About explanation(String text) {
            return new About(slug, severity, title, needs, text, remediation);
        }

        public About remediation(String text) {
            return new About(slug, severity, title, needs, explanation, text);
        }
    }

    private final About about;

    /** A rule described by {@code about}, every part of which must be given. */
    protected Rule(About about) {
        for (Object part : new Object[] {about.slug(), about.severity(), about.title(), about.needs(),
                about.explanation(), about.remediation()}) {
            if (part == null) {
                throw new IllegalArgumentException("rule " + about.slug() + " lacks a part of its description: "
                        + about);
            }
        }
        this.about = about;
    }

    /** The start of a rule's {@link About}: its slug, default severity and title. */
    protected static About about(String slug, Severity severity, String title) {
        return new About(slug, severity, title, null, null, null);
    }

    public final String slug() {
        return about.slug();
    }

    public final Severity severity() {
        return about.severity();
    }

    /** One line, no final period. */
    public final String title() {
        return about.title();
    }

    /** Why this matters, citing evidence. Ends with a period. */
    public final String explanation() {
        return about.explanation();
    }

    /** What to do. Ends with a period. */
    public final String remediation() {
        return about.remediation();
    }

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
    public final Needs needs() {
        return about.needs();
    }

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
