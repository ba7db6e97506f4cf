package io.zlayout.bench;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.dscli.DscliReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Reads the DSCLI delim export of a maximal image (65,280 volumes over 255 LSS, 128 I/O ports, 64 ranks; about
 * 6 MB) with the dscli reader, on one thread. MB/s = file size / average time; see docs/performance.md for how
 * to run it and the figures measured.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g"})
public class DscliReaderBenchmark {

    private final DscliReader reader = new DscliReader();
    private SourceFile file;

    @Setup
    public void setUp() {
        String text = DscliExportGenerator.generate(DscliExportGenerator.Spec.maximal("IBM.2107-75BNCH1"));
        file = SourceFile.of("maximal.txt", text);
        System.out.printf("%nmaximal image export: %,d bytes%n", file.bytes().length);
    }

    @Benchmark
    public ParseResult readMaximalImage() throws InputException {
        return reader.read(file, ReadContext.NONE);
    }

    /**
     * A second opinion for shared machines, where wall-clock time includes waiting for a core: reads the
     * export repeatedly and prints MB/s per second of this thread's CPU time (the per-core rate) as well as of
     * wall-clock time. Arguments: rounds (default 60), of which the first third warm up.
     */
    public static void main(String[] args) throws InputException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        DscliReaderBenchmark b = new DscliReaderBenchmark();
        b.setUp();
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu = 0;
        long wall = 0;
        long bestCpu = Long.MAX_VALUE;
        int measured = 0;
        for (int i = 0; i < rounds; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            ParseResult r = b.readMaximalImage();
            long c = threads.getCurrentThreadCpuTime() - c0;
            long w = System.nanoTime() - w0;
            if (r.elements().isEmpty()) {
                throw new IllegalStateException("nothing read");
            }
            if (i >= rounds / 3) {
                cpu += c;
                wall += w;
                bestCpu = Math.min(bestCpu, c);
                measured++;
            }
        }
        double mb = b.file.bytes().length / 1e6;
        System.out.printf("%d reads of %.1f MB: %.1f ms CPU per read (best %.1f) = %.0f MB/s per core;"
                        + " %.1f ms wall per read = %.0f MB/s%n", measured, mb, cpu / 1e6 / measured, bestCpu / 1e6,
                mb * measured / (cpu / 1e9), wall / 1e6 / measured, mb * measured / (wall / 1e9));
    }
}
