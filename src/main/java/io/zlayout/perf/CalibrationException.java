package io.zlayout.perf;

/**
 * A zlayout.yaml {@code capacities:} override that cannot be used. The message names the key path
 * ({@code capacities.host-adapter.seq-read}), what was expected and what was found; the CLI reports it like
 * any other malformed input.
 */
public class CalibrationException extends Exception {

    public CalibrationException(String path, String expected, String found) {
        super(path + ": expected " + expected + ", found " + found);
    }
}
