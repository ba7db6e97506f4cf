package io.zlayout.perf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.zlayout.model.Quoted;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The capacities the model gives each component: the table shipped as {@code calibration.yaml} (every
 * number with its source), with a site's zlayout.yaml {@code capacities:} laid over it. Immutable.
 *
 * <p>Override shape (every key optional):
 * <pre>
 * capacities:
 *   queue-depth: 64                          # per-LUN queue depth (bounds each disk's random I/O rate)
 *   link-gbps: 2                             # link speed of paths whose speed the inputs do not tell
 *   host-adapter: {seq-read: 80}             # a component kind, on every storage profile
 *   chpid: {seq-read: 95, seq-write: 95}     # every CHPID, instead of its link speed's figure
 *   profiles:
 *     ds8300: {rank: {random-read-iops: 1800}, link-gbps: 4, service-time-ms: {random-read: 5}}
 *   elements:
 *     "hostadapter:IBM.2107-75AB121/01.3": {seq-read: 300}
 * </pre>
 * Values are MB/s ({@code seq-read}, {@code seq-write}) or I/Os per second ({@code random-read-iops},
 * {@code random-write-iops}), >= 0; {@code null} means no limit (not allowed for a CHPID). Kinds are
 * {@code disk, rank, device-adapter, server, host-adapter-interconnect, host-adapter, switch, chpid}.
 */
public final class Calibration {

    /**
     * The short names the shipped table cites its evidence by (docs/model.md lists the publications in full);
     * every other figure is an estimate and says so.
     */
    static final List<String> PUBLICATIONS = List.of("share presentation", "lvm2/evms multipath study",
            "hp-ux 11i v3 white paper", "z/vm 5.2 performance report", "ubuntu multipath field report");


    public static final String SCHEMA = "zlayout.calibration/1";
    public static final String SEQ_READ = "seq-read";
    public static final String SEQ_WRITE = "seq-write";
    public static final String RANDOM_READ_IOPS = "random-read-iops";
    public static final String RANDOM_WRITE_IOPS = "random-write-iops";
    public static final List<String> VALUE_KEYS = List.of(SEQ_READ, SEQ_WRITE, RANDOM_READ_IOPS, RANDOM_WRITE_IOPS);

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String ROOT = "capacities";
    private static Calibration defaults;

    /**
     * The capacities of one component kind.
     *
     * @param values key -> capacity, null for no limit; a key that is absent is not given (disk random rates:
     *               derived from queue depth and service time)
     */
    public record Entry(Map<String, Double> values, String source) {

        public Entry {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        Entry with(Map<String, Double> override) {
            Map<String, Double> v = new LinkedHashMap<>(values);
            v.putAll(override);
            return new Entry(v, source);
        }
    }

    /** One link speed: MB/s per direction and the I/O rate of a channel of that generation. */
    public record Link(double gbps, double mbps, double iops, String source) {
    }

    /**
     * A storage profile: one machine generation.
     *
     * @param linkGbps        speed of its paths where the inputs do not tell
     * @param readServiceMs   random read service time (ms), with the queue depth bounding one LUN's read rate
     * @param writeServiceMs  random write service time (ms)
     */
    public record Profile(String id, String name, double linkGbps, String linkSource, double readServiceMs,
                          double writeServiceMs, String serviceSource, Map<ComponentKind, Entry> components) {

        public Profile {
            components = Collections.unmodifiableMap(new LinkedHashMap<>(components));
        }

        public Entry entry(ComponentKind kind) {
            return components.get(kind);
        }
    }

    private final int queueDepth;
    private final String queueDepthSource;
    private final List<Link> links;
    private final Entry switchEntry;
    private final Map<String, String> machines;
    private final String defaultProfile;
    private final Map<String, Profile> profiles;
    private final Map<String, Double> chpidOverride;
    private final Map<String, Map<String, Double>> elementOverrides;
    private final Double linkGbpsOverride;

