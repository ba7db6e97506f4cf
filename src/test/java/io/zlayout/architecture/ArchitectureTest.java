package io.zlayout.architecture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shape of src/main, read from its imports: no package depends on itself through others (no cycle between
 * packages, nor between areas such as {@code report} and {@code baseline}), and no stage uses a later one. The
 * stages follow the pipeline (docs/design.md): model and document are base packages, then input, topology,
 * rules, plan, perf, emit, report, pipeline, cli; and only the topology, the pipeline and the commands use the
 * readers (input), later stages see the joined site. Known exceptions are listed by name with why they are there;
 * one that no longer occurs fails the test too, so the list only shrinks.
 */
class ArchitectureTest {

    static final String ROOT = "io.zlayout";

    /** The stage of each area (the package below io.zlayout); an area may use only areas of lower stages. */
    static final Map<String, Integer> STAGES = new LinkedHashMap<>();

    static {
        STAGES.put("document", 0);
        STAGES.put("model", 0);
        STAGES.put("parallel", 0);
        STAGES.put("input", 1);
        STAGES.put("topology", 2);
        STAGES.put("rules", 3);
        STAGES.put("baseline", 3);
        STAGES.put("plan", 4);
        STAGES.put("perf", 5);
        STAGES.put("diff", 6);
        STAGES.put("emit", 6);
        STAGES.put("report", 7);
        STAGES.put("pipeline", 8);
        STAGES.put("output", 8);
        STAGES.put("cli", 9);
    }

    /**
     * The areas that may use the readers (input): the topology joins what they read, the pipeline and the
     * commands run them, and the plan's folder names the inputs it must not touch as the commands show them.
     * Every later stage sees the joined site, never a reader ("rules never parse").
     */
    static final Set<String> READ_INPUT = Set.of("topology", "pipeline", "output", "cli");

    /**
     * Violations that are known and explained: each must still occur (fixing one means removing it here). The
     * key is the violation as {@link #violations()} names it.
     */
    static final Map<String, String> EXCEPTIONS = new TreeMap<>();

    // none today: a new exception needs a reason here, and the type moved to the stage that owns it is better

    static Map<String, Map<String, String>> deps;

    @BeforeAll
    static void scan() throws IOException {
        deps = ImportScanner.dependencies(Path.of("src/main/java"), ROOT);
    }

    @Test
    void everyAreaHasAStage() {
        Set<String> unknown = new TreeSet<>();
        for (String p : ImportScanner.packages(deps)) {
            if (!p.equals(ROOT) && !STAGES.containsKey(area(p))) {
                unknown.add(p);
            }
        }
        assertThat(unknown).as("packages of an area without a stage: add the area to STAGES and docs/design.md")
                .isEmpty();
    }

    @Test
    void noCycleAndNoInversionBeyondTheNamedExceptions() {
        assertThat(violations()).containsExactlyInAnyOrderElementsOf(EXCEPTIONS.keySet());
    }

    /** What starts a thread or a pool, or runs on one: only {@code io.zlayout.parallel} may. */
    static final Pattern CONCURRENCY = Pattern.compile("\\bnew\\s+Thread\\s*\\(|\\bThread\\s*\\.\\s*of(?:Platform|Virtual)\\b"
            + "|\\b(?:Executors|ExecutorService|ThreadPoolExecutor|ForkJoinPool|ForkJoinTask|RecursiveAction"
            + "|RecursiveTask|CompletableFuture|Timer)\\b|\\bparallelStream\\s*\\(|\\.\\s*parallel\\s*\\(\\s*\\)");

    /** A static field that is not final ({@code static volatile}, a plain static), or a concurrent holder. */
    static final Pattern STATIC_STATE = Pattern.compile("(?m)^\\s*(?:(?:public|protected|private)\\s+)?static\\s+"
            + "(?!final\\b|class\\b|record\\b|enum\\b|interface\\b|abstract\\b|sealed\\b|<)[^;(={]*[=;]"
            + "|\\bvolatile\\b|\\bConcurrent\\w*Map\\b|\\bAtomic\\w+\\b");

    /**
     * An identity string cut apart: a kind prefix cut off by its length, the part after the last {@code /}, the
     * part before or after the first {@code :}, a split at {@code /} or {@code :}. The identity code (model/Ids,
     * model/id, model/ref) does this; the readers (input) cut the text they read, which is not an identity.
     */
    static final Pattern IDENTITY_CUT = Pattern.compile("\\.substring\\(\\s*\"[a-z]+:\"\\s*\\.\\s*length\\(\\)"
            + "|lastIndexOf\\('/'\\)\\s*\\+\\s*1|indexOf\\(':'\\)|\\.split\\(\\s*\"[/:]\"");

