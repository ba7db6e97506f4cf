package io.zlayout.testing;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs real programs (LibreOffice, Chromium) from tests: found on PATH or not at all, with a time limit after
 * which the program and everything it started are killed, output captured to files so a chatty program
 * cannot block on a full pipe.
 */
public final class Programs {

    /** What a program did: its exit code (-1 when killed for taking too long) and what it printed. */
    public record Run(int exitCode, String out, String err) {
    }

    private Programs() {
    }

    /** The first executable of that name on PATH. */
    public static Optional<Path> find(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public static Run run(Duration limit, Path workDir, List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile(workDir, "out-", ".txt");
        Path err = Files.createTempFile(workDir, "err-", ".txt");
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).directory(workDir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("HOME", workDir.toString());
        Process p = pb.start();
        int code;
        if (p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            code = p.exitValue();
        } else {
            code = -1;
        }
        // a program may leave helpers running (LibreOffice's oosplash, Chromium's zygote): end them all
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        p.waitFor(10, TimeUnit.SECONDS);
        return new Run(code, new String(Files.readAllBytes(out), StandardCharsets.UTF_8),
                new String(Files.readAllBytes(err), StandardCharsets.UTF_8));
    }
}
