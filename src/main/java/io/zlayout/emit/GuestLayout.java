package io.zlayout.emit;

import io.zlayout.model.Ids;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.VolumeId;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.plan.PlannedPath;
import io.zlayout.topology.CurrentEntries;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;


/**
 * One guest's plan as the emitters need it: names that are safe in paths, shell and configuration files,
 * every identifier checked and normalised once, and the Linux view of each disk (bus ID, virtual device,
 * multipath alias, physical volume path). A value that would make a file wrong or unsafe is refused with
 * an IllegalArgumentException naming the guest; a value the plan does not know (null) is carried as null
 * and each emitter says what is missing in a comment.
 */
final class GuestLayout {

    enum Access { FCP, ECKD, MINIDISK }

    /** First virtual device number of the full-pack minidisks. */
    static final int FIRST_MINIDISK_VDEV = 0x0200;

    private static final Pattern USER_ID = Pattern.compile("[A-Z0-9@#$_-]{1,8}");
    private static final Pattern VOLSER = Pattern.compile("[A-Z0-9@#$]{1,6}");
    private static final Pattern IMAGE = Pattern.compile("[0-9A-Za-z.-]{1,32}");

    /** One disk in stripe order. */
    record Disk(int number, PlannedDisk planned, String volumeId, String device, String vdev, String busId,
                String lun, String wwid, String volser, Integer cylinders, String alias, String pv, boolean kept) {

        /** Short display name: the volume ID. */
        String name() {
            return volumeId;
        }
    }

    /**
     * One path; for FCP the guest's FCP device (its real number {@code device}, its virtual number {@code vdev},
     * which is what Linux sees as {@code busId}) and the target port; {@code origin} where the guest has the
     * device today (its entry, only its captures, or neither).
     */
    record Path(PlannedPath planned, String device, String vdev, String busId, String wwpn,
                PlannedPath.Origin origin) {

        /** True when the entry dedicates the device today. */
        boolean kept() {
            return origin == PlannedPath.Origin.ENTRY;
        }

        /** True when the guest runs over the device today without an entry statement for it. */
        boolean runsToday() {
            return origin == PlannedPath.Origin.RUNNING;
        }
    }

    private final GuestPlan plan;
    private final String userId;
    private final String token;
    private final Access access;
    private final List<Disk> disks;
    private final List<Path> paths;
    private final String stripe;
    private final List<String> bootDisks;
    /** What the plan releases, made on first use (an immutable list: two threads making it make the same). */
    private List<ReleaseEmitter.Release> releases;
    /** Whether its data moves, made on first use (a record: two threads making it make the same). */
    private Migration migration;

    private GuestLayout(GuestPlan plan) {
        this.plan = plan;
        this.userId = userId(plan.guest());
        this.token = token(userId);
        this.access = access(userId, plan.access());
        this.stripe = plan.disks().size() > 1 ? stripe(userId, plan) : null;
        this.paths = paths(userId, access, plan);
        this.disks = disks(userId, token, access, plan);
        this.bootDisks = bootDisks(userId, plan);
    }

    /** Whether the guest's data moves to the planned disks, and what moves ({@link Migration#of}). */
    Migration migration() {
        Migration m = migration;
        if (m == null) {
            m = Migration.of(this);
            migration = m;
        }
        return m;
    }

    /** What the plan releases of this guest ({@link ReleaseEmitter#releases}); five emitters ask. */
    List<ReleaseEmitter.Release> releases() {
        List<ReleaseEmitter.Release> r = releases;
        if (r == null) {
            r = ReleaseEmitter.releases(this);
            releases = r;
        }
        return r;
    }

    static GuestLayout of(GuestPlan plan) {
        return new GuestLayout(plan);
    }

    /** Layouts of all guests, in plan order; refuses two guests whose names map to the same folder. */
    static List<GuestLayout> all(List<GuestPlan> guests) {
        List<GuestLayout> out = new ArrayList<>();
        Map<String, String> byToken = new HashMap<>();
        for (GuestPlan g : guests) {
            GuestLayout layout = of(g);
            String other = byToken.putIfAbsent(layout.token(), layout.userId());
            if (other != null) {
                throw new IllegalArgumentException("guests " + other + " and " + layout.userId()
                        + " would share the output folder " + layout.dir());
            }
            out.add(layout);
        }
        return List.copyOf(out);
    }

