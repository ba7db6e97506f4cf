package io.zlayout.model.ref;

import io.zlayout.model.id.ChpidId;

import java.util.Locale;
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
        if (identity == null || !identity.startsWith(PREFIX)) {
            return Optional.empty();
        }
        int dot = identity.indexOf('.');
        String css = dot < 0 ? "" : identity.substring(PREFIX.length(), dot);
        int number = css.length() == 1 ? Character.digit(css.charAt(0), 16) : -1;
        return number < 0 ? Optional.empty()
                : ChpidId.tryParse(identity.substring(dot + 1)).map(c -> new ChpidRef(number, c));
    }

    /** The order of the identities; in one CSS (the usual case), of the CHPIDs, without making the identities. */
    @Override
    public int compareTo(ChpidRef o) {
        return css == o.css ? id.compareTo(o.id) : identity().compareTo(o.identity());
    }

    @Override
    public String identity() {
        return identityOf(css, id);
    }

    @Override
    public String toString() {
        return identity();
    }

    private static final String PREFIX = "chpid:";

    /** The identity of CHPID {@code id} of channel subsystem {@code css}: {@code chpid:<css>.<chpid>}. */
    public static String identityOf(int css, ChpidId id) {
        return PREFIX + Integer.toHexString(css).toUpperCase(Locale.ROOT) + "." + id;
    }
}
