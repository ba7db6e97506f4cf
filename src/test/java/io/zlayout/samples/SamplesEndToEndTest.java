package io.zlayout.samples;

import io.zlayout.testing.Cli;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Everything under samples/ runs end to end through the CLI: inventory, check (JSON) and plan (JSON), each
 * compared with its expected output (exit code first) in src/test/resources/io/zlayout/samples/.
 */
class SamplesEndToEndTest {

    private static final Path SAMPLES = Path.of("samples");
    private static final Path EXPECTED = Path.of("src/test/resources/io/zlayout/samples");

    @TempDir
    Path tmp;

    static List<Path> sites() throws IOException {
        try (Stream<Path> s = Files.list(SAMPLES)) {
            return s.filter(Files::isDirectory).sorted().toList();
        }
    }

    @TestFactory
    List<DynamicTest> everySampleMatchesItsExpectedOutputs() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        assertThat(sites()).as("samples").isNotEmpty();
        for (Path site : sites()) {
            String name = site.getFileName().toString();
            String arg = "samples/" + name;
            tests.add(DynamicTest.dynamicTest(name + " inventory", () ->
                    Golden.assertMatches(EXPECTED.resolve(name).resolve("inventory.txt"),
                            render(Cli.run("inventory", arg)))));
            tests.add(DynamicTest.dynamicTest(name + " check", () ->
                    Golden.assertMatches(EXPECTED.resolve(name).resolve("check.json"),
                            render(Cli.run("check", "--format", "json", arg)))));
            if (Files.exists(site.resolve("zlayout.yaml"))
                    && Files.readString(site.resolve("zlayout.yaml")).contains("intent:")) {
                tests.add(DynamicTest.dynamicTest(name + " plan", () -> {
                    Path out = tmp.resolve(name);
                    Golden.assertMatches(EXPECTED.resolve(name).resolve("plan.json"),
                            render(Cli.run("plan", "--format", "json", "--out", out.toString(), arg)));
                }));
            }
        }
        return tests;
    }

    /** Exit code, then standard output, then standard error: the whole observable result. */
    private static String render(Cli.Result r) {
        return "exit " + r.exitCode() + "\n" + r.out() + (r.err().isEmpty() ? "" : "--- stderr\n" + r.err());
    }
}
