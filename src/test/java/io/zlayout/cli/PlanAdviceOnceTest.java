package io.zlayout.cli;

import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Advice the model gives every guest alike is printed once after the guests, not once per guest. */
class PlanAdviceOnceTest {

    @TempDir
    Path dir;

    @Test
    void adviceEveryGuestSharesIsPrintedOnce() {
        // given the ESS sample: four guests planned alike, so the model advises each of them alike
        Cli.Result r = Cli.run("plan", "samples/ess-site", "--out", dir.resolve("out").toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(count(r.out(), "Guest LNXG")).isEqualTo(4);
        assertThat(count(r.out(), "advice (multipath)")).isEqualTo(1);
        assertThat(count(r.out(), "advice (bottleneck)")).isEqualTo(1);
        // and once means after the guests, under its own heading, before the balance
        String out = r.out();
        assertThat(out.indexOf("Advice for every guest:")).isGreaterThan(out.lastIndexOf("Guest LNXG"))
                .isLessThan(out.indexOf("Balance ("));
    }

    @Test
    void adviceForOneGuestStaysWithThatGuest() {
        // given the DS8000 sample, whose guests differ in access and workload
        Cli.Result r = Cli.run("plan", "samples/ds8k-site", "--out", dir.resolve("out").toString());

        assertThat(r.exitCode()).as(r.err()).isZero();
        String perGuest = r.out().contains("Advice for every guest:")
                ? r.out().substring(0, r.out().indexOf("Advice for every guest:")) : r.out();
        assertThat(count(perGuest, "  advice (")).isPositive();
    }

    private static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
