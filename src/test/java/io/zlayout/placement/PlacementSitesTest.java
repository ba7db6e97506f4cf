package io.zlayout.placement;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.AllocationMethod;
import io.zlayout.rules.Finding;
import io.zlayout.rules.RuleEngine;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import io.zlayout.topology.StorageTopology;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The placement fixture sites, one per DS8000 generation and DSCLI output form: a DS8880 in the default aligned
 * form with two rotate-extents pools, a DS8900F in stanza form with Easy Tier managed pools, a DS8A00 in delim form
 * with single-rank pools beside a rotatevols pool, a DS8950F as its REST API answers with Easy Tier pools of managed
 * arrays. Each gives every volume the placement its export says, and the
 * layout rules judge a guest with four consecutive volumes of one LCU in the storage's own terms.
 */
class PlacementSitesTest {

    private static final Path SITES = Path.of("src/test/resources/io/zlayout/placement");

    private static Site site(String name) throws Exception {
        return SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(SITES.resolve(name))));
    }

    /** Each base volume's placement in words, by volume id; aliases counted apart. */
    private static Map<String, String> placements(Site site) {
        Map<String, String> out = new TreeMap<>();
        for (StorageTopology.Placement p : site.storage().placements()) {
            if (!p.volume().alias()) {
                out.put(p.volume().id().toString(), p.describe());
            }
        }
        return out;
    }

    private static TreeSet<String> rulesFor(Site site, String guest) {
        TreeSet<String> rules = new TreeSet<>();
        for (Finding f : RuleEngine.run(site, RuleCatalog.all()).findings()) {
            if (f.elements().contains("guest:" + guest)) {
                rules.add(f.rule());
            }
        }
        return rules;
    }

    @Test
    void ds8880RotateExtentsPoolsStripeEveryVolumeOverThePoolsRanks() throws Exception {
        Site site = site("ds8880-default");
        Map<String, String> placed = placements(site);

        assertThat(placed).hasSize(32);
        assertThat(placed.get("4000")).isEqualTo("pool P0, striped over 3 ranks");
        assertThat(placed.get("4100")).isEqualTo("pool P1, striped over 3 ranks");
        assertThat(site.storage().placements()).filteredOn(p -> !p.volume().alias())
                .allSatisfy(p -> assertThat(p.method()).isEqualTo(AllocationMethod.ROTATE_EXTENTS))
                .noneMatch(StorageTopology.Placement::byRank);
        // its intent asks for two HyperPAV aliases per LCU: spread over LCUs, each gives it two more subchannels
        assertThat(rulesFor(site, "LNXONE")).containsExactly("guest-without-aliases", "lcu-spread",
                "server-imbalance");
        assertThat(rulesFor(site, "LNXWIDE")).isEmpty();
    }

    @Test
    void ds8900fEasyTierManagedPoolsAreJudgedByLcuAndServer() throws Exception {
        Site site = site("ds8900f-stanza");
        Map<String, String> placed = placements(site);

        assertThat(placed).hasSize(32);
        assertThat(placed.get("4000")).isEqualTo("pool P0, Easy Tier managed over 4 ranks");
        assertThat(site.storage().placements()).filteredOn(p -> !p.volume().alias())
                .allSatisfy(p -> assertThat(p.method()).isEqualTo(AllocationMethod.MANAGED));
        // LNXONE dedicates no alias and its intent asks for none: more LCUs give it nothing until it has aliases
        assertThat(rulesFor(site, "LNXONE")).doesNotContain("consecutive-addresses", "da-pair-concentration",
                "lcu-spread").contains("guest-without-aliases", "server-imbalance");
        assertThat(rulesFor(site, "LNXWIDE")).isEmpty();
    }

    @Test
    void ds8900fAsDscliXmlReadsToTheSamePlacementsJudgementsAndAliasesAsItsStanzaForm() throws Exception {
        Site xml = site("ds8900f-xml");
        Site stanza = site("ds8900f-stanza");

        assertThat(placements(xml)).hasSize(32).isEqualTo(placements(stanza));
        assertThat(rulesFor(xml, "LNXONE")).isEqualTo(rulesFor(stanza, "LNXONE"))
                .contains("guest-without-aliases", "server-imbalance");
        assertThat(rulesFor(xml, "LNXWIDE")).isEqualTo(rulesFor(stanza, "LNXWIDE"));
        assertThat(xml.lcuAliases().lcus()).isEqualTo(stanza.lcuAliases().lcus());
    }

    @Test
    void ds8a00SingleRankPoolsKeepTheRankJudgementAndRotatevolsWithoutRanksIsNotGuessed() throws Exception {
        Site site = site("ds8a00-delim");
        Map<String, String> placed = placements(site);

        assertThat(placed).hasSize(32);
        assertThat(placed.get("4000")).isEqualTo("rank R0");
        assertThat(placed.get("4100")).isEqualTo("rank R1");
        assertThat(placed.get("4200")).isEqualTo("pool P2 (rotatevols), rank not known");
        assertThat(site.storage().placement(volume(site, "4000")).orElseThrow().method())
                .isEqualTo(AllocationMethod.SINGLE_RANK);
        // LNXONE's four volumes are all on R0, a single-rank pool: the rank claim holds there
        assertThat(rulesFor(site, "LNXONE")).contains("consecutive-addresses").doesNotContain("lcu-spread");
        assertThat(rulesFor(site, "LNXWIDE")).isEmpty();
    }

    @Test
    void ds8950RestApiPoolsOfManagedArraysStripeEveryVolumeAndAnLcuWithoutAliasesIsSaid() throws Exception {
        Site site = site("ds8950-rest");
        Map<String, String> placed = placements(site);

        assertThat(placed).hasSize(32);
        // the REST API's allocmethod, and the pool's ranks from its managed arrays (marrays)
        assertThat(placed.get("4000")).isEqualTo("pool P0, striped over 4 ranks");
        assertThat(placed.get("4200")).isEqualTo("pool P0, Easy Tier managed over 4 ranks");
        assertThat(placed.get("4300")).isEqualTo("pool P1, Easy Tier managed over 4 ranks");
        assertThat(site.storage().placements()).noneMatch(StorageTopology.Placement::byRank);
        // no LCU has aliases: spreading LNXONE over LCUs gives it no subchannel, the servers are still one
        assertThat(rulesFor(site, "LNXONE")).containsExactly("lcu-without-aliases", "server-imbalance");
        assertThat(rulesFor(site, "LNXWIDE")).containsExactly("lcu-without-aliases");
    }

    @Test
    void theAliasesLinuxShowsOnlineCountPerLcu(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(SITES.resolve("ds8880-default"))) {
            for (Path f : files.toList()) {
                java.nio.file.Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        // LNXWIDE dedicates alias 40F0 at 0300 and 41F0 at 0301: its lsdasd shows both online (the alias rows as
        // IBM's "Disk I/O" page for Linux on IBM Z prints them), and 0302 (42F0) not
        Path host = java.nio.file.Files.createDirectories(dir.resolve("hosts/lnxwide"));
        java.nio.file.Files.writeString(host.resolve("lsdasd.txt"), """
                Bus-ID     Status      Name      Device  Type  BlkSz  Size      Blocks
                ==============================================================================
                0.0.0300   alias                         ECKD
                0.0.0301   alias                         ECKD
                0.0.0201   active      dasda     94:0    ECKD  4096   7043MB    1803060
                """);
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(dir)));

        Map<String, Integer> online = new TreeMap<>();
        site.lcuAliases().lcus().forEach((id, l) -> online.put(id.display(), l.linuxAliases()));
        assertThat(online).containsExactly(Map.entry("40", 1), Map.entry("41", 1), Map.entry("42", 0),
                Map.entry("43", 0));
        assertThat(io.zlayout.report.InventoryReport.text(io.zlayout.topology.Inventory.of(site)))
                .contains("lss:IBM.2107-75PL881/40: IOCDS 8 + 4, storage 8 + 4, 1 alias online in Linux (lsdasd)")
                .contains("lss:IBM.2107-75PL881/42: IOCDS 8 + 4, storage 8 + 4\n");
    }

    private static String volume(Site site, String id) {
        return "volume:" + site.storage().placements().iterator().next().volume().image() + "/" + id;
    }
}