    private Calibration(int queueDepth, String queueDepthSource, List<Link> links, Entry switchEntry,
                        Map<String, String> machines, String defaultProfile, Map<String, Profile> profiles,
                        Map<String, Double> chpidOverride, Map<String, Map<String, Double>> elementOverrides,
                        Double linkGbpsOverride) {
        this.queueDepth = queueDepth;
        this.queueDepthSource = queueDepthSource;
        this.links = List.copyOf(links);
        this.switchEntry = switchEntry;
        this.machines = Collections.unmodifiableMap(new LinkedHashMap<>(machines));
        this.defaultProfile = defaultProfile;
        this.profiles = Collections.unmodifiableMap(new LinkedHashMap<>(profiles));
        this.chpidOverride = Collections.unmodifiableMap(new LinkedHashMap<>(chpidOverride));
        Map<String, Map<String, Double>> el = new TreeMap<>();
        elementOverrides.forEach((k, v) -> el.put(k, Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        this.elementOverrides = Collections.unmodifiableMap(el);
        this.linkGbpsOverride = linkGbpsOverride;
    }

    // ---- loading -------------------------------------------------------------------------------------

    /** The shipped table, without overrides. */
    public static synchronized Calibration defaults() {
        if (defaults == null) {
            try (InputStream in = Calibration.class.getResourceAsStream("calibration.yaml")) {
                if (in == null) {
                    throw new IllegalStateException("calibration.yaml is missing from the jar");
                }
                defaults = parse(YAML.readTree(in), "calibration.yaml");
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read calibration.yaml", e);
            } catch (CalibrationException e) {
                // the shipped table is validated by its tests; reaching this is a build defect
                throw new IllegalStateException("calibration.yaml is invalid: " + e.getMessage(), e);
            }
        }
        return defaults;
    }

    /** Reads a calibration table in the shipped form (tests and the shipped resource). */
    static Calibration parse(JsonNode root, String name) throws CalibrationException {
        Reader r = new Reader();
        r.keys(root, name, List.of("schema", "queue-depth", "links", "switch", "machines", "default-profile",
                "profiles"), "a calibration table");
        String schema = r.text(root.get("schema"), name + ".schema");
        if (!SCHEMA.equals(schema)) {
            throw new CalibrationException(name + ".schema", SCHEMA, Quoted.of(schema));
        }
        JsonNode qd = r.object(root.get("queue-depth"), name + ".queue-depth", "a mapping {value, source}");
        int queueDepth = r.positiveInt(qd.get("value"), name + ".queue-depth.value");
        String qdSource = r.source(qd, name + ".queue-depth");

        List<Link> links = new ArrayList<>();
        JsonNode ln = root.get("links");
        if (ln == null || !ln.isArray() || ln.isEmpty()) {
            throw new CalibrationException(name + ".links", "a list of link speeds", describe(ln));
        }
        double last = 0;
        for (int i = 0; i < ln.size(); i++) {
            String p = name + ".links[" + i + "]";
            JsonNode l = r.object(ln.get(i), p, "a mapping {gbps, seq, iops, source}");
            r.keys(l, p, List.of("gbps", "seq", "iops", "source"), "a link speed");
            double gbps = r.positive(l.get("gbps"), p + ".gbps");
            if (gbps <= last) {
                throw new CalibrationException(p + ".gbps", "speeds in ascending order (above " + fmt(last) + ")",
                        fmt(gbps));
            }
            last = gbps;
            links.add(new Link(gbps, r.positive(l.get("seq"), p + ".seq"), r.positive(l.get("iops"), p + ".iops"),
                    r.source(l, p)));
        }
        Entry sw = r.entry(root.get("switch"), name + ".switch", true, true);

        Map<String, String> machines = new LinkedHashMap<>();
        JsonNode mn = r.object(root.get("machines"), name + ".machines", "a mapping of machine type(-model) to profile");
        mn.fields().forEachRemaining(e -> machines.put(e.getKey().toUpperCase(Locale.ROOT), e.getValue().asText()));
        String defaultProfile = r.text(root.get("default-profile"), name + ".default-profile");

        Map<String, Profile> profiles = new LinkedHashMap<>();
        JsonNode pn = r.object(root.get("profiles"), name + ".profiles", "a mapping of profiles");
        for (Iterator<Map.Entry<String, JsonNode>> it = pn.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String p = name + ".profiles." + e.getKey();
            JsonNode prof = r.object(e.getValue(), p, "a profile");
            List<String> allowed = new ArrayList<>(List.of("name", "link-gbps", "service-time-ms"));
            ComponentKind.STORAGE.forEach(k -> allowed.add(k.key()));
            r.keys(prof, p, allowed, "a profile");
            JsonNode link = r.object(prof.get("link-gbps"), p + ".link-gbps", "a mapping {value, source}");
            JsonNode st = r.object(prof.get("service-time-ms"), p + ".service-time-ms",
                    "a mapping {random-read, random-write, source}");
            r.keys(st, p + ".service-time-ms", List.of("random-read", "random-write", "source"), "service times");
            Map<ComponentKind, Entry> comps = new LinkedHashMap<>();
            for (ComponentKind k : ComponentKind.STORAGE) {
                boolean derived = k == ComponentKind.DISK || k == ComponentKind.LCU;
                comps.put(k, r.entry(prof.get(k.key()), p + "." + k.key(), true, !derived));
                if (derived && (comps.get(k).values().containsKey(RANDOM_READ_IOPS)
                        || comps.get(k).values().containsKey(RANDOM_WRITE_IOPS))) {
                    throw new CalibrationException(p + "." + k.key(), "no random rates (they follow from "
                            + (k == ComponentKind.DISK ? "queue-depth and " : "one I/O at a time and ")
                            + "service-time-ms)", "random-read-iops or random-write-iops");
                }
            }
            profiles.put(e.getKey(), new Profile(e.getKey(), r.text(prof.get("name"), p + ".name"),
                    r.positive(link.get("value"), p + ".link-gbps.value"), r.source(link, p + ".link-gbps"),
                    r.positive(st.get("random-read"), p + ".service-time-ms.random-read"),
                    r.positive(st.get("random-write"), p + ".service-time-ms.random-write"),
                    r.source(st, p + ".service-time-ms"), comps));
        }
        for (Map.Entry<String, String> m : machines.entrySet()) {
            if (!profiles.containsKey(m.getValue())) {
                throw new CalibrationException(name + ".machines." + m.getKey(), "one of the profiles "
                        + String.join(", ", profiles.keySet()), Quoted.of(m.getValue()));
            }
        }
        if (!profiles.containsKey(defaultProfile)) {
            throw new CalibrationException(name + ".default-profile", "one of the profiles "
                    + String.join(", ", profiles.keySet()), Quoted.of(defaultProfile));
        }
        return new Calibration(queueDepth, qdSource, links, sw, machines, defaultProfile, profiles, Map.of(),
                Map.of(), null);
    }

    /**
     * The shipped table with zlayout.yaml {@code capacities:} laid over it; null, a missing node or an empty
     * mapping give the shipped table. Errors name the key path under {@code capacities}.
     */
    public static Calibration load(JsonNode overrides) throws CalibrationException {
        Calibration base = defaults();
        if (overrides == null || overrides.isNull() || overrides.isMissingNode()
                || (overrides.isObject() && overrides.isEmpty())) {
            return base;
        }
        return base.with(overrides);
    }

    private Calibration with(JsonNode o) throws CalibrationException {
        Reader r = new Reader();
        if (!o.isObject()) {
            throw new CalibrationException(ROOT, "a mapping of component kinds (e.g. host-adapter: {seq-read: 80})",
                    describe(o));
        }
        List<String> allowed = new ArrayList<>(List.of("queue-depth", "link-gbps", "profiles", "elements"));
        for (ComponentKind k : ComponentKind.values()) {
            if (k != ComponentKind.POOL) {
                allowed.add(k.key());
            }
        }
        r.keys(o, ROOT, allowed, "zlayout.yaml capacities");
        int qd = o.has("queue-depth") ? r.positiveInt(o.get("queue-depth"), ROOT + ".queue-depth") : queueDepth;
        Double linkGbps = linkGbpsOverride;
        if (o.has("link-gbps")) {
            linkGbps = r.positive(o.get("link-gbps"), ROOT + ".link-gbps");
        }
        Map<String, Profile> profs = new LinkedHashMap<>(profiles);
        Entry sw = switchEntry;
        Map<String, Double> chpid = new LinkedHashMap<>(chpidOverride);
        for (ComponentKind k : ComponentKind.values()) {
            if (!o.has(k.key()) || k == ComponentKind.POOL) {
                continue;
            }
            Map<String, Double> v = r.values(o.get(k.key()), ROOT + "." + k.key(), k != ComponentKind.CHPID);
            if (k == ComponentKind.SWITCH) {
                sw = sw.with(v);
            } else if (k == ComponentKind.CHPID) {
                chpid.putAll(v);
            } else {
                for (Map.Entry<String, Profile> p : profs.entrySet()) {
                    p.setValue(withEntry(p.getValue(), k, v));
                }
            }
        }
        if (o.has("profiles")) {
            JsonNode pn = r.object(o.get("profiles"), ROOT + ".profiles", "a mapping of profile names ("
                    + String.join(", ", profiles.keySet()) + ")");
            for (Iterator<Map.Entry<String, JsonNode>> it = pn.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String p = ROOT + ".profiles." + e.getKey();
                Profile prof = profs.get(e.getKey());
                if (prof == null) {
                    throw new CalibrationException(ROOT + ".profiles", "one of the profiles "
                            + String.join(", ", profiles.keySet()), "unknown profile " + Quoted.of(e.getKey()));
                }
                JsonNode po = r.object(e.getValue(), p, "a mapping of component kinds");
                List<String> keys = new ArrayList<>(List.of("link-gbps", "service-time-ms"));
                ComponentKind.STORAGE.forEach(k -> keys.add(k.key()));
                r.keys(po, p, keys, "a profile override");
                double link = prof.linkGbps();
                double rd = prof.readServiceMs();
                double wr = prof.writeServiceMs();
                if (po.has("link-gbps")) {
                    link = r.positive(po.get("link-gbps"), p + ".link-gbps");
                }
                if (po.has("service-time-ms")) {
                    JsonNode st = r.object(po.get("service-time-ms"), p + ".service-time-ms",
                            "a mapping {random-read, random-write}");
                    r.keys(st, p + ".service-time-ms", List.of("random-read", "random-write"), "service times");
                    if (st.has("random-read")) {
                        rd = r.positive(st.get("random-read"), p + ".service-time-ms.random-read");
                    }
                    if (st.has("random-write")) {
                        wr = r.positive(st.get("random-write"), p + ".service-time-ms.random-write");
                    }
                }
                prof = new Profile(prof.id(), prof.name(), link, prof.linkSource(), rd, wr, prof.serviceSource(),
                        prof.components());
                for (ComponentKind k : ComponentKind.STORAGE) {
                    if (po.has(k.key())) {
                        prof = withEntry(prof, k, r.values(po.get(k.key()), p + "." + k.key(), true));
                    }
                }
                profs.put(prof.id(), prof);
            }
        }
        Map<String, Map<String, Double>> elements = new TreeMap<>(elementOverrides);
        if (o.has("elements")) {
            JsonNode en = r.object(o.get("elements"), ROOT + ".elements",
                    "a mapping of element identities (e.g. \"hostadapter:IBM.2107-75AB121/01.3\": {seq-read: 300})");
            for (Iterator<Map.Entry<String, JsonNode>> it = en.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ComponentKind k = ComponentKind.ofIdentity(e.getKey());
                if (k == null) {
                    TreeSet<String> prefixes = new TreeSet<>();
                    for (ComponentKind c : ComponentKind.values()) {
                        prefixes.add(c.identityPrefix() + "...");
                    }
                    throw new CalibrationException(ROOT + ".elements", "an element identity ("
                            + String.join(", ", prefixes) + ")", Quoted.of(e.getKey()));
                }
                elements.put(e.getKey(), r.values(e.getValue(), ROOT + ".elements." + e.getKey(),
                        k != ComponentKind.CHPID));
            }
        }
        return new Calibration(qd, o.has("queue-depth") ? "zlayout.yaml capacities" : queueDepthSource, links, sw,
                machines, defaultProfile, profs, chpid, elements, linkGbps);
    }

    private static Profile withEntry(Profile p, ComponentKind k, Map<String, Double> v) {
        Map<ComponentKind, Entry> comps = new LinkedHashMap<>(p.components());
        comps.put(k, comps.get(k).with(v));
        return new Profile(p.id(), p.name(), p.linkGbps(), p.linkSource(), p.readServiceMs(), p.writeServiceMs(),
                p.serviceSource(), comps);
    }

    // ---- lookups -------------------------------------------------------------------------------------

    public int queueDepth() {
        return queueDepth;
    }

    public String queueDepthSource() {
        return queueDepthSource;
    }

    public List<Link> links() {
        return links;
    }

    public Entry switchEntry() {
        return switchEntry;
    }

    /** Machine type(-model) keys (upper case) and the profile each selects. */
    public Map<String, String> machines() {
        return machines;
    }

    public Map<String, Profile> profiles() {
        return profiles;
    }

    public Profile profile(String id) {
        return profiles.get(id);
    }

    public Profile defaultProfile() {
        return profiles.get(defaultProfile);
    }

    /** The profile of a storage machine: by type and model, then by type; null when the table has neither. */
    public Profile profileFor(String machineType, String model) {
        if (machineType == null) {
            return null;
        }
        String t = machineType.toUpperCase(Locale.ROOT);
        if (model != null) {
            String id = machines.get(t + "-" + model.toUpperCase(Locale.ROOT));
            if (id != null) {
                return profiles.get(id);
            }
        }
        String id = machines.get(t);
        return id == null ? null : profiles.get(id);
    }

    /** CHPID capacities set by {@code capacities: chpid:} (they replace the link speed's figure). */
    public Map<String, Double> chpidOverride() {
        return chpidOverride;
    }

    /** Per-element overrides by identity, sorted. */
    public Map<String, Map<String, Double>> elementOverrides() {
        return elementOverrides;
    }

    /** {@code capacities: link-gbps:}, or null. */
    public Double linkGbpsOverride() {
        return linkGbpsOverride;
    }

    /** The figures of a link speed; a speed the table lacks gets 100 MB/s per Gbps and the next slower rate. */
    public Link link(double gbps) {
        Link slower = links.get(0);
        for (Link l : links) {
            if (Math.abs(l.gbps() - gbps) < 1e-9) {
                return l;
            }
            if (l.gbps() < gbps) {
                slower = l;
            }
        }
        return new Link(gbps, gbps * 100, slower.iops(), "estimate: 100 MB/s per Gbps, I/O rate of "
                + fmt(slower.gbps()) + " Gbps");
    }

    /**
     * A storage component's capacity for a value key: null when there is no limit. A disk's random rate is
     * derived as queue depth / service time unless an override gives it; a subchannel's ({@link ComponentKind#LCU})
     * as one I/O at a time / service time ({@code effectiveQueueDepth} 1).
     */
    public Double storage(Profile p, ComponentKind kind, String key, int effectiveQueueDepth) {
        Entry e = p.entry(kind);
        if (e.values().containsKey(key)) {
            return e.values().get(key);
        }
        if ((kind == ComponentKind.DISK || kind == ComponentKind.LCU)
                && (RANDOM_READ_IOPS.equals(key) || RANDOM_WRITE_IOPS.equals(key))) {
            double ms = RANDOM_READ_IOPS.equals(key) ? p.readServiceMs() : p.writeServiceMs();
            return effectiveQueueDepth * 1000.0 / ms;
        }
        return null;
    }

    // ---- documentation ---------------------------------------------------------------------------------

    /** The calibration table as Markdown, for docs/model.md (a test keeps the two equal). */
    public String markdown() {
        StringBuilder b = new StringBuilder();
        b.append("Queue depth per LUN: ").append(queueDepth).append(" — ").append(queueDepthSource).append("\n\n");
        b.append("| link | MB/s per direction | channel IOPS | source |\n|---|---|---|---|\n");
        for (Link l : links) {
            b.append("| ").append(fmt(l.gbps())).append(" Gbps | ").append(fmt(l.mbps())).append(" | ")
                    .append(fmt(l.iops())).append(" | ").append(l.source()).append(" |\n");
        }
        b.append('\n');
        b.append("| fabric | seq-read MB/s | seq-write MB/s | random-read IOPS | random-write IOPS | source |\n"
                + "|---|---|---|---|---|---|\n");
        b.append("| switch | ").append(values(switchEntry)).append(" | ").append(switchEntry.source()).append(" |\n\n");
        b.append("| profile | machines | link | service time read/write (ms) | source |\n|---|---|---|---|---|\n");
        for (Profile p : profiles.values()) {
            List<String> ms = new ArrayList<>();
            machines.forEach((k, v) -> {
                if (v.equals(p.id())) {
                    ms.add(k);
                }
            });
            b.append("| ").append(p.id()).append(" (").append(p.name()).append(") | ").append(String.join(", ", ms))
                    .append(p.id().equals(defaultProfile) ? ", any other" : "").append(" | ")
                    .append(fmt(p.linkGbps())).append(" Gbps: ").append(p.linkSource()).append(" | ")
                    .append(fmt(p.readServiceMs())).append(" / ").append(fmt(p.writeServiceMs())).append(" | ")
                    .append(p.serviceSource()).append(" |\n");
        }
        b.append("\n| profile | component | seq-read MB/s | seq-write MB/s | random-read IOPS | random-write IOPS"
                + " | source |\n|---|---|---|---|---|---|---|\n");
        for (Profile p : profiles.values()) {
            for (ComponentKind k : ComponentKind.STORAGE) {
                Entry e = p.entry(k);
                b.append("| ").append(p.id()).append(" | ").append(k.key()).append(" | ")
                        .append(k == ComponentKind.LCU ? values(e).replace("queue depth /", "one I/O /") : values(e))
                        .append(" | ").append(e.source()).append(" |\n");
            }
        }
        return b.toString();
    }

    private static String values(Entry e) {
        List<String> cells = new ArrayList<>();
        for (String k : VALUE_KEYS) {
            if (!e.values().containsKey(k)) {
                cells.add("queue depth / service time");
            } else {
                Double v = e.values().get(k);
                cells.add(v == null ? "—" : fmt(v));
            }
        }
        return String.join(" | ", cells);
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) v);
        }
        return String.format(Locale.ROOT, "%s", v);
    }

