package io.zlayout.document;

import io.zlayout.model.SourceRef;

/**
 * A document that cannot be read, or a value of the wrong type: where, what was expected and what was found.
 * Readers turn it into their own error (an input error, exit 3).
 */
public class DocumentException extends Exception {

    private final transient SourceRef where;

    public DocumentException(SourceRef where, String expected, String found) {
        super(where + ": expected " + expected + ", found " + found);
        this.where = where;
    }

    public SourceRef where() {
        return where;
    }
}
