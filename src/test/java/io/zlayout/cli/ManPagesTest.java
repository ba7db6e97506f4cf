package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ManPagesTest {

    @TempDir
    Path dir;

    @Test
    void onePagePerCommandSayingWhatHelpSays() throws Exception {
        Cli.Result r = Cli.run("man", "--dir", dir.toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        Map<String, String> pages = ManPages.all(Main.commandLine(), "1.0");
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            if (!command.equals("help")) {
                assertThat(dir.resolve("zlayout-" + command + ".1")).isRegularFile();
            }
        }
        String check = Files.readString(dir.resolve("zlayout-check.1"));
        assertThat(check).startsWith(".TH ZLAYOUT-CHECK 1 ")
                .contains(".SH NAME\nzlayout\\-check \\- Run the rules: paths, redundancy and disk placement.\n")
                .contains(".TP\n\\fB\\-\\-fail\\-on\\fR=\\fISEVERITY\\fR\n")
                .contains(".SH EXIT STATUS\n");
        assertThat(pages.get("zlayout.1")).contains(".SH COMMANDS\n.TP\n\\fBinventory\\fR\n");
    }

    @Test
    void gzipWritesThePagesCompressedWithoutTimeOrName() throws Exception {
        Cli.Result r = Cli.run("man", "--dir", dir.toString(), "--gzip");

        assertThat(r.exitCode()).as(r.err()).isZero();
        byte[] gz = Files.readAllBytes(dir.resolve("zlayout-check.1.gz"));
        // RFC 1952 header: magic, deflate, no flags (so no file name), MTIME zero, best compression, Unix
        assertThat(java.util.Arrays.copyOf(gz, 10)).containsExactly(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3);
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(dir.resolve("zlayout-check.1.gz")))) {
            assertThat(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8))
                    .isEqualTo(ManPages.all(Main.commandLine(), VersionProvider.version()).get("zlayout-check.1"));
        }
        assertThat(dir.resolve("zlayout-check.1")).doesNotExist();
    }

    @Test
    void textThatWouldBeARoffRequestIsEscaped() {
        assertThat(ManPages.esc(".TH x")).isEqualTo("\\&.TH x");
        assertThat(ManPages.esc("a\\b-c")).isEqualTo("a\\eb\\-c");
    }

    @Test
    void completionCompletesTheCommandsAndTheirOptions() {
        Cli.Result r = Cli.run("completion");

        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).startsWith("#!/usr/bin/env bash").contains("complete -F _complete_zlayout")
                .contains("inventory", "check", "--fail-on");
    }
}
