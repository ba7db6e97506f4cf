package io.zlayout.input.linux;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;

import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code lszfcp} with any of {@code -H}, {@code -P}, {@code -D} (and {@code -a} attribute blocks):
 * {@code 0.0.3d0c host0}, {@code 0.0.3d0c/0x500507630300c562 rport-0:0-0},
 * {@code 0.0.3d0c/0x500507630300c562/0x4010403300000000 0:0:0:0} or {@code ... - failed}. With {@code -e}
 * the state markers after an object ({@code offline}, {@code failed}, {@code defunct}, {@code NotOnline},
 * {@code auto}, {@code NotRunning}, ...) are kept on its record; {@code -V} prints sysfs paths instead of the
 * short forms and is read as well.
 */
final class LszfcpParser extends RecordParser {

    static final String NAME = "lszfcp";
    private static final String OBJECT = "'<bus-ID> <host>', '<bus-ID>/<WWPN> <rport>' or "
            + "'<bus-ID>/<WWPN>/<LUN> <H:C:T:L>'";

    LszfcpParser() {
        super(NAME, TableSniff.Curve.records(1, 90));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        if (l.text().charAt(0) <= ' ' || blockClass(t) != null || t.equals("-") || t.equals("- -")) {
            return TableSniff.Kind.SKIP;
        }
        if (objectLine(Word.texts(l.text())) || (t.startsWith("/") && t.contains("/devices/css"))
                && Word.texts(t).size() <= 3) {
            return TableSniff.Kind.ROW;
        }
        return t.startsWith("/sys/") || t.startsWith("- (NoMoreZfcpPort:") ? TableSniff.Kind.SKIP
                : TableSniff.Kind.MISS;
    }

    /**
     * A whole line of an object: {@code -H}, {@code -P} or {@code -D} with its markers, or a {@code -V} line of sysfs
     * paths, each word a path or a marker.
     */
    @Override
    public boolean row(String text) {
        List<String> w = Word.texts(text);
        if (w.isEmpty()) {
            return false;
        }
        if (!w.get(0).startsWith("/sys/")) {
            return objectLine(w);
        }
        for (String word : w) {
            if (!word.startsWith("/sys/") && !HOST_MARKERS.contains(word) && !PORT_MARKERS.contains(word)
                    && !LUN_MARKERS.contains(word) && !word.equals("failed")) {
                return false;
            }
        }
        return true;
    }

    private static boolean objectLine(List<String> w) {
        if (w.size() < 2) {
            return false;
        }
        String[] parts = w.get(0).split("/", -1);
        if (Fields.fullBusId(parts[0]) == null) {
            return false;
        }
        List<String> rest = w.subList(2, w.size());
        return switch (parts.length) {
            case 1 -> (w.get(1).startsWith("host") || w.get(1).equals("-")) && HOST_MARKERS.containsAll(rest);
            case 2 -> Fields.hex16(parts[1]) != null && w.get(1).startsWith("rport-") && PORT_MARKERS.containsAll(rest);
            case 3 -> Fields.hex16(parts[1]) != null && Fields.hex16(parts[2]) != null
                    && (Hctl.parse(w.get(1)) != null && LUN_MARKERS.containsAll(rest)
                    || w.get(1).equals("-") && rest.equals(List.of("failed")));
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
            String t = text.trim();
            String block = blockClass(t);
            if (block != null) {
                // lszfcp prints 'Bus = "ccw"' and 'Class = "fc_host"' in column 1; some pastes indent them
                if (block.equals("Module")) {
                    flush(pending, sink);
                    pending = null;
                    orphan = true; // zfcp module parameters (-Z) belong to no object
                } else if (pending != null) {
                    pending.attributeClass = Fields.unquote(t.substring(t.indexOf('=') + 1).trim());
                } else if (!orphan) {
                    sink.skip(line.number(), Fields.indent(text) + 1, NAME, OBJECT, t);
                    orphan = true;
                }
                continue;
            }
            if (text.charAt(0) <= ' ') {
                // the attributes of a skipped object line go with it, unreported
                if (!orphan) {
                    attribute(line, pending, sink);
                }
                continue;
            }
            if (t.startsWith("/") || t.startsWith("-")) {
                Pending next = verbose(line, pending, sink);
                if (next != pending) {
                    flush(pending, sink);
                    pending = next;
                    orphan = false;
                }
                continue;
            }
            flush(pending, sink);
            pending = null;
            orphan = false;
            if (text.startsWith("Error") || text.startsWith("lszfcp:")) {
                sink.note(line.number(), NAME + " reported: " + t);
                continue;
            }
            pending = object(line, sink);
            orphan = pending == null;
        }
        flush(pending, sink);
    }

