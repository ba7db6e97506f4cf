package io.zlayout.model.ref;

import io.zlayout.model.Ids;
import io.zlayout.model.id.ChpidId;

import java.util.Objects;
import java.util.Optional;

/**
 * A channel path of one channel subsystem: {@code chpid:<css>.<chpid>}, shown as {@code css.chpid}; ordered as its
 * identity is.
 */
public record ChpidRef(int css, ChpidId id) implements ElementRef, Comparable<ChpidRef> {

    public ChpidRef {
        Objects.requireNonNull(id, "id");
    }

    /** The channel path of an identity {@code chpid:<css>.<chpid>}; empty for any other text. */
    public static Optional<ChpidRef> parse(String identity) {
        Integer css = Ids.cssOfChpid(identity);
        return css == null ? Optional.empty() : Ids.chpidOf(identity).map(c -> new ChpidRef(css, c));
    }

    /** The order of the identities; in one CSS (the usual case), of the CHPIDs, without making the identities. */
    @Override
    public int compareTo(ChpidRef o) {
        return css == o.css ? id.compareTo(o.id) : identity().compareTo(o.identity());
    }

    @Override
    public String identity() {
        return Ids.chpid(css, id);
    }

    @Override
    public String toString() {
        return identity();
    }
}
