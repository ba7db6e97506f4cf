package io.zlayout.input.linux;

import io.zlayout.model.id.BusId;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.HostCapture;

import java.util.List;
import java.util.TreeMap;

/**
 * {@code /etc/dasd.conf} (RHEL): one DASD per line, the bus ID and optional {@code attribute=value} pairs
 * ({@code 0.0.0200 use_diag=1 readonly=1}). {@code #} starts a comment.
 */
final class DasdConfParser extends CaptureParser {

    static final String NAME = "dasd.conf";

    DasdConfParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        int bare = 0;
        int attributed = 0;
        int misses = 0;
        for (Line l : lines) {
            String t = ZfcpConfParser.uncomment(l.text()).trim();
            if (t.isEmpty()) {
                continue;
            }
            List<String> w = Word.texts(t);
            if (Fields.fullBusId(w.get(0)) == null) {
                misses++;
            } else if (w.size() == 1) {
                bare++;
            } else if (w.stream().skip(1).allMatch(DasdConfParser::setting)) {
                attributed++;
            } else {
                misses++;
            }
        }
        if (misses > 0) {
            return attributed + bare > misses ? 30 : 0;
        }
        return attributed > 0 ? 80 : bare > 0 ? 60 : 0;
    }

    private static boolean setting(String w) {
        int eq = w.indexOf('=');
        return eq > 0 && eq < w.length() - 1;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        for (Line line : capture.lines()) {
            List<Word> w = Word.split(ZfcpConfParser.uncomment(line.text()));
            if (w.isEmpty()) {
                continue;
            }
            int col = w.get(0).column();
            BusId busId = Fields.anyBus(w.get(0).text());
            if (busId == null) {
                sink.skip(line.number(), col, NAME, "'<bus-ID> [attribute=value ...]'", line.text().trim());
                continue;
            }
            TreeMap<String, String> attrs = new TreeMap<>();
            for (Word a : w.subList(1, w.size())) {
                if (!setting(a.text())) {
                    sink.partial(line.number(), a.column(), NAME, "'attribute=value'", a.text(), "word ignored");
                    continue;
                }
                int eq = a.text().indexOf('=');
                attrs.put(a.text().substring(0, eq), a.text().substring(eq + 1));
            }
            sink.add(new DasdDevice(sink.guest(), busId, null, null, null, null, null, null, null, null,
                    "1".equals(attrs.get("readonly")), attrs, HostCapture.DASD_CONF, sink.at(line.number(), col)));
        }
    }
}
