package io.zlayout.topology;

import io.zlayout.model.HostConnection;
import io.zlayout.model.HostMapping;
import io.zlayout.model.SanZone;
import io.zlayout.model.SourceRef;
import io.zlayout.model.VolumeGroup;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZvmFcpDevice;
import io.zlayout.model.ZvmVirtualFcp;
import io.zlayout.model.id.BusId;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.VolumeId;
import io.zlayout.model.id.Wwn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The storage side's access control joined to the FC paths: per FC path (FCP device -> the initiator WWPN it
 * logs in with -> target port -> LUN), the host connection of that initiator on the port's storage image (by
 * WWPN), its volume group, whether the group holds the volume, and whether its I/O-port list admits the target
 * port. IBM's rule for FCP on Z: "Both the SAN switches and the LUN masking must use host NPIV WWPNs for access
 * control."
 *
 * <p>The initiator WWPN of an FCP device is what the guest's {@code lszfcp -a} shows ({@code fc_host/port_name}),
 * else CP {@code QUERY VIRTUAL FCP} for the guest's device, else {@code QUERY FCP} / {@code System_WWPN_Query}
 * for the real device (its NPIV WWPN, else the channel's). Host connections come from {@code lshostconnect} (DSCLI:
 * a volume group and an {@code ESSIOport} list, {@code all} or ports) or from the REST {@code host_ports} (REST:
 * the host's {@code mappings} are its volumes; the ports a REST host port lists are those it is logged in to, not
 * an access list, so every port admits it).
 */
public final class AccessTopology {

    /** What the storage says about one FC path to one volume. */
    public enum State {
        /** A host connection of the initiator admits the port and its volume group holds the volume. */
        ADMITTED,
        /** No host connection of the image has the initiator's WWPN. */
        NO_HOST_CONNECTION,
        /** Host connections have the WWPN, but none admits the target port. */
        PORT_EXCLUDED,
        /** A host connection admits the port, but no volume group of those that do holds the volume. */
        NOT_IN_GROUP,
        /** The inputs do not tell (initiator, image, host connections or group contents not known). */
        NOT_JUDGED
    }

    /**
     * The judgement of one path to one volume.
     *
     * @param connections the host connections of the initiator on the image (any port list)
     * @param admitting   those of {@code connections} whose port list admits the target port
     * @param why         for {@link State#NOT_JUDGED}, what is missing; else null
     */
    public record Access(State state, List<HostConnection> connections, List<HostConnection> admitting, String why) {

        public Access {
            connections = List.copyOf(connections);
            admitting = List.copyOf(admitting);
        }

        static Access notJudged(String why) {
            return new Access(State.NOT_JUDGED, List.of(), List.of(), why);
        }
    }

    /**
     * Where an initiator WWPN was learnt.
     *
     * @param how {@code lszfcp}, {@code QUERY VIRTUAL FCP} or {@code QUERY FCP}
     */
    public record Initiator(Wwn wwpn, String how, SourceRef source) {
    }

    /**
     * One FC path of a guest to one volume, judged.
     *
     * @param route     the FC path (FCP device, target port)
     * @param initiator the WWPN the FCP device logs in with, or null when not known
     * @param volume    the volume on the image of the route's port
     * @param lun       the LUN as the guest addresses it, for messages
     */
    public record PathAccess(String guest, HostTopology.Route route, Initiator initiator, VolumeId volume, String lun,
                             Access access, SourceRef source) {

        public String image() {
            return route.image();
        }
    }

    private final Map<String, List<HostConnection>> byImageWwpn = new HashMap<>();
    private final Map<String, List<HostConnection>> byImage = new TreeMap<>();
    private final Map<String, Set<VolumeId>> groupVolumes = new HashMap<>();
    private final Map<String, VolumeGroup> groups = new TreeMap<>();
    private final Map<String, Map<DeviceNumber, Initiator>> virtualFcp = new HashMap<>();
    private final Map<DeviceNumber, ZvmFcpDevice> realFcp = new HashMap<>();
    private final Map<String, Map<BusId, Initiator>> portNames = new HashMap<>();
    private final Map<Wwn, List<SanZone>> zonesByMember = new HashMap<>();
    private final boolean zoningRead;
    private final HostTopology hosts;
    /** Per guest, its judged paths and, by {@code route key|volume}, their states; made on first use. */
    private final Map<String, Judged> judged = new ConcurrentHashMap<>();

    private record Judged(List<PathAccess> paths, Map<String, State> states) {
    }

