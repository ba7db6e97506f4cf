package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.BusId;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoSubchannel;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code lscss} (s390-tools): one row per I/O subchannel,
 * {@code Device Subchan. DevType CU Type Use PIM PAM POM CHPIDs}, with {@code --vpm} a {@code VPM} mask after
 * {@code POM} and with {@code --avail} an {@code Avail.} column at the end. Fields are found by their form, not by
 * their column, so output with its blanks collapsed (a page, a mail) reads the same: a device is {@code none} when
 * it is not accessible to the subchannel, a defunct device has the subchannel {@code n/a} and no masks, {@code -u}
 * prints upper case and {@code -s} the short bus ID ({@code f500}). The {@code CHSC}, {@code EADM} and {@code VFIO}
 * sections of {@code --chsc}, {@code --eadm}, {@code --vfio} list no CCW device and are skipped with a note, elision
 * lines ({@code ...}) too.
 */
final class LscssParser extends RecordParser {

    static final String NAME = "lscss";
    private static final String ROW = "'<device> <subchannel> [<devtype> <cutype>] [yes] <PIM> <PAM> <POM> [<VPM>]"
            + " <CHPIDs> <CHPIDs>'";

    LscssParser() {
        super(NAME, TableSniff.Curve.table(75));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        if (rule(l.text()) || Elision.is(l.text())) {
            return TableSniff.Kind.SKIP;
        }
        List<String> w = Word.texts(l.text());
        return header(w) ? TableSniff.Kind.HEADING : row(w) != null ? TableSniff.Kind.ROW : TableSniff.Kind.MISS;
    }

    @Override
    public boolean row(String text) {
        // the heading's rule is a whole line too: a terminal wraps it like a row
        return rule(text) || row(Word.texts(text)) != null;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Elision elisions = new Elision(NAME, sink);
        Noise noise = new Noise(NAME, ROW, sink);
        String skipping = null;
        for (Line line : capture.lines()) {
            String text = line.text();
            if (line.blank() || rule(text)) {
                continue;
            }
            if (elisions.take(line)) {
                continue;
            }
            List<Word> w = Word.split(text);
            List<String> t = w.stream().map(Word::text).toList();
            String section = section(text);
            if (section != null) {
                noise.flush();
                skipping = section.startsWith("IO ") ? null : section;
                if (skipping != null) {
                    sink.note(line.number(), NAME + ": the section '" + section + "' lists no CCW device; skipped");
                }
                continue;
            }
            if (skipping != null) {
                continue;
            }
            if (header(t) || t.get(0).equalsIgnoreCase("MDEV")) {
                noise.flush();
                continue;
            }
            Row r = row(t);
            if (r == null) {
                noise.add(line);
                continue;
            }
            noise.flush();
            sink.add(new IoSubchannel(sink.guest(), r.device, r.subchannel, r.devType, r.cuType, r.online, r.pim,
                    r.pam, r.pom, r.vpm, r.chpids, r.avail, HostCapture.LSCSS, sink.at(line.number(),
                    w.get(0).column())));
        }
        noise.flush();
        elisions.flush();
    }

    /** The heading lscss prints above each table when more than one kind of subchannel is listed; else null. */
    private static String section(String text) {
        String s = text.trim();
        if (s.endsWith(":") && (s.startsWith("IO Subchannels") || s.startsWith("CHSC Subchannels")
                || s.startsWith("EADM Subchannels") || s.startsWith("I/O Subchannels used for VFIO"))) {
            return s.substring(0, s.length() - 1);
        }
        return null;
    }

