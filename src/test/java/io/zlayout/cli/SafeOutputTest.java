package io.zlayout.cli;

import io.zlayout.output.OutputDirectory;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Input-derived strings never reach the file system outside {@code --out DIR}, and a run that fails leaves
 * no file behind: neither half a folder, nor a temporary one, nor a report. (Formula and markup injection
 * into the XLSX/HTML report are tested with the report.)
 */
class SafeOutputTest {

    @TempDir
    Path tmp;

    private List<String> everything() throws Exception {
        try (Stream<Path> s = Files.walk(tmp)) {
            return s.filter(p -> !p.equals(tmp)).map(p -> tmp.relativize(p).toString().replace('\\', '/')).sorted()
                    .toList();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"../../x", "A/B", "..", "A\\\\B", "/ETC", "LNX1/../../X"})
    void aGuestNameThatIsAPathIsRefusedAndNothingIsWritten(String name) throws Exception {
        // given an intent naming a guest like a path
        Path intent = tmp.resolve("intent.yaml");
        Files.writeString(intent, "guests:\n  - {name: \"" + name + "\", disks: 2, access: fcp}\n",
                StandardCharsets.UTF_8);

        Cli.Result r = Cli.run("plan", "--intent", intent.toString(), "--out", tmp.resolve("out").toString(),
                "samples/ds8k-site");

        // then the intent reader refuses it on its line, and the output folder is never made
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.err()).startsWith("zlayout: error: " + intent + ":2:")
                .contains("expected a z/VM user ID of 1 to 8 letters, digits or @#$_-");
        assertThat(everything()).containsExactly("intent.yaml");
    }

    @Test
    void anIntentThatCannotBeMetWritesNoFolder() throws Exception {
        Path intent = tmp.resolve("intent.yaml");
        Files.writeString(intent, "guests:\n  - {name: LNX1, disks: 900, access: fcp}\n", StandardCharsets.UTF_8);

        Cli.Result r = Cli.run("plan", "--intent", intent.toString(), "--out", tmp.resolve("out").toString(),
                "samples/ds8k-site");

        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.err()).startsWith("zlayout: cannot plan: guest LNX1 needs");
        assertThat(everything()).containsExactly("intent.yaml");
    }

    @Test
    void aFailedRunLeavesThePreviousOutputAsItWas() throws Exception {
        // given an earlier plan in out/, and an input that cannot be read
        Path out = tmp.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve("README.txt"), "the earlier plan");
        Path deck = tmp.resolve("bad.deck");
        Files.writeString(deck, "         IODEVICE ADDRESS=(XYZ1,1),CUNUMBR=5000,UNIT=3390B\n", StandardCharsets.US_ASCII);

        Cli.Result r = Cli.run("plan", "--force", "--out", out.toString(), deck.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(everything()).containsExactly("bad.deck", "out", "out/README.txt");
        assertThat(Files.readString(out.resolve("README.txt"))).isEqualTo("the earlier plan");
    }

    @Test
    void aReportIsNotWrittenWhenTheInputCannotBeRead() throws Exception {
        Path deck = tmp.resolve("bad.deck");
        Files.writeString(deck, "         IODEVICE ADDRESS=(XYZ1,1),CUNUMBR=5000,UNIT=3390B\n", StandardCharsets.US_ASCII);

        Cli.Result r = Cli.run("check", "--format", "json", "--output", tmp.resolve("findings.json").toString(),
                deck.toString());

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(everything()).containsExactly("bad.deck");
    }

    @ParameterizedTest
    @ValueSource(strings = {"../evil.txt", "/etc/evil.txt", "guests/../../evil.txt", "a\\..\\..\\evil.txt", "."})
    void theOutputFolderRefusesEveryPathOutsideIt(String path) throws Exception {
        List<OutputDirectory.FileContent> files = List.of(
                new OutputDirectory.FileContent("README.txt", new byte[] {'x'}, false),
                new OutputDirectory.FileContent(path, new byte[] {'x'}, false));

        assertThatThrownBy(() -> OutputDirectory.write(tmp.resolve("out"), files, false))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("refusing to write outside --out: " + path);
        assertThat(everything()).isEmpty();
    }
}
