package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Chpid;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.Ids;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.zlayout.input.iocp.Keywords.Kind.FLAG;
import static io.zlayout.input.iocp.Keywords.Kind.VALUE;
import static java.util.Map.entry;

/**
 * CHPID: one {@link Chpid} per CSS of {@code PATH=} — a spanned channel path ({@code PATH=(CSS(0,1),40)})
 * is one record per CSS, each listing every CSS it spans — with the access and candidate lists of
 * {@code PARTITION=} or {@code NOTPART=} for that CSS. The old single-CSS form {@code PATH=(70,71)} defines
 * several channel paths of the same kind.
 */
final class ChpidStatement {

    static final Keywords.Spec SPEC = new Keywords.Spec("CHPID", Map.ofEntries(
            entry("PATH", VALUE), entry("PCHID", VALUE), entry("VCHID", VALUE), entry("TYPE", VALUE),
            entry("MIXTYPE", FLAG), entry("SWITCH", VALUE), entry("PARTITION", VALUE), entry("NOTPART", VALUE),
            entry("SHARED", FLAG), entry("PNETID", VALUE), entry("CPATH", VALUE), entry("CHPARM", VALUE),
            entry("IOCLUSTER", VALUE), entry("AID", VALUE), entry("PORT", VALUE), entry("CSYSTEM", VALUE)),
            Map.of("PART", "PARTITION"), false);

    /** The partition lists of one CSS. */
    private record Lists(List<String> access, List<String> candidate, boolean rec, boolean notPart) {
    }

    private static final Lists NONE = new Lists(List.of(), List.of(), false, false);

    private ChpidStatement() {
    }

    static void read(Statement st, Deck deck) throws InputException {
        Keywords kw = Keywords.read(st, SPEC, deck.diagnostics);
        Value pathValue = kw.require("PATH");
        Value typeValue = kw.require("TYPE");

        List<Integer> allCss = new ArrayList<>();
        List<List<Integer>> cssOfGroup = new ArrayList<>();
        List<List<ChpidId>> idsOfGroup = new ArrayList<>();
        for (Values.CssGroup g : Values.cssGroups(st, "PATH", pathValue)) {
            List<Integer> css = g.implicit() ? List.of(deck.implicitCss(st, pathValue, "PATH")) : g.css();
            if (g.items().isEmpty()) {
                throw Values.error(st, g.where(), "a CHPID number after CSS(" + Deck.join(css) + ") in PATH=");
            }
            List<ChpidId> ids = new ArrayList<>(g.items().size());
            for (Value item : g.items()) {
                ids.add(ChpidId.of(Values.hexExactlyInt(st, item, "a CHPID number of 2 hexadecimal digits in PATH=", 2)));
            }
            for (int c : css) {
                if (allCss.contains(c)) {
                    throw new InputException(st.at(g.where().offset()), "each CSS once in PATH=", "CSS(" + c + ") again");
                }
                allCss.add(c);
            }
            cssOfGroup.add(css);
            idsOfGroup.add(ids);
        }

        String type = Values.atom(st, Values.single(typeValue), "TYPE= as a channel path type (FC, FCP, CNC, OSD, ...)");
        String pchid = optionalHex(st, kw, "PCHID", 3);
        String vchid = optionalHex(st, kw, "VCHID", 3);
        String switchId = optionalHex(st, kw, "SWITCH", 2);
        boolean shared = kw.has("SHARED");
        Map<Integer, Lists> lists = new LinkedHashMap<>();
        partitions(st, kw, "PARTITION", false, allCss, lists);
        partitions(st, kw, "NOTPART", true, allCss, lists);

        Map<String, String> base = kw.extra("MIXTYPE", "PNETID", "CPATH", "CHPARM", "IOCLUSTER", "AID", "PORT", "CSYSTEM");
        Map<String, String> withRec = null;
        SourceRef ref = st.ref();
        for (int g = 0; g < cssOfGroup.size(); g++) {
            List<Integer> css = cssOfGroup.get(g);
            for (ChpidId id : idsOfGroup.get(g)) {
                for (int c : css) {
                    Lists l = lists.getOrDefault(c, NONE);
                    Map<String, String> x = base;
                    if (l.rec()) {
                        if (withRec == null) {
                            Map<String, String> m = new LinkedHashMap<>(base);
                            m.put("REC", "");
                            withRec = Map.copyOf(m);
                        }
                        x = withRec;
                    }
                    SourceRef prior = deck.chpids.putIfAbsent(c << 8 | id.value(), ref);
                    if (prior != null) {
                        deck.diagnostics.add(new Diagnostic(Diagnostic.Level.WARNING, ref, Ids.chpid(c, id)
                                + " is defined again (IOCP allows one CHPID statement per channel path and CSS)", prior));
                    }
                    deck.elements.add(new Chpid(c, id, type, pchid, vchid, switchId, shared, css, l.access(),
                            l.candidate(), l.notPart(), x, ref));
                }
            }
        }
    }

