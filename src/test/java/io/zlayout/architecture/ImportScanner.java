package io.zlayout.architecture;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which package of a source tree uses which: read from the Java sources, imports and fully qualified names in
 * code alike (comments and string literals left out, so a Javadoc link or a message is not a dependency).
 * Good enough for one project's own packages, which follow the conventions (lower-case packages, upper-case
 * types); it is no Java parser.
 */
final class ImportScanner {

    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private ImportScanner() {
    }

    /**
     * Per package under {@code root} whose name starts with {@code prefix}, the other such packages its code
     * names, each with one source file that does (for the message when a dependency is not allowed).
     */
    static Map<String, Map<String, String>> dependencies(Path root, String prefix) throws IOException {
        Pattern use = Pattern.compile("\\b(" + Pattern.quote(prefix) + "(?:\\.[a-z][a-z0-9_]*)*)\\.[A-Z]");
        Map<String, Map<String, String>> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String code = code(Files.readString(f, StandardCharsets.UTF_8));
                Matcher pm = PACKAGE.matcher(code);
                if (!pm.find() || !pm.group(1).startsWith(prefix)) {
                    continue;
                }
                String pkg = pm.group(1);
                Map<String, String> deps = out.computeIfAbsent(pkg, k -> new TreeMap<>());
                Matcher m = use.matcher(code);
                while (m.find()) {
                    if (!m.group(1).equals(pkg)) {
                        deps.putIfAbsent(m.group(1), root.relativize(f).toString());
                    }
                }
            }
        }
        return out;
    }

    /** Every package named, as a user or as a used one. */
    static Set<String> packages(Map<String, Map<String, String>> deps) {
        Set<String> all = new TreeSet<>(deps.keySet());
        deps.values().forEach(m -> all.addAll(m.keySet()));
        return all;
    }

    /** The source with comments, string and character literals blanked out (line breaks kept). */
    static String code(String source) {
        return code(source, true);
    }

    /**
     * The source with comments blanked out (line breaks kept), and its string and character literals too where
     * {@code literals} says so: a rule about what code does with {@code '/'} or {@code "chpid:"} reads them.
     */
    static String code(String source, boolean literals) {
        StringBuilder b = new StringBuilder(source.length());
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            char next = i + 1 < n ? source.charAt(i + 1) : '\0';
            if (c == '/' && next == '/') {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && next == '*') {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                blank(source, i, end, b);
                i = end;
            } else if (c == '"' && source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                if (literals) {
                    blank(source, i, end, b);
                } else {
                    b.append(source, i, end);
                }
                i = end;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
                    j += source.charAt(j) == '\\' ? 2 : 1;
                }
                int end = Math.min(n, j + 1);
                if (literals) {
                    blank(source, i, end, b);
                } else {
                    b.append(source, i, end);
                }
                i = end;
            } else {
                b.append(c);
                i++;
            }
        }
        return b.toString();
    }

    private static void blank(String source, int from, int to, StringBuilder b) {
        for (int k = from; k < to; k++) {
            b.append(source.charAt(k) == '\n' ? '\n' : ' ');
        }
    }
}
