package io.zlayout.topology;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.Guest;
import io.zlayout.model.GuestDedicate;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.Ids;
import io.zlayout.model.Minidisk;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.ZvmDasd;
import io.zlayout.model.id.BusId;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.VolumeRef;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Guests joined to the channel and storage sides: each z/VM DEDICATE of a real device and each MDISK on a
 * volume serial becomes a disk on a volume (device -> control unit -> LCU -> volume), each dedicated FCP
 * device a path on its CHPID. A guest is known from its directory entry, the intent, or its host captures.
 */
public final class GuestTopology {

    /**
     * One disk a guest has today.
     *
     * @param how    dedicate, mdisk or fcp
     * @param device the real device number (CKD), or null
     * @param vdev   the guest's virtual device number, or null
     * @param volume the volume, or null when it cannot be told (then {@code volumeIdentity} is null too)
     */
    public record GuestDisk(String guest, String how, DeviceNumber device, DeviceNumber vdev, Volume volume,
                            StorageTopology.Placement placement, boolean mdcOff, SourceRef source) {

        public String volumeIdentity() {
            return volume == null ? null : volume.identity();
        }

        /** A CKD volume of known placement: a base of the LCU {@code placement().lss()}. */
        public boolean ckdBase() {
            return volume != null && volume.kind() == VolumeKind.CKD && placement != null;
        }

        /** A CKD base the guest's directory entry dedicates (not a minidisk on it). */
        public boolean dedicatedCkdBase() {
            return "dedicate".equals(how) && ckdBase();
        }
    }

    /**
     * An FCP device (subchannel) a guest has, with the CHPID it runs on.
     *
     * @param device the real device number (what the IOCDS defines; the CHPID is that device's)
     * @param vdev   the virtual device number the guest sees it at (DEDICATE vdev rdev)
     */
    public record FcpDevice(String guest, DeviceNumber device, DeviceNumber vdev, ChpidRef chpid, SourceRef source) {

        /**
         * The bus ID the guest's Linux knows the device by: its virtual device number (in subchannel set 0), not
         * the real one.
         */
        public BusId busId() {
            return new BusId(0, 0, vdev != null ? vdev : device);
        }
    }

    /** What one guest has today. */
    public record GuestLayout(String guest, Guest entry, GuestIntent intent, List<GuestDisk> disks,
                              List<FcpDevice> fcpDevices) {

        /** The disks of one kind that resolve to volumes: the guest's disk group of that kind. */
        public List<GuestDisk> group(VolumeKind kind) {
            return disks.stream().filter(d -> d.volume() != null && d.volume().kind() == kind).toList();
        }

        public String identity() {
            return Ids.guest(guest);
        }

        public SourceRef source() {
            return entry != null ? entry.source() : intent != null ? intent.source() : null;
        }
    }

    private final Map<String, GuestLayout> guests;

    private final Map<VolumeRef, String> labels;

    private GuestTopology(Map<String, GuestLayout> guests, Map<VolumeRef, String> labels) {
        this.guests = guests;
        this.labels = labels;
    }

    static GuestTopology join(SiteIndex site, ChannelTopology ch, StorageTopology st) {
        Map<DeviceNumber, Device> devices = devicesOfSetZero(site);
        Volsers volsers = Volsers.of(site, cpLabels(site, ch, devices));
        TreeMap<String, Guest> entries = new TreeMap<>();
        site.all(Guest.class).forEach(g -> entries.putIfAbsent(g.name(), g));
        TreeMap<String, GuestIntent> intents = new TreeMap<>();
        site.all(GuestIntent.class).forEach(g -> intents.putIfAbsent(g.guest(), g));
        TreeSet<String> names = new TreeSet<>(entries.keySet());
        names.addAll(intents.keySet());
        site.inputs().inputs().stream().filter(i -> i.guest() != null).forEach(i -> names.add(i.guest()));

        Map<String, List<GuestDisk>> disks = new HashMap<>();
        Map<String, List<FcpDevice>> fcp = new HashMap<>();
        for (GuestDedicate d : site.all(GuestDedicate.class)) {
            dedicated(site, ch, st, devices, volsers, d, disks, fcp);
        }
        for (Minidisk m : site.all(Minidisk.class)) {
            if (!Minidisk.VDISK.equals(m.kind()) && !Minidisk.TDISK.equals(m.kind())) {
                disks.computeIfAbsent(m.guest(), k -> new ArrayList<>()).add(minidisk(site, ch, st, devices, volsers, m));
            }
        }
        Map<String, GuestLayout> out = new LinkedHashMap<>();
        for (String g : names) {
            out.put(g, new GuestLayout(g, entries.get(g), intents.get(g),
                    List.copyOf(disks.getOrDefault(g, List.of())), List.copyOf(fcp.getOrDefault(g, List.of()))));
        }
        return new GuestTopology(Collections.unmodifiableMap(out), Collections.unmodifiableMap(volsers.labels()));
    }

