package io.zlayout.input;

import io.zlayout.model.Diagnostic;
import io.zlayout.model.Element;

import java.util.List;

/** What one reader made of one file: its format, the model elements, and what it has to tell. */
public record ParseResult(String format, List<Element> elements, List<Diagnostic> diagnostics) {

    public ParseResult {
        elements = List.copyOf(elements);
        diagnostics = List.copyOf(diagnostics);
    }
}
