package io.zlayout.bench;

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

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * Whether a {@code model/id} value type's hand-written {@code equals}/{@code hashCode} pays against the ones a
 * record generates, under the launcher's JVM (first JIT tier only, serial collector): fills a {@code HashMap}
 * with {@code keys} distinct keys and looks each up again through an equal key that is another instance (as a
 * reader's value meets a join's map). The keys are twins of the model's shapes: one {@code int} component
 * ({@code DeviceNumber}, {@code CuNumber}, {@code LssId}, {@code ChpidId}, {@code VolumeId}), one {@code long}
 * ({@code Wwn}, {@code FcpLun}), and a string with an int-valued id ({@code VolumeRef}); each once with the
 * methods the record generates and once with them written out as the model writes them. {@code keys} runs over
 * the sizes of the maximal site's maps: CHPIDs or LSSs of a CSS or image (256), control units (1,024), WWPNs and
 * LUNs (16,384), devices and volumes (262,144).
 * <p>
 * Run: {@code mvn -B -o -q test-compile}, then
 * {@code java -cp target/test-classes:target/classes:$(cat cp.txt) org.openjdk.jmh.Main IdKeysBenchmark} (the class
 * path from {@code mvn dependency:build-classpath -Dmdep.outputFile=cp.txt}); on a shared machine rather
 * {@code java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp … io.zlayout.bench.IdKeysBenchmark [rounds]}, which times
 * the variants in turns by this thread's CPU time. The figures and the choice they carry are in
 * {@code model/id/package-info.java} and docs/performance.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx1g"})
public class IdKeysBenchmark {

    /** One int component, the generated methods. */
    record IntGenerated(int value) {
    }

    /** One int component, the methods written out. */
    record IntWritten(int value) {
        @Override
        public boolean equals(Object o) {
            return o instanceof IntWritten other && other.value == value;
        }

        @Override
        public int hashCode() {
            return Integer.hashCode(value);
        }
    }

    /** One long component, the generated methods. */
    record LongGenerated(long value) {
    }

    /** One long component, the methods written out. */
    record LongWritten(long value) {
        @Override
        public boolean equals(Object o) {
            return o instanceof LongWritten other && other.value == value;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(value);
        }
    }

    /** An image and an int-valued id, the generated methods all the way down. */
    record PairGenerated(String image, IntGenerated id) {
    }

    /** An image and an int-valued id, the methods written out as {@code VolumeRef} writes them. */
    record PairWritten(String image, IntGenerated id) {
        @Override
        public boolean equals(Object o) {
            return o instanceof PairWritten k && k.id.value() == id.value() && k.image.equals(image);
        }

        @Override
        public int hashCode() {
            return 31 * image.hashCode() + id.value();
        }
    }

    @Param({"256", "1024", "16384", "262144"})
    public int keys;

    private Object[][] intGenerated;
    private Object[][] intWritten;
    private Object[][] longGenerated;
    private Object[][] longWritten;
    private Object[][] pairGenerated;
    private Object[][] pairWritten;

    @Setup
    public void setUp() {
        String[] images = {"IBM.2107-75BNCH1", "IBM.2107-75BNCH2", "IBM.2107-75BNCH3", "IBM.2107-75BNCH4"};
        intGenerated = twice(IntGenerated::new);
        intWritten = twice(IntWritten::new);
        // WWPNs of one vendor prefix, told apart by their low digits
        longGenerated = twice(i -> new LongGenerated(0x5005076300000000L | i));
        longWritten = twice(i -> new LongWritten(0x5005076300000000L | i));
        // each image's volumes 0000-FEFF, images taking turns as the merge meets them
        pairGenerated = twice(i -> new PairGenerated(new String(images[i & 3]), new IntGenerated(i >> 2)));
        pairWritten = twice(i -> new PairWritten(new String(images[i & 3]), new IntGenerated(i >> 2)));
    }

    /** The keys to put and, equal but other instances, the keys to look up. */
    private Object[][] twice(IntFunction<Object> key) {
        Object[][] both = new Object[2][keys];
        for (int i = 0; i < keys; i++) {
            both[0][i] = key.apply(i);
            both[1][i] = key.apply(i);
        }
        return both;
    }

    private static int putAndGet(Object[][] both) {
        Object[] put = both[0];
        Object[] get = both[1];
        Map<Object, Integer> map = new HashMap<>(put.length * 2);
        for (int i = 0; i < put.length; i++) {
            map.put(put[i], i);
        }
        int sum = 0;
        for (Object k : get) {
            sum += map.get(k);
        }
        return sum;
    }

    @Benchmark
    public int intGenerated() {
        return putAndGet(intGenerated);
    }

    @Benchmark
    public int intWritten() {
        return putAndGet(intWritten);
    }

    @Benchmark
    public int longGenerated() {
        return putAndGet(longGenerated);
    }

    @Benchmark
    public int longWritten() {
        return putAndGet(longWritten);
    }

    @Benchmark
    public int pairGenerated() {
        return putAndGet(pairGenerated);
    }

    @Benchmark
    public int pairWritten() {
        return putAndGet(pairWritten);
    }
    /**
     * A second opinion for shared machines, where wall-clock time includes waiting for a core: at each size, the
     * six variants in turns, each round timed by this thread's CPU time; prints the median nanoseconds per key
     * (one put and one get), the ratio generated / written and a checksum of what the lookups found. Arguments:
     * rounds (default 30), of which the first third warm up. Run it with the launcher's
     * {@code -XX:TieredStopAtLevel=1 -XX:+UseSerialGC}.
     */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String[] names = {"int", "long", "pair"};
        for (int size : new int[] {256, 1024, 16384, 262144}) {
            IdKeysBenchmark b = new IdKeysBenchmark();
            b.keys = size;
            b.setUp();
            Object[][][] variants = {b.intGenerated, b.intWritten, b.longGenerated, b.longWritten, b.pairGenerated,
                b.pairWritten};
            int repeat = Math.max(1, 2_000_000 / size);
            long[][] nanos = new long[variants.length][rounds - rounds / 3];
            long checksum = 0;
            for (int r = 0; r < rounds; r++) {
                for (int v = 0; v < variants.length; v++) {
                    long start = threads.getCurrentThreadCpuTime();
                    for (int i = 0; i < repeat; i++) {
                        checksum += putAndGet(variants[v]);
                    }
                    if (r >= rounds / 3) {
                        nanos[v][r - rounds / 3] = threads.getCurrentThreadCpuTime() - start;
                    }
                }
            }
            StringBuilder line = new StringBuilder(String.format("%,9d keys:", size));
            for (int k = 0; k < names.length; k++) {
                double generated = median(nanos[2 * k]) / ((double) repeat * size);
                double written = median(nanos[2 * k + 1]) / ((double) repeat * size);
                line.append(String.format("  %s %.1f / %.1f ns (%.2fx)", names[k], generated, written,
                        generated / written));
            }
            System.out.println(line + String.format("  (checksum %x)", checksum));
        }
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
