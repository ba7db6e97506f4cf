package io.zlayout.input.linux;

import io.zlayout.model.id.Wwn;
import io.zlayout.model.id.FcpLun;
import io.zlayout.model.id.BusId;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.HostCapture;
import io.zlayout.model.ZfcpHost;
import io.zlayout.model.ZfcpLun;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code lszdev} (s390-tools zdev): the table ({@code TYPE ID ON PERS NAMES}, any columns {@code --columns}
 * selects, found by their heading) and {@code --pairs} ({@code TYPE="zfcp-lun" ID="0.0.1700:0x...:0x..." ON="yes"
 * PERS="yes" NAMES="sda sg0"}). {@code zfcp-host} rows become FCP devices, {@code zfcp-lun} rows LUN paths (attached
 * when online, configured when only persistent), {@code dasd-eckd}/{@code dasd-fba} rows DASDs; each keeps
 * {@code online} and {@code persistent} as attributes. Other device types are skipped with one note per type.
 */
final class LszdevParser extends RecordParser {

    static final String NAME = "lszdev";
    private static final String ROW = "'<type> <id> <on> <pers> [<names>]' under the heading 'TYPE ID ON PERS NAMES'";
    private static final List<String> TYPES = List.of("zfcp-host", "zfcp-lun", "dasd-eckd", "dasd-fba", "dasd",
            "zfcp", "qeth", "ctc", "lcs", "generic-ccw", "ap", "ism", "vfio-ap", "vfio-ccw");

    LszdevParser() {
        super(NAME, TableSniff.Curve.table(80));
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        List<String> w = Word.texts(l.text());
        if (w.size() >= 2 && w.get(0).equalsIgnoreCase("TYPE") && w.get(1).equalsIgnoreCase("ID")) {
            return TableSniff.Kind.HEADING;
        }
        Map<String, String> pairs = pairs(l.text());
        boolean row = pairs != null && pairs.containsKey("TYPE") && pairs.containsKey("ID")
                || w.size() >= 4 && TYPES.contains(w.get(0)) && yesNo(w.get(2)) && yesNo(w.get(3));
        return row ? TableSniff.Kind.ROW : TableSniff.Kind.MISS;
    }

    /** A whole row of the default table: type, ID, ON and PERS, and the names after them. */
    @Override
    public boolean row(String text) {
        List<String> w = Word.texts(text);
        return w.size() >= 4 && TYPES.contains(w.get(0)) && yesNo(w.get(2)) && yesNo(w.get(3));
    }

    /** A row read but not yet added: a terminal may wrap its names onto the next line. */
    private static final class Pending {
        final Map<String, String> row;
        final int line;
        final int column;

        Pending(Map<String, String> row, int line, int column) {
            this.row = row;
            this.line = line;
            this.column = column;
        }
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        List<Word> heading = null;
        Noise noise = new Noise(NAME, ROW, sink);
        TreeSet<String> skippedTypes = new TreeSet<>();
        int[] firstSkipped = {0};
        Pending pending = null;
        for (Line line : capture.lines()) {
            if (line.blank()) {
                continue;
            }
            List<Word> w = Word.split(line.text());
            Map<String, String> row = pairs(line.text());
            if (row == null) {
                if (w.size() >= 2 && w.get(0).text().equalsIgnoreCase("TYPE")
                        && w.get(1).text().equalsIgnoreCase("ID")) {
                    noise.flush();
                    pending = flush(pending, sink, skippedTypes, firstSkipped);
                    // lszdev --columns type,id,... names the columns as typed
                    heading = w.stream().map(h -> new Word(h.text().toUpperCase(Locale.ROOT), h.column())).toList();
                    continue;
                }
                row = tableRow(heading, w);
            }
            if (row == null && pending != null && names(w)) {
                // the names of the row above, wrapped by the terminal onto a line of their own
                String before = pending.row.getOrDefault("NAMES", "");
                pending.row.put("NAMES", (before.isBlank() ? "" : before + " ")
                        + String.join(" ", w.stream().map(Word::text).toList()));
                continue;
            }
            if (row == null || !row.containsKey("TYPE") || !row.containsKey("ID")) {
                pending = flush(pending, sink, skippedTypes, firstSkipped);
                noise.add(line);
                continue;
            }
            noise.flush();
            pending = flush(pending, sink, skippedTypes, firstSkipped);
            pending = new Pending(row, line.number(), w.get(0).column());
        }
        noise.flush();
        flush(pending, sink, skippedTypes, firstSkipped);
        if (!skippedTypes.isEmpty()) {
            sink.note(firstSkipped[0], NAME + ": devices of type " + String.join(", ", skippedTypes)
                    + " are not storage zlayout reads; skipped");
        }
    }

