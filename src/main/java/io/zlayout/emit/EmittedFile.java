package io.zlayout.emit;

import java.util.Objects;

/**
 * One file of the plan output.
 *
 * @param path       relative to the output folder, {@code /}-separated; never absolute, never {@code .} or
 *                   {@code ..} segments, never a backslash
 * @param content    the whole text, LF line ends
 * @param executable whether the file should get the execute bit (scripts)
 */
public record EmittedFile(String path, String content, boolean executable) {

    public EmittedFile {
        Objects.requireNonNull(content, "content");
        checkPath(path);
    }

    /** Throws IllegalArgumentException unless {@code path} is a safe relative path. */
    static void checkPath(String path) {
        if (path == null || path.isEmpty() || path.startsWith("/") || path.indexOf('\\') >= 0
                || path.indexOf('\0') >= 0 || path.indexOf(':') >= 0) {
            throw new IllegalArgumentException("not a safe relative path: " + quote(path));
        }
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                throw new IllegalArgumentException("not a safe relative path: " + quote(path));
            }
        }
    }

    private static String quote(String s) {
        return s == null ? "null" : "'" + s + "'";
    }
}
