package io.zlayout.bench;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.linux.LinuxReader;
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

import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Reading one large host capture file (lszfcp -P -H -D, multipath -ll, lvs, multipath.conf, after their echo
 * lines) at two sizes; the time per file should grow linearly with {@code scale}. Run with
 * {@code java -cp target/test-classes:target/classes:<test classpath> org.openjdk.jmh.Main LinuxReaderBenchmark};
 * {@link #main} measures thread CPU time instead, which a shared, loaded machine disturbs less.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LinuxReaderBenchmark {

    /** 1: 4 FCP devices x 8 ports x 64 LUNs, 512 maps of 4 paths, 256 LVs, 512 multipath entries. */
    @Param({"1", "4"})
    public int scale;

    private SourceFile file;
    private final LinuxReader reader = new LinuxReader();

    @Setup
    public void setUp() {
        StringBuilder b = new StringBuilder("# lszfcp -P -H -D\n");
        int luns = 64 * scale;
        for (int d = 0; d < 4; d++) {
            String bus = String.format(Locale.ROOT, "0.0.17%02x", d * 0x40);
            for (int p = 0; p < 8; p++) {
                String wwpn = String.format(Locale.ROOT, "0x500507630a%02x029f", d * 8 + p);
                for (int l = 0; l < luns; l++) {
                    b.append(bus).append('/').append(wwpn).append(String.format(Locale.ROOT, "/0x4010%04x00000000 ",
                            0x4000 + l)).append(d).append(":0:").append(p).append(':').append(1073758224 + l)
                            .append('\n');
                }
            }
        }
        b.append("# multipath -ll\n");
        for (int m = 0; m < 512 * scale; m++) {
            String vol = String.format(Locale.ROOT, "%04x", m);
            b.append("mpath").append(m).append(" (36005076309ffd43000000000000").append(vol).append(") dm-")
                    .append(m).append(" IBM,2107900\n")
                    .append("size=20G features='1 queue_if_no_path' hwhandler='1 alua' wp=rw\n")
                    .append("`-+- policy='service-time 0' prio=50 status=active\n");
            for (int p = 0; p < 4; p++) {
                b.append(p < 3 ? "  |- " : "  `- ").append(p).append(":0:0:").append(1073758224 + m).append(" sd")
                        .append(m).append('p').append(p).append(" 8:").append(p).append(" active ready running\n");
            }
        }
        b.append("# lvs -o +devices,stripes,stripe_size\n");
        String devices = "/dev/mapper/mpatha(0),/dev/mapper/mpathb(0),/dev/mapper/mpathc(0),/dev/mapper/mpathd(0)";
        b.append(String.format(Locale.ROOT, "  LV       VG     Attr       LSize  %-" + devices.length() + "s #Str Stripe\n",
                "Devices"));
        for (int v = 0; v < 256 * scale; v++) {
            b.append(String.format(Locale.ROOT, "  lv%-6d vgdata -wi-a----- 4.00g  %s    4 64.00k\n", v, devices));
        }
        b.append("# cat /etc/multipath.conf\ndefaults {\n  path_grouping_policy multibus\n}\nmultipaths {\n");
        for (int m = 0; m < 512 * scale; m++) {
            b.append(String.format(Locale.ROOT, "  multipath {%n    wwid 36005076309ffd43000000000000%04x%n"
                    + "    alias mpath%d%n  }%n", m, m).replace("\r", ""));
        }
        b.append("}\n");
        file = SourceFile.of("bench.txt", b.toString());
    }

    @Benchmark
    public ParseResult read() throws InputException {
        return reader.read(file, new ReadContext("LNX1", null));
    }

    @Benchmark
    public int sniff() {
        return reader.sniff(file);
    }

    /** CPU time per read at each scale, after a warm-up: {@code scale lines bytes ms/read us/line}. */
    public static void main(String[] args) throws InputException {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int scale : new int[] {1, 4, 16}) {
            LinuxReaderBenchmark b = new LinuxReaderBenchmark();
            b.scale = scale;
            b.setUp();
            for (int i = 0; i < 30; i++) {
                b.read();
            }
            int runs = 20;
            long t0 = mx.getCurrentThreadCpuTime();
            for (int i = 0; i < runs; i++) {
                b.read();
            }
            double ms = (mx.getCurrentThreadCpuTime() - t0) / 1e6 / runs;
            int lines = SourceFile.lines(b.file.text()).size();
            System.out.printf(Locale.ROOT, "scale %2d: %6d lines %8d bytes %8.1f ms/read %5.2f us/line%n", scale,
                    lines, b.file.bytes().length, ms, ms * 1000 / lines);
        }
    }
}
