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
        io.zlayout.document.Node settings) {

    public static final String FILE_NAME = "zlayout.yaml";

    public static final Manifest EMPTY = new Manifest(null, null, null, null, null, null, null, null, null);

    public Manifest {
        inputs = inputs == null ? List.of() : List.copyOf(inputs);
        controlUnits = controlUnits == null ? Map.of() : new TreeMap<>(controlUnits);
        fabric = fabric == null ? List.of() : List.copyOf(fabric);
        ioports = ioports == null ? Map.of() : new TreeMap<>(ioports);
        hosts = hosts == null ? Map.of() : new TreeMap<>(hosts);
    }

    /**
     * How a channel reaches storage ports: a CHPID ({@code "0.C1"}) to one or more I/O ports, and for FICON
     * the LINK address that lands on them and the switch in between.
     */
    public record FabricLink(String chpid, String ioport, List<String> ioports, String link,
                             @JsonProperty("switch") String switchId) {

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
