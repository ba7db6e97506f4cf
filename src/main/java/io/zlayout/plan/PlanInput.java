package io.zlayout.plan;

import io.zlayout.model.GuestIntent;
import io.zlayout.topology.Site;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the planner needs besides the site: the intent, the defaults, and what guests have today.
 *
 * @param stripeSize       the site default stripe size ({@code 64k} unless the intent says otherwise)
 * @param paths            the site default path count for FCP guests (null = up to 4)
 * @param currentVolumes   guest -> volume identities it has today (directory, Linux files)
 * @param currentDevices   guest -> device numbers dedicated to it today (FCP devices and ECKD bases)
 * @param devicesInUse     every device number some guest has today (not free for others)
 * @param bootVolumes      guest -> the volume identity its directory's LOADDEV names (its SCSI IPL disk): given
 *                         to nobody, and not made part of the guest's stripe set
 */
public record PlanInput(Site site, List<GuestIntent> intents, String stripeSize, Integer paths,
                        Map<String, List<String>> currentVolumes, Map<String, List<String>> currentDevices,
                        Set<String> devicesInUse, Map<String, String> bootVolumes) {

    public PlanInput {
        intents = List.copyOf(intents);
        currentVolumes = Map.copyOf(currentVolumes);
        currentDevices = Map.copyOf(currentDevices);
        devicesInUse = Set.copyOf(devicesInUse);
        bootVolumes = Map.copyOf(bootVolumes);
    }

    /** No guest boots from a LUN. */
    public PlanInput(Site site, List<GuestIntent> intents, String stripeSize, Integer paths,
                     Map<String, List<String>> currentVolumes, Map<String, List<String>> currentDevices,
                     Set<String> devicesInUse) {
        this(site, intents, stripeSize, paths, currentVolumes, currentDevices, devicesInUse, Map.of());
    }
}
