package io.zlayout.rules.layout;

import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import io.zlayout.model.id.DeviceNumber;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Needs;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.HostTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A guest's disk group: the volumes of one kind (FB or CKD) on one storage image that the guest has, and
 * what the image could have offered it instead. Shared by the spread rules so they agree on what a group is.
 * Besides its directory disks, a guest has its FCP LUNs (as {@code RunningLayout} gives them) and, with Linux captures, each LVM stripe set as groups
 * ({@code label} names them; null for directory disks); a group with the same volumes as an earlier one of the
 * guest is judged once.
 */
record DiskGroups(GuestTopology.GuestLayout guest, VolumeKind kind, String image,
                  List<GuestTopology.GuestDisk> members, Map<String, List<StorageTopology.Placement>> offered,
                  String label, Map<Object, Set<?>> availableCache) {

    /**
     * What a rule judging a guest's directory disks needs: a DEDICATE names a device number, which only the IOCDS
     * ties to a volume; an MDISK names the volume's volser.
     */
    static final Needs DIRECTORY_DISKS = Needs.of("dedicated disks", InputKind.ZVM_DIRECTORY, InputKind.IOCDS,
            InputKind.STORAGE_EXPORT).and("minidisks", InputKind.ZVM_DIRECTORY, InputKind.STORAGE_EXPORT);

    /** What a rule judging every group needs: the directory disks, and the FCP LUNs and stripe sets of captures. */
    static final Needs ALL_GROUPS = DIRECTORY_DISKS.and("FCP LUNs and LVM stripe sets", InputKind.GUEST_CAPTURES,
            InputKind.STORAGE_EXPORT);

    /**
     * How some members spread over a unit of the storage (rank, pool, LCU).
     *
     * @param used  the units the members use
     * @param could how many units the image could give them: as many as there are members, up to what it offers
     * @param <K>   the unit: a placement's unit of spreading, its pool, its LSS
     */
    record Spread<K>(Set<K> used, int could) {

        /** True when the members use fewer units than the image could give them. */
        boolean narrower() {
            return used.size() < could;
        }
    }

    /** Every group of at least two members, guest by guest: made once per rule run. */
    static List<DiskGroups> of(io.zlayout.rules.RuleContext ctx) {
        return ctx.shared(DiskGroups.class, () -> of(ctx.site()));
    }

    /** Every group of at least two members, guest by guest. */
    static List<DiskGroups> of(Site site) {
        List<DiskGroups> out = new ArrayList<>();
        // every base volume by image and kind, once: what each group could have had
        Map<String, List<StorageTopology.Placement>> offered = new java.util.HashMap<>();
        // what an image offers is the same for every group on it: computed once per image, kind and key
        Map<Object, Set<?>> cache = new java.util.HashMap<>();
        // neighbours share their image and kind, and a site has a few volume types: no string per volume
        Map<String, Boolean> alias = new java.util.HashMap<>();
        String lastImage = null;
        VolumeKind lastKind = null;
        List<StorageTopology.Placement> last = null;
        for (StorageTopology.Placement p : site.storage().placements()) {
            Volume v = p.volume();
            if (v.kind() != null && (v.volumeType() == null || !alias.computeIfAbsent(v.volumeType(),
                    t -> t.toLowerCase(java.util.Locale.ROOT).contains("alias")))) {
                if (last == null || v.kind() != lastKind || !v.image().equals(lastImage)) {
                    lastImage = v.image();
                    lastKind = v.kind();
                    last = offered.computeIfAbsent(lastImage + "|" + lastKind, k -> new ArrayList<>());
                }
                last.add(p);
            }
        }
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            java.util.Set<String> judged = new java.util.HashSet<>();
            for (VolumeKind k : VolumeKind.values()) {
                add(out, judged, g, k, null, g.group(k), offered, cache);
            }
            List<GuestTopology.GuestDisk> fcp = site.running().fcpGroup(g);
            for (VolumeKind k : VolumeKind.values()) {
                add(out, judged, g, k, "FCP LUNs", fcp.stream()
                        .filter(d -> d.volume() != null && d.volume().kind() == k).toList(), offered, cache);
            }
            HostTopology.GuestHost host = site.hosts().guest(g.guest()).orElse(null);
            for (HostTopology.DiskSet set : host == null ? List.<HostTopology.DiskSet>of() : host.stripeSets()) {
                for (VolumeKind k : VolumeKind.values()) {
                    add(out, judged, g, k, set.label(), set.members().stream()
                            .filter(d -> d.volume() != null && d.volume().kind() == k).toList(), offered, cache);
                }
            }
        }
        return out;
    }

    private static void add(List<DiskGroups> out, java.util.Set<String> judged, GuestTopology.GuestLayout g,
                            VolumeKind k, String label, List<GuestTopology.GuestDisk> group,
                            Map<String, List<StorageTopology.Placement>> offered,
                            Map<Object, Set<?>> cache) {
        TreeSet<String> images = new TreeSet<>();
        group.forEach(d -> images.add(d.volume().image()));
        for (String image : images) {
            // one member per volume: several minidisks on one volume are one stripe member's worth
            java.util.Map<String, GuestTopology.GuestDisk> distinct = new java.util.LinkedHashMap<>();
            group.stream().filter(d -> d.volume().image().equals(image) && d.placement() != null)
                    .forEach(d -> distinct.putIfAbsent(d.volume().identity(), d));
            List<GuestTopology.GuestDisk> members = List.copyOf(distinct.values());
            if (members.size() >= 2 && judged.add(k + "|" + new TreeSet<>(distinct.keySet()))) {
                out.add(new DiskGroups(g, k, image, members, offered, label, cache));
            }
        }
    }

    /** The distinct values of {@code key} over the members; a member the key gives null for is left out. */
    <K> Set<K> used(Function<StorageTopology.Placement, K> key) {
        return used(members, key);
    }

    /** The distinct values of {@code key} over {@code some} members; one the key gives null for is left out. */
    static <K> Set<K> used(List<GuestTopology.GuestDisk> some, Function<StorageTopology.Placement, K> key) {
        Set<K> s = new HashSet<>();
        for (GuestTopology.GuestDisk m : some) {
            K k = key.apply(m.placement());
            if (k != null) {
                s.add(k);
            }
        }
        return s;
    }

    /**
     * The members placed by rank (ESS, single-rank pools, {@code rotatevols} with a known rank): the only ones a
     * rank or DA-pair claim can be made about.
     */
    List<GuestTopology.GuestDisk> placedByRank() {
        return members.stream().filter(m -> m.placement().byRank()).toList();
    }

    /**
     * The distinct values of {@code key} over every volume of this kind on this image. Callers pass one function
     * object for every group (a method reference or non-capturing lambda), so the set is made once per image.
     */
    @SuppressWarnings("unchecked")
    <K> Set<K> available(Function<StorageTopology.Placement, K> key) {
        return (Set<K>) availableCache.computeIfAbsent(List.of(key, image, kind), k -> {
            Set<K> s = new HashSet<>();
            for (StorageTopology.Placement p : offered.getOrDefault(image + "|" + kind, List.of())) {
                K value = key.apply(p);
                if (value != null) {
                    s.add(value);
                }
            }
            return s;
        });
    }

    /**
     * How {@code some} members spread over the units {@code unit} names, against what this image offers (one
     * function object for every group, as {@link #available} asks).
     */
    <K> Spread<K> spread(List<GuestTopology.GuestDisk> some, Function<StorageTopology.Placement, K> unit) {
        return new Spread<>(used(some, unit), Math.min(some.size(), available(unit).size()));
    }

    /** The start of a finding's message: {@code guest:LNX1 has 4 FB disks (4010-4013)}. */
    String has(List<GuestTopology.GuestDisk> some) {
        return guest.identity() + " has " + some.size() + " " + kind + " disks (" + describe(some) + ")";
    }

    /** The DA pairs of every volume of this kind on this image that is placed by rank. */
    @SuppressWarnings("unchecked")
    TreeSet<Integer> availableDaPairs() {
        return (TreeSet<Integer>) availableCache.computeIfAbsent(List.of("daPairs", image, kind), k -> {
            java.util.HashSet<Integer> s = new java.util.HashSet<>();
            for (StorageTopology.Placement p : offered.getOrDefault(image + "|" + kind, List.of())) {
                if (p.byRank()) {
                    s.addAll(p.daPairs());
                }
            }
            return new TreeSet<>(s);
        });
    }

    /** How these members are addressed, for messages. */
    String describe(List<GuestTopology.GuestDisk> some) {
        int[] ids = new int[some.size()];
        for (int i = 0; i < ids.length; i++) {
            GuestTopology.GuestDisk d = some.get(i);
            ids[i] = d.device() != null ? d.device().value() : d.volume().id().value();
        }
        return label == null ? ranges(ids) : label + ": " + ranges(ids);
    }

    /**
     * {@code 4010, 4011, 4012, 4020} -> {@code 4010-4012, 4020}: device numbers or volume ids, both 16-bit numbers
     * written as 4 hex digits.
     */
    static String ranges(int[] numbers) {
        int[] n = numbers.clone();
        Arrays.sort(n);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n.length; ) {
            int j = i;
            while (j + 1 < n.length && n[j + 1] == n[j] + 1) {
                j++;
            }
            if (b.length() > 0) {
                b.append(", ");
            }
            b.append(hex4(n[i]));
            if (j > i) {
                b.append('-').append(hex4(n[j]));
            }
            i = j + 1;
        }
        return b.toString();
    }

    /** A device number's 4 hex digits, which are a volume id's too. */
    private static String hex4(int n) {
        return DeviceNumber.of(n).toString();
    }

    List<String> elements() {
        return elements(members);
    }

    List<String> elements(List<GuestTopology.GuestDisk> some) {
        List<String> e = new ArrayList<>();
        e.add(guest.identity());
        some.forEach(m -> e.add(m.volume().identity()));
        return e;
    }

    io.zlayout.model.SourceRef location() {
        return members.get(0).source();
    }
}
