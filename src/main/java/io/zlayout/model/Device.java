package io.zlayout.model;

import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One device number, expanded from an IODEVICE {@code ADDRESS=(number,count)}.
 *
 * @param number         the device number
 * @param unitAddress    0-FF: UNITADD=, else the low byte of the number, stepped
 * @param unit           UNIT= (3390B, 3390A, 3390, FCP, OSA, ...)
 * @param model          MODEL= or null
 * @param controlUnits   CUNUMBR= list
 * @param subchannelSets the CSSs the device is defined in, each with its subchannel set (SCHSET=, default 0)
 * @param partitions     PARTITION=/NOTPART= names, empty when not coded
 * @param notPart        true when {@code partitions} came from NOTPART=
 * @param extra          other keywords as coded (STADET, TIMEOUT, PATH, ...)
 */
public record Device(DeviceNumber number, int unitAddress, String unit, String model, List<CuNumber> controlUnits,
                     SortedMap<Integer, Integer> subchannelSets, List<String> partitions, boolean notPart,
                     Map<String, String> extra, SourceRef source) implements Element {

    public Device {
        controlUnits = List.copyOf(controlUnits);
        subchannelSets = canonical(subchannelSets);
        partitions = List.copyOf(partitions);
        extra = Map.copyOf(extra);
    }

    /**
     * Equal subchannel-set maps share one immutable copy. A site has a handful of distinct maps (which CSSs,
     * which set) but up to hundreds of thousands of devices, and a TreeMap copy per device was more than half
     * of each device's memory. Bounded, safe across threads; the record stays immutable and equal as before.
     */
    private static final Map<SortedMap<Integer, Integer>, SortedMap<Integer, Integer>> CANONICAL =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The shared maps made last: a deck's range of devices hands each device the map the one before it got, which
     * is found here by identity, without hashing a sorted map per device. Replaced, never changed; a lost update
     * between threads only sends a lookup to {@link #CANONICAL}.
     */
    @SuppressWarnings("unchecked")
    private static volatile SortedMap<Integer, Integer>[] recent = new SortedMap[0];

    @SuppressWarnings("unchecked")
    private static SortedMap<Integer, Integer> canonical(SortedMap<Integer, Integer> sets) {
        for (SortedMap<Integer, Integer> m : recent) {
            if (m == sets) {
                return m;
            }
        }
        SortedMap<Integer, Integer> shared = CANONICAL.get(sets);
        if (shared != null) {
            return shared;
        }
        SortedMap<Integer, Integer> copy = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(sets));
        if (CANONICAL.size() >= 4096) {
            return copy;
        }
        shared = CANONICAL.putIfAbsent(copy, copy);
        if (shared == null) {
            SortedMap<Integer, Integer>[] r = recent;
            if (r.length < 16) {
                SortedMap<Integer, Integer>[] more = java.util.Arrays.copyOf(r, r.length + 1);
                more[r.length] = copy;
                recent = more;
            }
        }
        return shared == null ? copy : shared;
    }

    /** A PAV or HyperPAV alias ({@code UNIT=3390A}, 3380A). */
    public boolean alias() {
        return unit != null && unit.length() == 5 && unit.endsWith("A") && unit.startsWith("33");
    }

    @Override
    public String identity() {
        return Ids.device(number);
    }
}
