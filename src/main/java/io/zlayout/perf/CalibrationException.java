package io.zlayout.perf;

/**
 * A zlayout.yaml {@code capacities:} override that cannot be used. The message names the key path
 * ({@code capacities.host-adapter.seq-read}), what was expected and what was found; the CLI reports it like
 * any other malformed input.
 */
public class CalibrationException extends Exception {

    private final String path;
    private final String key;

    public CalibrationException(String path, String expected, String found) {
        this(path, expected, found, null);
    }

    /** An unknown {@code key} under {@code path}. */
    public CalibrationException(String path, String expected, String found, String key) {
        super(path + ": expected " + expected + ", found " + found);
        this.path = path;
        this.key = key;
    }

    /** The key path the message names ({@code capacities.host-adapter.seq-read}). */
    public String path() {
        return path;
    }

    /** The unknown key under {@link #path()} that was found, or null. */
    public String key() {
        return key;
    }
}
