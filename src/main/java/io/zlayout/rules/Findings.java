package io.zlayout.rules;

import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Where rules put what they find. */
public final class Findings {

    private final List<Finding> list = new ArrayList<>();

    public void add(Finding f) {
        list.add(f);
    }

    public void add(Rule rule, String message, List<String> elements, SourceRef location) {
        list.add(rule.finding(message, elements, location));
    }

    /** Sorted and stable. */
    public List<Finding> sorted() {
        List<Finding> out = new ArrayList<>(list);
        Collections.sort(out);
        return out;
    }
}
