package io.zlayout.diff;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import io.zlayout.input.InputException;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Ids;
import io.zlayout.model.SourceRef;
import io.zlayout.plan.Spread;
import io.zlayout.document.Json;

import java.io.IOException;
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
 * {@link InputException} naming the file and the line of the guest.
 */
public final class PlanFile {

    public static final String SCHEMA = "zlayout.plan/1";

    private PlanFile() {
    }

    /**
     * The {@code schema} of a zlayout JSON file ({@code zlayout.plan/1}, {@code zlayout.findings/1}, ...), or
     * empty when the file is not a JSON object with a zlayout schema (then it is a site input).
     */
    public static Optional<String> schemaOf(SourceFile file) {
        if (file.binary() || !file.head(64).stripLeading().startsWith("{")) {
            return Optional.empty();
        }
        try (JsonParser p = parser(file)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken v = p.nextToken();
                if (key.equals("schema")) {
                    return v == JsonToken.VALUE_STRING && p.getText().startsWith("zlayout.")
                            ? Optional.of(p.getText()) : Optional.empty();
                }
                p.skipChildren();
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    public static Snapshot read(SourceFile file) throws InputException {
        Map<String, Snapshot.GuestState> guests = new TreeMap<>();
        Map<String, Snapshot.VolumeState> volumes = new TreeMap<>();
        String schema = null;
        try (JsonParser p = parser(file)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new InputException(SourceRef.file(file.display()), "a " + SCHEMA + " JSON object", "something else");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken v = p.nextToken();
                SourceRef at = ref(file, p.currentTokenLocation());
                if (key.equals("schema")) {
                    schema = v == JsonToken.VALUE_STRING ? p.getText() : String.valueOf(v);
                    if (!SCHEMA.equals(schema)) {
                        throw new InputException(at, "\"schema\": \"" + SCHEMA + "\"", InputException.quote(schema));
                    }
                } else if (key.equals("guests")) {
                    if (v != JsonToken.START_ARRAY) {
                        throw new InputException(at, "a list of guests", InputException.quote(p.getText()));
                    }
                    Map<String, Set<String>> owners = new TreeMap<>();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        SourceRef guestAt = ref(file, p.currentTokenLocation());
                        guest(p.readValueAsTree(), guestAt, guests, volumes, owners);
                    }
                    owners.forEach((vol, gs) -> {
                        Snapshot.VolumeState s = volumes.get(vol);
                        volumes.put(vol, new Snapshot.VolumeState(vol, List.copyOf(gs), s.ranks(), s.lss()));
                    });
                } else {
                    p.skipChildren();
                }
            }
        } catch (JsonProcessingException e) {
            throw new InputException(ref(file, e.getLocation()), "valid JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new InputException(SourceRef.file(file.display()), "cannot read: " + e.getMessage());
        }
        if (schema == null) {
            throw new InputException(SourceRef.file(file.display()), "\"schema\": \"" + SCHEMA + "\"", "no schema");
        }
        return new Snapshot(file.display(), Snapshot.Kind.PLAN, guests, volumes, null, null, null);
    }

    private static void guest(JsonNode g, SourceRef at, Map<String, Snapshot.GuestState> guests,
                              Map<String, Snapshot.VolumeState> volumes, Map<String, Set<String>> owners)
            throws InputException {
        if (g == null || !g.isObject()) {
            throw new InputException(at, "a guest object", "something else");
        }
        String name = text(g, "name", at, "a guest \"name\"");
        String guest = Ids.guest(name);
        if (guests.containsKey(guest)) {
            throw new InputException(at, "each guest once", "guest " + name + " a second time");
        }
        List<String> vols = new ArrayList<>();
        for (JsonNode d : array(g, "disks", at)) {
            String volume = text(d, "volume", at, "a \"volume\" identity for every disk of guest " + name);
            String lss = text(d, "lss", at, "an \"lss\" identity for every disk of guest " + name);
            JsonNode rank = d.get("rank");
            List<String> ranks = rank == null || rank.isNull() ? List.of() : List.of(rank.asText());
            vols.add(volume);
            volumes.putIfAbsent(volume, new Snapshot.VolumeState(volume, List.of(), ranks, lss));
            owners.computeIfAbsent(volume, k -> new HashSet<>()).add(guest);
        }
        List<PathRef> paths = new ArrayList<>();
        for (JsonNode p : array(g, "paths", at)) {
            String chpid = text(p, "chpid", at, "a \"chpid\" identity for every path of guest " + name);
            JsonNode fcp = p.get("fcpDevice");
            JsonNode port = p.get("ioPort");
            paths.add(new PathRef(guest, chpid, fcp == null || fcp.isNull() ? null : Ids.fcp(fcp.asText()),
                    port == null || port.isNull() ? null : port.asText()));
        }
        JsonNode s = g.get("spread");
        if (s == null || !s.isObject()) {
            throw new InputException(at, "a \"spread\" object for guest " + name, "none");
        }
        Spread spread = new Spread(count(s, "ranks", at), count(s, "lss", at), count(s, "servers", at),
                count(s, "deviceAdapters", at), count(s, "hostAdapters", at), count(s, "chpids", at));
        guests.put(guest, new Snapshot.GuestState(guest, vols, paths, spread));
    }

    private static String text(JsonNode n, String key, SourceRef at, String expected) throws InputException {
        JsonNode v = n == null ? null : n.get(key);
        if (v == null || !v.isTextual() || v.asText().isBlank()) {
            throw new InputException(at, expected, v == null ? "none" : InputException.quote(v.toString()));
        }
        return v.asText();
    }

    private static Iterable<JsonNode> array(JsonNode n, String key, SourceRef at) throws InputException {
        JsonNode v = n.get(key);
        if (v == null || !v.isArray()) {
            throw new InputException(at, "a \"" + key + "\" list", v == null ? "none" : InputException.quote(v.toString()));
        }
        return v;
    }

    private static int count(JsonNode spread, String key, SourceRef at) throws InputException {
        JsonNode v = spread.get(key);
        if (v == null || !v.isInt() || v.asInt() < 0) {
            throw new InputException(at, "a whole number \"" + key + "\" in \"spread\"",
                    v == null ? "none" : InputException.quote(v.toString()));
        }
        return v.asInt();
    }

    private static JsonParser parser(SourceFile file) throws IOException {
        return Json.MAPPER.getFactory().copy()
                .setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build())
                .createParser(file.text());
    }

    private static SourceRef ref(SourceFile file, JsonLocation loc) {
        return loc == null ? SourceRef.file(file.display())
                : SourceRef.at(file.display(), Math.max(0, loc.getLineNr()), Math.max(0, loc.getColumnNr()));
    }
}
