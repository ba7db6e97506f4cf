package io.zlayout.topology;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The partition an lvs device names, which a disk leaving a volume group is found by. */
class CurrentEntriesPartitionTest {

    @Test
    void partitionNumbersAreReadFromDasdAndPartNames() {
        assertThat(CurrentEntries.partition("/dev/dasdc1")).isEqualTo(1);
        assertThat(CurrentEntries.partition("/dev/mapper/mpatha-part2")).isEqualTo(2);
    }

    @Test
    void wholeDevicesAndAliasesEndingInDigitsAreNoPartition() {
        assertThat(CurrentEntries.partition("/dev/mapper/mpathb")).isZero();
        assertThat(CurrentEntries.partition("/dev/mapper/lnx2_1005")).isZero();
        assertThat(CurrentEntries.partition("/dev/dm-3")).isZero();
        assertThat(CurrentEntries.partition("/dev/mapper/36005076309ffc8a10000000000001005")).isZero();
    }
}
