package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.BusId;
import io.zlayout.input.InputException;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;
import io.zlayout.model.ZfcpPort;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code ziorep_config} (s390-tools ziomon) in its three reports, as its Perl script prints them: the mapper report
 * ({@code -M}: {@code <adapter> <WWPN> <LUN> /dev/sdX /dev/mapper/<map>}; before s390-tools 2.40 without the LUN,
 * read as the FCP device's port), the device report ({@code -D}:
 * {@code <adapter> <WWPN> <LUN> <host> /dev/sgN /dev/sdX <MM> <type> <model> <vendor> <H:C:T:L>}), each with or
 * without its {@code -t} heading, and the adapter report ({@code -A}, the default: blocks of {@code Key: value}
 * lines, {@code Host:}, {@code PCHID:}, {@code CHPID:}, {@code Adapter:}, {@code Sub-Ch.:}, ...). Mapper and device
 * rows become attached LUN paths (the SCSI and multipath device kept as attributes {@code scsi_dev},
 * {@code multipath_device}); an adapter block becomes the FCP device with its CHPID and PCHID as attributes, and
 * the channel path's PCHID ({@code ChannelPathStatus}, its state unknown).
 */
final class ZiorepConfigParser extends RecordParser {

    static final String NAME = "ziorep_config";
    private static final String ROW = "a mapper row '<adapter> <WWPN> <LUN> /dev/<sd> /dev/mapper/<map>', a device"
            + " row '<adapter> <WWPN> <LUN> <host> <sg> <sd> <MM> <type> <model> <vendor> <H:C:T:L>' or"
            + " '<key>: <value>' of an adapter block";

    ZiorepConfigParser() {
        super(NAME, TableSniff.Curve.table(75));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        if (LscssParser.rule(t)) {
            return TableSniff.Kind.SKIP;
        }
        List<String> w = Word.texts(t);
        if (w.get(0).equals("adapter") && w.size() > 3 && w.get(1).equals("remote_port")) {
            return TableSniff.Kind.HEADING;
        }
        boolean row = mapperRow(w) || oldMapperRow(w) || deviceRow(w) || t.startsWith("Host:") || t.startsWith("Adapter:")
                || t.startsWith("Sub-Ch.:") || t.startsWith("CHPID:") || t.startsWith("PCHID:");
        return row ? TableSniff.Kind.ROW : TableSniff.Kind.MISS;
    }

    /** A whole mapper or device row. */
    @Override
    public boolean row(String text) {
        List<String> w = Word.texts(text.trim());
        return !w.isEmpty() && (mapperRow(w) || oldMapperRow(w) || deviceRow(w));
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Noise noise = new Noise(NAME, ROW, sink);
        java.util.Set<String> ports = new java.util.HashSet<>();
        boolean oldLayoutNoted = false;
        Map<String, String> block = null;
        int blockLine = 0;
        for (Line line : capture.lines()) {
            String t = line.text().trim();
            if (t.isEmpty()) {
                if (block != null) {
                    adapter(block, blockLine, sink);
                    block = null;
                }
                continue;
            }
            if (LscssParser.rule(t)) {
                continue;
            }
            List<Word> w = Word.split(line.text());
            List<String> s = w.stream().map(Word::text).toList();
            int col = w.get(0).column();
            if (s.get(0).equals("adapter") && s.size() > 1 && s.get(1).equals("remote_port")) {
                noise.flush();
                continue;
            }
            int colon = t.indexOf(':');
            if (colon > 0 && colon < 10 && !t.substring(0, colon).contains(" ") && !Character.isDigit(t.charAt(0))) {
                noise.flush();
                if (block == null) {
                    block = new LinkedHashMap<>();
                    blockLine = line.number();
                }
                block.put(t.substring(0, colon), t.substring(colon + 1).trim());
                continue;
            }
            if (oldMapperRow(s)) {
                // s390-tools before 2.40 printed no LUN in the mapper report: the FCP device and its port are known,
                // which LUN path the SCSI device is is not
                noise.flush();
                if (ports.add(s.get(0) + " " + s.get(1))) {
                    Map<String, String> a = new TreeMap<>();
                    a.put("scsi_dev", s.get(2));
                    a.put("multipath_device", s.get(3));
                    sink.add(new ZfcpPort(sink.guest(), Fields.anyBus(s.get(0)), Fields.wwpn16(s.get(1)), null, a,
                            java.util.Set.of(), HostCapture.ZIOREP_CONFIG, sink.at(line.number(), col)));
                }
                if (!oldLayoutNoted) {
                    oldLayoutNoted = true;
                    sink.note(line.number(), NAME + ": the mapper report of s390-tools before 2.40 names no LUN: its rows"
                            + " are read as FCP devices and their ports, the LUN paths are not known from it");
                }
            } else if (mapperRow(s)) {
                noise.flush();
                Map<String, String> a = new TreeMap<>();
                a.put("scsi_dev", s.get(3));
                a.put("multipath_device", s.get(4));
                sink.add(new ZfcpLun(sink.guest(), Fields.anyBus(s.get(0)), Fields.wwpn16(s.get(1)),
                        Fields.lun16(s.get(2)), null, ZfcpLun.State.ATTACHED, null, null, null, null, null, a,
                        HostCapture.ZIOREP_CONFIG, sink.at(line.number(), col)));
            } else if (deviceRow(s)) {
                noise.flush();
                Map<String, String> a = new TreeMap<>();
                if (!s.get(5).equals("NO_SCSI")) {
                    a.put("scsi_dev", s.get(5));
                }
                a.put("scsi_host", s.get(3));
                sink.add(new ZfcpLun(sink.guest(), Fields.anyBus(s.get(0)), Fields.wwpn16(s.get(1)),
                        Fields.lun16(s.get(2)), Hctl.parse(s.get(10)), ZfcpLun.State.ATTACHED, null,
                        s.get(4).equals("NO_SG") ? null : s.get(4), s.get(7), s.get(9), s.get(8), a,
                        HostCapture.ZIOREP_CONFIG, sink.at(line.number(), col)));
            } else {
                noise.add(line);
            }
        }
        noise.flush();
        if (block != null) {
            adapter(block, blockLine, sink);
        }
    }

