package io.zlayout.model;

/**
 * Where a fact came from: a file and, where known, a 1-based line and column. Line or column 0 means
 * "not known" (a whole file, or a format without lines such as a JSON document read as a tree).
 */
public record SourceRef(String path, int line, int column) implements Comparable<SourceRef> {

    public SourceRef {
        if (path == null) {
            throw new IllegalArgumentException("path");
        }
    }

    public static SourceRef file(String path) {
        return new SourceRef(path, 0, 0);
    }

    public static SourceRef at(String path, int line) {
        return new SourceRef(path, line, 0);
    }

    public static SourceRef at(String path, int line, int column) {
        return new SourceRef(path, line, column);
    }

    /** {@code path:line:column}, leaving out what is not known. */
    @Override
    public String toString() {
        if (line <= 0) {
            return path;
        }
        return column <= 0 ? path + ":" + line : path + ":" + line + ":" + column;
    }

    @Override
    public int compareTo(SourceRef o) {
        int c = path.compareTo(o.path);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(line, o.line);
        return c != 0 ? c : Integer.compare(column, o.column);
    }
}
