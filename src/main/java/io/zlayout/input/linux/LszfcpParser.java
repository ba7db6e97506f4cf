package io.zlayout.input.linux;

import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;

import java.util.List;
import java.util.TreeMap;

/**
 * {@code lszfcp} with any of {@code -H}, {@code -P}, {@code -D} (and {@code -a} attribute blocks):
 * {@code 0.0.3d0c host0}, {@code 0.0.3d0c/0x500507630300c562 rport-0:0-0},
 * {@code 0.0.3d0c/0x500507630300c562/0x4010403300000000 0:0:0:0} or {@code ... - failed}.
 */
final class LszfcpParser implements CaptureParser {

    static final String NAME = "lszfcp";
    private static final String OBJECT = "'<bus-ID> <host>', '<bus-ID>/<WWPN> <rport>' or "
            + "'<bus-ID>/<WWPN>/<LUN> <H:C:T:L>'";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int sniff(List<Line> lines) {
        int hits = 0;
        int misses = 0;
        for (Line l : lines) {
            if (l.blank() || l.text().charAt(0) <= ' ') {
                continue;
            }
            if (objectLine(Word.texts(l.text()))) {
                hits++;
            } else {
                misses++;
            }
        }
        if (hits == 0) {
            return 0;
        }
        return misses == 0 ? 90 : hits > misses ? 60 : 10;
    }

    private static boolean objectLine(List<String> w) {
        if (w.size() < 2) {
            return false;
        }
        String[] parts = w.get(0).split("/", -1);
        if (Fields.fullBusId(parts[0]) == null) {
            return false;
        }
        return switch (parts.length) {
            case 1 -> w.size() == 2 && w.get(1).startsWith("host");
            case 2 -> Fields.hex16(parts[1]) != null && w.get(1).startsWith("rport-");
            case 3 -> Fields.hex16(parts[1]) != null && Fields.hex16(parts[2]) != null
                    && (Hctl.parse(w.get(1)) != null || w.get(1).equals("-"));
            default -> false;
        };
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Pending pending = null;
        boolean orphan = false;
        for (Line line : capture.lines()) {
            String text = line.text();
            if (line.blank()) {
                continue;
            }
            if (text.charAt(0) <= ' ') {
                // the attributes of a skipped object line go with it, unreported
                if (!orphan) {
                    attribute(line, pending, sink);
                }
                continue;
            }
            flush(pending, sink);
            pending = null;
            orphan = false;
            if (text.startsWith("Error") || text.startsWith("lszfcp:")) {
                sink.note(line.number(), NAME + " reported: " + text.trim());
                continue;
            }
            pending = object(line, sink);
            orphan = pending == null;
        }
        flush(pending, sink);
    }

    private static Pending object(Line line, Sink sink) {
        List<Word> w = Word.split(line.text());
        String first = w.get(0).text();
        String[] parts = first.split("/", -1);
        String busId = Fields.fullBusId(parts[0]);
        if (busId == null || parts.length > 3) {
            sink.skip(line.number(), 1, NAME, OBJECT, line.text().trim());
            return null;
        }
        String second = w.size() > 1 ? w.get(1).text() : null;
        if (parts.length == 1) {
            if (w.size() > 2) {
                sink.skip(line.number(), w.get(2).column(), NAME, "'<bus-ID> <host>'", line.text().trim());
                return null;
            }
            return new Pending(line, busId, null, null, second, null, null);
        }
        String wwpn = Fields.hex16(parts[1]);
        if (wwpn == null) {
            sink.skip(line.number(), busId.length() + 2, NAME, "a WWPN '0x' + 16 hex digits", parts[1]);
            return null;
        }
        if (parts.length == 2) {
            return new Pending(line, busId, wwpn, null, second, null, null);
        }
        String lun = Fields.hex16(parts[2]);
        if (lun == null) {
            sink.skip(line.number(), busId.length() + wwpn.length() + 3, NAME, "a LUN '0x' + 16 hex digits",
                    parts[2]);
            return null;
        }
        if (second == null) {
            sink.partial(line.number(), first.length() + 1, NAME, "'<H:C:T:L>' or '- failed'", null,
                    "LUN read without its state");
            return new Pending(line, busId, wwpn, lun, null, null, null);
        }
        if (second.equals("-")) {
            if (w.size() < 3 || !w.get(2).text().equals("failed")) {
                sink.partial(line.number(), w.get(1).column(), NAME, "'- failed'",
                        line.text().substring(w.get(1).column() - 1).trim(), "LUN read without its state");
                return new Pending(line, busId, wwpn, lun, null, null, null);
            }
            return new Pending(line, busId, wwpn, lun, null, null, ZfcpLun.State.FAILED);
        }
        Hctl hctl = Hctl.parse(second);
        if (hctl == null) {
            sink.partial(line.number(), w.get(1).column(), NAME, "'<H:C:T:L>' or '- failed'", second,
                    "LUN read without its state");
            return new Pending(line, busId, wwpn, lun, null, null, null);
        }
        return new Pending(line, busId, wwpn, lun, null, hctl, ZfcpLun.State.ATTACHED);
    }

    /** An {@code -a} line ({@code Class = "fc_host"}, {@code port_name = "0x..."}) or a {@code -V} sysfs path. */
    private static void attribute(Line line, Pending pending, Sink sink) {
        String t = line.text().trim();
        if (t.startsWith("/sys/")) {
            return;
        }
        int eq = t.indexOf('=');
        if (eq <= 0 || pending == null) {
            int col = Fields.indent(line.text()) + 1;
            sink.skip(line.number(), col, NAME, pending == null ? OBJECT : "an attribute 'name = \"value\"'", t);
            return;
        }
        String key = t.substring(0, eq).trim();
        String value = Fields.unquote(t.substring(eq + 1).trim());
        if (key.equals("Bus") || key.equals("Class")) {
            pending.attributeClass = value;
        } else {
            pending.attributes.put(pending.attributeClass == null ? key : pending.attributeClass + "/" + key, value);
        }
    }

    private static void flush(Pending p, Sink sink) {
        if (p == null) {
            return;
        }
        String guest = sink.guest();
        if (p.wwpn == null) {
            String host = p.second == null || p.second.isEmpty() ? null : p.second;
            sink.add(new ZfcpHost(guest, p.busId, host, p.attributes, HostCapture.LSZFCP, sink.at(p.line.number(), 1)));
        } else if (p.lun == null) {
            sink.add(new ZfcpPort(guest, p.busId, p.wwpn, p.second, p.attributes, HostCapture.LSZFCP,
                    sink.at(p.line.number(), 1)));
        } else {
            sink.add(new ZfcpLun(guest, p.busId, p.wwpn, p.lun, p.hctl, p.state, null, null, null, null, null,
                    p.attributes, HostCapture.LSZFCP, sink.at(p.line.number(), 1)));
        }
    }

    /** An object line waiting for its attribute block. */
    private static final class Pending {
        final Line line;
        final String busId;
        final String wwpn;
        final String lun;
        final String second;
        final Hctl hctl;
        final ZfcpLun.State state;
        final TreeMap<String, String> attributes = new TreeMap<>();
        String attributeClass;

        Pending(Line line, String busId, String wwpn, String lun, String second, Hctl hctl, ZfcpLun.State state) {
            this.line = line;
            this.busId = busId;
            this.wwpn = wwpn;
            this.lun = lun;
            this.second = second;
            this.hctl = hctl;
            this.state = state;
        }
    }
}
