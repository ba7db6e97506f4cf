package io.zlayout.plan;

import io.zlayout.model.GuestIntent;
import io.zlayout.model.IntentDefaults;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.topology.CurrentEntries;
import io.zlayout.topology.RunningLayout;
import io.zlayout.topology.Site;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds the planner's input from a joined site: its intent, and what every guest has today. */
public final class PlanInputs {

    /** The stripe size when neither the intent nor a guest names one (the SHARE presentation: 32 KB or 64 KB). */
    public static final String DEFAULT_STRIPE = "64k";

    private PlanInputs() {
    }

    public static PlanInput of(Site site) {
        List<GuestIntent> intents = site.all(GuestIntent.class);
        IntentDefaults defaults = site.all(IntentDefaults.class).stream().findFirst().orElse(null);
        Map<String, List<VolumeRef>> volumes = new LinkedHashMap<>();
        Map<String, List<DeviceNumber>> devices = new LinkedHashMap<>();
        Map<String, Set<VolumeRef>> boot = new LinkedHashMap<>();
        Map<String, CurrentEntries.CurrentEntry> today = new LinkedHashMap<>();
        Set<DeviceNumber> inUse = new HashSet<>();
        for (CurrentEntries.CurrentEntry e : site.today().all()) {
            today.put(e.guest(), e);
            volumes.put(e.guest(), e.volumes());
            List<DeviceNumber> d = new ArrayList<>();
            // a SUBCONFIG's device is one member's: in use, but never one of the guest's planned paths or disks
            e.devices().stream().filter(x -> x.device() != null && !"link".equals(x.how()))
                    .forEach(x -> (x.subconfig() == null ? d : inUse).add(x.device()));
            devices.put(e.guest(), d);
            inUse.addAll(d);
            if (!e.bootVolumes().isEmpty()) {
                boot.put(e.guest(), e.bootVolumes());
            }
        }
        // the FCP devices a guest runs over today, where its captures show them and its entry does not (an
        // ATTACH, a guest known only from its captures): its own, and never handed to another guest
        for (RunningLayout.GuestRun run : site.running().guests()) {
            List<DeviceNumber> d = devices.computeIfAbsent(run.guest(), k -> new ArrayList<>());
            for (RunningLayout.RunningDisk disk : run.disks()) {
                for (RunningLayout.LunRoute r : disk.routes()) {
                    DeviceNumber device = r.path().route().device();
                    if (device != null && !d.contains(device)) {
                        d.add(device);
                        inUse.add(device);
                    }
                }
            }
        }
        Set<String> reuse = new HashSet<>();
        boolean reuseAll = defaults != null && Boolean.TRUE.equals(defaults.reuseReleased());
        for (GuestIntent g : intents) {
            if (g.reuseReleased() != null ? g.reuseReleased() : reuseAll) {
                reuse.add(g.guest());
            }
        }
        String stripe = defaults != null && defaults.stripeSize() != null ? defaults.stripeSize() : DEFAULT_STRIPE;
        return new PlanInput(site, intents, stripe, defaults == null ? null : defaults.paths(), volumes, devices, inUse,
                boot, today, reuse);
    }
}
