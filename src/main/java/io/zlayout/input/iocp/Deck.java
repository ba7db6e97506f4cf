package io.zlayout.input.iocp;

import io.zlayout.model.Diagnostic;
import io.zlayout.input.InputException;
import io.zlayout.model.Element;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.zlayout.input.iocp.Keywords.Kind.VALUE;

/**
 * What has been read of one deck so far, and the dispatch of each statement to the code that reads it.
 * Later statements depend on earlier ones: the CSSs RESOURCE defines decide the single-CSS short forms,
 * and the control units CNTLUNIT defines decide the CSSs of the devices that name them.
 */
final class Deck implements CardScanner.Sink {

    /** Statements whose operand is read; FUNCTION, UUID and unknown statements are skipped. */
    static final Set<String> SCANNED = Set.of("ID", "RESOURCE", "CHPID", "CNTLUNIT", "IODEVICE");

    private static final Keywords.Spec ID = new Keywords.Spec("ID",
            Map.of("MSG1", VALUE, "MSG2", VALUE, "SYSTEM", VALUE, "LSYSTEM", VALUE, "TOK", VALUE), Map.of(), true);

    /**
     * A control unit as devices need it.
     *
     * @param number  CUNUMBR as four hex digits, shared by every device that names it
     * @param cssMask bit n set when the control unit has channel paths in CSS n
     */
    record KnownControlUnit(io.zlayout.model.id.CuNumber number, int cssMask, SourceRef source) {
    }

    final String file;
    final List<Element> elements = new ArrayList<>();
    final List<Diagnostic> diagnostics;
    final TreeSet<Integer> resourceCss = new TreeSet<>();
    SourceRef resource;
    /** By control unit number: a table, as every device looks its control units up. */
    final KnownControlUnit[] controlUnits = new KnownControlUnit[0x10000];
    /** (css << 8 | chpid) -> where it was defined, to report a channel path defined twice. */
    final Map<Integer, SourceRef> chpids = new HashMap<>();

    /** Equal immutable values (unit types, control unit lists, extra maps) kept once; see {@link #share}. */
    private final Map<Object, Object> shared = new HashMap<>();
    private final Map<Integer, SortedMap<Integer, Integer>> subchannelSets = new HashMap<>();

    /**
     * The most devices a deck may expand to: every device number of 4 subchannel sets in 6 CSSs, more than
     * any IOCDS holds. A deck past it (ADDRESS counts of 256 in some 6,000 IODEVICE statements) is refused
     * where it crosses the limit rather than read into memory. System property {@code zlayout.maxDevices}
     * overrides it.
     */
    static final int MAX_DEVICES = 6 * 4 * 65_536;

    /** Devices expanded so far. */
    int devices;

    static int maxDevices() {
        return Integer.getInteger("zlayout.maxDevices", MAX_DEVICES);
    }

    private int known;
    private int functions;
    private SourceRef firstFunction;
    private int uuids;
    private SourceRef firstUuid;

    Deck(String file, List<Diagnostic> diagnostics) {
        this.file = file;
        this.diagnostics = diagnostics;
    }

    @Override
    public void accept(Statement st) throws InputException {
        switch (st.operation) {
            case "ID" -> Keywords.read(st, ID, diagnostics); // identification only: nothing to model
            case "RESOURCE" -> ResourceStatement.read(st, this);
            case "CHPID" -> ChpidStatement.read(st, this);
            case "CNTLUNIT" -> ControlUnitStatement.read(st, this);
            case "IODEVICE" -> DeviceStatement.read(st, this);
            case "FUNCTION" -> {
                functions++;
                if (firstFunction == null) {
                    firstFunction = st.ref();
                }
            }
            case "UUID" -> {
                uuids++;
                if (firstUuid == null) {
                    firstUuid = st.ref();
                }
            }
            default -> {
                diagnostics.add(Diagnostic.warning(st.ref(), "unknown statement " + InputException.quote(st.operation)
                        + " skipped (IOCP statements are ID, RESOURCE, CHPID, CNTLUNIT, IODEVICE, FUNCTION, UUID)"));
                return;
            }
        }
        known++;
    }

    /**
     * The one instance of an immutable value equal to {@code value}. Every device of a deck holds its unit
     * type, control unit list and extra keywords; sharing the few distinct ones keeps what a large deck leaves
     * for the collector to copy small.
     */
    @SuppressWarnings("unchecked")
    <T> T share(T value) {
        if (value == null) {
            return null;
        }
        Object prior = shared.putIfAbsent(value, value);
        return prior == null ? value : (T) prior;
    }

    /** The CSS to subchannel set map of a device, from its code (see DeviceStatement); one per code. */
    SortedMap<Integer, Integer> subchannelSets(int code) {
        return subchannelSets.computeIfAbsent(code, k -> {
            SortedMap<Integer, Integer> m = new TreeMap<>();
            for (int c = 0; c < 10; c++) {
                if ((k & 1 << (30 - c)) != 0) {
                    m.put(c, k >> 2 * c & 3);
                }
            }
            return m;
        });
    }

    /** Keeps the immutable map the devices of this code ended up with, so that later ones pass that very map. */
    void keepSubchannelSets(int code, SortedMap<Integer, Integer> used) {
        subchannelSets.put(code, used);
    }

    /** Statements of a kind IOCP knows (read or skipped on purpose). */
    int known() {
        return known;
    }

    /** Adds the notes for what was skipped on purpose, once per kind. */
    void finish() {
        if (functions > 0) {
            diagnostics.add(Diagnostic.note(firstFunction, (functions == 1 ? "FUNCTION statement skipped"
                    : functions + " FUNCTION statements skipped (the first here)")
                    + ": PCIe functions (RoCE, zHyperLink, ...) are not part of the storage topology zlayout models"));
        }
        if (uuids > 0) {
            diagnostics.add(Diagnostic.note(firstUuid, (uuids == 1 ? "UUID statement skipped"
                    : uuids + " UUID statements skipped (the first here)") + ": UUID checking is not modelled"));
        }
    }

    /**
     * The CSS of a single-CSS short form ({@code PATH=(70)}): the one CSS RESOURCE defines, CSS 0 when it
     * defines none; an error when it defines several, as IOCP then needs {@code CSS(n)}.
     */
    int implicitCss(Statement st, Value where, String keyword) throws InputException {
        if (resourceCss.isEmpty()) {
            return 0;
        }
        if (resourceCss.size() == 1) {
            return resourceCss.first();
        }
        throw new InputException(st.at(where.offset()), "(CSS(n),...) in " + keyword + "=, because RESOURCE defines"
                + " CSSs " + join(resourceCss), "the single-CSS form " + Values.describe(st, where));
    }

    static String join(Iterable<Integer> css) {
        StringBuilder b = new StringBuilder();
        for (int c : css) {
            if (b.length() > 0) {
                b.append(',');
            }
            b.append(c);
        }
        return b.toString();
    }
}
