package io.zlayout.model;

import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;

import java.util.Collections;
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

    /** The class of an unmodifiable sorted map: a map already wrapped so is taken as it is. */
    private static final Class<?> UNMODIFIABLE = Collections.unmodifiableSortedMap(new TreeMap<>()).getClass();

    /**
     * An unmodifiable copy, or the map itself when it is one already: a site has a handful of distinct maps but up
     * to hundreds of thousands of devices, and the IOCP reader hands each device of a range the map the first one
     * made (a copy per device was more than half of each device's memory).
     */
    private static SortedMap<Integer, Integer> canonical(SortedMap<Integer, Integer> sets) {
        return sets.getClass() == UNMODIFIABLE ? sets : Collections.unmodifiableSortedMap(new TreeMap<>(sets));
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