    private static String optionalHex(Statement st, Keywords kw, String keyword, int digits) throws InputException {
        Value v = kw.value(keyword);
        if (v == null) {
            return null;
        }
        return Values.hex(st, Values.single(v), keyword + "= as 1-" + digits + " hexadecimal digits", digits, digits);
    }

    /** Reads PARTITION= or NOTPART= into per-CSS lists; a CSS named by both is an error (ICP153I). */
    private static void partitions(Statement st, Keywords kw, String keyword, boolean notPart, List<Integer> chpidCss,
                                   Map<Integer, Lists> out) throws InputException {
        Value v = kw.value(keyword);
        if (v == null) {
            return;
        }
        for (Values.CssGroup g : Values.cssGroups(st, keyword, v)) {
            int css;
            if (g.implicit()) {
                if (chpidCss.size() != 1) {
                    throw Values.error(st, v, "(CSS(n),...) groups in " + keyword + "= of a channel path spanning CSSs "
                            + Deck.join(chpidCss));
                }
                css = chpidCss.get(0);
            } else {
                css = Values.oneCss(st, keyword, g);
                if (!chpidCss.contains(css)) {
                    throw new InputException(st.at(g.where().offset()), "a CSS the channel path is defined in ("
                            + Deck.join(chpidCss) + ") in " + keyword + "=", "CSS(" + css + ")");
                }
            }
            if (out.containsKey(css)) {
                throw new InputException(st.at(g.where().offset()), "each CSS once in PARTITION= and NOTPART= together",
                        "CSS(" + css + ") again");
            }
            out.put(css, lists(st, keyword, g, notPart));
        }
    }

    /** {@code (access)[,(candidate)][,REC]}, {@code name[,REC]}, {@code 0}, or a bare list of names. */
    private static Lists lists(Statement st, String keyword, Values.CssGroup g, boolean notPart) throws InputException {
        List<Value> items = g.items();
        if (items.isEmpty()) {
            throw Values.error(st, g.where(), "an access list in " + keyword + "=");
        }
        int i = 0;
        List<String> access;
        if (items.get(0) instanceof Value.Group a) {
            access = names(st, keyword, a.items());
            i = 1;
        } else {
            int start = i;
            while (i < items.size() && items.get(i) instanceof Value.Atom atom && !atom.is("REC")
                    && !atom.is("=")) {
                i++;
            }
            access = names(st, keyword, items.subList(start, i));
        }
        List<String> candidate = List.of();
        if (i < items.size() && (items.get(i) instanceof Value.Group
                || (items.get(i) instanceof Value.Atom eq && eq.text().equals("=")))) {
            Value c = Values.single(items.get(i));
            if (c instanceof Value.Atom same && same.is("=")) {
                candidate = access;
            } else {
                candidate = names(st, keyword, ((Value.Group) items.get(i)).items());
            }
            i++;
        }
        boolean rec = false;
        if (i < items.size() && items.get(i) instanceof Value.Atom r && r.is("REC")) {
            rec = true;
            i++;
        }
        if (i < items.size()) {
            throw Values.error(st, items.get(i), "an access list, a candidate list or REC in " + keyword + "=");
        }
        return new Lists(access, candidate, rec, notPart);
    }

    /** Partition names; a lone {@code 0} is the empty list. */
    private static List<String> names(Statement st, String keyword, List<Value> items) throws InputException {
        if (items.isEmpty()) {
            throw new InputException(st.ref(), "an access list in " + keyword + "=", "none");
        }
        if (items.size() == 1 && items.get(0) instanceof Value.Atom a && a.is("0")) {
            return List.of();
        }
        List<String> out = new ArrayList<>(items.size());
        for (Value v : items) {
            String name = Values.atom(st, v, "a partition name in " + keyword + "=");
            if (name.length() > 8 || name.equals("0") || name.equals("*")) {
                throw Values.error(st, v, "a partition name in " + keyword + "=");
            }
            out.add(name);
        }
        return List.copyOf(out);
    }
}
