package io.zlayout.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class OutputTest {

    @TempDir
    Path dir;

    @Test
    void writeReplacesTheFileAndLeavesNoTemporaryFiles() throws Exception {
        Path target = dir.resolve("sub/report.json");
        Output.writeAtomically(target, "one".getBytes(StandardCharsets.UTF_8));
        Output.writeAtomically(target, "two".getBytes(StandardCharsets.UTF_8));
        assertThat(Files.readString(target)).isEqualTo("two");
        try (Stream<Path> s = Files.list(target.getParent())) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("report.json");
        }
    }

    @Test
    void aWrittenFileIsReadableByOthersNotPrivateLikeATemporaryFile() throws Exception {
        Path target = dir.resolve("report.html");
        Output.writeAtomically(target, "x".getBytes(StandardCharsets.UTF_8));

        // the same as a file made the ordinary way (0666 less the umask), not 0600
        Path plain = Files.createFile(dir.resolve("plain.html"));
        assertThat(Files.getPosixFilePermissions(target)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void aFailingWriterLeavesTheOldFileAndNoTemporaryFile() throws Exception {
        Path target = dir.resolve("report.xlsx");
        Output.writeAtomically(target, "old".getBytes(StandardCharsets.UTF_8));

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Output.writeAtomically(target, out -> {
            out.write("half".getBytes(StandardCharsets.UTF_8));
            throw new java.io.IOException("disk full");
        })).hasMessage(target + ": disk full");

        assertThat(Files.readString(target)).isEqualTo("old");
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("report.xlsx");
        }
    }

    @Test
    void aFifoIsWrittenInPlaceNeverReplacedByAFile() throws Exception {
        Path fifo = dir.resolve("report.pipe");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        java.util.concurrent.CompletableFuture<String> read = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        Output.writeAtomically(fifo, "through the pipe".getBytes(StandardCharsets.UTF_8));

        assertThat(read.get(20, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo("through the pipe");
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.getAttribute(fifo, "unix:mode")).matches(m -> ((Integer) m & 0170000) == 0010000);
    }

    @Test
    void aCharacterDeviceIsWrittenInPlace() throws Exception {
        Output.writeAtomically(Path.of("/dev/null"), "gone".getBytes(StandardCharsets.UTF_8));
        assertThat(Files.isRegularFile(Path.of("/dev/null"))).isFalse();
        assertThat(Files.size(Path.of("/dev/null"))).isZero();
    }

    @Test
    void aFolderIsAClearUsageError() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Output.writeAtomically(dir,
                "x".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ExitCode.UsageException.class)
                .hasMessage(dir + " is a folder; name a file to write");
    }

    @Test
    void aSymlinkKeepsPointingAtTheFileItNames() throws Exception {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real);

        Output.writeAtomically(link, "new".getBytes(StandardCharsets.UTF_8));

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
    }
}
