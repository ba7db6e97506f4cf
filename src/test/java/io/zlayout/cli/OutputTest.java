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
}