    private AccessTopology(Site site) {
        for (HostConnection c : site.all(HostConnection.class)) {
            if (c.image() == null) {
                continue;
            }
            byImage.computeIfAbsent(c.image(), k -> new ArrayList<>()).add(c);
            if (c.wwpn() != null) {
                byImageWwpn.computeIfAbsent(key(c.image(), c.wwpn()), k -> new ArrayList<>()).add(c);
            }
        }
        for (VolumeGroup g : site.all(VolumeGroup.class)) {
            if (g.image() != null) {
                groups.put(g.identity(), g);
                if (!g.volumes().isEmpty()) {
                    groupVolumes.computeIfAbsent(groupKey(g.image(), g.id()), k -> new HashSet<>()).addAll(g.volumes());
                }
            }
        }
        for (HostMapping m : site.all(HostMapping.class)) {
            if (m.image() != null && m.host() != null && m.volume() != null) {
                groupVolumes.computeIfAbsent(hostKey(m.image(), m.host()), k -> new HashSet<>()).add(m.volume());
            }
        }
        for (ZvmVirtualFcp v : site.all(ZvmVirtualFcp.class)) {
            if (v.guest() != null && v.vdev() != null && v.wwpn() != null) {
                virtualFcp.computeIfAbsent(v.guest().toUpperCase(Locale.ROOT), k -> new HashMap<>())
                        .putIfAbsent(v.vdev(), new Initiator(v.wwpn(), "QUERY VIRTUAL FCP", v.source()));
            }
        }
        for (ZvmFcpDevice f : site.all(ZvmFcpDevice.class)) {
            if (f.device() != null) {
                realFcp.putIfAbsent(f.device(), f);
            }
        }
        for (ZfcpHost h : site.all(ZfcpHost.class)) {
            String name = h.attributes().get("fc_host/port_name");
            Optional<Wwn> wwpn = name == null ? Optional.empty() : Wwn.tryParse(name);
            if (h.guest() != null && wwpn.isPresent()) {
                portNames.computeIfAbsent(h.guest(), k -> new HashMap<>())
                        .putIfAbsent(h.busId(), new Initiator(wwpn.get(), "lszfcp", h.source()));
            }
        }
        List<SanZone> zones = site.all(SanZone.class);
        this.zoningRead = !zones.isEmpty();
        for (SanZone z : zones) {
            for (Wwn w : z.members()) {
                zonesByMember.computeIfAbsent(w, k -> new ArrayList<>()).add(z);
            }
        }
        this.hosts = site.hosts();
    }

    /** One guest's paths judged, on first use (a site without host connections judges nothing). */
    private Judged judged(String guest) {
        return judged.computeIfAbsent(guest.toUpperCase(Locale.ROOT), g -> {
            HostTopology.GuestHost host = byImage.isEmpty() ? null : hosts.guest(g).orElse(null);
            if (host == null) {
                return new Judged(List.of(), Map.of());
            }
            List<PathAccess> paths = judgeGuest(host);
            Map<String, State> states = new HashMap<>();
            for (PathAccess p : paths) {
                states.put(p.route().key() + "|" + p.volume(), p.access().state());
            }
            return new Judged(paths, states);
        });
    }

    /** The access join of a site (cheap: linear in host connections, groups and the guests' LUN paths). */
    public static AccessTopology of(Site site) {
        return new AccessTopology(site);
    }

    private static String key(String image, Wwn wwpn) {
        return image + "|" + wwpn;
    }

    private static String groupKey(String image, String group) {
        return image + "|vg|" + group;
    }

    private static String hostKey(String image, String host) {
        return image + "|host|" + host;
    }

    /** True when a host connection export was read for the image. */
    public boolean knows(String image) {
        return image != null && byImage.containsKey(image);
    }

    /** Every image with host connections, sorted. */
    public Set<String> images() {
        return Collections.unmodifiableSet(byImage.keySet());
    }

    /** The host connections of an image, in input order. */
    public List<HostConnection> connections(String image) {
        return byImage.getOrDefault(image, List.of());
    }

    /** The host connections of an image with that WWPN. */
    public List<HostConnection> connections(String image, Wwn wwpn) {
        return wwpn == null ? List.of() : byImageWwpn.getOrDefault(key(image, wwpn), List.of());
    }

    /** Every volume group read, by identity. */
    public Map<String, VolumeGroup> volumeGroups() {
        return Collections.unmodifiableMap(groups);
    }

