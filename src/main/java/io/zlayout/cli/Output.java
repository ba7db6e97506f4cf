package io.zlayout.cli;

import picocli.CommandLine.Option;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * {@code --output FILE}: where a command's report goes. A file is written atomically (a temporary file
 * beside it, then a rename), so a failed run never leaves half a report.
 */
final class Output {

    @Option(names = {"-o", "--output"}, paramLabel = "FILE",
            description = "Write the report to FILE (atomically; a FIFO or character device such as /dev/stdout "
                    + "is written in place) instead of standard output.")
    Path file;

    @picocli.CommandLine.Spec(picocli.CommandLine.Spec.Target.MIXEE)
    picocli.CommandLine.Model.CommandSpec command;

    /**
     * Writes the report; a text report (the command's {@code --format} is {@code text}, or it has none) has
     * its control characters escaped, as names and values from inputs may hold any. JSON, CSV and XML
     * escape by their own rules.
     */
    void write(PrintWriter out, String text) throws IOException {
        if (isText()) {
            text = Text.escapeLines(text);
        }
        if (file == null) {
            out.print(text);
            out.flush();
            return;
        }
        writeAtomically(file, text.getBytes(StandardCharsets.UTF_8));
    }

    private boolean isText() {
        if (command == null) {
            return true;
        }
        picocli.CommandLine.Model.OptionSpec format = command.findOption("--format");
        return format == null || "text".equals(String.valueOf((Object) format.getValue()));
    }

    /** Writes {@code bytes} to {@code target} through a temporary file in the same folder and a rename. */
    static void writeAtomically(Path target, byte[] bytes) throws IOException {
        writeAtomically(target, out -> out.write(bytes));
    }

    /** What writes a file's content to a stream (which it must not close). */
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Streams {@code content} to {@code target} through a temporary file in the same folder and a rename, so
     * large outputs never sit in memory and a failure leaves the target as it was.
     */
    static void writeAtomically(Path target, Content content) throws IOException {
        try {
            write(target, content);
        } catch (IOException e) {
            // the file the user named, not the temporary one beside it
            java.nio.file.FileSystemException named = new java.nio.file.FileSystemException(
                    io.zlayout.input.InputLoader.display(target), null, ExitCode.reason(e));
            named.initCause(e);
            throw named;
        }
    }

    private static void write(Path target, Content content) throws IOException {
        Path abs = OutputDirectory.real(target);
        if (Files.isDirectory(abs)) {
            throw new ExitCode.UsageException(io.zlayout.input.InputLoader.display(target)
                    + " is a folder; name a file to write");
        }
        if (Files.exists(abs) && !Files.isRegularFile(abs)) {
            String kind = special(abs);
            if (kind == null) {
                throw new ExitCode.UsageException(io.zlayout.input.InputLoader.display(target)
                        + " is neither a regular file, a FIFO nor a character device; zlayout does not write into it");
            }
            // a pipe or a device (/dev/stdout, /dev/null) is written in place, never replaced by a file
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(abs,
                    java.nio.file.StandardOpenOption.WRITE), 1 << 16)) {
                content.writeTo(out);
            }
            return;
        }
        Path dir = abs.getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = temporaryBeside(dir, abs.getFileName().toString());
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
                content.writeTo(out);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** What may be written in place (a FIFO or a character device, by its kind); null for anything else. */
    private static String special(Path p) {
        String kind = io.zlayout.input.SourceFile.kind(p);
        return kind.equals("a FIFO") || kind.equals("a character device") ? kind : null;
    }

    /**
     * A temporary file in {@code dir} that becomes the output: readable by others as a file made by the shell
     * would be (0644 less the umask), not 0600 as temporary files are, since it is renamed into place.
     */
    private static Path temporaryBeside(Path dir, String name) throws IOException {
        String prefix = "." + name + ".";
        try {
            return Files.createTempFile(dir, prefix, ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
        } catch (UnsupportedOperationException e) {
            return Files.createTempFile(dir, prefix, ".tmp"); // not a POSIX file system
        }
    }
}
