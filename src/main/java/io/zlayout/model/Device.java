package io.zlayout.model;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One device number, expanded from an IODEVICE {@code ADDRESS=(number,count)}.
 *
 * @param number         4 hex digits, upper case
 * @param unitAddress    2 hex digits, upper case (UNITADD=, else the low byte of the number, stepped)
 * @param unit           UNIT= (3390B, 3390A, 3390, FCP, OSA, ...)
 * @param model          MODEL= or null
 * @param controlUnits   CUNUMBR= list, upper case
 * @param subchannelSets the CSSs the device is defined in, each with its subchannel set (SCHSET=, default 0)
 * @param partitions     PARTITION=/NOTPART= names, empty when not coded
 * @param notPart        true when {@code partitions} came from NOTPART=
 * @param extra          other keywords as coded (STADET, TIMEOUT, PATH, ...)
 */
public record Device(String number, String unitAddress, String unit, String model, List<String> controlUnits,
                     SortedMap<Integer, Integer> subchannelSets, List<String> partitions, boolean notPart,
                     Map<String, String> extra, SourceRef source) implements Element {

    public Device {
        controlUnits = List.copyOf(controlUnits);
        // an IODEVICE of 256 devices passes one map: an unmodifiable copy is shared, not copied again per device
        if (subchannelSets.getClass() != FROZEN) {
            subchannelSets = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(subchannelSets));
        }
        partitions = List.copyOf(partitions);
        extra = Map.copyOf(extra);
    }

    /** The class of an unmodifiable sorted map: such a map is kept as it is. */
    private static final Class<?> FROZEN = java.util.Collections.unmodifiableSortedMap(new TreeMap<>()).getClass();

    /** A PAV or HyperPAV alias ({@code UNIT=3390A}, 3380A). */
    public boolean alias() {
        return unit != null && unit.length() == 5 && unit.endsWith("A") && unit.startsWith("33");
    }

    @Override
    public String identity() {
        return Ids.device(number);
    }
}
