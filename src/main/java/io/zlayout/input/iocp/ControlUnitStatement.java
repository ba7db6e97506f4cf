package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.CuPath;
import io.zlayout.model.UnitAddRange;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static io.zlayout.input.iocp.Keywords.Kind.EITHER;
import static io.zlayout.input.iocp.Keywords.Kind.VALUE;
import static java.util.Map.entry;

/**
 * CNTLUNIT: a {@link ControlUnit} with its channel paths by CSS, each with the LINK address in the same
 * position ({@code LINK=((CSS(0),,0122),...)} leaves a position empty), its UNITADD ranges and CUADD.
 * Managed channel paths ({@code **}) are noted and left out; they name no channel path.
 */
final class ControlUnitStatement {

    static final Keywords.Spec SPEC = new Keywords.Spec("CNTLUNIT", Map.ofEntries(
            entry("CUNUMBR", VALUE), entry("PATH", VALUE), entry("LINK", VALUE), entry("UNITADD", VALUE),
            entry("CUADD", VALUE), entry("SHARED", EITHER), entry("PROTOCL", VALUE), entry("PROTOCOL", VALUE),
            entry("UNIT", VALUE), entry("SERIAL", VALUE), entry("SWPORT", VALUE), entry("DESC", VALUE)),
            Map.of(), false);

    private static final String MANAGED = "**";

    private ControlUnitStatement() {
    }

