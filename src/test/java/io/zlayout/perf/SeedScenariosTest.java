package io.zlayout.perf;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/**
 * Seed 003's scaling table, one test per row: the model must name the seed's bottleneck and come within
 * {@value #TOLERANCE_PERCENT}% of the seed's figures. The seed quotes round figures ("40MB/s", "65 MB/s",
 * "125 MB/s", "240 MB/s") read off a bar chart of IOzone maxima; 5% covers that rounding (to the nearest
 * 5 MB/s at 65 and above, 2 MB/s at 40). The model is calibrated on exactly those figures, so it meets them.
 *
 * <p>The table's sixth column has no header in the seed. Each row is run twice: with one process per disk
 * (the chart's "Maximum Throughput" over IOzone's 1-8 process scaling, each process on its own disk) and with
 * the column's value as the process count; both readings must give the same answer.
 */
class SeedScenariosTest {

    static final double TOLERANCE_PERCENT = 5;

    static final String ESS = SeedScenarios.ESS;
    static final String HA1 = "hostadapter:" + ESS + "/00.0";
    static final String ALL_HAS = "storage:" + ESS;

    @Test
    void singleDiskIsHostAdapterBoundAt40WriteAnd65Read() {
        assertRow("single disk", "seq-write", 40, "host-adapter", HA1);
        assertRow("single disk", "seq-read", 65, "host-adapter", HA1);
    }

    @Test
    void singleRankIsHostAdapterBoundAt40WriteAnd65Read() {
        assertRow("single rank", "seq-write", 40, "host-adapter", HA1);
        assertRow("single rank", "seq-read", 65, "host-adapter", HA1);
    }

    @Test
    void singleHostAdapterIsHostAdapterBoundWhateverTheRanks() {
        assertRow("single HA", "seq-write", 40, "host-adapter", HA1);
        assertRow("single HA", "seq-read", 65, "host-adapter", HA1);
    }

    @Test
    void singleChpidIsChpidBoundBetweenOneAndFourHostAdapters() {
        // the seed's text gives no figure for this row (its chart is lost); one 1 Gbps link carries 100 MB/s,
        // which lies between one HA (40/65) and four HAs (125/240), as "4 CHPIDs are required" says
        assertRow("single CHPID", "seq-write", 100, "chpid", "chpid:0.C1");
        assertRow("single CHPID", "seq-read", 100, "chpid", "chpid:0.C1");
    }

    @Test
    void twoChpidsAreHostAdapterBoundForWritesAndChpidBoundForReads() {
        // the seed's row says HA; for writes the model agrees (the four HAs' 125 MB/s < two links' 200 MB/s).
        // For reads it cannot: four HAs deliver 240 MB/s only with four CHPIDs ("4 CHPIDs are required to make
        // use of" them), and two 1 Gbps links carry 200 MB/s at most, so reads stop at the CHPIDs. docs/model.md
        // explains why no flow model with 1 Gbps links can call this row HA-bound for reads.
        assertRow("two CHPIDs", "seq-write", 125, "host-adapter", ALL_HAS);
        assertRow("two CHPIDs", "seq-read", 200, "chpid", "chpid:0.C1", "chpid:0.C2");
    }

    @Test
    void maxAvailableIsHostAdapterBoundAt125WriteAnd240Read() {
        assertRow("Max. Avail.", "seq-write", 125, "host-adapter", ALL_HAS);
        assertRow("Max. Avail.", "seq-read", 240, "host-adapter", ALL_HAS);
    }

    @Test
    void everyRowButTwoChpidReadsNamesTheSeedsBottleneck() {
        for (SeedScenarios.Scenario s : SeedScenarios.TABLE) {
            for (String w : List.of("seq-write", "seq-read")) {
                String kind = run(s, w, null).bottleneck().kind();
                if (s.name().equals("two CHPIDs") && w.equals("seq-read")) {
                    assertThat(kind).isEqualTo("chpid");
                } else {
                    assertThat(kind).as("%s %s", s.name(), w).isEqualTo(s.bottleneck());
                }
            }
        }
    }

    private static void assertRow(String scenario, String workload, double seedMBps, String kind, String... elements) {
        SeedScenarios.Scenario s = SeedScenarios.named(scenario);
        for (Integer processes : Arrays.asList(null, s.column6())) {
            ModelResult r = run(s, workload, processes);
            assertThat(r.throughputMBps()).as("%s %s, %s processes", scenario, workload, processes)
                    .isCloseTo(seedMBps, withinPercentage(TOLERANCE_PERCENT));
            assertThat(r.bottleneck().kind()).as("%s %s bottleneck", scenario, workload).isEqualTo(kind);
            assertThat(r.bottleneck().elements()).as("%s %s bottleneck elements", scenario, workload)
                    .containsExactly(elements);
        }
    }

    static ModelResult run(SeedScenarios.Scenario s, String workload, Integer processes) {
        return ThroughputModel.run(s.layout(), Workload.of(workload), processes, Calibration.defaults());
    }
}
