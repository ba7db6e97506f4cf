package io.zlayout.topology;

import io.zlayout.model.BootPath;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestLink;
import io.zlayout.model.Minidisk;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What every guest has today, in one place: the devices its directory entry (with the statements of its
 * INCLUDEd profiles) gives it, the volumes behind them, the disk it IPLs from, and the LUNs its Linux captures
 * show it using. The planner starts from it, the emitters write only the change against it, and the reports
 * show it; none of them derives it again.
 */
public final class CurrentEntries {

    private static final Pattern VDEV = Pattern.compile("[0-9A-F]{1,4}");

    /**
     * One virtual device of an entry.
     *
     * @param vdev     the guest's virtual device number, 4 upper-case hex digits
     * @param how      {@code dedicate}, {@code mdisk}, {@code link} or {@code fcp} (a dedicated FCP device)
     * @param device   the real device number (DEDICATE rdev, MDISK DEVNO, or the base device of a volume), or null
     * @param volume   the volume behind it, or null when not known (LINK, VDISK, a volser not exported)
     * @param volser   the volume label the statement names, or null
     * @param fullPack true when the device is the whole volume: a dedicated volume, a DEVNO minidisk, or an
     *                 extent from cylinder 0 or 1 to the end of the volume
     * @param statements the directory statements that define it today, as the reader kept them (DEDICATE or
     *                 MDISK with its MINIOPT and DASDOPT; LINK), so that a change can be undone; minidisk passwords
     *                 are never kept, so an MDISK here has none
     * @param profile  the PROFILE whose statement this is (the entry INCLUDEs it), or null for the entry's own: a
     *                 change to it is made in the profile, and reaches every guest that includes it
     * @param profileUsers the guests of the inputs that include {@code profile}, ascending; empty for the entry's
     *                 own statements
     * @param subconfig the SUBCONFIG entry of an IDENTITY whose statement this is (one member's configuration),
     *                 or null: a change to it is made in that subconfiguration, not in the IDENTITY
     */
    public record EntryDevice(DeviceNumber vdev, String how, DeviceNumber device, VolumeRef volume, String volser, boolean fullPack,
                              SourceRef source, List<String> statements, String profile, List<String> profileUsers,
                              Guest.Subconfig subconfig) {

        public EntryDevice {
            statements = statements == null ? List.of() : List.copyOf(statements);
            profileUsers = profileUsers == null ? List.of() : List.copyOf(profileUsers);
        }

        /** A statement of the entry or of a profile it includes. */
        public EntryDevice(DeviceNumber vdev, String how, DeviceNumber device, VolumeRef volume, String volser, boolean fullPack,
                           SourceRef source, List<String> statements, String profile, List<String> profileUsers) {
            this(vdev, how, device, volume, volser, fullPack, source, statements, profile, profileUsers, null);
        }

        /** A statement of the entry itself. */
        public EntryDevice(DeviceNumber vdev, String how, DeviceNumber device, VolumeRef volume, String volser, boolean fullPack,
                           SourceRef source, List<String> statements) {
            this(vdev, how, device, volume, volser, fullPack, source, statements, null, List.of());
        }

        /** The same device, its statement from {@code profile}, which {@code users} include. */
        EntryDevice inProfile(String profile, List<String> users) {
            return new EntryDevice(vdev, how, device, volume, volser, fullPack, source, statements, profile, users,
                    subconfig);
        }

        /** The same device, its statement from the SUBCONFIG entry {@code sub} of an IDENTITY. */
        EntryDevice inSubconfig(Guest.Subconfig sub) {
            return new EntryDevice(vdev, how, device, volume, volser, fullPack, source, statements, profile,
                    profileUsers, sub);
        }

        /** A device whose statements are not known. */
        public EntryDevice(DeviceNumber vdev, String how, DeviceNumber device, VolumeRef volume, String volser, boolean fullPack,
                           SourceRef source) {
            this(vdev, how, device, volume, volser, fullPack, source, List.of());
        }
    }

