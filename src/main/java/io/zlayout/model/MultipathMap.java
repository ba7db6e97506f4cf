package io.zlayout.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A DM-multipath map as {@code multipath -ll} shows it (current and 0.4.x formats): the map, its path
 * groups in priority order as printed, and each group's paths.
 *
 * @param wwid           the map's WWID ({@code 36005076305ffc73a00000000000013b5})
 * @param alias          the alias ({@code mpatha}, {@code some-alias}) or null when the map is named by its WWID
 * @param action         what {@code multipath -d}/{@code -v2} would do ({@code create}, {@code reload}, or
 *                       the empty string for a bare {@code :}), null for a plain listing
 * @param dmDevice       {@code dm-N}, or null when printed {@code undef} or not printed (old format)
 * @param vendor         SCSI vendor ({@code IBM}) or null
 * @param product        SCSI product ({@code 2107900}) or null
 * @param size           as printed ({@code 1.0G}, {@code 100G}) or null
 * @param features       the DM features string ({@code 1 queue_if_no_path}) or null
 * @param hardwareHandler the hardware handler string ({@code 0}, {@code 1 alua}) or null
 * @param writeProtect   {@code rw}, {@code ro} or null when not printed
 */
public record MultipathMap(String guest, String wwid, String alias, String action, String dmDevice, String vendor,
                           String product, String size, String features, String hardwareHandler, String writeProtect,
                           List<PathGroup> pathGroups, HostCapture origin, SourceRef source) implements HostScoped {

    public MultipathMap {
        pathGroups = List.copyOf(pathGroups);
    }

    /**
     * A path group: the selector policy, its priority and state, and its paths.
     *
     * @param policy   the path selector ({@code service-time 0}, {@code round-robin 0}) or null
     * @param priority the group priority, or null when not printed
     * @param status   {@code active}, {@code enabled}, {@code disabled} or {@code undef}; null when not printed
     */
    public record PathGroup(String policy, Integer priority, String status, List<MultipathPath> paths,
                            SourceRef source) {

        public PathGroup {
            paths = List.copyOf(paths);
        }
    }

    /**
     * One path of a map.
     *
     * @param hctl         the SCSI address, or null when printed {@code #:#:#:#}
     * @param device       the path device ({@code sdb}) or null when not printed
     * @param majorMinor   {@code 8:16} or null
     * @param dmState      the kernel's view: {@code active}, {@code failed} or {@code undef}; null when missing
     * @param checkerState the path checker's view: {@code ready}, {@code ghost}, {@code faulty}, {@code shaky},
     *                     {@code undef}, ...; null when missing
     * @param deviceState  the SCSI device state ({@code running}, {@code offline}); null when not printed (0.4.x)
     */
    public record MultipathPath(Hctl hctl, String device, String majorMinor, String dmState, String checkerState,
                                String deviceState, SourceRef source) {
    }

    /** The name users see: the alias, else the WWID. */
    public String name() {
        return alias != null ? alias : wwid;
    }

    /** Every path of every group, in the order printed. */
    public List<MultipathPath> paths() {
        List<MultipathPath> all = new ArrayList<>();
        pathGroups.forEach(g -> all.addAll(g.paths()));
        return all;
    }

    @Override
    public String identity() {
        return Ids.multipath(wwid);
    }
}
