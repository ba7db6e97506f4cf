package io.zlayout.cli;

import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * {@code --output FILE}: where a command's report goes. A file is written atomically (a temporary file
 * beside it, then a rename), so a failed run never leaves half a report.
 */
final class Output {

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write the report to FILE (atomically) instead of standard output.")
    Path file;

    void write(PrintWriter out, String text) throws IOException {
        if (file == null) {
            out.print(text);
            out.flush();
            return;
        }
        writeAtomically(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to {@code target} through a temporary file in the same folder and a rename. */
    static void writeAtomically(Path target, byte[] bytes) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".tmp");
        try {
            Files.write(tmp, bytes);
            try {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
