package io.zlayout.document;


import io.zlayout.model.SourceRef;

/** A string, number, boolean or null, with its text as written ({@code null} only for {@link Kind#NULL}). */
public record Scalar(SourceRef at, Kind kind, String text) implements Node {

    public enum Kind { STRING, INTEGER, DECIMAL, BOOLEAN, NULL }

    @Override
    public String describe() {
        return kind == Kind.NULL ? "nothing (null)" : io.zlayout.model.Quoted.of(text);
    }
}
