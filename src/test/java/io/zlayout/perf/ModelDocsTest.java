package io.zlayout.perf;

import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/model.md carries two generated sections: the calibration table and SHARE presentation's scenarios with what the
 * model says. They must equal what the code produces; {@code -Dgolden.update=true} rewrites them.
 */
class ModelDocsTest {

    static final Path DOC = Path.of("docs/model.md");

    @Test
    void theCalibrationTableInTheDocsIsTheShippedOne() throws Exception {
        assertSection("calibration", Calibration.defaults().markdown());
    }

    @Test
    void theScenarioTableInTheDocsIsWhatTheModelSays() throws Exception {
        assertSection("scenarios", scenarios());
    }

    static String scenarios() {
        StringBuilder b = new StringBuilder();
        b.append("| scenario | CHPIDs | host adapters | ranks | disks | 6th column | seed: bottleneck | seed: MB/s"
                + " | model: seq-write | model: seq-read |\n|---|---|---|---|---|---|---|---|---|---|\n");
        for (SeedScenarios.Scenario s : SeedScenarios.TABLE) {
            b.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %s | %s | %s | %s |\n", s.name(),
                    s.chpids(), s.hostAdapters(), s.ranks(), s.disks(), s.column6(), s.seedBottleneck(),
                    s.seedFigures(), cell(s, "seq-write"), cell(s, "seq-read")));
        }
        return b.toString();
    }

    private static String cell(SeedScenarios.Scenario s, String workload) {
        ModelResult r = SeedScenariosTest.run(s, workload, null);
        return String.format(Locale.ROOT, "%.1f MB/s, %s", r.throughputMBps(), r.bottleneck().kind());
    }

    private static void assertSection(String name, String generated) throws Exception {
        String begin = "<!-- BEGIN GENERATED: " + name + " (ModelDocsTest; -Dgolden.update=true rewrites) -->\n";
        String end = "<!-- END GENERATED: " + name + " -->";
        String doc = Files.readString(DOC, StandardCharsets.UTF_8).replace("\r\n", "\n");
        int from = doc.indexOf(begin);
        int to = doc.indexOf(end);
        assertThat(from).as("%s has the marker %s", DOC, begin.strip()).isGreaterThanOrEqualTo(0);
        assertThat(to).as("%s has the marker %s", DOC, end).isGreaterThan(from);
        String expected = doc.substring(0, from + begin.length()) + generated + doc.substring(to);
        Golden.assertMatches(DOC, expected);
    }
}