    /** The devices by number: a directory names device numbers of subchannel set 0, the same number in sets 1-3 is another device. */
    private static Map<DeviceNumber, Device> devicesOfSetZero(SiteIndex site) {
        Map<DeviceNumber, Device> devices = new HashMap<>();
        for (Device d : site.all(Device.class)) {
            Device prior = devices.putIfAbsent(d.number(), d);
            if (prior != null && !inSetZero(prior) && inSetZero(d)) {
                devices.put(d.number(), d);
            }
        }
        return devices;
    }

    /**
     * The label CP reads off each real DASD (QUERY DASD DETAILS), by volume: the volume's label itself, after the
     * export's volser, before a name that only follows a site's habit.
     */
    private static Map<VolumeRef, String> cpLabels(SiteIndex site, ChannelTopology ch, Map<DeviceNumber, Device> devices) {
        Map<VolumeRef, String> cpLabels = new HashMap<>();
        for (ZvmDasd z : site.all(ZvmDasd.class)) {
            Device dev = z.volser() == null ? null : devices.get(z.device());
            ControlUnit cu = dev == null || dev.controlUnits().isEmpty() ? null
                    : ch.controlUnit(dev.controlUnits().get(0)).orElse(null);
            if (cu != null) {
                ch.volumeKey(cu, dev).ifPresent(id -> cpLabels.putIfAbsent(id, z.volser().toUpperCase(Locale.ROOT)));
            }
        }
        return cpLabels;
    }

    /**
     * CKD volumes by volume serial (upper case) and each volume's label. Where the export has no volsers
     * ({@code lsckdvol} without {@code -l}), CP's labels stand in, then the volume name, which sites commonly set
     * to the volser.
     */
    private record Volsers(Map<String, Volume> byVolser, Map<VolumeRef, String> labels) {

        static Volsers of(SiteIndex site, Map<VolumeRef, String> cpLabels) {
            Map<String, Volume> byVolser = new HashMap<>();
            Map<String, Volume> byName = new HashMap<>();
            Map<VolumeRef, String> labels = new HashMap<>();
            for (Volume v : site.all(Volume.class)) {
                if (v.kind() != VolumeKind.CKD) {
                    continue;
                }
                String volser = v.volser() != null && !v.volser().isBlank() && !v.volser().equals("-")
                        ? v.volser().toUpperCase(Locale.ROOT) : null;
                String name = v.name() != null && !v.name().isBlank() ? v.name().toUpperCase(Locale.ROOT) : null;
                if (volser != null) {
                    byVolser.putIfAbsent(volser, v);
                }
                if (name != null) {
                    byName.putIfAbsent(name, v);
                }
                String label = volser;
                if (label == null && !cpLabels.isEmpty()) {
                    label = cpLabels.get(v.key());
                }
                if (label == null && name != null && isLabel(name)) {
                    label = name;
                }
                if (label != null) {
                    labels.putIfAbsent(v.key(), label);
                }
            }
            // in identity order, as the first volume of a label wins
            TreeMap<String, Map.Entry<VolumeRef, String>> cpByIdentity = new TreeMap<>();
            cpLabels.entrySet().forEach(e -> cpByIdentity.put(e.getKey().toString(), e));
            cpByIdentity.values().forEach(e -> site.volume(e.getKey())
                    .ifPresent(v -> byVolser.putIfAbsent(e.getValue(), v)));
            byName.forEach(byVolser::putIfAbsent);
            return new Volsers(byVolser, labels);
        }

        Volume get(String volser) {
            return volser == null ? null : byVolser.get(volser.toUpperCase(Locale.ROOT));
        }
    }

