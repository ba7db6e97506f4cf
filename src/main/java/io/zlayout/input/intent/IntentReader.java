package io.zlayout.input.intent;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.zlayout.input.InputException;
import io.zlayout.input.InputReader;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.ByteSize;
import io.zlayout.model.Element;
import io.zlayout.model.GuestIntent;
import io.zlayout.model.IntentDefaults;
import io.zlayout.model.SourceRef;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads intent YAML: a document with {@code guests:} (and optionally {@code stripeSize:}, {@code paths:}),
 * either on its own or as the {@code intent:} key of zlayout.yaml. Every guest entry keeps the line it was
 * written on.
 */
public final class IntentReader implements InputReader.Sectioned {

    public static final Set<String> ACCESS = Set.of("fcp", "eckd", "minidisk");
    public static final Set<String> WORKLOADS = Set.of("seq-read", "seq-write", "random-read", "random-write",
            "mixed", "reread");
    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build()).build();

    @Override
    public String format() {
        return "intent";
    }

    @Override
    public int sniff(SourceFile file) {
        String head = file.head(4096);
        for (String line : SourceFile.lines(head)) {
            if (line.startsWith("guests:")) {
                return 80;
            }
        }
        return 0;
    }

    @Override
    public ParseResult read(SourceFile file, ReadContext context) throws InputException {
        return new ParseResult(format(), parse(file, null), List.of());
    }

    @Override
    public List<Element> readSection(SourceFile file, String key) throws InputException {
        return parse(file, key);
    }

    /**
     * Parses the intent at the top of the document, or under {@code key} (e.g. "intent" in zlayout.yaml).
     * Returns no elements when {@code key} is absent.
     */
    public static List<Element> parse(SourceFile file, String key) throws InputException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "an intent YAML document", "binary data");
        }
        try {
            // the positioned reader first: duplicate keys (with both lines), nesting and sizes, in linear time
            io.zlayout.document.Document.yaml(file.display(), file.text());
        } catch (io.zlayout.document.DocumentException e) {
            throw new InputException(e);
        }
        try (JsonParser p = FACTORY.createParser(file.text())) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return List.of();
            }
            expect(file, p, t == JsonToken.START_OBJECT, "a mapping at the top");
            if (key != null) {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken v = p.nextToken();
                    if (name.equals(key)) {
                        if (v == JsonToken.VALUE_NULL) {
                            return List.of();
                        }
                        expect(file, p, v == JsonToken.START_OBJECT, "a mapping under '" + key + ":'");
                        return intent(file, p);
                    }
                    p.skipChildren();
                }
                return List.of();
            }
            return intent(file, p);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new InputException(ref(file, e.getLocation()), "valid YAML",
                    String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse("an error"));
        } catch (IOException e) {
            throw new InputException(SourceRef.file(file.display()), "cannot read: " + e.getMessage());
        }
    }

    private static List<Element> intent(SourceFile file, JsonParser p) throws IOException, InputException {
        List<Element> out = new ArrayList<>();
        SourceRef at = ref(file, p.currentTokenLocation());
        String stripe = null;
        Integer paths = null;
        Boolean reuse = null;
        boolean sawGuests = false;
        Set<String> names = new HashSet<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonLocation keyAt = p.currentTokenLocation();
            JsonToken v = p.nextToken();
            switch (name) {
                case "stripeSize" -> stripe = stripe(file, p, scalar(file, p, v, "a stripe size such as 64k"));
                case "paths" -> paths = count(file, p, v, "paths");
                case "reuseReleased" -> reuse = flag(file, p, v, "reuseReleased");
                case "guests" -> {
                    sawGuests = true;
                    expect(file, p, v == JsonToken.START_ARRAY, "a list of guests");
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        GuestIntent g = guest(file, p);
                        if (!names.add(g.guest())) {
                            throw new InputException(g.source(), "each guest once in the intent",
                                    "guest " + g.guest() + " a second time");
                        }
                        out.add(g);
                    }
                    expect(file, p, p.currentToken() == JsonToken.END_ARRAY, "a guest mapping such as {name: LNX1, disks: 4, access: fcp}");
                }
                default -> throw new InputException(ref(file, keyAt),
                        "one of the intent keys guests, stripeSize, paths, reuseReleased", "'" + name + "'");
            }
        }
        if (!sawGuests) {
            throw new InputException(at, "a 'guests:' list in the intent", "none");
        }
        if (stripe != null || paths != null || reuse != null) {
            out.add(0, new IntentDefaults(stripe, paths, reuse, at));
        }
        return out;
    }

    private static GuestIntent guest(SourceFile file, JsonParser p) throws IOException, InputException {
        SourceRef at = ref(file, p.currentTokenLocation());
        String name = null;
        Integer disks = null;
        Long capacity = null;
        String access = null;
        String workload = null;
        Integer paths = null;
        String stripe = null;
        List<String> keep = new ArrayList<>();
        Boolean reuse = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String key = p.currentName();
            JsonLocation keyAt = p.currentTokenLocation();
            JsonToken v = p.nextToken();
            switch (key) {
                case "name" -> {
                    name = scalar(file, p, v, "a guest name").toUpperCase(Locale.ROOT);
                    if (!name.matches("[A-Z0-9@#$_-]{1,8}")) {
                        throw new InputException(ref(file, p.currentTokenLocation()),
                                "a z/VM user ID of 1 to 8 letters, digits or @#$_-", "'" + name + "'");
                    }
                }
                case "disks" -> disks = count(file, p, v, "disks");
                case "capacity" -> capacity = bytes(file, p, scalar(file, p, v, "a capacity such as 400G"));
                case "access" -> access = oneOf(file, p, scalar(file, p, v, "an access type"), ACCESS, "access");
                case "workload" -> workload = oneOf(file, p, scalar(file, p, v, "a workload"), WORKLOADS, "workload");
                case "paths" -> paths = count(file, p, v, "paths");
                case "stripeSize" -> stripe = stripe(file, p, scalar(file, p, v, "a stripe size such as 64k"));
                case "reuseReleased" -> reuse = flag(file, p, v, "reuseReleased");
                case "keep" -> {
                    expect(file, p, v == JsonToken.START_ARRAY, "a list of volumes or device numbers to keep");
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        String k = scalar(file, p, p.currentToken(), "a volume or device number").toUpperCase(Locale.ROOT);
                        if (!k.matches("[0-9A-F]{4}")) {
                            throw new InputException(ref(file, p.currentTokenLocation()),
                                    "a 4-digit hex volume or device number", "'" + k + "'");
                        }
                        keep.add(k);
                    }
                }
                default -> throw new InputException(ref(file, keyAt),
                        "one of the guest keys name, disks, capacity, access, workload, paths, stripeSize, keep,"
                                + " reuseReleased",
                        "'" + key + "'");
            }
        }
        if (name == null) {
            throw new InputException(at, "a 'name:' for every guest", "a guest without one");
        }
        if (access == null) {
            throw new InputException(at, "'access: fcp|eckd|minidisk' for guest " + name, "none");
        }
        if (disks == null && capacity == null) {
            throw new InputException(at, "'disks:' or 'capacity:' for guest " + name, "neither");
        }
        return new GuestIntent(name, disks, capacity, access, workload == null ? "mixed" : workload, paths, stripe,
                keep, reuse, at);
    }

    private static String scalar(SourceFile file, JsonParser p, JsonToken v, String what) throws IOException, InputException {
        if (v == null || !v.isScalarValue() || v == JsonToken.VALUE_NULL) {
            throw new InputException(ref(file, p.currentTokenLocation()), what, v == null ? "the end" : "'" + v.asString() + "'");
        }
        return p.getText().trim();
    }

    /** {@code true} or {@code false}. */
    private static Boolean flag(SourceFile file, JsonParser p, JsonToken v, String what)
            throws IOException, InputException {
        if (v != JsonToken.VALUE_TRUE && v != JsonToken.VALUE_FALSE) {
            throw new InputException(ref(file, p.currentTokenLocation()), "true or false for " + what,
                    v == null ? "the end" : "'" + (v.isScalarValue() ? p.getText() : v.asString()) + "'");
        }
        return v == JsonToken.VALUE_TRUE;
    }

    private static Integer count(SourceFile file, JsonParser p, JsonToken v, String what) throws IOException, InputException {
        String s = scalar(file, p, v, "a whole number of " + what);
        try {
            int n = Integer.parseInt(s);
            if (n < 1 || n > 4096) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new InputException(ref(file, p.currentTokenLocation()), "a whole number of " + what + " from 1 to 4096",
                    "'" + s + "'");
        }
    }

    private static String oneOf(SourceFile file, JsonParser p, String s, Set<String> allowed, String what) throws InputException {
        String v = s.toLowerCase(Locale.ROOT);
        if (!allowed.contains(v)) {
            throw new InputException(ref(file, p.currentTokenLocation()),
                    what + " one of " + String.join(", ", new java.util.TreeSet<>(allowed)), "'" + s + "'");
        }
        return v;
    }

    /** Stripe sizes LVM accepts and the seeds recommend are powers of two from 4k to 4m; kept as written. */
    private static String stripe(SourceFile file, JsonParser p, String s) throws InputException {
        long b = parseBytes(s);
        if (b < 4096 || b > 4L * 1024 * 1024 || Long.bitCount(b) != 1) {
            throw new InputException(ref(file, p.currentTokenLocation()),
                    "a stripe size that is a power of two from 4k to 4m (e.g. 32k or 64k)", "'" + s + "'");
        }
        return s.toLowerCase(Locale.ROOT);
    }

    private static Long bytes(SourceFile file, JsonParser p, String s) throws InputException {
        long b = parseBytes(s);
        if (b <= 0) {
            throw new InputException(ref(file, p.currentTokenLocation()), "a capacity such as 400G or 1.5T", "'" + s + "'");
        }
        return b;
    }

    /** {@code 64k}, {@code 400G}, {@code 1.5TiB} -> bytes (binary units); -1 when not a size. */
    public static long parseBytes(String s) {
        return ByteSize.bytes(s);
    }

    private static void expect(SourceFile file, JsonParser p, boolean ok, String what) throws InputException {
        if (!ok) {
            JsonToken t = p.currentToken();
            throw new InputException(ref(file, p.currentTokenLocation()), what,
                    t == null ? "the end" : InputException.quote(t == JsonToken.FIELD_NAME ? safeName(p) : t.asString() == null ? t.name().toLowerCase(Locale.ROOT) : t.asString()));
        }
    }

    private static String safeName(JsonParser p) {
        try {
            return p.currentName();
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }

    private static SourceRef ref(SourceFile file, JsonLocation loc) {
        return loc == null ? SourceRef.file(file.display())
                : SourceRef.at(file.display(), Math.max(0, loc.getLineNr()), Math.max(0, loc.getColumnNr()));
    }
}
