package io.zlayout.emit;

import io.zlayout.plan.PlannedPath;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MultipathPolicyTest {

    private static List<PlannedPath> paths(String... speeds) {
        List<PlannedPath> out = new ArrayList<>();
        for (String s : speeds) {
            out.add(new PlannedPath(PlanFixtures.chpid("C" + out.size()), null, null, null, null, s));
        }
        return out;
    }

    @ParameterizedTest
    @CsvSource({
            "seq-write, round-robin 0",
            "seq-read, round-robin 0",
            "mixed, queue-length 0",
            "random-read, queue-length 0",
            "random-write, queue-length 0",
            "reread, queue-length 0"})
    void onEqualPathsOnlyPurelySequentialWorkUsesRoundRobin(String workload, String selector) {
        MultipathPolicy p = MultipathPolicy.of(workload, paths("16 Gb/s", "16 Gb/s", "16Gb", "16 Gbps"));

        assertThat(p.grouping()).isEqualTo("multibus");
        assertThat(p.selector()).isEqualTo(selector);
        assertThat(p.speeds()).containsExactly("16");
        assertThat(p.speedsKnown()).isTrue();
    }

    @Test
    void unequalPathSpeedsChooseServiceTimeEvenForSequentialWork() {
        MultipathPolicy p = MultipathPolicy.of("seq-write", paths("8 Gb/s", "16 Gb/s", "16 Gb/s", "8 Gb/s"));

        assertThat(p.selector()).isEqualTo("service-time 0");
        assertThat(p.speeds()).containsExactly("8", "16");
        assertThat(p.reasons()).hasSize(2);
        assertThat(p.reasons().get(1)).isEqualTo("path_selector \"service-time 0\": the paths run at different"
                + " speeds (8, 16 Gbit/s); a least-load selector weighted by path throughput beats round-robin on"
                + " unequal paths (the HP-UX 11i v3 mass storage white paper).");
    }

    @Test
    void unknownPathSpeedChoosesServiceTime() {
        MultipathPolicy p = MultipathPolicy.of("seq-read", paths("16 Gb/s", null));

        assertThat(p.selector()).isEqualTo("service-time 0");
        assertThat(p.speedsKnown()).isFalse();
    }

    @Test
    void noPathsAtAllChoosesServiceTime() {
        assertThat(MultipathPolicy.of("seq-read", List.of()).selector()).isEqualTo("service-time 0");
    }

    @Test
    void linkSpeedsAreReadInGigabits() {
        assertThat(Arrays.asList(MultipathPolicy.gbit("1 Gb/s"), MultipathPolicy.gbit("800 Mb/s"),
                MultipathPolicy.gbit("2.0Gbps"), MultipathPolicy.gbit("fast"), MultipathPolicy.gbit("0 Gb/s"),
                MultipathPolicy.gbit(null), MultipathPolicy.gbit("9".repeat(100))))
                .containsExactly(BigDecimal.ONE, new BigDecimal("0.8"), new BigDecimal("2"), null, null, null, null);
    }
}
