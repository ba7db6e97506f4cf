package io.zlayout.bench;

import io.zlayout.perf.Calibration;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.ModelResult;
import io.zlayout.perf.ThroughputModel;
import io.zlayout.perf.Workload;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import static io.zlayout.testing.Refs.*;

/**
 * The throughput model on a DS8800 guest of N disks spread over N/4 ranks (at most 64), 8 DA pairs, both
 * servers, and P paths over P host adapters and one switch: one full run (network, maximum flow, levelled
 * loads, advice with its re-runs).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ThroughputModelBenchmark {

    @Param({"8", "64", "256"})
    public int disks;

    @Param({"4", "8"})
    public int paths;

    private ModelLayout layout;
    private Calibration calibration;

    @Setup(Level.Trial)
    public void setUp() {
        String image = "IBM.2107-75AB121";
        int ranks = Math.max(1, Math.min(64, disks / 4));
        List<ModelLayout.Disk> d = new ArrayList<>();
        for (int i = 0; i < disks; i++) {
            int rank = i % ranks;
            d.add(new ModelLayout.Disk(volume(String.format(Locale.ROOT, "volume:%s/%02X%02X", image, rank, i / ranks)),
                    rank("rank:" + image + "/R" + rank), rank % 8, rank % 2, image, "2107", "951"));
        }
        List<ModelLayout.Path> p = new ArrayList<>();
        for (int i = 0; i < paths; i++) {
            p.add(new ModelLayout.Path(chpid(String.format(Locale.ROOT, "chpid:1.%02X", 0xC0 + i)), 8.0, "61",
                    port(String.format(Locale.ROOT, "ioport:%s/I0%d30", image, i)), null, null));
        }
        layout = new ModelLayout("BENCH", "fcp", "mixed", d, p, null);
        calibration = Calibration.defaults();
    }

    @Benchmark
    public ModelResult sequentialRead() {
        return ThroughputModel.run(layout, Workload.of("seq-read"), null, calibration);
    }

    @Benchmark
    public ModelResult randomRead() {
        return ThroughputModel.run(layout, Workload.of("random-read"), null, calibration);
    }
}
