package io.zlayout.input.intent;

import io.zlayout.document.Document;
import io.zlayout.document.DocumentException;
import io.zlayout.document.ListNode;
import io.zlayout.document.MapNode;
import io.zlayout.document.Node;
import io.zlayout.document.Scalar;
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

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads intent YAML: a document with {@code guests:} (and optionally {@code stripeSize:}, {@code paths:}),
 * either on its own or as the {@code intent:} key of zlayout.yaml. Every guest entry keeps the line it was
 * written on. The document is read once, by the positioned {@link Document} reader (duplicate keys, nesting and
 * sizes checked there); zlayout.yaml's {@code intent:} is read from the tree the manifest was read into.
 */
public final class IntentReader implements InputReader.Sectioned {

    public static final Set<String> ACCESS = Set.of("fcp", "eckd", "minidisk");
    public static final Set<String> WORKLOADS = Set.of("seq-read", "seq-write", "random-read", "random-write",
            "mixed", "reread");

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
    public List<Element> readSection(String display, Node section) throws InputException {
        return section(section, "intent");
    }

    /** The intent under a key of a document already read: none when the value is null. */
    private static List<Element> section(Node section, String key) throws InputException {
        if (section == null || section.isNull()) {
            return List.of();
        }
        if (!(section instanceof MapNode)) {
            throw new InputException(section.at(), "a mapping under '" + key + ":'", found(section));
        }
        return intent(section);
    }

