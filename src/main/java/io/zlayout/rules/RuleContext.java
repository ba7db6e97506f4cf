package io.zlayout.rules;

import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What a rule may look at: the joined site and its topologies. Rules never parse or print. {@code shared}
 * holds what several rules derive alike from the site (see {@link #shared(Object, Supplier)}).
 */
public record RuleContext(Site site, Map<Object, Object> shared) {

    public RuleContext(Site site) {
        this(site, new HashMap<>());
    }

    /**
     * A value derived from the site, made by the first rule that asks for {@code key} and reused by the
     * others of this run (the spread rules share one grouping of every guest's disks).
     */
    @SuppressWarnings("unchecked")
    public <T> T shared(Object key, Supplier<T> make) {
        return (T) shared.computeIfAbsent(key, k -> make.get());
    }

    public ChannelTopology channels() {
        return site.channels();
    }

    public StorageTopology storage() {
        return site.storage();
    }
}
