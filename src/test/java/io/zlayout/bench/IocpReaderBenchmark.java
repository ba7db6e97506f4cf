package io.zlayout.bench;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.iocp.IocpReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.util.Collection;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Reads a generated deck of 100,000 IODEVICE statements over 6 CSS and 1,500 CHPIDs (about 10 MB of card
 * images with sequence numbers, 200,000 devices after expansion), single-threaded, bytes to records
 * (decoding included). Run it with {@link #main}: without arguments it runs this benchmark and prints MB/s;
 * with arguments they go to JMH as they are.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
public class IocpReaderBenchmark {

    static final int CSS = 6;
    static final int CHPIDS = 1500;
    static final int IODEVICES = 100_000;

    private SourceFile deck;

    @Setup
    public void generate() {
        deck = SourceFile.of("bench.deck", IocpDeckGenerator.generate(CSS, CHPIDS, IODEVICES).text());
    }

    @Benchmark
    public ParseResult read() throws InputException {
        return new IocpReader().read(deck, ReadContext.NONE);
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            org.openjdk.jmh.Main.main(args);
            return;
        }
        IocpDeckGenerator.Deck d = IocpDeckGenerator.generate(CSS, CHPIDS, IODEVICES);
        long bytes = d.text().length();
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(IocpReaderBenchmark.class.getName() + ".read").build()).run();
        for (RunResult r : results) {
            double ms = r.getPrimaryResult().getScore();
            double error = r.getPrimaryResult().getScoreError();
            System.out.printf(Locale.ROOT, "%nIOCP reader: %,d bytes, %,d cards, %,d IODEVICE statements, %,d devices%n",
                    bytes, d.cards(), d.iodeviceStatements(), d.devices());
            System.out.printf(Locale.ROOT, "IOCP reader: %.1f ms +- %.1f per read = %.1f MB/s (1 thread)%n",
                    ms, error, bytes / 1e6 / (ms / 1e3));
        }
    }
}
