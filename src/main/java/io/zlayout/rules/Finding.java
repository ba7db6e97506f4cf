package io.zlayout.rules;

import io.zlayout.model.SourceRef;

import java.util.Comparator;
import java.util.List;

/**
 * One thing a rule found: the rule's slug and severity, a message that cites the evidence, the elements
 * involved (identity strings, the primary one first), where it was read, and what to do about it.
 */
public record Finding(String rule, Severity severity, String message, List<String> elements, SourceRef location,
                      String remediation) implements Comparable<Finding> {

    private static final Comparator<Finding> ORDER = Comparator.comparing(Finding::rule)
            .thenComparing(f -> f.elements().isEmpty() ? "" : f.elements().get(0))
            .thenComparing(f -> String.join(",", f.elements()))
            .thenComparing(Finding::location, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(Finding::message);

    public Finding {
        elements = List.copyOf(elements);
    }

    /** The primary element: the one a finding is grouped and baselined by. */
    public String element() {
        return elements.isEmpty() ? "" : elements.get(0);
    }

    /** Sorted by rule, element identities, location: stable whatever the input order. */
    @Override
    public int compareTo(Finding o) {
        return ORDER.compare(this, o);
    }
}
