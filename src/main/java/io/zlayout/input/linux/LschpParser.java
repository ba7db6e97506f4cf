package io.zlayout.input.linux;

import io.zlayout.input.Ascii;
import io.zlayout.model.id.ChpidId;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import io.zlayout.model.ChannelPathStatus;
import io.zlayout.model.HostCapture;

import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * {@code lschp} (s390-tools): one row per channel path, {@code CHPID Vary Cfg. Type Cmg Shared PCHID}
 * ({@code 0.50   1     1     1b    2    1       0150}); {@code -} where sysfs has no value, the PCHID in parentheses
 * when it is an internal channel ID ({@code (0702)}), no PCHID column in s390-tools before 1.8. Fields are read
 * word by word, so output with its blanks collapsed reads the same. {@code lschp --format json} (s390-tools 2.39 and
 * later: {@code {"meta": {...}, "channel_paths": [{"chpid": "0.32", "vary": 1, "cfg": 1, "type": 27, "cmg": 2,
 * "shared": 1, "chid": 576, "chid_external": true}, ...]}}) gives the same records: the type and the channel ID
 * in decimal there, {@code null} where the table has {@code -}.
 */
final class LschpParser extends RecordParser {

    static final String NAME = "lschp";
    private static final String ROW = "'<css>.<chpid> <vary> <cfg> <type> <cmg> <shared> [<PCHID>]'";
    private static final String JSON_ENTRY = "a channel path '{\"chpid\": \"<css>.<chpid>\", ...}'";

    LschpParser() {
        super(NAME, TableSniff.Curve.table(70));
    }

    @Override
    int sniff(List<Line> lines) {
        if (json(lines)) {
            for (Line l : lines) {
                if (l.text().contains("\"channel_paths\"")) {
                    return 95;
                }
            }
            return 0;
        }
        return super.sniff(lines);
    }

    @Override
    TableSniff.Kind kind(Line l, String t) {
        if (LscssParser.rule(l.text()) || Elision.is(l.text())) {
            return TableSniff.Kind.SKIP;
        }
        List<String> w = Word.texts(l.text());
        return header(w) ? TableSniff.Kind.HEADING : row(w) != null ? TableSniff.Kind.ROW : TableSniff.Kind.MISS;
    }

    /** True when the capture's first text is JSON ({@code lschp --format json}). */
    private static boolean json(List<Line> lines) {
        for (Line l : lines) {
            if (!l.blank()) {
                return l.text().strip().startsWith("{");
            }
        }
        return false;
    }

