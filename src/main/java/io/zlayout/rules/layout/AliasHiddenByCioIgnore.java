package io.zlayout.rules.layout;

import io.zlayout.model.CioIgnoreList;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.Device;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.Ids;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.LssRef;
import io.zlayout.rules.Findings;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.Severity;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.LcuAliases;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A guest's I/O exclusion list hides HyperPAV aliases of its own LCUs: under z/VM the alias devices its directory
 * entry dedicates (at their virtual device numbers), in an LPAR the IOCDS's alias devices of the LCUs whose bases its
 * Linux has (at their subchannel set and device number). Judged only where a capture of the list is read.
 */
public final class AliasHiddenByCioIgnore extends Rule {

    public AliasHiddenByCioIgnore() {
        super(about("alias-hidden-by-cio-ignore", Severity.WARNING,
                "A guest's cio_ignore list hides HyperPAV aliases of its LCUs")
                // the directory tells a z/VM guest (whose bus IDs are virtual device numbers) from an LPAR's Linux
                .needs(Needs.of("aliases of the guests' LCUs", InputKind.CIO_IGNORE, InputKind.ZVM_DIRECTORY,
                        InputKind.IOCDS))
                .explanation("Linux uses a HyperPAV alias only when it senses the alias device: \"Ignored devices are"
                        + " not sensed and analyzed. The device cannot be used until it is analyzed\" (IBM, Device"
                        + " Drivers, Features, and Commands: cio_ignore), and IBM's HyperPAV setup for Linux asks that"
                        + " the aliases are not hidden by cio_ignore (IBM, HyperPAV setup). An alias serves the bases"
                        + " of its own LCU (IBM, Using HyperPAV for ECKD DASD), so a hidden alias of the guest's LCUs"
                        + " is parallel I/O the guest has and cannot use. Under z/VM the guest's devices are the ones"
                        + " its directory entry dedicates, at their virtual device numbers; in an LPAR (a guest the"
                        + " z/VM directory does not have) they are the IOCDS's devices, at their subchannel set"
                        + " (SCHSET) and number. The rule reads the list from cio_ignore -l, -L, -k or"
                        + " /proc/cio_ignore.")
                .remediation("Take the alias devices off the exclusion list: cio_ignore -r <bus-ID> now, and for the"
                        + " next boot remove them from the cio_ignore= kernel parameter (zipl.conf, or chzdev"
                        + " dasd-eckd <alias> -e -p, which does both); then they come online with their bases."));
    }

    @Override
    public void check(RuleContext ctx, Findings out) {
        List<CioIgnoreList> lists = ctx.site().all(CioIgnoreList.class);
        if (lists.isEmpty()) {
            return;
        }
        LcuAliases aliases = ctx.site().lcuAliases();
        Set<String> zvmGuests = new HashSet<>();
        for (Guest g : ctx.site().all(Guest.class)) {
            zvmGuests.add(g.name());
        }
        for (CioIgnoreList list : lists) {
            if (list.guest() == null) {
                continue;
            }
            // per LCU, the hidden aliases as the guest's Linux names them
            Map<LssRef, List<String>> hidden = zvmGuests.contains(list.guest()) ? dedicated(ctx, aliases, list)
                    : lpar(ctx, aliases, list);
            hidden.forEach((lcu, busIds) -> out.add(this, Ids.guest(list.guest()) + "'s cio_ignore list hides "
                    + busIds.size() + " HyperPAV alias" + (busIds.size() == 1 ? "" : "es") + " of " + lcu.identity() + " ("
                    + String.join(", ", busIds) + "): Linux never senses " + (busIds.size() == 1 ? "it" : "them")
                    + ", so " + (busIds.size() == 1 ? "it never comes" : "they never come") + " online.",
                    List.of(Ids.guest(list.guest()), lcu.identity()), list.source()));
        }
    }

    /** A z/VM guest's dedicated aliases whose virtual device the list ignores, by LCU. */
    private static Map<LssRef, List<String>> dedicated(RuleContext ctx, LcuAliases aliases, CioIgnoreList list) {
        Map<DeviceNumber, LssRef> lcuOf = new TreeMap<>();
        aliases.guestAliases().getOrDefault(list.guest(), Map.of()).forEach((lcu, devices) ->
                devices.forEach(d -> lcuOf.put(d, lcu)));
        Map<LssRef, List<String>> out = new TreeMap<>();
        for (GuestDedicate d : ctx.site().all(GuestDedicate.class)) {
            if (!list.guest().equals(d.guest()) || d.rdev() == null || d.vdev() == null) {
                continue;
            }
            LssRef lcu = lcuOf.get(d.rdev());
            BusId bus = new BusId(0, 0, d.vdev());
            if (lcu != null && list.ignores(bus)) {
                out.computeIfAbsent(lcu, k -> new ArrayList<>()).add(bus + " (real " + d.rdev() + ")");
            }
        }
        return out;
    }

    /**
     * In an LPAR: the LCUs of the DASD bases its Linux shows (by the IOCDS device of each bus ID), and of those the
     * IOCDS alias devices the list ignores in every subchannel set the IOCDS puts them in.
     */
    private static Map<LssRef, List<String>> lpar(RuleContext ctx, LcuAliases aliases, CioIgnoreList list) {
        ChannelTopology ch = ctx.channels();
        Set<LssRef> lcus = new java.util.TreeSet<>();
        for (DasdDevice d : ctx.site().all(DasdDevice.class)) {
            if (!list.guest().equals(d.guest()) || d.alias() || d.busId() == null) {
                continue;
            }
            lcuOf(ctx, ch, d.busId().device()).ifPresent(lcus::add);
        }
        Map<LssRef, List<String>> out = new TreeMap<>();
        for (LssRef lcu : lcus) {
            LcuAliases.Lcu l = aliases.lcus().get(lcu);
            if (l == null) {
                continue;
            }
            for (DeviceNumber a : l.iocdsAliases()) {
                Optional<Device> device = ctx.site().find(Device.class, Ids.device(a));
                Set<Integer> sets = new java.util.TreeSet<>(device.map(x -> x.subchannelSets().values())
                        .orElse(List.of(0)));
                if (sets.isEmpty()) {
                    sets.add(0);
                }
                boolean all = true;
                for (int s : sets) {
                    all &= list.ignores(new BusId(0, s, a));
                }
                if (all) {
                    out.computeIfAbsent(lcu, k -> new ArrayList<>()).add(new BusId(0, sets.iterator().next(), a)
                            .toString());
                }
            }
        }
        return out;
    }

    /** The LCU of an IOCDS device, by its first control unit. */
    private static Optional<LssRef> lcuOf(RuleContext ctx, ChannelTopology ch, DeviceNumber number) {
        Optional<Device> device = ctx.site().find(Device.class, Ids.device(number));
        if (device.isEmpty() || device.get().controlUnits().isEmpty()) {
            return Optional.empty();
        }
        Optional<ControlUnit> cu = ch.controlUnit(device.get().controlUnits().get(0));
        if (cu.isEmpty()) {
            return Optional.empty();
        }
        return ch.image(cu.get()).map(image -> new LssRef(image, ChannelTopology.lcu(cu.get())));
    }
}
