package io.zlayout.input.linux;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpLun;

import java.util.List;
import java.util.Map;

/**
 * {@code lsluns} in both forms. Discovery (default):
 * {@code Scanning for LUNs on adapter 0.0.3c02} / {@code at port 0x...:} / {@code 0x4010400000000000}
 * (LUNs the target reports, attached or not). Attached LUNs ({@code -a}): {@code adapter = 0.0.3c02} /
 * {@code port = 0x...} / {@code lun = 0x401040a200000000(X)  /dev/sg0  Disk  IBM:2107900}, where
 * {@code (X)} marks an encrypted LUN and {@code [offline]} an offline one.
 */
final class LslunsParser extends RecordParser {

    static final String NAME = "lsluns";
    private static final String SCAN = "Scanning for LUNs on adapter";

    LslunsParser() {
        super(NAME, TableSniff.Curve.records(2, 90));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        List<String> w = Word.texts(t);
        if ((t.startsWith(SCAN) && w.size() == 6 && Fields.fullBusId(w.get(5)) != null)
                || (w.size() == 3 && w.get(0).equals("adapter") && w.get(1).equals("=")
                && Fields.fullBusId(w.get(2)) != null)) {
            return TableSniff.Kind.STRONG_ROW;
        }
        return t.startsWith("at port 0x") || t.startsWith("port = 0x") || t.startsWith("lun = 0x")
                || Fields.hex16(t) != null ? TableSniff.Kind.ROW : TableSniff.Kind.MISS;
    }

    /** A whole attached LUN line of {@code lsluns -a}: its LUN and device, or {@code [offline]}. */
    @Override
    public boolean row(String text) {
        List<String> w = Word.texts(text.trim());
        if (w.size() < 4 || !w.get(0).equals("lun") || !w.get(1).equals("=")) {
            return false;
        }
        String lun = w.get(2);
        int next = 3;
        if (lun.endsWith("(X)")) {
            lun = lun.substring(0, lun.length() - 3);
        } else if (w.get(3).equals("(X)")) {
            next = 4;
        }
        List<String> rest = w.subList(next, w.size());
        return Fields.lun16(lun) != null && (rest.equals(List.of("[offline]"))
                || rest.size() == 3 && rest.get(0).startsWith("/dev/") && rest.get(2).indexOf(':') > 0);
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        BusId adapter = null;
        Wwn port = null;
        for (Line line : capture.lines()) {
            if (line.blank()) {
                continue;
            }
            String t = line.text().trim();
            int col = Fields.indent(line.text()) + 1;
            List<Word> w = Word.split(line.text());
            if (t.startsWith(SCAN)) {
                BusId bus = w.size() == 6 ? Fields.fullBus(w.get(5).text()) : null;
                if (bus == null) {
                    sink.skip(line.number(), col, NAME, "'" + SCAN + " <bus-ID>'", t);
                    adapter = null;
                } else {
                    adapter = bus;
                }
                port = null;
            } else if (t.startsWith("at port")) {
                String p = w.size() == 3 ? w.get(2).text() : "";
                p = p.endsWith(":") ? p.substring(0, p.length() - 1) : p;
                port = Fields.wwpn16(p);
                if (port == null) {
                    sink.skip(line.number(), col, NAME, "'at port <WWPN>:'", t);
                }
            } else if (t.startsWith("adapter")) {
                adapter = assigned(w, "adapter") == null ? null : Fields.fullBus(assigned(w, "adapter"));
                if (adapter == null) {
                    sink.skip(line.number(), col, NAME, "'adapter = <bus-ID>'", t);
                }
                port = null;
            } else if (t.startsWith("port")) {
                port = assigned(w, "port") == null ? null : Fields.wwpn16(assigned(w, "port"));
                if (port == null) {
                    sink.skip(line.number(), col, NAME, "'port = <WWPN>'", t);
                }
            } else if (t.startsWith("lun")) {
                attached(line, w, col, adapter, port, sink);
            } else if (Fields.hex16(t) != null) {
                if (adapter == null || port == null) {
                    sink.skip(line.number(), col, NAME, "a LUN after its adapter and port lines", t);
                } else {
                    sink.add(new ZfcpLun(sink.guest(), adapter, port, Fields.lun16(t), null,
                            ZfcpLun.State.AVAILABLE, null, null, null, null, null, Map.of(), HostCapture.LSLUNS,
                            sink.at(line.number(), col)));
                }
            } else {
                sink.skip(line.number(), col, NAME, "an adapter, port or LUN line", t);
            }
        }
    }

    /** The value of {@code key = value}, or null. */
    private static String assigned(List<Word> w, String key) {
        if (w.size() == 3 && w.get(0).text().equals(key) && w.get(1).text().equals("=")) {
            return w.get(2).text();
        }
        return null;
    }

    private static void attached(Line line, List<Word> w, int col, BusId adapter, Wwn port, Sink sink) {
        String t = line.text().trim();
        if (w.size() < 3 || !w.get(0).text().equals("lun") || !w.get(1).text().equals("=")) {
            sink.skip(line.number(), col, NAME, "'lun = <LUN> ...'", t);
            return;
        }
        if (adapter == null || port == null) {
            sink.skip(line.number(), col, NAME, "a LUN after its adapter and port lines", t);
            return;
        }
        String lunText = w.get(2).text();
        int next = 3;
        boolean encrypted = false;
        if (lunText.endsWith("(X)")) {
            encrypted = true;
            lunText = lunText.substring(0, lunText.length() - 3);
        } else if (w.size() > 3 && w.get(3).text().equals("(X)")) {
            encrypted = true;
            next = 4;
        }
        FcpLun lun = Fields.lun16(lunText);
        if (lun == null) {
            sink.skip(line.number(), w.get(2).column(), NAME, "a LUN '0x' + 16 hex digits", lunText);
            return;
        }
        List<String> rest = w.subList(next, w.size()).stream().map(Word::text).toList();
        if (rest.size() == 1 && rest.get(0).equals("[offline]")) {
            sink.add(new ZfcpLun(sink.guest(), adapter, port, lun, null, ZfcpLun.State.OFFLINE,
                    encrypted ? Boolean.TRUE : null, null, null, null, null, Map.of(), HostCapture.LSLUNS,
                    sink.at(line.number(), col)));
            return;
        }
        String sg = null;
        String type = null;
        String vendor = null;
        String model = null;
        if (rest.size() == 3) {
            sg = rest.get(0);
            type = rest.get(1);
            String vm = rest.get(2);
            int colon = vm.indexOf(':');
            vendor = colon < 0 ? vm : vm.substring(0, colon);
            model = colon < 0 ? null : vm.substring(colon + 1);
        } else {
            int at = next < w.size() ? w.get(next).column() : line.text().length() + 1;
            String found = next < w.size() ? line.text().substring(at - 1).trim() : null;
            sink.partial(line.number(), at, NAME, "'<sg device> <type> <vendor>:<model>' or '[offline]'", found,
                    "LUN read without its device");
        }
        sink.add(new ZfcpLun(sink.guest(), adapter, port, lun, null, ZfcpLun.State.ATTACHED, encrypted, sg, type,
                vendor, model, Map.of(), HostCapture.LSLUNS, sink.at(line.number(), col)));
    }
}
