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
        Node settings = null;
        for (MapNode.Entry e : m.all()) {
            Node v = e.value();
            if (v.isNull()) {
                continue; // "key:" with nothing after it: as if absent
            }
            switch (e.key()) {
                case "inputs" -> inputs = texts(v, "a file or folder of the site");
                case "storage" -> storage = v.asText("a storage image id such as IBM.2107-75AB121");
                case "controlUnits" -> controlUnits = controlUnits(v);
                case "fabric" -> fabric = fabric(v);
                case "ioports" -> ioports = ioports(v);
                case "hosts" -> hosts = textMap(v, "the folder of the guest's Linux captures");
                case "intent" -> intent = v.asMap("a mapping (guests:, stripeSize:, paths:)");
                case "capacities" -> capacities = json(v.asMap("a mapping of capacity overrides"));
                case "settings" -> settings = v.asMap("a mapping of settings (failOn:, rules:, suppressions:)");
                default -> throw new IllegalStateException(e.key());
            }
        }
        return new Manifest(inputs, storage, controlUnits, fabric, ioports, hosts, intent, capacities, settings);
    }

    /** A list of texts, or one text standing for a list of one. */
    private static List<String> texts(Node v, String expected) throws DocumentException {
        List<String> out = new ArrayList<>();
        if (v instanceof ListNode l) {
            for (Node item : l.items()) {
                out.add(item.asText(expected));
            }
        } else {
            out.add(v.asText(expected + " (or a list of them)"));
        }
        return out;
    }

    /** {@code controlUnits:}: CU number -> storage image; a key that is no CU number is an error where it is. */
    private static Map<CuNumber, String> controlUnits(Node v) throws DocumentException {
        Map<CuNumber, String> out = new LinkedHashMap<>();
        for (MapNode.Entry e : v.asMap("a mapping of control unit numbers to storage images").all()) {
            CuNumber cu = CuNumber.tryParse(e.key()).orElseThrow(() -> new DocumentException(e.keyAt(),
                    "a control unit number of 1-4 hex digits (CUNUMBR) under controlUnits:", "'" + e.key() + "'"));
            out.put(cu, e.value().asText("a storage image id for the control unit for '" + e.key() + ":'"));
        }
        return out;
    }

    private static Map<String, String> textMap(Node v, String expected) throws DocumentException {
        Map<String, String> out = new LinkedHashMap<>();
        for (MapNode.Entry e : v.asMap("a mapping of names to values").all()) {
            out.put(e.key(), e.value().asText(expected + " for '" + e.key() + ":'"));
        }
        return out;
    }

    private static List<Manifest.FabricLink> fabric(Node v) throws DocumentException {
        List<Manifest.FabricLink> out = new ArrayList<>();
        for (Node item : v.asList("a list of links ({chpid: \"0.C1\", ioport: I0000, …})").items()) {
            MapNode f = item.asMap("a link such as {chpid: \"0.C1\", ioport: I0000}").only(FABRIC_KEYS);
            String chpid = f.require("chpid", "a CHPID such as \"0.C1\"").asText("a CHPID such as \"0.C1\"");
            String ioport = optionalText(f, "ioport", "an I/O port id such as I0000");
            List<String> ports = f.present("ioports").isPresent()
                    ? texts(f.present("ioports").get(), "an I/O port id such as I0000") : null;
            String link = optionalText(f, "link", "a FICON link address such as \"6110\"");
            String sw = optionalText(f, "switch", "a switch id such as \"61\"");
            if (ioport == null && (ports == null || ports.isEmpty())) {
                throw new DocumentException(f.at(), "'ioport:' or 'ioports:' naming the storage port(s) of CHPID "
                        + chpid, "neither");
            }
            out.add(new Manifest.FabricLink(chpid, ioport, ports, link, sw));
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