    /** One adapter block of the adapter report. */
    private static void adapter(Map<String, String> block, int line, Sink sink) {
        BusId busId = Fields.anyBus(block.get("Adapter"));
        if (busId == null) {
            String found = block.get("Adapter");
            sink.warn(line, 1, NAME + ": expected an adapter block with 'Adapter: <bus-ID>', found "
                    + (found == null ? "no Adapter line" : InputException.quote(found)) + "; block skipped");
            return;
        }
        Map<String, String> a = new TreeMap<>();
        String chpid = block.get("CHPID");
        String pchid = block.get("PCHID");
        BusId subchannel = Fields.fullBus(block.get("Sub-Ch."));
        boolean chpidOk = chpid != null && chpid.length() == 2 && Ascii.hex(chpid, 0, 2);
        boolean pchidOk = pchid != null && !pchid.isEmpty() && pchid.length() <= 4 && Ascii.hex(pchid, 0,
                pchid.length());
        for (Map.Entry<String, String> e : block.entrySet()) {
            if (!e.getKey().equals("Adapter") && !e.getKey().equals("Host")) {
                a.put(e.getKey().toLowerCase(Locale.ROOT), e.getValue());
            }
        }
        sink.add(new ZfcpHost(sink.guest(), busId, block.get("Host"), a, HostCapture.ZIOREP_CONFIG,
                sink.at(line, 1)));
        if (chpidOk && pchidOk) {
            int css = subchannel == null ? 0 : subchannel.css();
            sink.add(new ChannelPathStatus(sink.guest(), css, ChpidId.parse(chpid), null, null, null, null,
                    null, LschpParser.pchid(pchid), false, HostCapture.ZIOREP_CONFIG, sink.at(line, 1)));
        }
    }

    /** {@code <adapter> <WWPN> /dev/<sd> /dev/mapper/<map>}: the mapper report before s390-tools 2.40. */
    private static boolean oldMapperRow(List<String> w) {
        return w.size() == 4 && Fields.anyBusId(w.get(0)) != null && Fields.hex16(w.get(1)) != null
                && w.get(2).startsWith("/dev/") && w.get(3).startsWith("/dev/mapper/");
    }

    private static boolean mapperRow(List<String> w) {
        return w.size() == 5 && ids(w) && w.get(3).startsWith("/dev/") && w.get(4).startsWith("/dev/mapper/");
    }

    private static boolean deviceRow(List<String> w) {
        return w.size() == 11 && ids(w) && Hctl.parse(w.get(10)) != null && w.get(6).indexOf(':') > 0;
    }

    private static boolean ids(List<String> w) {
        return Fields.anyBusId(w.get(0)) != null && Fields.hex16(w.get(1)) != null && Fields.hex16(w.get(2)) != null;
    }
}