    /** {@code Bus}, {@code Class} or {@code Module} when the line opens an {@code -a} attribute block, else null. */
    private static String blockClass(String t) {
        for (String k : List.of("Bus", "Class", "Module")) {
            if (t.startsWith(k) && t.length() > k.length() + 1) {
                String rest = t.substring(k.length()).trim();
                if (rest.startsWith("=") && rest.substring(1).trim().startsWith("\"")) {
                    return k;
                }
            }
        }
        return null;
    }

    private static Pending object(Line line, Sink sink) {
        List<Word> w = Word.split(line.text());
        String first = w.get(0).text();
        String[] parts = first.split("/", -1);
        BusId busId = Fields.fullBus(parts[0]);
        if (busId == null || parts.length > 3) {
            sink.skip(line.number(), 1, NAME, OBJECT, line.text().trim());
            return null;
        }
        String second = w.size() > 1 ? w.get(1).text() : null;
        if (parts.length == 1) {
            Set<String> markers = markers(w, 2, HOST_MARKERS);
            if (markers == null) {
                sink.skip(line.number(), w.get(2).column(), NAME, "'<bus-ID> <host>'", line.text().trim());
                return null;
            }
            Pending p = new Pending(line, busId, null, null, second, null, null);
            p.markers.addAll(markers);
            return p;
        }
        Wwn wwpn = Fields.wwpn16(parts[1]);
        if (wwpn == null) {
            sink.skip(line.number(), parts[0].length() + 2, NAME, "a WWPN '0x' + 16 hex digits", parts[1]);
            return null;
        }
        if (parts.length == 2) {
            Pending p = new Pending(line, busId, wwpn, null, second, null, null);
            Set<String> markers = markers(w, 2, PORT_MARKERS);
            if (markers == null) {
                sink.partial(line.number(), w.get(2).column(), NAME, "a port state marker (NotOnline)",
                        line.text().substring(w.get(2).column() - 1).trim(), "port read without it");
            } else {
                p.markers.addAll(markers);
            }
            return p;
        }
        FcpLun lun = Fields.lun16(parts[2]);
        if (lun == null) {
            sink.skip(line.number(), parts[0].length() + parts[1].length() + 3, NAME, "a LUN '0x' + 16 hex digits",
                    parts[2]);
            return null;
        }
        if (second == null) {
            sink.partial(line.number(), first.length() + 1, NAME, "'<H:C:T:L>' or '- failed'", null,
                    "LUN read without its state");
            return new Pending(line, busId, wwpn, lun, null, null, null);
        }
        if (second.equals("-")) {
            if (w.size() != 3 || !w.get(2).text().equals("failed")) {
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
        Pending p = new Pending(line, busId, wwpn, lun, null, hctl, ZfcpLun.State.ATTACHED);
        Set<String> markers = markers(w, 2, LUN_MARKERS);
        if (markers == null) {
            sink.partial(line.number(), w.get(2).column(), NAME, "a SCSI device marker (auto, NotRunning)",
                    line.text().substring(w.get(2).column() - 1).trim(), "LUN read without it");
        } else {
            p.markers.addAll(markers);
        }
        return p;
    }

    private static final Set<String> HOST_MARKERS = Set.of(ZfcpHost.DEFUNCT, ZfcpHost.OFFLINE, ZfcpHost.LINKDOWN,
            ZfcpHost.FAILED, ZfcpHost.NOT_AVAILABLE, ZfcpHost.NOT_ONLINE);
    private static final Set<String> PORT_MARKERS = Set.of(ZfcpPort.NOT_ONLINE);
    private static final Set<String> LUN_MARKERS = Set.of(ZfcpLun.AUTO, ZfcpLun.NOT_RUNNING);

    /**
     * The {@code lszfcp -e} markers from word {@code from} on; null when a word is not one of {@code known}.
     */
    private static Set<String> markers(List<Word> w, int from, Set<String> known) {
        Set<String> out = new TreeSet<>();
        for (int i = from; i < w.size(); i++) {
            if (!known.contains(w.get(i).text())) {
                return null;
            }
            out.add(w.get(i).text());
        }
        return out;
    }

    /**
     * A line of {@code lszfcp -V}: the sysfs path of a CCW device, port or unit opens an object (with its
     * markers); the class paths after it ({@code /sys/class/scsi_host/host0},
     * {@code /sys/class/fc_remote_ports/rport-0:0-0 NotOnline}, the SCSI device's path ending in its H:C:T:L,
     * {@code /sys/block/sda /sys/class/scsi_generic/sg0}) complete it. Returns the object now pending.
     */
    private static Pending verbose(Line line, Pending pending, Sink sink) {
        List<Word> w = Word.split(line.text());
        String first = w.get(0).text();
        if (first.equals("-")) {
            if (w.size() > 1 && w.get(1).text().startsWith("(NoMoreZfcpPort:")) {
                // an FC remote port without zfcp port: '- (NoMoreZfcpPort:0.0.3d0c/0x500507630300c562)'
                String id = w.get(1).text().substring("(NoMoreZfcpPort:".length()).replace(")", "");
                String[] parts = id.split("/", -1);
                BusId busId = Fields.fullBus(parts[0]);
                Wwn wwpn = parts.length == 2 ? Fields.wwpn16(parts[1]) : null;
                if (busId == null || wwpn == null) {
                    sink.skip(line.number(), w.get(1).column(), NAME, "'(NoMoreZfcpPort:<bus-ID>/<WWPN>)'",
                            w.get(1).text());
                    return pending;
                }
                return new Pending(line, busId, wwpn, null, null, null, null);
            }
            return pending; // '-' and '- -': no class device, no block device
        }
        String[] seg = first.split("/");
        int css = -1;
        for (int i = 0; i < seg.length; i++) {
            if (seg[i].startsWith("css") || seg[i].equals("drivers")) {
                css = i;
            }
        }
        int bus = -1;
        for (int i = seg.length - 1; i > css && i >= 0; i--) {
            if (Fields.fullBusId(seg[i]) != null) {
                bus = i;
                break;
            }
        }
        int tail = bus < 0 ? -1 : seg.length - 1 - bus;
        boolean device = bus >= 0 && first.contains("/devices/css") && tail <= 2;
        for (int i = bus + 1; device && i < seg.length; i++) {
            device = Fields.hex16(seg[i]) != null;
        }
        if (device) {
            BusId busId = Fields.fullBus(seg[bus]);
            Wwn wwpn = tail >= 1 ? Fields.wwpn16(seg[bus + 1]) : null;
            FcpLun lun = tail == 2 ? Fields.lun16(seg[bus + 2]) : null;
            Set<String> known = tail == 0 ? HOST_MARKERS : tail == 1 ? PORT_MARKERS : Set.of("failed");
            Set<String> markers = markers(w, 1, known);
            if (markers == null) {
                sink.partial(line.number(), w.get(1).column(), NAME, "a state marker", line.text().substring(
                        w.get(1).column() - 1).trim(), "read without it");
                markers = Set.of();
            }
            ZfcpLun.State state = markers.contains("failed") && lun != null ? ZfcpLun.State.FAILED : null;
            Pending p = new Pending(line, busId, wwpn, lun, null, null, state);
            if (lun == null) {
                p.markers.addAll(markers);
            }
            return p;
        }
        if (pending == null) {
            sink.skip(line.number(), 1, NAME, "the sysfs path of an FCP device, port or unit", line.text().trim());
            return null;
        }
        String last = seg.length == 0 ? "" : seg[seg.length - 1];
        if (pending.lun != null) {
            Hctl hctl = Hctl.parse(last);
            if (hctl != null && pending.hctl == null) {
                Set<String> markers = markers(w, 1, LUN_MARKERS);
                if (markers == null) {
                    sink.partial(line.number(), w.get(1).column(), NAME, "a SCSI device marker (auto, NotRunning)",
                            line.text().substring(w.get(1).column() - 1).trim(), "LUN read without it");
                    markers = Set.of();
                }
                pending.hctl = hctl;
                pending.state = ZfcpLun.State.ATTACHED;
                pending.markers.addAll(markers);
            } else if (first.contains("/block/") && w.size() > 1 && w.get(1).text().contains("/scsi_generic/")) {
                String sg = w.get(1).text();
                pending.sgDevice = "/dev/" + sg.substring(sg.lastIndexOf('/') + 1);
            }
        } else if (pending.wwpn != null) {
            if (first.contains("/fc_remote_ports/") && last.startsWith("rport-")) {
                Set<String> markers = markers(w, 1, PORT_MARKERS);
                if (markers == null) {
                    sink.partial(line.number(), w.get(1).column(), NAME, "a port state marker (NotOnline)",
                            line.text().substring(w.get(1).column() - 1).trim(), "port read without it");
                    markers = Set.of();
                }
                pending.second = last;
                pending.markers.addAll(markers);
            }
        } else if ((first.contains("/scsi_host/") || first.contains("/fc_host/")) && last.startsWith("host")) {
            pending.second = last;
        }
        return pending;
    }

    /** An {@code -a} line ({@code port_name = "0x..."}), {@code defunct} under {@code Bus = "css"}, or a sysfs path. */
    private static void attribute(Line line, Pending pending, Sink sink) {
        String t = line.text().trim();
        if (t.startsWith("/sys/")) {
            return;
        }
        if (t.equals(ZfcpHost.DEFUNCT) && pending != null && pending.wwpn == null) {
            pending.markers.add(ZfcpHost.DEFUNCT);
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
            sink.add(new ZfcpHost(guest, p.busId, host, p.attributes, p.markers, HostCapture.LSZFCP,
                    sink.at(p.line.number(), 1)));
        } else if (p.lun == null) {
            sink.add(new ZfcpPort(guest, p.busId, p.wwpn, p.second, p.attributes, p.markers, HostCapture.LSZFCP,
                    sink.at(p.line.number(), 1)));
        } else {
            ZfcpLun.State state = p.state == ZfcpLun.State.ATTACHED && p.markers.contains(ZfcpLun.NOT_RUNNING)
                    ? ZfcpLun.State.NOT_RUNNING : p.state;
            sink.add(new ZfcpLun(guest, p.busId, p.wwpn, p.lun, p.hctl, state, null, p.sgDevice, null, null, null,
                    p.attributes, p.markers, HostCapture.LSZFCP, sink.at(p.line.number(), 1)));
        }
    }

    /** An object line waiting for its attribute block. */
    private static final class Pending {
        final Line line;
        final BusId busId;
        final Wwn wwpn;
        final FcpLun lun;
        String second;
        Hctl hctl;
        ZfcpLun.State state;
        String sgDevice;
        final TreeMap<String, String> attributes = new TreeMap<>();
        final TreeSet<String> markers = new TreeSet<>();
        String attributeClass;

        Pending(Line line, BusId busId, Wwn wwpn, FcpLun lun, String second, Hctl hctl, ZfcpLun.State state) {
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
