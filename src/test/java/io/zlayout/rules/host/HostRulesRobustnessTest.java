package io.zlayout.rules.host;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.rules.Finding;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.RuleEngine;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Captures that do not belong to the site's storage — the Linux reader's fixtures and the real captures of
 * foreign-captures (s390-tools and libstorage-ng examples), with other WWPNs, WWNNs and LUNs — joined as one guest's and judged by every
 * host rule: the join never fails, and what it says names its evidence.
 */
class HostRulesRobustnessTest {

    private static final Path FIXTURES = Path.of("src/test/resources/io/zlayout/input/linux");
    /** Real captures (s390-tools, libstorage-ng), with their provenance in the folder's PROVENANCE. */
    private static final Path REAL = Path.of("src/test/resources/io/zlayout/rules/host/foreign-captures");

    @TempDir
    Path tmp;

    @Test
    void foreignCapturesJoinAndEveryFindingNamesItsGuestAndPlace() throws IOException, Exception {
        Path site = tmp.resolve("site");
        Path hosts = Files.createDirectories(site.resolve("hosts/lnxx"));
        copy(FIXTURES, hosts, "f-");
        copy(REAL, hosts, "r-");
        Path storage = Path.of("samples/ds8k-site/storage");
        copy(storage, Files.createDirectories(site.resolve("storage")), "");
        Files.writeString(site.resolve("zlayout.yaml"), "storage: IBM.2107-75ZL101\n");

        Site joined = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(site)));
        List<Finding> findings = RuleEngine.run(joined, RuleCatalog.all().stream()
                .filter(r -> r.category().equals("host")).toList()).findings();

        assertThat(joined.hosts().guest("LNXX")).isPresent();
        assertThat(findings).isNotEmpty().allSatisfy(f -> {
            assertThat(f.elements().get(0)).isEqualTo("guest:LNXX");
            assertThat(f.location()).isNotNull();
            assertThat(f.message()).startsWith("guest:LNXX").endsWith(".");
        });
        assertThat(findings).extracting(Finding::rule).contains("unknown-target-port", "queue-saturated");
        assertThat(findings).extracting(Finding::rule).as("LUNs behind ports the export lacks are another storage's")
                .doesNotContain("unknown-lun");
    }

    private static void copy(Path from, Path to, String prefix) throws IOException {
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                if (Files.isRegularFile(f) && !f.getFileName().toString().equals("PROVENANCE")) {
                    Files.copy(f, to.resolve(prefix + f.getFileName()));
                }
            }
        }
    }
}
