package io.zlayout.input.linux;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Whatever the bytes, the reader reads or refuses with an {@link InputException}: truncations and random
 * mutations of every fixture, random bytes behind every command's echo line (so each parser meets garbage),
 * and pathological shapes (huge lines, deep nesting). Seeded, so a failure repeats.
 */
class LinuxReaderFuzzTest {

    private static final List<String> COMMANDS = List.of("lszfcp -P -H -D -a", "lsluns -a", "lsscsi --transport",
            "cat /proc/scsi/sg/devices", "multipath -ll", "lsdasd -l", "lvs", "lvs --reportformat json",
            "cat /etc/zfcp.conf", "cat /etc/dasd.conf", "chzdev --export -", "cat /etc/multipath.conf", "lscss --vpm",
            "lschp", "lszdev", "lsdasd -P",
            "cat /etc/udev/rules.d/41-*.rules", "ziorep_config -ADM");

    private final LinuxReader reader = new LinuxReader();

    private static List<byte[]> fixtures() throws IOException {
        List<byte[]> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(LinuxFixturesTest.FIXTURES)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                out.add(Files.readAllBytes(p));
            }
        }
        Path real = LinuxRealWorldTest.REAL;
        if (Files.isDirectory(real)) {
            try (Stream<Path> files = Files.list(real)) {
                for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                    out.add(Files.readAllBytes(p));
                }
            }
        }
        return out;
    }

    /** Reads, and fails the test on anything but a result or an InputException. */
    private void survives(byte[] bytes, String what) {
        SourceFile file = new SourceFile(Path.of("fuzz.txt"), "fuzz.txt", bytes);
        try {
            reader.sniff(file);
            ParseResult r = reader.read(file, new ReadContext("LNX1", null));
            assertThat(r.format()).isEqualTo("linux");
        } catch (InputException e) {
            assertThat(e.getMessage()).startsWith("fuzz.txt");
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(what + ": " + e + " reading " + preview(bytes), e);
        }
    }

    private static String preview(byte[] bytes) {
        String s = new String(bytes, 0, Math.min(bytes.length, 300), StandardCharsets.ISO_8859_1);
        return InputException.quote(s.replace("\n", "\\n")) + " (" + bytes.length + " bytes)";
    }

    @Test
    void truncationsOfEveryFixtureAreReadOrRefused() throws IOException {
        // given prefixes of every fixture, cut anywhere (also inside a line or a UTF-8 sequence): every cut of
        // a small file, about 150 spread over a large one, and every cut in the last 100 bytes
        for (byte[] f : fixtures()) {
            int stride = Math.max(1, f.length / 150);
            for (int n = 0; n <= f.length; n += n >= f.length - 100 ? 1 : stride) {
                // then each is read as far as it goes or refused
                survives(Arrays.copyOf(f, n), "prefix " + n);
            }
        }
    }

    @Test
    void randomMutationsOfEveryFixtureAreReadOrRefused() throws IOException {
        Random random = new Random(20250106L);
        byte[] alphabet = " \t\n\r0123456789abcdefx.:/-_|`+\\[](){}=#!\"',<>X".getBytes(StandardCharsets.US_ASCII);
        for (byte[] f : fixtures()) {
            for (int round = 0; round < 60; round++) {
                byte[] m = f.clone();
                int edits = 1 + random.nextInt(8);
                for (int e = 0; e < edits && m.length > 0; e++) {
                    int at = random.nextInt(m.length);
                    switch (random.nextInt(4)) {
                        case 0 -> m[at] = alphabet[random.nextInt(alphabet.length)];
                        case 1 -> m[at] = (byte) random.nextInt(256);
                        case 2 -> m = delete(m, at, 1 + random.nextInt(Math.min(20, m.length - at)));
                        default -> m = insert(m, at, alphabet[random.nextInt(alphabet.length)]);
                    }
                }
                survives(m, "mutation " + round);
            }
        }
    }

    @Test
    void randomBytesBehindEveryCommandAreReadOrRefused() {
        Random random = new Random(42L);
        byte[] alphabet = " \t\n0123456789abcdefx.:/-|`+\\[](){}=#!\"'X".getBytes(StandardCharsets.US_ASCII);
        for (int round = 0; round < 100; round++) {
            byte[] noise = new byte[random.nextInt(400)];
            for (int i = 0; i < noise.length; i++) {
                noise[i] = random.nextBoolean() ? alphabet[random.nextInt(alphabet.length)] : (byte) random.nextInt(256);
            }
            survives(noise, "noise " + round);
            for (String command : COMMANDS) {
                survives(concat(("# " + command + "\n").getBytes(StandardCharsets.US_ASCII), noise),
                        command + " noise " + round);
            }
        }
    }

    @Test
    void pathologicalShapesAreReadOrRefused() {
        // given huge lines, deep nesting and odd characters behind every command
        List<String> shapes = List.of(
                "[".repeat(100_000),
                "{".repeat(100_000),
                "defaults {\n".repeat(5_000),
                "{\"report\":[{\"lv\":[" + "[".repeat(50_000),
                "0.0.".repeat(50_000),
                "0.0.1700/".repeat(20_000) + " 0:0:0:0",
                "a ".repeat(50_000) + "\n" + "b ".repeat(50_000),
                "  LV " + "x ".repeat(20_000) + "\n  " + "y ".repeat(20_000),
                "\"".repeat(10_000) + "\n" + "'".repeat(10_000),
                "size=" + "'".repeat(10_000) + "\n" + "[size=" + "[".repeat(10_000),
                "\u0001\u0002\u0003\n\u00a0\u2003\n\u0663\u0664:\u0665:\u0666:\u0667\n",
                "0.0.0100(ECKD) at ( 94:  0) is dasda : " + "active ".repeat(1000),
                "\\_ \\_ \\_ \n |- |- \n",
                "-1\t-1\t-1\t-1\t-1\t-1\t-1\t-1\t-1\n" + "9".repeat(1000) + " 0 0 0 0 0 0 0 0\n");
        for (String shape : shapes) {
            byte[] bytes = shape.getBytes(StandardCharsets.UTF_8);
            survives(bytes, "shape");
            for (String command : COMMANDS) {
                survives(concat(("# " + command + "\n").getBytes(StandardCharsets.US_ASCII), bytes), command);
            }
        }
    }

    @Test
    void binaryFilesAreRefused() {
        byte[] bytes = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0};
        try {
            reader.read(new SourceFile(Path.of("fuzz.txt"), "fuzz.txt", bytes), ReadContext.NONE);
            fail("a binary file was read");
        } catch (InputException e) {
            assertThat(e.getMessage()).endsWith("found binary data");
        }
    }

    private static byte[] delete(byte[] a, int at, int n) {
        byte[] out = new byte[a.length - n];
        System.arraycopy(a, 0, out, 0, at);
        System.arraycopy(a, at + n, out, at, a.length - at - n);
        return out;
    }

    private static byte[] insert(byte[] a, int at, byte b) {
        byte[] out = new byte[a.length + 1];
        System.arraycopy(a, 0, out, 0, at);
        out[at] = b;
        System.arraycopy(a, at, out, at + 1, a.length - at);
        return out;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