    /**
     * A disk a guest IPLs from.
     *
     * @param how       {@code eckd} (a dedicated volume), {@code minidisk} (the volume holding the IPL
     *                  minidisk), or {@code scsi} (a LOADDEV LUN)
     * @param vdev      the IPL virtual device ({@code IPL vdev}; for SCSI the FCP device it IPLs through: an
     *                  alternate's DEVICE, else the IPL device), or null
     * @param volume    the volume, or null when the export does not have it
     * @param portname  SCSI: the LOADDEV PORTNAME, else null
     * @param lun       SCSI: the LOADDEV LUN, else null
     * @param alternate SCSI: an alternate path ({@code LOADDEV SCSI ALTERNATE}) rather than the primary one
     */
    public record BootDisk(String how, DeviceNumber vdev, VolumeRef volume, Wwn portname, FcpLun lun, boolean alternate) {
    }

    /**
     * A logical volume the guest's {@code lvs} capture shows, with the disks it is on today: what a migration to
     * the planned disks moves.
     *
     * @param vg       the volume group
     * @param lv       the logical volume
     * @param segtype  its first segment's type ({@code linear}, {@code striped}, ...) or null when not reported
     * @param stripes  its first segment's stripe count, or null when not reported
     * @param pvs      its devices, distinct, in the order lvs printed them
     * @param vgLvs    every LV of the same volume group the capture shows (this one included), ascending
     * @param source   the capture's line
     */
    public record LvToday(String vg, String lv, String segtype, Integer stripes, List<PvToday> pvs,
                          List<String> vgLvs, SourceRef source) {

        public LvToday {
            pvs = List.copyOf(pvs);
            vgLvs = List.copyOf(vgLvs);
        }
    }

    /**
     * One device of a logical volume today.
     *
     * @param device the device as lvs printed it ({@code /dev/mapper/mpathb}, {@code /dev/dasdc1})
     * @param volume the volume under it, or null when the captures do not tell it
     * @param dasd   the DASD's bus ID where the device is a DASD the captures name, else null
     * @param part   the partition number lvs names ({@code 1} of {@code /dev/dasdc1}), or 0 for a whole device
     */
    public record PvToday(String device, VolumeRef volume, BusId dasd, int part) {
    }

