package io.zlayout.input.iocp;

import io.zlayout.input.InputException;
import io.zlayout.model.Partition;
import io.zlayout.model.SourceRef;

import java.util.Map;

import static io.zlayout.input.iocp.Keywords.Kind.VALUE;

/**
 * RESOURCE: the logical partitions of each CSS with their MIF image IDs, in all coded forms —
 * {@code ((CSS(0),(LP1,1),LP2),(CSS(1),(*,5)))}, {@code (CSS(1),(LP1,2))}, {@code ((LP1,1),(LP2,2))},
 * {@code (LP1,LP2)}. Reserved images {@code (*,id)} become partitions named {@code *}: they hold a MIF
 * image ID that a dynamic change can later give a name.
 */
final class ResourceStatement {

    static final Keywords.Spec SPEC = new Keywords.Spec("RESOURCE",
            Map.of("PARTITION", VALUE, "MAXDEV", VALUE), Map.of("PART", "PARTITION"), false);

    private ResourceStatement() {
    }

    static void read(Statement st, Deck deck) throws InputException {
        if (deck.resource != null) {
            throw new InputException(st.ref(), "one RESOURCE statement", "a second one (the first is at "
                    + deck.resource + ")");
        }
        Keywords kw = Keywords.read(st, SPEC, deck.diagnostics);
        Value v = kw.require("PARTITION");
        SourceRef ref = st.ref();
        for (Values.CssGroup g : Values.cssGroups(st, "PARTITION", v)) {
            int css = g.implicit() ? 0 : Values.oneCss(st, "PARTITION", g);
            if (g.items().isEmpty()) {
                throw Values.error(st, g.where(), "at least one partition after CSS(" + css + ") in PARTITION=");
            }
            for (Value item : g.items()) {
                String name;
                Integer mif = null;
                if (item instanceof Value.Group p && (p.items().size() == 1 || p.items().size() == 2)) {
                    name = name(st, p.items().get(0));
                    if (p.items().size() == 2) {
                        mif = Values.hexExactlyInt(st, p.items().get(1), "a MIF image ID (one hexadecimal digit 1-F)",
                                1);
                        if (mif == 0) {
                            throw Values.error(st, p.items().get(1), "a MIF image ID (one hexadecimal digit 1-F)");
                        }
                    }
                } else {
                    name = name(st, item);
                }
                if (name.equals("*") && mif == null) {
                    throw Values.error(st, item, "a MIF image ID for the reserved partition, as (*,id)");
                }
                deck.elements.add(new Partition(css, name, mif, ref));
            }
            deck.resourceCss.add(css);
        }
        deck.resource = ref;
    }

    private static String name(Statement st, Value v) throws InputException {
        String expected = "a partition name (1-8 characters) or (name,MIF image ID) in PARTITION=";
        String name = Values.atom(st, v, expected);
        if (name.length() > 8) {
            throw Values.error(st, v, expected);
        }
        return name;
    }
}
