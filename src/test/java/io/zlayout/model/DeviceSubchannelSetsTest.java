package io.zlayout.model;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A device's subchannel-set map is an immutable copy, shared when it is one already, and equal by value. */
class DeviceSubchannelSetsTest {

    private static Device device(String number, TreeMap<Integer, Integer> sets) {
        return new Device(DeviceNumber.parse(number), 0x00, "3390B", null, List.of(CuNumber.parse("4000")), sets, List.of(), false, Map.of(),
                SourceRef.file("t"));
    }

    @Test
    void aMapADeviceHoldsIsSharedByTheDeviceGivenIt() {
        // given a device, and the next one of its range given the map the first one holds (as the IOCP reader does)
        Device a = device("4000", new TreeMap<>(Map.of(0, 0, 1, 1)));
        Device b = new Device(DeviceNumber.parse("4001"), 0x01, "3390B", null, List.of(CuNumber.parse("4000")),
                a.subchannelSets(), List.of(), false, Map.of(), SourceRef.file("t"));

        // then both hold one immutable map, not a copy each
        assertThat(b.subchannelSets()).isSameAs(a.subchannelSets()).isEqualTo(Map.of(0, 0, 1, 1));
    }

    @Test
    void theMapIsACopyThatCannotChange() {
        TreeMap<Integer, Integer> sets = new TreeMap<>(Map.of(0, 2));
        Device d = device("4000", sets);

        sets.put(1, 3);

        assertThat(d.subchannelSets()).isEqualTo(Map.of(0, 2));
        assertThatThrownBy(() -> d.subchannelSets().put(5, 0)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(d).isEqualTo(device("4000", new TreeMap<>(Map.of(0, 2))));
    }
}