    /**
     * One guest's entry today.
     *
     * @param iplVdev         the IPL operand as a virtual device number, or null (none, or a system name such as
     *                        CMS)
     * @param devices         every virtual device of the entry and its profiles, by vdev
     * @param boot            the disks it IPLs from (several for SCSI IPL with alternate paths)
     * @param capturedVolumes the volumes of the LUNs its Linux captures show
     * @param identityEntry   true where the entry is an SSI IDENTITY, false for a USER (or no entry)
     * @param lvs             the logical volumes its {@code lvs} capture shows, in capture order (empty without one)
     */
    public record CurrentEntry(String guest, DeviceNumber iplVdev, List<EntryDevice> devices, List<BootDisk> boot,
                               List<VolumeRef> capturedVolumes, boolean identityEntry, List<LvToday> lvs) {

        public CurrentEntry {
            devices = List.copyOf(devices);
            boot = List.copyOf(boot);
            capturedVolumes = List.copyOf(capturedVolumes);
            lvs = lvs == null ? List.of() : List.copyOf(lvs);
        }

        /** An entry without an lvs capture. */
        public CurrentEntry(String guest, DeviceNumber iplVdev, List<EntryDevice> devices, List<BootDisk> boot,
                            List<VolumeRef> capturedVolumes, boolean identityEntry) {
            this(guest, iplVdev, devices, boot, capturedVolumes, identityEntry, List.of());
        }

        /** A USER entry (or none). */
        public CurrentEntry(String guest, DeviceNumber iplVdev, List<EntryDevice> devices, List<BootDisk> boot,
                            List<VolumeRef> capturedVolumes) {
            this(guest, iplVdev, devices, boot, capturedVolumes, false);
        }

        /** The directory statement that starts the entry: {@code IDENTITY} or {@code USER}. */
        public String entryKind() {
            return identityEntry ? "IDENTITY" : "USER";
        }

        /** A guest nothing is known of today. */
        public static CurrentEntry none(String guest) {
            return new CurrentEntry(guest, null, List.of(), List.of(), List.of());
        }

        /** Every virtual device number the entry and its profiles use, ascending, the IPL device included. */
        public Set<DeviceNumber> vdevsInUse() {
            TreeSet<DeviceNumber> out = new TreeSet<>();
            devices.forEach(d -> out.add(d.vdev()));
            if (iplVdev != null) {
                out.add(iplVdev);
            }
            return Collections.unmodifiableSet(out);
        }

        /** The real devices the entry dedicates today (FCP devices and ECKD bases), ascending. */
        public Set<DeviceNumber> dedicatedDevices() {
            TreeSet<DeviceNumber> out = new TreeSet<>();
            devices.stream().filter(d -> ("dedicate".equals(d.how()) || "fcp".equals(d.how())) && d.device() != null)
                    .forEach(d -> out.add(d.device()));
            return Collections.unmodifiableSet(out);
        }

        /** The volumes the guest uses today (its devices' and its captured LUNs'), boot disks included, in order. */
        public List<VolumeRef> volumes() {
            LinkedHashSet<VolumeRef> out = new LinkedHashSet<>();
            devices.stream().filter(d -> d.volume() != null && !"link".equals(d.how())).forEach(d -> out.add(d.volume()));
            out.addAll(capturedVolumes);
            boot.stream().filter(b -> b.volume() != null).forEach(b -> out.add(b.volume()));
            return List.copyOf(out);
        }

        /** The volumes it IPLs from: never a stripe member, never released, never formatted. */
        public Set<VolumeRef> bootVolumes() {
            TreeSet<VolumeRef> out = new TreeSet<>();
            boot.stream().filter(b -> b.volume() != null).forEach(b -> out.add(b.volume()));
            return Collections.unmodifiableSet(out);
        }

        /** The device at {@code vdev}, if the entry has one. */
        public Optional<EntryDevice> device(DeviceNumber vdev) {
            return devices.stream().filter(d -> d.vdev().equals(vdev)).findFirst();
        }

        /** The devices behind {@code volume}: where the guest has it today. */
        public List<EntryDevice> devicesOf(VolumeRef volume) {
            return devices.stream().filter(d -> volume.equals(d.volume())).toList();
        }
    }

    private final Map<String, CurrentEntry> entries;
    /** Volume -> the guests that use it today, ascending. */
    private final Map<VolumeRef, Set<String>> holders;

    private CurrentEntries(Map<String, CurrentEntry> entries, Map<VolumeRef, Set<String>> holders) {
        this.entries = entries;
        this.holders = holders;
    }

    /** The entry of {@code guest} today; an empty one for a guest the site does not know. */
    public CurrentEntry of(String guest) {
        CurrentEntry e = entries.get(guest.toUpperCase(Locale.ROOT));
        return e != null ? e : CurrentEntry.none(guest.toUpperCase(Locale.ROOT));
    }

    /** Every guest's entry, by name. */
    public List<CurrentEntry> all() {
        return List.copyOf(entries.values());
    }

    /** The guests that use {@code volume} today (dedicated, a minidisk extent on it, a captured LUN, a boot disk). */
    public Set<String> holders(VolumeRef volume) {
        return holders.getOrDefault(volume, Set.of());
    }

    /**
     * An IPL operand as a virtual device number, or null when it is not one (a system name such as CMS): 1-4 hex
     * digits as coded, no {@code 0x}.
     */
    static DeviceNumber vdev(String s) {
        return s == null || !VDEV.matcher(s.toUpperCase(Locale.ROOT)).matches() ? null : DeviceNumber.parse(s);
    }