    private static Pending flush(Pending p, Sink sink, TreeSet<String> skippedTypes, int[] firstSkipped) {
        if (p != null && !add(p.row.get("TYPE"), p.row, p.line, p.column, sink)) {
            if (skippedTypes.isEmpty()) {
                firstSkipped[0] = p.line;
            }
            skippedTypes.add(p.row.get("TYPE"));
        }
        return null;
    }

    /** True when every word is a device name lszdev prints ({@code sda}, {@code sg0}, {@code encc000}). */
    private static boolean names(List<Word> w) {
        if (w.isEmpty() || w.size() > 8) {
            return false;
        }
        for (Word x : w) {
            String t = x.text();
            if (t.length() > 16 || !Character.isLetter(t.charAt(0))) {
                return false;
            }
            for (int i = 0; i < t.length(); i++) {
                char c = t.charAt(i);
                if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_')) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Adds the record of a storage row; false when the type is none zlayout reads. */
    private static boolean add(String type, Map<String, String> row, int line, int col, Sink sink) {
        String id = row.get("ID");
        Map<String, String> attributes = new TreeMap<>();
        boolean online = "yes".equals(row.get("ON"));
        if (row.containsKey("ON")) {
            attributes.put("online", row.get("ON"));
        }
        if (row.containsKey("PERS")) {
            attributes.put("persistent", row.get("PERS"));
        }
        for (Map.Entry<String, String> e : row.entrySet()) {
            if (e.getKey().startsWith("ATTR:")) {
                attributes.put(e.getKey().substring(5), e.getValue());
            }
        }
        List<String> names = row.containsKey("NAMES") ? Word.texts(row.get("NAMES")) : List.of();
        switch (type) {
            case "zfcp-host" -> {
                BusId busId = Fields.anyBus(id);
                if (busId == null) {
                    sink.skip(line, col, NAME, "a bus ID as the ID of a zfcp-host", id);
                    return true;
                }
                sink.add(new ZfcpHost(sink.guest(), busId, null, attributes, HostCapture.LSZDEV, sink.at(line, col)));
            }
            case "zfcp-lun" -> {
                String[] p = id.split(":", -1);
                BusId busId = p.length == 3 ? Fields.anyBus(p[0]) : null;
                Wwn wwpn = p.length == 3 ? Fields.wwpnUpTo16(p[1]) : null;
                FcpLun lun = p.length == 3 ? Fields.lunUpTo16(p[2]) : null;
                if (busId == null || wwpn == null || lun == null) {
                    sink.skip(line, col, NAME, "'<bus-ID>:<WWPN>:<LUN>' as the ID of a zfcp-lun", id);
                    return true;
                }
                String sg = names.stream().filter(n -> n.startsWith("sg")).findFirst().map(n -> "/dev/" + n)
                        .orElse(null);
                sink.add(new ZfcpLun(sink.guest(), busId, wwpn, lun, null, online ? ZfcpLun.State.ATTACHED
                        : ZfcpLun.State.CONFIGURED, null, sg, null, null, null, attributes, HostCapture.LSZDEV,
                        sink.at(line, col)));
            }
            case "dasd-eckd", "dasd-fba" -> {
                BusId busId = Fields.anyBus(id);
                if (busId == null) {
                    sink.skip(line, col, NAME, "a bus ID as the ID of a " + type, id);
                    return true;
                }
                String name = names.stream().filter(n -> n.startsWith("dasd")).findFirst().orElse(null);
                sink.add(new DasdDevice(sink.guest(), busId, online ? "active" : "offline", name, null,
                        type.substring(5).toUpperCase(Locale.ROOT), null, null, null, null,
                        "1".equals(attributes.get("readonly")), attributes, HostCapture.LSZDEV, sink.at(line, col)));
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** ON and PERS: yes, no, or (PERS, since s390-tools 2.5.0) auto, a device the auto-configuration set up. */
    private static boolean yesNo(String s) {
        return s.equals("yes") || s.equals("no") || s.equals("auto") || s.equals("-") || s.startsWith("s");
    }

    /**
     * A table row split by the heading: lszdev aligns every column left, so each value starts where its heading starts
     * and an empty value (NAMES of a device without one, in any place {@code --columns} puts it) leaves its column
     * blank. A row whose values do not stand under the headings (blanks collapsed by a page) is read word by word,
     * the last column taking the rest of the line; so is a row without a heading, in the default columns. Null when
     * it is no row.
     */
    private static Map<String, String> tableRow(List<Word> heading, List<Word> w) {
        if (heading != null && !w.isEmpty() && TYPES.contains(w.get(0).text())) {
            Map<String, String> aligned = aligned(heading, w);
            if (aligned != null) {
                return aligned.containsKey("ON") && !aligned.get("ON").isEmpty() && !yesNo(aligned.get("ON"))
                        || aligned.containsKey("PERS") && !aligned.get("PERS").isEmpty()
                        && !yesNo(aligned.get("PERS")) ? null : aligned;
            }
        }
        return byWords(heading == null ? null : heading.stream().map(Word::text).toList(), w);
    }

    /**
     * The row's words put under the heading they stand below (each the rightmost heading starting at or before it);
     * null unless the first word under each heading starts exactly where the heading does.
     */
    private static Map<String, String> aligned(List<Word> heading, List<Word> w) {
        Map<String, List<String>> cols = new LinkedHashMap<>();
        heading.forEach(h -> cols.put(h.text(), new ArrayList<>()));
        for (Word x : w) {
            int col = -1;
            for (int i = 0; i < heading.size() && heading.get(i).column() <= x.column(); i++) {
                col = i;
            }
            if (col < 0) {
                return null;
            }
            List<String> values = cols.get(heading.get(col).text());
            if (values.isEmpty() && x.column() != heading.get(col).column()) {
                return null;
            }
            values.add(x.text());
        }
        Map<String, String> row = new LinkedHashMap<>();
        cols.forEach((k, v) -> row.put(k, String.join(" ", v)));
        return row;
    }

    private static Map<String, String> byWords(List<String> heading, List<Word> w) {
        List<String> cols = heading != null ? heading : List.of("TYPE", "ID", "ON", "PERS", "NAMES");
        // NAMES may be empty: a row has at least all columns but the last
        if (w.size() < Math.min(cols.size() - 1, 4) || !TYPES.contains(w.get(0).text())) {
            return null;
        }
        Map<String, String> row = new LinkedHashMap<>();
        int last = cols.size() - 1;
        for (int i = 0; i < cols.size() && i < w.size(); i++) {
            if (i == last) {
                List<String> rest = new ArrayList<>();
                for (int k = i; k < w.size(); k++) {
                    rest.add(w.get(k).text());
                }
                row.put(cols.get(i), String.join(" ", rest));
            } else {
                row.put(cols.get(i), w.get(i).text());
            }
        }
        if (w.size() > cols.size() && !cols.get(last).equals("NAMES")) {
            return null;
        }
        if (row.containsKey("ON") && !yesNo(row.get("ON")) || row.containsKey("PERS") && !yesNo(row.get("PERS"))) {
            return null;
        }
        return row;
    }

    /** {@code KEY="value" KEY2="value 2"} of {@code --pairs}, or null when the line is not in that form. */
    static Map<String, String> pairs(String text) {
        String s = text.trim();
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        while (i < s.length()) {
            int eq = s.indexOf('=', i);
            if (eq <= i || eq + 1 >= s.length() || s.charAt(eq + 1) != '"') {
                return null;
            }
            // keys as --columns names them (type, id, on, ...), read as lszdev's own headings
            String key = s.substring(i, eq).toUpperCase(Locale.ROOT);
            if (key.indexOf(' ') >= 0) {
                return null;
            }
            int end = s.indexOf('"', eq + 2);
            if (end < 0) {
                return null;
            }
            out.put(key, s.substring(eq + 2, end));
            i = end + 1;
            while (i < s.length() && s.charAt(i) == ' ') {
                i++;
            }
        }
        return out.isEmpty() ? null : out;
    }
}
