package io.zlayout.input.dscli;

import io.zlayout.input.InputException;
import io.zlayout.model.SourceRef;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The columns of one table (header, documented order, stanza keys or XML properties): names as printed and
 * the index of each {@link Field}, found by name whatever the order, case or extra columns.
 */
final class Columns {

    private final List<String> names;
    private final List<String> keys;
    private final int[] fieldIndex;

    private Columns(List<String> names, List<String> keys, int[] fieldIndex) {
        this.names = names;
        this.keys = keys;
        this.fieldIndex = fieldIndex;
    }

    /**
     * @param where the header's place, for the message when a column is named twice
     */
    static Columns of(List<String> names, SourceRef where) throws InputException {
        return of(names, where, "column");
    }

    /**
     * @param noun what a name is called in this output: "column", "key" (stanza) or "property" (XML)
     */
    static Columns of(List<String> names, SourceRef where, String noun) throws InputException {
        String[] keys = new String[names.size()];
        Map<String, Integer> byKey = new HashMap<>();
        for (int i = 0; i < keys.length; i++) {
            keys[i] = Field.key(names.get(i));
            Integer prior = byKey.putIfAbsent(keys[i], i);
            if (prior != null) {
                throw new InputException(where, "each " + noun + " named once",
                        noun + " " + InputException.quote(names.get(i)) + " twice (" + plural(noun) + " "
                                + (prior + 1) + " and " + (i + 1) + ")");
            }
        }
        int[] index = new int[Field.values().length];
        for (Field f : Field.values()) {
            index[f.ordinal()] = -1;
            for (String n : f.names()) {
                Integer at = byKey.get(Field.key(n));
                if (at != null) {
                    index[f.ordinal()] = at;
                    break;
                }
            }
        }
        return new Columns(List.copyOf(names), List.of(keys), index);
    }

    int size() {
        return names.size();
    }

    /** The column of this field, or -1. */
    int index(Field f) {
        return fieldIndex[f.ordinal()];
    }

    /** The column of this printed name (compared as {@link Field#key}), or -1. */
    int index(String name) {
        return keys.indexOf(Field.key(name));
    }

    List<String> names() {
        return names;
    }

    List<String> keys() {
        return keys;
    }

    /** True when the table has this column (compared as {@link Field#key}). */
    boolean has(String name) {
        return index(name) >= 0;
    }

    /**
     * Throws naming the first required column of the command this table lacks.
     *
     * @param what  the table's form, for the message: "header", "key/value lines", "XML object"
     * @param noun  "column", "key" or "property"
     */
    void require(Command command, SourceRef where, String what, String noun) throws InputException {
        for (Field f : command.required) {
            if (index(f) < 0) {
                throw new InputException(where, "a " + noun + " '" + f.header() + "' in the " + command.word + " "
                        + what, "the " + plural(noun) + " " + InputException.quote(String.join(", ", names)));
            }
        }
    }

    private static String plural(String noun) {
        return noun.equals("property") ? "properties" : noun + "s";
    }
}
