package io.zlayout.model.id;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A real device as CP QUERY PATHS names it: 4 hex digits in subchannel set 0, the set's digit first otherwise. */
class DeviceAddressTest {

    @Test
    void fourDigitsAreSubchannelSetZeroAndFiveCarryTheSet() {
        assertThat(DeviceAddress.parse("0291")).isEqualTo(new DeviceAddress(0, DeviceNumber.of(0x291)));
        assertThat(DeviceAddress.parse("291")).isEqualTo(new DeviceAddress(0, DeviceNumber.of(0x291)));
        assertThat(DeviceAddress.parse("1a000")).isEqualTo(new DeviceAddress(1, DeviceNumber.of(0xA000)));
        assertThat(DeviceAddress.parse("0x2F000").subchannelSet()).isEqualTo(2);
    }

    @Test
    void writtenAsCpWritesIt() {
        assertThat(DeviceAddress.parse("291")).hasToString("0291");
        assertThat(DeviceAddress.parse("1a000")).hasToString("1A000");
    }

    @Test
    void theSameNumberInTwoSetsIsTwoDevicesOrderedBySetFirst() {
        DeviceAddress zero = DeviceAddress.parse("FFFF");
        DeviceAddress one = DeviceAddress.parse("10000");
        assertThat(zero).isNotEqualTo(DeviceAddress.parse("1FFFF"));
        assertThat(zero.compareTo(one)).isNegative();
    }

    @Test
    void malformedIsRefusedSayingWhatWasExpected() {
        assertThat(DeviceAddress.tryParse("")).isEmpty();
        assertThat(DeviceAddress.tryParse(null)).isEmpty();
        assertThat(DeviceAddress.tryParse("12G45")).isEmpty();
        assertThat(DeviceAddress.tryParse("123456")).isEmpty();
        assertThatThrownBy(() -> DeviceAddress.parse("5O00")).isInstanceOf(IdFormatException.class)
                .hasMessageContaining("subchannel set");
    }
}
