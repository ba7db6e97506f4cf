package io.zlayout.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The inputs a rule needs to judge, per kind of element it judges: {@code Needs.of("control units", IOCDS)
 * .and("LUN paths", GUEST_CAPTURES)} judges control units when the run has an IOCDS and LUN paths when it has
 * guest captures. A rule judging one kind of element names it once; a rule that needs nothing uses
 * {@link #NOTHING}. See {@link Rule#needs()}.
 *
 * @param parts what the rule judges, each with every input it needs
 */
public record Needs(List<Part> parts) {

    /** One kind of element a rule judges and the inputs that must all be present to judge it. */
    public record Part(String elements, Set<InputKind> inputs) {

        public Part {
            inputs = Collections.unmodifiableSet(inputs.isEmpty() ? EnumSet.noneOf(InputKind.class)
                    : EnumSet.copyOf(inputs));
        }
    }

    /** A rule that judges what the run itself holds (the settings): always judged. */
    public static final Needs NOTHING = new Needs(List.of());

    public Needs {
        parts = List.copyOf(parts);
    }

    /** The rule judges {@code elements} (plural, as a reader says it: "control units") with all of {@code inputs}. */
    public static Needs of(String elements, InputKind... inputs) {
        return NOTHING.and(elements, inputs);
    }

    /** These needs and one more kind of element judged with all of {@code inputs}. */
    public Needs and(String elements, InputKind... inputs) {
        if (inputs.length == 0) {
            throw new IllegalArgumentException("a part judged with no input needs no declaration: " + elements);
        }
        List<Part> more = new ArrayList<>(parts);
        more.add(new Part(elements, Set.of(inputs)));
        return new Needs(more);
    }

    /** Every input some part needs. */
    public Set<InputKind> inputs() {
        Set<InputKind> all = EnumSet.noneOf(InputKind.class);
        parts.forEach(p -> all.addAll(p.inputs()));
        return all;
    }
}