    /** Dedicated ECKD: the HyperPAV aliases the plan gives (or keeps for) the guest, LCU by LCU. */
    List<io.zlayout.plan.PlannedAlias> aliases() {
        return plan.aliases();
    }

    /** The bus ID Linux sees an alias at: its vdev in subchannel set 0, lower case. */
    static String busId(io.zlayout.plan.PlannedAlias a) {
        return new BusId(0, 0, a.vdev()).toString();
    }

    GuestPlan plan() {
        return plan;
    }

    /** The z/VM user ID, upper case. */
    String userId() {
        return userId;
    }

    /** Lower-case name safe in paths, LVM names and multipath aliases. */
    String token() {
        return token;
    }

    /** The guest's folder in the output, {@code guests/<token>}. */
    String dir() {
        return "guests/" + token;
    }

    /**
     * Paths under a guest folder, by that folder ({@code guests/<token>}), each relative to it and in the order
     * given: one pass over the paths instead of one per guest.
     */
    static Map<String, List<String>> filesByDir(List<String> paths) {
        Map<String, List<String>> out = new HashMap<>();
        for (String p : paths) {
            if (!p.startsWith("guests/")) {
                continue;
            }
            int slash = p.indexOf('/', "guests/".length());
            if (slash > 0) {
                out.computeIfAbsent(p.substring(0, slash), k -> new ArrayList<>()).add(p.substring(slash + 1));
            }
        }
        return out;
    }

    String file(String relative) {
        return dir() + "/" + relative;
    }

    Access access() {
        return access;
    }

    String accessName() {
        return access.name().toLowerCase(Locale.ROOT);
    }

    String workload() {
        return plan.workload() == null ? "mixed" : plan.workload();
    }

    List<Disk> disks() {
        return disks;
    }

    List<Path> paths() {
        return paths;
    }

    /**
     * The Linux paths of the disks the guest IPLs from ({@code /dev/disk/by-path/ccw-0.0.0201}); the LVM script
     * refuses to touch them.
     */
    List<String> bootDisks() {
        return bootDisks;
    }

    /** The lvcreate -I value ({@code 64k}), or null for fewer than two disks (no striping). */
    String stripe() {
        return stripe;
    }

    String volumeGroup() {
        return "vg_" + token;
    }

    String logicalVolume() {
        return "lv_" + token;
    }

    /** True where writes dominate and the minidisks should not use minidisk cache (z/VM 5.2 "Linux Disk I/O Alternatives"). */
    boolean noMdc() {
        return access == Access.MINIDISK && writeHeavy(workload());
    }

    static boolean writeHeavy(String workload) {
        return workload.equals("seq-write") || workload.equals("random-write");
    }

    static String userId(String guest) {
        String id = guest == null ? "" : guest.trim().toUpperCase(Locale.ROOT);
        if (!USER_ID.matcher(id).matches()) {
            throw new IllegalArgumentException("guest name " + (guest == null ? "null" : "'" + guest + "'")
                    + " is not a z/VM user ID (1 to 8 of A-Z 0-9 @ # $ _ -)");
        }
        return id;
    }

