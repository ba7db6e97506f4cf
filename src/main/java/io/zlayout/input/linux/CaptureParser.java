package io.zlayout.input.linux;

import java.util.List;

/** Reads one kind of Linux capture or configuration file. Never throws: what it cannot read it reports. */
interface CaptureParser {

    /** The capture's name in messages ({@code lszfcp}, {@code multipath -ll}, ...). */
    String name();

    /**
     * How sure the parser is that these lines are its capture, 0 to 100, from their content alone (at most
     * the first {@link Transcript#SNIFF_LINES} lines of the capture).
     */
    int sniff(List<Line> lines);

    void parse(Capture capture, Sink sink);
}
