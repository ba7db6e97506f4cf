package io.zlayout.samples;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Output never depends on the order inputs are found in: every sample site, copied file by file in sorted and
 * in shuffled order (the order a folder lists its files in follows the order they were made), and its files
 * given as arguments in shuffled order, gives byte-identical output in every format — inventory, check,
 * plan (the printed plan and every file written) — and running twice in one JVM changes nothing either.
 */
class DeterminismTest {

    private static final List<List<String>> COMMANDS = List.of(
            List.of("inventory"), List.of("inventory", "--format", "json"),
            List.of("check"), List.of("check", "--format", "json"), List.of("check", "--format", "csv"),
            List.of("check", "--format", "sarif"), List.of("check", "--format", "junit"));

    @TempDir
    Path tmp;

    @TestFactory
    List<DynamicTest> everySampleGivesTheSameBytesWhateverTheOrderOfItsFiles() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path sample : SamplesEndToEndTest.sites()) {
            String name = sample.getFileName().toString();
            tests.add(DynamicTest.dynamicTest(name + " copied in shuffled order", () -> {
                Path site = tmp.resolve(name);
                copy(sample, site, null);
                Map<String, String> sorted = runAll(site);
                Map<String, String> again = runAll(site);
                assertThat(again).as("second run").isEqualTo(sorted);
                for (long seed : new long[] {1}) {
                    delete(site);
                    copy(sample, site, new Random(seed));
                    assertThat(runAll(site)).as("shuffle %d", seed).isEqualTo(sorted);
                }
            }));
            tests.add(DynamicTest.dynamicTest(name + " files as arguments in shuffled order", () -> {
                List<String> files = files(sample);
                files.remove(sample.resolve("zlayout.yaml").toString());
                Map<String, String> sorted = runWithArguments(files);
                for (long seed : new long[] {2}) {
                    List<String> shuffled = new ArrayList<>(files);
                    Collections.shuffle(shuffled, new Random(seed));
                    assertThat(runWithArguments(shuffled)).as("shuffle %d", seed).isEqualTo(sorted);
                }
            }));
        }
        return tests;
    }

    /** Every command's exit code, standard output and error; and plan's printed JSON and written files. */
    private Map<String, String> runAll(Path site) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (List<String> c : COMMANDS) {
            List<String> args = new ArrayList<>(c);
            args.add(site.toString());
            out.put(String.join(" ", c), show(Cli.run(args.toArray(String[]::new))));
        }
        Path planned = tmp.resolve("planned");
        delete(planned);
        out.put("plan", show(Cli.run("plan", "--format", "json", "--out", planned.toString(), site.toString())));
        if (Files.isDirectory(planned)) {
            for (String f : files(planned)) {
                out.put("plan file " + planned.relativize(Path.of(f)), Files.readString(Path.of(f)));
            }
        }
        return out;
    }

    private Map<String, String> runWithArguments(List<String> files) {
        Map<String, String> out = new LinkedHashMap<>();
        for (List<String> c : COMMANDS) {
            List<String> args = new ArrayList<>(c);
            args.addAll(files);
            out.put(String.join(" ", c), show(Cli.run(args.toArray(String[]::new))));
        }
        return out;
    }

    private static String show(Cli.Result r) {
        return "exit " + r.exitCode() + "\n--- out\n" + r.out() + "--- err\n" + r.err();
    }

    /** Copies a folder file by file: in path order, or shuffled (folders are made as their first file is). */
    private static void copy(Path from, Path to, Random shuffle) throws IOException {
        List<String> files = files(from);
        if (shuffle != null) {
            Collections.shuffle(files, shuffle);
        }
        for (String f : files) {
            Path target = to.resolve(from.relativize(Path.of(f)).toString());
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(f), target);
        }
    }

    private static List<String> files(Path root) throws IOException {
        TreeMap<String, Path> sorted = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile).forEach(p -> sorted.put(p.toString(), p));
        }
        return new ArrayList<>(sorted.keySet());
    }

    private static void delete(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Collections.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
