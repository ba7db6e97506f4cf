package io.zlayout.input.linux;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import io.zlayout.model.HostCapture;
import io.zlayout.model.LogicalVolume;
import io.zlayout.model.SourceRef;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code lvs -o +devices,stripes,stripe_size} as text (columns found by their header names, in any order;
 * values are placed under the header they line up with, as lvs aligns them, so empty columns are no
 * problem) and {@code lvs --reportformat json} ({@code {"report":[{"lv":[{...}]}]}}). lvs prints one row per
 * segment; rows of one LV become one {@link LogicalVolume} with several segments.
 */
final class LvsParser extends CaptureParser {

    static final String NAME = "lvs";

    /** Text header -> field, and JSON key -> field. */
    private static final Map<String, String> FIELDS = Map.ofEntries(
            Map.entry("LV", "lv"), Map.entry("lv_name", "lv"),
            Map.entry("VG", "vg"), Map.entry("vg_name", "vg"),
            Map.entry("Attr", "attr"), Map.entry("lv_attr", "attr"),
            Map.entry("LSize", "size"), Map.entry("lv_size", "size"),
            Map.entry("Type", "segtype"), Map.entry("segtype", "segtype"),
            Map.entry("#Str", "stripes"), Map.entry("stripes", "stripes"),
            Map.entry("Stripe", "stripe"), Map.entry("stripe_size", "stripe"),
            Map.entry("Devices", "devices"), Map.entry("devices", "devices"));
    private static final Set<String> SEGMENT_FIELDS = Set.of("segtype", "stripes", "stripe", "devices");
    private static final Set<String> VALUE_OPTIONS = Set.of("-o", "-O", "-S", "--options", "--sort", "--select",
            "--units", "--reportformat", "--separator", "--driverloaded", "--config", "--configreport", "--rows");

    LvsParser() {
        super(NAME);
    }

    @Override
    public int sniff(List<Line> lines) {
        Line first = lines.stream().filter(l -> !l.blank()).findFirst().orElse(null);
        if (first == null) {
            return 0;
        }
        String t = first.text().trim();
        if (t.startsWith("{")) {
            StringBuilder head = new StringBuilder();
            for (Line l : lines) {
                head.append(l.text()).append('\n');
            }
            String h = head.toString();
            return h.contains("\"report\"") && h.contains("\"lv\"") ? 90 : 0;
        }
        List<String> w = Word.texts(t);
        if (!w.get(0).equals("LV")) {
            return 0;
        }
        long known = w.stream().skip(1).filter(FIELDS::containsKey).count();
        return known >= 2 ? 85 : known == 1 ? 55 : 0;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        Line first = capture.firstText();
        if (first == null) {
            return;
        }
        String vg = volumeGroup(capture.arguments());
        Map<String, Builder> lvs = new LinkedHashMap<>();
        String t = first.text().trim();
        if (t.startsWith("{") || t.startsWith("[") || capture.arguments().contains("json")
                || capture.arguments().contains("--reportformat=json")) {
            json(capture, vg, lvs, sink);
        } else {
            text(capture, vg, lvs, sink);
        }
        lvs.values().forEach(b -> sink.add(b.build(sink)));
    }

    private static void text(Capture capture, String vgFromCommand, Map<String, Builder> lvs, Sink sink) {
        List<Word> header = null;
        boolean noVgNoted = false;
        for (Line line : capture.lines()) {
            if (line.blank()) {
                continue;
            }
            String text = Fields.expandTabs(line.text());
            String t = text.trim();
            List<Word> w = Word.split(text);
            if (t.startsWith("WARNING") || t.startsWith("Found duplicate") || t.startsWith("File descriptor")) {
                sink.note(line.number(), NAME + " reported: " + t);
                continue;
            }
            if (header == null) {
                if (w.get(0).text().equals("LV")) {
                    header = w;
                } else {
                    sink.skip(line.number(), w.get(0).column(), NAME, "the header line 'LV VG Attr LSize ...'", t);
                }
                continue;
            }
            Map<String, String> fields = new LinkedHashMap<>();
            Set<Word> filled = new HashSet<>();
            boolean clash = false;
            for (Word word : w) {
                Word h = column(header, word);
                if (!filled.add(h)) {
                    clash = true;
                    break;
                }
                String field = FIELDS.get(h.text());
                if (field != null) {
                    fields.put(field, word.text());
                }
            }
            if (clash) {
                sink.skip(line.number(), 1, NAME, "values lined up under the header's columns", t);
                continue;
            }
            if (fields.get("vg") == null && vgFromCommand == null && !noVgNoted) {
                sink.note(line.number(), NAME + ": no VG column and no single VG on the command line; the VG is"
                        + " shown as '?' (add vg_name to -o)");
                noVgNoted = true;
            }
            add(fields, vgFromCommand, line.number(), 1, lvs, sink);
        }
    }

