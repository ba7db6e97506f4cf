package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of one statement by keyword, checked against what the statement knows: each keyword at
 * most once, values where a keyword takes one, none where it is a flag. Unknown keywords are kept as coded
 * for the record's {@code extra} map and reported as a warning.
 */
final class Keywords {

    /** Whether a keyword takes a value. */
    enum Kind { VALUE, FLAG, EITHER }

    /**
     * What a statement knows.
     *
     * @param aliases       other spellings of a known keyword (PART for PARTITION)
     * @param trailingComma whether the operand may end with a comma (ID only)
     */
    record Spec(String statement, Map<String, Kind> known, Map<String, String> aliases, boolean trailingComma) {
    }

    private final Statement st;
    // a statement has a handful of keywords: a list scanned linearly beats a map here
    private final List<Operand.Param> params;
    /** Which parameters are unknown keywords; null while there are none (nearly always). */
    private boolean[] unknown;

    private Keywords(Statement st, List<Operand.Param> params) {
        this.st = st;
        this.params = params;
    }

    private boolean unknown(int i) {
        return unknown != null && unknown[i];
    }

    static Keywords read(Statement st, Spec spec, List<Diagnostic> diagnostics) throws InputException {
        Keywords k = new Keywords(st, Operand.parse(st, spec.trailingComma(), spec.aliases()));
        for (int i = 0; i < k.params.size(); i++) {
            Operand.Param p = k.params.get(i);
            for (int j = 0; j < i; j++) {
                Operand.Param prior = k.params.get(j);
                if (prior.key().equals(p.key())) {
                    if (!prior.name().equals(p.name())) {
                        throw new InputException(st.at(p.offset()), "one of " + prior.name() + "= and " + p.name()
                                + "= (they are the same keyword)", "both");
                    }
                    throw new InputException(st.at(p.offset()), "each keyword once in the " + spec.statement()
                            + " statement", p.name() + (p.value() == null ? "" : "=") + " again (first at "
                            + st.at(prior.offset()) + ")");
                }
            }
            Kind kind = spec.known().get(p.key());
            if (kind == null) {
                if (k.unknown == null) {
                    k.unknown = new boolean[k.params.size()];
                }
                k.unknown[i] = true;
                diagnostics.add(Diagnostic.warning(st.at(p.offset()), "unknown " + spec.statement() + " keyword "
                        + p.name() + (p.value() == null ? "" : "=") + " kept as coded (zlayout does not use it)"));
            } else if (kind == Kind.VALUE && p.value() == null) {
                throw new InputException(st.at(p.offset()), p.name() + "=value (" + p.name() + " takes a value)",
                        p.name() + " without '='");
            } else if (kind == Kind.FLAG && p.value() != null) {
                throw new InputException(st.at(p.offset()), p.name() + " alone (it takes no value)",
                        p.name() + "=" + InputException.quote(st.text(p.value().offset(), p.value().end())));
            }
        }
        return k;
    }

    boolean has(String key) {
        return get(key) != null;
    }

    /**
     * The parameter of a known keyword (by its main spelling, a string constant), or null. Known keywords are
     * parsed into the very string constants the statements ask for (see {@link Operand}), so identity finds
     * them; every statement asks for a handful of keywords, most of them absent.
     */
    Operand.Param get(String key) {
        for (int i = 0; i < params.size(); i++) {
            Operand.Param p = params.get(i);
            if (p.key() == key) {
                return p;
            }
        }
        return null;
    }

    /** The value of a keyword, or null when it is not coded (or coded without a value). */
    Value value(String key) {
        Operand.Param p = get(key);
        return p == null ? null : p.value();
    }

    Value require(String key) throws InputException {
        Operand.Param p = get(key);
        if (p == null) {
            throw new InputException(st.ref(), key + "= in the " + st.operation + " statement",
                    "no " + key + "= in " + (st.length == 0 ? "an empty operand" : InputException.quote(st.operandText())));
        }
        return p.value();
    }

    /** The value as coded: quoted strings without their quotes, flags as an empty string. */
    String raw(Operand.Param p) {
        Value v = p.value();
        if (v == null) {
            return "";
        }
        if (v instanceof Value.Quoted q) {
            return q.text();
        }
        return st.text(v.offset(), v.end());
    }

    /** The coded keywords among {@code keys} and every unknown keyword, as coded, by the spelling coded. */
    Map<String, String> extra(String... keys) {
        Operand.Param only = null;
        int count = 0;
        for (int i = 0; i < params.size(); i++) {
            Operand.Param p = params.get(i);
            if (unknown(i) || contains(keys, p.key())) {
                only = p;
                count++;
            }
        }
        if (count == 0) {
            return Map.of();
        }
        if (count == 1) {
            return Map.of(only.name(), raw(only));
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < params.size(); i++) {
            Operand.Param p = params.get(i);
            if (unknown(i) || contains(keys, p.key())) {
                out.put(p.name(), raw(p));
            }
        }
        return Map.copyOf(out);
    }

    private static boolean contains(String[] keys, String key) {
        for (String k : keys) {
            if (k == key) {
                return true;
            }
        }
        return false;
    }
}
