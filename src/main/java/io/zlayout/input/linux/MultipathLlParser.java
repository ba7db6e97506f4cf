package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.Hctl;
import io.zlayout.model.HostCapture;
import io.zlayout.model.MultipathMap;
import io.zlayout.model.SourceRef;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code multipath -ll} (also {@code -l}, {@code -d}, {@code multipathd show topology}) in the current format
 * and the 0.4.x format.
 *
 * <pre>
 * [action: ][alias (]wwid[)] dm-N|undef VENDOR,PRODUCT
 * size=1.0G features='1 queue_if_no_path' hwhandler='0' wp=rw        0.4.x: [size=100G][features=0][hwhandler=0]
 * `-+- policy='service-time 0' prio=1 status=active                   0.4.x: \_ round-robin 0 [prio=-6][active]
 *   |- 0:0:0:1085620243 sdb 8:16 active ready running                0.4.x:  \_ 4:0:5:1  sdbf 67:144 [active][undef]
 * </pre>
 */
final class MultipathLlParser extends CaptureParser {

    static final String NAME = "multipath -ll";
    private static final String TREE = " |`-+\\_";

    MultipathLlParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        int headers = 0;
        int sizes = 0;
        int misses = 0;
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            if (l.blank() || logLine(l.text()) || Elision.is(l.text())) {
                continue;
            }
            String t = l.text().trim();
            if (t.startsWith("size=") || t.startsWith("[size=")) {
                sizes++;
            } else if (TREE.indexOf(l.text().charAt(0)) >= 0) {
                continue;
            } else {
                Header h = Header.parse(l.text(), sizeLineAfter(lines, i));
                if (h == null) {
                    misses++;
                } else {
                    headers++;
                    sizes += h.sizes() != null ? 1 : 0;
                }
            }
        }
        if (headers == 0 || sizes == 0) {
            return 0;
        }
        return misses == 0 ? 90 : headers > misses ? 60 : 10;
    }

    @Override
    public boolean row(String text) {
        if (text.isEmpty()) {
            return false;
        }
        if (TREE.indexOf(text.charAt(0)) < 0) {
            String t = text.strip();
            if (t.startsWith("size=") || t.startsWith("[size=")) {
                // a size line of its own is a record line, so that a long header never takes it for its tail
                return sizeLine(t);
            }
            Header h = Header.parse(text, false);
            // 0.4.7 prints the sizes on the header line: whole only with its last ']'
            return h != null && (h.sizes() == null ? !text.contains("size=") : t.endsWith("]"));
        }
        int start = 0;
        while (start < text.length() && TREE.indexOf(text.charAt(start)) >= 0) {
            start++;
        }
        List<String> w = Word.texts(text.substring(start));
        return w.size() >= 3 && hctlLike(w.get(0));
    }

    /**
     * A whole size line: {@code size=20G features='1 queue_if_no_path' hwhandler='1 alua' wp=rw} (its quotes closed,
     * the handler named) or 0.4.x's {@code [size=1.2T][features=1 queue_if_no_path][hwhandler=0]} (its brackets
     * closed).
     */
    private static boolean sizeLine(String t) {
        if (t.startsWith("[")) {
            return t.endsWith("]") && t.contains("[hwhandler=") && t.chars().filter(c -> c == '[').count()
                    == t.chars().filter(c -> c == ']').count();
        }
        return t.contains(" features=") && t.contains(" hwhandler=") && t.chars().filter(c -> c == '\'').count() % 2 == 0
                && (!t.contains(" wp=") || t.matches(".* wp=\\S{2,}"));
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        MapBuilder map = null;
        int logFirst = 0;
        int logLast = 0;
        List<Line> lines = capture.lines();
        Map<String, MultipathMap> shown = sink.mapsShown();
        for (int index = 0; index < lines.size(); index++) {
            Line line = lines.get(index);
            if (line.blank()) {
                continue;
            }
            if (logLine(line.text())) {
                if (logFirst == 0) {
                    logFirst = line.number();
                }
                logLast = line.number();
                continue;
            }
            if (logFirst != 0) {
                logNote(sink, logFirst, logLast);
                logFirst = 0;
            }
            String text = line.text();
            String t = text.trim();
            int col = Fields.indent(text) + 1;
            if (t.startsWith("size=") || t.startsWith("[size=")) {
                if (map == null) {
                    sink.skip(line.number(), col, NAME, "a map header line before the size line", t);
                } else {
                    map.sizeLine(t.startsWith("[") ? brackets(t) : pairs(t));
                }
                continue;
            }
            if (TREE.indexOf(text.charAt(0)) < 0) {
                Header h = Header.parse(text, sizeLineAfter(lines, index));
                if (h == null) {
                    sink.skip(line.number(), 1, NAME, "a map header '[alias (]<wwid>[)] dm-<n> <vendor>,<product>'",
                            t);
                    continue;
                }
                if (map != null) {
                    add(map.build(sink), shown, sink);
                }
                map = new MapBuilder(h, sink.at(line.number(), 1));
                if (h.sizes() != null) {
                    map.sizeLine(brackets(h.sizes()));
                }
                continue;
            }
            int start = 0;
            while (start < text.length() && TREE.indexOf(text.charAt(start)) >= 0) {
                start++;
            }
            String body = text.substring(start).trim();
            List<Word> w = Word.split(body);
            Header indented = text.substring(0, start).isBlank() ? Header.parse(body, false) : null;
            if (indented != null && !hctlLike(w.get(0).text())) {
                // a header indented by copy and paste
                if (map != null) {
                    add(map.build(sink), shown, sink);
                }
                map = new MapBuilder(indented, sink.at(line.number(), start + 1));
            } else if (map == null) {
                sink.skip(line.number(), col, NAME, "a map header line before its path groups and paths", t);
            } else if (body.startsWith("policy=") || body.startsWith("prio=") || body.startsWith("status=")) {
                Map<String, String> kv = pairs(body);
                map.group(kv.get("policy"), kv.get("prio"), kv.get("status"), sink.at(line.number(), start + 1));
            } else if (!w.isEmpty() && hctlLike(w.get(0).text())) {
                if (map.groups.isEmpty()) {
                    sink.skip(line.number(), start + 1, NAME, "a path group line before its paths", t);
                } else {
                    path(map, body, sink.at(line.number(), start + 1), sink);
                }
            } else if (text.startsWith("\\_") && !body.isEmpty()) {
                oldGroup(map, body, sink.at(line.number(), start + 1));
            } else {
                sink.skip(line.number(), start + 1, NAME, "a path group or path line", t);
            }
        }
        if (logFirst != 0) {
            logNote(sink, logFirst, logLast);
        }
        if (map != null) {
            add(map.build(sink), shown, sink);
        }
    }

    /**
     * Adds a map, once: a map shown again in the same file the same way ({@code show map mpatha topo} run twice
     * into one paste, {@code multipath -ll} and {@code -l} of the same maps) is the same map, noted and read once;
     * shown again with other paths or groups, the later showing is the one read, and a warning says so.
     */
    private static void add(MultipathMap map, Map<String, MultipathMap> shown, Sink sink) {
        // a map a command created or reloaded ('create: ...') is another event than its listing
        String key = map.wwid() + (map.action() == null ? "" : " " + map.action());
        MultipathMap before = shown.get(key);
        if (before == null) {
            shown.put(key, map);
            sink.add(map);
            return;
        }
        if (sameTopology(before, map)) {
            sink.note(map.source().line(), NAME + ": map " + map.wwid() + " shown again (first at line "
                    + before.source().line() + "), the same: read once");
            return;
        }
        sink.warn(map.source().line(), map.source().column(), NAME + ": map " + map.wwid() + " shown again (first at "
                + "line " + before.source().line() + ") with other path groups or paths: the later showing is read");
        sink.replace(before, map);
        shown.put(key, map);
    }

    private static boolean sameTopology(MultipathMap a, MultipathMap b) {
        if (a.pathGroups().size() != b.pathGroups().size()) {
            return false;
        }
        for (int g = 0; g < a.pathGroups().size(); g++) {
            MultipathMap.PathGroup x = a.pathGroups().get(g);
            MultipathMap.PathGroup y = b.pathGroups().get(g);
            if (!java.util.Objects.equals(x.status(), y.status()) || x.paths().size() != y.paths().size()) {
                return false;
            }
            for (int p = 0; p < x.paths().size(); p++) {
                MultipathMap.MultipathPath m = x.paths().get(p);
                MultipathMap.MultipathPath n = y.paths().get(p);
                if (!java.util.Objects.equals(m.hctl(), n.hctl()) || !java.util.Objects.equals(m.device(), n.device())
                        || !java.util.Objects.equals(m.dmState(), n.dmState())
                        || !java.util.Objects.equals(m.checkerState(), n.checkerState())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** True when the next line that is not blank is a 0.4.x size line ({@code [size=...]}). */
    private static boolean sizeLineAfter(List<Line> lines, int i) {
        for (int k = i + 1; k < lines.size(); k++) {
            if (!lines.get(k).blank()) {
                return lines.get(k).text().trim().startsWith("[size=");
            }
        }
        return false;
    }

    private static void logNote(Sink sink, int first, int last) {
        sink.note(first, NAME + ": " + (first == last ? "line " + first + " is" : "lines " + first + "-" + last
                + " are") + " multipath's own log output (a timestamp and '|'), not the topology; skipped");
    }

    /**
     * A line multipath logs while it prints the topology: {@code Dec 06 10:21:12 | sda: ...},
     * {@code 10:21:12 | ...} or {@code 1234.567890 | ...} (a timestamp, then {@code |}).
     */
    static boolean logLine(String text) {
        int bar = text.indexOf(" | ");
        if (bar < 4 || bar > 40) {
            return false;
        }
        List<String> w = Word.texts(text.substring(0, bar));
        if (w.isEmpty() || w.size() > 3) {
            return false;
        }
        String last = w.get(w.size() - 1);
        if (w.size() == 3 && !(w.get(0).length() == 3 && Character.isLetter(w.get(0).charAt(0))
                && Ascii.digits(w.get(1)))) {
            return false;
        }
        if (w.size() == 2) {
            return false;
        }
        return clock(last) || w.size() == 1 && seconds(last);
    }

    /** {@code 10:21:12}, with optional fraction. */
    private static boolean clock(String s) {
        String[] p = s.split(":", -1);
        if (p.length != 3) {
            return false;
        }
        String sec = p[2].contains(".") ? p[2].substring(0, p[2].indexOf('.')) : p[2];
        return Ascii.digits(p[0]) && Ascii.digits(p[1]) && Ascii.digits(sec) && p[0].length() <= 2
                && p[1].length() == 2 && sec.length() == 2;
    }

    /** {@code 1234.567890}: seconds since boot. */
    private static boolean seconds(String s) {
        int dot = s.indexOf('.');
        return dot > 0 && dot < s.length() - 1 && Ascii.digits(s.substring(0, dot))
                && Ascii.digits(s.substring(dot + 1));
    }

    private static boolean hctlLike(String w) {
        return w.equals("#:#:#:#") || Hctl.parse(w) != null;
    }

    /** {@code \_ round-robin 0 [prio=-6][active]}. */
    private static void oldGroup(MapBuilder map, String body, SourceRef at) {
        int bracket = body.indexOf('[');
        String policy = (bracket < 0 ? body : body.substring(0, bracket)).trim();
        Map<String, String> kv = bracket < 0 ? Map.of() : brackets(body.substring(bracket));
        String status = null;
        for (Map.Entry<String, String> e : kv.entrySet()) {
            if (e.getKey().startsWith("#")) {
                status = e.getValue();
            }
        }
        map.group(policy.isEmpty() ? null : policy, kv.get("prio"), status, at);
    }

    /**
     * Current: {@code 0:0:0:1 sdb 8:16 active ready running}; 0.4.x: {@code 4:0:5:1 sdbf 67:144 [active][undef]}.
     */
    private static void path(MapBuilder map, String body, SourceRef at, Sink sink) {
        int bracket = body.indexOf('[');
        List<String> w = Word.texts(bracket < 0 ? body : body.substring(0, bracket));
        List<String> states = new ArrayList<>();
        if (bracket >= 0) {
            brackets(body.substring(bracket)).forEach((k, v) -> {
                if (k.startsWith("#") && !v.isEmpty()) {
                    states.add(v);
                }
            });
        } else if (w.size() > 3) {
            states.addAll(w.subList(3, w.size()));
        }
        // 0.4.5's multipath -l runs no path checker: one bracket, the device-mapper state ([active], [failed])
        if ((bracket >= 0 && states.isEmpty()) || (bracket < 0 && states.size() < 3) || w.size() < 3) {
            sink.partial(at.line(), at.column(), NAME, bracket >= 0
                    ? "'<H:C:T:L> <device> <major:minor> [<dm state>][<checker state>]'"
                    : "'<H:C:T:L> <device> <major:minor> <dm state> <checker state> <device state>'", body,
                    "path read as far as it goes");
        }
        Hctl hctl = Hctl.parse(w.get(0));
        String dev = w.size() > 1 && !w.get(1).equals("-") ? w.get(1) : null;
        String majMin = w.size() > 2 && w.get(2).indexOf(':') > 0 && !w.get(2).equals("#:#") ? w.get(2) : null;
        map.groups.get(map.groups.size() - 1).paths.add(new MultipathMap.MultipathPath(hctl, dev, majMin,
                states.size() > 0 ? states.get(0) : null, states.size() > 1 ? states.get(1) : null,
                states.size() > 2 ? states.get(2) : null, at));
    }

    /** {@code key=value key='quoted value'} pairs, in order. */
    static Map<String, String> pairs(String s) {
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            while (i < n && s.charAt(i) <= ' ') {
                i++;
            }
            int k = i;
            while (i < n && s.charAt(i) > ' ' && s.charAt(i) != '=') {
                i++;
            }
            String key = s.substring(k, i);
            if (i < n && s.charAt(i) == '=') {
                i++;
                String value;
                if (i < n && s.charAt(i) == '\'') {
                    int end = s.indexOf('\'', i + 1);
                    end = end < 0 ? n : end;
                    value = s.substring(i + 1, end);
                    i = Math.min(n, end + 1);
                } else {
                    int v = i;
                    while (i < n && s.charAt(i) > ' ') {
                        i++;
                    }
                    value = s.substring(v, i);
                }
                out.putIfAbsent(key, value);
            } else if (!key.isEmpty()) {
                out.putIfAbsent("#" + out.size(), key);
            }
        }
        return out;
    }

    /**
     * {@code [size=100G][features="1 queue_if_no_path"][rw]}: {@code key=value} groups by key, bare words as
     * {@code #<index>} in order.
     */
    static Map<String, String> brackets(String s) {
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        int bare = 0;
        while (true) {
            int open = s.indexOf('[', i);
            if (open < 0) {
                break;
            }
            int close = s.indexOf(']', open + 1);
            String inner = close < 0 ? s.substring(open + 1) : s.substring(open + 1, close);
            int eq = inner.indexOf('=');
            if (eq > 0) {
                out.putIfAbsent(inner.substring(0, eq).trim(), Fields.unquote(inner.substring(eq + 1).trim()));
            } else {
                out.put("#" + bare++, inner.trim());
            }
            if (close < 0) {
                break;
            }
            i = close + 1;
        }
        return out;
    }

    /**
     * A map header line, read; {@code sizes} is the {@code [size=...][features=...]} part 0.4.7 prints on the
     * header's own line ({@code mpath1 (3600d0...) [size=10 GB][features="0"][hwhandler="0"]}), else null.
     */
    record Header(String action, String alias, String wwid, String dm, String vendor, String product, String sizes) {

        /**
         * @param sizeNext whether the next line is a 0.4.x size line: then a name alone is a header (0.4.5 prints
         *                 a map without alias as its WWID alone, or as {@code <wwid> ()})
         */
        static Header parse(String text, boolean sizeNext) {
            String sizes = null;
            int bracket = text.indexOf(" [size=");
            if (bracket > 0) {
                sizes = text.substring(bracket + 1).trim();
                text = text.substring(0, bracket);
            }
            List<Word> w = Word.split(text);
            if (w.isEmpty()) {
                return null;
            }
            if (w.size() <= 2 && (sizeNext || sizes != null) && (w.size() == 1 || w.get(1).text().equals("()"))
                    && name(w.get(0).text())) {
                // '3600508b4000971ca0000f00010650000' or '<wwid> ()': a 0.4.5 map without alias
                return new Header(null, null, w.get(0).text(), null, null, null, sizes);
            }
            int i = 0;
            String action = null;
            if (w.get(0).text().endsWith(":")) {
                String a = w.get(0).text();
                action = a.substring(0, a.length() - 1);
                i = 1;
            }
            if (i >= w.size()) {
                return null;
            }
            String alias = null;
            String wwid;
            if (i + 1 < w.size() && w.get(i + 1).text().startsWith("(") && w.get(i + 1).text().endsWith(")")
                    && w.get(i + 1).text().length() > 2) {
                alias = w.get(i).text();
                String p = w.get(i + 1).text();
                wwid = p.substring(1, p.length() - 1);
                i += 2;
            } else {
                wwid = w.get(i).text();
                i += 1;
            }
            if (!name(wwid) || (alias != null && !name(alias))) {
                return null;
            }
            if (i >= w.size()) {
                // 0.4.x without dm name and vendor: only the "alias (wwid)" form
                return alias == null ? null : new Header(action, alias, wwid, null, null, null, sizes);
            }
            String dm = w.get(i).text();
            if (!dm.equals("undef") && !(dm.startsWith("dm-") && Ascii.digits(dm.substring(3)))) {
                return null;
            }
            String vendor = null;
            String product = null;
            if (i + 1 < w.size()) {
                String vp = text.substring(w.get(i + 1).column() - 1).trim();
                int comma = vp.indexOf(',');
                vendor = comma < 0 ? vp : vp.substring(0, comma);
                product = comma < 0 ? null : vp.substring(comma + 1);
            }
            return new Header(action, alias, wwid, dm.equals("undef") ? null : dm, vendor, product, sizes);
        }

        private static boolean name(String s) {
            if (s.isEmpty() || s.length() > 128) {
                return false;
            }
            for (int k = 0; k < s.length(); k++) {
                char c = s.charAt(k);
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.'
                        || c == '_' || c == '-' || c == ':' || c == '@' || c == '+')) {
                    return false;
                }
            }
            return true;
        }
    }

    private static final class MapBuilder {
        final Header header;
        final SourceRef source;
        final List<GroupBuilder> groups = new ArrayList<>();
        String size;
        String features;
        String hwHandler;
        String wp;

        MapBuilder(Header header, SourceRef source) {
            this.header = header;
            this.source = source;
        }

        void sizeLine(Map<String, String> kv) {
            size = kv.get("size");
            features = kv.get("features");
            hwHandler = kv.get("hwhandler");
            wp = kv.get("wp");
            if (wp == null) {
                for (Map.Entry<String, String> e : kv.entrySet()) {
                    if (e.getKey().startsWith("#") && (e.getValue().equals("rw") || e.getValue().equals("ro"))) {
                        wp = e.getValue();
                    }
                }
            }
        }

        void group(String policy, String prio, String status, SourceRef at) {
            groups.add(new GroupBuilder(policy, Fields.toInt(prio), status, at));
        }

        MultipathMap build(Sink sink) {
            List<MultipathMap.PathGroup> gs = new ArrayList<>();
            for (GroupBuilder g : groups) {
                gs.add(new MultipathMap.PathGroup(g.policy, g.priority, g.status, g.paths, g.source));
            }
            return new MultipathMap(sink.guest(), header.wwid, header.alias, header.action, header.dm, header.vendor,
                    header.product, size, features, hwHandler, wp, gs, HostCapture.MULTIPATH_LL, source);
        }
    }

    private static final class GroupBuilder {
        final String policy;
        final Integer priority;
        final String status;
        final SourceRef source;
        final List<MultipathMap.MultipathPath> paths = new ArrayList<>();

        GroupBuilder(String policy, Integer priority, String status, SourceRef source) {
            this.policy = policy;
            this.priority = priority;
            this.status = status;
            this.source = source;
        }
    }
}
