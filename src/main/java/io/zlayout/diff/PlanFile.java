package io.zlayout.diff;

import io.zlayout.document.Document;
import io.zlayout.document.DocumentException;
import io.zlayout.document.ListNode;
import io.zlayout.document.MapNode;
import io.zlayout.document.Node;
import io.zlayout.document.Scalar;
import io.zlayout.model.Ids;
import io.zlayout.model.Quoted;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.BusId;
import io.zlayout.plan.Spread;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A {@code zlayout.plan/1} file (what {@code zlayout plan --format json} writes) read back as a diff side:
 * each guest's disks, paths and spread, and the rank and LSS of each planned volume. A plan carries no
 * findings. Keys the plan does not need are ignored (the schema may grow); what a diff needs and lacks is an
 * {@link DocumentException} naming the file and the line of the guest.
 */
public final class PlanFile {

    public static final String SCHEMA = "zlayout.plan/1";

    private PlanFile() {
    }

    /**
     * The {@code schema} of a zlayout JSON file ({@code zlayout.plan/1}, {@code zlayout.findings/1}, ...), or
     * empty when {@code text} is not a JSON object with a zlayout schema (then it is a site input).
     */
    public static Optional<String> schemaOf(String text) {
        if (!text.stripLeading().startsWith("{")) {
            return Optional.empty();
        }
        try {
            Node root = Document.json("", text);
            if (root instanceof MapNode m && m.get("schema").orElse(null) instanceof Scalar s
                    && s.kind() == Scalar.Kind.STRING && s.text().startsWith("zlayout.")) {
                return Optional.of(s.text());
            }
            return Optional.empty();
        } catch (DocumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Reads a plan ({@code text}, from {@code display}) with the positioned document reader: what a diff needs
     * and lacks is a {@link DocumentException} at the guest it belongs to.
     */
    public static Snapshot read(String display, String text) throws DocumentException {
        Node root = Document.json(display, text);
        if (!(root instanceof MapNode m)) {
            throw new DocumentException(SourceRef.file(display), "a " + SCHEMA + " JSON object", "something else");
        }
        Node schema = m.get("schema").orElse(null);
        if (schema == null) {
            throw new DocumentException(SourceRef.file(display), "\"schema\": \"" + SCHEMA + "\"", "no schema");
        }
        if (!(schema instanceof Scalar sc && sc.kind() == Scalar.Kind.STRING && SCHEMA.equals(sc.text()))) {
            throw new DocumentException(schema.at(), "\"schema\": \"" + SCHEMA + "\"", schema.describe());
        }
        Map<String, Snapshot.GuestState> guests = new TreeMap<>();
        Map<String, Snapshot.VolumeState> volumes = new TreeMap<>();
        Node list = m.get("guests").orElse(null);
        if (list != null) {
            Map<String, Set<String>> owners = new TreeMap<>();
            for (Node g : list.asList("a list of guests").items()) {
                guest(g, guests, volumes, owners);
            }
            owners.forEach((vol, gs) -> {
                Snapshot.VolumeState s = volumes.get(vol);
                volumes.put(vol, new Snapshot.VolumeState(vol, List.copyOf(gs), s.ranks(), s.lss()));
            });
        }
        return new Snapshot(display, Snapshot.Kind.PLAN, guests, volumes, null, null, null);
    }

    private static void guest(Node node, Map<String, Snapshot.GuestState> guests,
                              Map<String, Snapshot.VolumeState> volumes, Map<String, Set<String>> owners)
            throws DocumentException {
        if (!(node instanceof MapNode g)) {
            throw new DocumentException(node.at(), "a guest object", "something else");
        }
        SourceRef at = g.at();
        String name = text(g, "name", at, "a guest \"name\"");
        String guest = Ids.guest(name);
        if (guests.containsKey(guest)) {
            throw new DocumentException(at, "each guest once", "guest " + name + " a second time");
        }
        List<String> vols = new ArrayList<>();
        for (Node d : array(g, "disks", at)) {
            String volume = text(d, "volume", at, "a \"volume\" identity for every disk of guest " + name);
            String lss = text(d, "lss", at, "an \"lss\" identity for every disk of guest " + name);
            String rank = optional(d, "rank");
            List<String> ranks = rank == null ? List.of() : List.of(rank);
            vols.add(volume);
            volumes.putIfAbsent(volume, new Snapshot.VolumeState(volume, List.of(), ranks, lss));
            owners.computeIfAbsent(volume, k -> new HashSet<>()).add(guest);
        }
        List<PathRef> paths = new ArrayList<>();
        for (Node p : array(g, "paths", at)) {
            String chpid = text(p, "chpid", at, "a \"chpid\" identity for every path of guest " + name);
            String fcp = optional(p, "fcpDevice");
            String port = optional(p, "ioPort");
            SourceRef fcpAt = p instanceof MapNode m ? m.get("fcpDevice").map(Node::at).orElse(p.at()) : p.at();
            BusId bus = fcp == null ? null : BusId.tryParse(fcp).orElseThrow(() -> new DocumentException(fcpAt,
                    "an \"fcpDevice\" bus ID such as 0.0.fc00 (or null) for every path of guest " + name,
                    Quoted.of(fcp)));
            paths.add(new PathRef(guest, chpid, bus == null ? null : Ids.fcp(bus), port));
        }
        if (!(g.get("spread").orElse(null) instanceof MapNode s)) {
            throw new DocumentException(at, "a \"spread\" object for guest " + name, "none");
        }
        Spread spread = new Spread(count(s, "ranks", at), count(s, "lss", at), count(s, "servers", at),
                count(s, "deviceAdapters", at), count(s, "hostAdapters", at), count(s, "chpids", at));
        guests.put(guest, new Snapshot.GuestState(guest, vols, paths, spread));
    }

    private static String text(Node n, String key, SourceRef at, String expected) throws DocumentException {
        Node v = n instanceof MapNode m ? m.get(key).orElse(null) : null;
        if (!(v instanceof Scalar s && s.kind() == Scalar.Kind.STRING && !s.text().isBlank())) {
            throw new DocumentException(at, expected, v == null ? "none" : v.describe());
        }
        return s.text();
    }

    /** A value that may be absent or null; any scalar is taken as written. */
    private static String optional(Node n, String key) {
        Node v = n instanceof MapNode m ? m.get(key).orElse(null) : null;
        return v instanceof Scalar s && !v.isNull() ? s.text() : null;
    }

    private static List<Node> array(MapNode n, String key, SourceRef at) throws DocumentException {
        if (!(n.get(key).orElse(null) instanceof ListNode v)) {
            Node found = n.get(key).orElse(null);
            throw new DocumentException(at, "a \"" + key + "\" list", found == null ? "none" : found.describe());
        }
        return v.items();
    }

    private static int count(MapNode spread, String key, SourceRef at) throws DocumentException {
        Node v = spread.get(key).orElse(null);
        if (!(v instanceof Scalar s && s.kind() == Scalar.Kind.INTEGER && s.text().matches("\\d{1,9}"))) {
            throw new DocumentException(at, "a whole number \"" + key + "\" in \"spread\"",
                    v == null ? "none" : v.describe());
        }
        return Integer.parseInt(s.text());
    }
}
