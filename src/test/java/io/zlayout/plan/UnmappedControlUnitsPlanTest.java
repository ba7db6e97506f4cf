package io.zlayout.plan;

import io.zlayout.testing.SiteFolders;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A plan short of CKD volumes says when storage control units whose image cannot be told offer none. */
class UnmappedControlUnitsPlanTest {

    private static final Path FIXTURES = Path.of("src/test/resources/io/zlayout/rules/cu-image-unknown");

    private static Site site(Path dir, String fixture) throws Exception {
        Path site = SiteFolders.copy(FIXTURES.resolve(fixture), dir.resolve(fixture));
        Files.writeString(site.resolve("zlayout.yaml"), "intent:\n  guests:\n"
                + "    - {name: LNXE1, disks: 100, access: eckd, workload: random-read}\n", StandardOpenOption.APPEND);
        return SiteFolders.load(site);
    }

    @Test
    void aShortPlanNamesTheControlUnitsWithoutImage(@TempDir Path dir) throws Exception {
        Site site = site(dir, "fire");
        assertThatThrownBy(() -> Planner.plan(PlanInputs.of(site)))
                .isInstanceOf(PlanException.class)
                .hasMessageEndingWith("; 2 storage control units of the IOCDS belong to no storage image zlayout can"
                        + " tell (map them under 'controlUnits:' in zlayout.yaml), so their volumes are not offered");
    }

    @Test
    void aShortPlanWithEveryControlUnitMappedSaysNothingOfThem(@TempDir Path dir) throws Exception {
        Site site = site(dir, "dont-fire");
        assertThatThrownBy(() -> Planner.plan(PlanInputs.of(site)))
                .isInstanceOf(PlanException.class)
                .hasMessageEndingWith("free after the guests before it")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("controlUnits"));
    }
}
