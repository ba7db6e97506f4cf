package io.zlayout.bench;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.zvm.ZvmDirectoryReader;
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

import java.util.concurrent.TimeUnit;

/**
 * Reading a large user directory: {@code guests} USER entries that include one profile, each with four FCP
 * DEDICATEs, sixteen ECKD DEDICATEs, four MDISKs with MINIOPT and sequence numbers in columns 73-80 (about 33
 * records per guest). Run with {@code java -cp ... org.openjdk.jmh.Main ZvmDirectoryReaderBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ZvmDirectoryReaderBenchmark {

    @Param({"1000", "10000"})
    public int guests;

    private SourceFile file;
    private final ZvmDirectoryReader reader = new ZvmDirectoryReader();

    @Setup
    public void generate() {
        StringBuilder b = new StringBuilder();
        int[] seq = {0};
        card(b, seq, "PROFILE LINDFLT");
        card(b, seq, " MACHINE ESA 4");
        card(b, seq, " LINK MAINT 0190 0190 RR");
        card(b, seq, " LINK MAINT 019E 019E RR");
        for (int g = 0; g < guests; g++) {
            card(b, seq, String.format("USER L%07d PW 4G 8G G", g));
            card(b, seq, " INCLUDE LINDFLT");
            card(b, seq, " LOADDEV PORTNAME 50050763090040A1 LUN 4010400000000000");
            for (String cu : new String[] {"FC", "FD", "FE", "FF"}) {
                card(b, seq, String.format(" DEDICATE %s%02X %s%02X", cu, g % 64, cu, g % 64));
            }
            for (int d = 0; d < 16; d++) {
                card(b, seq, String.format(" DEDICATE %04X %04X", 0x100 + d, 0x4000 + d));
            }
            for (int m = 0; m < 4; m++) {
                card(b, seq, String.format(" MDISK %04X 3390 0001 10016 ZL%04X MR", 0x201 + m, 0x4100 + m));
                card(b, seq, " MINIOPT NOMDC");
            }
            card(b, seq, "*DVHOPT LNK0 LOG1 RCM1 SMS0 NPW1 LNGAMENG PWC20260102 CRC00");
        }
        file = SourceFile.of("USER.DIRECT", b.toString());
    }

    private static void card(StringBuilder b, int[] seq, String statement) {
        seq[0] += 10;
        b.append(String.format("%-72s%08d%n", statement, seq[0]));
    }

    @Benchmark
    public ParseResult read() throws InputException {
        return reader.read(file, ReadContext.NONE);
    }
}
