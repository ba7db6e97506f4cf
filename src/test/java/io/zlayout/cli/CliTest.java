package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CliTest {

    @TempDir
    Path dir;

    @Test
    void helpListsCommandsAndEveryExitCode() {
        Cli.Result r = Cli.run("--help");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("inventory")
                .contains("0   ok")
                .contains("1   findings at or above --fail-on")
                .contains("2   usage error")
                .contains("3   input unreadable or malformed")
                .contains("4   internal error");
    }

    @Test
    void everySubcommandHelpListsTheExitCodes() {
        Cli.Result r = Cli.run("inventory", "--help");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("Exit codes:").contains("3   input unreadable or malformed");
    }

    @Test
    void exitCodeOneIsSaidInEachCommandsOwnTerms() {
        // report has no --fail-on, plan runs no rules, inventory never exits 1
        assertThat(Cli.run("report", "--help").out()).contains("1   under --strict (or settings 'strict: true') rules"
                + " that could not judge").doesNotContain("1   findings at or above --fail-on");
        assertThat(Cli.run("plan", "--help").out()).contains("1   an intent that cannot be met (the message names the"
                + " input that is missing)").doesNotContain("1   findings at or above --fail-on");
        assertThat(Cli.run("check", "--help").out()).contains("1   findings at or above --fail-on, or under --strict"
                + " rules that could not judge");
        assertThat(Cli.run("inventory", "--help").out()).doesNotContain("\n    1   ");
    }

    @Test
    void versionNamesTheBuiltVersionAndCommit() {
        Cli.Result r = Cli.run("--version");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().strip()).matches(
                "zlayout \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit ([0-9a-f]{12}, \\d{4}-\\d\\d-\\d\\d|unknown)\\)");
    }

    @Test
    void noCommandIsAUsageError() {
        Cli.Result r = Cli.run();
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("a command is required");
    }

    @Test
    void unknownCommandIsAUsageError() {
        Cli.Result r = Cli.run("frobnicate");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("zlayout: Unmatched argument at index 0: 'frobnicate'\n"
                + "Try 'zlayout --help' for more information.\n");
    }

    @Test
    void helpNamesACommandsHelp() {
        Cli.Result r = Cli.run("help", "check");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("Usage: zlayout check ", "--fail-on");
    }

    @Test
    void unknownFormatValueIsAUsageError() {
        Cli.Result r = Cli.run("inventory", "--format", "yaml", dir.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--format");
    }

    @Test
    void unknownInputFormatOverrideIsAUsageError() throws Exception {
        Files.writeString(dir.resolve("a.txt"), "x");
        Cli.Result r = Cli.run("inventory", "--input-format", dir.resolve("a.txt") + "=nosuch", dir.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("unknown format");
    }

    @Test
    void missingInputIsExitThreeWithoutStackTrace() {
        Cli.Result r = Cli.run("inventory", dir.resolve("missing").toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).isEqualTo("zlayout: error: " + dir.resolve("missing") + ": no such file or directory\n");
    }

    @Test
    void nothingRecognisedIsExitThree() throws Exception {
        Files.writeString(dir.resolve("notes.txt"), "just some words\n");
        Cli.Result r = Cli.run("inventory", dir.toString());
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("zlayout: error: nothing to read");
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }
}
