package io.zlayout.rules;

import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.time.Clock;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a rule may look at: the joined site and its topologies, the settings in force, and the clock that
 * says what day it is (suppressions expire), and the throughput figures of the site's plan when the run has
 * them. Rules never parse, plan, model or print. {@code shared} holds what several rules derive alike from
 * the site (see {@link #shared(Object, Supplier)}).
 *
 * @param throughput per guest name, the model's figures for its current and planned layouts; empty when the
 *                   site has no intent, its intent cannot be met, or the run did not ask for them (the
 *                   pipeline computes them once, see io.zlayout.pipeline.Pipeline#assess)
 */
public record RuleContext(Site site, Settings settings, Clock clock, Map<Object, Object> shared,
                          Map<String, PlannedThroughput> throughput) {

    public RuleContext {
        throughput = Map.copyOf(throughput);
    }

    /** No settings, today's date from the system clock, no throughput figures. */
    public RuleContext(Site site) {
        this(site, Settings.NONE, Clock.systemDefaultZone());
    }

    /** No throughput figures. */
    public RuleContext(Site site, Settings settings, Clock clock) {
        this(site, settings, clock, Map.of());
    }

    public RuleContext(Site site, Settings settings, Clock clock, Map<String, PlannedThroughput> throughput) {
        this(site, settings, clock, new HashMap<>(), throughput);
    }

    /** The model's figures for {@code guest} (by name, as the plan names it), when the run computed them. */
    public Optional<PlannedThroughput> throughput(String guest) {
        return Optional.ofNullable(throughput.get(guest));
    }

    /**
     * A value derived from the site, made by the first rule that asks for {@code key} and reused by the
     * others of this run (the spread rules share one grouping of every guest's disks).
     */
    @SuppressWarnings("unchecked")
    public <T> T shared(Object key, Supplier<T> make) {
        Object v = shared.get(key);
        if (v == null) {
            v = make.get();
            shared.put(key, v);
        }
        return (T) v;
    }

    public ChannelTopology channels() {
        return site.channels();
    }

    public StorageTopology storage() {
        return site.storage();
    }

    /** Today in the clock's zone. */
    public LocalDate today() {
        return LocalDate.now(clock);
    }
}
