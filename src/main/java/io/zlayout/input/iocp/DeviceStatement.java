package io.zlayout.input.iocp;

import io.zlayout.input.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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

    static void read(Statement st, Deck deck) throws InputException {
        Keywords kw = Keywords.read(st, SPEC, deck.diagnostics);
        Value addressValue = kw.require("ADDRESS");
        Value cuValue = kw.require("CUNUMBR");
        Value unitValue = kw.require("UNIT");

        // ADDRESS=(number[,count]) or ADDRESS=number
        Value numberValue = addressValue;
        int count = 1;
        if (addressValue instanceof Value.Group g && (g.items().size() == 1 || g.items().size() == 2)) {
            numberValue = g.items().get(0);
            if (g.items().size() == 2) {
                count = Values.decimal(st, g.items().get(1), "a device count of 1-256 (decimal) in ADDRESS=", 1, 256);
            }
        } else if (!(addressValue instanceof Value.Atom)) {
            throw Values.error(st, addressValue, "ADDRESS=(number[,count])");
        }
        int first = Values.hexInt(st, numberValue, "a device number of 1-4 hexadecimal digits in ADDRESS=", 4);
        if (first + count - 1 > 0xFFFF) {
            throw new InputException(st.at(addressValue.offset()), "device numbers up to FFFF in ADDRESS=",
                    Values.hex4(first) + " + " + count + " devices, which ends at " + Integer.toHexString(first + count - 1)
                            .toUpperCase(java.util.Locale.ROOT));
        }

        List<Value> cuItems = cuValue instanceof Value.Group g ? g.items() : List.of(cuValue);
        if (cuItems.size() > MAX_CONTROL_UNITS) {
            throw new InputException(st.at(cuItems.get(MAX_CONTROL_UNITS).offset()), "at most " + MAX_CONTROL_UNITS
                    + " control unit numbers in CUNUMBR=", cuItems.size() + " numbers");
        }
        List<String> cus = new ArrayList<>(cuItems.size());
        Deck.KnownControlUnit[] known = new Deck.KnownControlUnit[cuItems.size()];
        for (int i = 0; i < cuItems.size(); i++) {
            int number = Values.hexInt(st, cuItems.get(i), "a control unit number of 1-4 hexadecimal digits in CUNUMBR=", 4);
            known[i] = deck.controlUnits[number];
            cus.add(known[i] != null ? known[i].number() : Values.hex4(number));
        }

        String unit = Values.atom(st, Values.single(unitValue), "UNIT= as a device type (3390B, 3390A, FCP, ...)");
        Value modelValue = kw.value("MODEL");
        String model = modelValue == null ? null : Values.atom(st, Values.single(modelValue), "MODEL= as a model");

        Value uaValue = kw.value("UNITADD");
        int firstUnitAddress;
        if (uaValue != null) {
            firstUnitAddress = Values.hexInt(st, Values.single(uaValue),
                    "a unit address of 1-2 hexadecimal digits in UNITADD=", 2);
            if (firstUnitAddress + count - 1 > 0xFF) {
                throw new InputException(st.at(uaValue.offset()), "unit addresses up to FF (UNITADD= + count - 1)",
                        "UNITADD=" + Values.hex2(firstUnitAddress) + " with " + count + " devices");
            }
        } else {
            firstUnitAddress = first & 0xFF;
            if (firstUnitAddress + count - 1 > 0xFF) {
                throw new InputException(st.at(addressValue.offset()), "unit addresses up to FF: without UNITADD= the"
                        + " unit address is the low byte of the device number, plus count - 1",
                        Values.hex4(first) + " + " + count + " devices (code UNITADD= or split the statement)");
            }
        }

        // CSSs from the control units' paths, as bit masks (CSS ids are 0-9)
        int css = 0;
        boolean unknownCu = false;
        for (int i = 0; i < cus.size(); i++) {
            Deck.KnownControlUnit cu = known[i];
            if (cu == null) {
                unknownCu = true;
                deck.diagnostics.add(Diagnostic.warning(st.at(cuItems.get(i).offset()), "CUNUMBR= names control unit "
                        + cus.get(i) + ", which no CNTLUNIT statement before this one defines (IOCP needs the CNTLUNIT"
                        + " first); the device is kept"));
            } else {
                css |= cu.cssMask();
            }
        }

        // PARTITION= / NOTPART=: device candidate lists; a null list (0) takes the CSS away (ICP327I)
        Value partValue = kw.value("PARTITION");
        Value notPartValue = kw.value("NOTPART");
        if (partValue != null && notPartValue != null) {
            throw new InputException(st.at(kw.get("NOTPART").offset()), "one of PARTITION= and NOTPART= (zlayout reads"
                    + " one device candidate list form per IODEVICE)", "both");
        }
        boolean notPart = notPartValue != null;
        String partKeyword = notPart ? "NOTPART" : "PARTITION";
        Value lists = notPart ? notPartValue : partValue;
        List<String> partitions = List.of();
        int named = 0;
        int nulled = 0;
        if (lists != null) {
            partitions = new ArrayList<>();
            for (Values.CssGroup g : Values.cssGroups(st, partKeyword, lists)) {
                int c = g.implicit() ? deck.implicitCss(st, lists, partKeyword) : Values.oneCss(st, partKeyword, g);
                if (g.items().isEmpty()) {
                    throw Values.error(st, g.where(), "partition names or 0 after CSS(" + c + ") in " + partKeyword + "=");
                }
                if (g.items().size() == 1 && g.items().get(0) instanceof Value.Atom a && a.is("0")) {
                    nulled |= 1 << c;
                } else {
                    for (Value item : g.items()) {
                        String name = Values.atom(st, item, "a partition name in " + partKeyword + "=");
                        if (name.length() > 8 || name.equals("0") || name.equals("*")) {
                            throw Values.error(st, item, "a partition name in " + partKeyword + "=");
                        }
                        partitions.add(name);
                    }
                    named |= 1 << c;
                }
            }
            partitions = List.copyOf(partitions);
        }

        // SCHSET=ssid or SCHSET=((CSS(0),1),(CSS(1),0))
        Value schsetValue = kw.value("SCHSET");
        int allSets = 0;
        int[] sets = null;
        int setMask = 0;
        if (schsetValue != null) {
            String expected = "a subchannel set id (0-3) in SCHSET=";
            Value one = Values.single(schsetValue);
            if (one instanceof Value.Atom) {
                allSets = Values.decimal(st, one, expected, 0, 3);
            } else {
                sets = new int[10];
                for (Values.CssGroup g : Values.cssGroups(st, "SCHSET", schsetValue)) {
                    if (g.implicit() || g.items().size() != 1) {
                        throw Values.error(st, g.where(), "SCHSET=ssid or SCHSET=((CSS(n),ssid),...)");
                    }
                    int c = Values.oneCss(st, "SCHSET", g);
                    sets[c] = Values.decimal(st, g.items().get(0), expected, 0, 3);
                    setMask |= 1 << c;
                }
            }
        }

        if (unknownCu && css == 0) {
            // without the control unit, the CSSs the statement itself names are all there is to go by
            css = named | setMask;
            if (css == 0 && deck.resourceCss.size() <= 1) {
                css = 1 << (deck.resourceCss.isEmpty() ? 0 : deck.resourceCss.first());
            }
        } else {
            for (int c = 0; c < 10; c++) {
                if ((named & ~css & 1 << c) != 0) {
                    deck.diagnostics.add(Diagnostic.warning(st.at(lists.offset()), partKeyword + "= names CSS(" + c
                            + "), where none of the device's control units has a channel path; ignored"));
                }
            }
        }
        css &= ~nulled;
        TreeMap<Integer, Integer> subchannelSets = new TreeMap<>();
        for (int c = 0; c < 10; c++) {
            if ((setMask & ~css & 1 << c) != 0) {
                deck.diagnostics.add(Diagnostic.warning(st.at(schsetValue.offset()), "SCHSET= names CSS(" + c
                        + "), where the device is not defined; ignored"));
            }
            if ((css & 1 << c) != 0) {
                subchannelSets.put(c, (setMask & 1 << c) != 0 ? sets[c] : allSets);
            }
        }

        Map<String, String> extra = kw.extra("PATH", "STADET", "TIMEOUT");
        int max = Deck.maxDevices();
        if (deck.devices + count > max) {
            throw new InputException(st.ref(), "at most " + max + " devices in one deck (6 CSS x 4 subchannel sets x"
                    + " 65,536 device numbers)", "ADDRESS=(" + Values.hex4(first) + "," + count + "), device "
                    + (deck.devices + count) + " of the deck");
        }
        deck.devices += count;
        expand(deck.elements, first, count, firstUnitAddress, unit, model, List.copyOf(cus), subchannelSets,
                partitions, notPart, extra, st.ref());
    }

    private static void expand(List<Element> out, int first, int count, int firstUnitAddress, String unit, String model,
                               List<String> cus, TreeMap<Integer, Integer> subchannelSets, List<String> partitions,
                               boolean notPart, Map<String, String> extra, SourceRef ref) {
        // one frozen copy of the per-statement values, shared by every device of the statement
        java.util.SortedMap<Integer, Integer> sets = java.util.Collections.unmodifiableSortedMap(
                new TreeMap<>(subchannelSets));
        partitions = List.copyOf(partitions);
        extra = Map.copyOf(extra);
        for (int i = 0; i < count; i++) {
            out.add(new Device(Values.hex4(first + i), Values.hex2(firstUnitAddress + i), unit, model, cus,
                    sets, partitions, notPart, extra, ref));
        }
    }
}
