package io.zlayout.cli;

import io.zlayout.input.InputException;
import io.zlayout.input.Inputs;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.rules.Settings;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** {@code --config FILE}: where the settings come from when not from the site's zlayout.yaml. */
final class SettingsOptions {

    @Option(names = "--config", paramLabel = "FILE",
            description = "Read the settings (failOn, strict, rules, suppressions; see docs/settings.md) from FILE. They"
                    + " replace the settings: of the site's zlayout.yaml as a whole; a command's --fail-on, where it"
                    + " has one, beats both.")
    Path config;

    /** The settings file named, or null: then the site's zlayout.yaml holds them, or there are none. */
    Path file() {
        return config;
    }

    /**
     * The settings in force for a run over {@code in}: --config, else the site's zlayout.yaml, else none.
     * {@code in} is null for a side that is not a site (a plan file): then --config or none.
     */
    Settings load(Inputs in) throws InputException {
        return Pipeline.settings(in, config);
    }
}
