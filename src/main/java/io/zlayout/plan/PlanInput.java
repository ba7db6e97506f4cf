package io.zlayout.plan;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.Site;
import io.zlayout.model.ref.VolumeRef;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the planner needs besides the site: the intent, the defaults, and what guests have today.
 *
 * @param stripeSize       the site default stripe size ({@code 64k} unless the intent says otherwise)
 * @param paths            the site default path count for FCP guests (null = up to 4)
 * @param currentVolumes   guest -> the volumes it has today (directory, Linux files): given to no other
 *                         guest unless the receiving guest's intent allows reusing released volumes
 * @param currentDevices   guest -> device numbers dedicated to it today (FCP devices and ECKD bases)
 * @param devicesInUse     every device number some guest has today (not free for others)
 * @param bootVolumes      guest -> the volumes it IPLs from (IPL device, LOADDEV LUNs with their alternates): given
 *                         to nobody, and not made part of the guest's stripe set
 * @param today            guest -> its entry today (vdevs in use, the devices behind them); guests not here have none
 * @param reuseReleased    the guests whose intent allows them volumes other guests of the plan release
 * @param keepToday        guest -> why it keeps its layout of today: every disk it has today that can stay one
 *                         of its disks stays (none is released), its FCP devices are its paths first, and only
 *                         what its intent asks beyond them is added
 */
public record PlanInput(Site site, List<GuestIntent> intents, String stripeSize, Integer paths,
                        Map<String, List<VolumeRef>> currentVolumes, Map<String, List<DeviceNumber>> currentDevices,
                        Set<DeviceNumber> devicesInUse, Map<String, Set<VolumeRef>> bootVolumes,
                        Map<String, CurrentEntries.CurrentEntry> today, Set<String> reuseReleased,
                        Map<String, KeptLayout> keepToday) {

    public PlanInput {
        intents = List.copyOf(intents);
        currentVolumes = Map.copyOf(currentVolumes);
        currentDevices = Map.copyOf(currentDevices);
        devicesInUse = Set.copyOf(devicesInUse);
        Map<String, Set<VolumeRef>> b = new HashMap<>();
        bootVolumes.forEach((k, v) -> b.put(k, Set.copyOf(v)));
        bootVolumes = Map.copyOf(b);
        today = Map.copyOf(today);
        reuseReleased = Set.copyOf(reuseReleased);
        keepToday = keepToday == null ? Map.of() : Map.copyOf(keepToday);
    }

    /** No guest asked to keep its layout of today. */
    public PlanInput(Site site, List<GuestIntent> intents, String stripeSize, Integer paths,
                     Map<String, List<VolumeRef>> currentVolumes, Map<String, List<DeviceNumber>> currentDevices,
                     Set<DeviceNumber> devicesInUse, Map<String, Set<VolumeRef>> bootVolumes,
                     Map<String, CurrentEntries.CurrentEntry> today, Set<String> reuseReleased) {
        this(site, intents, stripeSize, paths, currentVolumes, currentDevices, devicesInUse, bootVolumes, today,
                reuseReleased, Map.of());
    }

    /** The same input, with {@code keep} the guests that keep their layout of today. */
    public PlanInput keepingToday(Map<String, KeptLayout> keep) {
        return new PlanInput(site, intents, stripeSize, paths, currentVolumes, currentDevices, devicesInUse,
                bootVolumes, today, reuseReleased, keep);
    }

    /** No guest boots from a disk of the site, no entries known, no reuse. */
    public PlanInput(Site site, List<GuestIntent> intents, String stripeSize, Integer paths,
                     Map<String, List<VolumeRef>> currentVolumes, Map<String, List<DeviceNumber>> currentDevices,
                     Set<DeviceNumber> devicesInUse) {
        this(site, intents, stripeSize, paths, currentVolumes, currentDevices, devicesInUse, Map.of(), Map.of(),
                Set.of());
    }

    /** The entry of {@code guest} today, or an empty one. */
    public CurrentEntries.CurrentEntry today(String guest) {
        CurrentEntries.CurrentEntry e = today.get(guest);
        return e != null ? e : CurrentEntries.CurrentEntry.none(guest);
    }
}
