package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;
import io.zlayout.model.UnitAddRange;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.DeviceNumber;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

import static io.zlayout.input.iocp.Keywords.Kind.VALUE;
import static java.util.Map.entry;

/**
 * IODEVICE: {@code ADDRESS=(number,count)} expanded into one {@link Device} per device number, each with its
 * unit address ({@code UNITADD=} stepped by one, else the low byte of its number) and the subchannel set of
 * every CSS it is defined in. Those CSSs are the ones its control units have channel paths in, less any
 * CSS given a null device candidate list ({@code (CSS(1),0)}, which IOCP reads as "not defined there").
 */
final class DeviceStatement {

    static final Keywords.Spec SPEC = new Keywords.Spec("IODEVICE", Map.ofEntries(
            entry("ADDRESS", VALUE), entry("CUNUMBR", VALUE), entry("MODEL", VALUE), entry("PARTITION", VALUE),
            entry("NOTPART", VALUE), entry("PATH", VALUE), entry("SCHSET", VALUE), entry("STADET", VALUE),
            entry("TIMEOUT", VALUE), entry("UNIT", VALUE), entry("UNITADD", VALUE)),
            Map.of("PART", "PARTITION"), false);

    /** IOCP allows up to eight control units per device. */
    private static final int MAX_CONTROL_UNITS = 8;

    private DeviceStatement() {
    }

    /** ADDRESS=: the first device number and how many. */
    private record Address(int first, int count, Value where) {
    }

    /**
     * PARTITION= or NOTPART=: the names of every CSS group, and as CSS bit masks the CSSs named with names
     * and those given a null list ({@code 0}).
     */
    private record CandidateLists(String keyword, List<String> names, int named, int nulled, boolean notPart,
                                  Value where) {
        static final CandidateLists NONE = new CandidateLists("PARTITION", List.of(), 0, 0, false, null);
    }

    /** SCHSET=: one set for every CSS ({@code all}), or one per CSS named in {@code mask}. */
    private record SubchannelSets(int all, int[] perCss, int mask, Value where) {
        static final SubchannelSets NONE = new SubchannelSets(0, null, 0, null);

        int of(int css) {
            return (mask & 1 << css) != 0 ? perCss[css] : all;
        }
    }

