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
}