    /**
     * Lower case, with every character outside {@code [a-z0-9_-]} written as {@code _} and two hex digits, so
     * the result can never hold a path separator, a dot or a shell metacharacter.
     */
    static String token(String name) {
        StringBuilder b = new StringBuilder();
        for (char c : name.toLowerCase(Locale.ROOT).toCharArray()) {
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-') {
                b.append(c);
            } else {
                b.append('_').append(String.format(Locale.ROOT, "%02x", (int) c & 0xff));
            }
        }
        return b.toString();
    }

    private static Access access(String guest, String access) {
        if (access != null) {
            switch (access.toLowerCase(Locale.ROOT)) {
                case "fcp":
                    return Access.FCP;
                case "eckd":
                    return Access.ECKD;
                case "minidisk":
                    return Access.MINIDISK;
                default:
                    break;
            }
        }
        throw new IllegalArgumentException("guest " + guest + ": access must be fcp, eckd or minidisk, not "
                + (access == null ? "null" : "'" + access + "'"));
    }

    private static String stripe(String guest, GuestPlan plan) {
        long bytes = plan.stripeSize() == null ? -1 : plan.stripeSizeBytes();
        if (bytes < 4096 || bytes > 4L << 20 || Long.bitCount(bytes) != 1) {
            throw new IllegalArgumentException("guest " + guest + ": stripe size "
                    + (plan.stripeSize() == null ? "null" : "'" + plan.stripeSize() + "'")
                    + " is not a power of two from 4k to 4m");
        }
        return bytes % (1L << 20) == 0 ? (bytes >> 20) + "m" : (bytes >> 10) + "k";
    }

    private static List<Path> paths(String guest, Access access, GuestPlan plan) {
        List<Path> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (PlannedPath p : plan.paths()) {
            if (access != Access.FCP) {
                out.add(new Path(p, null, null, null, null, p.origin()));
                continue;
            }
            DeviceNumber number = p.device();
            DeviceNumber virtual = p.vdev();
            BusId bus = p.fcpDevice();
            if (virtual == null && bus != null) {
                virtual = bus.device();
            }
            if (virtual == null) {
                virtual = number;
            }
            if (number == null) {
                number = virtual;
            }
            if (virtual != null) {
                BusId fromVdev = new BusId(0, 0, virtual);
                if (bus != null && !bus.equals(fromVdev)) {
                    throw new IllegalArgumentException("guest " + guest + ": FCP bus ID " + bus
                            + " is not its virtual device " + virtual);
                }
                bus = fromVdev;
            }
            String device = number == null ? null : number.toString();
            String vdev = virtual == null ? null : virtual.toString();
            String busId = bus == null ? null : bus.toString();
            if (device != null && !seen.add(device)) {
                throw new IllegalArgumentException("guest " + guest + ": FCP device " + device + " on two paths");
            }
            if (vdev != null && !vdev.equals(device) && !seen.add("v" + vdev)) {
                throw new IllegalArgumentException("guest " + guest + ": FCP virtual device " + vdev
                        + " on two paths");
            }
            if (virtual != null && !p.kept() && plan.today().vdevsInUse().contains(virtual)) {
                throw new IllegalArgumentException("guest " + guest + ": new FCP device " + device + " at virtual"
                        + " device " + vdev + ", which its entry uses today");
            }
            String wwpn = p.wwpn() == null ? null : p.wwpn().toString();
            out.add(new Path(p, device, vdev, busId, wwpn, p.origin()));
        }
        return List.copyOf(out);
    }

    private static List<Disk> disks(String guest, String token, Access access, GuestPlan plan) {
        Map<String, Integer> volumeIdCount = new HashMap<>();
        for (PlannedDisk d : plan.disks()) {
            volumeIdCount.merge(volumeId(guest, d.volumeId()), 1, Integer::sum);
        }
        Set<String> aliases = new HashSet<>();
        Set<String> devices = new HashSet<>();
        List<Disk> out = new ArrayList<>();
        int n = 0;
        for (PlannedDisk d : plan.disks()) {
            n++;
            String volumeId = volumeId(guest, d.volumeId());
            String device = d.device() == null ? null : d.device().toString();
            String lun = null;
            String wwid = null;
            String alias = null;
            String vdev = null;
            DeviceNumber virtual = null;
            String busId = null;
            String pv;
            String volser = d.volser() == null ? null : volser(guest, d.volser());
            Integer cylinders = d.cylinders();
            switch (access) {
                case FCP -> {
                    if (d.lun() == null) {
                        throw new IllegalArgumentException("guest " + guest + ": FCP disk " + volumeId + " has no LUN");
                    }
                    lun = d.lun().toString();
                    wwid = d.wwid() == null ? null : d.wwid().toString();
                    alias = token + "_" + (volumeIdCount.get(volumeId) > 1 ? image(guest, d.image()) + "_" : "")
                            + volumeId.toLowerCase(Locale.ROOT);
                    if (!aliases.add(alias)) {
                        throw new IllegalArgumentException("guest " + guest + ": volume " + d.volume() + " twice");
                    }
                    pv = "/dev/mapper/" + alias;
                }
                case ECKD -> {
                    if (device == null) {
                        throw new IllegalArgumentException("guest " + guest + ": ECKD disk " + volumeId
                                + " has no device number to dedicate");
                    }
                    virtual = d.vdev() != null ? d.vdev() : d.device();
                    vdev = virtual.toString();
                    busId = new BusId(0, 0, virtual).toString();
                    pv = "/dev/disk/by-path/ccw-" + busId + "-part1";
                }
                default -> {
                    virtual = d.vdev() != null ? d.vdev() : new DeviceNumber(FIRST_MINIDISK_VDEV + n - 1);
                    vdev = virtual.toString();
                    busId = new BusId(0, 0, virtual).toString();
                    pv = "/dev/disk/by-path/ccw-" + busId + "-part1";
                    if (cylinders != null && cylinders < 2) {
                        throw new IllegalArgumentException("guest " + guest + ": volume " + volumeId
                                + " has " + cylinders + " cylinders; a full-pack minidisk needs at least 2");
                    }
                }
            }
            if (vdev != null && !devices.add(vdev)) {
                throw new IllegalArgumentException("guest " + guest + ": device " + vdev + " twice");
            }
            if (virtual != null && !d.kept() && plan.today().vdevsInUse().contains(virtual)) {
                // a new statement at a vdev the entry uses would replace or shadow what is there
                throw new IllegalArgumentException("guest " + guest + ": new disk " + volumeId + " at virtual device "
                        + vdev + ", which its entry uses today");
            }
            out.add(new Disk(n, d, volumeId, device, vdev, busId, lun, wwid, volser, cylinders, alias, pv,
                    d.kept()));
        }
        return List.copyOf(out);
    }

    /**
     * The Linux names of the disks the guest IPLs from: a DASD by its bus ID, a SCSI boot LUN by the udev path of
     * the FCP device, target port and LUN it IPLs through.
     */
    private static List<String> bootDisks(String guest, GuestPlan plan) {
        List<String> out = new ArrayList<>();
        for (CurrentEntries.BootDisk b : plan.boot()) {
            if (b.vdev() == null) {
                continue;
            }
            String bus = new BusId(0, 0, b.vdev()).toString();
            String path;
            if ("scsi".equals(b.how())) {
                if (b.portname() == null || b.lun() == null) {
                    continue;
                }
                path = "/dev/disk/by-path/ccw-" + bus + "-fc-" + b.portname() + "-lun-" + b.lun();
            } else {
                path = "/dev/disk/by-path/ccw-" + bus;
            }
            if (!out.contains(path)) {
                out.add(path);
            }
        }
        return List.copyOf(out);
    }

    private static String volumeId(String guest, VolumeId id) {
        if (id == null) {
            throw new IllegalArgumentException("guest " + guest + ": a planned disk without its volume ID");
        }
        return id.toString();
    }

    private static String volser(String guest, String value) {
        String v = value.trim().toUpperCase(Locale.ROOT);
        if (!VOLSER.matcher(v).matches()) {
            throw new IllegalArgumentException("guest " + guest + ": volser " + quote(value)
                    + " is not 1 to 6 of A-Z 0-9 @ # $");
        }
        return v;
    }

    private static String image(String guest, String image) {
        if (image == null || !IMAGE.matcher(image).matches()) {
            throw new IllegalArgumentException("guest " + guest + ": storage image " + quote(image)
                    + " cannot tell two volumes with one volume ID apart");
        }
        return token(Ids.serial(image));
    }

    private static String quote(String s) {
        return s == null ? "null" : "'" + s + "'";
    }
}
