package io.zlayout.document;

import io.zlayout.model.SourceRef;

import java.util.List;

/** A sequence. */
public record ListNode(SourceRef at, List<Node> items) implements Node {

    public ListNode {
        items = List.copyOf(items);
    }

    @Override
    public String describe() {
        return "a list";
    }
}
