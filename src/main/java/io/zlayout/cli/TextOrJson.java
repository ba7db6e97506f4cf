package io.zlayout.cli;

import picocli.CommandLine.Option;

/** {@code --format text|json}: the choice of the commands whose report is text for people or JSON for tools. */
final class TextOrJson {

    enum Format { text, json }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format;

    /** True when JSON is asked for. */
    boolean json() {
        return format == Format.json;
    }
}