    static void read(Statement st, Deck deck) throws InputException {
        Keywords kw = Keywords.read(st, SPEC, deck.diagnostics);
        Value numberValue = kw.require("CUNUMBR");
        Value unitValue = kw.require("UNIT");
        Value pathValue = kw.require("PATH");
        CuNumber number = new CuNumber(Values.hexInt(st, Values.single(numberValue), "CUNUMBR= as 1-4 hexadecimal digits",
                4));
        String unit = Values.atom(st, Values.single(unitValue), "UNIT= as a control unit type (2107, 2105, FCP, ...)");

        // PATH: chpids by CSS, in CSS order; "**" stays in place (as null) so that LINK positions line up
        TreeMap<Integer, List<ChpidId>> paths = new TreeMap<>();
        for (Values.CssGroup g : Values.cssGroups(st, "PATH", pathValue)) {
            int css = g.implicit() ? deck.implicitCss(st, pathValue, "PATH") : Values.oneCss(st, "PATH", g);
            if (g.items().isEmpty()) {
                throw Values.error(st, g.where(), "a CHPID number after CSS(" + css + ") in PATH=");
            }
            List<ChpidId> ids = new ArrayList<>(g.items().size());
            for (Value item : g.items()) {
                if (item instanceof Value.Atom a && a.is(MANAGED)) {
                    ids.add(null);
                } else {
                    ids.add(ChpidId.of(Values.hexExactlyInt(st, item, "a CHPID number of 2 hexadecimal digits (or **"
                            + " for a managed channel path) in PATH=", 2)));
                }
            }
            paths.put(css, ids);
        }

        Map<Integer, List<String>> links = links(st, kw, deck, paths);

        List<CuPath> cuPaths = new ArrayList<>();
        int managed = 0;
        for (Map.Entry<Integer, List<ChpidId>> e : paths.entrySet()) {
            List<String> cssLinks = links.getOrDefault(e.getKey(), List.of());
            List<ChpidId> ids = e.getValue();
            for (int i = 0; i < ids.size(); i++) {
                if (ids.get(i) == null) {
                    managed++;
                    continue;
                }
                cuPaths.add(new CuPath(e.getKey(), ids.get(i), i < cssLinks.size() ? cssLinks.get(i) : null));
            }
        }
        if (managed > 0) {
            deck.diagnostics.add(Diagnostic.note(st.ref(), "control unit " + number + ": " + managed
                    + " managed channel path" + (managed == 1 ? "" : "s") + " (**) left out; dynamic channel path"
                    + " management assigns them at run time"));
        }

        List<UnitAddRange> unitAdd = unitAdd(st, kw.value("UNITADD"));
        Value cuaddValue = kw.value("CUADD");
        Integer cuadd = cuaddValue == null ? null
                : Values.hexInt(st, Values.single(cuaddValue), "CUADD= as 1-2 hexadecimal digits", 2);
        Map<String, String> extra = kw.extra("SHARED", "PROTOCL", "PROTOCOL", "SERIAL", "SWPORT", "DESC");

        int cssMask = 0;
        for (int css : paths.keySet()) {
            cssMask |= 1 << css;
        }
        int index = number.value();
        Deck.KnownControlUnit prior = deck.controlUnits[index];
        if (prior == null) {
            deck.controlUnits[index] = new Deck.KnownControlUnit(number, cssMask, st.ref());
        } else {
            deck.diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, st.ref(), "control unit " + number
                    + " is defined again; devices use the first definition", prior.source()));
        }
        deck.elements.add(new ControlUnit(number, unit, cuPaths, cuadd, unitAdd, extra, st.ref()));
    }

    /** LINK= by CSS, positional to PATH=: an empty position or {@code **} is no link address (null). */
    private static Map<Integer, List<String>> links(Statement st, Keywords kw, Deck deck,
                                                    TreeMap<Integer, List<ChpidId>> paths) throws InputException {
        Value v = kw.value("LINK");
        Map<Integer, List<String>> out = new TreeMap<>();
        if (v == null) {
            return out;
        }
        for (Values.CssGroup g : Values.cssGroups(st, "LINK", v)) {
            int css = g.implicit() ? deck.implicitCss(st, v, "LINK") : Values.oneCss(st, "LINK", g);
            List<ChpidId> chpids = paths.get(css);
            if (chpids == null) {
                throw new InputException(st.at(g.where().offset()), "a CSS that PATH= names (" + Deck.join(paths.keySet())
                        + ") in LINK=", "CSS(" + css + ")");
            }
            List<Value> items = g.items();
            if (items.size() > chpids.size()) {
                throw new InputException(st.at(items.get(chpids.size()).offset()), "at most " + chpids.size()
                        + " link address" + (chpids.size() == 1 ? "" : "es") + " for CSS(" + css
                        + ") in LINK= (one per channel path of PATH=)", items.size() + " link addresses");
            }
            List<String> links = new ArrayList<>(items.size());
            for (Value item : items) {
                if (item instanceof Value.Empty || (item instanceof Value.Atom a && a.is(MANAGED))) {
                    links.add(null);
                } else if (item instanceof Value.Atom a && (a.length() == 2 || a.length() == 4) && Values.isHex(a)) {
                    links.add(a.text());
                } else {
                    throw Values.error(st, item, "a link address of 2 or 4 hexadecimal digits (or an empty position)"
                            + " in LINK=");
                }
            }
            out.put(css, links);
        }
        return out;
    }

    /** {@code ((00,256),(20,8))}, {@code ((0A))}, {@code (0A)} or {@code 0A}; counts are decimal. */
    static List<UnitAddRange> unitAdd(Statement st, Value v) throws InputException {
        if (v == null) {
            return List.of();
        }
        String form = "UNITADD=((address[,number]),...) in double parentheses, or UNITADD=address";
        List<Value> ranges;
        if (v instanceof Value.Atom) {
            ranges = List.of(v);
        } else if (v instanceof Value.Group g && g.items().size() == 1 && g.items().get(0) instanceof Value.Atom) {
            ranges = List.of(g.items().get(0));
        } else if (v instanceof Value.Group g && g.items().stream().allMatch(i -> i instanceof Value.Group)) {
            ranges = g.items();
        } else {
            throw Values.error(st, v, form);
        }
        List<UnitAddRange> out = new ArrayList<>(ranges.size());
        for (Value r : ranges) {
            Value addressValue = r;
            int count = 1;
            if (r instanceof Value.Group rg) {
                if (rg.items().size() > 2) {
                    throw Values.error(st, r, "(address[,number]) in UNITADD=");
                }
                addressValue = rg.items().get(0);
                if (rg.items().size() == 2) {
                    count = Values.decimal(st, rg.items().get(1), "a unit address count of 1-256 (decimal) in UNITADD=",
                            1, 256);
                }
            }
            int address = Values.hexInt(st, addressValue, "a unit address of 1-2 hexadecimal digits in UNITADD=", 2);
            if (address + count > 256) {
                throw new InputException(st.at(r.offset()), "unit addresses up to FF in UNITADD=",
                        UnitAddRange.format(address) + " + " + count + " addresses, which ends past FF");
            }
            out.add(new UnitAddRange(address, count));
        }
        return out;
    }
}
