package io.zlayout.emit;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.Device;
import io.zlayout.pipeline.Pipeline;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedPath;
import io.zlayout.rules.Finding;
import io.zlayout.rules.InputKind;
import io.zlayout.rules.Rule;
import io.zlayout.rules.RuleContext;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.testing.Golden;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static io.zlayout.testing.SiteFolders.load;
import static io.zlayout.testing.SiteFolders.copy;

/**
 * {@code site/iocds/changes.txt} applied as the hardware team would: its statements merged into the fixture's deck
 * (CHPIDs after the deck's CHPIDs, control units and devices after its own), the deck read again with zlayout's IOCP
 * reader. The fixture's deck defines no FCP channel, so the plan's FCP paths come from CP and LNXA's captures and
 * every one of them needs statements; CP tells the PCHIDs of C0-C2, not that of C3.
 */
class IocdsChangesRoundTripTest {

    private static final Path SITE = Path.of("src/test/resources/io/zlayout/plan/iocds-site");
    private static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/emit/iocds-site/changes.txt");

    @Test
    void changesMatchTheirGolden() throws Exception {
        Golden.assertMatches(GOLDEN, changes(Pipeline.plan(load(SITE))));
    }

    @Test
    void theMergedDeckHasEveryPlannedPathAndPassesTheIocdsRules(@TempDir Path tmp) throws Exception {
        // given the plan and its changes
        Site before = load(SITE);
        Plan plan = Pipeline.plan(before);
        String changes = changes(plan);
        assertThat(changes).contains("CHPID PATH=(CSS(0),C3),SHARED,PCHID=???,TYPE=FCP");

        // when the hardware team fills in the PCHID and merges the statements into the deck
        Path applied = copy(SITE, tmp.resolve("applied"));
        String deck = Files.readString(SITE.resolve("iocds.deck"));
        Files.writeString(applied.resolve("iocds.deck"), merge(deck, changes.replace("PCHID=???", "PCHID=1F0")));
        Site after = load(applied);

        // then every planned FCP path's device is defined, on a control unit whose path is the planned CHPID
        ChannelTopology ch = after.channels();
        List<String> paths = new ArrayList<>();
        for (GuestPlan g : plan.guests()) {
            for (PlannedPath p : g.paths()) {
                paths.add(g.guest() + " " + p.device() + " " + p.chpid().display());
                assertThat(ch.chpid(p.chpid().identity())).as("CHPID of %s", p).isPresent();
                assertThat(fcpCuPaths(after, p)).as("control unit paths of FCP device %s", p.device())
                        .contains(p.chpid().identity());
            }
        }
        assertThat(paths).hasSize(8);
        // and the plan made from the merged deck needs no statement more
        assertThat(Pipeline.plan(after).storage().iocds().statements()).isEmpty();
        // and the rules judging the deck alone find nothing in it
        assertThat(iocdsFindings(after)).isEmpty();
        assertThat(iocdsFindings(before)).isEmpty();
    }

    @Test
    void aPlanWhosePathsTheDeckDefinesSaysSoInOneLine() throws Exception {
        Plan plan = Pipeline.plan(load(Path.of("src/test/resources/io/zlayout/plan/storage-site")));
        assertThat(changes(plan)).isEqualTo("* zlayout plan: the plan's paths need no IOCP statement added.\n");
    }

    @Test
    void longOperandsGoOnInColumn16WithTheMarkInColumn72() {
        String cards = IocpCards.statement("CNTLUNIT", "CUNUMBR=FC00,PATH=((CSS(0),C0)),UNIT=FCP,"
                + "UNITADD=((00,2),(10,1),(20,1),(30,1),(40,1),(50,1),(60,1),(70,1),(80,1),(90,1))");
        for (String card : cards.split("\n")) {
            assertThat(card.length()).isLessThanOrEqualTo(72);
        }
        String[] lines = cards.split("\n");
        assertThat(lines.length).isGreaterThan(1);
        for (int i = 0; i < lines.length - 1; i++) {
            assertThat(lines[i]).hasSize(72).endsWith("*");
            assertThat(lines[i + 1]).startsWith(" ".repeat(15)).doesNotStartWith(" ".repeat(16));
        }
        assertThat(lines[lines.length - 1].length()).isLessThanOrEqualTo(71);
    }

    /** The control unit paths of the FCP device a planned path uses, as CHPID identities. */
    private static Set<String> fcpCuPaths(Site site, PlannedPath p) {
        ChannelTopology ch = site.channels();
        for (ControlUnit cu : site.all(ControlUnit.class)) {
            if (!"FCP".equals(cu.unit())) {
                continue;
            }
            for (Device d : ch.devices(cu)) {
                if (d.number().equals(p.device())) {
                    return Set.copyOf(cu.paths().stream().map(q -> q.chpidIdentity()).toList());
                }
            }
        }
        return Set.of();
    }

    /** The findings of the rules that judge the IOCDS alone. */
    private static List<String> iocdsFindings(Site site) {
        List<Rule> rules = RuleCatalog.all().stream().filter(r -> r.needs().inputs().equals(Set.of(InputKind.IOCDS)))
                .toList();
        assertThat(rules).isNotEmpty();
        return RuleEngine.run(new RuleContext(site), rules).findings().stream().map(Finding::message).toList();
    }

    /** The deck with the statements of changes.txt: CHPIDs after its last CHPID (or RESOURCE), the rest at its end. */
    static String merge(String deck, String changes) {
        List<String> chpids = new ArrayList<>();
        List<String> units = new ArrayList<>();
        String kind = null;
        for (String card : changes.split("\n")) {
            if (card.startsWith("*")) {
                continue;
            }
            String t = card.trim();
            if (!card.startsWith(" ".repeat(15))) {
                kind = t.startsWith("CHPID ") ? "chpid" : "unit";
            }
            (kind.equals("chpid") ? chpids : units).add(card);
        }
        List<String> out = new ArrayList<>();
        List<String> cards = List.of(deck.split("\n"));
        int after = 0;
        for (int i = 0; i < cards.size(); i++) {
            String t = cards.get(i).trim();
            if (t.startsWith("CHPID ") || t.startsWith("RESOURCE ")) {
                after = i + 1;
                while (after < cards.size() && cards.get(after - 1).length() >= 72
                        && cards.get(after - 1).charAt(71) != ' ') {
                    after++;
                }
            }
        }
        out.addAll(cards.subList(0, after));
        out.addAll(chpids);
        out.addAll(cards.subList(after, cards.size()));
        out.addAll(units);
        return String.join("\n", out) + "\n";
    }

    private static String changes(Plan plan) {
        return Emitters.emit(plan).stream().filter(f -> f.path().equals("site/iocds/changes.txt")).findFirst()
                .orElseThrow().content();
    }
}
