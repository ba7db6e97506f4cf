package io.zlayout.input.linux;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;

import java.util.List;
import java.util.TreeMap;

/**
 * A {@code chzdev --export} file: sections {@code [persistent|active|autoconf <type> <id>]} with
 * {@code attribute=value} lines. Reads {@code zfcp-host}, {@code zfcp-lun}
 * ({@code <bus-ID>:<WWPN>:<LUN>}), {@code dasd-eckd} and {@code dasd-fba}; other device types and type-level
 * sections ({@code [persistent zfcp-host]}) are skipped with a note.
 */
final class ChzdevExportParser extends RecordParser {

    static final String NAME = "chzdev --export";

    ChzdevExportParser() {
        super(NAME, TableSniff.Curve.records(1, 90));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        if (t.startsWith("#")) {
            return TableSniff.Kind.SKIP;
        }
        return header(t) != null ? TableSniff.Kind.ROW : t.indexOf('=') <= 0 ? TableSniff.Kind.MISS
                : TableSniff.Kind.SKIP;
    }

    /** {@code [set type id]} split into its 2 or 3 words, or null. */
    private static List<String> header(String t) {
        if (!t.startsWith("[") || !t.endsWith("]")) {
            return null;
        }
        List<String> w = Word.texts(t.substring(1, t.length() - 1));
        if (w.size() < 2 || w.size() > 3) {
            return null;
        }
        String set = w.get(0);
        return set.equals("persistent") || set.equals("active") || set.equals("autoconf") ? w : null;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Section current = null;
        boolean skipping = false;
        for (Line line : capture.lines()) {
            String t = line.text().trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            int col = Fields.indent(line.text()) + 1;
            if (t.startsWith("[")) {
                flush(current, sink);
                current = null;
                List<String> h = header(t);
                if (h == null) {
                    sink.skip(line.number(), col, NAME, "a section header '[persistent|active|autoconf <type> <id>]'",
                            t);
                    skipping = true;
                } else {
                    current = new Section(line, h.get(0), h.get(1), h.size() == 3 ? h.get(2) : null);
                    skipping = false;
                }
                continue;
            }
            if (skipping) {
                continue;
            }
            int eq = t.indexOf('=');
            if (current == null || eq <= 0) {
                sink.skip(line.number(), col, NAME, current == null ? "a section header '[persistent <type> <id>]'"
                        : "'attribute=value'", t);
                continue;
            }
            current.attributes().put(t.substring(0, eq).trim(), Fields.unquote(t.substring(eq + 1).trim()));
        }
        flush(current, sink);
    }

    private static void flush(Section s, Sink sink) {
        if (s == null) {
            return;
        }
        int line = s.line().number();
        int col = Fields.indent(s.line().text()) + 1;
        HostCapture origin = switch (s.set()) {
            case "active" -> HostCapture.CHZDEV_ACTIVE;
            case "autoconf" -> HostCapture.CHZDEV_AUTOCONF;
            default -> HostCapture.CHZDEV_PERSISTENT;
        };
        if (s.id() == null) {
            sink.note(line, NAME + ": type settings [" + s.set() + " " + s.type() + "] skipped");
            return;
        }
        switch (s.type()) {
            case "zfcp-host" -> {
                BusId busId = Fields.anyBus(s.id());
                if (busId == null) {
                    sink.skip(line, col, NAME, "a bus ID '0.0.xxxx'", s.id());
                    return;
                }
                sink.add(new ZfcpHost(sink.guest(), busId, null, s.attributes(), origin, sink.at(line, col)));
            }
            case "zfcp-lun" -> {
                String[] p = s.id().split(":", -1);
                BusId busId = p.length == 3 ? Fields.anyBus(p[0]) : null;
                Wwn wwpn = p.length == 3 ? Fields.wwpn16(p[1]) : null;
                FcpLun lun = p.length == 3 ? Fields.lun16(p[2]) : null;
                if (busId == null || wwpn == null || lun == null) {
                    sink.skip(line, col, NAME, "a LUN ID '<bus-ID>:0x<16 hex WWPN>:0x<16 hex LUN>'", s.id());
                    return;
                }
                ZfcpLun.State state = origin == HostCapture.CHZDEV_ACTIVE ? ZfcpLun.State.ATTACHED
                        : ZfcpLun.State.CONFIGURED;
                sink.add(new ZfcpLun(sink.guest(), busId, wwpn, lun, null, state, null, null, null, null, null,
                        s.attributes(), origin, sink.at(line, col)));
            }
            case "dasd-eckd", "dasd-fba", "dasd" -> {
                BusId busId = Fields.anyBus(s.id());
                if (busId == null) {
                    sink.skip(line, col, NAME, "a bus ID '0.0.xxxx'", s.id());
                    return;
                }
                sink.add(new DasdDevice(sink.guest(), busId, null, null, null, s.type(), null, null, null, null,
                        "1".equals(s.attributes().get("readonly")), s.attributes(), origin, sink.at(line, col)));
            }
            default -> sink.note(line, NAME + ": " + s.type() + " devices are not storage zlayout reads; [" + s.set()
                    + " " + s.type() + " " + s.id() + "] skipped");
        }
    }

    /** One {@code [set type id]} section of the export and its {@code key=value} settings, in key order. */
    private record Section(Line line, String set, String type, String id, TreeMap<String, String> attributes) {
        Section(Line line, String set, String type, String id) {
            this(line, set, type, id, new TreeMap<>());
        }
    }
}
