package io.zlayout.input.rest;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Streams one REST response: checks the envelope, hands each object of a known collection to a
 * {@link Sink} as soon as it is read (so no more than one object is held as a tree), and turns every
 * JSON error into an {@link InputException} with line and column. Strict JSON only: no comments, no
 * single quotes, no trailing commas, no duplicate keys; nesting and string length are bounded.
 */
final class ResponseParser {

    /** Deeper than any REST response (they nest about 6 levels); deeper input is junk, not data. */
    static final int MAX_DEPTH = 100;
    /** Longer than any REST value (names, locations, hrefs); longer strings are refused, not held. */
    static final int MAX_STRING = 65_536;

    static final Set<String> COLLECTIONS = Set.of("systems", "nodes", "volumes", "pools", "lss", "ioports",
            "io_enclosures", "hosts", "host_ports", "mappings", "marrays");

    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_DEPTH)
                    .maxStringLength(MAX_STRING)
                    .maxNameLength(MAX_STRING)
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    /** Receives each object of a known collection, in file order. */
    interface Sink {
        void object(String collection, RestObject object) throws InputException;
    }

    /**
     * What the envelope said besides the objects.
     *
     * @param collections every collection under {@code data}, in file order, with its number of objects
     *                    (-1 for collections zlayout does not read), and where it starts
     * @param totalCounts {@code counts.total_counts} or null
     */
    record Envelope(Map<String, Integer> collections, Map<String, SourceRef> places, Long totalCounts,
                    SourceRef countsAt) {
    }

    private final SourceFile file;
    private final Sink sink;
    private JsonParser parser;

    private ResponseParser(SourceFile file, Sink sink) {
        this.file = file;
        this.sink = sink;
    }

    static Envelope parse(SourceFile file, Sink sink) throws InputException {
        return new ResponseParser(file, sink).run();
    }

    private Envelope run() throws InputException {
        try (JsonParser p = JSON.createParser(file.bytes())) {
            parser = p;
            return envelope();
        } catch (JsonEOFException e) {
            throw truncated(e);
        } catch (StreamConstraintsException e) {
            throw constraint(e);
        } catch (JsonProcessingException e) {
            throw syntax(e);
        } catch (IOException e) {
            // CharConversionException and the like: bytes that are no Unicode text
            throw new InputException(at(parser == null ? null : parser.currentLocation()), "UTF-8 JSON text",
                    "bytes that are not text (" + clean(e.getMessage()) + ")");
        }
    }

    private Envelope envelope() throws IOException, InputException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new InputException(SourceRef.file(file.display()), "a DS8000 REST response (a JSON object)",
                    "no JSON value (the file holds only blanks)");
        }
        if (first != JsonToken.START_OBJECT) {
            throw new InputException(tokenAt(), "a DS8000 REST response: a JSON object {\"server\":…,\"data\":{…}}",
                    found(first));
        }
        Map<String, Integer> collections = new LinkedHashMap<>();
        Map<String, SourceRef> places = new LinkedHashMap<>();
        JsonValue server = null;
        JsonValue counts = null;
        boolean data = false;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            JsonToken t = parser.nextToken();
            switch (key) {
                case "data" -> {
                    if (t != JsonToken.START_OBJECT) {
                        throw new InputException(tokenAt(), "an object of collections in data", found(t));
                    }
                    data = true;
                    data(collections, places);
                }
                case "server" -> server = value(t, "server");
                case "counts" -> counts = value(t, "counts");
                default -> parser.skipChildren();
            }
        }
        if (parser.nextToken() != null) {
            throw new InputException(tokenAt(), "the end of the file after the JSON object",
                    found(parser.currentToken()));
        }
        checkServer(server);
        if (!data) {
            throw new InputException(SourceRef.at(file.display(), 1, 1),
                    "a DS8000 REST response with a \"data\" object", "an object without \"data\"");
        }
        Long total = null;
        SourceRef countsAt = null;
        if (counts != null && counts.kind() == JsonValue.Kind.OBJECT) {
            RestObject c = new RestObject(file, counts);
            total = c.whole("total_counts", "a number");
            countsAt = c.ref();
        }
        return new Envelope(collections, places, total, countsAt);
    }

    private void checkServer(JsonValue server) throws InputException {
        if (server == null || server.empty()) {
            return;
        }
        if (server.kind() != JsonValue.Kind.OBJECT) {
            throw new InputException(file.ref(server.line(), server.column()), "an object in server", server.shown());
        }
        RestObject s = new RestObject(file, server);
        String status = s.text("status");
        if (status != null && !status.equalsIgnoreCase("ok")) {
            String code = s.text("code");
            String message = s.text("message");
            throw s.invalid("status", "a successful response (status 'ok')", "status " + InputException.quote(status)
                    + (code == null ? "" : " " + code) + (message == null ? "" : ": " + message));
        }
    }

    private void data(Map<String, Integer> collections, Map<String, SourceRef> places)
            throws IOException, InputException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken t = parser.nextToken();
            SourceRef where = tokenAt();
            places.put(name, where);
            if (!COLLECTIONS.contains(name)) {
                collections.put(name, -1);
                parser.skipChildren();
                continue;
            }
            if (t != JsonToken.START_ARRAY) {
                throw new InputException(where, "an array of objects in data." + name, found(t));
            }
            int n = 0;
            JsonToken item;
            while ((item = parser.nextToken()) != JsonToken.END_ARRAY) {
                String path = "data." + name + "[" + n + "]";
                if (item != JsonToken.START_OBJECT) {
                    throw new InputException(tokenAt(), "an object in " + path, found(item));
                }
                sink.object(name, new RestObject(file, value(item, path)));
                n++;
            }
            collections.put(name, n);
        }
    }

    /**
     * The value that starts at the current token, as a tree. Recursion is bounded: the parser refuses
     * nesting deeper than {@link #MAX_DEPTH}.
     */
    private JsonValue value(JsonToken t, String path) throws IOException {
        JsonLocation loc = parser.currentTokenLocation();
        int line = loc.getLineNr();
        int col = loc.getColumnNr();
        switch (t) {
            case START_OBJECT -> {
                Map<String, JsonValue> members = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    JsonToken v = parser.nextToken();
                    members.put(key, value(v, path + "." + key));
                }
                return new JsonValue(JsonValue.Kind.OBJECT, path, line, col, null, members, List.of());
            }
            case START_ARRAY -> {
                List<JsonValue> items = new ArrayList<>();
                JsonToken v;
                while ((v = parser.nextToken()) != JsonToken.END_ARRAY) {
                    items.add(value(v, path + "[" + items.size() + "]"));
                }
                return new JsonValue(JsonValue.Kind.ARRAY, path, line, col, null, Map.of(), items);
            }
            case VALUE_STRING -> {
                return JsonValue.scalar(JsonValue.Kind.STRING, path, line, col, parser.getText());
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return JsonValue.scalar(JsonValue.Kind.NUMBER, path, line, col, parser.getText());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return JsonValue.scalar(JsonValue.Kind.BOOLEAN, path, line, col, parser.getText());
            }
            default -> {
                return JsonValue.scalar(JsonValue.Kind.NULL, path, line, col, "null");
            }
        }
    }

    private InputException constraint(StreamConstraintsException e) {
        SourceRef where = at(e.getLocation() != null ? e.getLocation() : parser.currentLocation());
        String m = String.valueOf(e.getOriginalMessage());
        if (m.contains("nesting depth")) {
            return new InputException(where, "JSON nested at most " + MAX_DEPTH + " levels deep",
                    "deeper nesting (this is not a REST response)");
        }
        if (m.contains("String value length") || m.contains("Name length")) {
            return new InputException(where, "strings of at most " + MAX_STRING + " characters",
                    "a longer one (this is not a REST response)");
        }
        return new InputException(where, "a DS8000 REST response within the parser's limits", clean(m));
    }

    private InputException truncated(JsonProcessingException e) {
        return new InputException(at(e.getLocation()), "the rest of the JSON document (a closing '}' or ']')",
                "the end of the file; the response is cut short");
    }

    private InputException syntax(JsonProcessingException e) {
        SourceRef where = at(e.getLocation());
        String m = clean(e.getOriginalMessage());
        if (m.startsWith("Unexpected end-of-input")) {
            return truncated(e);
        }
        if (m.startsWith("Duplicate field")) {
            int q = m.indexOf('\'');
            String name = q >= 0 ? m.substring(q) : m;
            return new InputException(where, "each key once in an object", "the key " + name + " again");
        }
        if (m.contains("(code 39)")) {
            return new InputException(where, "strict JSON with double-quoted strings",
                    "a single quote ('): this looks like a Python literal (the pyds8k mock style); convert it"
                            + " with json.dumps or save the API's own response");
        }
        for (String word : new String[] {"None", "True", "False"}) {
            if (m.startsWith("Unrecognized token '" + word + "'")) {
                return new InputException(where, "strict JSON (null, true, false)", "the Python literal " + word
                        + "; convert it with json.dumps or save the API's own response");
            }
        }
        if (m.contains("(code 35)") && file.head(65_536).contains(" = {")) {
            return new InputException(where, "a DS8000 REST response (a JSON object)", "a Python module (the pyds8k"
                    + " mock style, NAME = {…}); convert it with json.dumps or save the API's own response");
        }
        if (m.contains("(code 47)") || m.contains("(code 35)")) {
            return new InputException(where, "strict JSON", "a comment (JSON has none)");
        }
        if (m.contains("(code 93)") || m.contains("(code 125)")) {
            return new InputException(where, "strict JSON", "a trailing comma or a misplaced closing bracket ("
                    + m + ")");
        }
        return new InputException(where, "strict JSON", m.isEmpty() ? m
                : Character.toLowerCase(m.charAt(0)) + m.substring(1));
    }

    private SourceRef tokenAt() {
        return at(parser.currentTokenLocation());
    }

    private SourceRef at(JsonLocation loc) {
        if (loc == null || loc.getLineNr() <= 0) {
            return SourceRef.file(file.display());
        }
        return file.ref(loc.getLineNr(), Math.max(0, loc.getColumnNr()));
    }

    private static String found(JsonToken t) {
        if (t == null) {
            return "the end of the file";
        }
        return switch (t) {
            case START_OBJECT -> "an object";
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> t.asString() == null ? t.name() : "'" + t.asString() + "'";
        };
    }

    /** Jackson's message without its location suffix (ours is in front) and on one line. */
    static String clean(String m) {
        if (m == null) {
            return "unreadable input";
        }
        String s = m;
        for (String cut : new String[] {" (start marker at", "\n", " at [Source"}) {
            int i = s.indexOf(cut);
            if (i >= 0) {
                s = s.substring(0, i);
            }
        }
        return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }
}
