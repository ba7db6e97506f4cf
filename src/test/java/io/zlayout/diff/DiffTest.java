package io.zlayout.diff;

import io.zlayout.document.DocumentException;
import io.zlayout.input.InputException;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.plan.Spread;
import io.zlayout.report.diff.DiffReport;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.FailOn;
import io.zlayout.rules.catalog.Judgement;
import io.zlayout.rules.Settings;
import io.zlayout.testing.Golden;
import io.zlayout.testing.TestSites;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DiffTest {

    static final Path DIR = Path.of("src/test/resources/io/zlayout/diff");
    /** The layout rules only: the sample is about placement, and other rules' findings would blur the example. */
    static final List<Rule> RULES = RuleCatalog.all().stream()
            .filter(r -> r.slug().equals("consecutive-addresses") || r.slug().equals("server-imbalance")).toList();

    static Snapshot snapshot(String path, List<Element> elements) {
        return snapshot(path, TestSites.assemble(SampleSites.fabric(), elements));
    }

    /** The elements read from their files (storage, IOCP deck, directory), the files in the given order. */
    static Snapshot snapshot(String path, List<Element> elements, List<String> fileOrder) {
        Map<String, List<Element>> byFile = new LinkedHashMap<>();
        fileOrder.forEach(f -> byFile.put(f, new ArrayList<>()));
        elements.forEach(e -> byFile.get(e.source().path()).add(e));
        List<LoadedInput> inputs = new ArrayList<>();
        byFile.forEach((f, es) -> inputs.add(new LoadedInput(f, "test", null, new ParseResult("test", es, List.of()))));
        try {
            return snapshot(path, SiteAssembler.assemble(new Inputs(inputs, List.of(), SampleSites.fabric(), null, null)));
        } catch (InputException e) {
            throw new AssertionError(e);
        }
    }

    static Snapshot snapshot(String path, Site site) {
        Judgement j = Judgement.of(RuleEngine.run(site, RULES).findings(), Settings.NONE, LocalDate.of(2026, 1, 15),
                RULES);
        return SiteSnapshot.of(path, site, j);
    }

    static Diff sample() {
        return Diff.of(snapshot("before", SampleSites.before()), snapshot("after", SampleSites.after()));
    }

    @Test
    void twoSampleSitesGiveTheExpectedText() {
        Golden.assertMatches(DIR.resolve("sample-sites.txt"), DiffReport.text(sample()));
    }

    @Test
    void twoSampleSitesGiveTheExpectedJson() {
        Golden.assertMatches(DIR.resolve("sample-sites.json"), DiffReport.json(sample()));
    }

    @Test
    void theSampleChangeIsSeenPartByPart() {
        Diff d = sample();

        assertThat(d.guestsAdded()).containsExactly("guest:LNX3");
        assertThat(d.guestsRemoved()).containsExactly("guest:LNXOLD");
        assertThat(d.volumes()).extracting(v -> v.volume().substring("volume:IBM.2107-75ZL101/".length()) + " "
                + v.changed()).containsExactly("4001 [guest]", "4002 [guest]", "4003 [guest]", "4100 [guest]",
                "4102 [guest]", "4103 [rank]");
        assertThat(d.spread()).extracting(Diff.SpreadChange::guest, Diff.SpreadChange::direction).containsExactly(
                org.assertj.core.groups.Tuple.tuple("guest:LNX1", "better"),
                org.assertj.core.groups.Tuple.tuple("guest:LNX2", "worse"));
        // LNX1's ECKD paths are CU 4000's and 4100's CHPIDs, its FCP paths 0.C0 (and after, 0.C1)
        assertThat(d.spread().get(0).before()).isEqualTo(new Spread(1, 1, 1, 1, 3, 3));
        assertThat(d.spread().get(0).after()).isEqualTo(new Spread(4, 2, 2, 2, 5, 5));
        assertThat(d.findings().fresh()).extracting(f -> f.rule() + " " + f.element())
                .containsExactly("server-imbalance guest:LNX3");
        assertThat(d.findings().fixed()).extracting(f -> f.rule() + " " + f.element())
                .containsExactly("consecutive-addresses guest:LNX1", "server-imbalance guest:LNX1",
                        "server-imbalance guest:LNX2");
        assertThat(d.findings().hidden()).isEmpty();
        assertThat(d.failsAt(FailOn.WARNING)).isTrue();
        assertThat(d.failsAt(FailOn.ERROR)).isFalse();
    }

    @Test
    void theReverseChangeBringsTheFindingsBackAsNewAndFails() {
        Diff d = Diff.of(snapshot("after", SampleSites.after()), snapshot("before", SampleSites.before()));

        assertThat(d.findings().fresh()).extracting(f -> f.rule() + " " + f.severity().label())
                .containsExactly("consecutive-addresses error", "server-imbalance warning", "server-imbalance warning");
        assertThat(d.failsAt(FailOn.ERROR)).isTrue();
        assertThat(d.failsAt(FailOn.NEVER)).isFalse();
        assertThat(d.guestsAdded()).containsExactly("guest:LNXOLD");
        assertThat(d.spread()).extracting(Diff.SpreadChange::direction).containsExactly("worse", "better");
    }

    @Test
    void theSameSitesReadFromFilesInAnyOrderGiveTheSameBytes() {
        String text = DiffReport.text(sample());
        String json = DiffReport.json(sample());
        List<String> files = List.of("iocds/main.iocp", "storage/lsckdvol.txt", "zvm/USER.DIRECT");
        for (long seed : new long[] {1, 2, 3}) {
            List<String> before = new ArrayList<>(files);
            List<String> after = new ArrayList<>(files);
            Collections.shuffle(before, new Random(seed));
            Collections.shuffle(after, new Random(seed * 31));

            Diff d = Diff.of(snapshot("before", SampleSites.before(), before),
                    snapshot("after", SampleSites.after(), after));

            assertThat(DiffReport.text(d)).isEqualTo(text);
            assertThat(DiffReport.json(d)).isEqualTo(json);
        }
    }

    @Test
    void aSiteAgainstItselfIsNoChange() {
        Diff d = Diff.of(snapshot("a", SampleSites.before()), snapshot("b", SampleSites.before()));

        assertThat(d.empty()).isTrue();
        assertThat(DiffReport.text(d)).endsWith("\nNo change.\n");
    }

    @Test
    void aPlanFilesFcpDeviceThatIsNoBusIdIsAnErrorAtItsLine() {
        assertThatThrownBy(() -> PlanFile.read("plan.json", """
                {"schema": "zlayout.plan/1", "guests": [{"name": "LNX2", "access": "fcp",
                  "disks": [],
                  "paths": [{"chpid": "chpid:0.51", "fcpDevice": "0.0.fc00", "ioPort": null},
                            {"chpid": "chpid:0.52",
                             "fcpDevice": "fc0g", "ioPort": null}],
                  "spread": {"ranks": 0, "lss": 0, "servers": 0, "deviceAdapters": 0, "hostAdapters": 0, "chpids": 2}}],
                 "files": []}
                """)).isInstanceOf(DocumentException.class)
                .hasMessageContaining("plan.json:5:")
                .hasMessageContaining("an \"fcpDevice\" bus ID such as 0.0.fc00 (or null) for every path of guest LNX2")
                .hasMessageContaining("'fc0g'");
    }

    @Test
    void aPlanFilesFcpDeviceInAShortFormIsTheSameBusId() throws Exception {
        Snapshot plan = PlanFile.read("plan.json", """
                {"schema": "zlayout.plan/1", "guests": [{"name": "LNX2", "access": "fcp", "disks": [],
                  "paths": [{"chpid": "chpid:0.51", "fcpDevice": "FC00", "ioPort": null}],
                  "spread": {"ranks": 0, "lss": 0, "servers": 0, "deviceAdapters": 0, "hostAdapters": 0, "chpids": 1}}],
                 "files": []}
                """);

        assertThat(plan.guests().get("guest:LNX2").paths()).extracting(PathRef::fcpDevice)
                .containsExactly("fcp:0.0.fc00");
    }

    @Test
    void againstAPlanOnlyThePlannedGuestsAreComparedAndNoFindings() throws Exception {
        Snapshot plan = PlanFile.read("plan.json", """
                {"schema": "zlayout.plan/1", "guests": [{"name": "LNX2", "access": "eckd",
                  "disks": [{"volume": "volume:IBM.2107-75ZL101/4101", "rank": "rank:IBM.2107-75ZL101/R1",
                             "lss": "lss:IBM.2107-75ZL101/41"},
                            {"volume": "volume:IBM.2107-75ZL101/4002", "rank": "rank:IBM.2107-75ZL101/R2",
                             "lss": "lss:IBM.2107-75ZL101/40"}],
                  "paths": [{"chpid": "chpid:0.51", "fcpDevice": null, "ioPort": "ioport:IBM.2107-75ZL101/I0130"},
                            {"chpid": "chpid:0.52", "fcpDevice": null, "ioPort": "ioport:IBM.2107-75ZL101/I0230"},
                            {"chpid": "chpid:0.50", "fcpDevice": null, "ioPort": "ioport:IBM.2107-75ZL101/I0000"}],
                  "spread": {"ranks": 2, "lss": 2, "servers": 2, "deviceAdapters": 2, "hostAdapters": 3, "chpids": 3}}],
                 "files": []}
                """);

        Diff d = Diff.of(snapshot("site", SampleSites.before()), plan);

        assertThat(d.findings()).isNull();
        assertThat(d.guestsAdded()).isEmpty();
        assertThat(d.guestsRemoved()).as("LNX1 and LNXOLD are not in the plan").isEmpty();
        assertThat(d.pathsAdded()).extracting(PathRef::chpid).containsExactly("chpid:0.50");
        assertThat(d.pathsRemoved()).isEmpty();
        assertThat(d.volumes()).extracting(v -> v.volume() + " " + v.changed() + " " + v.before().guests() + " -> "
                + (v.after() == null ? "not in the plan" : v.after().guests()))
                .containsExactly(
                        "volume:IBM.2107-75ZL101/4002 [guest] [] -> [guest:LNX2]",
                        "volume:IBM.2107-75ZL101/4102 [guest] [guest:LNX2] -> not in the plan");
        assertThat(d.spread()).extracting(Diff.SpreadChange::direction).containsExactly("better");
        assertThat(DiffReport.text(d)).startsWith("""
                old: site (site)
                new: plan.json (plan)
                A plan names only its guests: other guests are not compared, and findings are not (a plan has none).
                """);
    }
}
