package io.zlayout.pipeline;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.document.DocumentException;
import io.zlayout.emit.EmittedFile;
import io.zlayout.emit.Emitters;
import io.zlayout.input.InputException;
import io.zlayout.parallel.Parallel;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.SourceFile;
import io.zlayout.model.SourceRef;
import io.zlayout.perf.Calibration;
import io.zlayout.perf.CalibrationException;
import io.zlayout.perf.CurrentLayouts;
import io.zlayout.perf.ModelLayout;
import io.zlayout.perf.ModelResult;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.perf.ThroughputModel;
import io.zlayout.perf.Workload;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.KeptLayout;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlanException;
import io.zlayout.plan.PlanInput;
import io.zlayout.plan.PlanInputs;
import io.zlayout.plan.Planner;
import io.zlayout.report.site.ReportInput;
import io.zlayout.rules.Finding;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.PlannedThroughput;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.layout.ThroughputBelowPlan;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Settings;
import io.zlayout.rules.catalog.SettingsReader;
import io.zlayout.topology.GuestTopology;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * zlayout's stages as calls: {@link #load}, {@link #join}, {@link #assess} (judge with the settings and the
 * clock, and plan and model where the judgement or the caller needs it), {@link #plan}, {@link #model} and
 * {@link #emit}. Every command makes its calls here, so what one command judges another judges alike: the
 * same settings, the same throughput figures, computed once per run. Nothing here catches an exception to
 * hide it: an intent that cannot be met is a value ({@link Planned#problem()}) the caller shows; a bad
 * calibration is an input error naming zlayout.yaml.
 */
public final class Pipeline {

    /** What a stage reports as it goes (the command shows it as a progress line). */
    @FunctionalInterface
    public interface Progress {

        Progress NONE = stage -> { };

        void show(String stage);
    }

    /**
     * What a command reads.
     *
     * @param inputs  files and folders; a folder holding zlayout.yaml is a site
     * @param formats per path, the format to read it as instead of sniffing
     * @param intent  an intent file that replaces zlayout.yaml's intent, or null
     * @param config  a settings file that replaces zlayout.yaml's settings, or null
     * @param followSymlinks read files that links in an input folder lead to outside it
     * @param strict  a skipped file of an input folder is an error
     */
    public record Request(List<Path> inputs, Map<Path, String> formats, Path intent, Path config,
                          boolean followSymlinks, boolean strict) {

        public Request {
            inputs = List.copyOf(inputs);
            formats = Map.copyOf(formats);
        }

        public Request(List<Path> inputs, Map<Path, String> formats, Path intent, Path config) {
            this(inputs, formats, intent, config, false, false);
        }

        public static Request of(List<Path> inputs) {
            return new Request(inputs, Map.of(), null, null);
        }
    }

    /** The inputs read and the settings in force for them. */
    public record Loaded(Inputs inputs, Settings settings) {
    }

    /** A run's inputs read and joined into one site, with the settings in force: where every command starts. */
    public record Joined(Site site, Settings settings) {
    }

    /**
     * The run's plan and the model's figures for it, made once; or why the intent cannot be met. Plan and problem
     * are both null when the site has no intent.
     *
     * @param throughput per planned guest, the model's figures today and with the plan (empty without a plan)
     */
    public record Planned(Plan plan, String problem, Map<String, PlanThroughput> throughput) {

        public static final Planned NO_INTENT = new Planned(null, null, Map.of());

        public Planned {
            throughput = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(throughput));
        }

        /** The plan; where the intent cannot be met, the reason as the exception a command exits 1 with. */
        public Plan require() throws PlanException {
            if (plan == null) {
                throw new PlanException(problem != null ? problem
                        : "nothing to plan: the intent names no guests (zlayout.yaml 'intent:' or --intent FILE)");
            }
            return plan;
        }
    }

    /** A site judged by its settings as of a day, and planned (with the model's figures) where that was asked or needed. */
    public record Assessment(Site site, Settings settings, Judgement judgement, Planned planned) {

        /** Per planned guest, the model's figures today and with the plan (empty without a plan). */
        public Map<String, PlanThroughput> throughput() {
            return planned.throughput();
        }

        /**
         * Why a rule that compares with the plan could not be judged although it is on: the intent cannot be
         * met. Null when there is nothing to say.
         */
        public String notJudged() {
            if (planned.problem() == null || !settings.enabled(THROUGHPUT_RULE)) {
                return null;
            }
            return THROUGHPUT_RULE + " not judged: the intent cannot be met: " + planned.problem();
        }

        /**
         * What the rules in force judged and what they could not, and why: an input a rule needs is missing (see
         * {@link io.zlayout.rules.Rule#needs()}), or the intent cannot be met for the rule that compares with the
         * plan.
         */
        public io.zlayout.rules.Coverage coverage() {
            io.zlayout.rules.Coverage c = io.zlayout.rules.Coverage.of(site, judgement.rules());
            if (planned.problem() == null) {
                return c;
            }
            java.util.Set<InputKind> missing = planMissing(site);
            return missing.isEmpty() ? c.notJudged(THROUGHPUT_RULE, Set.of(),
                    "the intent cannot be met: " + planned.problem())
                    : c.notJudged(THROUGHPUT_RULE, missing, io.zlayout.rules.Coverage.reason(missing));
        }
    }

    private static final String THROUGHPUT_RULE = new ThroughputBelowPlan().slug();

    private Pipeline() {
    }

    /** Reads the inputs and the settings in force: --config, else the site's zlayout.yaml, else none. */
    public static Loaded load(Request request, InputLoader.Listener listener) throws InputException {
        InputLoader loader = ReaderCatalog.loader(request.formats()).followSymlinks(request.followSymlinks())
                .strict(request.strict());
        if (listener != null) {
            loader = loader.listener(listener);
        }
        Inputs in = loader.load(request.inputs(), request.intent());
        if (in.manifest().capacities() != null) {
            // capacities: is checked when it is read, not only when a layout is modelled: a typo never waits
            try {
                Calibration.load(in.manifest().capacities());
            } catch (CalibrationException e) {
                throw capacitiesError(in, e);
            }
        }
        return new Loaded(in, settings(in, request.config()));
    }

    /**
     * The settings in force for a run over {@code in}: {@code config}, else the site's zlayout.yaml, else none.
     * {@code in} is null for a side that is not a site (a plan file): then {@code config} or none.
     */
    public static Settings settings(Inputs in, Path config) throws InputException {
        if (config != null) {
            SourceFile file = yaml(SourceFile.load(config, InputLoader.display(config)));
            try {
                return SettingsReader.fromConfig(file.display(), file.text());
            } catch (DocumentException e) {
                throw new InputException(e);
            }
        }
        if (in != null && in.siteRoot() != null) {
            try {
                return SettingsReader.fromManifest(in.manifestPath(), in.manifest().settings());
            } catch (DocumentException e) {
                throw new InputException(e);
            }
        }
        return Settings.NONE;
    }

    /** A baseline file ({@code check --baseline FILE}) read with the positioned document reader. */
    public static io.zlayout.baseline.Baseline baseline(Path path) throws InputException {
        SourceFile file = SourceFile.load(path, InputLoader.display(path));
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "a " + io.zlayout.baseline.BaselineFile.SCHEMA
                    + " JSON file", "binary data");
        }
        try {
            return io.zlayout.baseline.BaselineFile.read(file.display(), file.text());
        } catch (DocumentException e) {
            throw new InputException(e);
        }
    }

    /**
     * A {@code zlayout.plan/1} file ({@code zlayout plan --format json}) as a diff side; empty when
     * {@code path} is not a zlayout JSON file (it is a site input then). Another zlayout file (findings, a
     * baseline) is an input error.
     */
    public static java.util.Optional<io.zlayout.diff.Snapshot> planFile(Path path) throws InputException {
        if (!java.nio.file.Files.isRegularFile(path)) {
            return java.util.Optional.empty();
        }
        SourceFile file = SourceFile.load(path, InputLoader.display(path));
        if (file.binary()) {
            return java.util.Optional.empty();
        }
        java.util.Optional<String> schema = io.zlayout.diff.PlanFile.schemaOf(file.text());
        if (schema.isEmpty()) {
            return java.util.Optional.empty();
        }
        if (!schema.get().startsWith("zlayout.plan/")) {
            throw new InputException(SourceRef.file(file.display()), "a site or a " + io.zlayout.diff.PlanFile.SCHEMA
                    + " file", "a " + schema.get() + " file");
        }
        try {
            return java.util.Optional.of(io.zlayout.diff.PlanFile.read(file.display(), file.text()));
        } catch (DocumentException e) {
            throw new InputException(e);
        }
    }

    /**
     * A folder {@code zlayout plan --out-dir} wrote (it holds the plan's record) as a diff side: the record's hash
     * of each file and the hash of each regular file on disk now (links are not followed; zlayout's own record,
     * lock and the staging folders of an interrupted run are left out). Empty when {@code dir} is no plan folder.
     */
    public static java.util.Optional<io.zlayout.diff.PlanFolder> planFolder(Path dir) throws InputException {
        Path record = dir.resolve(io.zlayout.diff.PlanFolder.RECORD);
        if (!java.nio.file.Files.isDirectory(dir)
                || !java.nio.file.Files.isRegularFile(record, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return java.util.Optional.empty();
        }
        String display = InputLoader.display(dir);
        SourceFile file = SourceFile.load(record, display + "/" + io.zlayout.diff.PlanFolder.RECORD);
        Map<String, String> recorded = new TreeMap<>();
        try {
            io.zlayout.document.Node root = io.zlayout.document.Document.json(file.display(), file.text());
            io.zlayout.document.MapNode m = root == null ? null : root.asMap("a record of the files a plan wrote");
            if (m != null) {
                for (io.zlayout.document.Node f : m.require("files", "a list of files").asList("a list of files")
                        .items()) {
                    io.zlayout.document.MapNode e = f.asMap("{\"path\": …, \"sha256\": …}");
                    recorded.put(e.require("path", "a relative path").asText("a relative path"),
                            e.require("sha256", "a SHA-256 hash").asText("a SHA-256 hash"));
                }
            }
        } catch (DocumentException e) {
            throw new InputException(e);
        }
        Map<String, String> onDisk = new TreeMap<>();
        try (java.util.stream.Stream<Path> walk = java.nio.file.Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                String rel = dir.relativize(p).toString().replace('\\', '/');
                if (!java.nio.file.Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                        || rel.equals(io.zlayout.diff.PlanFolder.RECORD) || rel.equals(io.zlayout.diff.PlanFolder.LOCK)
                        || rel.startsWith(".zlayout-new-") || rel.startsWith(".zlayout-old-")) {
                    continue;
                }
                java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
                try (java.io.InputStream in = java.nio.file.Files.newInputStream(p)) {
                    byte[] buf = new byte[1 << 16];
                    int n;
                    while ((n = in.read(buf)) > 0) {
                        md.update(buf, 0, n);
                    }
                }
                onDisk.put(rel, java.util.HexFormat.of().formatHex(md.digest()));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return java.util.Optional.of(new io.zlayout.diff.PlanFolder(display, recorded, onDisk));
    }

    /** A settings file as text: binary data is refused before it reaches the YAML reader. */
    private static SourceFile yaml(SourceFile file) throws InputException {
        if (file.binary()) {
            throw new InputException(SourceRef.file(file.display()), "a YAML document", "binary data");
        }
        return file;
    }

    /** Joins what was read into one site. */
    public static Site join(Inputs in, Progress progress) throws InputException {
        progress.show("joining…");
        return SiteAssembler.assemble(in);
    }

    /** Reads the inputs and joins them: {@link #load}, then {@link #join}, the settings in force beside the site. */
    public static Joined open(Request request, InputLoader.Listener listener, Progress progress)
            throws InputException {
        Loaded loaded = load(request, listener);
        return new Joined(join(loaded.inputs(), progress), loaded.settings());
    }

    /** True when some guest of the site has an intent (only then is there anything to plan). */
    public static boolean hasIntent(Site site) {
        return site.guests().guests().stream().anyMatch(g -> g.intent() != null);
    }

    /**
     * Plans the site's intent; an intent that cannot be met throws. A guest whose layout today the model
     * predicts at least as fast as the one planned for it keeps its layout (see {@link #keepFaster}).
     */
    public static Plan plan(Site site) throws PlanException, InputException {
        return planned(site, false).require();
    }

    /**
     * Plans the site's intent and models each planned guest today and with the plan, once: an intent that cannot be
     * met is the {@link Planned#problem()}. With {@code advice} the figures carry the advisor's advice (it does not
     * change what is compared). A move that gains nothing is not proposed: where the model predicts a guest's layout
     * today at least as fast as its plan (the plan's gain would print as x1.00 or less), today's layout spreads no
     * narrower on what the exports tell (ranks, DA pairs, servers, LSSs: the model cannot see a rank no export
     * names), and the plan releases some of what the guest has, the guest is planned again keeping its disks and
     * FCP devices, with the figures that decided it. Keeping one guest's disks can change what later guests get, so
     * the comparison runs again on the new plan until no guest is added (at most once per guest). Where keeping
     * today's layout leaves some intent unmet, the plan stays as it was and the guest's notes say why. The last
     * round models the very plan it returns: those figures are the plan's. {@link Planned#NO_INTENT} when no guest
     * has an intent.
     */
    public static Planned planned(Site site, boolean advice) throws InputException {
        if (!hasIntent(site)) {
            return Planned.NO_INTENT;
        }
        try {
            requireInputs(site);
            PlanInput in = PlanInputs.of(site);
            Calibration calibration = calibration(site);
            Planned p = keepFaster(site, in, Planner.plan(in), calibration, advice);
            requireTargets(site, p.plan());
            Plan noted = UnplacedPorts.noted(site, p.plan());
            return noted == p.plan() ? p : new Planned(noted, null, p.throughput());
        } catch (PlanException e) {
            return new Planned(null, e.getMessage(), Map.of());
        }
    }

    /**
     * The inputs a plan needs per access type before it starts: disks on CKD volumes (eckd, minidisk) need the
     * IOCDS (their device numbers) and the storage export (their volumes); FCP disks need the storage export (their
     * FCP channels may come from the IOCDS or the guests' captures, their target ports from the fabric or the
     * captures: {@link #requireTargets} judges the plan made).
     */
    static final Map<String, List<InputKind>> PLAN_NEEDS = Map.of(
            "eckd", List.of(InputKind.IOCDS, InputKind.STORAGE_EXPORT),
            "minidisk", List.of(InputKind.IOCDS, InputKind.STORAGE_EXPORT),
            "fcp", List.of(InputKind.STORAGE_EXPORT));

    /**
     * Refuses a plan in which an FCP guest has no path with a known target port: its zfcp.conf and chzdev
     * configuration would hold no LUN line, which is not a plan. Names what is missing: the fabric, and captures
     * showing the ports.
     */
    static Plan requireTargets(Site site, Plan plan) throws PlanException {
        List<String> blind = new ArrayList<>();
        java.util.Set<io.zlayout.model.ref.ChpidRef> chpids = new java.util.TreeSet<>();
        for (GuestPlan g : plan.guests()) {
            if ("fcp".equals(g.access()) && !g.disks().isEmpty() && !g.paths().isEmpty()
                    && g.paths().stream().allMatch(p -> p.wwpn() == null)) {
                blind.add(g.guest());
                chpids.addAll(UnplacedPorts.blind(g));
            }
        }
        if (blind.isEmpty()) {
            return plan;
        }
        String guests = (blind.size() == 1 ? "guest " : "guests ") + String.join(", ", blind)
                + " (access fcp): no planned FCP path has a known target port, so no zfcp.conf or chzdev line could"
                + " name a LUN";
        List<String> unplaced = UnplacedPorts.said(site, chpids);
        if (!unplaced.isEmpty()) {
            // the cabling is there, but names no port of the site: say which entries and what to write
            throw new PlanException(guests + ". " + String.join(" ", unplaced));
        }
        throw new PlanException(guests + ": " + (site.inputs().manifest().fabric().isEmpty()
                ? "zlayout.yaml has no 'fabric:'" : "zlayout.yaml 'fabric:' names no storage I/O port for their FCP"
                + " CHPIDs") + " and no guest capture (lszfcp -D) shows a path over them (add the cabling to"
                + " zlayout.yaml 'fabric:', or the guest's lszfcp -D under hosts/<guest>/)");
    }

    /** Every kind of input the site's intent needs to be planned that the run lacks. */
    static java.util.Set<InputKind> planMissing(Site site) {
        java.util.Set<InputKind> out = java.util.EnumSet.noneOf(InputKind.class);
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            if (g.intent() != null) {
                out.addAll(missing(site, PLAN_NEEDS.getOrDefault(String.valueOf(g.intent().access()), List.of())));
            }
        }
        return out;
    }

    /** The kinds of input among {@code kinds} that the site lacks, in the order given. */
    public static List<InputKind> missing(Site site, List<InputKind> kinds) {
        return kinds.stream().filter(k -> !k.presentIn(site)).toList();
    }

    /**
     * Refuses to plan a guest whose access type needs an input the run lacks, naming that input (never another
     * one: without the storage export the planner would otherwise count no free volumes and blame the IOCDS).
     */
    static void requireInputs(Site site) throws PlanException {
        Map<List<InputKind>, List<String>> byMissing = new LinkedHashMap<>();
        for (GuestTopology.GuestLayout g : site.guests().guests()) {
            if (g.intent() == null) {
                continue;
            }
            String access = g.intent().access() == null ? "" : g.intent().access();
            List<InputKind> missing = missing(site, PLAN_NEEDS.getOrDefault(access, List.of()));
            if (!missing.isEmpty()) {
                byMissing.computeIfAbsent(missing, k -> new ArrayList<>()).add(g.guest() + " (access " + access + ")");
            }
        }
        if (byMissing.isEmpty()) {
            return;
        }
        List<String> why = new ArrayList<>();
        byMissing.forEach((missing, guests) -> why.add((guests.size() == 1 ? "guest " : "guests ")
                + String.join(", ", guests) + " cannot be planned: "
                + String.join(" and ", missing.stream().map(k -> "no " + k.label()).toList())
                + (missing.size() == 1 ? " was" : " were") + " read (add "
                + String.join("; ", missing.stream().map(InputKind::description).toList()) + ")"));
        throw new PlanException(String.join("; ", why));
    }

    /**
     * The rounds of {@link #planned}: the plan with its figures, those of the last round where it modelled the
     * plan returned. Each round models only the guests whose plan the round before changed
     * ({@link PlanThroughput#of(Site, Plan, Calibration, boolean, Plan, Map)}).
     */
    static Planned keepFaster(Site site, PlanInput in, Plan plan, Calibration calibration, boolean advice)
            throws PlanException {
        Map<String, KeptLayout> keep = new TreeMap<>();
        Plan before = null;
        Map<String, PlanThroughput> figuresBefore = Map.of();
        for (int round = 0; round < in.intents().size(); round++) {
            Map<String, PlanThroughput> figures = PlanThroughput.of(site, plan, calibration, advice, before,
                    figuresBefore);
            before = plan;
            figuresBefore = figures;
            Map<String, KeptLayout> more = new TreeMap<>(keep);
            for (GuestPlan g : plan.guests()) {
                PlanThroughput t = figures.get(g.guest());
                if (!keep.containsKey(g.guest()) && t != null && t.factor() != null && t.factor() <= 1.0
                        && t.todaySpreadsAsWide()
                        && (!g.releases().isEmpty() || !g.releasedFcpDevices().isEmpty())) {
                    more.put(g.guest(), new KeptLayout(t.workload(), t.currentMBps(), t.plannedMBps()));
                }
            }
            if (more.size() == keep.size()) {
                return new Planned(plan, null, figures);
            }
            try {
                plan = Planner.plan(in.keepingToday(more));
            } catch (PlanException e) {
                Plan unkept = unkept(plan, more, keep, e.getMessage());
                return new Planned(unkept, null, PlanThroughput.of(site, unkept, calibration, advice));
            }
            keep = more;
        }
        return new Planned(plan, null, PlanThroughput.of(site, plan, calibration, advice));
    }

    /** The plan as it is, each guest that could not keep its layout saying why. */
    private static Plan unkept(Plan plan, Map<String, KeptLayout> tried, Map<String, KeptLayout> kept, String why) {
        List<GuestPlan> guests = new ArrayList<>();
        for (GuestPlan g : plan.guests()) {
            KeptLayout k = kept.containsKey(g.guest()) ? null : tried.get(g.guest());
            guests.add(k == null ? g : g.withNote(String.format(java.util.Locale.ROOT, "its layout today is"
                    + " predicted at least as fast (%s: %.1f MB/s today, %.1f MB/s planned), but keeping it leaves"
                    + " the intent unmet (%s): the plan moves it", k.workload(), k.todayMBps(), k.proposedMBps(),
                    why)));
        }
        return new Plan(guests, plan.balance(), plan.notes(), plan.storage());
    }

    /** The model's capacities: the calibration table with the site's {@code capacities:} over it. */
    public static Calibration calibration(Site site) throws InputException {
        try {
            return Calibration.load(site.inputs().manifest().capacities());
        } catch (CalibrationException e) {
            throw capacitiesError(site.inputs(), e);
        }
    }

    /** A {@code capacities:} value the model cannot use, at its line and column in zlayout.yaml. */
    private static InputException capacitiesError(Inputs in, CalibrationException e) {
        SourceRef at = in.manifest().capacitiesAt(e.path(), e.key());
        return new InputException(at != null ? at : SourceRef.file(String.valueOf(in.manifestPath())), e.getMessage());
    }

    /** Per guest of the plan, the model today and with the plan; with {@code advice} the advisor's too. */
    public static Map<String, PlanThroughput> throughput(Site site, Plan plan, boolean advice) throws InputException {
        return PlanThroughput.of(site, plan, calibration(site), advice);
    }

    /**
     * Judges the site: the rules the settings leave on, severities overridden, suppressions applied as of the
     * clock's day. The plan and the model run once, when {@code withPlan} asks for the plan or a rule that is
     * on compares with it; their figures reach the rules through the rule context. They run on a thread of
     * their own while the rules that do not read them run here (at the largest site each is a few seconds of
     * one core); the rules that read them run once they are made. The site is not changed after the join, so
     * both sides read it alike, and the findings are sorted at the end: the result is that of one thread.
     */
    public static Assessment assess(Site site, Settings settings, Clock clock, boolean withPlan, Progress progress)
            throws InputException {
        if (!(withPlan || settings.enabled(THROUGHPUT_RULE)) || !hasIntent(site)) {
            progress.show("checking…");
            Judgement judgement = Judgement.run(context(site, settings, clock, Map.of()));
            return new Assessment(site, settings, judgement, Planned.NO_INTENT);
        }
        progress.show("planning…");
        Parallel.Pending<Planned, InputException> modelled = Parallel.start("zlayout-plan",
                () -> planned(site, false));
        progress.show("checking…");
        List<Rule> rules = settings.enabledRules(RuleCatalog.all());
        LocalDate today = LocalDate.now(clock);
        RuleContext first = context(site, settings, clock, Map.of());
        List<Finding> raw = new ArrayList<>(RuleEngine.run(first,
                rules.stream().filter(r -> !r.readsPlanFigures()).toList()).findings());
        Planned planned = modelled.get();
        RuleContext then = new RuleContext(site, settings, clock, first.shared(), figures(planned.throughput()));
        raw.addAll(RuleEngine.run(then, rules.stream().filter(Rule::readsPlanFigures).toList()).findings());
        Judgement judgement = Judgement.of(raw, settings, today, rules);
        return new Assessment(site, settings, judgement, planned);
    }

    /** What the rules see: the site, the settings, the clock and the model's figures for the plan. */
    public static RuleContext context(Site site, Settings settings, Clock clock,
                                      Map<String, PlanThroughput> throughput) {
        return new RuleContext(site, settings, clock, figures(throughput));
    }

    private static Map<String, PlannedThroughput> figures(Map<String, PlanThroughput> throughput) {
        Map<String, PlannedThroughput> figures = new LinkedHashMap<>();
        throughput.forEach((guest, t) -> figures.put(guest,
                new PlannedThroughput(t.workload(), t.currentMBps(), t.plannedMBps(), t.factor())));
        return figures;
    }

    /** Every file the plan is realised by, in the emitters' order. */
    public static List<EmittedFile> emit(Plan plan) {
        return Emitters.emit(plan);
    }

    /**
     * What {@code zlayout model} predicts, in one call: the current layouts with disks (or, with {@code planned},
     * the planned ones) of {@code guest} (null for every guest), taken together, run through the throughput model;
     * {@code processes} null for one per disk. Nothing to model is an input error that says what to give instead.
     */
    public static ModelResult modelled(Site site, String guest, boolean planned, Workload workload, Integer processes)
            throws PlanException, InputException {
        ModelLayout layout = Modelling.layout(site, guest, planned ? plannedLayouts(site, guest) : null);
        return UnplacedPorts.noted(site, layout, ThroughputModel.run(layout, workload, processes, calibration(site)));
    }

    /** The planned layouts of {@code guest} (null for all). */
    private static List<ModelLayout> plannedLayouts(Site site, String guest) throws PlanException, InputException {
        List<ModelLayout> layouts = new ArrayList<>();
        for (GuestPlan g : plan(site).guests()) {
            if (guest == null || g.guest().equalsIgnoreCase(guest)) {
                layouts.add(ModelLayout.from(g, site));
            }
        }
        return layouts;
    }

    /**
     * What {@code zlayout report} shows, from one assessment made with the plan: the judged findings, the plan
     * or why there is none, the files {@code zlayout plan --out} would write per guest (named, not made),
     * and the model's site-wide prediction for the planned layouts (null when they have no disks or paths).
     */
    public static ReportInput report(String siteName, String toolVersion, Assessment a) throws InputException {
        Plan plan = a.planned().plan();
        Map<String, List<String>> files = new TreeMap<>();
        ReportInput.Throughput throughput = null;
        if (plan != null) {
            Map<String, String> guestOfFolder = guestFolders(plan.guests().stream().map(GuestPlan::guest).toList());
            for (String path : Emitters.paths(plan)) {
                files.computeIfAbsent(owner(guestOfFolder, path), k -> new ArrayList<>()).add(path);
            }
            List<ModelLayout> layouts = new ArrayList<>();
            plan.guests().forEach(g -> layouts.add(ModelLayout.from(g, a.site())));
            ModelLayout all = CurrentLayouts.all(a.site(), layouts);
            if (!all.paths().isEmpty() && !all.disks().isEmpty()) {
                // the headline models the work most planned guests do (as the plan models each guest's)
                Map<String, Integer> kinds = new TreeMap<>();
                plan.guests().forEach(g -> kinds.merge(PlanThroughput.modelWorkload(g.workload()), 1, Integer::sum));
                String kind = kinds.entrySet().stream().max(Map.Entry.<String, Integer>comparingByValue()
                        .thenComparing(Map.Entry.comparingByKey(java.util.Comparator.reverseOrder())))
                        .map(Map.Entry::getKey).orElse("seq-read");
                ThroughputModel.Limit r = ThroughputModel.limit(all, Workload.of(kind), null, calibration(a.site()));
                throughput = new ReportInput.Throughput(kind + " (planned layout, every guest)", r.throughputMBps(),
                        r.bottleneck() == null ? null
                                : r.bottleneck().kind() + " " + String.join(", ", r.bottleneck().elements()));
            }
        }
        return new ReportInput(siteName, toolVersion, a.site(), a.judgement().findings(), plan,
                a.planned().problem(), files, throughput, a.coverage());
    }

    /**
     * The guest of each folder {@code guests/<folder>/} the emitters write (the first in the plan's order should
     * two share a folder); looked up by a path's second segment, so a plan of thousands of guests and tens of
     * thousands of files is not scanned once per file.
     */
    static Map<String, String> guestFolders(List<String> guests) {
        Map<String, String> out = new HashMap<>();
        for (String g : guests) {
            out.putIfAbsent(Emitters.guestFolder(g), g);
        }
        return out;
    }

    /** The guest a file {@code guests/<folder>/...} belongs to; every other file is the site's. */
    static String owner(Map<String, String> guestOfFolder, String path) {
        if (path.startsWith("guests/")) {
            int end = path.indexOf('/', "guests/".length());
            if (end > 0) {
                String guest = guestOfFolder.get(path.substring("guests/".length(), end));
                if (guest != null) {
                    return guest;
                }
            }
        }
        return ReportInput.SITE_FILES;
    }
}
