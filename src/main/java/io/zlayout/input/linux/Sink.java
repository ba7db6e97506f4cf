package io.zlayout.input.linux;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the capture parsers put what they read and what they have to tell, with the file and guest. Lines skipped
 * one after another for the same reason (text of another command pasted into a capture without its echo) are one
 * warning for the run, naming its first line, not one per line.
 */
final class Sink {

    private final String path;
    private final String guest;
    private final List<Element> elements = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    /** The run of skipped lines not yet told: its first line, column and text, its reason, its last line. */
    private int runFirst;
    private int runColumn;
    private int runLast;
    private String runCapture;
    private String runExpected;
    private String runFound;

    Sink(String path, String guest) {
        this.path = path;
        this.guest = guest;
    }

    String guest() {
        return guest;
    }

    SourceRef at(int line) {
        return SourceRef.at(path, line);
    }

    SourceRef at(int line, int column) {
        return SourceRef.at(path, line, column);
    }

    SourceRef file() {
        return SourceRef.file(path);
    }

    void add(Element e) {
        elements.add(e);
    }

    /**
     * The multipath maps this file showed so far, by WWID (and action): a map shown again in a later capture of the
     * same file ({@code show map mpatha topo} run twice) is the same map.
     */
    java.util.Map<String, io.zlayout.model.MultipathMap> mapsShown() {
        return mapsShown;
    }

    private final java.util.Map<String, io.zlayout.model.MultipathMap> mapsShown = new java.util.HashMap<>();

    /** Puts {@code after} where {@code before} was read (a record shown again, the later showing read). */
    void replace(Element before, Element after) {
        int i = elements.indexOf(before);
        if (i < 0) {
            elements.add(after);
        } else {
            elements.set(i, after);
        }
    }

    void warn(int line, int column, String message) {
        flushRun();
        diagnostics.add(Diagnostic.warning(at(line, column), message));
    }

    /** A warning about the whole file. */
    void warn(String message) {
        flushRun();
        diagnostics.add(Diagnostic.warning(file(), message));
    }

    void note(int line, String message) {
        flushRun();
        diagnostics.add(Diagnostic.note(line <= 0 ? file() : at(line), message));
    }

    void note(SourceRef where, String message) {
        flushRun();
        diagnostics.add(Diagnostic.note(where, message));
    }

    /** A line that cannot be read: {@code <capture>: expected X, found 'Y'; line skipped}. */
    void skip(int line, int column, String capture, String expected, String found) {
        if (runFirst > 0 && line == runLast + 1 && capture.equals(runCapture) && expected.equals(runExpected)) {
            runLast = line;
            return;
        }
        flushRun();
        runFirst = line;
        runLast = line;
        runColumn = column;
        runCapture = capture;
        runExpected = expected;
        runFound = found;
    }

    private void flushRun() {
        if (runFirst == 0) {
            return;
        }
        int first = runFirst;
        runFirst = 0;
        diagnostics.add(Diagnostic.warning(at(first, runColumn), runCapture + ": expected " + runExpected + ", found "
                + InputException.quote(runFound) + (runLast == first ? "; line skipped"
                : "; lines " + first + "-" + runLast + " skipped")));
    }

    /** A line read only in part: {@code <capture>: expected X, found 'Y'; <what was kept>}. */
    void partial(int line, int column, String capture, String expected, String found, String kept) {
        warn(line, column, capture + ": expected " + expected + ", found "
                + (found == null ? "nothing" : InputException.quote(found)) + "; " + kept);
    }

    List<Element> elements() {
        return elements;
    }

    List<Diagnostic> diagnostics() {
        flushRun();
        return diagnostics;
    }
}
