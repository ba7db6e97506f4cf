package io.zlayout.document;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import io.zlayout.model.SourceRef;
import org.yaml.snakeyaml.LoaderOptions;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a YAML or JSON document into a {@link Node} tree in one pass of Jackson's streaming parser, in time
 * linear in its size: a duplicate key is an error naming both lines; nesting deeper than {@link #MAX_DEPTH},
 * a value longer than {@link #MAX_VALUE_CHARS} and a YAML document longer than {@link #MAX_YAML_CHARS} are
 * refused; messages quote at most a few dozen characters of the input.
 */
public final class Document {

    /** Deeper than any document zlayout reads (a plan file nests 5 levels). */
    public static final int MAX_DEPTH = 64;

    /** The longest single value: a name, a path, a pattern, a reason — never more than a few hundred characters. */
    public static final int MAX_VALUE_CHARS = 64 * 1024;

    /**
     * The largest YAML document (4 MiB: a zlayout.yaml planning 10,000 guests is about 1 MB). The YAML scanner
     * is slow on long values, so the size is checked before parsing; JSON documents are bounded by the input
     * size limit only.
     */
    public static final int MAX_YAML_CHARS = 4 * 1024 * 1024;

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_DEPTH).maxStringLength(MAX_VALUE_CHARS).maxNumberLength(100).build();

    private static final YAMLFactory YAML = YAMLFactory.builder()
            .loaderOptions(loaderOptions())
            .streamReadConstraints(CONSTRAINTS).build();

    private static final JsonFactory JSON = JsonFactory.builder().streamReadConstraints(CONSTRAINTS).build();

    private Document() {
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions o = new LoaderOptions();
        o.setCodePointLimit(MAX_YAML_CHARS + 1024);
        o.setMaxAliasesForCollections(50);
        o.setNestingDepthLimit(MAX_DEPTH);
        o.setAllowDuplicateKeys(true); // found by this reader, with both lines
        return o;
    }

    /** Reads YAML text; an empty document (or one holding only comments) is {@code null}. */
    public static Node yaml(String display, String text) throws DocumentException {
        if (text.length() > MAX_YAML_CHARS) {
            throw new DocumentException(SourceRef.file(display), "a YAML document of at most " + MAX_YAML_CHARS
                    + " characters", "one of " + text.length() + " characters");
        }
        checkLines(display, text);
        return read(YAML, display, text, "YAML");
    }

    /**
     * The YAML scanner takes time quadratic in the length of a line, so a line longer than any value may be
     * is refused before it is scanned (values that span lines are scanned in linear time).
     */
    private static void checkLines(String display, String text) throws DocumentException {
        int line = 1;
        int start = 0;
        int n = text.length();
        for (int i = 0; i <= n; i++) {
            char c = i < n ? text.charAt(i) : '\n';
            if (c == '\n' || c == '\r') {
                if (i - start > MAX_VALUE_CHARS) {
                    throw new DocumentException(SourceRef.at(display, line), "YAML lines of at most " + MAX_VALUE_CHARS
                            + " characters", "a line of " + (i - start) + " characters");
                }
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                line++;
                start = i + 1;
            }
        }
    }

    /** Reads JSON text; an empty document is {@code null}. */
    public static Node json(String display, String text) throws DocumentException {
        return read(JSON, display, text, "JSON");
    }

    private static Node read(JsonFactory factory, String display, String text, String kind) throws DocumentException {
        JsonParser parser = null;
        try (JsonParser p = factory.createParser(text)) {
            parser = p;
            JsonToken t = p.nextToken();
            if (t == null) {
                return null;
            }
            Node root = node(display, p, t);
            JsonToken after = p.nextToken();
            if (after != null) {
                throw new DocumentException(ref(display, p.currentTokenLocation()), "one " + kind + " document",
                        "a second one");
            }
            return root;
        } catch (StreamConstraintsException e) {
            JsonLocation at = e.getLocation() != null ? e.getLocation()
                    : parser != null ? parser.currentTokenLocation() : null;
            throw limit(ref(display, at), kind, e.getOriginalMessage());
        } catch (JsonProcessingException e) {
            DocumentException yaml = yamlProblem(display, e, kind);
            if (yaml != null) {
                throw yaml;
            }
            throw new DocumentException(ref(display, e.getLocation()), "valid " + kind,
                    plain(e.getOriginalMessage()));
        } catch (IOException | RuntimeException e) {
            // SnakeYAML reports some limits (code points, aliases, nesting) as its own runtime exceptions
            String message = String.valueOf(e.getMessage());
            if (message.contains("aliases")) {
                throw new DocumentException(SourceRef.file(display), "a " + kind + " document with at most 50"
                        + " aliases of lists or mappings", "more");
            }
            if (message.contains("code points")) {
                throw new DocumentException(SourceRef.file(display), "a " + kind + " document of at most "
                        + MAX_YAML_CHARS + " characters", "a longer one");
            }
            if (message.toLowerCase(java.util.Locale.ROOT).contains("nesting depth")) {
                throw new DocumentException(SourceRef.file(display), "a " + kind + " document nested at most "
                        + MAX_DEPTH + " levels deep", "deeper nesting");
            }
            throw new DocumentException(SourceRef.file(display), "valid " + kind, plain(message));
        }
    }

    private static final java.util.regex.Pattern LIMIT = java.util.regex.Pattern.compile(
            "(Document nesting depth|Number value length|String value length|Name length|Document length)"
                    + " \\((\\d+)\\) exceeds the maximum allowed \\((\\d+).*", java.util.regex.Pattern.DOTALL);

    /**
     * A limit of the parser, said in the document's own terms (levels of nesting, digits, characters) at the place
     * it was passed, never in the parser's words or class names.
     */
    static DocumentException limit(SourceRef at, String kind, String message) {
        java.util.regex.Matcher m = LIMIT.matcher(String.valueOf(message));
        if (!m.matches()) {
            return new DocumentException(at, "a " + kind + " document within zlayout's limits", "one beyond them");
        }
        String found = m.group(2);
        String max = m.group(3);
        return switch (m.group(1)) {
            case "Document nesting depth" -> new DocumentException(at, "lists and mappings nested at most " + max
                    + " levels deep", "a " + found + "th level");
            case "Number value length" -> new DocumentException(at, "numbers of at most " + max + " digits",
                    "one of " + found);
            case "String value length" -> new DocumentException(at, "values of at most " + max + " characters",
                    "one of " + found);
            case "Name length" -> new DocumentException(at, "keys of at most " + max + " characters", "one of " + found);
            default -> new DocumentException(at, "a " + kind + " document of at most " + max + " characters",
                    "one of " + found);
        };
    }

    /**
     * A parser's message for people: its first line, without the Java class names and event dumps some carry
     * ("got this instead: <org.yaml.snakeyaml.events...>"), and without a doubled "found".
     */
    static String plain(String message) {
        String s = firstLine(message);
        if (s.startsWith("Expected a field name")) {
            return "a list or mapping used as a key (keys are plain text)";
        }
        int internal = indexOfAny(s, "<org.", "<com.", "org.yaml.", "com.fasterxml.", "java.lang.", "`Stream");
        if (internal >= 0) {
            s = s.substring(0, internal).replaceAll("[\\s:;,(]+$", "").strip();
            if (s.isEmpty()) {
                s = "text zlayout cannot read here";
            }
        }
        return s.startsWith("found ") ? s.substring("found ".length()) : s;
    }

    private static int indexOfAny(String s, String... parts) {
        int best = -1;
        for (String p : parts) {
            int i = s.indexOf(p);
            if (i >= 0 && (best < 0 || i < best)) {
                best = i;
            }
        }
        return best;
    }

    /**
     * A YAML syntax error at the line and column of the problem itself, saying what it is ("a tab character",
     * "missing ':'"), not where the parser's context began; null when the cause is not SnakeYAML's.
     */
    private static DocumentException yamlProblem(String display, Throwable e, String kind) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.yaml.snakeyaml.error.MarkedYAMLException m && m.getProblemMark() != null) {
                org.yaml.snakeyaml.error.Mark at = m.getProblemMark();
                String problem = m.getProblem() == null ? "" : m.getProblem().strip();
                String found;
                if (problem.contains("'\\t'") || problem.contains("\\t(TAB)") || problem.toLowerCase(
                        java.util.Locale.ROOT).contains("tab")) {
                    found = "a tab character (YAML indents with spaces only)";
                } else if (problem.startsWith("could not find expected ':'")) {
                    found = "no ':' after a key (a key needs ':' and a space before its value)";
                } else {
                    // SnakeYAML's "expected ',' or ']', but got <stream end>" read the other way round
                    java.util.regex.Matcher x = java.util.regex.Pattern.compile("expected (.+), but (?:got|found) (.+)")
                            .matcher(firstLine(problem));
                    found = x.matches() ? x.group(2).replace("<stream end>", "the end of the document")
                            .replace("<block end>", "the end of a block") + " where " + x.group(1) + " was expected"
                            : plain(problem);
                }
                return new DocumentException(SourceRef.at(display, at.getLine() + 1, at.getColumn() + 1),
                        "valid " + kind, found);
            }
        }
        return null;
    }

    private static Node node(String display, JsonParser p, JsonToken t) throws IOException, DocumentException {
        SourceRef at = ref(display, p.currentTokenLocation());
        switch (t) {
            case START_OBJECT -> {
                Map<String, MapNode.Entry> entries = new LinkedHashMap<>();
                JsonToken k;
                while ((k = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    SourceRef keyAt = ref(display, p.currentTokenLocation());
                    if (key.length() > MAX_VALUE_CHARS) {
                        throw tooLong(keyAt, key.length());
                    }
                    MapNode.Entry first = entries.get(key);
                    if (first != null) {
                        throw new DocumentException(keyAt, "each key once in a mapping", io.zlayout.model.Quoted.of(key)
                                + " again (first on line " + first.keyAt().line() + ")");
                    }
                    Node value = node(display, p, p.nextToken());
                    entries.put(key, new MapNode.Entry(key, keyAt, value));
                }
                if (k != JsonToken.END_OBJECT) {
                    throw new DocumentException(at, "a complete mapping", "the end of the document");
                }
                return new MapNode(at, entries);
            }
            case START_ARRAY -> {
                List<Node> items = new ArrayList<>();
                JsonToken n;
                while ((n = p.nextToken()) != JsonToken.END_ARRAY) {
                    if (n == null) {
                        throw new DocumentException(at, "a complete list", "the end of the document");
                    }
                    items.add(node(display, p, n));
                }
                return new ListNode(at, items);
            }
            case VALUE_NULL -> {
                return new Scalar(at, Scalar.Kind.NULL, null);
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new Scalar(at, Scalar.Kind.BOOLEAN, p.getText());
            }
            case VALUE_NUMBER_INT -> {
                return new Scalar(at, Scalar.Kind.INTEGER, p.getText());
            }
            case VALUE_NUMBER_FLOAT -> {
                return new Scalar(at, Scalar.Kind.DECIMAL, p.getText());
            }
            case VALUE_STRING, VALUE_EMBEDDED_OBJECT -> {
                String s = p.getText();
                if (s != null && s.length() > MAX_VALUE_CHARS) {
                    throw tooLong(at, s.length());
                }
                return new Scalar(at, s == null ? Scalar.Kind.NULL : Scalar.Kind.STRING, s);
            }
            default -> throw new DocumentException(at, "a value", "the end of the document");
        }
    }

    private static DocumentException tooLong(SourceRef at, int length) {
        return new DocumentException(at, "a value of at most " + MAX_VALUE_CHARS + " characters",
                "one of " + length + " characters");
    }

    private static String firstLine(String message) {
        String s = String.valueOf(message).lines().findFirst().orElse("an error").strip();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && i < 100; i++) {
            char c = s.charAt(i);
            b.append(c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) ? "\\x" + String.format("%02x", (int) c) : c);
        }
        return s.length() > 100 ? b + "..." : b.toString();
    }

    static SourceRef ref(String display, JsonLocation loc) {
        return loc == null || loc.getLineNr() <= 0 ? SourceRef.file(display)
                : SourceRef.at(display, loc.getLineNr(), Math.max(0, loc.getColumnNr()));
    }
}
