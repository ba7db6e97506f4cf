package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.SgDevice;

import java.util.List;

/**
 * {@code /proc/scsi/sg/devices}: one row of nine numbers per sg device,
 * {@code host chan id lun type opens qdepth busy online}, optionally after the header line of
 * {@code /proc/scsi/sg/device_hdr}; rows of eight numbers (no {@code online} column, as older kernels print them)
 * are read as online, with a note. A row of {@code -1}s is a slot whose device is gone.
 */
final class SgDevicesParser extends CaptureParser {

    static final String NAME = "/proc/scsi/sg/devices";
    static final List<String> HEADER = List.of("host", "chan", "id", "lun", "type", "opens", "qdepth", "busy",
            "online");
    private static final String ROW = "9 numbers 'host chan id lun type opens qdepth busy online'";

    SgDevicesParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        int rows = 0;
        int misses = 0;
        boolean header = false;
        for (Line l : lines) {
            if (l.blank()) {
                continue;
            }
            List<String> w = Word.texts(l.text());
            if (w.equals(HEADER)) {
                header = true;
            } else if ((w.size() == 9 || w.size() == 8)
                    && w.stream().allMatch(x -> Fields.toInt(x) != null || Ascii.digits(x))) {
                rows++;
            } else {
                misses++;
            }
        }
        if (header && misses == 0) {
            return 95;
        }
        if (rows == 0) {
            return 0;
        }
        return misses == 0 ? 70 : header && rows > misses ? 60 : 10;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        boolean eight = false;
        for (Line line : capture.lines()) {
            if (line.blank()) {
                continue;
            }
            List<Word> w = Word.split(line.text());
            List<String> t = w.stream().map(Word::text).toList();
            if (t.equals(HEADER)) {
                continue;
            }
            int col = w.get(0).column();
            if (w.size() != 9 && w.size() != 8) {
                sink.skip(line.number(), col, NAME, ROW, line.text().trim());
                continue;
            }
            if (w.size() == 8 && !eight) {
                eight = true;
                sink.note(line.number(), NAME + ": rows of 8 numbers, without the 'online' column (an older kernel):"
                        + " their devices are read as online");
            }
            if (t.stream().allMatch(x -> x.equals("-1"))) {
                sink.note(line.number(), NAME + ": a slot without device (-1 ...) skipped");
                continue;
            }
            Integer host = nonNegative(t.get(0));
            Integer chan = nonNegative(t.get(1));
            Integer id = nonNegative(t.get(2));
            Long lun = unsigned(t.get(3));
            Integer[] rest = {null, null, null, null, 1};
            int bad = -1;
            for (int i = 0; i < t.size() - 4; i++) {
                rest[i] = Fields.toInt(t.get(4 + i));
                if (rest[i] == null && bad < 0) {
                    bad = 4 + i;
                }
            }
            if (host == null) {
                bad = 0;
            } else if (chan == null) {
                bad = 1;
            } else if (id == null) {
                bad = 2;
            } else if (lun == null) {
                bad = 3;
            }
            if (bad >= 0) {
                sink.skip(line.number(), w.get(bad).column(), NAME, "a number for '" + HEADER.get(bad) + "'",
                        t.get(bad));
                continue;
            }
            sink.add(new SgDevice(sink.guest(), new Hctl(host, chan, id, lun), rest[0], rest[1], rest[2], rest[3],
                    rest[4] == 1, HostCapture.SG_DEVICES, sink.at(line.number(), col)));
        }
    }

    private static Integer nonNegative(String s) {
        Integer v = Fields.toInt(s);
        return v == null || v < 0 ? null : v;
    }

    private static Long unsigned(String s) {
        Hctl h = Hctl.parse("0:0:0:" + s);
        return h == null ? null : h.lun();
    }
}
