package io.zlayout.plan;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.ref.VolumeRef;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;
import io.zlayout.model.id.CuNumber;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The volumes a plan may give, of each kind, in identity order: every FB volume, and every CKD base volume
 * with a device in the IOCDS a guest of the z/VM partition's CSS can be given (its lowest device number).
 * Aliases are left out. Built once per plan.
 */
final class CandidatePool {

    /**
     * Small dense numbers for units of spreading (rank, ranks, pool or LSS), LSSs, servers and DA pairs, so that the loads a slot compares are
     * array reads rather than map look-ups (a maximal site compares a few million candidates).
     */
    private static final class Index {
        private final Map<Object, Integer> ids = new HashMap<>();
        private Object last;
        private int lastId;

        int of(Object key) {
            // neighbours share one unit and one LSS (the topology makes each once per run of volumes): hashed once
            if (key != last) {
                lastId = ids.computeIfAbsent(key, k -> ids.size());
                last = key;
            }
            return lastId;
        }

        int size() {
            return ids.size();
        }
    }

    private final Index rankIndex = new Index();
    private final Index lssIndex = new Index();
    private final Index serverIndex = new Index();
    private final Index daIndex = new Index();
    private final Map<VolumeKind, List<Candidate>> byKind = new LinkedHashMap<>();
    private final Map<VolumeKind, Map<VolumeRef, Candidate>> byVolume = new EnumMap<>(VolumeKind.class);
    private final Map<VolumeKind, Map<String, List<Candidate>>> named = new EnumMap<>(VolumeKind.class);

    /**
     * @param css the z/VM partition's CSS where it is known (its CKD base devices are those of that CSS), or
     *            null
     */
    CandidatePool(Site site, Integer css) {
        ChannelTopology ch = site.channels();
        StorageTopology st = site.storage();
        // keyed by value (image, volume id): a string identity per device and per volume was most of the pool's cost
        Map<VolumeRef, Base> base = new HashMap<>();
        for (List<ControlUnit> cus : ch.storageControlUnits().values()) {
            for (ControlUnit cu : cus) {
                for (Device d : ch.devices(cu)) {
                    if (!dedicatable(d, css)) {
                        continue;
                    }
                    DeviceNumber number = d.number();
                    ch.volumeKey(cu, d).ifPresent(v -> {
                        Base prior = base.get(v);
                        if (prior == null || number.compareTo(prior.device()) < 0) {
                            base.put(v, new Base(number, cu));
                        }
                    });
                }
            }
        }
        List<Candidate> fb = new ArrayList<>();
        List<Candidate> ckd = new ArrayList<>();
        for (StorageTopology.Placement p : st.placements()) {
            Volume v = p.volume();
            if (v.kind() == null || (v.volumeType() != null && containsAlias(v.volumeType()))) {
                continue;
            }
            if (v.kind() == VolumeKind.CKD) {
                Base b = base.get(v.key());
                if (b == null) {
                    continue; // not defined in the IOCDS: no guest can reach it
                }
                ckd.add(candidate(v, p, b.device(), b.controlUnit().number()));
            } else {
                fb.add(candidate(v, p, null, null));
            }
        }
        byKind.put(VolumeKind.FB, ordered(fb));
        byKind.put(VolumeKind.CKD, ordered(ckd));
    }

    /** A volume's lowest dedicatable base device and its control unit. */
    private record Base(DeviceNumber device, ControlUnit controlUnit) {
    }

    /**
     * Whether a volume type names an alias, as {@code type.toLowerCase(Locale.ROOT).contains("alias")}: ASCII
     * text (what exports write) folded in place without a lower-cased copy per volume, any other the plain way.
     */
    static boolean containsAlias(String type) {
        int n = type.length();
        for (int i = 0; i < n; i++) {
            if (type.charAt(i) >= 0x80) {
                return type.toLowerCase(java.util.Locale.ROOT).contains("alias");
            }
        }
        for (int i = 0; i + 5 <= n; i++) {
            if ((type.charAt(i) | 0x20) == 'a' && (type.charAt(i + 1) | 0x20) == 'l' && (type.charAt(i + 2) | 0x20) == 'i'
                    && (type.charAt(i + 3) | 0x20) == 'a' && (type.charAt(i + 4) | 0x20) == 's') {
                return true;
            }
        }
        return false;
    }

    /** The candidates in identity order, each given its position in it (equal identities, equal positions). */
    private static List<Candidate> ordered(List<Candidate> list) {
        list.sort(Comparator.comparing(Candidate::id));
        List<Candidate> out = new ArrayList<>(list.size());
        int order = -1;
        VolumeRef prior = null;
        for (Candidate c : list) {
            if (!c.id().equals(prior)) {
                order++;
                prior = c.id();
            }
            out.add(c.withOrder(order));
        }
        return out;
    }

    private Candidate candidate(Volume v, StorageTopology.Placement p, DeviceNumber device, CuNumber cu) {
        int[] das = new int[p.daPairs().size()];
        for (int i = 0; i < das.length; i++) {
            das[i] = daIndex.of(p.daPairs().get(i));
        }
        return new Candidate(v, p, device, cu, v.key(), rankIndex.of(p.unit()), lssIndex.of(p.lss()),
                serverIndex.of(p.server()), das, 0);
    }

    /**
     * A base device z/VM can give a guest: in subchannel set 0 (DEDICATE names a device number, which means
     * set 0; numbers reused in sets 1-3 are other devices) of the z/VM partition's CSS where that is known.
     */
    private static boolean dedicatable(Device d, Integer css) {
        if (d.subchannelSets().isEmpty()) {
            return true;
        }
        if (css != null) {
            return Integer.valueOf(0).equals(d.subchannelSets().get(css));
        }
        return d.subchannelSets().containsValue(0);
    }

    /** The volume kind a guest's access gives it: FB LUNs for {@code fcp}, CKD volumes otherwise. */
    static VolumeKind kind(GuestIntent g) {
        return "fcp".equals(g.access()) ? VolumeKind.FB : VolumeKind.CKD;
    }

    /** The candidates of one kind, by identity. */
    List<Candidate> of(VolumeKind kind) {
        return byKind.get(kind);
    }

    /** The candidates of one kind by volume. */
    Map<VolumeRef, Candidate> byVolume(VolumeKind kind) {
        return byVolume.computeIfAbsent(kind, k -> {
            Map<VolumeRef, Candidate> m = new HashMap<>();
            of(k).forEach(c -> m.put(c.id(), c));
            return m;
        });
    }

    /** What an intent's {@code keep} may name, as written: a candidate's volume id, or its device number. */
    Map<String, List<Candidate>> named(VolumeKind kind) {
        return named.computeIfAbsent(kind, k -> {
            Map<String, List<Candidate>> m = new HashMap<>();
            for (Candidate c : of(k)) {
                String volume = c.volume().id().toString();
                m.computeIfAbsent(volume, x -> new ArrayList<>()).add(c);
                String device = c.device() == null ? null : c.device().toString();
                if (device != null && !device.equals(volume)) {
                    m.computeIfAbsent(device, x -> new ArrayList<>()).add(c);
                }
            }
            return m;
        });
    }

    int ranks() {
        return rankIndex.size();
    }

    int lss() {
        return lssIndex.size();
    }

    int servers() {
        return serverIndex.size();
    }

    int daPairs() {
        return daIndex.size();
    }
}
