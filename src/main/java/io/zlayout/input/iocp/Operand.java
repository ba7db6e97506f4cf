package io.zlayout.input.iocp;

import io.zlayout.input.InputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parses a statement's joined operand into keyword parameters ({@code KEY=value} or a bare {@code KEY}),
 * each value a {@link Value} tree. The card scanner has already checked quotes and parentheses balance and
 * upper-cased everything outside quotes.
 */
final class Operand {

    /**
     * One parameter of the operand.
     *
     * @param name  the keyword as coded
     * @param key   its main spelling (PARTITION for PART)
     * @param value null for a keyword coded without {@code =}
     */
    record Param(String name, String key, Value value, int offset) {
    }

    private final Statement st;
    private final char[] s;
    private final int n;
    private int i;

    private Operand(Statement st) {
        this.st = st;
        this.s = st.operand;
        this.n = st.length;
    }

    /**
     * @param trailingComma whether a comma may end the operand (IOCP allows it for the ID statement only)
     */
    static List<Param> parse(Statement st, boolean trailingComma, Map<String, String> aliases) throws InputException {
        return new Operand(st).params(trailingComma, aliases);
    }

    private List<Param> params(boolean trailingComma, Map<String, String> aliases) throws InputException {
        List<Param> out = new ArrayList<>(8);
        if (n == 0) {
            return out;
        }
        while (true) {
            int start = i;
            while (i < n && keywordChar(s[i])) {
                i++;
            }
            if (i == start) {
                throw new InputException(st.at(i), "a keyword" + (out.isEmpty() ? "" : " after ','"), found(i));
            }
            String name = keyword(start, i - start);
            Value value = null;
            if (i < n && s[i] == '=') {
                i++;
                value = value();
                if (value instanceof Value.Empty) {
                    throw new InputException(st.at(i), "a value after " + name + "=", found(i));
                }
            }
            out.add(new Param(name, aliases.isEmpty() ? name : aliases.getOrDefault(name, name), value, start));
            if (i == n) {
                return out;
            }
            if (s[i] != ',') {
                throw new InputException(st.at(i), "',' or the end of the operand after " + name
                        + (value == null ? "" : "=" + InputException.quote(st.text(value.offset(), value.end()))),
                        found(i));
            }
            i++;
            if (i == n) {
                if (trailingComma) {
                    return out;
                }
                throw new InputException(st.at(i), "a keyword after ',' (a statement continued on the next card"
                        + " needs a mark in column 72)", "the end of the operand");
            }
        }
    }

    /**
     * Every keyword the statements know. A known keyword is parsed into the string constant itself, so that
     * its name is not allocated for every statement and {@link Keywords#get} can find it by identity; adding
     * a keyword to a statement means adding it here too (a test checks every statement's keywords are here).
     */
    static final String[] KNOWN = {"ADDRESS", "AID", "CHPARM", "CPATH", "CSYSTEM", "CUADD", "CUNUMBR", "DESC",
        "IOCLUSTER", "LINK", "LSYSTEM", "MAXDEV", "MIXTYPE", "MODEL", "MSG1", "MSG2", "NOTPART", "PART", "PARTITION",
        "PATH", "PCHID", "PNETID", "PORT", "PROTOCL", "PROTOCOL", "SCHSET", "SERIAL", "SHARED", "STADET", "SWITCH",
        "SWPORT", "SYSTEM", "TIMEOUT", "TOK", "TYPE", "UNIT", "UNITADD", "VCHID"};

    /** The known keywords by first letter. */
    private static final String[][] BY_LETTER = new String[26][];

    static {
        for (char c = 'A'; c <= 'Z'; c++) {
            final char first = c;
            BY_LETTER[c - 'A'] = java.util.Arrays.stream(KNOWN).filter(k -> k.charAt(0) == first).toArray(String[]::new);
        }
    }

    private String keyword(int start, int length) {
        char first = s[start];
        if (first >= 'A' && first <= 'Z') {
            for (String k : BY_LETTER[first - 'A']) {
                if (k.length() == length && same(k, start)) {
                    return k;
                }
            }
        }
        return new String(s, start, length);
    }

    private boolean same(String k, int start) {
        for (int j = 1; j < k.length(); j++) {
            if (k.charAt(j) != s[start + j]) {
                return false;
            }
        }
        return true;
    }

    private static boolean keywordChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '@' || c == '#' || c == '$' || c == '_';
    }

    private Value value() throws InputException {
        if (i == n || s[i] == ',' || s[i] == ')') {
            return new Value.Empty(i, i);
        }
        // nesting depth is bounded by the scanner (16 levels), so this recursion is too
        int start = i;
        if (s[i] == '(') {
            return group();
        }
        if (s[i] == '\'') {
            StringBuilder b = new StringBuilder();
            i++;
            while (i < n) {
                char c = s[i++];
                if (c == '\'') {
                    if (i < n && s[i] == '\'') {
                        b.append('\'');
                        i++;
                        continue;
                    }
                    return new Value.Quoted(b.toString(), start, i);
                }
                b.append(c);
            }
            // the scanner rejects unterminated quotes; this only guards the invariant
            throw new InputException(st.at(start), "a closing quote for the quote opened here", "the end of the operand");
        }
        while (i < n && s[i] != ',' && s[i] != '(' && s[i] != ')' && s[i] != '\'') {
            i++;
        }
        int end = i;
        if (i < n && s[i] == '(') {
            String name = new String(s, start, end - start);
            Value.Group args = group();
            return new Value.Call(name, args, start, i);
        }
        if (i < n && s[i] == '\'') {
            throw new InputException(st.at(i), "',' or ')' after " + InputException.quote(new String(s, start, end - start)),
                    found(i));
        }
        return new Value.Atom(s, start, end);
    }

    private Value.Group group() throws InputException {
        int start = i;
        i++; // '('
        List<Value> items = new ArrayList<>(4);
        while (true) {
            Value v = value();
            items.add(v);
            if (i == n) {
                throw new InputException(st.at(start), "')' to close this '('", "the end of the operand");
            }
            char c = s[i];
            if (c == ')') {
                i++;
                return new Value.Group(items, start, i);
            }
            if (c == ',') {
                i++;
                continue;
            }
            throw new InputException(st.at(i), "',' or ')'", found(i));
        }
    }

    private String found(int at) {
        if (at >= n) {
            return "the end of the operand";
        }
        char c = s[at];
        if (c == ',') {
            return "','";
        }
        int end = at;
        while (end < n && end - at < 40 && s[end] != ',') {
            end++;
        }
        return InputException.quote(new String(s, at, end - at));
    }
}