    static void read(Statement st, Deck deck) throws InputException {
        Keywords kw = Keywords.read(st, SPEC, deck.diagnostics);
        Address address = address(st, kw.require("ADDRESS"));
        Value cuValue = kw.require("CUNUMBR");
        Value unitValue = kw.require("UNIT");

        List<Value> cuItems = cuValue instanceof Value.Group g ? g.items() : List.of(cuValue);
        if (cuItems.size() > MAX_CONTROL_UNITS) {
            throw new InputException(st.at(cuItems.get(MAX_CONTROL_UNITS).offset()), "at most " + MAX_CONTROL_UNITS
                    + " control unit numbers in CUNUMBR=", cuItems.size() + " numbers");
        }
        List<CuNumber> cus = new ArrayList<>(cuItems.size());
        int css = 0; // the CSSs the control units have channel paths in, a bit per CSS (ids are 0-9)
        boolean unknownCu = false;
        for (Value item : cuItems) {
            int number = Values.hexInt(st, item, "a control unit number of 1-4 hexadecimal digits in CUNUMBR=", 4);
            Deck.KnownControlUnit cu = deck.controlUnits[number];
            if (cu == null) {
                unknownCu = true;
                cus.add(new CuNumber(number));
                deck.diagnostics.add(Diagnostic.warning(st.at(item.offset()), "CUNUMBR= names control unit "
                        + new CuNumber(number) + ", which no CNTLUNIT statement before this one defines (IOCP needs the"
                        + " CNTLUNIT first); the device is kept"));
            } else {
                cus.add(cu.number());
                css |= cu.cssMask();
            }
        }

        String unit = Values.atom(st, Values.single(unitValue), "UNIT= as a device type (3390B, 3390A, FCP, ...)");
        Value modelValue = kw.value("MODEL");
        String model = modelValue == null ? null : Values.atom(st, Values.single(modelValue), "MODEL= as a model");
        int firstUnitAddress = unitAddress(st, kw.value("UNITADD"), address);
        CandidateLists lists = candidateLists(st, kw, deck);
        SubchannelSets sets = subchannelSets(st, kw.value("SCHSET"));

        if (unknownCu && css == 0) {
            // without the control unit, the CSSs the statement itself names are all there is to go by
            css = lists.named() | sets.mask();
            if (css == 0 && deck.resourceCss.size() <= 1) {
                css = 1 << (deck.resourceCss.isEmpty() ? 0 : deck.resourceCss.first());
            }
        } else {
            for (int c = 0; c < 10; c++) {
                if ((lists.named() & ~css & 1 << c) != 0) {
                    deck.diagnostics.add(Diagnostic.warning(st.at(lists.where().offset()), lists.keyword()
                            + "= names CSS(" + c + "), where none of the device's control units has a channel path;"
                            + " ignored"));
                }
            }
        }
        css &= ~lists.nulled();
        // CSS -> subchannel set, coded in an int (bit 30 - CSS: defined; bits 2*CSS: the set) to find the
        // statement's map among the few a deck has
        int code = 0;
        for (int c = 0; c < 10; c++) {
            if ((sets.mask() & ~css & 1 << c) != 0) {
                deck.diagnostics.add(Diagnostic.warning(st.at(sets.where().offset()), "SCHSET= names CSS(" + c
                        + "), where the device is not defined; ignored"));
            }
            if ((css & 1 << c) != 0) {
                code |= 1 << (30 - c) | sets.of(c) << 2 * c;
            }
        }

        Map<String, String> extra = kw.extra("PATH", "STADET", "TIMEOUT");
        int max = Deck.maxDevices();
        if (deck.devices + address.count() > max) {
            throw new InputException(st.ref(), "at most " + max + " devices in one deck (6 CSS x 4 subchannel sets x"
                    + " 65,536 device numbers)", "ADDRESS=(" + DeviceNumber.of(address.first()) + "," + address.count()
                    + "), device " + (deck.devices + address.count()) + " of the deck");
        }
        deck.devices += address.count();
        SortedMap<Integer, Integer> used = expand(deck.elements, address.first(), address.count(), firstUnitAddress,
                deck.share(unit), deck.share(model), deck.share(List.copyOf(cus)), deck.subchannelSets(code),
                deck.share(lists.names()), lists.notPart(), deck.share(extra), st.ref());
        deck.keepSubchannelSets(code, used);
    }

    /** ADDRESS=(number[,count]) or ADDRESS=number; counts 1-256, numbers up to FFFF. */
    private static Address address(Statement st, Value v) throws InputException {
        Value numberValue = v;
        int count = 1;
        if (v instanceof Value.Group g && (g.items().size() == 1 || g.items().size() == 2)) {
            numberValue = g.items().get(0);
            if (g.items().size() == 2) {
                count = Values.decimal(st, g.items().get(1), "a device count of 1-256 (decimal) in ADDRESS=", 1, 256);
            }
        } else if (!(v instanceof Value.Atom)) {
            throw Values.error(st, v, "ADDRESS=(number[,count])");
        }
        int first = Values.hexInt(st, numberValue, "a device number of 1-4 hexadecimal digits in ADDRESS=", 4);
        if (first + count - 1 > 0xFFFF) {
            throw new InputException(st.at(v.offset()), "device numbers up to FFFF in ADDRESS=", DeviceNumber.of(first)
                    + " + " + count + " devices, which ends at " + Integer.toHexString(first + count - 1)
                    .toUpperCase(java.util.Locale.ROOT));
        }
        return new Address(first, count, v);
    }

    /** The first unit address: UNITADD=, else the low byte of the first device number; the last up to FF. */
    private static int unitAddress(Statement st, Value v, Address address) throws InputException {
        if (v != null) {
            int ua = Values.hexInt(st, Values.single(v), "a unit address of 1-2 hexadecimal digits in UNITADD=", 2);
            if (ua + address.count() - 1 > 0xFF) {
                throw new InputException(st.at(v.offset()), "unit addresses up to FF (UNITADD= + count - 1)",
                        "UNITADD=" + UnitAddRange.format(ua) + " with " + address.count() + " devices");
            }
            return ua;
        }
        int ua = address.first() & 0xFF;
        if (ua + address.count() - 1 > 0xFF) {
            throw new InputException(st.at(address.where().offset()), "unit addresses up to FF: without UNITADD= the"
                    + " unit address is the low byte of the device number, plus count - 1",
                    DeviceNumber.of(address.first()) + " + " + address.count() + " devices (code UNITADD= or split the"
                    + " statement)");
        }
        return ua;
    }