    /** A DEDICATE statement: a disk of the guest, or one of its FCP devices. */
    private static void dedicated(SiteIndex site, ChannelTopology ch, StorageTopology st,
                                  Map<DeviceNumber, Device> devices, Volsers volsers, GuestDedicate d,
                                  Map<String, List<GuestDisk>> disks, Map<String, List<FcpDevice>> fcp) {
        if (d.rdev() == null) {
            disks.computeIfAbsent(d.guest(), k -> new ArrayList<>()).add(disk(st, d.guest(), "dedicate", null,
                    d.vdev(), volsers.get(d.volser()), true, d.source()));
            return;
        }
        Device dev = devices.get(d.rdev());
        if (dev == null) {
            return;
        }
        ControlUnit cu = dev.controlUnits().isEmpty() ? null : ch.controlUnit(dev.controlUnits().get(0)).orElse(null);
        if (cu != null && "FCP".equalsIgnoreCase(cu.unit())) {
            ChpidRef chpid = cu.paths().isEmpty() ? null
                    : new ChpidRef(cu.paths().get(0).css(), cu.paths().get(0).chpid());
            fcp.computeIfAbsent(d.guest(), k -> new ArrayList<>()).add(new FcpDevice(d.guest(), dev.number(), d.vdev(),
                    chpid, d.source()));
        } else if (cu != null) {
            Volume v = ch.volumeKey(cu, dev).flatMap(site::volume).orElse(null);
            // dedicated devices are never in minidisk cache
            disks.computeIfAbsent(d.guest(), k -> new ArrayList<>()).add(disk(st, d.guest(), "dedicate",
                    dev.number(), d.vdev(), v, true, d.source()));
        }
    }

    /** An MDISK statement: on the volume of its real device, else of its volser. */
    private static GuestDisk minidisk(SiteIndex site, ChannelTopology ch, StorageTopology st,
                                      Map<DeviceNumber, Device> devices, Volsers volsers, Minidisk m) {
        Volume v = null;
        DeviceNumber device = null;
        if (m.devno() != null) {
            Device dev = devices.get(m.devno());
            if (dev != null && !dev.controlUnits().isEmpty()) {
                ControlUnit cu = ch.controlUnit(dev.controlUnits().get(0)).orElse(null);
                if (cu != null) {
                    v = ch.volumeKey(cu, dev).flatMap(site::volume).orElse(null);
                    device = dev.number();
                }
            }
        } else if (m.volser() != null) {
            v = volsers.get(m.volser());
        }
        return disk(st, m.guest(), "mdisk", device, m.vdev(), v, m.mdcOff(), m.source());
    }

    /** A volume label: 1-6 of A-Z, 0-9, @, # and $ (upper case already). */
    private static boolean isLabel(String name) {
        if (name.isEmpty() || name.length() > 6) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '@' || c == '#' || c == '$')) {
                return false;
            }
        }
        return true;
    }

    /**
     * The label of a CKD volume, for an MDISK statement that puts a minidisk on it: the export's volser, else
     * the label CP reads off its device ({@code QUERY DASD DETAILS}), else its name where that is a valid label
     * (sites commonly name volumes by their labels; MDISK volsers are matched the same way); else empty. The
     * directory's own MDISK statements cannot tell a free volume's label: a volume they name is in use.
     */
    public Optional<String> label(VolumeRef volume) {
        return Optional.ofNullable(labels.get(volume));
    }

    private static boolean inSetZero(Device d) {
        return d.subchannelSets().isEmpty() || d.subchannelSets().containsValue(0);
    }

    private static GuestDisk disk(StorageTopology st, String guest, String how, DeviceNumber device, DeviceNumber vdev, Volume v,
                                  boolean mdcOff, SourceRef source) {
        StorageTopology.Placement p = v == null ? null : st.placement(v.key()).orElse(null);
        return new GuestDisk(guest, how, device, vdev, v, p, mdcOff, source);
    }

    /** Every guest, by name. */
    public List<GuestLayout> guests() {
        return List.copyOf(guests.values());
    }

    public Optional<GuestLayout> guest(String name) {
        return Optional.ofNullable(guests.get(name.toUpperCase(Locale.ROOT)));
    }
}
