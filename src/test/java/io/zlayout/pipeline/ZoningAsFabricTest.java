package io.zlayout.pipeline;

import io.zlayout.model.ControlUnit;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.model.id.CuNumber;
import io.zlayout.plan.GuestPlan;
import io.zlayout.plan.Plan;
import io.zlayout.plan.PlannedPath;
import io.zlayout.topology.ChannelTopology;
import io.zlayout.topology.Site;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static io.zlayout.testing.SiteFolders.load;
import static io.zlayout.testing.SiteFolders.copy;

/**
 * The switches' zoning as the source of the storage ports an FCP channel reaches, so {@code fabric:} need not be
 * typed by hand; {@code fabric:} stays the override. The plan fixture of the storage side has a Brocade
 * {@code cfgshow} zoning LNXA's FCP devices FC00, FD00 and FE00 (CHPIDs C0, C1, C2) with I0001, I0101 and I0231;
 * FF00 (C3) is in no zone.
 */
class ZoningAsFabricTest {

    private static final Path SITE = Path.of("src/test/resources/io/zlayout/plan/storage-site");

    @Test
    void zoningGivesTheFcpChannelsTheirPortsWhereFabricIsNotTyped(@TempDir Path tmp) throws Exception {
        // given the site with its zoning and without fabric:
        Path site = copy(SITE, tmp.resolve("site"));
        Files.writeString(site.resolve("zlayout.yaml"), withoutFabric(Files.readString(site.resolve("zlayout.yaml"))));
        Site zoned = load(site);
        Site typed = load(SITE);

        // when the channels are joined, then each zoned FCP channel lands on the ports fabric: names for it
        assertThat(ports(zoned)).isEqualTo(Map.of(
                "FC00", List.of("ioport:IBM.2107-75FX001/I0001"),
                "FD00", List.of("ioport:IBM.2107-75FX001/I0101"),
                "FE00", List.of("ioport:IBM.2107-75FX001/I0231"),
                "FF00", List.of()));
        assertThat(ports(typed)).containsAllEntriesOf(Map.of(
                "FC00", List.of("ioport:IBM.2107-75FX001/I0001"),
                "FD00", List.of("ioport:IBM.2107-75FX001/I0101"),
                "FE00", List.of("ioport:IBM.2107-75FX001/I0231")));
        assertThat(zoned.channels().fabricKnown()).isTrue();

        // and the plan's paths on the zoned channels are the ones it makes from fabric:
        assertThat(zonedPaths(Pipeline.plan(zoned))).isNotEmpty().isEqualTo(zonedPaths(Pipeline.plan(typed)));
    }

    @Test
    void fabricOverridesTheZoningForTheChannelsItNames(@TempDir Path tmp) throws Exception {
        // given fabric: naming C0 only, with another port than its zone
        Path site = copy(SITE, tmp.resolve("site"));
        Files.writeString(site.resolve("zlayout.yaml"), withoutFabric(Files.readString(site.resolve("zlayout.yaml")))
                + "fabric:\n  - {chpid: \"C0\", ioport: I0101}\n");

        // when the channels are joined, then C0 lands where fabric: says and the others where the zoning does
        Map<String, List<String>> ports = ports(load(site));
        assertThat(ports.get("FC00")).containsExactly("ioport:IBM.2107-75FX001/I0101");
        assertThat(ports.get("FD00")).containsExactly("ioport:IBM.2107-75FX001/I0101");
        assertThat(ports.get("FE00")).containsExactly("ioport:IBM.2107-75FX001/I0231");
    }

    @Test
    void withoutZoningOrFabricNoChannelHasPorts(@TempDir Path tmp) throws Exception {
        Path site = copy(SITE, tmp.resolve("site"));
        Files.writeString(site.resolve("zlayout.yaml"), withoutFabric(Files.readString(site.resolve("zlayout.yaml"))));
        Files.delete(site.resolve("fabric-a.txt"));

        Site s = load(site);
        assertThat(ports(s).values()).allSatisfy(p -> assertThat(p).isEmpty());
        assertThat(s.channels().fabricKnown()).isFalse();
    }

    /** The ports of each FCP control unit's paths, by CU number. */
    private static Map<String, List<String>> ports(Site site) {
        ChannelTopology ch = site.channels();
        Map<String, List<String>> out = new TreeMap<>();
        for (String cu : List.of("FC00", "FD00", "FE00", "FF00")) {
            ControlUnit c = ch.controlUnit(CuNumber.parse(cu)).orElseThrow();
            out.put(cu, ch.paths(c).stream().flatMap(p -> p.ioPorts().stream()).map(IoPortRef::identity).toList());
        }
        return out;
    }

    /** Per guest, the planned FCP paths over C0, C1 and C2: FCP device, CHPID and target port. */
    private static Map<String, List<String>> zonedPaths(Plan plan) {
        Map<String, List<String>> out = new TreeMap<>();
        for (GuestPlan g : plan.guests()) {
            for (PlannedPath p : g.paths()) {
                if (p.fcpDevice() != null && p.chpid() != null && !p.chpid().display().endsWith("C3")) {
                    out.computeIfAbsent(g.guest(), k -> new java.util.ArrayList<>()).add(p.fcpDevice() + " "
                            + p.chpid().display() + " " + (p.ioPort() == null ? "-" : p.ioPort().display()));
                }
            }
        }
        return out;
    }

    private static String withoutFabric(String yaml) {
        StringBuilder b = new StringBuilder();
        boolean inFabric = false;
        for (String line : yaml.split("\n")) {
            if (line.startsWith("fabric:")) {
                inFabric = true;
                continue;
            }
            if (inFabric && line.startsWith("  ")) {
                continue;
            }
            inFabric = false;
            b.append(line).append('\n');
        }
        return b.toString();
    }
}
