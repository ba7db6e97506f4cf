package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CheckCommandTest {

    @TempDir
    Path dir;

    @Test
    void helpListsEveryOutputFormat() {
        Cli.Result r = Cli.run("check", "--help");

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("Output format: text, json, csv, sarif, junit (default: text).");
    }

    @Test
    void theFormatEnumIsExactlyTheDocumentedList() {
        assertThat(CheckCommand.Format.values()).extracting(Enum::name)
                .containsExactly("text", "json", "csv", "sarif", "junit");
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        Cli.Result r = Cli.run("check", "--format", "xml", dir.toString());

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: Invalid value for option '--format': expected one of"
                + " [text, json, csv, sarif, junit] (case-insensitive) but was 'xml'\n"
                + "Try 'zlayout check --help' for more information.\n");
        assertThat(r.out()).isEmpty();
    }
}