    /**
     * The header a value belongs to: the one it overlaps, else the nearest. Headers are in column order, so a
     * binary search keeps long lines linear.
     */
    private static Word column(List<Word> header, Word value) {
        int vs = value.column();
        int ve = vs + value.text().length();
        int lo = 0;
        int hi = header.size() - 1;
        int last = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (header.get(mid).column() < ve) {
                last = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        if (last < 0) {
            return header.get(0);
        }
        Word h = header.get(last);
        int he = h.column() + h.text().length();
        if (he > vs || last + 1 >= header.size()) {
            return h;
        }
        Word next = header.get(last + 1);
        return vs - he <= next.column() - ve ? h : next;
    }

    private static void json(Capture capture, String vgFromCommand, Map<String, Builder> lvs, Sink sink) {
        List<Line> lines = capture.lines();
        CaptureJson json = new CaptureJson(capture);
        int read = 0;
        try (JsonParser p = json.parser()) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                json.partial(sink, NAME, p.currentTokenLocation(), "'{'", p.getText(),
                        "the rest of the report skipped");
                return;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken tok = p.nextToken();
                if (!"report".equals(name) || tok != JsonToken.START_ARRAY) {
                    p.skipChildren();
                    continue;
                }
                while (p.nextToken() == JsonToken.START_OBJECT) {
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String inner = p.currentName();
                        JsonToken t2 = p.nextToken();
                        if (!"lv".equals(inner) || t2 != JsonToken.START_ARRAY) {
                            p.skipChildren();
                            continue;
                        }
                        JsonToken e;
                        while ((e = p.nextToken()) != JsonToken.END_ARRAY && e != null) {
                            int line = json.line(p.currentTokenLocation());
                            int column = p.currentTokenLocation().getColumnNr();
                            if (e != JsonToken.START_OBJECT) {
                                String found = p.getText();
                                p.skipChildren();
                                sink.skip(line, column, NAME, "an LV object '{\"lv_name\": ...}'", found);
                                continue;
                            }
                            JsonNode node = CaptureJson.MAPPER.readTree(p);
                            Map<String, String> fields = new LinkedHashMap<>();
                            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                                Map.Entry<String, JsonNode> f = it.next();
                                String field = FIELDS.get(f.getKey());
                                if (field != null && f.getValue().isValueNode() && !f.getValue().isNull()) {
                                    fields.put(field, f.getValue().asText());
                                }
                            }
                            add(fields, vgFromCommand, line, column, lvs, sink);
                            read++;
                        }
                    }
                }
            }
            if (read == 0) {
                sink.note(lines.get(0).number(), NAME + ": the JSON report holds no LV");
            }
        } catch (JsonProcessingException e) {
            json.partial(sink, NAME, e.getLocation(), "JSON of 'lvs --reportformat json'", e.getOriginalMessage(),
                    "the rest of the report skipped");
        } catch (IOException e) {
            sink.warn(lines.get(0).number(), 0, NAME + ": cannot read the JSON report: " + e.getMessage());
        }
    }


    private static void add(Map<String, String> fields, String vgFromCommand, int line, int column,
                            Map<String, Builder> lvs, Sink sink) {
        String lv = blankToNull(fields.get("lv"));
        if (lv == null) {
            sink.skip(line, column, NAME, "an LV name", fields.isEmpty() ? "no value" : String.join(" ",
                    fields.values()));
            return;
        }
        String named = blankToNull(fields.get("vg"));
        String vg = named != null ? named : vgFromCommand != null ? vgFromCommand : "?";
        Builder b = lvs.computeIfAbsent(vg + "/" + lv, k -> new Builder(vg, lv, sink.at(line, column)));
        if (b.attr == null) {
            b.attr = blankToNull(fields.get("attr"));
        }
        if (b.size == null) {
            b.size = blankToNull(fields.get("size"));
        }
        if (fields.keySet().stream().noneMatch(SEGMENT_FIELDS::contains)) {
            return;
        }
        String stripesText = blankToNull(fields.get("stripes"));
        Integer stripes = Fields.toInt(stripesText);
        if (stripesText != null && stripes == null) {
            sink.partial(line, column, NAME, "a number of stripes", stripesText, "segment read without it");
        }
        String stripeText = blankToNull(fields.get("stripe"));
        Long stripe = Fields.lvmBytes(stripeText);
        if (stripeText != null && stripe == null) {
            sink.partial(line, column, NAME, "a stripe size like '64.00k'", stripeText, "segment read without it");
        }
        List<LogicalVolume.PvExtent> devices = new ArrayList<>();
        String devs = blankToNull(fields.get("devices"));
        if (devs != null) {
            for (String d : devs.split(",")) {
                String s = d.trim();
                if (s.isEmpty()) {
                    continue;
                }
                int open = s.lastIndexOf('(');
                Long start = open > 0 && s.endsWith(")") ? Fields.toLong(s.substring(open + 1, s.length() - 1)) : null;
                devices.add(new LogicalVolume.PvExtent(start == null ? s : s.substring(0, open), start));
            }
        }
        b.segments.add(new LogicalVolume.Segment(blankToNull(fields.get("segtype")), stripes, stripe, devices,
                sink.at(line, column)));
    }

    /** The VG a command names ({@code lvs ... vgdata} or {@code vgdata/lvdata}), when it names exactly one. */
    static String volumeGroup(List<String> args) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("-")) {
                if (VALUE_OPTIONS.contains(a)) {
                    i++;
                }
                continue;
            }
            names.add(a);
        }
        if (names.size() != 1) {
            return null;
        }
        String n = names.get(0);
        if (n.startsWith("/dev/")) {
            n = n.substring(5);
        }
        int slash = n.indexOf('/');
        n = slash >= 0 ? n.substring(0, slash) : n;
        return n.isEmpty() ? null : n;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    private static final class Builder {
        final String vg;
        final String lv;
        final SourceRef source;
        final List<LogicalVolume.Segment> segments = new ArrayList<>();
        String attr;
        String size;

        Builder(String vg, String lv, SourceRef source) {
            this.vg = vg;
            this.lv = lv;
            this.source = source;
        }

        LogicalVolume build(Sink sink) {
            return new LogicalVolume(sink.guest(), vg, lv, attr, size, Fields.lvmBytes(size), segments,
                    HostCapture.LVS, source);
        }
    }
}
