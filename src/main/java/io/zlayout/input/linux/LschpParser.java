package io.zlayout.input.linux;

import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.HostCapture;

import java.util.List;
import java.util.Locale;

/**
 * {@code lschp} (s390-tools): one row per channel path, {@code CHPID Vary Cfg. Type Cmg Shared PCHID}
 * ({@code 0.50   1     1     1b    2    1       0150}); {@code -} where sysfs has no value, the PCHID in parentheses
 * when it is an internal channel ID ({@code (0702)}), no PCHID column in s390-tools before 1.8. Fields are read
 * word by word, so output with its blanks collapsed reads the same.
 */
final class LschpParser implements CaptureParser {

    static final String NAME = "lschp";
    private static final String ROW = "'<css>.<chpid> <vary> <cfg> <type> <cmg> <shared> [<PCHID>]'";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public int sniff(List<Line> lines) {
        int rows = 0;
        int misses = 0;
        for (Line l : lines) {
            if (l.blank() || LscssParser.rule(l.text()) || Elision.is(l.text())) {
                continue;
            }
            List<String> w = Word.texts(l.text());
            if (header(w)) {
                return 95;
            }
            if (row(w) != null) {
                rows++;
            } else {
                misses++;
            }
        }
        if (rows == 0) {
            return 0;
        }
        return misses == 0 ? 70 : rows > misses * 3 ? 40 : 5;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Elision elisions = new Elision(NAME, sink);
        Noise noise = new Noise(NAME, ROW, sink);
        for (Line line : capture.lines()) {
            if (line.blank() || LscssParser.rule(line.text())) {
                continue;
            }
            if (elisions.take(line)) {
                continue;
            }
            List<Word> w = Word.split(line.text());
            List<String> t = w.stream().map(Word::text).toList();
            if (header(t)) {
                noise.flush();
                continue;
            }
            ChannelPathStatus r = row(t);
            if (r == null) {
                noise.add(line);
                continue;
            }
            noise.flush();
            sink.add(new ChannelPathStatus(sink.guest(), r.css(), r.id(), r.vary(), r.configure(), r.type(), r.cmg(),
                    r.shared(), r.pchid(), r.internalChid(), HostCapture.LSCHP, sink.at(line.number(),
                    w.get(0).column())));
        }
        noise.flush();
        elisions.flush();
    }

    private static boolean header(List<String> w) {
        return w.size() >= 2 && w.get(0).equalsIgnoreCase("CHPID") && w.get(1).equalsIgnoreCase("Vary");
    }

    /** The row these words are (without guest, origin and place), or null when they are not one. */
    private static ChannelPathStatus row(List<String> w) {
        if (w.size() != 6 && w.size() != 7) {
            return null;
        }
        String chpid = w.get(0);
        int dot = chpid.indexOf('.');
        if (dot < 1 || dot > 2 || chpid.length() != dot + 3 || !Fields.hex(chpid, 0, dot)
                || !Fields.hex(chpid, dot + 1, chpid.length())) {
            return null;
        }
        int css = Integer.parseInt(chpid.substring(0, dot), 16);
        String id = chpid.substring(dot + 1).toUpperCase(Locale.ROOT);
        Integer vary = small(w.get(1), 1);
        Integer cfg = small(w.get(2), 3);
        String type = w.get(3);
        // lschp prints the measurement group in hex
        Integer cmg = w.get(4).equals("-") || w.get(4).length() > 2 || !Fields.hex(w.get(4), 0, w.get(4).length())
                ? null : Integer.parseInt(w.get(4), 16);
        Integer shared = small(w.get(5), 1);
        if (vary == null && !w.get(1).equals("-") || cfg == null && !w.get(2).equals("-")
                || cmg == null && !w.get(4).equals("-") || shared == null && !w.get(5).equals("-")) {
            return null;
        }
        String typeId = null;
        if (!type.equals("-")) {
            if (type.length() > 2 || !Fields.hex(type, 0, type.length())) {
                return null;
            }
            typeId = (type.length() == 1 ? "0" + type : type).toUpperCase(Locale.ROOT);
        }
        String pchid = null;
        boolean internal = false;
        if (w.size() == 7 && !w.get(6).equals("-")) {
            String p = w.get(6);
            if (p.startsWith("(") && p.endsWith(")")) {
                internal = true;
                p = p.substring(1, p.length() - 1);
            }
            if (p.isEmpty() || p.length() > 4 || !Fields.hex(p, 0, p.length())) {
                return null;
            }
            pchid = pchid(p);
        }
        return new ChannelPathStatus(null, css, id, vary, cfg, typeId, cmg, shared == null ? null : shared == 1,
                pchid, internal, HostCapture.LSCHP, null);
    }

    /** {@code 0150} as IOCP codes it, {@code 150}: upper case, leading zeros dropped down to three digits. */
    static String pchid(String hex) {
        String p = hex.toUpperCase(Locale.ROOT);
        while (p.length() > 3 && p.charAt(0) == '0') {
            p = p.substring(1);
        }
        while (p.length() < 3) {
            p = "0" + p;
        }
        return p;
    }

    /** A number 0..max, or null when the word is {@code -} or not such a number. */
    private static Integer small(String s, int max) {
        Integer v = s.equals("-") ? null : Fields.toInt(s);
        return v == null || v < 0 || v > max ? null : v;
    }
}
