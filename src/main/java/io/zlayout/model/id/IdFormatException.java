package io.zlayout.model.id;

import io.zlayout.model.Quoted;

/** Text that is not the identifier it was read as; the message says what was expected and what was found. */
public final class IdFormatException extends IllegalArgumentException {

    IdFormatException(String expected, String found) {
        super("expected " + expected + ", found " + Quoted.of(found));
    }
}
