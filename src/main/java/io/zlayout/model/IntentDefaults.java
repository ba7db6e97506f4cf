package io.zlayout.model;

/**
 * Site-wide intent settings: the stripe size and path count guests get unless they say otherwise, and whether
 * guests may get volumes other guests of the plan release ({@code reuseReleased}, null = no).
 */
public record IntentDefaults(String stripeSize, Integer paths, Boolean reuseReleased, SourceRef source)
        implements Element {

    /** Defaults that do not allow reusing released volumes. */
    public IntentDefaults(String stripeSize, Integer paths, SourceRef source) {
        this(stripeSize, paths, null, source);
    }

    @Override
    public String identity() {
        return "intent:defaults";
    }
}