    // ---- validation ------------------------------------------------------------------------------------

    static String describe(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "nothing";
        }
        if (n.isNull()) {
            return "null";
        }
        if (n.isTextual()) {
            return Quoted.of(n.asText());
        }
        if (n.isNumber() || n.isBoolean()) {
            return n.asText();
        }
        return n.isArray() ? "a list" : "a mapping";
    }

    /** Validating accessors; every failure names the key path. */
    private static final class Reader {

        void keys(JsonNode n, String path, List<String> allowed, String what) throws CalibrationException {
            for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!allowed.contains(k)) {
                    throw new CalibrationException(path, "one of the keys " + String.join(", ", new TreeSet<>(allowed))
                            + " (" + what + ")", "unknown key " + Quoted.of(k), k);
                }
            }
        }

        JsonNode object(JsonNode n, String path, String expected) throws CalibrationException {
            if (n == null || !n.isObject()) {
                throw new CalibrationException(path, expected, describe(n));
            }
            return n;
        }

        String text(JsonNode n, String path) throws CalibrationException {
            if (n == null || !n.isTextual() || n.asText().isBlank()) {
                throw new CalibrationException(path, "a text", describe(n));
            }
            return n.asText();
        }

        String source(JsonNode n, String path) throws CalibrationException {
            JsonNode s = n.get("source");
            if (s == null || !s.isTextual() || s.asText().isBlank()) {
                throw new CalibrationException(path + ".source", "the source of the figures (a publication or \"estimate\")",
                        describe(s));
            }
            String text = s.asText().trim();
            String lower = text.toLowerCase(Locale.ROOT);
            if (PUBLICATIONS.stream().noneMatch(lower::contains) && !lower.contains("estimate")) {
                throw new CalibrationException(path + ".source", "a publication named or the word \"estimate\"",
                        Quoted.of(text));
            }
            return text;
        }

        double positive(JsonNode n, String path) throws CalibrationException {
            if (n == null || !n.isNumber() || !Double.isFinite(n.asDouble()) || n.asDouble() <= 0) {
                throw new CalibrationException(path, "a number > 0", describe(n));
            }
            return n.asDouble();
        }

        int positiveInt(JsonNode n, String path) throws CalibrationException {
            if (n == null || !n.isIntegralNumber() || n.asLong() < 1 || n.asLong() > 65536) {
                throw new CalibrationException(path, "a whole number from 1 to 65536", describe(n));
            }
            return n.asInt();
        }

        /** A values mapping: seq-read, seq-write (MB/s), random-*-iops (IO/s); each >= 0 or null. */
        Map<String, Double> values(JsonNode n, String path, boolean nullAllowed) throws CalibrationException {
            object(n, path, "a mapping of " + String.join(", ", VALUE_KEYS) + " (e.g. {seq-read: 80})");
            keys(n, path, VALUE_KEYS, "capacities: MB/s or I/Os per second");
            Map<String, Double> out = new LinkedHashMap<>();
            for (String k : VALUE_KEYS) {
                if (!n.has(k)) {
                    continue;
                }
                JsonNode v = n.get(k);
                String unit = k.endsWith("-iops") ? "I/Os per second" : "MB/s";
                if (v.isNull() && nullAllowed) {
                    out.put(k, null);
                } else if (v.isNumber() && Double.isFinite(v.asDouble()) && v.asDouble() >= 0) {
                    out.put(k, v.asDouble());
                } else {
                    throw new CalibrationException(path + "." + k, "a number >= 0 (" + unit + ")"
                            + (nullAllowed ? " or null for no limit" : "; a CHPID always has a limit"), describe(v));
                }
            }
            return out;
        }

        Entry entry(JsonNode n, String path, boolean nullAllowed, boolean complete) throws CalibrationException {
            object(n, path, "a mapping of " + String.join(", ", VALUE_KEYS) + " and source");
            List<String> allowed = new ArrayList<>(VALUE_KEYS);
            allowed.add("source");
            keys(n, path, allowed, "capacities with their source");
            String source = source(n, path);
            com.fasterxml.jackson.databind.node.ObjectNode copy = n.deepCopy();
            copy.remove("source");
            Map<String, Double> v = values(copy, path, nullAllowed);
            List<String> need = complete ? VALUE_KEYS : List.of(SEQ_READ, SEQ_WRITE);
            for (String k : need) {
                if (!v.containsKey(k)) {
                    throw new CalibrationException(path + "." + k, "a number or null", "nothing");
                }
            }
            return new Entry(v, source);
        }
    }
}