    /** Cuts that are not of an identity, each with why. */
    static final Map<String, String> NOT_IDENTITIES = Map.of(
            "src/main/java/io/zlayout/topology/HostJoin.java", "a SCSI disk's sysfs device path, /dev/sdX",
            "src/main/java/io/zlayout/topology/CurrentEntries.java", "a Linux device path, /dev/dasdc1",
            "src/main/java/io/zlayout/emit/EmittedFile.java", "a file path refused when it holds a ':'",
            "src/main/java/io/zlayout/output/OutputDirectory.java", "a plan folder's relative file paths, cut at '/'");

    @Test
    void noIdentityCutApartOutsideTheIdentityCode() throws IOException {
        assertThat(matches(Path.of("src/main/java"), IDENTITY_CUT, false, p -> !p.startsWith(Path.of("src/main/java/io/zlayout/model"))
                && !p.startsWith(Path.of("src/main/java/io/zlayout/input"))
                && !NOT_IDENTITIES.containsKey(p.toString().replace('\\', '/'))))
                .as("an element crosses stages as a typed reference (model/ref); an identity string is read back only "
                        + "by model/ref's parse, model/id's Identity or model/Ids").isEmpty();
    }

    /**
     * A record component that names a channel path, an I/O port or a host adapter by text: {@code String chpid},
     * {@code List<String> ioPorts}, {@code String hostAdapter}. Past the readers these are references (model/ref).
     */
    static final Pattern IDENTITY_COMPONENT = Pattern.compile("\\brecord\\s+\\w+\\s*(?:<[^>]*>)?\\s*\\([^)]*?"
            + "\\b(?:String|(?:List|Set|SortedSet|Collection)<String>)\\s+(?:chpids?|ioPorts?|hostAdapters?)\\s*[,)]");

    /** Records whose text-named ports are not identities, each with why. */
    static final Map<String, String> PORT_TEXT = Map.of(
            "src/main/java/io/zlayout/plan/StorageChanges.java", "a DSCLI host connection's -ioport list: the port ids"
                    + " of one image as lshostconnect lists them and chhostconnect takes them");

    @Test
    void theStagesPastTheReadersHoldChannelPathsPortsAndAdaptersAsReferences() throws IOException {
        List<String> found = new ArrayList<>();
        for (String area : List.of("topology", "plan", "perf")) {
            found.addAll(matches(Path.of("src/main/java/io/zlayout", area), IDENTITY_COMPONENT,
                    p -> !PORT_TEXT.containsKey(p.toString().replace('\\', '/'))));
        }
        assertThat(found).as("a record of the topology, the plan or the model holds a CHPID, I/O port or host adapter"
                + " as a reference (ChpidRef, IoPortRef, HostAdapterRef), not as its identity string").isEmpty();
    }

    @Test
    void noThreadOrPoolOutsideTheConcurrencyHelper() throws IOException {
        assertThat(matches(Path.of("src/main/java"), CONCURRENCY, p -> !p.startsWith(Path.of("src/main/java/io/zlayout/parallel"))))
                .as("threads and pools live in io.zlayout.parallel.Parallel: use Parallel.map or Parallel.start").isEmpty();
    }

    @Test
    void theModelKeepsNoStaticState() throws IOException {
        assertThat(matches(Path.of("src/main/java/io/zlayout/model"), STATIC_STATE, p -> true))
                .as("the model keeps no static mutable state: a cache or interning table lives in the reader that "
                        + "meets the repetition").isEmpty();
    }

    /**
     * The names of record components that stand for a storage element a stage hands on (an LSS or LCU, an extent
     * pool, a rank, a placement's unit of spreading, a volume): in the records of these packages they are
     * references (model/ref) or values (model/id), never identity strings.
     */
    static final Set<String> ELEMENT_COMPONENTS = Set.of("lss", "lcu", "pool", "pools", "rank", "ranks", "rankKey",
            "volume", "volumes", "capturedVolumes", "bootVolumes", "currentVolumes");

    /** The packages whose records cross stages: the topology's answers, the plan, the model's layouts. */
    static final List<String> TYPED_PACKAGES = List.of("io.zlayout.topology", "io.zlayout.plan", "io.zlayout.perf");

    @Test
    void recordsPastTheReadersHoldStorageElementsAsReferences() throws IOException {
        List<String> found = new ArrayList<>();
        for (Class<?> c : classes(Path.of("src/main/java"), TYPED_PACKAGES)) {
            found.addAll(identityComponents(c));
        }
        assertThat(found).as("an LSS, pool, rank or volume crosses stages as a reference (LssRef, PoolRef, RankRef, "
                + "SpreadUnit, VolumeRef), not as its identity string: the text is made where it is written").isEmpty();
    }

