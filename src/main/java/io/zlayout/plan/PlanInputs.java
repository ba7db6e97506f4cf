package io.zlayout.plan;

import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IntentDefaults;
import io.zlayout.model.Minidisk;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Builds the planner's input from a joined site: its intent, and what every guest has today. */
public final class PlanInputs {

    /** The stripe size when neither the intent nor a guest names one (seed 003: 32 KB or 64 KB). */
    public static final String DEFAULT_STRIPE = "64k";

    private PlanInputs() {
    }

    public static PlanInput of(Site site) {
        List<GuestIntent> intents = site.all(GuestIntent.class);
        IntentDefaults defaults = site.all(IntentDefaults.class).stream().findFirst().orElse(null);
        Map<String, List<String>> volumes = new LinkedHashMap<>();
        Map<String, List<String>> devices = new LinkedHashMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            List<String> v = new ArrayList<>();
            List<String> d = new ArrayList<>();
            // its directory disks and the LUNs its Linux captures show it running: the current view of every command
            for (GuestTopology.GuestDisk disk : site.running().disks(g)) {
                if (disk.volumeIdentity() != null && !v.contains(disk.volumeIdentity())) {
                    v.add(disk.volumeIdentity());
                }
                if (disk.device() != null) {
                    d.add(disk.device());
                }
            }
            g.fcpDevices().forEach(f -> d.add(f.device()));
            volumes.put(g.guest(), v);
            devices.put(g.guest(), d);
        }
        Map<String, String> boot = new LinkedHashMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            site.hosts().bootVolume(g.guest()).ifPresent(b -> boot.put(g.guest(), b.identity()));
        }
        Set<String> inUse = new HashSet<>();
        site.all(GuestDedicate.class).forEach(d -> {
            if (d.rdev() != null) {
                inUse.add(d.rdev());
            }
        });
        site.all(Minidisk.class).forEach(m -> {
            if (m.devno() != null) {
                inUse.add(m.devno());
            }
        });
        String stripe = defaults != null && defaults.stripeSize() != null ? defaults.stripeSize() : DEFAULT_STRIPE;
        return new PlanInput(site, intents, stripe, defaults == null ? null : defaults.paths(), volumes, devices, inUse,
                boot);
    }
}
