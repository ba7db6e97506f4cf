package io.zlayout.report.plan;

import io.zlayout.perf.Advice;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.Spread;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plan's text prints each piece of advice and each citation once: advice given alike to an earlier guest names
 * that guest, evidence cited more than once is numbered and printed once after the guests, and advice every guest
 * is given stands once before them. Nothing given only once is moved away from its guest.
 */
class PlanAdviceTextTest {

    private static final String SHARE = "IBM's Linux on zSeries performance presentation at SHARE: \"4 HA are limiting\"";
    private static final String ZVM = "IBM's z/VM 5.2.0 performance report: Linux Disk I/O Alternatives, table X";
    private static final Advice HA = new Advice("bottleneck", "Host adapters limit this layout to 6400.0 MB/s.", SHARE);
    private static final Advice CHPID = new Advice("bottleneck", "The CHPIDs limit this layout to 1638.4 MB/s.", SHARE);
    private static final Advice WRITE = new Advice("zvm-disk", "Linux-owned FCP suits this write-heavy guest.", ZVM);

    private static GuestPlan guest(String name) {
        return new GuestPlan(name, "fcp", "seq-write", "64k", List.of(), List.of(),
                new Spread(0, 0, 0, 0, 0, 0, 0, 0), List.of(), List.of());
    }

    private static PlanThroughput throughput(Advice... advice) {
        ModelLayout none = new ModelLayout(List.of(), List.of());
        return new PlanThroughput("seq-write", 100.0, 100.0, 1.0, "chpid", List.of(advice), none, none, List.of());
    }

    private static String text(Map<String, PlanThroughput> throughput) {
        Plan plan = new Plan(throughput.keySet().stream().map(PlanAdviceTextTest::guest).toList(), List.of(),
                List.of());
        return PlanReport.text(plan, List.of(), null, throughput);
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    @Test
    void adviceAndEvidenceRepeatedOverGuestsArePrintedOnce() {
        Map<String, PlanThroughput> t = new LinkedHashMap<>();
        t.put("LNX1", throughput(HA, WRITE));
        t.put("LNX2", throughput(HA));
        t.put("LNX3", throughput(CHPID));

        String text = text(t);

        assertThat(count(text, HA.text())).isEqualTo(1);
        assertThat(text).contains("Guest LNX2 (fcp, seq-write, stripe 64k)")
                .contains("  advice (bottleneck): the same as for LNX1\n");
        // the SHARE passage backs two different pieces of advice: numbered, printed once, after the guests
        assertThat(count(text, SHARE)).isEqualTo(1);
        assertThat(text).contains("  advice (bottleneck): The CHPIDs limit this layout to 1638.4 MB/s.\n"
                + "    evidence: [1], under Evidence below\n");
        assertThat(text).contains("Evidence:\n  [1] " + SHARE + "\n");
        assertThat(text.indexOf("Evidence:\n")).isGreaterThan(text.indexOf("Guest LNX3"));
        // cited once: stays with its guest
        assertThat(text).contains("  advice (zvm-disk): " + WRITE.text() + "\n    evidence: " + ZVM + "\n");
    }

    @Test
    void adviceGivenOnceStaysWholeWithItsGuest() {
        Map<String, PlanThroughput> t = new LinkedHashMap<>();
        t.put("LNX1", throughput(HA));
        t.put("LNX2", throughput(WRITE));

        String text = text(t);

        assertThat(text).contains("  advice (bottleneck): " + HA.text() + "\n    evidence: " + SHARE + "\n")
                .contains("  advice (zvm-disk): " + WRITE.text() + "\n    evidence: " + ZVM + "\n")
                .doesNotContain("the same as for").doesNotContain("Evidence:").doesNotContain("Advice for every guest");
    }

    @Test
    void adviceEveryGuestIsGivenStandsOnceBeforeTheBalance() {
        Map<String, PlanThroughput> t = new LinkedHashMap<>();
        t.put("LNX1", throughput(HA, WRITE));
        t.put("LNX2", throughput(HA));

        String text = text(t);

        assertThat(text).contains("Advice for every guest:\n  advice (bottleneck): " + HA.text() + "\n    evidence: "
                + SHARE + "\n");
        assertThat(count(text, HA.text())).isEqualTo(1);
        assertThat(text).doesNotContain("the same as for");
    }
}
