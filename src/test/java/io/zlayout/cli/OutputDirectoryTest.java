package io.zlayout.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OutputDirectoryTest {

    @TempDir
    Path dir;

    private static OutputDirectory.FileContent file(String path, String text) {
        return new OutputDirectory.FileContent(path, text.getBytes(StandardCharsets.UTF_8), path.endsWith(".sh"));
    }

    private List<String> listing() throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString()).sorted().toList();
        }
    }

    @Test
    void writesEveryFileAndMarksScriptsExecutable() throws Exception {
        OutputDirectory.write(dir.resolve("out"), List.of(file("a/b.txt", "x"), file("lvm.sh", "#!/bin/sh\n")), false);
        assertThat(listing()).containsExactly("out/a/b.txt", "out/lvm.sh");
        assertThat(Files.isExecutable(dir.resolve("out/lvm.sh"))).isTrue();
    }

    @Test
    void nonEmptyFolderNeedsForceAndIsLeftAsItWas() throws Exception {
        Files.createDirectories(dir.resolve("out"));
        Files.writeString(dir.resolve("out/keep.txt"), "mine");
        assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"), List.of(file("new.txt", "x")), false))
                .isInstanceOf(ExitCode.UsageException.class).hasMessageContaining("add --force");
        assertThat(listing()).containsExactly("out/keep.txt");
    }

    @Test
    void forceReplacesTheWholeFolder() throws Exception {
        Files.createDirectories(dir.resolve("out"));
        Files.writeString(dir.resolve("out/old.txt"), "old");
        OutputDirectory.write(dir.resolve("out"), List.of(file("new.txt", "x")), true);
        assertThat(listing()).containsExactly("out/new.txt");
    }

    @Test
    void pathEscapingTheFolderFailsAndLeavesNothing() throws Exception {
        assertThatThrownBy(() -> OutputDirectory.write(dir.resolve("out"),
                List.of(file("ok.txt", "x"), file("../evil.txt", "x")), false))
                .isInstanceOf(IllegalStateException.class);
        assertThat(listing()).isEmpty();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.toList()).isEmpty();
        }
    }
}
