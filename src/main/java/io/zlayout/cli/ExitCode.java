package io.zlayout.cli;

import io.zlayout.input.InputException;
import picocli.CommandLine;

import java.util.LinkedHashMap;
import java.util.Map;

/** The exit codes of every command, mapped from outcomes and exceptions in this one place. */
public enum ExitCode {
    OK(0, "ok"),
    FINDINGS(1, "findings at or above --fail-on (or an intent that cannot be met)"),
    USAGE(2, "usage error"),
    INPUT(3, "input unreadable or malformed"),
    INTERNAL(4, "internal error");

    public final int code;
    public final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    /** The exit code for an exception escaping a command. */
    public static ExitCode of(Throwable e) {
        if (e instanceof InputException) {
            return INPUT;
        }
        if (e instanceof io.zlayout.plan.PlanException) {
            return FINDINGS;
        }
        if (e instanceof CommandLine.ParameterException || e instanceof UsageException) {
            return USAGE;
        }
        return INTERNAL;
    }

    /** For picocli's "Exit Codes:" section of every --help. */
    public static Map<String, String> helpList() {
        Map<String, String> m = new LinkedHashMap<>();
        for (ExitCode c : values()) {
            m.put(String.format("%3d", c.code), c.meaning);
        }
        return m;
    }

    /** A usage error found after parsing (an option value that is well-formed but wrong). */
    public static final class UsageException extends RuntimeException {
        public UsageException(String message) {
            super(message);
        }
    }
}
