package io.zlayout.input;

import io.zlayout.model.id.CuNumber;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A site's {@code zlayout.yaml}. Every key is optional; unknown keys are an error (a typo must not be
 * silently ignored). {@code intent} and {@code settings} are kept as the positioned trees the file was read
 * into (so that their readers report lines and columns without parsing the file again), {@code capacities} as
 * a Jackson tree for the model's calibration.
 */
public record Manifest(
        List<String> inputs,
        String storage,
        Map<CuNumber, String> controlUnits,
        List<FabricLink> fabric,
        Map<String, PortFact> ioports,
        Map<String, String> hosts,
        io.zlayout.document.Node intent,
        JsonNode capacities,
        io.zlayout.document.Node settings,
        io.zlayout.document.Node capacitiesTree) {

    public static final String FILE_NAME = "zlayout.yaml";

    public static final Manifest EMPTY = new Manifest(null, null, null, null, null, null, null, null, null);

    /** A manifest made in code, without the positioned tree of {@code capacities:}. */
    public Manifest(List<String> inputs, String storage, Map<CuNumber, String> controlUnits, List<FabricLink> fabric,
                    Map<String, PortFact> ioports, Map<String, String> hosts, io.zlayout.document.Node intent,
                    JsonNode capacities, io.zlayout.document.Node settings) {
        this(inputs, storage, controlUnits, fabric, ioports, hosts, intent, capacities, settings, null);
    }

    /**
     * Where a key path of {@code capacities:} ({@code capacities.elements.chpid:0.40.seq-read}, as the model's
     * messages name it) sits in zlayout.yaml: the value at the end of the path, or the key {@code key} under it
     * when given (an unknown key); as far down the path as the tree goes; null when the tree is not known.
     */
    public io.zlayout.model.SourceRef capacitiesAt(String path, String key) {
        if (capacitiesTree == null || path == null) {
            return null;
        }
        io.zlayout.document.Node n = capacitiesTree;
        String rest = path.startsWith("capacities") ? path.substring("capacities".length()) : path;
        while (rest.startsWith(".") && n instanceof io.zlayout.document.MapNode m) {
            String tail = rest.substring(1);
            io.zlayout.document.MapNode.Entry best = null;
            for (io.zlayout.document.MapNode.Entry e : m.all()) {
                // keys may hold dots themselves (element identities): the longest key the path continues with
                if ((tail.equals(e.key()) || tail.startsWith(e.key() + "."))
                        && (best == null || e.key().length() > best.key().length())) {
                    best = e;
                }
            }
            if (best == null) {
                break;
            }
            n = best.value();
            rest = tail.substring(best.key().length());
        }
        if (key != null && n instanceof io.zlayout.document.MapNode m) {
            for (io.zlayout.document.MapNode.Entry e : m.all()) {
                if (e.key().equals(key)) {
                    return e.keyAt();
                }
            }
        }
        return n.at();
    }

    public Manifest {
        inputs = inputs == null ? List.of() : List.copyOf(inputs);
        controlUnits = controlUnits == null ? Map.of() : new TreeMap<>(controlUnits);
        fabric = fabric == null ? List.of() : List.copyOf(fabric);
        ioports = ioports == null ? Map.of() : new TreeMap<>(ioports);
        hosts = hosts == null ? Map.of() : new TreeMap<>(hosts);
    }

    /**
     * How a channel reaches storage ports: a CHPID ({@code "0.C1"}) to one or more I/O ports ({@code I0130}, or
     * {@code <image>/I0130}), and for FICON the LINK address that lands on them and the switch in between; the ports
     * as written.
     *
     * @param at where the entry is in zlayout.yaml; null for a link made in code
     */
    public record FabricLink(String chpid, String ioport, List<String> ioports, String link,
                             @JsonProperty("switch") String switchId, io.zlayout.model.SourceRef at) {

        /** A link made in code, with no place in a file. */
        public FabricLink(String chpid, String ioport, List<String> ioports, String link, String switchId) {
            this(chpid, ioport, ioports, link, switchId, null);
        }

        /** Every port named, {@code ioport} first. */
        public List<String> allPorts() {
            java.util.List<String> all = new java.util.ArrayList<>();
            if (ioport != null) {
                all.add(ioport);
            }
            if (ioports != null) {
                all.addAll(ioports);
            }
            return all;
        }
    }

    /** Port facts the storage export lacks (ESS): WWPN and link speed. */
    public record PortFact(String wwpn, String speed) {
    }
}
