package io.zlayout.input.linux;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;

/** Where the capture parsers put what they read and what they have to tell, with the file and guest. */
final class Sink {

    private final String path;
    private final String guest;
    private final List<Element> elements = new ArrayList<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();

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

    void warn(int line, int column, String message) {
        diagnostics.add(Diagnostic.warning(at(line, column), message));
    }

    /** A warning about the whole file. */
    void warn(String message) {
        diagnostics.add(Diagnostic.warning(file(), message));
    }

    void note(int line, String message) {
        diagnostics.add(Diagnostic.note(line <= 0 ? file() : at(line), message));
    }

    void note(SourceRef where, String message) {
        diagnostics.add(Diagnostic.note(where, message));
    }

    /** A line that cannot be read: {@code <capture>: expected X, found 'Y'; line skipped}. */
    void skip(int line, int column, String capture, String expected, String found) {
        warn(line, column, capture + ": expected " + expected + ", found " + InputException.quote(found)
                + "; line skipped");
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
        return diagnostics;
    }
}
