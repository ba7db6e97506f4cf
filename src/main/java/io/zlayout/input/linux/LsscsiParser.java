package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.Wwn;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ScsiDevice;

import java.util.List;

/**
 * {@code lsscsi}: {@code [H:C:T:L] type vendor model rev /dev/sdX} (lsscsi prints the address padded to 13
 * columns, the type in 8, vendor, model and revision in fields of 8, 16 and 4 that may hold spaces), and
 * {@code lsscsi --transport}: {@code [H:C:T:L] disk fc:0x<wwpn>,0x<port id> /dev/sdX}. {@code -g} adds the
 * sg node, {@code -i} the udev ID.
 */
final class LsscsiParser extends RecordParser {

    static final String NAME = "lsscsi";

    LsscsiParser() {
        super(NAME, TableSniff.Curve.records(1, 85));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        return row(l.text()) ? TableSniff.Kind.ROW : TableSniff.Kind.MISS;
    }

    @Override
    public boolean row(String text) {
        int close = text.indexOf(']');
        return text.startsWith("[") && close > 0 && Hctl.parse(text.substring(1, close)) != null
                && !text.substring(close + 1).isBlank();
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        for (Line line : capture.lines()) {
            if (!line.blank()) {
                row(line, sink);
            }
        }
    }

    private static void row(Line line, Sink sink) {
        String text = line.text();
        int close = text.indexOf(']');
        Hctl hctl = text.startsWith("[") && close > 0 ? Hctl.parse(text.substring(1, close)) : null;
        if (hctl == null) {
            sink.skip(line.number(), 1, NAME, "'[H:C:T:L] <type> ...'", text.trim());
            return;
        }
        int p = Math.max(13, close + 1);
        boolean fixed = text.length() >= p + 8 && text.substring(close + 1, p).isBlank() && text.charAt(p) > ' '
                && text.charAt(p + 7) == ' ';
        String type;
        String tail;
        int tailStart;
        if (fixed) {
            type = text.substring(p, p + 7).trim();
            tailStart = p + 8;
        } else {
            List<Word> w = Word.split(text.substring(close + 1));
            if (w.isEmpty()) {
                sink.partial(line.number(), close + 2, NAME, "'<type> <vendor> <model> <rev> <device>'", null,
                        "device read without its type");
                sink.add(device(sink, line, hctl, null, null, null, null, List.of(), null, null, 0));
                return;
            }
            type = w.get(0).text();
            tailStart = close + 1 + w.get(0).column() - 1 + type.length();
        }
        tail = text.substring(tailStart);
        List<Word> words = Word.split(tail);
        String wwid = null;
        // lsscsi -i prints the udev ID after the device node
        if (words.size() >= 2 && !node(words.get(words.size() - 1).text())
                && words.get(words.size() - 2).text().startsWith("/dev/")) {
            wwid = words.get(words.size() - 1).text();
            words = words.subList(0, words.size() - 1);
        }
        int nodesFrom = words.size();
        while (nodesFrom > 0 && node(words.get(nodesFrom - 1).text())) {
            nodesFrom--;
        }
        List<String> nodes = words.subList(nodesFrom, words.size()).stream().map(Word::text).toList();
        List<String> middle = words.subList(0, nodesFrom).stream().map(Word::text).toList();
        if (!middle.isEmpty() && transport(middle.get(0))) {
            sink.add(device(sink, line, hctl, type, null, null, null, nodes, wwid, String.join(" ", middle),
                    tailStart + words.get(0).column()));
            return;
        }
        String vendor = null;
        String model = null;
        String rev = null;
        String head = tail.length() >= 30 ? tail.substring(0, 30) : null;
        boolean columns = head != null && head.charAt(8) == ' ' && head.charAt(25) == ' '
                && (nodesFrom == words.size() || words.get(nodesFrom).column() > 30)
                && (nodesFrom == 0 || words.get(nodesFrom - 1).column() + middle.get(nodesFrom - 1).length() <= 31);
        if (columns) {
            vendor = blankToNull(head.substring(0, 8).trim());
            model = blankToNull(head.substring(9, 25).trim());
            rev = blankToNull(head.substring(26, 30).trim());
        } else if (middle.size() == 1) {
            vendor = middle.get(0);
        } else if (middle.size() == 2) {
            vendor = middle.get(0);
            model = middle.get(1);
        } else if (middle.size() > 2) {
            vendor = middle.get(0);
            model = String.join(" ", middle.subList(1, middle.size() - 1));
            rev = middle.get(middle.size() - 1);
        }
        if (nodes.isEmpty()) {
            sink.partial(line.number(), text.length() + 1, NAME, "a device node ('/dev/sdX' or '-')", null,
                    "device read without its node");
        }
        sink.add(device(sink, line, hctl, type, vendor, model, rev, nodes, wwid, null, 0));
    }

    private static ScsiDevice device(Sink sink, Line line, Hctl hctl, String type, String vendor, String model,
                                     String rev, List<String> nodes, String wwid, String transport,
                                     int transportColumn) {
        String dev = null;
        String sg = null;
        for (int i = 0; i < nodes.size(); i++) {
            String n = nodes.get(i);
            if (n.startsWith("/dev/sg")) {
                sg = n;
            } else if (n.startsWith("/dev/") && dev == null && sg == null) {
                dev = n;
            }
        }
        Wwn wwpn = null;
        String portId = null;
        if (transport != null && transport.startsWith("fc:")) {
            wwpn = transport.length() >= 21 ? Fields.wwpn16(transport.substring(3, 21)) : null;
            String rest = transport.length() >= 21 ? transport.substring(21) : "";
            rest = rest.startsWith(",") ? rest.substring(1) : rest;
            portId = rest.startsWith("0x") && Ascii.hex(rest, 2, rest.length()) ? rest : null;
            if (wwpn == null || portId == null) {
                sink.partial(line.number(), transportColumn, NAME, "'fc:0x<16 hex WWPN>,0x<port ID>'", transport,
                        "device read without its target port");
                wwpn = null;
                portId = null;
            }
        }
        return new ScsiDevice(sink.guest(), hctl, type, vendor, model, rev, dev, sg, wwid, transport, wwpn, portId,
                HostCapture.LSSCSI, sink.at(line.number(), 1));
    }

    private static boolean node(String w) {
        return w.equals("-") || w.startsWith("/dev/") || size(w);
    }

    /** {@code lsscsi -s}: {@code 1.07GB}. */
    private static boolean size(String w) {
        if (w.length() < 3 || !w.endsWith("B")) {
            return false;
        }
        char unit = w.charAt(w.length() - 2);
        String num = w.substring(0, w.length() - 2);
        return "KMGTP".indexOf(unit) >= 0 && !num.isEmpty() && num.chars().allMatch(c -> (c >= '0' && c <= '9')
                || c == '.');
    }

    /** A transport column: {@code fc:}, {@code sas:}, {@code iqn...,t,0x1}, {@code usb:}, {@code sata:}. */
    private static boolean transport(String w) {
        int colon = w.indexOf(':');
        if (colon <= 0) {
            return false;
        }
        for (int i = 0; i < colon; i++) {
            char c = w.charAt(i);
            if (c < 'a' || c > 'z') {
                return false;
            }
        }
        return true;
    }

    private static String blankToNull(String s) {
        return s.isEmpty() ? null : s;
    }
}
