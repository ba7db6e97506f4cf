package io.zlayout.plan;

import io.zlayout.model.HostConnection;
import io.zlayout.model.IoPort;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwn;
import io.zlayout.topology.AccessTopology;
import io.zlayout.topology.Site;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the storage and SAN teams change for the plan, worked out against what their exports say today: per storage
 * image, the volume groups to make or extend with the planned LUNs and the host connections to make or widen for the
 * planned FC paths (by the NPIV WWPN each planned FCP device logs in with); per initiator, the single-initiator zone
 * with the target ports its paths land on. Only what is missing today is changed; volumes the plan releases stay
 * in their groups (their data moves first). A planned FCP device whose NPIV WWPN is not known yet (a device CP and
 * the captures do not report) is a value to fill in, never a reason to refuse.
 *
 * @param images per storage image, in image order, the storage actions in the order to apply
 * @param zones  per initiator (in guest, then FCP device order), the zone its planned paths need
 * @param zoningRead true when a switch's zoning was read, so that {@link Zone#zoned()} says what the fabric has;
 *                   false when it was not, and no zone can be known to exist
 * @param iocds      the hardware team's part: the IOCP statements the planned paths need that the deck lacks
 */
public record StorageChanges(List<ImageChanges> images, List<Zone> zones, boolean zoningRead, IocdsChanges iocds) {

    /** No changes (a plan without FCP guests, or made without the storage side's inputs). */
    public static final StorageChanges NONE = new StorageChanges(List.of(), List.of(), false, IocdsChanges.NONE);

    public StorageChanges {
        images = List.copyOf(images);
        zones = List.copyOf(zones);
        iocds = iocds == null ? IocdsChanges.NONE : iocds;
    }

    /** The storage and SAN teams' changes without the IOCDS part. */
    public StorageChanges(List<ImageChanges> images, List<Zone> zones, boolean zoningRead) {
        this(images, zones, zoningRead, IocdsChanges.NONE);
    }

    /** What a storage action does. */
    public enum Kind {
        /** {@code mkvolgrp}: a new SCSI-mask volume group for a guest that has none on the image. */
        MAKE_VOLUME_GROUP,
        /** {@code chvolgrp -action add}: planned volumes its group lacks. */
        ADD_VOLUMES,
        /** {@code mkhostconnect}: a host connection for a planned path's initiator WWPN. */
        MAKE_HOST_CONNECTION,
        /** {@code chhostconnect -ioport}: a host connection's port list widened by the port a planned path targets. */
        ADMIT_PORT
    }

    /**
     * An initiator WWPN, or where it is not known yet, the FCP device whose WWPN fills it in.
     *
     * @param wwpn   the NPIV WWPN, or null when not known
     * @param device the real FCP device number it belongs to, or null
     * @param how    where the WWPN was read ({@code lszfcp}, {@code QUERY VIRTUAL FCP}, {@code QUERY FCP}), or null
     */
    public record Initiator(Wwn wwpn, DeviceNumber device, String how) {

        public boolean known() {
            return wwpn != null;
        }

        /** {@code C05076FFE5000000} as DSCLI takes it, or the value to fill in. */
        public String dscli() {
            return wwpn != null ? wwpn.toString().substring(2).toUpperCase(Locale.ROOT) : placeholder();
        }

        /** {@code c0:50:76:ff:e5:00:00:00} as the switches take it, or the value to fill in. */
        public String colons() {
            if (wwpn == null) {
                return placeholder();
            }
            String hex = wwpn.toString().substring(2);
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 16; i += 2) {
                if (i > 0) {
                    b.append(':');
                }
                b.append(hex, i, i + 2);
            }
            return b.toString();
        }

