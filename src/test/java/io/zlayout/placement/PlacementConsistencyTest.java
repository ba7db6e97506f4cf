package io.zlayout.placement;

import io.zlayout.model.ref.RankRef;
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
import io.zlayout.perf.Calibration;
import io.zlayout.perf.PlanThroughput;
import io.zlayout.perf.ThroughputModel;
import io.zlayout.perf.Workload;
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
 * One placement per volume, stated alike everywhere: for every sample site, every rule fixture site and every placement
 * fixture site, the plan (its records, text and JSON), the report's volume rows and plan items, and the workbook as
 * written (its Volumes sheet read back) state the placement the topology decided, {@code check} makes rank and DA-pair
 * claims only about volumes placed by rank, and the model weighs each disk, today's and planned, on the rank, pool,
 * ranks, server and LCU of its placement; and where {@code check} flags a guest's layout as slower than it could be (by
 * rank, DA pair, LCU or pool), the model predicts a gain for that guest's plan, and where it flags a group on one
 * storage server, the plan loads the busiest server less — a flag the model sees no gain in means one of them is wrong.
 */
class PlacementConsistencyTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T00:00:00Z"), ZoneOffset.UTC);
    /**
     * The rules that claim a guest's layout is slower than it could be: by its ranks or DA pairs (placed by rank),
     * by its LCUs (the subchannels and aliases of a pool-striped group) or by its pools.
     */
    private static final Set<String> SLOWER_FLAGS = Set.of("consecutive-addresses", "da-pair-concentration",
            "lcu-spread", "pool-concentration");
    /** The rules that make a claim about a volume's rank or DA pair: only about volumes placed by rank. */
    private static final Set<String> RANK_CLAIMS = Set.of("consecutive-addresses", "da-pair-concentration");
    /** The rule that claims a guest's layout loads one storage server where it could load both. */
    private static final String SERVER_FLAG = "server-imbalance";

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
            StorageTopology.Placement p = st.placement(row.volume().identity()).orElseThrow();
            if (p.byRank()) {
                assertThat(row.ranks()).as(row.volume().identity()).isEqualTo(String.join("+",
                        p.ranks().stream().map(RankRef::id).toList()));
            } else {
                assertThat(row.ranks()).as(row.volume().identity()).isEqualTo(p.describe());
                assertThat(row.daPairs()).as(row.volume().identity() + " DA pairs").isNull();
            }
        }

        // the workbook as written: its Volumes sheet says each volume's placement in its Rank and DA pair cells
        renderedVolumesAgree(dir, report, st);

        // check: a rank or DA-pair claim names only volumes placed by rank
        for (Finding f : a.judgement().findings()) {
            if (RANK_CLAIMS.contains(f.rule())) {
                for (String e : f.elements()) {
                    if (e.startsWith("volume:")) {
                        assertThat(st.placement(e).orElseThrow().byRank()).as(dir + ": " + f.rule() + " claims ranks"
                                + " of " + e + ", which is not placed by rank").isTrue();
                    }
                }
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
        // the model: each disk it weighs, today's and the plan's, sits where the placement says
        for (Map.Entry<String, PlanThroughput> e : a.throughput().entrySet()) {
            for (io.zlayout.perf.ModelLayout layout : java.util.Arrays.asList(e.getValue().today(),
                    e.getValue().planned())) {
                for (io.zlayout.perf.ModelLayout.Disk md : layout == null ? List.<io.zlayout.perf.ModelLayout.Disk>of()
                        : layout.disks()) {
                    StorageTopology.Placement p = st.placement(md.volume().identity()).orElseThrow();
                    String what = dir + ": the model's disk " + md.volume() + " of " + e.getKey();
                    assertThat(md.rank()).as(what + " rank").isEqualTo(p.byRank() ? p.rank() : null);
                    assertThat(md.server()).as(what + " server").isEqualTo(p.server());
                    if (md.pool() != null) {
                        assertThat(md.pool()).as(what + " pool").isEqualTo(p.pool());
                        assertThat(md.rankShares()).as(what + " ranks").isEqualTo(p.rankShares());
                    }
                    if (md.lcu() != null) {
                        assertThat(md.lcu()).as(what + " LCU").isEqualTo(p.lss());
                    }
                }
            }
        }
        // a flag and the model agree: the plan that follows the flag's advice is predicted faster, or for a
        // server flag puts a smaller share of the guest's I/O on its busiest server
        Map<String, PlanThroughput> figures = a.throughput();
        for (Finding f : a.judgement().findings()) {
            if (!SLOWER_FLAGS.contains(f.rule()) && !SERVER_FLAG.equals(f.rule())) {
                continue;
            }
            String guest = f.elements().get(0).substring("guest:".length());
            PlanThroughput t = figures.get(guest);
            if (t == null || t.currentMBps() == null) {
                continue; // no plan for the guest, or nothing to model today: nothing to compare
            }
            if (SERVER_FLAG.equals(f.rule())) {
                Workload w = Workload.of(PlanThroughput.modelWorkload(t.workload()));
                assertThat(busiestServer(t.planned(), w)).as(dir + ": " + f.rule() + " flags " + guest + " ("
                        + f.message() + ") but the plan puts no smaller share of its I/O on its busiest server")
                        .isLessThan(busiestServer(t.today(), w));
                continue;
            }
            assertThat(t.plannedMBps()).as(dir + ": " + f.rule() + " flags " + guest + " (" + f.message()
                    + ") but the model predicts no gain").isGreaterThan(t.currentMBps());
        }
    }

    /** The share of the guest's predicted I/O that the model puts on its busiest storage server. */
    private static double busiestServer(io.zlayout.perf.ModelLayout layout, Workload w) {
        io.zlayout.perf.ModelResult r = ThroughputModel.run(layout, w, null, Calibration.defaults());
        double most = 0;
        for (io.zlayout.perf.ComponentLoad c : r.components()) {
            if (c.kind() == io.zlayout.perf.ComponentKind.SERVER) {
                most = Math.max(most, c.loadMBps());
            }
        }
        return r.throughputMBps() > 0 ? most / r.throughputMBps() : 0;
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

    /**
     * Writes the workbook and reads its Volumes sheet back: every row, found by its Volume and Image cells, says the
     * placement of that volume (the ranks of a volume placed by rank, else the pool's description and no DA pair),
     * and the sheet has one row per volume. The page states no per-volume placement (its guest rows count ranks from
     * the same report rows).
     */
    private static void renderedVolumesAgree(Path dir, SiteReport report, StorageTopology st) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        io.zlayout.report.xlsx.SiteWorkbook.write(report, bytes);
        Map<String, VolumeRow> byName = new java.util.HashMap<>();
        for (VolumeRow row : report.volumes()) {
            byName.put(row.image() + " " + row.id(), row);
        }
        try (org.apache.poi.xssf.usermodel.XSSFWorkbook wb = new org.apache.poi.xssf.usermodel.XSSFWorkbook(
                new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            org.apache.poi.ss.usermodel.Sheet sheet = wb.getSheet(io.zlayout.report.xlsx.SiteWorkbook.VOLUMES);
            assertThat(sheet).as(dir + ": the Volumes sheet").isNotNull();
            org.apache.poi.ss.usermodel.DataFormatter cells = new org.apache.poi.ss.usermodel.DataFormatter();
            Map<String, Integer> column = new java.util.HashMap<>();
            for (org.apache.poi.ss.usermodel.Cell c : sheet.getRow(0)) {
                column.put(cells.formatCellValue(c), c.getColumnIndex());
            }
            int rows = 0;
            for (int i = 1; i <= sheet.getLastRowNum(); i++) {
                org.apache.poi.ss.usermodel.Row r = sheet.getRow(i);
                if (r == null) {
                    continue;
                }
                String name = cells.formatCellValue(r.getCell(column.get("Image"))) + " "
                        + cells.formatCellValue(r.getCell(column.get("Volume")));
                VolumeRow row = byName.get(name);
                assertThat(row).as(dir + ": workbook row " + (i + 1) + " names a volume of the report: " + name)
                        .isNotNull();
                StorageTopology.Placement p = st.placement(row.volume().identity()).orElseThrow();
                String rank = cells.formatCellValue(r.getCell(column.get("Rank")));
                String daPair = cells.formatCellValue(r.getCell(column.get("DA pair")));
                if (p.byRank()) {
                    assertThat(rank).as(dir + ": workbook Rank of " + name).isEqualTo(String.join("+",
                            p.ranks().stream().map(RankRef::id).toList()));
                } else {
                    assertThat(rank).as(dir + ": workbook Rank of " + name).isEqualTo(p.describe());
                    assertThat(daPair).as(dir + ": workbook DA pair of " + name).isEmpty();
                }
                rows++;
            }
            assertThat(rows).as(dir + ": one workbook row per volume").isEqualTo(report.volumes().size());
        }
    }
}
