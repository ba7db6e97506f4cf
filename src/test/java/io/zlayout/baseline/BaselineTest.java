package io.zlayout.baseline;

import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Severity;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BaselineTest {

    static Finding f(String rule, int line, String... elements) {
        return new Finding(rule, Severity.ERROR, rule + " at line " + line, List.of(elements),
                SourceRef.at("iocds/main.iocp", line), "fix it");
    }

    static final Finding SINGLE_5000 = f("single-path", 42, "cu:5000", "chpid:0.50");
    static final Finding SINGLE_5100 = f("single-path", 57, "cu:5100", "chpid:0.51");
    static final Finding DUP_A = f("duplicate-device", 10, "device:5000");
    static final Finding DUP_B = f("duplicate-device", 90, "device:5000");
    static final Finding LAYOUT = f("consecutive-addresses", 3, "guest:LNXBAD", "volume:IBM.2107-75ZL101/4010");

    static final String FILE = """
            {
              "schema": "zlayout.baseline/1",
              "findings": [
                {
                  "rule": "consecutive-addresses",
                  "elements": [
                    "guest:LNXBAD",
                    "volume:IBM.2107-75ZL101/4010"
                  ],
                  "count": 1
                },
                {
                  "rule": "duplicate-device",
                  "elements": [
                    "device:5000"
                  ],
                  "count": 2
                },
                {
                  "rule": "single-path",
                  "elements": [
                    "cu:5000",
                    "chpid:0.50"
                  ],
                  "count": 1
                }
              ]
            }
            """;

    @Test
    void aBaselineIsSortedKeyedOnRuleAndIdentitiesAndCounted() {
        String text = BaselineFile.render(Baseline.of(List.of(SINGLE_5000, DUP_B, LAYOUT, DUP_A)));

        assertThat(text).isEqualTo(FILE);
    }

    @Test
    void theSameFindingsInAnyOrderGiveTheSameBytes() {
        List<Finding> all = new ArrayList<>(List.of(SINGLE_5000, DUP_A, DUP_B, LAYOUT));
        Collections.shuffle(all, new Random(7));
        List<Finding> other = new ArrayList<>(all);
        Collections.shuffle(other, new Random(11));
        // lines and messages move when an input is edited; the baseline does not
        List<Finding> moved = other.stream().map(x -> new Finding(x.rule(), Severity.INFO, "reworded",
                x.elements(), SourceRef.at("elsewhere.iocp", 999), x.remediation())).toList();

        assertThat(BaselineFile.render(Baseline.of(all))).isEqualTo(FILE);
        assertThat(BaselineFile.render(Baseline.of(other))).isEqualTo(FILE);
        assertThat(BaselineFile.render(Baseline.of(moved))).isEqualTo(FILE);
    }

    @Test
    void whatIsWrittenReadsBackTheSame() throws Exception {
        Baseline b = Baseline.of(List.of(SINGLE_5000, DUP_A, DUP_B, LAYOUT));

        Baseline read = BaselineFile.read("zlayout.baseline.json", BaselineFile.render(b));

        assertThat(read).isEqualTo(b);
        assertThat(BaselineFile.render(read)).isEqualTo(FILE);
    }

    @Test
    void aComparisonSplitsFindingsIntoNewExistingAndFixed() {
        Baseline b = Baseline.of(List.of(SINGLE_5000, DUP_A, DUP_B, LAYOUT));
        Finding dupC = f("duplicate-device", 120, "device:5000");
        Finding layoutMoved = f("consecutive-addresses", 30, "guest:LNXBAD", "volume:IBM.2107-75ZL101/4010");

        Baseline.Comparison c = b.compare(List.of(SINGLE_5100, dupC, DUP_A, layoutMoved));

        assertThat(c.fresh()).containsExactly(SINGLE_5100);
        assertThat(c.existing()).containsExactly(layoutMoved, DUP_A, dupC);
        assertThat(c.fixed()).containsExactly(new Baseline.Entry("single-path", List.of("cu:5000", "chpid:0.50"), 1));
    }

    @Test
    void moreFindingsOfOneKeyThanCountedAreNew() {
        Baseline b = Baseline.of(List.of(DUP_A));
        Finding dupC = f("duplicate-device", 120, "device:5000");

        Baseline.Comparison c = b.compare(List.of(dupC, DUP_B, DUP_A));

        assertThat(c.existing()).containsExactly(DUP_A);
        assertThat(c.fresh()).containsExactly(DUP_B, dupC);
        assertThat(c.fixed()).isEmpty();
    }

    @Test
    void fewerFindingsOfOneKeyThanCountedAreFixedByTheDifference() {
        Baseline.Comparison c = Baseline.of(List.of(DUP_A, DUP_B)).compare(List.of(DUP_B));

        assertThat(c.fixed()).containsExactly(new Baseline.Entry("duplicate-device", List.of("device:5000"), 1));
    }

    @Test
    void repeatedEntriesOfAHandMergedFileAreCountedTogether() throws Exception {
        String merged = """
                {"schema": "zlayout.baseline/1", "findings": [
                  {"rule": "duplicate-device", "elements": ["device:5000"], "count": 1},
                  {"rule": "duplicate-device", "elements": ["device:5000"], "count": 1, "note": "later"}
                ], "comment": "keys zlayout does not know are ignored"}
                """;

        Baseline b = BaselineFile.read("b.json", merged);

        assertThat(b.entries()).containsExactly(new Baseline.Entry("duplicate-device", List.of("device:5000"), 2));
    }

    @Test
    void aFileThatIsNotABaselineSaysWhereAndWhat() {
        assertThatThrownBy(() -> BaselineFile.read("b.json", "{\"schema\": \"zlayout.findings/1\"}"))
                .isInstanceOf(io.zlayout.document.DocumentException.class)
                .hasMessage("b.json:1:12: expected \"schema\": \"zlayout.baseline/1\", found 'zlayout.findings/1'");
        assertThatThrownBy(() -> BaselineFile.read("b.json", """
                {"schema": "zlayout.baseline/1", "findings": [
                  {"rule": "single-path", "elements": ["cu:5000"]},
                  {"elements": ["cu:5100"], "count": 1}
                ]}"""))
                .hasMessage("b.json:3:3: expected a \"rule\" slug in every finding, found none");
        assertThatThrownBy(() -> BaselineFile.read("b.json", """
                {"schema": "zlayout.baseline/1", "findings": [
                  {"rule": "single-path", "elements": ["cu:5000"], "count": 0}
                ]}"""))
                .hasMessage("b.json:2:3: expected a \"count\" of 1 or more, found '0'");
        assertThatThrownBy(() -> BaselineFile.read("b.json", "{\"findings\": []}"))
                .hasMessage("b.json: expected \"schema\": \"zlayout.baseline/1\", found no schema");
        assertThatThrownBy(() -> BaselineFile.read("b.json", ""))
                .hasMessage("b.json: expected a zlayout.baseline/1 JSON object, found an empty file");
        assertThatThrownBy(() -> BaselineFile.read("b.json", "{\"schema\": \"zlayout.baseline/1\","))
                .isInstanceOf(io.zlayout.document.DocumentException.class).hasMessageStartingWith("b.json:1:");
    }
}
