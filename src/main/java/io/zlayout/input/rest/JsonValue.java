package io.zlayout.input.rest;

import java.util.List;
import java.util.Map;

/**
 * One JSON value as read, with where it starts in the file and the JSON path that names it in messages
 * ({@code data.volumes[3].cap}). Objects keep their members in file order.
 */
record JsonValue(Kind kind, String path, int line, int column, String text, Map<String, JsonValue> members,
                 List<JsonValue> items) {

    enum Kind {
        OBJECT, ARRAY, STRING, NUMBER, BOOLEAN, NULL;

        /** How a message names a value of this kind. */
        String noun() {
            return switch (this) {
                case OBJECT -> "an object";
                case ARRAY -> "an array";
                case STRING -> "a string";
                case NUMBER -> "a number";
                case BOOLEAN -> "a boolean";
                case NULL -> "null";
            };
        }
    }

    static JsonValue scalar(Kind kind, String path, int line, int column, String text) {
        return new JsonValue(kind, path, line, column, text, Map.of(), List.of());
    }

    boolean scalar() {
        return kind != Kind.OBJECT && kind != Kind.ARRAY;
    }

    /** True for what the REST API writes when there is nothing: null, an empty string, or a string of blanks. */
    boolean empty() {
        return kind == Kind.NULL || (kind == Kind.STRING && text.isBlank());
    }

    /** How a message shows what was found: a scalar's text, quoted, or the kind of a container. */
    String shown() {
        return switch (kind) {
            case STRING, NUMBER, BOOLEAN -> io.zlayout.input.InputException.quote(text);
            default -> kind.noun();
        };
    }
}