    /** A bad record and a good one, as the rule above reads them. */
    record HoldsIdentities(String lss, java.util.List<String> ranks, String pool, String name, String volume,
                           java.util.Set<String> volumes, Map<String, java.util.List<String>> currentVolumes) {
    }

    /** A map named for volumes maps something (here a guest's name) to them: its values are what it holds. */
    record HoldsReferences(io.zlayout.model.ref.LssRef lss, java.util.List<io.zlayout.model.ref.RankRef> ranks,
                           io.zlayout.model.ref.PoolRef pool, String name, io.zlayout.model.ref.VolumeRef volume,
                           java.util.Set<io.zlayout.model.ref.VolumeRef> volumes,
                           Map<String, java.util.List<io.zlayout.model.ref.VolumeRef>> currentVolumes) {
    }

    @Test
    void theRecordRuleFindsIdentityStringsAndOnlyThose() {
        assertThat(identityComponents(HoldsIdentities.class)).containsExactly(
                HoldsIdentities.class.getName() + ".lss: java.lang.String",
                HoldsIdentities.class.getName() + ".ranks: java.util.List<java.lang.String>",
                HoldsIdentities.class.getName() + ".pool: java.lang.String",
                HoldsIdentities.class.getName() + ".volume: java.lang.String",
                HoldsIdentities.class.getName() + ".volumes: java.util.Set<java.lang.String>",
                HoldsIdentities.class.getName() + ".currentVolumes: java.util.Map<java.lang.String, "
                        + "java.util.List<java.lang.String>>");
        assertThat(identityComponents(HoldsReferences.class)).isEmpty();
        assertThat(identityComponents(ArchitectureTest.class)).as("not a record").isEmpty();
    }

    /**
     * The components of record {@code c} named as a storage element ({@link #ELEMENT_COMPONENTS}) whose type is
     * text: a {@code String}, or a collection of them, or a map whose values are (its keys are what it maps from).
     */
    static List<String> identityComponents(Class<?> c) {
        List<String> out = new ArrayList<>();
        if (!c.isRecord()) {
            return out;
        }
        for (java.lang.reflect.RecordComponent rc : c.getRecordComponents()) {
            java.lang.reflect.Type t = rc.getGenericType();
            if (ELEMENT_COMPONENTS.contains(rc.getName()) && text(t)) {
                out.add(c.getName() + "." + rc.getName() + ": " + t.getTypeName());
            }
        }
        return out;
    }

    /** Whether a component's type holds text: a {@code String}, a collection of text, a map to text. */
    private static boolean text(java.lang.reflect.Type t) {
        if (t == String.class) {
            return true;
        }
        if (!(t instanceof java.lang.reflect.ParameterizedType pt)) {
            return false;
        }
        java.lang.reflect.Type[] args = pt.getActualTypeArguments();
        if (pt.getRawType() instanceof Class<?> raw && Map.class.isAssignableFrom(raw)) {
            return text(args[args.length - 1]);
        }
        return java.util.Arrays.stream(args).anyMatch(ArchitectureTest::text);
    }

