package io.zlayout.input.linux;

import io.zlayout.input.InputException;

/**
 * Lines inside a capture that are not its rows (a shell message, text from another command pasted in): one
 * warning per run of them, naming the first, instead of one per line.
 */
final class Noise {

    private final String capture;
    private final String expected;
    private final Sink sink;
    private Line first;
    private int last;

    Noise(String capture, String expected, Sink sink) {
        this.capture = capture;
        this.expected = expected;
        this.sink = sink;
    }

    void add(Line line) {
        if (first == null) {
            first = line;
        }
        last = line.number();
    }

    /** Reports the current run, if any. */
    void flush() {
        if (first == null) {
            return;
        }
        int column = Fields.indent(first.text()) + 1;
        String found = InputException.quote(first.text().trim());
        if (first.number() == last) {
            sink.skip(first.number(), column, capture, expected, first.text().trim());
        } else {
            sink.warn(first.number(), column, capture + ": expected " + expected + ", found " + found + "; lines "
                    + first.number() + "-" + last + " skipped");
        }
        first = null;
    }
}
