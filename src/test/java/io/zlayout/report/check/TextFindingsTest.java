package io.zlayout.report.check;

import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TextFindingsTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/check/findings.txt");

    @Test
    void sampleReportMatchesTheGolden() {
        Golden.assertMatches(GOLDEN, TextFindings.render(SampleReport.report(), false));
    }

    @Test
    void noFindingsIsTheSummaryLineAlone() {
        assertThat(TextFindings.render(SampleReport.of(List.of()), false))
                .isEqualTo("0 errors, 0 warnings, 0 info\n4 rules judged\n");
    }

    @Test
    void colourPaintsOnlyTheSeverityHeadings() {
        String text = TextFindings.render(SampleReport.report(), true);

        assertThat(text.lines().filter(l -> l.contains("\u001b[")).toList()).containsExactly(
                "\u001b[1;31mERROR (2)\u001b[0m", "\u001b[1;33mWARNING (2)\u001b[0m", "\u001b[1;36mINFO (2)\u001b[0m");
    }
}
