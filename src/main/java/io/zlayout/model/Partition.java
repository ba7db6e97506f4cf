package io.zlayout.model;

/** A logical partition (LPAR) of a channel subsystem, from the RESOURCE statement; reserved images have name "*". */
public record Partition(int css, String name, Integer mifId, SourceRef source) implements Element {

    @Override
    public String identity() {
        return Ids.partition(css, name);
    }
}
