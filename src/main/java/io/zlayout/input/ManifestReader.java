package io.zlayout.input;

import io.zlayout.model.id.CuNumber;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.zlayout.document.Document;
import io.zlayout.document.DocumentException;
import io.zlayout.document.ListNode;
import io.zlayout.document.MapNode;
import io.zlayout.document.Node;
import io.zlayout.document.Scalar;
import io.zlayout.model.SourceRef;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code zlayout.yaml} through the positioned {@link Document} reader: unknown and duplicate keys, nulls
 * and wrong types are errors naming the line and column and what was expected.
 */
public final class ManifestReader {

    private static final Set<String> KEYS = Set.of("inputs", "storage", "controlUnits", "fabric", "ioports", "hosts",
            "intent", "capacities", "settings");
    private static final Set<String> FABRIC_KEYS = Set.of("chpid", "ioport", "ioports", "link", "switch");
    private static final Set<String> PORT_KEYS = Set.of("wwpn", "speed");

    private ManifestReader() {
    }

    public static Manifest read(SourceFile file) throws InputException {
        try {
            return manifest(file);
        } catch (DocumentException e) {
            throw new InputException(e);
        }
    }

    private static Manifest manifest(SourceFile file) throws InputException, DocumentException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "a YAML document", "binary data");
        }
        Node root = Document.yaml(file.display(), file.text());
        if (root == null || root.isNull()) {
            return Manifest.EMPTY;
        }
        MapNode m = root.asMap("a mapping of zlayout.yaml keys (inputs:, storage:, fabric:, hosts:, intent:, …)")
                .only(KEYS);
        List<String> inputs = null;
        String storage = null;
        Map<CuNumber, String> controlUnits = null;
        List<Manifest.FabricLink> fabric = null;
        Map<String, Manifest.PortFact> ioports = null;
        Map<String, String> hosts = null;
        Node intent = null;
        JsonNode capacities = null;
        Node capacitiesTree = null;
        Node settings = null;
        for (MapNode.Entry e : m.all()) {
            Node v = e.value();
            if (v.isNull()) {
                continue; // "key:" with nothing after it: as if absent
            }
            switch (e.key()) {
                case "inputs" -> inputs = inputs(v);
                case "storage" -> storage = image(v, "a storage image id such as IBM.2107-75AB121");
                case "controlUnits" -> controlUnits = controlUnits(v);
                case "fabric" -> fabric = fabric(v);
                case "ioports" -> ioports = ioports(v);
                case "hosts" -> hosts = hosts(v);
                case "intent" -> intent = v.asMap("a mapping (guests:, stripeSize:, paths:)");
                case "capacities" -> {
                    capacitiesTree = v.asMap("a mapping of capacity overrides");
                    capacities = json(capacitiesTree);
                }
                case "settings" -> settings = v.asMap("a mapping of settings (failOn:, rules:, suppressions:)");
                default -> throw new IllegalStateException(e.key());
            }
        }
        return new Manifest(inputs, storage, controlUnits, fabric, ioports, hosts, intent, capacities, settings,
                capacitiesTree);
    }

    private static final java.util.regex.Pattern CHPID = java.util.regex.Pattern.compile("([0-9A-Fa-f]\\.)?[0-9A-Fa-f]{1,2}");
    private static final java.util.regex.Pattern PORT = java.util.regex.Pattern.compile("([^/\\s]+/)?[Ii][0-9A-Fa-f]{4}");
    private static final java.util.regex.Pattern LINK = java.util.regex.Pattern.compile("[0-9A-Fa-f]{2}([0-9A-Fa-f]{2})?");
    private static final String PORT_EXPECTED = "an I/O port id: I and 4 hex digits (I0000), or IMAGE/I0000";

    /** {@code text} (of {@code node}) when it matches {@code form}; null stays null; anything else is an error there. */
    private static String checked(Node node, String text, java.util.regex.Pattern form, String expected)
            throws DocumentException {
        if (text != null && !form.matcher(text).matches()) {
            throw new DocumentException(node.at(), expected, io.zlayout.model.Quoted.of(text));
        }
        return text;
    }

    /** A storage image id: a name without blanks or control characters, never empty. */
    private static String image(Node v, String expected) throws DocumentException {
        String id = v.asText(expected);
        if (id.isEmpty() || !id.codePoints().allMatch(c -> c > 0x20 && c != 0x7f && !Character.isISOControl(c))) {
            throw new DocumentException(v.at(), expected, io.zlayout.model.Quoted.of(id));
        }
        return id;
    }

    /** {@code inputs:}: files and folders of the site; an empty entry would name the whole site. */
    private static List<String> inputs(Node v) throws DocumentException {
        List<String> out = new ArrayList<>();
        for (Node item : v instanceof ListNode l ? l.items() : List.of(v)) {
            String path = item.asText("a file or folder of the site (or a list of them)");
            if (path.isEmpty() || path.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                throw new DocumentException(item.at(), "a file or folder of the site (an empty entry would name the"
                        + " whole site)", io.zlayout.model.Quoted.of(path));
            }
            out.add(path);
        }
        return out;
    }

    /** {@code hosts:}: guest name -> the folder of its captures; neither may be empty. */
    private static Map<String, String> hosts(Node v) throws DocumentException {
        Map<String, String> out = new LinkedHashMap<>();
        for (MapNode.Entry e : v.asMap("a mapping of guest names to the folders of their captures").all()) {
            String guest = e.key().strip();
            if (guest.isEmpty() || guest.equals("~") || guest.equals("null")
                    || !guest.codePoints().allMatch(c -> c > 0x20 && c != 0x7f && !Character.isISOControl(c))) {
                throw new DocumentException(e.keyAt(), "a guest name (its z/VM user ID) under hosts:",
                        io.zlayout.model.Quoted.of(e.key()));
            }
            String folder = e.value().asText("the folder of the guest's Linux captures for '" + guest + ":'");
            if (folder.isEmpty()) {
                throw new DocumentException(e.value().at(), "the folder of the guest's Linux captures for '" + guest
                        + ":'", io.zlayout.model.Quoted.of(folder));
            }
            out.put(guest, folder);
        }
        return out;
    }

    /** {@code controlUnits:}: CU number -> storage image; a key that is no CU number is an error where it is. */
    private static Map<CuNumber, String> controlUnits(Node v) throws DocumentException {
        Map<CuNumber, String> out = new LinkedHashMap<>();
        for (MapNode.Entry e : v.asMap("a mapping of control unit numbers to storage images").all()) {
            CuNumber cu = CuNumber.tryParse(e.key()).orElseThrow(() -> new DocumentException(e.keyAt(),
                    "a control unit number of 1-4 hex digits (CUNUMBR) under controlUnits:", "'" + e.key() + "'"));
            out.put(cu, image(e.value(), "a storage image id for the control unit for '" + e.key() + ":'"));
        }
        return out;
    }

    private static List<Manifest.FabricLink> fabric(Node v) throws DocumentException {
        List<Manifest.FabricLink> out = new ArrayList<>();
        for (Node item : v.asList("a list of links ({chpid: \"0.C1\", ioport: I0000, …})").items()) {
            MapNode f = item.asMap("a link such as {chpid: \"0.C1\", ioport: I0000}").only(FABRIC_KEYS);
            Node chpidNode = f.require("chpid", "a CHPID such as \"0.C1\"");
            String chpid = checked(chpidNode, chpidNode.asText("a CHPID such as \"0.C1\""), CHPID,
                    "a CHPID: 2 hex digits, after the CSS and a dot where several exist (\"40\", \"0.C1\")");
            String ioport = checked(f.get("ioport").orElse(null), optionalText(f, "ioport", PORT_EXPECTED), PORT,
                    PORT_EXPECTED);
            List<String> ports = null;
            if (f.present("ioports").isPresent()) {
                ports = new ArrayList<>();
                Node list = f.present("ioports").get();
                for (Node port : list instanceof ListNode l ? l.items() : List.of(list)) {
                    ports.add(checked(port, port.asText(PORT_EXPECTED), PORT, PORT_EXPECTED));
                }
            }
            String link = checked(f.get("link").orElse(null), optionalText(f, "link",
                    "a FICON link address such as \"6110\""), LINK,
                    "a FICON link address: 2 or 4 hex digits (\"61\", \"6110\")");
            String sw = optionalText(f, "switch", "a switch id such as \"61\"");
            if (ioport == null && (ports == null || ports.isEmpty())) {
                throw new DocumentException(f.at(), "'ioport:' or 'ioports:' naming the storage port(s) of CHPID "
                        + chpid, "neither");
            }
            out.add(new Manifest.FabricLink(chpid, ioport, ports, link, sw, f.at()));
        }
        return out;
    }

    private static Map<String, Manifest.PortFact> ioports(Node v) throws DocumentException {
        Map<String, Manifest.PortFact> out = new LinkedHashMap<>();
        for (MapNode.Entry e : v.asMap("a mapping of I/O port ids to {wwpn:, speed:}").all()) {
            MapNode p = e.value().asMap("port facts such as {wwpn: \"0x5005076300001a2b\", speed: 1Gb}")
                    .only(PORT_KEYS);
            out.put(e.key(), new Manifest.PortFact(optionalText(p, "wwpn", "a WWPN such as \"0x5005076300001a2b\""),
                    optionalText(p, "speed", "a link speed such as 1Gb")));
        }
        return out;
    }

    /** The text of {@code key}, null when absent; written but null is an error (a value was meant). */
    private static String optionalText(MapNode m, String key, String expected) throws DocumentException {
        var n = m.get(key);
        return n.isEmpty() ? null : n.get().asText(expected + " for '" + key + ":'");
    }

    /** The tree as Jackson nodes, for the parts of the tool that read {@code capacities:} that way. */
    static JsonNode json(Node n) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (n instanceof MapNode m) {
            ObjectNode o = f.objectNode();
            for (MapNode.Entry e : m.all()) {
                o.set(e.key(), json(e.value()));
            }
            return o;
        }
        if (n instanceof ListNode l) {
            ArrayNode a = f.arrayNode();
            for (Node item : l.items()) {
                a.add(json(item));
            }
            return a;
        }
        Scalar s = (Scalar) n;
        return switch (s.kind()) {
            case NULL -> f.nullNode();
            case BOOLEAN -> f.booleanNode(Boolean.parseBoolean(s.text()));
            case INTEGER -> s.text().matches("[+-]?\\d+") ? f.numberNode(new BigInteger(s.text())) : f.textNode(s.text());
            case DECIMAL -> decimal(s.text());
            case STRING -> f.textNode(s.text());
        };
    }

    private static JsonNode decimal(String text) {
        try {
            return JsonNodeFactory.instance.numberNode(new BigDecimal(text));
        } catch (NumberFormatException e) {
            return JsonNodeFactory.instance.textNode(text); // .inf, .nan: the reader of the key says what it wants
        }
    }
}
