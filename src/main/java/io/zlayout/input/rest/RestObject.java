package io.zlayout.input.rest;

import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One object of a REST collection with typed access to its members. The REST API writes numbers as
 * strings and "nothing" as null or an empty string; every accessor accepts both, and every failure names
 * the member's JSON path and its line and column.
 */
final class RestObject {

    private final SourceFile file;
    private final JsonValue value;

    RestObject(SourceFile file, JsonValue value) {
        this.file = file;
        this.value = value;
    }

    /** Where the object starts (its opening brace). */
    SourceRef ref() {
        return file.ref(value.line(), value.column());
    }

    String path() {
        return value.path();
    }

    /** A member's text (a string, number or boolean, trimmed), or null when it is absent, null or blank. */
    String text(String key) throws InputException {
        JsonValue v = value.members().get(key);
        if (v == null || v.empty()) {
            return null;
        }
        if (!v.scalar()) {
            throw error(v, "a string", v.kind().noun());
        }
        return v.text().trim();
    }

    /** A member's text that must be there. */
    String required(String key, String what) throws InputException {
        String s = text(key);
        if (s == null) {
            JsonValue v = value.members().get(key);
            if (v == null) {
                throw new InputException(ref(), what + " in " + value.path() + "." + key,
                        "an object without \"" + key + "\"");
            }
            throw error(v, what, v.shown());
        }
        return s;
    }

    /** A whole number written as a JSON number or a string of digits, or null when there is none. */
    Long whole(String key, String what) throws InputException {
        String s = text(key);
        if (s == null) {
            return null;
        }
        Long n = parseWhole(s);
        if (n == null) {
            throw error(value.members().get(key), what, InputException.quote(s));
        }
        return n;
    }

    /** Like {@link #whole} for values that fit an int (rank groups, counts, ids). */
    Integer small(String key, String what) throws InputException {
        Long n = whole(key, what);
        if (n == null) {
            return null;
        }
        if (n > Integer.MAX_VALUE) {
            throw error(value.members().get(key), what, InputException.quote(text(key)));
        }
        return n.intValue();
    }

    /**
     * A nested object ({@code "pool": {"id": "P2", ...}}), or null where the API wrote nothing
     * ({@code "ioport": ""}).
     */
    RestObject object(String key) throws InputException {
        JsonValue v = value.members().get(key);
        if (v == null || v.empty()) {
            return null;
        }
        if (v.kind() != JsonValue.Kind.OBJECT) {
            throw error(v, "an object", v.shown());
        }
        return new RestObject(file, v);
    }

    /** The {@code id} (or other key) of a nested reference object, or null where there is none. */
    String reference(String key, String idKey) throws InputException {
        RestObject o = object(key);
        return o == null ? null : o.text(idKey);
    }

    /** An array of objects; empty where the member is absent or empty. */
    List<RestObject> objects(String key) throws InputException {
        JsonValue v = value.members().get(key);
        if (v == null || v.empty()) {
            return List.of();
        }
        if (v.kind() != JsonValue.Kind.ARRAY) {
            throw error(v, "an array", v.shown());
        }
        List<RestObject> out = new ArrayList<>(v.items().size());
        for (JsonValue item : v.items()) {
            if (item.kind() != JsonValue.Kind.OBJECT) {
                throw error(item, "an object", item.shown());
            }
            out.add(new RestObject(file, item));
        }
        return out;
    }

    /** An error about one member: its path and place, what was expected and what was found. */
    InputException invalid(String key, String expected, String found) {
        JsonValue v = value.members().get(key);
        return v == null ? new InputException(ref(), expected + " in " + value.path() + "." + key, found)
                : error(v, expected, found);
    }

    private InputException error(JsonValue v, String expected, String found) {
        return new InputException(file.ref(v.line(), v.column()), expected + " in " + v.path(), found);
    }

    /** Digits only, at most 18 of them (so the value fits a long); null otherwise. */
    static Long parseWhole(String s) {
        String t = s.trim();
        if (t.isEmpty() || t.length() > 18) {
            return null;
        }
        long n = 0;
        for (int i = 0; i < t.length(); i++) {
            int d = t.charAt(i) - '0';
            if (d < 0 || d > 9) {
                return null;
            }
            n = n * 10 + d;
        }
        return n;
    }

    /** True when {@code s} is {@code min} to {@code max} ASCII hex digits. */
    static boolean hex(String s, int min, int max) {
        if (s == null || s.length() < min || s.length() > max) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean digit = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            if (!digit) {
                return false;
            }
        }
        return true;
    }

    static String upper(String s) {
        return s == null ? null : s.toUpperCase(Locale.ROOT);
    }
}