    /**
     * The volumes a host connection reaches: its volume group's ({@code showvolgrp}), or for a REST host port the
     * host's mappings; empty when not known.
     */
    public Optional<Set<VolumeId>> volumes(HostConnection c) {
        String k = c.volumeGroup() != null ? groupKey(c.image(), c.volumeGroup())
                : c.name() != null ? hostKey(c.image(), c.name()) : null;
        Set<VolumeId> v = k == null ? null : groupVolumes.get(k);
        return v == null ? Optional.empty() : Optional.of(Collections.unmodifiableSet(v));
    }

    /** The volumes of a volume group by image and id, when its contents were read. */
    public Optional<Set<VolumeId>> groupVolumes(String image, String group) {
        Set<VolumeId> v = groupVolumes.get(groupKey(image, group));
        return v == null ? Optional.empty() : Optional.of(Collections.unmodifiableSet(v));
    }

    /**
     * True when the connection admits I/O through the port: an {@code ESSIOport} list of {@code all} (empty), a
     * list naming the port, or a REST host port (see the class comment).
     */
    public static boolean admits(HostConnection c, String portId) {
        return c.volumeGroup() == null || c.ioPorts().isEmpty() || c.ioPorts().stream()
                .anyMatch(p -> p.equalsIgnoreCase(portId));
    }

    /** The label of what a connection gives access to: {@code V11} or {@code host LNXA}. */
    public static String groupLabel(HostConnection c) {
        return c.volumeGroup() != null ? c.volumeGroup() : "host " + c.name();
    }

    /** The WWPN an FCP device of a guest logs in with, where the inputs tell. */
    public Optional<Initiator> initiator(String guest, BusId busId, DeviceNumber device) {
        String g = guest == null ? null : guest.toUpperCase(Locale.ROOT);
        if (g != null && busId != null) {
            Initiator i = portNames.getOrDefault(g, Map.of()).get(busId);
            if (i != null) {
                return Optional.of(i);
            }
            if (busId.css() == 0 && busId.ssid() == 0) {
                i = virtualFcp.getOrDefault(g, Map.of()).get(busId.device());
                if (i != null) {
                    return Optional.of(i);
                }
            }
        }
        ZvmFcpDevice f = device == null ? null : realFcp.get(device);
        if (f != null && f.loginWwpn() != null) {
            return Optional.of(new Initiator(f.loginWwpn(), "QUERY FCP", f.source()));
        }
        return Optional.empty();
    }

    /** Every WWPN an FCP device of the site is known to log in with (captures and CP/SMAPI). */
    public Set<Wwn> knownInitiators() {
        Set<Wwn> out = new HashSet<>();
        portNames.values().forEach(m -> m.values().forEach(i -> out.add(i.wwpn())));
        virtualFcp.values().forEach(m -> m.values().forEach(i -> out.add(i.wwpn())));
        realFcp.values().forEach(f -> {
            if (f.npivWwpn() != null) {
                out.add(f.npivWwpn());
            }
            if (f.physicalWwpn() != null) {
                out.add(f.physicalWwpn());
            }
        });
        return out;
    }

    /** The real FCP devices CP or SMAPI reported, by device number. */
    public Map<DeviceNumber, ZvmFcpDevice> realFcpDevices() {
        return Collections.unmodifiableMap(realFcp);
    }

    /**
     * Judges one path to one volume: the initiator's host connections on the image, whether one admits the port,
     * whether the group of one that does holds the volume.
     */
    public Access judge(String image, Wwn initiator, String portId, VolumeId volume) {
        if (image == null || portId == null) {
            return Access.notJudged("the target port is not one the storage export has");
        }
        if (!knows(image)) {
            return Access.notJudged("no host connections of storage:" + image + " were read (lshostconnect)");
        }
        if (initiator == null) {
            return Access.notJudged("the FCP device's initiator WWPN is not known (lszfcp -a, QUERY VIRTUAL FCP,"
                    + " QUERY FCP)");
        }
        List<HostConnection> conns = connections(image, initiator);
        if (conns.isEmpty()) {
            return new Access(State.NO_HOST_CONNECTION, conns, List.of(), null);
        }
        List<HostConnection> admitting = conns.stream().filter(c -> admits(c, portId)).toList();
        if (admitting.isEmpty()) {
            return new Access(State.PORT_EXCLUDED, conns, admitting, null);
        }
        if (volume == null) {
            return new Access(State.ADMITTED, conns, admitting, null);
        }
        boolean known = false;
        for (HostConnection c : admitting) {
            Optional<Set<VolumeId>> v = volumes(c);
            if (v.isPresent()) {
                known = true;
                if (v.get().contains(volume)) {
                    return new Access(State.ADMITTED, conns, admitting, null);
                }
            }
        }
        return known ? new Access(State.NOT_IN_GROUP, conns, admitting, null)
                : new Access(State.NOT_JUDGED, conns, admitting, "the contents of volume group "
                + String.join(", ", admitting.stream().map(AccessTopology::groupLabel).toList())
                + " were not read (showvolgrp)");
    }

