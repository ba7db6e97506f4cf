package io.zlayout.testing;

import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.EnclosureRef;
import io.zlayout.model.ref.HostAdapterRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.ref.LssRef;
import io.zlayout.model.ref.PoolRef;
import io.zlayout.model.ref.RankRef;
import io.zlayout.model.ref.VolumeRef;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Typed references from the identity strings tests write ({@code volume:IBM.2107-75ZL101/1000}); null for null. A
 * test names elements as docs/design.md's identities do; the code under test holds references.
 */
public final class Refs {

    private Refs() {
    }

    public static VolumeRef volume(String identity) {
        return of(identity, VolumeRef::parse);
    }

    public static RankRef rank(String identity) {
        return of(identity, RankRef::parse);
    }

    public static LssRef lss(String identity) {
        return of(identity, LssRef::parse);
    }

    public static PoolRef pool(String identity) {
        return of(identity, PoolRef::parse);
    }

    public static ChpidRef chpid(String identity) {
        return of(identity, ChpidRef::parse);
    }

    public static IoPortRef port(String identity) {
        return of(identity, IoPortRef::parse);
    }

    public static HostAdapterRef adapter(String identity) {
        return of(identity, HostAdapterRef::parse);
    }

    public static EnclosureRef enclosure(String identity) {
        return of(identity, EnclosureRef::parse);
    }

    /** Rank shares keyed by rank identity, as references (in the same order). */
    public static Map<RankRef, Double> shares(Map<String, Double> byIdentity) {
        if (byIdentity == null) {
            return null;
        }
        Map<RankRef, Double> out = new LinkedHashMap<>();
        byIdentity.forEach((r, share) -> out.put(rank(r), share));
        return out;
    }

    private static <T> T of(String identity, Function<String, Optional<T>> parse) {
        return identity == null ? null : parse.apply(identity)
                .orElseThrow(() -> new IllegalArgumentException("not an identity of that kind: " + identity));
    }
}
