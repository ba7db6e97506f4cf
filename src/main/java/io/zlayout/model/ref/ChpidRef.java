package io.zlayout.model.ref;

import io.zlayout.model.Ids;
import io.zlayout.model.id.ChpidId;

import java.util.Objects;
import java.util.Optional;

/** A channel path of one channel subsystem: {@code chpid:<css>.<chpid>}, shown as {@code css.chpid}. */
public record ChpidRef(int css, ChpidId id) implements ElementRef {

    public ChpidRef {
        Objects.requireNonNull(id, "id");
    }

    /** The channel path of an identity {@code chpid:<css>.<chpid>}; empty for any other text. */
    public static Optional<ChpidRef> parse(String identity) {
        Integer css = Ids.cssOfChpid(identity);
        return css == null ? Optional.empty() : Ids.chpidOf(identity).map(c -> new ChpidRef(css, c));
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