    /** Every path of the guest to every volume it uses on that path's storage image, judged; in a stable order. */
    public List<PathAccess> paths(String guest) {
        return judged(guest).paths();
    }

    /**
     * True when the storage refuses the volume to the guest on this path (no host connection, port not admitted,
     * volume not in the group): the path is not one the guest can use for it, whatever the host does. The symptom
     * rules (paths-unused) leave such paths to the access rules, which name the cause.
     */
    public boolean refuses(String guest, HostTopology.Route route, VolumeId volume) {
        if (guest == null || route == null || volume == null) {
            return false;
        }
        if (byImage.isEmpty()) {
            return false;
        }
        State s = judged(guest).states().get(route.key() + "|" + volume);
        return s == State.NO_HOST_CONNECTION || s == State.PORT_EXCLUDED || s == State.NOT_IN_GROUP;
    }

    /** The guests with Linux captures, in name order. */
    public Set<String> guests() {
        TreeSet<String> out = new TreeSet<>();
        hosts.guests().forEach(h -> out.add(h.guest()));
        return out;
    }

    /** True when a switch's active zoning was read: only then are the zoning questions judged. */
    public boolean zoningRead() {
        return zoningRead;
    }

    /** The zones of the zoning read that hold the WWPN, in input order. */
    public List<SanZone> zones(Wwn wwpn) {
        return wwpn == null ? List.of() : zonesByMember.getOrDefault(wwpn, List.of());
    }

    /** True when one zone of the zoning read holds the initiator and every target. */
    public boolean zoned(Wwn initiator, List<Wwn> targets) {
        for (SanZone z : zones(initiator)) {
            if (z.members().containsAll(targets)) {
                return true;
            }
        }
        return false;
    }

    /**
     * One guest: the volumes it uses per image (from its LUN paths) against every path the layout offers it to
     * that image; a path the LUN is configured or seen on counts too.
     */
    private List<PathAccess> judgeGuest(HostTopology.GuestHost host) {
        Map<String, Map<VolumeId, HostTopology.LunPath>> used = new TreeMap<>();
        Map<String, Map<String, HostTopology.Route>> routes = new TreeMap<>();
        for (HostTopology.LunPath p : host.lunPaths()) {
            if (p.volume() == null || p.volume().id() == null || p.route().port() == null) {
                continue;
            }
            String image = p.route().image();
            used.computeIfAbsent(image, k -> new TreeMap<>()).putIfAbsent(p.volume().id(), p);
            routes.computeIfAbsent(image, k -> new LinkedHashMap<>()).putIfAbsent(p.route().key(), p.route());
        }
        List<PathAccess> out = new ArrayList<>();
        for (Map.Entry<String, Map<VolumeId, HostTopology.LunPath>> e : used.entrySet()) {
            Map<String, HostTopology.Route> all = new LinkedHashMap<>();
            for (HostTopology.Route r : host.layoutRoutes(e.getKey())) {
                if (r.port() != null) {
                    all.putIfAbsent(r.key(), r);
                }
            }
            routes.get(e.getKey()).forEach(all::putIfAbsent);
            List<HostTopology.Route> sorted = new ArrayList<>(all.values());
            sorted.sort((a, b) -> a.key().compareTo(b.key()));
            for (HostTopology.Route r : sorted) {
                Initiator init = initiator(host.guest(), r.busId(), r.device()).orElse(null);
                for (Map.Entry<VolumeId, HostTopology.LunPath> v : e.getValue().entrySet()) {
                    Access a = judge(e.getKey(), init == null ? null : init.wwpn(), r.port().id(), v.getKey());
                    out.add(new PathAccess(host.guest(), r, init, v.getKey(), v.getValue().lun().toString(), a,
                            r.source() != null ? r.source() : v.getValue().source()));
                }
            }
        }
        return List.copyOf(out);
    }
}
