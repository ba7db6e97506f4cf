package io.zlayout.input;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import com.code_intelligence.jazzer.junit.FuzzTest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one-JVM fuzzing run: which test an input reaches, and how its corpus and crashes go back to each test. */
class FuzzRunnerTest {

    private static int index(String test) {
        List<String> names = ReadersFuzzTest.targets().stream().map(Method::getName).toList();
        assertTrue(names.contains(test), test);
        return names.indexOf(test);
    }

    private static byte[] tagged(String test, String text) {
        byte[] data = text.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[data.length + 1];
        out[0] = (byte) index(test);
        System.arraycopy(data, 0, out, 1, data.length);
        return out;
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void allReachesEveryOtherFuzzTestAndNoneTwice() {
        List<String> fuzzTests = Arrays.stream(ReadersFuzzTest.class.getDeclaredMethods())
                .filter(m -> m.isAnnotationPresent(FuzzTest.class)).map(Method::getName).sorted().toList();
        List<String> targets = ReadersFuzzTest.targets().stream().map(Method::getName).toList();

        assertEquals(fuzzTests.stream().filter(n -> !n.equals(FuzzRunner.ALL)).toList(), targets);
        assertTrue(targets.size() < 256, "an index must fit in the first byte");
    }

    @Test
    void theFirstByteChoosesTheTestAndTheRestIsItsInput() throws Exception {
        long before = ReadersFuzzTest.RUNS.containsKey("intent") ? ReadersFuzzTest.RUNS.get("intent").inputs : 0;

        new ReadersFuzzTest().all(tagged("intent", "guests:\n  - name: LNX1\n"));
        // an index past the end wraps around
        byte[] wrapped = tagged("intent", "");
        wrapped[0] = (byte) (index("intent") + ReadersFuzzTest.targets().size());
        new ReadersFuzzTest().all(wrapped);

        assertEquals(before + 2, ReadersFuzzTest.RUNS.get("intent").inputs);
    }

    @Test
    void eachTestHasItsShareOfTheRun() {
        assertEquals(5_000_000_000L, FuzzRunner.budget("150s", 30));
        assertEquals(5_000_000_000L, FuzzRunner.budget("150", 30));
        assertEquals(60_000_000_000L, FuzzRunner.budget("2m", 2));
        assertEquals(1_800_000_000_000L, FuzzRunner.budget("1h", 2));
        assertEquals(Long.MAX_VALUE, FuzzRunner.budget("", 30), "no duration: no bound");
    }

    @Test
    void seedingTagsEveryTestsInputsAndCorpusOnce(@TempDir Path dir) throws Exception {
        Path inputs = dir.resolve("inputs");
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(inputs.resolve("iocp"));
        Files.writeString(inputs.resolve("iocp/deck.txt"), "CHPID PATH=(CSS(0),40)");
        Files.createDirectories(corpus.resolve("lvs"));
        Files.writeString(corpus.resolve("lvs/0123"), "LV VG");

        assertEquals(2, FuzzRunner.seed(inputs, corpus));
        assertEquals(2, FuzzRunner.seed(inputs, corpus), "seeding again adds nothing");

        byte[] iocp = tagged("iocp", "CHPID PATH=(CSS(0),40)");
        byte[] lvs = tagged("lvs", "LV VG");
        assertEquals(Stream.of(iocp, lvs).map(FuzzRunner::sha1).sorted().toList(), names(corpus.resolve("all")));
        assertArrayEquals(iocp, Files.readAllBytes(corpus.resolve("all").resolve(FuzzRunner.sha1(iocp))));
        assertEquals(List.of("deck.txt"), names(inputs.resolve("iocp")), "the committed inputs are left as they are");
    }

    @Test
    void splittingGivesEachInputAndCrashBackToItsTest(@TempDir Path dir) throws Exception {
        Path inputs = dir.resolve("inputs");
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(corpus.resolve("all"));
        byte[] found = tagged("zvmCp", "q paths");
        Files.write(corpus.resolve("all").resolve(FuzzRunner.sha1(found)), found);
        Files.createDirectories(inputs.resolve("all"));
        byte[] crash = tagged("essCsv", "LSS,Rank");
        Files.write(inputs.resolve("all").resolve("crash-" + FuzzRunner.sha1(crash)), crash);

        FuzzRunner.Split split = FuzzRunner.split(inputs, corpus);

        byte[] input = "q paths".getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(input, Files.readAllBytes(corpus.resolve("zvmCp").resolve(FuzzRunner.sha1(input))));
        assertEquals(1, split.corpus());
        byte[] crashed = "LSS,Rank".getBytes(StandardCharsets.UTF_8);
        Path moved = inputs.resolve("essCsv").resolve("crash-" + FuzzRunner.sha1(crashed));
        assertEquals(List.of(moved), split.crashes());
        assertArrayEquals(crashed, Files.readAllBytes(moved));
        assertFalse(Files.exists(inputs.resolve("all")), "all's emptied inputs folder is removed");
        assertEquals(0, FuzzRunner.split(inputs, corpus).corpus(), "splitting again adds nothing");
    }
}
