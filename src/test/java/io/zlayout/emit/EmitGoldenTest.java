package io.zlayout.emit;

import io.zlayout.plan.Plan;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every emitted file of the two fixture plans against its golden copy under
 * {@code src/test/resources/io/zlayout/emit/<plan>/}, plus {@code files.txt} naming every file and its mode,
 * so a file appearing or vanishing shows in review. {@code -Dgolden.update=true} rewrites them.
 */
class EmitGoldenTest {

    private static final Path ROOT = Path.of("src/test/resources/io/zlayout/emit");

    @Test
    void essSampleMatchesGoldenFiles() throws IOException {
        assertGolden("ess", PlanFixtures.essSample());
    }

    @Test
    void ds8000MixedPlanMatchesGoldenFiles() throws IOException {
        assertGolden("ds8000", PlanFixtures.ds8000Mixed());
    }

    /** A guest whose kept and released disks hold its data: migrate.sh instead of lvm-setup.sh. */
    @Test
    void guestWithDataMatchesGoldenFiles() throws IOException {
        assertGolden("with-data", PlanFixtures.withData());
    }

    /**
     * Issue 15's fixture site, planned from the inputs: guests that IPL from SCSI (LOADDEV with an alternate),
     * from dedicated ECKD and from a minidisk, that keep and release disks, and one that reuses a released one.
     */
    @Test
    void existingSitePlanMatchesGoldenFiles() throws Exception {
        assertGolden("existing-site", existingSite());
    }

    static Plan existingSite() throws Exception {
        io.zlayout.topology.Site site = io.zlayout.topology.SiteAssembler.assemble(
                io.zlayout.input.catalog.ReaderCatalog.loader(java.util.Map.of()).load(List.of(Path.of("src/test/resources/io/zlayout/plan/existing-site"))));
        // as 'zlayout plan' plans it: a guest whose layout today is at least as fast keeps it
        return io.zlayout.pipeline.Pipeline.plan(site);
    }

    @Test
    void everyFileKindIsCovered() {
        List<String> kinds = new ArrayList<>();
        for (Plan plan : List.of(PlanFixtures.essSample(), PlanFixtures.ds8000Mixed(), PlanFixtures.withData())) {
            for (EmittedFile f : Emitters.emit(plan)) {
                String kind = f.path().startsWith("guests/") ? f.path().substring(f.path().indexOf('/', 7) + 1)
                        : f.path();
                if (!kinds.contains(kind)) {
                    kinds.add(kind);
                }
            }
        }
        assertThat(kinds).containsExactlyInAnyOrder("README.txt", "site/dirmaint.txt", "site/zvm-directory.txt",
                "site/release.txt", "site/rollback.txt", "zvm/release.txt", "zvm/rollback.txt",
                "summary.txt", "zvm/directory.txt", "zvm/dirmaint.txt", "linux/chzdev.conf",
                "linux/etc/zfcp.conf", "linux/etc/dasd.conf", "linux/etc/multipath.conf", "linux/lvm-setup.sh",
                "linux/migrate.sh");
    }

    private static void assertGolden(String name, Plan plan) throws IOException {
        Path dir = ROOT.resolve(name);
        List<EmittedFile> files = Emitters.emit(plan);
        StringBuilder index = new StringBuilder();
        List<String> expected = new ArrayList<>();
        expected.add("files.txt");
        for (EmittedFile f : files) {
            index.append(f.executable() ? "x " : "- ").append(f.path()).append('\n');
            expected.add(f.path());
            Golden.assertMatches(dir.resolve(f.path()), f.content());
        }
        Golden.assertMatches(dir.resolve("files.txt"), index.toString());
        List<String> present = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.filter(Files::isRegularFile).forEach(p -> present.add(dir.relativize(p).toString().replace('\\', '/')));
        }
        if (Golden.updating()) {
            for (String stale : present) {
                if (!expected.contains(stale)) {
                    Files.delete(dir.resolve(stale));
                }
            }
            return;
        }
        assertThat(present).as("golden files under %s", dir).containsExactlyInAnyOrderElementsOf(expected);
    }
}
