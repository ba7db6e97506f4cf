package io.zlayout.input.linux;

/**
 * Elision lines a page or a mail puts into a capture where output was left out ({@code ...}, {@code (...)},
 * {@code …}, {@code [...]}, {@code […]}, {@code <snip>}): skipped, with one note per run of them, by
 * {@link LinuxReader} before any capture's parser sees the lines.
 */
final class Elision {

    private final String capture;
    private final Sink sink;
    private int first;
    private int last;

    Elision(String capture, Sink sink) {
        this.capture = capture;
        this.sink = sink;
    }

    /** True when the line is an elision mark. */
    static boolean is(String text) {
        String s = text.trim();
        if (s.isEmpty()) {
            return false;
        }
        if (s.equals("(...)") || s.equals("[...]") || s.equals("…") || s.equals("(…)") || s.equals("[…]")
                || s.equals("... ...") || s.equals("……")
                || s.equalsIgnoreCase("<snip>")
                || s.equalsIgnoreCase("[snip]") || s.equalsIgnoreCase("<snipped>")) {
            return true;
        }
        if (s.length() < 3 || s.length() > 20) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '.') {
                return false;
            }
        }
        return true;
    }

    /** Takes the line when it is an elision (noting the run once it ends); false when it is not one. */
    boolean take(Line line) {
        if (!is(line.text())) {
            flush();
            return false;
        }
        if (first == 0) {
            first = line.number();
        }
        last = line.number();
        return true;
    }

    /** Notes the current run of elision lines, if any. */
    void flush() {
        if (first == 0) {
            return;
        }
        sink.note(first, capture + ": " + (first == last ? "line " + first + " marks" : "lines " + first + "-" + last
                + " mark") + " output left out ('...'); what is shown is read, what was left out is not known");
        first = 0;
        last = 0;
    }
}