    /** Every class (nested ones too) of the source files under {@code root} in these packages (not sub-packages). */
    static List<Class<?>> classes(Path root, List<String> packages) throws IOException {
        List<Class<?>> out = new ArrayList<>();
        for (String pkg : packages) {
            Path dir = root.resolve(pkg.replace('.', '/'));
            try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(dir)) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")).sorted().toList()) {
                    String name = f.getFileName().toString().replace(".java", "");
                    if (name.equals("package-info")) {
                        continue;
                    }
                    try {
                        addWithNested(Class.forName(pkg + "." + name, false, ArchitectureTest.class.getClassLoader()),
                                out);
                    } catch (ClassNotFoundException e) {
                        throw new AssertionError("compiled class of " + f + " not found", e);
                    }
                }
            }
        }
        return out;
    }

    private static void addWithNested(Class<?> c, List<Class<?>> out) {
        out.add(c);
        for (Class<?> n : c.getDeclaredClasses()) {
            addWithNested(n, out);
        }
    }

    @Test
    void theTextRulesFindWhatTheyAreFor() {
        // as the rule reads the code: comments left out, literals kept (blanking them hid every cut it is for)
        assertThat(IDENTITY_CUT.matcher(ImportScanner.code("class A { String id = r.substring(r.lastIndexOf('/') + 1); }",
                false)).find()).isTrue();
        assertThat(IDENTITY_CUT.matcher(ImportScanner.code("class A { String k = c.substring(\"chpid:\".length()); }",
                false)).find()).isTrue();
        assertThat(IDENTITY_CUT.matcher(ImportScanner.code("class A { int i = 0; } // s.indexOf(':')", false)).find())
                .isFalse();
        assertThat(IDENTITY_CUT.matcher("String id = ref.display();").find()).isFalse();
        assertThat(IDENTITY_CUT.matcher(ImportScanner.code("class A { String[] p = id.split(\"/\"); }", false)).find())
                .isTrue();
        assertThat(IDENTITY_CUT.matcher(ImportScanner.code("class A { String[] p = s.split(\", \"); }", false)).find())
                .isFalse();
        assertThat(IDENTITY_COMPONENT.matcher(ImportScanner.code("record P(CuPath path, String chpid) {}")).find())
                .isTrue();
        assertThat(IDENTITY_COMPONENT.matcher(ImportScanner.code("record P(\n        List<String> ioPorts, int n) {}"))
                .find()).isTrue();
        assertThat(IDENTITY_COMPONENT.matcher(ImportScanner.code("record R<K>(Map<K, String> m, String hostAdapter) {}"))
                .find()).isTrue();
        assertThat(IDENTITY_COMPONENT.matcher(ImportScanner.code("record P(ChpidRef chpid, List<IoPortRef> ioPorts,"
                + " HostAdapterRef hostAdapter, String chpidText) {}")).find()).isFalse();
        assertThat(IDENTITY_COMPONENT.matcher(ImportScanner.code("class C { String chpid; List<String> ioPorts; }"))
                .find()).isFalse();
        assertThat(CONCURRENCY.matcher(ImportScanner.code("class A { Thread t = new Thread(r); }")).find()).isTrue();
        assertThat(CONCURRENCY.matcher(ImportScanner.code("class A { int n = l.parallelStream().count(); }")).find())
                .isTrue();
        assertThat(CONCURRENCY.matcher(ImportScanner.code("class A { Object p = new ForkJoinPool(2); }")).find())
                .isTrue();
        assertThat(CONCURRENCY.matcher(ImportScanner.code("class A { int n = l.stream().count(); } // new Thread(")).find())
                .isFalse();
        assertThat(STATIC_STATE.matcher(ImportScanner.code("record R() {\n    private static int[] seen = {};\n}")).find())
                .isTrue();
        assertThat(STATIC_STATE.matcher(ImportScanner.code("record R() {\n    static volatile R last;\n}")).find())
                .isTrue();
        assertThat(STATIC_STATE.matcher(ImportScanner.code("record R() {\n    private static final int MAX = 4;\n"
                + "    static R of(int v) {\n        return new R();\n    }\n}")).find()).isFalse();
    }

    /** The files under {@code root} (those {@code which} accepts) whose code matches, each as path: found text. */
    static List<String> matches(Path root, Pattern p, java.util.function.Predicate<Path> which) throws IOException {
        return matches(root, p, true, which);
    }

    /** As above; {@code literals} false reads string and character literals too (only comments are left out). */
    static List<String> matches(Path root, Pattern p, boolean literals, java.util.function.Predicate<Path> which)
            throws IOException {
        List<String> out = new ArrayList<>();
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.walk(root)) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).filter(which).sorted().toList()) {
                Matcher m = p.matcher(ImportScanner.code(java.nio.file.Files.readString(f), literals));
                while (m.find()) {
                    out.add(f + ": " + m.group().strip());
                }
            }
        }
        return out;
    }

    @Test
    void theScannerSeesImportsAndQualifiedNamesButNotCommentsOrStrings() {
        String code = ImportScanner.code("""
                package a;
                import io.zlayout.x.Y; // io.zlayout.c.D
                /** {@link io.zlayout.e.F} */
                class Z { String s = "io.zlayout.g.H"; Object o = io.zlayout.i.J.of('"'); }
                """);
        assertThat(code).contains("io.zlayout.x.Y", "io.zlayout.i.J")
                .doesNotContain("io.zlayout.c.D", "io.zlayout.e.F", "io.zlayout.g.H");
    }

    @Test
    void aCycleAndAnInversionAreFound() {
        Map<String, Map<String, String>> g = new TreeMap<>();
        g.put("io.zlayout.rules", new TreeMap<>(Map.of("io.zlayout.rules.host", "a", "io.zlayout.plan", "b")));
        g.put("io.zlayout.rules.host", new TreeMap<>(Map.of("io.zlayout.rules", "c", "io.zlayout.input.linux", "d")));
        g.put("io.zlayout.topology", new TreeMap<>(Map.of("io.zlayout.input", "e")));
        assertThat(violations(g)).containsExactly(
                "cycle: io.zlayout.rules -> io.zlayout.rules.host -> io.zlayout.rules",
                "inversion: io.zlayout.rules -> io.zlayout.plan (b)",
                "skip: io.zlayout.rules.host -> io.zlayout.input.linux (d)");
    }

    static List<String> violations() {
        return violations(deps);
    }

    /** Package cycles, area cycles and inversions, each as one line. */
    static List<String> violations(Map<String, Map<String, String>> g) {
        List<String> out = new ArrayList<>();
        for (List<String> cycle : cycles(g)) {
            out.add("cycle: " + String.join(" -> ", cycle));
        }
        Map<String, Map<String, String>> areas = new TreeMap<>();
        g.forEach((from, to) -> to.forEach((p, file) -> {
            if (!area(from).equals(area(p))) {
                areas.computeIfAbsent(ROOT + "." + area(from), k -> new TreeMap<>()).putIfAbsent(ROOT + "." + area(p), file);
            }
        }));
        for (List<String> cycle : cycles(areas)) {
            out.add("area cycle: " + String.join(" -> ", cycle));
        }
        g.forEach((from, to) -> to.forEach((p, file) -> {
            Integer a = STAGES.get(area(from));
            Integer b = STAGES.get(area(p));
            if (a != null && b != null && b > a) {
                out.add("inversion: " + from + " -> " + p + " (" + file + ")");
            } else if (area(p).equals("input") && !area(from).equals("input") && a != null
                    && a > STAGES.get("topology") && !READ_INPUT.contains(area(from))) {
                out.add("skip: " + from + " -> " + p + " (" + file + ")");
            }
        }));
        return out;
    }

    /** The area of a package: its first name below io.zlayout. */
    static String area(String pkg) {
        String rest = pkg.length() > ROOT.length() ? pkg.substring(ROOT.length() + 1) : "";
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    /**
     * One cycle per strongly connected component of more than one package, starting at its smallest package
     * and following the smallest next package back to it.
     */
    static List<List<String>> cycles(Map<String, Map<String, String>> g) {
        List<List<String>> out = new ArrayList<>();
        for (Set<String> scc : components(g)) {
            if (scc.size() < 2) {
                continue;
            }
            String start = scc.iterator().next();
            out.add(path(g, scc, start));
        }
        return out;
    }

    /** The shortest way from {@code start} back to itself inside {@code scc} (breadth first, smallest first). */
    private static List<String> path(Map<String, Map<String, String>> g, Set<String> scc, String start) {
        Map<String, String> parent = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String at = queue.poll();
            for (String next : new TreeSet<>(g.getOrDefault(at, Map.of()).keySet())) {
                if (!scc.contains(next)) {
                    continue;
                }
                if (next.equals(start)) {
                    List<String> cycle = new ArrayList<>(List.of(start));
                    for (String p = at; !p.equals(start); p = parent.get(p)) {
                        cycle.add(1, p);
                    }
                    cycle.add(start);
                    return cycle;
                }
                if (!parent.containsKey(next)) {
                    parent.put(next, at);
                    queue.add(next);
                }
            }
        }
        throw new IllegalStateException("no cycle through " + start);
    }

    /** Tarjan's strongly connected components, each sorted. */
    private static List<Set<String>> components(Map<String, Map<String, String>> g) {
        Set<String> nodes = ImportScanner.packages(g);
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new java.util.HashSet<>();
        List<Set<String>> out = new ArrayList<>();
        int[] counter = {0};
        for (String n : nodes) {
            if (!index.containsKey(n)) {
                strongConnect(n, g, index, low, stack, onStack, out, counter);
            }
        }
        out.sort(java.util.Comparator.comparing(s -> s.iterator().next()));
        return out;
    }

    private static void strongConnect(String v, Map<String, Map<String, String>> g, Map<String, Integer> index,
                                      Map<String, Integer> low, Deque<String> stack, Set<String> onStack,
                                      List<Set<String>> out, int[] counter) {
        index.put(v, counter[0]);
        low.put(v, counter[0]);
        counter[0]++;
        stack.push(v);
        onStack.add(v);
        for (String w : new TreeSet<>(g.getOrDefault(v, Map.of()).keySet())) {
            if (!index.containsKey(w)) {
                strongConnect(w, g, index, low, stack, onStack, out, counter);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> scc = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                scc.add(w);
            } while (!w.equals(v));
            out.add(scc);
        }
    }
}