    @Override
    public void parse(Capture capture, Sink sink) {
        if (json(capture.lines())) {
            parseJson(capture, sink);
            return;
        }
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

    /** {@code lschp --format json}: each entry of {@code channel_paths}, placed at its line and column. */
    private static void parseJson(Capture capture, Sink sink) {
        List<Line> lines = capture.lines();
        CaptureJson json = new CaptureJson(capture);
        int entries = 0;
        try (JsonParser p = json.parser()) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                json.partial(sink, NAME, p.currentTokenLocation(), "'{'", p.getText(),
                        "the rest of the output skipped");
                return;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken tok = p.nextToken();
                if (!"channel_paths".equals(name) || tok != JsonToken.START_ARRAY) {
                    p.skipChildren();
                    continue;
                }
                JsonToken e;
                while ((e = p.nextToken()) != JsonToken.END_ARRAY && e != null) {
                    entries++;
                    int line = json.line(p.currentTokenLocation());
                    int column = p.currentTokenLocation().getColumnNr();
                    if (e != JsonToken.START_OBJECT) {
                        String found = p.getText();
                        p.skipChildren();
                        sink.skip(line, column, NAME, JSON_ENTRY, found);
                        continue;
                    }
                    JsonNode node = CaptureJson.MAPPER.readTree(p);
                    ChannelPathStatus r = entry(node);
                    if (r == null) {
                        sink.skip(line, column, NAME, JSON_ENTRY, node.toString());
                        continue;
                    }
                    sink.add(new ChannelPathStatus(sink.guest(), r.css(), r.id(), r.vary(), r.configure(), r.type(),
                            r.cmg(), r.shared(), r.pchid(), r.internalChid(), HostCapture.LSCHP,
                            sink.at(line, column)));
                }
            }
            if (entries == 0) {
                sink.note(lines.get(0).number(), NAME + ": the JSON output holds no channel path");
            }
        } catch (JsonProcessingException e) {
            json.partial(sink, NAME, e.getLocation(), "JSON of 'lschp --format json'", e.getOriginalMessage(),
                    "the rest of the output skipped");
        } catch (IOException e) {
            sink.warn(lines.get(0).number(), 0, NAME + ": cannot read the JSON output: " + e.getMessage());
        }
    }


    /** One JSON entry as a record (without guest, origin and place), or null when it is not one. */
    private static ChannelPathStatus entry(JsonNode n) {
        JsonNode chpid = n.get("chpid");
        if (chpid == null || !chpid.isTextual()) {
            return null;
        }
        String c = chpid.asText();
        int dot = c.indexOf('.');
        if (dot < 1 || dot > 2 || c.length() != dot + 3 || !Ascii.hex(c, 0, dot) || !Ascii.hex(c, dot + 1,
                c.length())) {
            return null;
        }
        Integer vary = number(n, "vary", 1);
        Integer cfg = number(n, "cfg", 3);
        Integer type = number(n, "type", 255);
        Integer cmg = number(n, "cmg", 255);
        Integer shared = number(n, "shared", 1);
        Integer chid = number(n, "chid", 0xffff);
        if (vary == null && present(n, "vary") || cfg == null && present(n, "cfg") || type == null && present(n,
                "type") || cmg == null && present(n, "cmg") || shared == null && present(n, "shared")
                || chid == null && present(n, "chid")) {
            return null;
        }
        JsonNode external = n.get("chid_external");
        boolean internal = chid != null && external != null && external.isBoolean() && !external.asBoolean();
        return new ChannelPathStatus(null, Integer.parseInt(c.substring(0, dot), 16),
                ChpidId.parse(c.substring(dot + 1)), vary, cfg,
                type == null ? null : HexFormat.of().withUpperCase().toHexDigits(type.byteValue()), cmg,
                shared == null ? null : shared == 1,
                chid == null ? null : pchid(Integer.toHexString(chid)), internal, HostCapture.LSCHP, null);
    }

    /** The field's whole number 0..max; null when absent, null, or not such a number. */
    private static Integer number(JsonNode n, String field, int max) {
        JsonNode v = n.get(field);
        if (v == null || !v.isIntegralNumber() || v.asLong() < 0 || v.asLong() > max) {
            return null;
        }
        return v.asInt();
    }

    /** True when the field is there with a value that is not null. */
    private static boolean present(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v != null && !v.isNull();
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
        if (dot < 1 || dot > 2 || chpid.length() != dot + 3 || !Ascii.hex(chpid, 0, dot)
                || !Ascii.hex(chpid, dot + 1, chpid.length())) {
            return null;
        }
        int css = Integer.parseInt(chpid.substring(0, dot), 16);
        ChpidId id = ChpidId.parse(chpid.substring(dot + 1));
        Integer vary = small(w.get(1), 1);
        Integer cfg = small(w.get(2), 3);
        String type = w.get(3);
        // lschp prints the measurement group in hex
        Integer cmg = w.get(4).equals("-") || w.get(4).length() > 2 || !Ascii.hex(w.get(4), 0, w.get(4).length())
                ? null : Integer.parseInt(w.get(4), 16);
        Integer shared = small(w.get(5), 1);
        if (vary == null && !w.get(1).equals("-") || cfg == null && !w.get(2).equals("-")
                || cmg == null && !w.get(4).equals("-") || shared == null && !w.get(5).equals("-")) {
            return null;
        }
        String typeId = null;
        if (!type.equals("-")) {
            if (type.length() > 2 || !Ascii.hex(type, 0, type.length())) {
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
            if (p.isEmpty() || p.length() > 4 || !Ascii.hex(p, 0, p.length())) {
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
