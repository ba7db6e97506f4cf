package io.zlayout.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class ProgressTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void showsOnlyOnATerminalAndOnlyAfterASecond() {
        assertThat(Progress.visible(false, 10 * SECOND)).isFalse();
        assertThat(Progress.visible(true, SECOND / 2)).isFalse();
        assertThat(Progress.visible(true, SECOND)).isFalse();
        assertThat(Progress.visible(true, SECOND + 1)).isTrue();
    }

    @Test
    void aPipeNeverSeesALine() {
        // given a run that is not on a terminal and takes long
        StringWriter err = new StringWriter();
        AtomicLong now = new AtomicLong();
        Progress p = new Progress(new PrintWriter(err, true), false, now::get);
        now.set(30 * SECOND);

        // when it reports progress
        p.show("reading 1/40 files…");
        p.close();

        // then nothing is written
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void onATerminalTheLineIsRewrittenInPlaceAndClearedAtTheEnd() {
        StringWriter err = new StringWriter();
        AtomicLong now = new AtomicLong();
        Progress p = new Progress(new PrintWriter(err, true), true, now::get);

        p.show("reading 1/40 files…");
        now.set(2 * SECOND);
        p.show("reading 12/40 files…");
        p.show("checking…");
        p.close();

        assertThat(err.toString()).isEqualTo("\rzlayout: reading 12/40 files…"
                + "\rzlayout: checking…" + " ".repeat(11)
                + "\r" + " ".repeat("zlayout: checking…".length()) + "\r");
    }

    @Test
    void testsAndPipesRunWithoutAConsole() {
        // what the CLI decides from: under a test runner there is no console, so no progress is ever shown
        assertThat(System.console()).isNull();
    }
}
