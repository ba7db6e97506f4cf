package io.zlayout.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files: the actual text must equal the file after LF normalisation. With
 * {@code -Dgolden.update=true} the file is rewritten instead, so a review shows the diff.
 */
public final class Golden {

    private Golden() {
    }

    public static boolean updating() {
        return Boolean.getBoolean("golden.update");
    }

    public static void assertMatches(Path golden, String actual) {
        String normalized = actual.replace("\r\n", "\n");
        try {
            if (updating()) {
                Files.createDirectories(golden.toAbsolutePath().getParent());
                Files.writeString(golden, normalized, StandardCharsets.UTF_8);
                return;
            }
            assertThat(Files.exists(golden))
                    .as("golden file %s is missing; run with -Dgolden.update=true to create it", golden)
                    .isTrue();
            String expected = Files.readString(golden, StandardCharsets.UTF_8).replace("\r\n", "\n");
            assertThat(normalized).as("output differs from golden file %s (update with -Dgolden.update=true)", golden)
                    .isEqualTo(expected);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
