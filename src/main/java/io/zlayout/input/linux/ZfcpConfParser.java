package io.zlayout.input.linux;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /etc/zfcp.conf} (RHEL): one LUN per line, {@code <bus-ID> <WWPN> <FCP LUN>}; the deprecated 5-field
 * form {@code <bus-ID> <SCSI id> <WWPN> <SCSI LUN> <FCP LUN>} (the SCSI fields are ignored, as zfcpconf.sh
 * does); a bus ID alone (NPIV with automatic LUN scan). {@code #} starts a comment; case does not matter.
 */
final class ZfcpConfParser extends RecordParser {

    static final String NAME = "zfcp.conf";
    private static final String LINE = "'<bus-ID> <WWPN> <LUN>' (or a bus ID alone, or the 5-field form)";

    ZfcpConfParser() {
        super(NAME, TableSniff.Curve.records(1, 85));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        List<String> w = Word.texts(uncomment(l.text()).trim());
        if (w.isEmpty()) {
            return TableSniff.Kind.SKIP;
        }
        if (w.size() == 3 && Fields.fullBusId(w.get(0)) != null && Fields.hex16(w.get(1)) != null
                && Fields.hex16(w.get(2)) != null
                || w.size() == 5 && Fields.fullBusId(w.get(0)) != null && Fields.hex16(w.get(2)) != null
                && Fields.hex16(w.get(4)) != null) {
            return TableSniff.Kind.ROW;
        }
        return w.size() != 1 || Fields.fullBusId(w.get(0)) == null ? TableSniff.Kind.MISS : TableSniff.Kind.SKIP;
    }

    static String uncomment(String text) {
        int hash = text.indexOf('#');
        return hash < 0 ? text : text.substring(0, hash);
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        for (Line line : capture.lines()) {
            String t = uncomment(line.text());
            List<Word> w = Word.split(t.toLowerCase(Locale.ROOT));
            if (w.isEmpty()) {
                continue;
            }
            int col = w.get(0).column();
            BusId busId = Fields.anyBus(w.get(0).text());
            if (w.size() != 1 && w.size() != 3 && w.size() != 5) {
                sink.skip(line.number(), col, NAME, LINE, t.trim());
                continue;
            }
            if (busId == null) {
                sink.skip(line.number(), col, NAME, "a bus ID '0.0.xxxx'", w.get(0).text());
                continue;
            }
            if (w.size() == 1) {
                sink.add(new ZfcpHost(sink.guest(), busId, null, Map.of(), HostCapture.ZFCP_CONF,
                        sink.at(line.number(), col)));
                continue;
            }
            Word wwpnWord = w.get(w.size() == 3 ? 1 : 2);
            Word lunWord = w.get(w.size() == 3 ? 2 : 4);
            Wwn wwpn = Fields.wwpnUpTo16(wwpnWord.text());
            FcpLun lun = Fields.lunUpTo16(lunWord.text());
            if (wwpn == null) {
                sink.skip(line.number(), wwpnWord.column(), NAME, "a WWPN '0x' + up to 16 hex digits", wwpnWord.text());
                continue;
            }
            if (lun == null) {
                sink.skip(line.number(), lunWord.column(), NAME, "an FCP LUN '0x' + up to 16 hex digits",
                        lunWord.text());
                continue;
            }
            if (w.size() == 5) {
                sink.note(line.number(), NAME + ": deprecated 5-field line; its SCSI id and SCSI LUN are ignored,"
                        + " as zfcpconf.sh does");
            }
            sink.add(new ZfcpLun(sink.guest(), busId, wwpn, lun, null, ZfcpLun.State.CONFIGURED, null, null, null,
                    null, null, Map.of(), HostCapture.ZFCP_CONF, sink.at(line.number(), col)));
        }
    }
}
