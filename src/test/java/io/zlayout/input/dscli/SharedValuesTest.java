package io.zlayout.input.dscli;

import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Volume;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SharedValuesTest {

    @Test
    void aValueSeenBeforeIsTheSameStringAndOthersAreTheirOwn() {
        SharedValues shared = new SharedValues();
        String a = shared.of("x|FB 512|P0|y", 2, 8);
        assertThat(a).isEqualTo("FB 512");
        assertThat(shared.of("FB 512|P1", 0, 6)).isSameAs(a);
        assertThat(shared.of("P0")).isEqualTo("P0").isSameAs(shared.of("|P0|", 1, 3));
        assertThat(shared.of(null)).isNull();
        assertThat(shared.of("", 0, 0)).isEmpty();
    }

    @Test
    void aFullTableStillGivesEveryValueRight() {
        // given more distinct values than the table takes
        SharedValues shared = new SharedValues();
        for (int i = 0; i < 5_000; i++) {
            // then each comes back equal to itself, taken or not
            String v = Integer.toHexString(i * 7919);
            assertThat(shared.of("|" + v + "|", 1, v.length() + 1)).isEqualTo(v);
        }
        // and values taken early are still shared
        assertThat(shared.of("0")).isSameAs(shared.of("|0|", 1, 2));
    }

    @Test
    void volumesOfAnExportShareTheirPoolAndTypeStrings() throws Exception {
        // given two FB volumes of one pool, as lsfbvol prints them
        String export = "dscli> lsfbvol -dev IBM.2107-75AAAA1\n"
                + "Name|ID|accstate|datastate|configstate|deviceMTM|datatype|extpool|cap (2^30B)|cap (10^9B)|cap (blocks)\n"
                + "==========================================================================================\n"
                + "A|1000|Online|Normal|Normal|2107-900|FB 512|P0|10.0|-|20971520\n"
                + "B|1001|Online|Normal|Normal|2107-900|FB 512|P0|10.0|-|20971520\n";

        // when read
        List<Volume> volumes = new DscliReader().read(SourceFile.of("v.txt", export), ReadContext.NONE)
                .elements().stream().map(Volume.class::cast).toList();

        // then the values are read, and equal values are one string
        assertThat(volumes).extracting(v -> v.id().toString()).containsExactly("1000", "1001");
        assertThat(volumes).extracting(Volume::pool).containsExactly("P0", "P0");
        assertThat(volumes.get(0).pool()).isSameAs(volumes.get(1).pool());
        assertThat(volumes.get(0).dataType()).isEqualTo("FB 512").isSameAs(volumes.get(1).dataType());
        assertThat(volumes).extracting(Volume::capacityBytes).containsExactly(20971520L * 512, 20971520L * 512);
    }
}