    /** PARTITION= or NOTPART=; a null list (0) takes the CSS away (ICP327I). */
    private static CandidateLists candidateLists(Statement st, Keywords kw, Deck deck) throws InputException {
        Value partValue = kw.value("PARTITION");
        Value notPartValue = kw.value("NOTPART");
        if (partValue != null && notPartValue != null) {
            throw new InputException(st.at(kw.get("NOTPART").offset()), "one of PARTITION= and NOTPART= (zlayout reads"
                    + " one device candidate list form per IODEVICE)", "both");
        }
        if (partValue == null && notPartValue == null) {
            return CandidateLists.NONE;
        }
        boolean notPart = notPartValue != null;
        String keyword = notPart ? "NOTPART" : "PARTITION";
        Value v = notPart ? notPartValue : partValue;
        List<String> names = new ArrayList<>();
        int named = 0;
        int nulled = 0;
        for (Values.CssGroup g : Values.cssGroups(st, keyword, v)) {
            int c = g.implicit() ? deck.implicitCss(st, v, keyword) : Values.oneCss(st, keyword, g);
            if (g.items().isEmpty()) {
                throw Values.error(st, g.where(), "partition names or 0 after CSS(" + c + ") in " + keyword + "=");
            }
            if (g.items().size() == 1 && g.items().get(0) instanceof Value.Atom a && a.is("0")) {
                nulled |= 1 << c;
                continue;
            }
            for (Value item : g.items()) {
                String name = Values.atom(st, item, "a partition name in " + keyword + "=");
                if (name.length() > 8 || name.equals("0") || name.equals("*")) {
                    throw Values.error(st, item, "a partition name in " + keyword + "=");
                }
                names.add(name);
            }
            named |= 1 << c;
        }
        return new CandidateLists(keyword, List.copyOf(names), named, nulled, notPart, v);
    }

    /** SCHSET=ssid or SCHSET=((CSS(0),1),(CSS(1),0)); default set 0. */
    private static SubchannelSets subchannelSets(Statement st, Value v) throws InputException {
        if (v == null) {
            return SubchannelSets.NONE;
        }
        String expected = "a subchannel set id (0-3) in SCHSET=";
        Value one = Values.single(v);
        if (one instanceof Value.Atom) {
            return new SubchannelSets(Values.decimal(st, one, expected, 0, 3), null, 0, v);
        }
        int[] perCss = new int[10];
        int mask = 0;
        for (Values.CssGroup g : Values.cssGroups(st, "SCHSET", v)) {
            if (g.implicit() || g.items().size() != 1) {
                throw Values.error(st, g.where(), "SCHSET=ssid or SCHSET=((CSS(n),ssid),...)");
            }
            int c = Values.oneCss(st, "SCHSET", g);
            perCss[c] = Values.decimal(st, g.items().get(0), expected, 0, 3);
            mask |= 1 << c;
        }
        return new SubchannelSets(0, perCss, mask, v);
    }

    /** One device per number; returns the subchannel-set map the devices hold. */
    private static SortedMap<Integer, Integer> expand(List<Element> out, int first, int count, int firstUnitAddress, String unit, String model,
                               List<CuNumber> cus, SortedMap<Integer, Integer> subchannelSets, List<String> partitions,
                               boolean notPart, Map<String, String> extra, SourceRef ref) {
        SortedMap<Integer, Integer> sets = subchannelSets;
        for (int i = 0; i < count; i++) {
            Device d = new Device(DeviceNumber.of(first + i), firstUnitAddress + i, unit, model, cus,
                    sets, partitions, notPart, extra, ref);
            // the device's own (shared, immutable) map is found by identity where an equal one is compared
            sets = d.subchannelSets();
            out.add(d);
        }
        return sets;
    }
}
