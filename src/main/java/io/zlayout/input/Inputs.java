package io.zlayout.input;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything read for one run: the inputs in path order, what was skipped or noted, the site manifest
 * (empty when there is none) and the folder holding it (null when there is none).
 */
public record Inputs(List<LoadedInput> inputs, List<Diagnostic> diagnostics, Manifest manifest, Path siteRoot,
                     String manifestPath) {

    public Inputs {
        inputs = List.copyOf(inputs);
        diagnostics = List.copyOf(diagnostics);
    }
}
