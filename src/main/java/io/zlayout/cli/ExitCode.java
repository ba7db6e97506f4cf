package io.zlayout.cli;

import io.zlayout.input.InputException;
import io.zlayout.output.FileError;
import io.zlayout.output.OutputDirectory;
import picocli.CommandLine;

import java.util.LinkedHashMap;
import java.util.Map;

/** The exit codes of every command, mapped from outcomes and exceptions in this one place. */
public enum ExitCode {
    OK(0, "ok"),
    FINDINGS(1, "findings at or above --fail-on, an intent that cannot be met, or under --strict rules that"
            + " could not judge"),
    USAGE(2, "usage error"),
    INPUT(3, "input unreadable or malformed"),
    INTERNAL(4, "internal error (a defect in zlayout: please report it)"),
    ENVIRONMENT(5, "environment: a file or folder cannot be written or read (disk full, no permission, "
            + "a folder another run is writing, out of memory)");

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
        if (e instanceof CommandLine.ParameterException || e instanceof UsageException
                || e instanceof OutputDirectory.RefusedException) {
            return USAGE;
        }
        if (e instanceof java.io.IOException || e instanceof java.io.UncheckedIOException) {
            return ENVIRONMENT;
        }
        return INTERNAL;
    }

    /**
     * An environment failure in one line: the file and the reason ("permission denied", "No space left on
     * device"), never a Java class name; control characters in file names escaped.
     */
    public static String describe(Throwable e) {
        Throwable t = e instanceof java.io.UncheckedIOException u && u.getCause() != null ? u.getCause() : e;
        String file = null;
        if (t instanceof java.nio.file.FileSystemException f) {
            file = f.getFile();
            if (f.getOtherFile() != null) {
                file = file + " -> " + f.getOtherFile();
            }
        }
        return Text.escape((file == null ? "" : file + ": ") + reason(t));
    }

    /** Why a file could not be written or read, in words ("permission denied"), without the file. */
    static String reason(Throwable t) {
        return FileError.reason(t);
    }

    /** For picocli's "Exit Codes:" section of every --help. */
    public static Map<String, String> helpList() {
        return helpList(true);
    }

    /** The codes a command can end with: {@code findings} false for one that never exits 1. */
    public static Map<String, String> helpList(boolean findings) {
        return helpList(findings ? FINDINGS.meaning : null);
    }

    /**
     * What exit code 1 means for {@code command}, in the terms of its own options (report has no --fail-on, plan
     * fails on an intent it cannot meet); null for a command that never exits 1.
     */
    static String findingsMeaning(String command) {
        return switch (command) {
            case "check" -> "findings at or above --fail-on, or under --strict rules that could not judge";
            case "plan" -> "an intent that cannot be met (the message names the input that is missing)";
            case "report" -> "under --strict (or settings 'strict: true') rules that could not judge";
            case "diff" -> "NEW brings a finding at or above --fail-on, or a plan folder no longer matches its record";
            case "zlayout" -> FINDINGS.meaning;
            default -> null;
        };
    }

    /** The codes a command can end with, {@code findings} saying what 1 means (null: never 1). */
    static Map<String, String> helpList(String findings) {
        Map<String, String> m = new LinkedHashMap<>();
        for (ExitCode c : values()) {
            if (c != FINDINGS) {
                m.put(String.format("%3d", c.code), c.meaning);
            } else if (findings != null) {
                m.put(String.format("%3d", c.code), findings);
            }
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