    static CurrentEntries join(SiteIndex site, GuestTopology guests, HostTopology hosts, RunningLayout running) {
        Map<String, Guest> entries = new HashMap<>();
        site.all(Guest.class).forEach(g -> entries.putIfAbsent(g.name(), g));
        Map<String, List<EntryDevice>> devices = new HashMap<>();
        // the topology resolved dedicates and minidisks to volumes; what it leaves out (VDISK, TDISK, LINK,
        // devices of no known control unit) still uses a vdev
        // devices (by its statement's place: two members' subconfigurations of an IDENTITY may each use one vdev)
        Map<String, Map<DeviceNumber, GuestTopology.GuestDisk>> resolved = new HashMap<>();
        Map<String, Map<SourceRef, GuestTopology.GuestDisk>> byStatement = new HashMap<>();
        for (GuestTopology.GuestLayout g : guests.guests()) {
            Map<DeviceNumber, GuestTopology.GuestDisk> byVdev = new HashMap<>();
            Map<SourceRef, GuestTopology.GuestDisk> bySource = new HashMap<>();
            g.disks().forEach(d -> {
                if (d.vdev() != null) {
                    byVdev.putIfAbsent(d.vdev(), d);
                }
                if (d.source() != null) {
                    bySource.putIfAbsent(d.source(), d);
                }
            });
            resolved.put(g.guest(), byVdev);
            byStatement.put(g.guest(), bySource);
        }
        Map<String, Set<DeviceNumber>> fcpDevices = new HashMap<>();
        for (GuestTopology.GuestLayout g : guests.guests()) {
            g.fcpDevices().forEach(f -> fcpDevices.computeIfAbsent(g.guest(), k -> new java.util.HashSet<>())
                    .add(f.device()));
        }
        for (GuestDedicate d : site.all(GuestDedicate.class)) {
            GuestTopology.GuestDisk disk = resolvedDisk(byStatement, resolved, d.guest(), d.vdev(), d.source());
            boolean fcp = d.rdev() != null && fcpDevices.getOrDefault(d.guest(), Set.of()).contains(d.rdev());
            VolumeRef volume = disk == null || disk.volume() == null ? null : disk.volume().key();
            devices.computeIfAbsent(d.guest(), k -> new ArrayList<>()).add(new EntryDevice(d.vdev(),
                    fcp ? "fcp" : "dedicate", d.rdev(), volume, d.volser(), !fcp, d.source(), List.of(statement(d))));
        }
        for (Minidisk m : site.all(Minidisk.class)) {
            GuestTopology.GuestDisk disk = resolvedDisk(byStatement, resolved, m.guest(), m.vdev(), m.source());
            Volume v = disk == null ? null : disk.volume();
            DeviceNumber devno = m.devno() != null ? m.devno() : disk == null ? null : disk.device();
            devices.computeIfAbsent(m.guest(), k -> new ArrayList<>()).add(new EntryDevice(m.vdev(),
                    "mdisk", devno, v == null ? null : v.key(),
                    m.volser(), fullPack(m, v), m.source(), statements(m)));
        }
        for (GuestLink l : site.all(GuestLink.class)) {
            devices.computeIfAbsent(l.guest(), k -> new ArrayList<>()).add(new EntryDevice(l.vdev(),
                    "link", null, null,
                    null, false, l.source(), List.of()));
        }
        // which guests include each profile: a statement of a profile is changed for all of them at once
        Map<String, List<String>> users = new HashMap<>();
        new TreeMap<>(entries).forEach((name, g) -> g.includes().forEach(p -> users.computeIfAbsent(p,
                k -> new ArrayList<>()).add(name)));
        // one immutable list per profile, which every device of it shares (a profile of 2,000 guests' devices
        // each copying the list of 2,000 was a sixth of the join's memory)
        users.replaceAll((p, list) -> List.copyOf(list));
        devices.forEach((guest, list) -> {
            Guest g = entries.get(guest);
            if (g != null && !g.profileDevices().isEmpty()) {
                list.replaceAll(d -> {
                    String p = g.profileDevices().get(d.vdev());
                    return p == null ? d : d.inProfile(p, users.getOrDefault(p, List.of()));
                });
            }
            if (g != null && !g.subconfigStatements().isEmpty()) {
                list.replaceAll(d -> {
                    Guest.Subconfig sub = d.source() == null ? null : g.subconfigStatements().get(d.source());
                    return sub == null ? d : d.inSubconfig(sub);
                });
            }
        });
        TreeSet<String> names = new TreeSet<>();
        guests.guests().forEach(g -> names.add(g.guest()));
        names.addAll(devices.keySet());
        Map<String, CurrentEntry> out = new LinkedHashMap<>();
        Map<VolumeRef, Set<String>> holders = new TreeMap<>();
        for (String name : names) {
            Guest entry = entries.get(name);
            List<EntryDevice> list = new ArrayList<>(devices.getOrDefault(name, List.of()));
            list.sort(Comparator.comparing(EntryDevice::vdev));
            // the LUNs it runs, as the one running view of the site has them
            List<VolumeRef> captured = running.guest(name).map(RunningLayout.GuestRun::volumes).orElse(List.of());
            CurrentEntry e = new CurrentEntry(name, entry == null ? null : vdev(entry.ipl()), list, boot(entry, list, hosts), captured,
                    entry != null && entry.identityEntry(), hosts.guest(name).map(CurrentEntries::lvs).orElse(List.of()));
            out.put(name, e);
            for (VolumeRef v : e.volumes()) {
                holders.computeIfAbsent(v, k -> new TreeSet<>()).add(name);
            }
        }
        holders.replaceAll((k, v) -> Collections.unmodifiableSet(v));
        return new CurrentEntries(Collections.unmodifiableMap(out), Collections.unmodifiableMap(holders));
    }

