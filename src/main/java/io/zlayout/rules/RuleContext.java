package io.zlayout.rules;

import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

/** What a rule may look at: the joined site and its topologies. Rules never parse or print. */
public record RuleContext(Site site) {

    public ChannelTopology channels() {
        return site.channels();
    }

    public StorageTopology storage() {
        return site.storage();
    }
}
