package io.zlayout.input;

import io.zlayout.bench.DscliExportGenerator;
import io.zlayout.bench.IocpDeckGenerator;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Absurd inputs fail cleanly, with exit code 3 and a message naming the file, the line, what was expected
 * and what was found, instead of exhausting memory: a 1 GiB file (one 1 GiB line), a line longer than the
 * line limit, a deck expanding to 10 million devices, a DSCLI export with more records than any real one.
 * Where a real-size input would be slow to make, the limit is lowered through its system property.
 */
class InputLimitsTest {

    @TempDir
    Path tmp;

    private static Cli.Result withProperty(String name, String value, String... args) {
        String before = System.getProperty(name);
        System.setProperty(name, value);
        try {
            return Cli.run(args);
        } finally {
            if (before == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, before);
            }
        }
    }

    @Test
    void aOneGibFileIsRefusedBeforeItIsRead() throws IOException {
        // given a sparse file of 1 GiB: one line of NUL bytes, taking no disk space
        Path big = tmp.resolve("huge.deck");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(1L << 30);
        }

        Cli.Result r = Cli.run("inventory", big.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("zlayout: error: " + big + ": expected an input of at most 536870912 bytes"
                + " (512 MiB), found a file of 1073741824 bytes\n");
    }

    @Test
    void aLineOverTheLimitIsRefusedNamingItsLine() throws IOException {
        Path file = tmp.resolve("long.txt");
        Files.writeString(file, "dscli> lssi\nName|ID\n" + "x".repeat(150) + "\n", StandardCharsets.US_ASCII);

        Cli.Result r = withProperty("zlayout.maxLineChars", "100", "inventory", file.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + file + ":3: expected lines of at most 100 characters,"
                + " found a line of 150 characters\n");
    }

    @Test
    void theLineLimitIsLongerThanAnyRealLine() {
        // a REST response for a maximal image on one line is about 40 MB
        assertThat(SourceFile.MAX_LINE_CHARS).isEqualTo(64 << 20);
        assertThat(SourceFile.maxLineChars()).isEqualTo(SourceFile.MAX_LINE_CHARS);
    }

    @Test
    void aDeckPastTheDeviceLimitFailsAtTheStatementThatPassesIt() throws IOException {
        // given 40 IODEVICE statements of 256 devices and a limit of 2,000 devices (the real limit, 1,572,864,
        // stops a deck of 10 million devices the same way, at its 6,145th IODEVICE: docs/robustness.md)
        StringBuilder deck = new StringBuilder();
        cards(deck, "CHPID", "PATH=(CSS(0),50),SHARED,TYPE=FC");
        cards(deck, "CNTLUNIT", "CUNUMBR=5000,PATH=((CSS(0),50)),UNITADD=((00,256)),CUADD=50,UNIT=2107");
        for (int i = 0; i < 40; i++) {
            cards(deck, "IODEVICE", "ADDRESS=(5000,256),CUNUMBR=(5000),UNIT=3390B");
        }
        Path file = tmp.resolve("many.deck");
        Files.writeString(file, deck, StandardCharsets.US_ASCII);

        Cli.Result r = withProperty("zlayout.maxDevices", "2000", "inventory", file.toString());

        // CHPID on line 1, CNTLUNIT on lines 2-3, IODEVICEs from line 4: the 8th (line 11) reaches 2,048
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + file + ":11:10: expected at most 2000 devices in one"
                + " deck (6 CSS x 4 subchannel sets x 65,536 device numbers), found ADDRESS=(5000,256), device"
                + " 2048 of the deck\n");
    }

    @Test
    void aDscliExportWithMoreRecordsThanTheLimitFailsAtTheRow() throws IOException {
        // given an export of 255 LSS x 16 volumes (4,096 records) and a limit of 1,000
        Path file = tmp.resolve("export.txt");
        Files.writeString(file, DscliExportGenerator.generate(new DscliExportGenerator.Spec("IBM.2107-75LIM01", 255,
                16, 8, 8)), StandardCharsets.US_ASCII);
        List<String> lines = Files.readAllLines(file);

        Cli.Result r = withProperty("zlayout.maxRecords", "1000", "inventory", file.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        int line = Integer.parseInt(r.err().replaceAll("(?s)^zlayout: error: [^:]+:(\\d+):.*", "$1"));
        assertThat(r.err()).isEqualTo("zlayout: error: " + file + ":" + line + ": expected at most 1000 records in one"
                + " DSCLI export (a maximal DS8000 image has 65,280 volumes), found more, at this row\n");
        assertThat(lines.get(line - 1)).startsWith("FB_");
    }

    private static void cards(StringBuilder b, String operation, String operand) {
        for (String c : IocpDeckGenerator.cards(null, operation, operand, true)) {
            b.append(c).append('\n');
        }
    }
}
