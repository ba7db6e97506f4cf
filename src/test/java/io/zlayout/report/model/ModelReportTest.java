package io.zlayout.report.model;

import io.zlayout.perf.Calibration;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.ModelResult;
import io.zlayout.perf.ThroughputModel;
import io.zlayout.perf.Workload;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.zlayout.testing.Refs.*;
import static org.assertj.core.api.Assertions.assertThat;

class ModelReportTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/model");
    static final String ESS = "IBM.2105-17403";
    static final String DS = "IBM.2107-75AB121";

    /** Seed 003's "Max. Avail." setup: 4 CHPIDs, 4 HAs, 4 ranks, 8 disks in the seed's VG order. */
    static ModelLayout seedMaximum() {
        String[] lss = {"10", "14", "18", "1C"};
        List<ModelLayout.Disk> disks = new ArrayList<>();
        for (int v = 0; v < 2; v++) {
            for (int r = 0; r < 4; r++) {
                disks.add(new ModelLayout.Disk(volume("volume:" + ESS + "/" + lss[r] + "0" + v), rank("rank:" + ESS + "/R" + (r + 1)),
                        r + 1, 0, ESS, "2105", "F20"));
            }
        }
        List<ModelLayout.Path> paths = new ArrayList<>();
        for (int h = 0; h < 4; h++) {
            paths.add(new ModelLayout.Path(chpid("chpid:0.C" + (h + 1)), 1.0, "2109", port("ioport:" + ESS + "/I0" + h + "00"), null,
                    null));
        }
        return new ModelLayout("LNX1", "fcp", "seq-write", disks, paths, null);
    }

    /** A DS8900F guest reading randomly over two 16 Gb paths, its host using round-robin on 1 of 2 paths. */
    static ModelLayout flashGuest() {
        List<ModelLayout.Disk> disks = List.of(
                new ModelLayout.Disk(volume("volume:" + DS + "/1000"), rank("rank:" + DS + "/R0"), 0, 0, DS, "2107", "996"),
                new ModelLayout.Disk(volume("volume:" + DS + "/1100"), rank("rank:" + DS + "/R1"), 1, 1, DS, "2107", "996"),
                new ModelLayout.Disk(volume("volume:" + DS + "/1001"), rank("rank:" + DS + "/R2"), 2, 0, DS, "2107", "996"),
                new ModelLayout.Disk(volume("volume:" + DS + "/1101"), rank("rank:" + DS + "/R3"), 3, 1, DS, "2107", "996"));
        List<ModelLayout.Path> paths = List.of(
                new ModelLayout.Path(chpid("chpid:1.C0"), 16.0, null, port("ioport:" + DS + "/I0030"), null, null),
                new ModelLayout.Path(chpid("chpid:1.D0"), 16.0, null, port("ioport:" + DS + "/I0130"), null, null));
        return new ModelLayout("LNX2", "fcp", "mixed", disks, paths,
                new ModelLayout.Multipath("multibus", "round-robin 0", 1, 32));
    }

    static ModelResult run(ModelLayout layout, Workload workload) {
        return ThroughputModel.run(layout, workload, null, Calibration.defaults());
    }

    @Test
    void seedMaximumSequentialReadAsJson() {
        Golden.assertMatches(GOLDEN.resolve("seed-maximum-seq-read.json"),
                ModelReport.json(run(seedMaximum(), Workload.of("seq-read"))));
    }

    @Test
    void seedMaximumSequentialReadAsText() {
        Golden.assertMatches(GOLDEN.resolve("seed-maximum-seq-read.txt"),
                ModelReport.text(run(seedMaximum(), Workload.of("seq-read"))));
    }

    @Test
    void flashRandomReadAsJson() {
        Golden.assertMatches(GOLDEN.resolve("flash-random-read.json"),
                ModelReport.json(run(flashGuest(), Workload.of("random-read", "8k"))));
    }

    @Test
    void flashRandomReadAsText() {
        Golden.assertMatches(GOLDEN.resolve("flash-random-read.txt"),
                ModelReport.text(run(flashGuest(), Workload.of("random-read", "8k"))));
    }

    @Test
    void aLayoutThatReachesNothingSaysSo() {
        ModelLayout none = new ModelLayout(seedMaximum().disks(), List.of());
        assertThat(ModelReport.text(run(none, Workload.of("seq-write")))).isEqualTo("""
                Throughput model: seq-write, 8 processes
                Predicted: 0.0 MB/s
                Bottleneck: none (nothing reaches the host)

                Components (capacity and load in MB/s):
                  KIND            ELEMENT                       CAPACITY        LOAD    UTIL
                  disk            volume:IBM.2105-17403/1000   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1001   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1400   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1401   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1800   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1801   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1C00   unlimited         0.0       -
                  disk            volume:IBM.2105-17403/1C01   unlimited         0.0       -
                  rank            rank:IBM.2105-17403/R1           110.0         0.0      0%
                  rank            rank:IBM.2105-17403/R2           110.0         0.0      0%
                  rank            rank:IBM.2105-17403/R3           110.0         0.0      0%
                  rank            rank:IBM.2105-17403/R4           110.0         0.0      0%
                  device-adapter  dapair:IBM.2105-17403/1          160.0         0.0      0%
                  device-adapter  dapair:IBM.2105-17403/2          160.0         0.0      0%
                  device-adapter  dapair:IBM.2105-17403/3          160.0         0.0      0%
                  device-adapter  dapair:IBM.2105-17403/4          160.0         0.0      0%
                  server          server:IBM.2105-17403/0      unlimited         0.0       -
                  host-adapter    storage:IBM.2105-17403           125.0         0.0      0%

                Advice:
                  [zvm-disk] For write-heavy work, Linux-owned FCP (access: fcp, the zFCP driver on a dedicated FCP subchannel) is the best choice: it moved 1.54x (initial write) and 1.46x (rewrite) the KB/s of dedicated ECKD at 0.952 and 0.915 of its total CPU per KB.
                    evidence: IBM's z/VM 5.2.0 performance report: Linux Disk I/O Alternatives, tables "IOzone Initial Write Results (scaled to EDED)" and "IOzone Rewrite Results (scaled to EDED)", row LNS0: "For application workloads that are predominantly write I/O, Linux-owned FCP subchannel is the best choice."

                Notes:
                  - the layout has no paths: nothing reaches the host
                """);
    }

    @Test
    void jsonStartsWithDesignsFieldsInDesignsOrder() {
        String json = ModelReport.json(run(seedMaximum(), Workload.of("seq-write")));
        assertThat(json).startsWith("{\n  \"schema\": \"zlayout.model/1\",\n  \"guest\": \"LNX1\",\n"
                + "  \"workload\": \"seq-write\",\n  \"processes\": 8,\n  \"throughputMBps\": 125.0,\n"
                + "  \"bottleneck\": {\n    \"kind\": \"host-adapter\",\n    \"elements\": [\n"
                + "      \"storage:IBM.2105-17403\"\n    ]\n  },\n  \"components\": [\n");
    }
}