    /** The logical volumes of a guest's lvs capture, each with its devices resolved to volumes where known. */
    private static List<LvToday> lvs(HostTopology.GuestHost host) {
        Map<String, TreeSet<String>> byVg = new HashMap<>();
        host.lvs().forEach(v -> byVg.computeIfAbsent(v.lv().vg(), k -> new TreeSet<>()).add(v.lv().lv()));
        List<LvToday> out = new ArrayList<>();
        for (HostTopology.LvView v : host.lvs()) {
            Map<String, PvToday> pvs = new LinkedHashMap<>();
            for (HostTopology.SegmentView s : v.segments()) {
                for (HostTopology.PvMember m : s.members()) {
                    if (m.device() == null || pvs.containsKey(m.device())) {
                        continue;
                    }
                    VolumeRef volume = m.volume() != null ? m.volume().ref() : null;
                    BusId dasd = m.via() != null && m.via().startsWith("dasd:") ? BusId.parse(m.via().substring(5))
                            : null;
                    pvs.put(m.device(), new PvToday(m.device(), volume, dasd, partition(m.device())));
                }
            }
            out.add(new LvToday(v.lv().vg(), v.lv().lv(), v.lv().segtype(), v.lv().stripes(), List.copyOf(pvs.values()),
                    List.copyOf(byVg.get(v.lv().vg())), v.lv().source()));
        }
        return List.copyOf(out);
    }