    /**
     * Parses the intent at the top of the document, or under {@code key} (e.g. "intent" in zlayout.yaml).
     * Returns no elements when {@code key} is absent.
     */
    public static List<Element> parse(SourceFile file, String key) throws InputException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "an intent YAML document", "binary data");
        }
        Node root;
        try {
            root = Document.yaml(file.display(), file.text());
        } catch (DocumentException e) {
            throw new InputException(e);
        }
        if (root == null) {
            return List.of();
        }
        if (key == null) {
            return intent(root);
        }
        if (!(root instanceof MapNode m)) {
            throw new InputException(root.at(), "a mapping at the top", found(root));
        }
        return m.get(key).isPresent() ? section(m.get(key).get(), key) : List.of();
    }

    private static List<Element> intent(Node node) throws InputException {
        if (!(node instanceof MapNode top)) {
            throw new InputException(node.at(), "a mapping at the top", found(node));
        }
        List<Element> out = new ArrayList<>();
        SourceRef at = top.at();
        String stripe = null;
        Integer paths = null;
        Boolean reuse = null;
        boolean sawGuests = false;
        Set<String> names = new HashSet<>();
        for (MapNode.Entry e : top.all()) {
            Node v = e.value();
            switch (e.key()) {
                case "stripeSize" -> stripe = stripe(v, scalar(v, "a stripe size such as 64k"));
                case "paths" -> paths = count(v, "paths");
                case "reuseReleased" -> reuse = flag(v, "reuseReleased");
                case "guests" -> {
                    sawGuests = true;
                    if (!(v instanceof ListNode list)) {
                        throw new InputException(v.at(), "a list of guests", found(v));
                    }
                    for (Node item : list.items()) {
                        if (!(item instanceof MapNode g)) {
                            throw new InputException(item.at(),
                                    "a guest mapping such as {name: LNX1, disks: 4, access: fcp}", found(item));
                        }
                        GuestIntent guest = guest(g);
                        if (!names.add(guest.guest())) {
                            throw new InputException(guest.source(), "each guest once in the intent",
                                    "guest " + guest.guest() + " a second time");
                        }
                        out.add(guest);
                    }
                }
                default -> throw new InputException(e.keyAt(),
                        "one of the intent keys guests, stripeSize, paths, reuseReleased", "'" + e.key() + "'");
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

    private static GuestIntent guest(MapNode g) throws InputException {
        SourceRef at = g.at();
        String name = null;
        Integer disks = null;
        Long capacity = null;
        String access = null;
        String workload = null;
        Integer paths = null;
        String stripe = null;
        List<String> keep = new ArrayList<>();
        Boolean reuse = null;
        Integer hyperpav = null;
        for (MapNode.Entry e : g.all()) {
            Node v = e.value();
            switch (e.key()) {
                case "name" -> {
                    name = scalar(v, "a guest name").toUpperCase(Locale.ROOT);
                    if (!validName(name)) {
                        throw new InputException(v.at(), "a z/VM user ID of 1 to 8 letters, digits or @#$_-",
                                "'" + name + "'");
                    }
                }
                case "disks" -> disks = count(v, "disks");
                case "capacity" -> capacity = bytes(v, scalar(v, "a capacity such as 400G"));
                case "access" -> access = oneOf(v, scalar(v, "an access type"), ACCESS, "access");
                case "workload" -> workload = oneOf(v, scalar(v, "a workload"), WORKLOADS, "workload");
                case "paths" -> paths = count(v, "paths");
                case "stripeSize" -> stripe = stripe(v, scalar(v, "a stripe size such as 64k"));
                case "reuseReleased" -> reuse = flag(v, "reuseReleased");
                case "hyperpav" -> hyperpav = aliases(v);
                case "keep" -> {
                    if (!(v instanceof ListNode list)) {
                        throw new InputException(v.at(), "a list of volumes or device numbers to keep", found(v));
                    }
                    for (Node item : list.items()) {
                        String k = scalar(item, "a volume or device number").toUpperCase(Locale.ROOT);
                        if (!fourHex(k)) {
                            throw new InputException(item.at(), "a 4-digit hex volume or device number",
                                    "'" + k + "'");
                        }
                        keep.add(k);
                    }
                }
                default -> throw new InputException(e.keyAt(),
                        "one of the guest keys name, disks, capacity, access, workload, paths, stripeSize, keep,"
                                + " reuseReleased, hyperpav",
                        "'" + e.key() + "'");
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
                keep, reuse, at, hyperpav);
    }

    /** A z/VM user ID: 1 to 8 of A-Z, 0-9, @, #, $, _ and - (upper case already). */
    private static boolean validName(String name) {
        if (name.isEmpty() || name.length() > 8) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "@#$_-".indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean fourHex(String k) {
        if (k.length() != 4) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            char c = k.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    /** What was found where a value of another shape was expected, as the token it starts with. */
    private static String found(Node n) {
        if (n instanceof MapNode) {
            return "'{'";
        }
        if (n instanceof ListNode) {
            return "'['";
        }
        return n.isNull() ? "'null'" : "'" + ((Scalar) n).text() + "'";
    }

    private static String scalar(Node v, String what) throws InputException {
        if (!(v instanceof Scalar s) || s.kind() == Scalar.Kind.NULL) {
            throw new InputException(v.at(), what, found(v));
        }
        return s.text().trim();
    }

    /** {@code true} or {@code false}. */
    private static Boolean flag(Node v, String what) throws InputException {
        if (!(v instanceof Scalar s) || s.kind() != Scalar.Kind.BOOLEAN) {
            throw new InputException(v.at(), "true or false for " + what, found(v));
        }
        return Boolean.parseBoolean(s.text());
    }

    /** HyperPAV aliases per LCU: 0 to 255 (an LCU has 256 unit addresses, one at least a base). */
    private static Integer aliases(Node v) throws InputException {
        String s = scalar(v, "a whole number of HyperPAV aliases per LCU");
        try {
            int n = Integer.parseInt(s);
            if (n < 0 || n > 255) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new InputException(v.at(), "a whole number of HyperPAV aliases per LCU from 0 to 255",
                    "'" + s + "'");
        }
    }

    private static Integer count(Node v, String what) throws InputException {
        String s = scalar(v, "a whole number of " + what);
        try {
            int n = Integer.parseInt(s);
            if (n < 1 || n > 4096) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new InputException(v.at(), "a whole number of " + what + " from 1 to 4096", "'" + s + "'");
        }
    }

    private static String oneOf(Node v, String s, Set<String> allowed, String what) throws InputException {
        String lower = s.toLowerCase(Locale.ROOT);
        if (!allowed.contains(lower)) {
            throw new InputException(v.at(), what + " one of " + String.join(", ", new java.util.TreeSet<>(allowed)),
                    "'" + s + "'");
        }
        return lower;
    }

    /** Stripe sizes LVM accepts and the seeds recommend are powers of two from 4k to 4m; kept as written. */
    private static String stripe(Node v, String s) throws InputException {
        long b = parseBytes(s);
        if (b < 4096 || b > 4L * 1024 * 1024 || Long.bitCount(b) != 1) {
            throw new InputException(v.at(), "a stripe size that is a power of two from 4k to 4m (e.g. 32k or 64k)",
                    "'" + s + "'");
        }
        return s.toLowerCase(Locale.ROOT);
    }

    private static Long bytes(Node v, String s) throws InputException {
        long b = parseBytes(s);
        if (b <= 0) {
            throw new InputException(v.at(), "a capacity such as 400G or 1.5T", "'" + s + "'");
        }
        return b;
    }

    /** {@code 64k}, {@code 400G}, {@code 1.5TiB} -> bytes (binary units); -1 when not a size. */
    public static long parseBytes(String s) {
        return ByteSize.bytes(s);
    }
}
