package io.zlayout.rules.access;

import io.zlayout.model.HostConnection;
import io.zlayout.model.Ids;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.VolumeId;
import io.zlayout.topology.AccessTopology;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The volumes of one guest whose paths' volume groups leave them out, grouped so that volumes refused on the
 * same paths by the same groups make one finding.
 */
final class VolumeMasking {

    /**
     * Volumes refused on the same paths by the same host connections.
     *
     * @param refused  the paths whose host connections' groups lack the volumes
     * @param admitted how many paths of the guest to the image do reach them
     * @param total    how many paths the guest has to them
     */
    record Refusal(String guest, String image, List<AccessTopology.PathAccess> refused, int admitted, int total,
                   Set<VolumeId> volumes, Set<String> luns, SourceRef source) {

        String volumeText() {
            List<String> v = volumes.stream().map(VolumeId::toString).toList();
            return (v.size() == 1 ? "volume " : "volumes ") + String.join(", ", v);
        }

        /** {@code 0.0.fc00 -> I0001, 0.0.fd00 -> I0101}: the refused paths, short. */
        String pathsText() {
            List<String> out = new ArrayList<>();
            for (AccessTopology.PathAccess p : refused) {
                out.add(p.route().busId() + " -> " + p.route().port().id());
            }
            return String.join(", ", out);
        }

        /** Each host connection of the refused paths with its initiator WWPN and volume group, once. */
        String connectionsText() {
            Set<String> out = new LinkedHashSet<>();
            for (AccessTopology.PathAccess p : refused) {
                p.access().admitting().forEach(c -> out.add(Masking.connection(c)));
            }
            return String.join(", ", out);
        }

        String lunText() {
            return (luns.size() == 1 ? "LUN " : "LUNs ") + String.join(", ", luns);
        }

        /** {@code V12 lacks it}, {@code V11, V12 lack them}. */
        String lackText() {
            Set<String> g = groups();
            return String.join(", ", g) + (g.size() == 1 ? " lacks " : " lack ") + (volumes.size() == 1 ? "it" : "them");
        }

        List<String> elements() {
            Set<String> out = new LinkedHashSet<>();
            out.add(Ids.guest(guest));
            for (AccessTopology.PathAccess p : refused) {
                out.add(Ids.fcpPort(p.route().busId(), p.route().wwpn()));
                p.access().admitting().forEach(c -> out.addAll(Masking.elements(c)));
            }
            volumes.forEach(v -> out.add(Ids.volume(image, v)));
            return new ArrayList<>(out);
        }

        /** The volume groups (or REST hosts) that lack the volumes, as the fix names them. */
        Set<String> groups() {
            Set<String> out = new LinkedHashSet<>();
            refused.forEach(p -> p.access().admitting().forEach(c -> out.add(Masking.group(c))));
            return out;
        }
    }

    private VolumeMasking() {
    }

    /**
     * Per guest, the refusals: {@code partly} true for volumes that reach the guest on some of its paths and are
     * refused on others, false for volumes refused on every path that judged them.
     */
    static List<Refusal> of(AccessTopology access, boolean partly) {
        List<Refusal> out = new ArrayList<>();
        for (String guest : access.guests()) {
            Map<String, List<AccessTopology.PathAccess>> byVolume = new TreeMap<>();
            for (AccessTopology.PathAccess p : access.paths(guest)) {
                byVolume.computeIfAbsent(p.image() + "/" + p.volume(), k -> new ArrayList<>()).add(p);
            }
            Map<String, Refusal> grouped = new LinkedHashMap<>();
            for (List<AccessTopology.PathAccess> ps : byVolume.values()) {
                List<AccessTopology.PathAccess> refused = ps.stream()
                        .filter(p -> p.access().state() == AccessTopology.State.NOT_IN_GROUP).toList();
                long admitted = ps.stream().filter(p -> p.access().state() == AccessTopology.State.ADMITTED).count();
                if (refused.isEmpty() || (admitted > 0) != partly) {
                    continue;
                }
                StringBuilder key = new StringBuilder(ps.get(0).image()).append('|').append(admitted).append('|')
                        .append(ps.size());
                refused.forEach(p -> key.append('|').append(p.route().key()));
                AccessTopology.PathAccess first = refused.get(0);
                Refusal r = grouped.computeIfAbsent(key.toString(), k -> new Refusal(guest, first.image(), refused,
                        (int) admitted, ps.size(), new java.util.TreeSet<>(), new java.util.TreeSet<>(),
                        first.source()));
                r.volumes().add(first.volume());
                r.luns().add(first.lun());
            }
            out.addAll(grouped.values());
        }
        return out;
    }
}
