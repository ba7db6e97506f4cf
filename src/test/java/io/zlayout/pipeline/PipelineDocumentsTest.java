package io.zlayout.pipeline;

import io.zlayout.diff.Snapshot;
import io.zlayout.input.InputException;
import io.zlayout.rules.FailOn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The settings, baseline and plan files reach the document readers through the pipeline, which loads them as
 * inputs: binary data is refused before parsing, and a document error becomes an input error (exit 3) that
 * keeps its file, line and column.
 */
class PipelineDocumentsTest {

    @TempDir
    Path dir;

    @Test
    void aConfigFileIsReadAndItsErrorsNameFileLineAndColumn() throws Exception {
        Path config = Files.writeString(dir.resolve("gate.yaml"), "failOn: warning\n");
        assertThat(Pipeline.settings(null, config).failOn()).isEqualTo(FailOn.WARNING);

        Files.writeString(config, "failOn: warning\nrules:\n  single-pth: {enabled: false}\n");
        assertThatThrownBy(() -> Pipeline.settings(null, config)).isInstanceOf(InputException.class)
                .hasMessageStartingWith(config + ":3:3: expected a rule of the catalog");
    }

    @Test
    void binarySettingsAndBaselinesAreRefusedBeforeParsing() throws Exception {
        Path config = Files.write(dir.resolve("gate.yaml"), new byte[] {'f', 'a', 'i', 'l', 0, 1});
        Path baseline = Files.write(dir.resolve("b.json"), new byte[] {'{', 0, 1});

        assertThatThrownBy(() -> Pipeline.settings(null, config)).isInstanceOf(InputException.class)
                .hasMessage(config + ": expected a YAML document, found binary data");
        assertThatThrownBy(() -> Pipeline.baseline(baseline)).isInstanceOf(InputException.class)
                .hasMessage(baseline + ": expected a zlayout.baseline/1 JSON file, found binary data");
    }

    @Test
    void aBaselineErrorIsAnInputErrorAtItsLine() throws Exception {
        Path baseline = Files.writeString(dir.resolve("b.json"), "{\"schema\": \"zlayout.baseline/1\",\n"
                + " \"findings\": [{\"elements\": []}]}");

        assertThatThrownBy(() -> Pipeline.baseline(baseline)).isInstanceOf(InputException.class)
                .hasMessage(baseline + ":2:15: expected a \"rule\" slug in every finding, found none");
    }

    @Test
    void aPlanFileIsADiffSideAndOtherFilesAreNot() throws Exception {
        Path plan = Files.writeString(dir.resolve("plan.json"), "{\"schema\": \"zlayout.plan/1\", \"guests\": []}");
        Path findings = Files.writeString(dir.resolve("findings.json"), "{\"schema\": \"zlayout.findings/1\"}");
        Path deck = Files.writeString(dir.resolve("iocp.txt"), "ID MSG1='x'\n");

        Optional<Snapshot> side = Pipeline.planFile(plan);
        assertThat(side).get().extracting(Snapshot::kind).isEqualTo(Snapshot.Kind.PLAN);
        assertThat(Pipeline.planFile(deck)).isEmpty();
        assertThat(Pipeline.planFile(dir)).isEmpty();
        assertThatThrownBy(() -> Pipeline.planFile(findings)).isInstanceOf(InputException.class)
                .hasMessage(findings + ": expected a site or a zlayout.plan/1 file, found a zlayout.findings/1 file");
    }
}
