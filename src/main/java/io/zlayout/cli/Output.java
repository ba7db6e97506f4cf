package io.zlayout.cli;

import io.zlayout.output.OutputDirectory;
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
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

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
    void write(String text) throws IOException {
        try (Batch batch = new Batch()) {
            write(text, batch);
            batch.commit();
        }
    }

    /** As {@link #write(String)}, the file landing with the other files of {@code batch}. */
    void write(String text, Batch batch) throws IOException {
        PrintWriter out = command.commandLine().getOut();
        if (isText()) {
            text = Text.escapeLines(text);
        }
        if (file == null) {
            out.print(text);
            out.flush();
            return;
        }
        batch.add(file, text.getBytes(StandardCharsets.UTF_8));
    }

    private boolean isText() {
        if (command == null) {
            return true;
        }
        picocli.CommandLine.Model.OptionSpec format = command.findOption("--format");
        return format == null || "text".equals(String.valueOf((Object) format.getValue()));
    }

    /**
     * Refuses {@code target}, the path of option {@code option}, when it is one of the run's {@code inputs} (a file
     * or a folder) or lies inside an input folder, compared with links resolved: the run would replace what it
     * reads, or the next run would read the report as an input. A usage error (exit 2), before anything is read
     * or written. A null target or input is left out.
     */
    static void refuseOverInputs(String option, Path target, Collection<Path> inputs) throws IOException {
        if (target == null) {
            return;
        }
        Path out = OutputDirectory.real(target);
        for (Path in : inputs) {
            if (in == null) {
                continue;
            }
            Path input = OutputDirectory.real(in);
            if (out.equals(input) || out.startsWith(input)) {
                throw new ExitCode.UsageException(option + " " + io.zlayout.input.InputLoader.display(target)
                        + (out.equals(input) ? " is the input " : " is inside the input ")
                        + io.zlayout.input.InputLoader.display(in) + " of this run; write it outside the inputs");
            }
        }
    }

    /** Refuses {@code -o FILE} when it is, or lies inside, one of the run's {@code inputs}. */
    void refuseOverInputs(Collection<Path> inputs) throws IOException {
        refuseOverInputs("--output", file, inputs);
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
        try (Batch batch = new Batch()) {
            batch.add(target, content);
            batch.commit();
        }
    }

    /**
     * The files of one run, landing together or not at all: each is written to a temporary file beside its
     * target as it is added (so a full disk or a target that cannot be written stops the run before any target
     * changes); {@link #commit()} then renames them all into place. A FIFO or character device cannot be
     * staged: it is written in place at the commit, after the renames.
     */
    static final class Batch implements AutoCloseable {
        private record Staged(Path target, Path abs, Path tmp, Content inPlace) {
        }

        private final List<Staged> staged = new ArrayList<>();

        void add(Path target, byte[] bytes) throws IOException {
            add(target, out -> out.write(bytes));
        }

        void add(Path target, Content content) throws IOException {
            for (Staged s : staged) {
                if (s.tmp != null && s.abs.equals(OutputDirectory.real(target))) {
                    throw new ExitCode.UsageException(io.zlayout.input.InputLoader.display(target)
                            + " is named twice as an output");
                }
            }
            try {
                Path abs = kindOf(target);
                if (Files.exists(abs)) {
                    if (!Files.isRegularFile(abs)) {
                        staged.add(new Staged(target, abs, null, content));
                        return;
                    }
                }
                Path dir = abs.getParent();
                if (dir != null) {
                    Files.createDirectories(dir);
                }
                Path tmp = temporaryBeside(dir, abs.getFileName().toString());
                staged.add(new Staged(target, abs, tmp, null));
                try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
                    content.writeTo(out);
                }
            } catch (IOException e) {
                throw named(target, e);
            }
        }

        void commit() throws IOException {
            for (Staged s : staged) {
                if (s.tmp == null) {
                    continue;
                }
                try {
                    try {
                        Files.move(s.tmp, s.abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                    } catch (AtomicMoveNotSupportedException e) {
                        Files.move(s.tmp, s.abs, StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    throw named(s.target, e);
                }
            }
            for (Staged s : staged) {
                if (s.inPlace == null) {
                    continue;
                }
                // a pipe or a device (/dev/stdout, /dev/null) is written in place, never replaced by a file
                try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(s.abs,
                        java.nio.file.StandardOpenOption.WRITE), 1 << 16)) {
                    s.inPlace.writeTo(out);
                } catch (IOException e) {
                    throw named(s.target, e);
                }
            }
        }

        @Override
        public void close() throws IOException {
            for (Staged s : staged) {
                if (s.tmp != null) {
                    Files.deleteIfExists(s.tmp);
                }
            }
        }
    }

    /**
     * The real path of {@code target}, refused when it cannot be an output: a folder (a usage error), or
     * anything but a regular file, a FIFO or a character device.
     */
    private static Path kindOf(Path target) throws IOException {
        Path abs = OutputDirectory.real(target);
        if (Files.isDirectory(abs)) {
            throw new ExitCode.UsageException(io.zlayout.input.InputLoader.display(target)
                    + " is a folder; name a file to write");
        }
        if (Files.exists(abs) && !Files.isRegularFile(abs) && special(abs) == null) {
            throw new ExitCode.UsageException(io.zlayout.input.InputLoader.display(target)
                    + " is neither a regular file, a FIFO nor a character device; zlayout does not write into it");
        }
        return abs;
    }

    /** An environment failure naming the file the user named, not the temporary one beside it. */
    private static IOException named(Path target, IOException e) {
        java.nio.file.FileSystemException named = new java.nio.file.FileSystemException(
                io.zlayout.input.InputLoader.display(target), null, ExitCode.reason(e));
        named.initCause(e);
        return named;
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
            try {
                return Files.createTempFile(dir, prefix, ".tmp",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
            } catch (UnsupportedOperationException e) {
                return Files.createTempFile(dir, prefix, ".tmp"); // not a POSIX file system
            }
        } catch (java.nio.file.FileSystemException e) {
            // the output itself may be fine (/proc/version exists): say that its folder takes no new file
            java.nio.file.FileSystemException why = new java.nio.file.FileSystemException(null, null,
                    "its folder takes no new file, and zlayout writes an output beside it first to replace it whole"
                    + " (" + ExitCode.reason(e) + ")");
            why.initCause(e);
            throw why;
        }
    }
}