    static boolean rule(String text) {
        String s = text.trim();
        if (s.length() < 10) {
            return false;
        }
        char c = s.charAt(0);
        if (c != '-' && c != '=') {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != c) {
                return false;
            }
        }
        return true;
    }

    private static boolean header(List<String> w) {
        return w.size() >= 2 && w.get(0).equalsIgnoreCase("Device") && w.get(1).equalsIgnoreCase("Subchan.");
    }

    /** One row read by the form of its fields. */
    private record Row(BusId device, BusId subchannel, String devType, String cuType, boolean online, Integer pim,
                       Integer pam, Integer pom, Integer vpm, List<ChpidId> chpids, String avail) {
    }

    /** The row these words are, or null when they are not one. */
    private static Row row(List<String> w) {
        if (w.size() < 2) {
            return null;
        }
        int i = 0;
        BusId device;
        if (w.get(0).equalsIgnoreCase("none")) {
            device = null;
        } else {
            device = busId(w.get(0));
            if (device == null) {
                return null;
            }
        }
        i++;
        BusId subchannel;
        if (w.get(1).equalsIgnoreCase("n/a")) {
            subchannel = null;
        } else {
            subchannel = busId(w.get(1));
            if (subchannel == null) {
                return null;
            }
        }
        i++;
        String devType = null;
        String cuType = null;
        if (i < w.size() && typeModel(w.get(i))) {
            devType = w.get(i++).toLowerCase(Locale.ROOT);
            if (i < w.size() && typeModel(w.get(i))) {
                cuType = w.get(i++).toLowerCase(Locale.ROOT);
            }
        }
        boolean online = false;
        if (i < w.size() && w.get(i).equalsIgnoreCase("yes")) {
            online = true;
            i++;
        }
        List<Integer> masks = new ArrayList<>();
        while (i < w.size() && masks.size() < 4 && w.get(i).length() == 2 && Ascii.hex(w.get(i), 0, 2)) {
            masks.add(Integer.parseInt(w.get(i++), 16));
        }
        List<ChpidId> chpids = new ArrayList<>();
        if (i + 1 < w.size() && chpidWord(w.get(i)) && chpidWord(w.get(i + 1))) {
            String all = w.get(i) + w.get(i + 1);
            for (int k = 0; k < 16; k += 2) {
                chpids.add(ChpidId.parse(all.substring(k, k + 2)));
            }
            i += 2;
        }
        if (masks.size() == 1 || masks.size() == 2 || !masks.isEmpty() && chpids.isEmpty()
                || masks.isEmpty() && !chpids.isEmpty() || subchannel == null && !masks.isEmpty()) {
            return null;
        }
        if (masks.isEmpty() && devType == null && device != null && subchannel != null) {
            // a device on a subchannel always has masks: two bus IDs alone are not an lscss row
            return null;
        }
        String avail = null;
        if (i < w.size()) {
            avail = String.join(" ", w.subList(i, w.size())).toLowerCase(Locale.ROOT);
            if (!List.of("good", "boxed", "no path", "no device").contains(avail)) {
                return null;
            }
        }
        Integer pim = masks.size() > 0 ? masks.get(0) : null;
        Integer pam = masks.size() > 1 ? masks.get(1) : null;
        Integer pom = masks.size() > 2 ? masks.get(2) : null;
        Integer vpm = masks.size() > 3 ? masks.get(3) : null;
        return new Row(device, subchannel, devType, cuType, online, pim, pam, pom, vpm, chpids, avail);
    }

    /** A bus ID as lscss prints it, {@code 0.0.f500}, or the short form of {@code -s}, {@code f500}; else null. */
    private static BusId busId(String s) {
        if (s.length() == 4 && Ascii.hex(s, 0, 4)) {
            return Fields.anyBus(s);
        }
        return Fields.fullBus(s);
    }

    /** {@code 1732/03}: four hex digits, a slash, two hex digits. */
    private static boolean typeModel(String s) {
        return s.length() == 7 && s.charAt(4) == '/' && Ascii.hex(s, 0, 4) && Ascii.hex(s, 5, 7);
    }

    private static boolean chpidWord(String s) {
        return s.length() == 8 && Ascii.hex(s, 0, 8);
    }
}
