package io.zlayout.input.iocp;

import io.zlayout.input.Diagnostic;
import io.zlayout.input.InputException;

import java.util.Arrays;
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
    private final Spec spec;
    // a statement has a handful of keywords: parallel arrays scanned linearly beat a map here
    private String[] names = new String[8];
    private Operand.Param[] params = new Operand.Param[8];
    private int count;
    private Map<String, String> unknown;

    private Keywords(Statement st, Spec spec) {
        this.st = st;
        this.spec = spec;
    }

    static Keywords read(Statement st, Spec spec, List<Diagnostic> diagnostics) throws InputException {
        Keywords k = new Keywords(st, spec);
        for (Operand.Param p : Operand.parse(st, spec.trailingComma())) {
            String name = spec.aliases().getOrDefault(p.name(), p.name());
            Operand.Param prior = k.get(name);
            k.add(name, p);
            if (prior != null) {
                if (!prior.name().equals(p.name())) {
                    throw new InputException(st.at(p.offset()), "one of " + prior.name() + "= and " + p.name()
                            + "= (they are the same keyword)", "both");
                }
                throw new InputException(st.at(p.offset()), "each keyword once in the " + spec.statement()
                        + " statement", p.name() + (p.value() == null ? "" : "=") + " again (first at "
                        + st.at(prior.offset()) + ")");
            }
            Kind kind = spec.known().get(name);
            if (kind == null) {
                if (k.unknown == null) {
                    k.unknown = new LinkedHashMap<>();
                }
                k.unknown.put(p.name(), k.raw(p));
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

    private void add(String name, Operand.Param p) {
        if (count == names.length) {
            names = Arrays.copyOf(names, count * 2);
            params = Arrays.copyOf(params, count * 2);
        }
        names[count] = name;
        params[count] = p;
        count++;
    }

    boolean has(String name) {
        return get(name) != null;
    }

    Operand.Param get(String name) {
        for (int i = 0; i < count; i++) {
            if (names[i].equals(name)) {
                return params[i];
            }
        }
        return null;
    }

    /** The value of a keyword, or null when it is not coded (or coded without a value). */
    Value value(String name) {
        Operand.Param p = get(name);
        return p == null ? null : p.value();
    }

    Value require(String name) throws InputException {
        Operand.Param p = get(name);
        if (p == null) {
            throw new InputException(st.ref(), name + "= in the " + spec.statement() + " statement",
                    "no " + name + "= in " + (st.length == 0 ? "an empty operand" : InputException.quote(st.operandText())));
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

    /** Adds the coded keywords among {@code names}, as coded, and every unknown keyword to {@code extra}. */
    void putExtra(Map<String, String> extra, String... names) {
        for (String name : names) {
            Operand.Param p = get(name);
            if (p != null) {
                extra.put(p.name(), raw(p));
            }
        }
        if (unknown != null) {
            extra.putAll(unknown);
        }
    }
}
