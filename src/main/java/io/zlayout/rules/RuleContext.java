package io.zlayout.rules;

import io.zlayout.rules.settings.Settings;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.time.Clock;
import java.time.LocalDate;

/**
 * What a rule may look at: the joined site and its topologies, the settings in force, and the clock that
 * says what day it is (suppressions expire). Rules never parse or print.
 */
public record RuleContext(Site site, Settings settings, Clock clock) {

    /** No settings, today's date from the system clock. */
    public RuleContext(Site site) {
        this(site, Settings.NONE, Clock.systemDefaultZone());
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
