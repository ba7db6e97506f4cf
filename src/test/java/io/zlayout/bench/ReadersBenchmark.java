package io.zlayout.bench;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.InputReader;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ManifestReader;
import io.zlayout.input.ReadContext;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.SourceFile;
import io.zlayout.input.intent.IntentReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Every reader on the inputs of a generated scale (SiteGenerator for the IOCDS, DSCLI exports, z/VM
 * directory, Linux captures, intent and zlayout.yaml; FormatGenerators for a REST response and the ESS
 * allocation table as CSV and HTML), from bytes in memory to records. Run with
 * {@code java -Xmx2g -cp ... org.openjdk.jmh.Main ReadersBenchmark [-p scale=maximal] [-p format=iocp]}; MB/s
 * is the inputs' size over the time per operation (printed at set-up).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g"})
public class ReadersBenchmark {

    @Param({"quarter", "half", "maximal"})
    public String scale;

    @Param({"iocp", "dscli", "zvm-directory", "linux", "intent", "manifest", "ds8k-rest", "ess-csv", "ess-html"})
    public String format;

    private InputReader reader;
    private final List<SourceFile> files = new ArrayList<>();

    @Setup
    public void load() throws IOException, InputException {
        SiteGenerator.Scale s = SiteGenerator.Scale.of(scale);
        switch (format) {
            case "ds8k-rest" -> {
                for (int i = 0; i < s.images(); i++) {
                    files.add(SourceFile.of("rest-" + i + ".json", FormatGenerators.rest("2107-75ZS0" + (i + 1) + "1",
                            255, 256)));
                }
                reader = ReaderCatalog.byFormat("ds8k-rest").orElseThrow();
            }
            case "ess-csv", "ess-html" -> {
                // an ESS F20 holds 16 FB LSSs of 256 volumes: one such table per image of the scale
                for (int i = 0; i < s.images(); i++) {
                    boolean html = format.equals("ess-html");
                    files.add(SourceFile.of("ess-" + i + (html ? ".html" : ".csv"),
                            FormatGenerators.essAllocation(16, 256, html)));
                }
                reader = ReaderCatalog.byFormat("ess-allocation").orElseThrow();
            }
            case "manifest", "intent" -> {
                Path dir = SiteBench.site(scale, 1);
                files.add(SourceFile.load(dir.resolve("zlayout.yaml"), "zlayout.yaml"));
                reader = ReaderCatalog.byFormat("intent").orElseThrow();
            }
            default -> {
                Path dir = SiteBench.site(scale, 1);
                Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(dir));
                for (LoadedInput li : in.inputs()) {
                    if (li.format().equals(format) && !li.path().endsWith("zlayout.yaml")) {
                        files.add(SourceFile.load(Path.of(li.path()), li.path()));
                    }
                }
                reader = ReaderCatalog.byFormat(format).orElseThrow();
            }
        }
        long bytes = files.stream().mapToLong(f -> f.bytes().length).sum();
        System.out.printf("%n%s at %s: %d files, %,d bytes%n", format, scale, files.size(), bytes);
    }

    @Benchmark
    public Object read() throws InputException {
        List<Object> out = new ArrayList<>(files.size());
        for (SourceFile f : files) {
            switch (format) {
                case "manifest" -> out.add(ManifestReader.read(f));
                case "intent" -> out.add(IntentReader.parse(f, "intent"));
                default -> out.add(reader.read(f, ReadContext.NONE));
            }
        }
        return out;
    }
}