    /** The partition number at the end of a device name ({@code dasdc1}, {@code mpatha-part2}), or 0. */
    static int partition(String device) {
        String name = device.substring(device.lastIndexOf('/') + 1);
        int i = name.length();
        while (i > 0 && Character.isDigit(name.charAt(i - 1))) {
            i--;
        }
        if (i == name.length() || i == 0) {
            return 0;
        }
        boolean dasd = name.startsWith("dasd");
        boolean suffix = name.substring(0, i).endsWith("-part") || name.substring(0, i).endsWith("p") && !dasd;
        if (!dasd && !suffix) {
            return 0;
        }
        try {
            return Integer.parseInt(name.substring(i));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The topology's disk of a statement: the one read from that statement, else the guest's at that vdev. */
    private static GuestTopology.GuestDisk resolvedDisk(
            Map<String, Map<SourceRef, GuestTopology.GuestDisk>> byStatement,
            Map<String, Map<DeviceNumber, GuestTopology.GuestDisk>> byVdev, String guest, DeviceNumber vdev, SourceRef source) {
        GuestTopology.GuestDisk d = source == null ? null : byStatement.getOrDefault(guest, Map.of()).get(source);
        return d != null ? d : byVdev.getOrDefault(guest, Map.of()).get(vdev);
    }

    /** The DEDICATE statement as it reads today. */
    static String statement(GuestDedicate d) {
        return "DEDICATE " + d.vdev() + " " + (d.rdev() != null ? d.rdev() : "VOLID " + d.volser())
                + (d.readOnly() ? " R/O" : "");
    }

    /**
     * The MDISK statement as it reads today (operands as the reader kept them; no password), then its MINIOPT and
     * DASDOPT; empty where the reader does not keep enough to write it again (an AUTOG/AUTOR/AUTOV allocation).
     */
    static List<String> statements(Minidisk m) {
        String operands = switch (m.kind()) {
            case Minidisk.EXTENT -> m.start() == null || m.volser() == null ? null : String.format(Locale.ROOT,
                    "%04d %s %s", m.start(), m.size() == null ? "END" : String.format(Locale.ROOT, "%04d", m.size()),
                    m.volser());
            case Minidisk.DEVNO -> m.devno() == null ? null : "DEVNO " + m.devno();
            case Minidisk.VDISK -> m.size() == null ? null : "V-DISK " + m.size();
            case Minidisk.TDISK -> m.size() == null ? null : "T-DISK " + m.size();
            default -> null;
        };
        if (operands == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        out.add("MDISK " + m.vdev() + " " + m.deviceType() + " " + operands + " " + m.mode());
        if (!m.miniopt().isEmpty()) {
            out.add("MINIOPT " + String.join(" ", m.miniopt()));
        }
        if (!m.dasdopt().isEmpty()) {
            out.add("DASDOPT " + String.join(" ", m.dasdopt()));
        }
        return List.copyOf(out);
    }

    /** Whether a minidisk covers its whole volume (cylinder 0 or 1 to the end). */
    static boolean fullPack(Minidisk m, Volume v) {
        if (Minidisk.DEVNO.equals(m.kind())) {
            return true;
        }
        if (!Minidisk.EXTENT.equals(m.kind()) || m.start() == null || m.start() > 1) {
            return false;
        }
        if (m.size() == null) {
            return true; // END
        }
        return v != null && v.cylinders() != null && m.start() + m.size() >= v.cylinders();
    }

    /**
     * The disks a guest IPLs from: for SCSI IPL (LOADDEV) each LOADDEV path's LUN; else the volume behind its
     * {@code IPL vdev} when that is a dedicated volume or a minidisk.
     */
    private static List<BootDisk> boot(Guest entry, List<EntryDevice> devices, HostTopology hosts) {
        if (entry == null) {
            return List.of();
        }
        List<BootDisk> out = new ArrayList<>();
        DeviceNumber ipl = vdev(entry.ipl());
        List<BootPath> paths = loaddevPaths(entry);
        for (int i = 0; i < paths.size(); i++) {
            BootPath path = paths.get(i);
            VolumeRef volume = hosts.volumeOfLun(path.portname(), path.lun()).map(HostTopology.StorageVolume::ref)
                    .orElse(null);
            boolean alternate = i > 0 || entry.loaddevLun() == null;
            out.add(new BootDisk("scsi", path.device() != null ? path.device() : ipl, volume,
                    path.portname(), path.lun(), alternate));
        }
        if (out.isEmpty() && ipl != null) {
            for (EntryDevice d : devices) {
                if (d.vdev().equals(ipl) && ("dedicate".equals(d.how()) || "mdisk".equals(d.how()))) {
                    out.add(new BootDisk("dedicate".equals(d.how()) ? "eckd" : "minidisk", ipl, d.volume(), null, null,
                            false));
                }
            }
        }
        return out;
    }

    /** The LOADDEV (PORTNAME, LUN, DEVICE) paths of an entry: the primary first, then each LOADDEV SCSI ALTERNATE. */
    private static List<BootPath> loaddevPaths(Guest entry) {
        List<BootPath> out = new ArrayList<>();
        if (entry.loaddevLun() != null) {
            out.add(new BootPath(null, entry.loaddevPortname(), entry.loaddevLun(), entry.source()));
        }
        out.addAll(entry.loaddevAlternates());
        return out;
    }
}
