package io.zlayout.input;

import io.zlayout.model.Diagnostic;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything read for one run: the inputs in path order, what was noted, the site manifest (empty when there
 * is none), the folder holding it (null when there is none), and the files of the input folders that were
 * not read (each with a diagnostic saying why).
 */
public record Inputs(List<LoadedInput> inputs, List<Diagnostic> diagnostics, Manifest manifest, Path siteRoot,
                     String manifestPath, List<String> skipped) {

    public Inputs {
        inputs = List.copyOf(inputs);
        diagnostics = List.copyOf(diagnostics);
        skipped = List.copyOf(skipped);
    }

    /** Inputs with nothing skipped (tests, benchmarks). */
    public Inputs(List<LoadedInput> inputs, List<Diagnostic> diagnostics, Manifest manifest, Path siteRoot,
                  String manifestPath) {
        this(inputs, diagnostics, manifest, siteRoot, manifestPath, List.of());
    }
}
