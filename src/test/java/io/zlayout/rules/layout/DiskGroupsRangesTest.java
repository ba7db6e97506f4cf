package io.zlayout.rules.layout;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How a group's members are named in a finding: runs of consecutive numbers as ranges, in order. */
class DiskGroupsRangesTest {

    @Test
    void consecutiveNumbersBecomeOneRangeInOrder() {
        assertThat(DiskGroups.ranges(new int[] {0x4012, 0x4010, 0x4020, 0x4011, 0xFFFF, 0x0005}))
                .isEqualTo("0005, 4010-4012, 4020, FFFF");
    }

    @Test
    void aLoneNumberOrNoneStaysAsIs() {
        assertThat(DiskGroups.ranges(new int[] {0x5100})).isEqualTo("5100");
        assertThat(DiskGroups.ranges(new int[] {0x5100, 0x5102})).isEqualTo("5100, 5102");
        assertThat(DiskGroups.ranges(new int[0])).isEmpty();
    }

    @Test
    void theCallersArrayIsLeftAsItWas() {
        int[] n = {0x4011, 0x4010};
        DiskGroups.ranges(n);
        assertThat(n).containsExactly(0x4011, 0x4010);
    }
}
