package io.zlayout.testing;

import io.zlayout.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;

/** Runs the CLI through its seam and captures what it printed. */
public final class Cli {

    public record Result(int exitCode, String out, String err) {
    }

    private Cli() {
    }

    public static Result run(String... args) {
        return run(Clock.systemDefaultZone(), args);
    }

    /** With a fixed clock, for what depends on today's date (suppressions expire). */
    public static Result run(Clock clock, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = Main.run(clock, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Result(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
