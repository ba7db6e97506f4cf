package io.zlayout.model;

/** Site-wide intent settings: the stripe size and path count guests get unless they say otherwise. */
public record IntentDefaults(String stripeSize, Integer paths, SourceRef source) implements Element {

    @Override
    public String identity() {
        return "intent:defaults";
    }
}
