package io.zlayout.input.iocp;

import io.zlayout.input.InputException;

import java.util.ArrayList;
import java.util.List;

/**
 * Typed reading of operand values with errors that name the value's card and column: hexadecimal numbers,
 * decimal counts, names, and the CSS groups that multi-CSS forms wrap around lists
 * ({@code ((CSS(0),50,51),(CSS(1),50))}) and single-CSS forms leave out ({@code (50,51)}).
 */
final class Values {

    private Values() {
    }

    /**
     * The items of one CSS in a keyword value.
     *
     * @param css    the CSS ids named by {@code CSS(...)}; empty in the single-CSS form
     * @param items  what follows the {@code CSS(...)}, or the whole list in the single-CSS form
     * @param where  the value the group was read from, for messages
     */
    record CssGroup(List<Integer> css, List<Value> items, Value where) {

        boolean implicit() {
            return css.isEmpty();
        }
    }

    static InputException error(Statement st, Value v, String expected) {
        return new InputException(st.at(v.offset()), expected, describe(st, v));
    }

    static String describe(Statement st, Value v) {
        if (v instanceof Value.Empty) {
            return "an empty position";
        }
        return InputException.quote(st.text(v.offset(), v.end()));
    }

    /** {@code (x)} as {@code x}, which IOCP allows wherever a single value is coded. */
    static Value single(Value v) {
        if (v instanceof Value.Group g && g.items().size() == 1) {
            return g.items().get(0);
        }
        return v;
    }

    /** Hexadecimal digits, 1 to {@code maxDigits}, upper case, left-padded with zeros to {@code width}. */
    static String hex(Statement st, Value v, String expected, int maxDigits, int width) throws InputException {
        if (!(v instanceof Value.Atom a) || a.length() == 0 || a.length() > maxDigits || !isHex(a)) {
            throw error(st, v, expected);
        }
        if (a.length() >= width) {
            return a.text();
        }
        char[] padded = new char[width];
        int zeros = width - a.length();
        java.util.Arrays.fill(padded, 0, zeros, '0');
        System.arraycopy(a.source(), a.offset(), padded, zeros, a.length());
        return new String(padded);
    }

    /** The value of 1 to {@code maxDigits} hexadecimal digits, without making a string. */
    static int hexInt(Statement st, Value v, String expected, int maxDigits) throws InputException {
        if (!(v instanceof Value.Atom a) || a.length() == 0 || a.length() > maxDigits || !isHex(a)) {
            throw error(st, v, expected);
        }
        int n = 0;
        for (int i = 0; i < a.length(); i++) {
            n = n << 4 | Character.digit(a.charAt(i), 16);
        }
        return n;
    }

    /** Exactly {@code digits} hexadecimal digits, as their value. */
    static int hexExactlyInt(Statement st, Value v, String expected, int digits) throws InputException {
        if (!(v instanceof Value.Atom a) || a.length() != digits) {
            throw error(st, v, expected);
        }
        return hexInt(st, v, expected, digits);
    }

    static boolean isHex(Value.Atom a) {
        for (int k = 0; k < a.length(); k++) {
            char c = a.charAt(k);
            if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'))) {
                return false;
            }
        }
        return true;
    }

    /** A decimal number (leading zeros allowed, as in {@code 032}) within [min, max]. */
    static int decimal(Statement st, Value v, String expected, int min, int max) throws InputException {
        if (!(v instanceof Value.Atom a) || a.length() == 0 || a.length() > 9) {
            throw error(st, v, expected);
        }
        int n = 0;
        for (int k = 0; k < a.length(); k++) {
            char c = a.charAt(k);
            if (c < '0' || c > '9') {
                throw error(st, v, expected);
            }
            n = n * 10 + (c - '0');
        }
        if (n < min || n > max) {
            throw error(st, v, expected);
        }
        return n;
    }

    /** A plain name or word (no list, no quotes). */
    static String atom(Statement st, Value v, String expected) throws InputException {
        if (!(v instanceof Value.Atom a) || a.length() == 0) {
            throw error(st, v, expected);
        }
        return a.text();
    }

    static boolean isCssGroup(Value v) {
        return v instanceof Value.Group g && !g.items().isEmpty() && isCss(g.items().get(0));
    }

    static boolean isCss(Value v) {
        return v instanceof Value.Call c && c.name().equals("CSS");
    }

    /**
     * Splits a keyword value into its CSS groups: {@code (CSS(0),...)} is one group,
     * {@code ((CSS(0),...),(CSS(1),...))} one per CSS, anything else one implicit group of everything.
     * A CSS named twice is an error.
     */
    static List<CssGroup> cssGroups(Statement st, String keyword, Value v) throws InputException {
        if (v instanceof Value.Group g && !g.items().isEmpty()) {
            List<Value> items = g.items();
            if (isCss(items.get(0))) {
                return List.of(group(st, keyword, g));
            }
            if (isCssGroup(items.get(0))) {
                List<CssGroup> out = new ArrayList<>(items.size());
                List<Integer> seen = new ArrayList<>();
                for (Value item : items) {
                    if (!isCssGroup(item)) {
                        throw error(st, item, "(CSS(n),...) like the other groups of " + keyword + "=");
                    }
                    CssGroup cg = group(st, keyword, (Value.Group) item);
                    for (int css : cg.css()) {
                        if (seen.contains(css)) {
                            throw new InputException(st.at(item.offset()), "each CSS once in " + keyword + "=",
                                    "CSS(" + css + ") again");
                        }
                        seen.add(css);
                    }
                    out.add(cg);
                }
                return out;
            }
            return List.of(new CssGroup(List.of(), items, v));
        }
        if (v instanceof Value.Atom) {
            return List.of(new CssGroup(List.of(), List.of(v), v));
        }
        throw error(st, v, keyword + "= as a value or a list");
    }

    private static CssGroup group(Statement st, String keyword, Value.Group g) throws InputException {
        Value.Call css = (Value.Call) g.items().get(0);
        List<Integer> ids = new ArrayList<>(2);
        for (Value a : css.args().items()) {
            if (!(a instanceof Value.Atom atom) || atom.length() != 1 || atom.charAt(0) < '0' || atom.charAt(0) > '9') {
                throw error(st, a, "a CSS id (one digit 0-9) in CSS(...) of " + keyword + "=");
            }
            int id = atom.charAt(0) - '0';
            if (ids.contains(id)) {
                throw new InputException(st.at(a.offset()), "each CSS once in " + keyword + "=", "CSS(" + id + ") again");
            }
            ids.add(id);
        }
        return new CssGroup(List.copyOf(ids), g.items().subList(1, g.items().size()), g);
    }

    /** The one CSS id of a group that may name only one (CSS(0), not CSS(0,1)). */
    static int oneCss(Statement st, String keyword, CssGroup g) throws InputException {
        if (g.css().size() != 1) {
            throw error(st, g.where(), "one CSS id in CSS(...) of " + keyword + "=");
        }
        return g.css().get(0);
    }
}
