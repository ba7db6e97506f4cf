package io.zlayout.input.linux;

import java.util.List;

/** Reads one kind of Linux capture or configuration file. Never throws: what it cannot read it reports. */
abstract class CaptureParser {

    private final String name;

    CaptureParser(String name) {
        this.name = name;
    }

    /** The capture's name in messages ({@code lszfcp}, {@code multipath -ll}, ...). */
    final String name() {
        return name;
    }

    /**
     * How sure the parser is that these lines are its capture, 0 to 100, from their content alone (at most
     * the first {@link Transcript#SNIFF_LINES} lines of the capture).
     */
    abstract int sniff(List<Line> lines);

    abstract void parse(Capture capture, Sink sink);

    /**
     * True when {@code text} is a whole record line of this capture (a row, a map header, a path), so that a line a
     * terminal or mail client wrapped can be told by its tail: {@link LinuxReader} joins a long line and the short
     * line below it when that line is no record and the two joined are one. False where the parser has no such
     * lines.
     */
    boolean row(String text) {
        return false;
    }
}
