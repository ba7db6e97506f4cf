package io.zlayout.input;

import io.zlayout.model.Quoted;
import io.zlayout.model.SourceRef;

/**
 * An input that cannot be read: it names the place, what was expected and what was found. The CLI maps it
 * to exit code 3 and prints only the message, never a stack trace.
 */
public class InputException extends Exception {

    private final transient SourceRef where;

    public InputException(SourceRef where, String expected, String found) {
        super(where + ": expected " + expected + ", found " + found);
        this.where = where;
    }

    /** For errors that are not "expected X, found Y" (file too large, nothing to read, ...). */
    public InputException(SourceRef where, String message) {
        super(where == null ? message : where + ": " + message);
        this.where = where;
    }

    /** A document of the input (zlayout.yaml, intent, settings, …) that cannot be read. */
    public InputException(io.zlayout.document.DocumentException e) {
        super(e.getMessage());
        this.where = e.where();
    }

    public SourceRef where() {
        return where;
    }

    /** Shows a found text briefly and safely: quoted, control characters escaped, cut after 40 characters. */
    public static String quote(CharSequence found) {
        return Quoted.of(found);
    }
}
