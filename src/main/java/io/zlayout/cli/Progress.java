package io.zlayout.cli;

import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * One line on standard error saying what a long run is doing ("reading 12/40 files…", "checking…"),
 * rewritten in place and cleared at the end. It shows only on a terminal and only once the run has taken
 * more than {@link #DELAY_NANOS}: short runs, pipes, redirected output and tests never see it.
 */
final class Progress implements AutoCloseable {

    /** Runs shorter than a second show no progress. */
    static final long DELAY_NANOS = 1_000_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier nanos;
    private final long start;
    private int shown;

    Progress(PrintWriter err, boolean terminal, LongSupplier nanos) {
        this.err = err;
        this.terminal = terminal;
        this.nanos = nanos;
        this.start = nanos.getAsLong();
    }

    /** Progress for this process: on a terminal when the JVM has a console (neither input nor output redirected). */
    static Progress of(PrintWriter err) {
        return new Progress(err, System.console() != null, System::nanoTime);
    }

    /** Whether a progress line is shown: on a terminal, once the run has taken more than a second. */
    static boolean visible(boolean terminal, long elapsedNanos) {
        return terminal && elapsedNanos > DELAY_NANOS;
    }

    /** Shows {@code what} in place of the last line, when {@link #visible}. */
    void show(String what) {
        if (!visible(terminal, nanos.getAsLong() - start)) {
            return;
        }
        String line = "zlayout: " + what;
        StringBuilder b = new StringBuilder("\r").append(line);
        for (int i = line.length(); i < shown; i++) {
            b.append(' ');
        }
        err.print(b);
        err.flush();
        shown = line.length();
    }

    /** Clears the line, so that a message or the prompt starts on a clean line. */
    void clear() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    @Override
    public void close() {
        clear();
    }
}