        /** {@code <NPIV WWPN of FCP device FC00>}. */
        public String placeholder() {
            return "<NPIV WWPN of FCP device " + (device == null ? "?" : device) + ">";
        }
    }

    /**
     * One storage action.
     *
     * @param guest          the guest it serves
     * @param volumeGroup    the group made or extended, or the group a new host connection gets; for a group this
     *                       run makes, null (its id is given by the storage: {@code groupName} names it)
     * @param groupName      the name of a group this run makes ({@code LNXA_VG}), else null
     * @param hostConnection the host connection widened (its id), else null
     * @param name           the new host connection's name ({@code LNXA_FC00}), else null
     * @param initiator      the WWPN of the new or widened host connection, else null
     * @param hostType       the new host connection's host type ({@code zLinux}, spelt as the guest's other
     *                       connections spell it), else null
     * @param ioPorts        the new connection's port list, or a widened connection's whole new list; the old list
     *                       in {@code before}
     * @param before         a widened connection's port list today (its rollback), else empty
     * @param volumes        the volumes added (or the new group's volumes)
     * @param fcpDevice      the guest's FCP device (bus ID) of the path the action serves, else null
     * @param today          true when the guest has that FCP device today (its entry, or its captures): a host
     *                       connection for it may exist under a WWPN the inputs do not give
     */
    public record Action(Kind kind, String guest, String volumeGroup, String groupName, String hostConnection,
                         String name, Initiator initiator, String hostType, List<String> ioPorts, List<String> before,
                         List<VolumeId> volumes, BusId fcpDevice, boolean today) {

        public Action {
            ioPorts = List.copyOf(ioPorts);
            before = List.copyOf(before);
            volumes = List.copyOf(volumes);
        }
    }

    /** One storage image's actions, in the order to apply: groups, then volumes, then host connections. */
    public record ImageChanges(String image, List<Action> actions) {

        public ImageChanges {
            actions = List.copyOf(actions);
        }
    }

    /**
     * One single-initiator zone: the initiator and the target ports its planned paths land on.
     *
     * @param name    {@code LNXA_FC00_IBM_2107_75FX001}: guest, FCP device and image, as the switches allow
     * @param targets the target port WWPNs, in path order
     * @param ports   the storage I/O port ids of {@code targets}, same order
     * @param zoned   true when the switch zoning read has a zone holding the initiator and every target
     */
    public record Zone(String guest, BusId fcpDevice, Initiator initiator, String image, String name,
                       List<Wwn> targets, List<String> ports, boolean zoned) {

        public Zone {
            targets = List.copyOf(targets);
            ports = List.copyOf(ports);
        }
    }

    /** True when nothing is to change. */
    public boolean empty() {
        return images.isEmpty() && zones.isEmpty();
    }

    /**
     * The changes the plan's FCP guests need on the site as its exports show it. Host connections and volume
     * groups are only changed on images whose host connections were read; zones are written for every planned
     * path whose target port is known.
     */
    public static StorageChanges of(Site site, List<GuestPlan> guests) {
        AccessTopology access = AccessTopology.of(site);
        Map<Wwn, IoPort> ports = new HashMap<>();
        for (IoPort p : site.all(IoPort.class)) {
            if (p.wwpn() != null) {
                ports.putIfAbsent(p.wwpn(), p);
            }
        }
        Map<String, List<Action>> byImage = new TreeMap<>();
        List<Zone> zones = new ArrayList<>();
        for (GuestPlan g : guests) {
            if (!"fcp".equals(g.access())) {
                continue;
            }
            Map<String, Set<VolumeId>> volumes = new TreeMap<>();
            for (PlannedDisk d : g.disks()) {
                if (d.image() != null && d.volumeId() != null) {
                    volumes.computeIfAbsent(d.image(), k -> new TreeSet<>()).add(d.volumeId());
                }
            }
            // the paths per image, each with its initiator and port
            Map<String, List<Path>> paths = new TreeMap<>();
            Map<String, Zone> guestZones = new LinkedHashMap<>();
            for (PlannedPath p : g.paths()) {
                IoPort port = p.wwpn() == null ? null : ports.get(p.wwpn());
                if (port == null || p.fcpDevice() == null) {
                    continue;
                }
                AccessTopology.Initiator i = access.initiator(g.guest(), p.fcpDevice(), p.device()).orElse(null);
                Initiator init = new Initiator(i == null ? null : i.wwpn(), p.device(), i == null ? null : i.how());
                paths.computeIfAbsent(port.image(), k -> new ArrayList<>()).add(new Path(p, init, port));
                String zoneKey = port.image() + "|" + p.fcpDevice();
                Zone z = guestZones.get(zoneKey);
                List<Wwn> targets = new ArrayList<>(z == null ? List.of() : z.targets());
                List<String> ids = new ArrayList<>(z == null ? List.of() : z.ports());
                if (!targets.contains(p.wwpn())) {
                    targets.add(p.wwpn());
                    ids.add(port.id());
                }
                guestZones.put(zoneKey, new Zone(g.guest(), p.fcpDevice(), init, port.image(),
                        zoneName(g.guest(), p.fcpDevice(), port.image()), targets, ids, false));
            }
            for (Zone z : guestZones.values()) {
                zones.add(new Zone(z.guest(), z.fcpDevice(), z.initiator(), z.image(), z.name(), z.targets(),
                        z.ports(), z.initiator().known() && access.zoned(z.initiator().wwpn(), z.targets())));
            }
            for (Map.Entry<String, List<Path>> e : paths.entrySet()) {
                String image = e.getKey();
                if (!access.knows(image)) {
                    continue;
                }
                byImage.computeIfAbsent(image, k -> new ArrayList<>()).addAll(
                        actions(access, g.guest(), image, e.getValue(), volumes.getOrDefault(image, Set.of())));
            }
        }
        List<ImageChanges> images = new ArrayList<>();
        byImage.forEach((image, actions) -> {
            if (!actions.isEmpty()) {
                List<Action> ordered = new ArrayList<>(actions);
                ordered.sort((a, b) -> Integer.compare(a.kind().ordinal(), b.kind().ordinal()));
                images.add(new ImageChanges(image, ordered));
            }
        });
        return new StorageChanges(images, zones, access.zoningRead(), IocdsChanges.of(site, guests));
    }

    private record Path(PlannedPath path, Initiator initiator, IoPort port) {
    }

    /** One guest's actions on one image. */
    private static List<Action> actions(AccessTopology access, String guest, String image, List<Path> paths,
                                        Set<VolumeId> volumes) {
        List<Action> out = new ArrayList<>();
        // the groups the guest's paths reach today, and the host type its connections have
        Set<String> groups = new LinkedHashSet<>();
        String hostType = null;
        for (Path p : paths) {
            for (HostConnection c : access.connections(image, p.initiator().wwpn())) {
                if (c.volumeGroup() != null) {
                    groups.add(c.volumeGroup());
                }
                // a type another platform's (host-type-not-zlinux) is never copied to a new connection
                if (hostType == null && c.hostType() != null && c.hostType().trim().equalsIgnoreCase(DEFAULT_HOST_TYPE)) {
                    hostType = c.hostType().trim();
                }
            }
        }
        String group = groups.isEmpty() ? null : groups.iterator().next();
        String groupName = null;
        boolean unknownToday = paths.stream().anyMatch(p -> !p.initiator().known()
                && p.path().origin() != PlannedPath.Origin.NEW);
        if (group == null && unknownToday) {
            // the guest's FCP devices of today log in with WWPNs the inputs do not give: its host connections and
            // their group cannot be told, so the group is a value to fill in, never a new one beside it
            groups.add("<volume group of " + guest.toUpperCase(Locale.ROOT) + " on " + image + ">");
            group = groups.iterator().next();
        } else if (group == null) {
            groupName = guest.toUpperCase(Locale.ROOT) + "_VG";
            out.add(new Action(Kind.MAKE_VOLUME_GROUP, guest, null, groupName, null, null, null, null, List.of(),
                    List.of(), new ArrayList<>(volumes), null, false));
        }
        for (String g : groups) {
            Set<VolumeId> has = access.groupVolumes(image, g).orElse(Set.of());
            List<VolumeId> missing = volumes.stream().filter(v -> !has.contains(v)).toList();
            if (!missing.isEmpty()) {
                out.add(new Action(Kind.ADD_VOLUMES, guest, g, null, null, null, null, null, List.of(), List.of(),
                        missing, null, false));
            }
        }
        Set<String> made = new java.util.HashSet<>();
        for (Path p : paths) {
            List<HostConnection> conns = access.connections(image, p.initiator().wwpn());
            if (conns.isEmpty()) {
                String key = p.initiator().dscli();
                if (!made.add(key)) {
                    continue;
                }
                List<String> ids = new ArrayList<>();
                for (Path q : paths) {
                    if (q.initiator().dscli().equals(key) && !ids.contains(q.port().id())) {
                        ids.add(q.port().id());
                    }
                }
                out.add(new Action(Kind.MAKE_HOST_CONNECTION, guest, group, groupName, null,
                        connectionName(guest, p.path().fcpDevice()), p.initiator(),
                        hostType != null ? hostType : DEFAULT_HOST_TYPE, ids, List.of(), List.of(),
                        p.path().fcpDevice(), p.path().origin() != PlannedPath.Origin.NEW));
                continue;
            }
            if (conns.stream().anyMatch(c -> AccessTopology.admits(c, p.port().id()))) {
                continue;
            }
            HostConnection c = conns.get(0);
            List<String> widened = new ArrayList<>(c.ioPorts());
            widened.add(p.port().id());
            out.add(new Action(Kind.ADMIT_PORT, guest, c.volumeGroup(), null, c.id(), c.name(), p.initiator(), null,
                    widened, c.ioPorts(), List.of(), p.path().fcpDevice(), p.path().origin() != PlannedPath.Origin.NEW));
        }
        return out;
    }

    /** The host type a new host connection gets where the guest has no connection to copy it from. */
    public static final String DEFAULT_HOST_TYPE = "zLinux";

    /** {@code LNXA_FC00}: the guest and the FCP device, as a host connection name. */
    static String connectionName(String guest, BusId fcpDevice) {
        return guest.toUpperCase(Locale.ROOT) + "_" + fcpDevice.device();
    }

    /** {@code LNXA_FC00_IBM_2107_75FX001}: letters, digits and underscores only, as zone names must be. */
    static String zoneName(String guest, BusId fcpDevice, String image) {
        StringBuilder b = new StringBuilder();
        for (char ch : (guest + "_" + fcpDevice.device() + "_" + image).toUpperCase(Locale.ROOT).toCharArray()) {
            b.append(Character.isLetterOrDigit(ch) && ch < 128 ? ch : '_');
        }
        return b.toString();
    }

    /** Every volume of the changes, for tests and the Actions sheet. */
    public List<Action> actions() {
        List<Action> out = new ArrayList<>();
        images.forEach(i -> out.addAll(i.actions()));
        return Collections.unmodifiableList(out);
    }
}
