package io.zlayout.placement;

import io.zlayout.input.InputException;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.PlannedDisk;
import io.zlayout.report.plan.PlanReport;
import io.zlayout.report.site.PlanItem;
import io.zlayout.report.site.ReportInput;
import io.zlayout.report.site.SiteReport;
import io.zlayout.report.site.VolumeRow;
import io.zlayout.rules.Finding;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.topology.Site;
import io.zlayout.topology.StorageTopology;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One placement per volume, stated alike everywhere: for every sample site, every rule fixture site and every
 * placement fixture site, the plan (its records, text and JSON), the workbook's and the page's volume rows and plan
 * items state the placement the topology decided; and where {@code check} flags a guest's layout by rank, the model
 * predicts a gain for that guest's plan — a flag the model sees no gain in means one of them is wrong.
 */
class PlacementConsistencyTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T00:00:00Z"), ZoneOffset.UTC);
    /** The rules that claim a layout is slower than it could be by its ranks. */
    private static final Set<String> RANK_FLAGS = Set.of("consecutive-addresses", "da-pair-concentration");

    static List<Path> sites() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("samples"))) {
            s.filter(Files::isDirectory).sorted().forEach(out::add);
        }
        for (String root : List.of("src/test/resources/io/zlayout/rules", "src/test/resources/io/zlayout/placement")) {
            if (!Files.isDirectory(Path.of(root))) {
                continue;
            }
            try (Stream<Path> s = Files.walk(Path.of(root), 3)) {
                s.filter(p -> Files.isDirectory(p) && Files.exists(p.resolve("zlayout.yaml"))).sorted().forEach(out::add);
            }
        }
        return out;
    }

    @TestFactory
    List<DynamicTest> everySiteStatesOnePlacementPerVolume() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        List<Path> sites = sites();
        assertThat(sites).as("sites").hasSizeGreaterThan(10);
        for (Path site : sites) {
            tests.add(DynamicTest.dynamicTest(site.toString(), () -> judge(site)));
        }
        return tests;
    }

    private static void judge(Path dir) throws Exception {
        Pipeline.Loaded loaded;
        try {
            loaded = Pipeline.load(Pipeline.Request.of(List.of(dir)), (i, n, p) -> { });
        } catch (InputException e) {
            return; // a fixture of bad input: nothing is placed
        }
        Site site = Pipeline.join(loaded.inputs(), Pipeline.Progress.NONE);
        Pipeline.Assessment a = Pipeline.assess(site, loaded.settings(), CLOCK, Pipeline.hasIntent(site),
                Pipeline.Progress.NONE);
        StorageTopology st = site.storage();

        // the workbook and the page: one row per volume, saying the topology's placement
        ReportInput input = Pipeline.report(dir.getFileName().toString(), "test", a);
        SiteReport report = SiteReport.of(input);
        for (VolumeRow row : report.volumes()) {
            StorageTopology.Placement p = st.placement(row.identity()).orElseThrow();
            if (p.byRank()) {
                assertThat(row.ranks()).as(row.identity()).isEqualTo(String.join("+",
                        p.ranks().stream().map(r -> r.substring(r.lastIndexOf('/') + 1)).toList()));
            } else {
                assertThat(row.ranks()).as(row.identity()).isEqualTo(p.describe());
                assertThat(row.daPairs()).as(row.identity() + " DA pairs").isNull();
            }
        }

        if (a.planned().plan() == null) {
            return;
        }
        String text = PlanReport.text(a.planned().plan(), List.of(), "out", a.throughput());
        String json = PlanReport.json(a.planned().plan(), List.of(), a.throughput());
        for (GuestPlan g : a.planned().plan().guests()) {
            for (PlannedDisk d : g.disks()) {
                String volume = d.volume().identity();
                StorageTopology.Placement p = st.placement(volume).orElseThrow();
                assertThat(d.placement()).as(volume).isSameAs(p);
                assertThat(d.where()).as(volume).isEqualTo(p.describe());
                assertThat(d.rank() != null).as(d.volume() + " has a rank of its own").isEqualTo(p.byRank()
                        && !p.ranks().isEmpty());
                assertThat(text).as("plan text of " + d.volume()).contains(d.volumeId() + " ");
                assertThat(lineOf(text, g.guest(), d)).as("plan text line of " + d.volume()).contains(p.describe());
                assertThat(json).as("plan JSON of " + d.volume()).contains("\"text\": \"" + p.describe() + "\"");
            }
            int striped = (int) g.disks().stream().filter(d -> !d.byRank() && d.placement().pool() != null
                    && d.placement().method().label().matches("rotateexts|managed")).count();
            assertThat(g.spread().striped()).as(g.guest() + " striped disks").isEqualTo(striped);
        }
        for (PlanItem item : report.planItems()) {
            if ("planned".equals(item.layout()) && "disk".equals(item.kind())) {
                PlannedDisk d = disk(a, item);
                assertThat(item.rank()).as(item.item()).isEqualTo(d.byRank()
                        ? (d.rank() == null ? null : d.rank().display()) : d.where());
            }
        }
        // a flag by rank and the model agree: the plan that follows the flag's advice is predicted faster
        Map<String, PlanThroughput> figures = a.throughput();
        for (Finding f : a.judgement().findings()) {
            if (!RANK_FLAGS.contains(f.rule())) {
                continue;
            }
            String guest = f.elements().get(0).substring("guest:".length());
            PlanThroughput t = figures.get(guest);
            if (t == null || t.currentMBps() == null) {
                continue; // no plan for the guest, or nothing to model today: nothing to compare
            }
            assertThat(t.plannedMBps()).as(dir + ": " + f.rule() + " flags " + guest + " (" + f.message()
                    + ") but the model predicts no gain").isGreaterThan(t.currentMBps());
        }
    }

    private static PlannedDisk disk(Pipeline.Assessment a, PlanItem item) {
        return a.planned().plan().guests().stream().filter(g -> g.guest().equals(item.guest()))
                .flatMap(g -> g.disks().stream()).filter(d -> d.volumeId().toString().equals(item.item())
                        && d.image().equals(item.image())).findFirst().orElseThrow();
    }

    /** The plan text's line of this disk in this guest's section. */
    private static String lineOf(String text, String guest, PlannedDisk d) {
        int at = text.indexOf("Guest " + guest + " (");
        assertThat(at).as("section of " + guest).isGreaterThanOrEqualTo(0);
        for (String line : text.substring(at).split("\n")) {
            if (line.startsWith("    " + d.volumeId() + " ")) {
                return line;
            }
        }
        return "";
    }
}
