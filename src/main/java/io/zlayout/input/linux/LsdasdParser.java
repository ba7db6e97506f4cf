package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.BusId;
import io.zlayout.model.DasdDevice;
import io.zlayout.model.HostCapture;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code lsdasd} in its forms: the table (old and current headers, both
 * {@code Bus-ID Status Name Device Type BlkSz Size Blocks}; rows {@code active}, {@code active(ro)},
 * {@code n/f}, {@code alias}, {@code offline}), {@code -u} ({@code Bus-ID Name UID}), {@code -l}
 * ({@code 0.0.0100/dasda/94:0} then {@code key: value} lines) and the pre-table one-line form
 * ({@code 0.0.0200(ECKD) at ( 94:  4) is dasdb : active at blocksize 4096, 1803060 blocks, 7043 MB}).
 */
final class LsdasdParser extends CaptureParser {

    static final String NAME = "lsdasd";
    private static final Pattern OLD = Pattern.compile(
            "^(\\S+?)\\((\\w*)\\)\\s*at\\s*\\(\\s*(\\d{1,9})\\s*:\\s*(\\d{1,9})\\s*\\)\\s*is\\s+(\\S+)\\s*:\\s*(.*)$");
    private static final String ROW = "'<bus-ID> <status> <name> <major:minor> <type> <blksz> <size> <blocks>'";

    private enum Mode { TABLE, UID, COPY }

    LsdasdParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        int hits = 0;
        int misses = 0;
        boolean header = false;
        boolean uid = false;
        for (Line l : lines) {
            if (l.blank()) {
                continue;
            }
            String t = l.text().trim();
            List<String> w = Word.texts(t);
            if (w.get(0).equals("Bus-ID") && w.size() >= 3 && (w.get(1).equals("Status") || w.get(2).equals("UID")
                    || w.get(1).equals("Role"))) {
                header = true;
                uid = w.get(2).equals("UID") || w.get(1).equals("Role");
            } else if (uid && Fields.fullBusId(w.get(0)) != null) {
                hits++;
            } else if (t.startsWith("====") || t.startsWith("----")) {
                continue;
            } else if (l.text().charAt(0) <= ' ' && t.indexOf(':') > 0) {
                continue;
            } else if (Fields.fullBusId(w.get(0)) != null && w.size() >= 2 && status(w.get(1)) != null) {
                hits++;
            } else if (longHeader(t) != null || t.length() < 400 && OLD.matcher(t).matches()) {
                hits++;
            } else {
                misses++;
            }
        }
        if (header && misses == 0) {
            return 95;
        }
        if (hits == 0) {
            return 0;
        }
        return misses == 0 ? 80 : hits > misses ? 60 : 10;
    }

    /** The status of a table row ({@code active}, {@code active(ro)}, {@code n/f}, ...), or null. */
    private static String status(String w) {
        String s = w.endsWith("(ro)") ? w.substring(0, w.length() - 4) : w;
        return switch (s) {
            // secondary: the secondary device of a copy pair (lsdasd of s390-tools 2.23 and later)
            case "active", "n/f", "alias", "offline", "unknown", "basic", "ready", "online", "secondary" -> s;
            default -> null;
        };
    }

    /**
     * The header of an {@code lsdasd -l} block, split into bus ID, name and major:minor: {@code 0.0.0100/dasda/94:0},
     * also with the colon lost ({@code 0.0.c600/dasdd/9412}: major:minor unknown), or the bare bus ID lsdasd prints
     * for an offline or alias device; null when the line is not one.
     */
    private static String[] longHeader(String t) {
        if (Word.texts(t).size() != 1) {
            return null;
        }
        String[] parts = t.split("/", -1);
        if (parts.length == 1 && Fields.fullBusId(parts[0]) != null) {
            return new String[] {parts[0], "", ""};
        }
        if (parts.length != 3 || Fields.fullBusId(parts[0]) == null
                || parts[2].indexOf(':') <= 0 && !Ascii.digits(parts[2])) {
            return null;
        }
        return parts;
    }

    /**
     * The table's rows and header with a terminal's or a mail client's hard wrap undone: a row as long as a terminal is wide
     * (64 characters or more) whose line below is its tail ({@code 640} of {@code 5408640} blocks, in column 1, at
     * most three words, no row or header of its own) is one row again; the count of rows joined, or 0.
     */
    private static int unwrap(List<Line> lines, List<Line> out) {
        int joined = 0;
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            Line next = i + 1 < lines.size() ? lines.get(i + 1) : null;
            boolean header = line.text().trim().startsWith("Bus-ID");
            if (next != null && line.text().length() >= 64 && (header || isRow(line.text())) && tail(next.text())) {
                out.add(new Line(line.number(), line.text() + next.text()));
                joined++;
                i++;
            } else {
                out.add(line);
            }
        }
        return joined;
    }

    private static boolean isRow(String text) {
        List<String> w = Word.texts(text);
        return w.size() >= 2 && Fields.fullBusId(w.get(0)) != null && status(w.get(1)) != null;
    }

    private static boolean tail(String text) {
        if (text.isEmpty() || text.charAt(0) <= ' ') {
            return false;
        }
        List<String> w = Word.texts(text);
        String t = text.trim();
        return w.size() <= 3 && Fields.fullBusId(w.get(0)) == null && !w.get(0).equals("Bus-ID")
                && !t.startsWith("====") && !t.startsWith("----") && longHeader(t) == null
                && (t.length() >= 400 || !OLD.matcher(t).matches());
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Mode mode = Mode.TABLE;
        LongBlock block = null;
        List<Line> lines = new java.util.ArrayList<>(capture.lines().size());
        int joined = unwrap(capture.lines(), lines);
        if (joined > 0) {
            sink.note(lines.get(0).number(), NAME + ": " + joined + " line(s) of the table wrapped onto the line "
                    + "below (a terminal or mail client's line width) read as one line each");
        }
        for (Line line : lines) {
            if (line.blank()) {
                continue;
            }
            String text = line.text();
            String t = text.trim();
            List<Word> w = Word.split(text);
            if (text.charAt(0) <= ' ' && block != null) {
                int colon = t.indexOf(':');
                if (colon <= 0) {
                    sink.skip(line.number(), Fields.indent(text) + 1, NAME, "'<key>: <value>'", t);
                } else {
                    block.fields().put(t.substring(0, colon).trim(), t.substring(colon + 1).trim());
                }
                continue;
            }
            if (block != null) {
                block.flush(sink);
                block = null;
            }
            if (w.get(0).text().equals("Bus-ID")) {
                mode = w.size() >= 3 && w.get(2).text().equals("UID") ? Mode.UID
                        : w.size() >= 2 && w.get(1).text().equals("Role") ? Mode.COPY : Mode.TABLE;
                continue;
            }
            if (t.startsWith("====") || t.startsWith("----")) {
                continue;
            }
            String[] lh = mode == Mode.TABLE ? longHeader(t) : null;
            if (lh != null) {
                block = new LongBlock(line, Fields.fullBus(lh[0]), lh[1], lh[2]);
                continue;
            }
            Matcher m = t.length() < 400 ? OLD.matcher(t) : null;
            if (m != null && m.matches()) {
                old(line, m, sink);
                continue;
            }
            if (mode == Mode.UID) {
                uid(line, w, sink);
            } else if (mode == Mode.COPY) {
                copy(line, w, sink);
            } else {
                row(line, w, sink);
            }
        }
        if (block != null) {
            block.flush(sink);
        }
    }

    private static void row(Line line, List<Word> w, Sink sink) {
        BusId busId = Fields.fullBus(w.get(0).text());
        if (busId == null || w.size() < 2 || status(w.get(1).text()) == null) {
            sink.skip(line.number(), w.get(0).column(), NAME, ROW, line.text().trim());
            return;
        }
        String status = status(w.get(1).text());
        boolean ro = w.get(1).text().endsWith("(ro)");
        int i = 2;
        if (i < w.size() && w.get(i).text().equals("(ro)")) {
            ro = true;
            i++;
        }
        if (status.equals("alias") || status.equals("offline") || status.equals("secondary")) {
            // no block device: 'secondary' is a copy pair's secondary, printed with its type only
            String type = i < w.size() ? join(w, i) : null;
            sink.add(new DasdDevice(sink.guest(), busId, status, null, null, type, null, null, null, null, ro,
                    Map.of(), HostCapture.LSDASD, sink.at(line.number(), w.get(0).column())));
            return;
        }
        String name = i < w.size() ? w.get(i++).text() : null;
        String majMin = i < w.size() && w.get(i).text().indexOf(':') > 0 ? w.get(i++).text() : null;
        String type = i < w.size() && !Ascii.digits(w.get(i).text()) ? w.get(i++).text() : null;
        if (type != null && i < w.size() && w.get(i).text().startsWith("(")) {
            type = type + " " + w.get(i++).text();
        }
        Integer blksz = null;
        Long sizeMb = null;
        Long blocks = null;
        String bad = null;
        int badCol = 0;
        if (i < w.size()) {
            blksz = Fields.toInt(w.get(i).text());
            if (blksz == null) {
                bad = "a block size";
                badCol = i;
            }
            i++;
        }
        if (bad == null && i < w.size()) {
            String s = w.get(i).text();
            if (s.endsWith("MB")) {
                sizeMb = Fields.toLong(s.substring(0, s.length() - 2));
            } else if (i + 1 < w.size() && w.get(i + 1).text().equals("MB")) {
                sizeMb = Fields.toLong(s);
                i++;
            }
            if (sizeMb == null) {
                bad = "a size '<n>MB'";
                badCol = i;
            }
            i++;
        }
        if (bad == null && i < w.size()) {
            blocks = Fields.toLong(w.get(i).text());
            if (blocks == null) {
                bad = "a number of blocks";
                badCol = i;
            }
            i++;
        }
        if (bad == null && i < w.size()) {
            bad = "the end of the row";
            badCol = i;
        }
        if (bad != null) {
            sink.partial(line.number(), w.get(badCol).column(), NAME, bad, w.get(badCol).text(),
                    "DASD read without the rest of the row");
        } else if (status.equals("active") && (name == null || blocks == null)) {
            sink.partial(line.number(), line.text().length() + 1, NAME, ROW, null,
                    "DASD read without the rest of the row");
        }
        sink.add(new DasdDevice(sink.guest(), busId, status, name, majMin, type, blksz, sizeMb, blocks, null, ro,
                Map.of(), HostCapture.LSDASD, sink.at(line.number(), w.get(0).column())));
    }

    private static void uid(Line line, List<Word> w, Sink sink) {
        BusId busId = Fields.fullBus(w.get(0).text());
        if (busId == null || w.size() > 3) {
            sink.skip(line.number(), w.get(0).column(), NAME, "'<bus-ID> <name> <UID>'", line.text().trim());
            return;
        }
        String name = null;
        String uid = null;
        if (w.size() == 3) {
            name = w.get(1).text();
            uid = w.get(2).text();
        } else if (w.size() == 2) {
            if (w.get(1).text().indexOf('.') > 0) {
                uid = w.get(1).text();
            } else {
                name = w.get(1).text();
            }
        }
        sink.add(new DasdDevice(sink.guest(), busId, null, name, null, null, null, null, null, uid, false, Map.of(),
                HostCapture.LSDASD, sink.at(line.number(), w.get(0).column())));
    }

    /**
     * {@code lsdasd -P} ({@code Bus-ID Role Name Paired devices}): {@code 0.0.c600  primary  dasda  <UID>,...} or
     * {@code 0.0.c700  secondary  <primary UID>} (a secondary has no block device name). The role and the paired
     * devices are kept as attributes {@code copy_role}, {@code copy_pairs}.
     */
    private static void copy(Line line, List<Word> w, Sink sink) {
        BusId busId = Fields.fullBus(w.get(0).text());
        String role = w.size() > 1 ? w.get(1).text() : "";
        if (busId == null || !(role.equals("primary") || role.equals("secondary") || role.equals("none"))) {
            sink.skip(line.number(), w.get(0).column(), NAME, "'<bus-ID> primary|secondary [<name>] <paired devices>'",
                    line.text().trim());
            return;
        }
        int i = 2;
        String name = null;
        if (i < w.size() && w.get(i).text().startsWith("dasd")) {
            name = w.get(i++).text();
        }
        Map<String, String> attributes = new TreeMap<>();
        attributes.put("copy_role", role);
        if (i < w.size()) {
            attributes.put("copy_pairs", join(w, i));
        }
        sink.add(new DasdDevice(sink.guest(), busId, null, name, null, null, null, null, null, null, false,
                attributes, HostCapture.LSDASD, sink.at(line.number(), w.get(0).column())));
    }

    /** {@code 0.0.0200(ECKD) at ( 94:  4) is dasdb : active at blocksize 4096, 1803060 blocks, 7043 MB}. */
    private static void old(Line line, Matcher m, Sink sink) {
        BusId busId = Fields.fullBus(m.group(1));
        int col = Fields.indent(line.text()) + 1;
        if (busId == null) {
            sink.skip(line.number(), col, NAME, "a bus ID '0.0.xxxx'", m.group(1));
            return;
        }
        List<String> rest = Word.texts(m.group(6).replace(",", " "));
        String status = rest.isEmpty() ? null : rest.get(0);
        boolean ro = rest.contains("(ro)");
        Integer blksz = null;
        Long blocks = null;
        Long mb = null;
        for (int i = 0; i < rest.size(); i++) {
            String x = rest.get(i);
            if (x.equals("blocksize") && i + 1 < rest.size()) {
                blksz = Fields.toInt(rest.get(i + 1));
            } else if (x.equals("blocks") && i > 0) {
                blocks = Fields.toLong(rest.get(i - 1));
            } else if (x.equals("MB") && i > 0) {
                mb = Fields.toLong(rest.get(i - 1));
            }
        }
        String type = m.group(2).isEmpty() || m.group(2).equals("none") ? null : m.group(2).toUpperCase(Locale.ROOT);
        sink.add(new DasdDevice(sink.guest(), busId, status, m.group(5), m.group(3) + ":" + m.group(4), type, blksz, mb,
                blocks, null, ro, Map.of(), HostCapture.LSDASD, sink.at(line.number(), col)));
    }

    private static String join(List<Word> w, int from) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < w.size(); i++) {
            b.append(i > from ? " " : "").append(w.get(i).text());
        }
        return b.toString();
    }

    /** One {@code lsdasd -l} block: its header and {@code key: value} lines. */
    private record LongBlock(Line line, BusId busId, String name, String majMin, TreeMap<String, String> fields) {

        LongBlock(Line line, BusId busId, String name, String majMin) {
            this(line, busId, name, majMin, new TreeMap<>());
        }

        void flush(Sink sink) {
            String status = fields.get("status");
            boolean ro = "1".equals(fields.get("readonly")) || (status != null && status.endsWith("(ro)"));
            if (status != null && status.endsWith("(ro)")) {
                status = status.substring(0, status.length() - 4);
            }
            String size = fields.get("size");
            Long mb = size != null && size.endsWith("MB") ? Fields.toLong(size.substring(0, size.length() - 2).trim())
                    : null;
            sink.add(new DasdDevice(sink.guest(), busId, status, name.isEmpty() ? null : name,
                    majMin.indexOf(':') > 0 ? majMin : null,
                    fields.get("type"), Fields.toInt(fields.get("blksz")), mb, Fields.toLong(fields.get("blocks")),
                    fields.get("uid"), ro, fields, HostCapture.LSDASD, sink.at(line.number(), 1)));
        }
    }
}
