package io.zlayout.rules.catalog;

import io.zlayout.rules.Rule;
import io.zlayout.rules.access.HostTypeNotZLinux;
import io.zlayout.rules.access.IoPortNotAdmitted;
import io.zlayout.rules.access.LunMaskedOffPaths;
import io.zlayout.rules.access.LunNotInVolumeGroup;
import io.zlayout.rules.access.NoHostConnection;
import io.zlayout.rules.access.UnusedHostConnection;
import io.zlayout.rules.access.ZoneMultipleInitiators;
import io.zlayout.rules.access.ZoningMaskingMismatch;
import io.zlayout.rules.channel.ChannelPathUnavailable;
import io.zlayout.rules.channel.ChpidNotOnAllLcus;
import io.zlayout.rules.channel.DeviceOutsideUnitadd;
import io.zlayout.rules.channel.DuplicateDevice;
import io.zlayout.rules.channel.FcpControlUnitPaths;
import io.zlayout.rules.channel.SameChannelCard;
import io.zlayout.rules.channel.SinglePath;
import io.zlayout.rules.channel.SingleSwitch;
import io.zlayout.rules.channel.TooManyPaths;
import io.zlayout.rules.channel.UndefinedChpid;
import io.zlayout.rules.host.BootPathSingle;
import io.zlayout.rules.host.FcpDeviceNotInDirectory;
import io.zlayout.rules.host.LinearLvMultiplePvs;
import io.zlayout.rules.host.MapSingleAdapter;
import io.zlayout.rules.host.MultipathFailoverOnly;
import io.zlayout.rules.host.PathFailed;
import io.zlayout.rules.host.PathsUnused;
import io.zlayout.rules.host.PriorityGroupsSplit;
import io.zlayout.rules.host.QueueSaturated;
import io.zlayout.rules.host.StripeOrder;
import io.zlayout.rules.host.StripeSize;
import io.zlayout.rules.host.UnknownLun;
import io.zlayout.rules.host.UnknownTargetPort;
import io.zlayout.rules.layout.ConsecutiveAddresses;
import io.zlayout.rules.layout.DaPairConcentration;
import io.zlayout.rules.layout.AliasHiddenByCioIgnore;
import io.zlayout.rules.layout.GuestWithoutAliases;
import io.zlayout.rules.layout.LcuSpread;
import io.zlayout.rules.layout.PoolConcentration;
import io.zlayout.rules.layout.MinidiskCacheWriteHeavy;
import io.zlayout.rules.layout.ServerImbalance;
import io.zlayout.rules.layout.ThroughputBelowPlan;
import io.zlayout.rules.settings.ExpiredSuppression;
import io.zlayout.rules.settings.UnusedSuppression;
import io.zlayout.rules.storage.AliasInStandbySubchannelSet;
import io.zlayout.rules.storage.AliasMismatch;
import io.zlayout.rules.storage.CkdFbSharedAdapter;
import io.zlayout.rules.storage.CuImageUnknown;
import io.zlayout.rules.storage.LcuTooFewAliases;
import io.zlayout.rules.storage.LcuWithoutAliases;
import io.zlayout.rules.storage.FabricUnmapped;
import io.zlayout.rules.storage.SharedHostAdapter;
import io.zlayout.rules.storage.UnknownLss;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The one list of rules. Adding a rule: its class, one line here, one fixture folder. */
public final class RuleCatalog {

    private static final List<Rule> RULES = List.of(
            new UndefinedChpid(),
            new DuplicateDevice(),
            new DeviceOutsideUnitadd(),
            new SinglePath(),
            new ChannelPathUnavailable(),
            new TooManyPaths(),
            new FcpControlUnitPaths(),
            new SameChannelCard(),
            new SingleSwitch(),
            new ChpidNotOnAllLcus(),
            new UnknownLss(),
            new CuImageUnknown(),
            new SharedHostAdapter(),
            new CkdFbSharedAdapter(),
            new LcuWithoutAliases(),
            new LcuTooFewAliases(),
            new AliasMismatch(),
            new AliasInStandbySubchannelSet(),
            new FabricUnmapped(),
            new ConsecutiveAddresses(),
            new ServerImbalance(),
            new LcuSpread(),
            new PoolConcentration(),
            new GuestWithoutAliases(),
            new AliasHiddenByCioIgnore(),
            new DaPairConcentration(),
            new MinidiskCacheWriteHeavy(),
            new ThroughputBelowPlan(),
            new ExpiredSuppression(),
            new UnusedSuppression(RuleCatalog::bySlug),
            new PathsUnused(),
            new MultipathFailoverOnly(),
            new MapSingleAdapter(),
            new BootPathSingle(),
            new PriorityGroupsSplit(),
            new PathFailed(),
            new FcpDeviceNotInDirectory(),
            new QueueSaturated(),
            new UnknownTargetPort(),
            new UnknownLun(),
            new StripeSize(),
            new StripeOrder(),
            new LinearLvMultiplePvs(),
            new NoHostConnection(),
            new IoPortNotAdmitted(),
            new LunMaskedOffPaths(),
            new LunNotInVolumeGroup(),
            new UnusedHostConnection(),
            new HostTypeNotZLinux(),
            new ZoneMultipleInitiators(),
            new ZoningMaskingMismatch()
    );

    private RuleCatalog() {
    }

    /** Every rule, sorted by slug. */
    public static List<Rule> all() {
        return RULES.stream().sorted(Comparator.comparing(Rule::slug)).toList();
    }

    /** The slug of the catalog nearest to {@code slug} (a typo of it: at most 3 edits away), for "did you mean". */
    public static Optional<String> nearest(String slug) {
        String near = null;
        int best = 4;
        for (Rule r : all()) {
            int d = SettingsReader.distance(slug, r.slug());
            if (d < best) {
                best = d;
                near = r.slug();
            }
        }
        return Optional.ofNullable(near);
    }

    public static Optional<Rule> bySlug(String slug) {
        return RULES.stream().filter(r -> r.slug().equals(slug)).findFirst();
    }
}
