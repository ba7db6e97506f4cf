package io.zlayout.topology;

import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.SourceRef;
import io.zlayout.model.id.ChpidId;
import io.zlayout.model.ref.ChpidRef;
import io.zlayout.model.ref.IoPortRef;
import io.zlayout.topology.ChannelTopology.Unplaced;
import io.zlayout.topology.ChannelTopology.UnplacedPort;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ports zlayout.yaml {@code fabric:} names that are no I/O port of the site: recorded by the join with the entry,
 * the port as written, the channel path and its control units, and why; the paths are traced through none of them
 * but an id the export lacks.
 */
class ChannelTopologyUnplacedTest {

    static final Path FIXTURES = Path.of("src/test/resources/io/zlayout/rules/fabric-unmapped");

    static Site site(String fixture) throws Exception {
        return SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(FIXTURES.resolve(fixture))));
    }

    static SourceRef yaml(String fixture, int line) {
        return SourceRef.at(FIXTURES.resolve(fixture).resolve("zlayout.yaml").toString(), line, 5);
    }

    @Test
    void aBareIdWithNoImageAndAnotherImageThanTheControlUnitsArePlacedNowhere() throws Exception {
        Site site = site("fire-ports");
        ChannelTopology ch = site.channels();
        List<UnplacedPort> unplaced = ch.unplacedPorts();

        assertThat(unplaced).extracting(UnplacedPort::at, UnplacedPort::written, UnplacedPort::chpid,
                        UnplacedPort::link, u -> u.controlUnits().stream().map(ControlUnit::identity).toList(),
                        UnplacedPort::why, UnplacedPort::port, UnplacedPort::images)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(yaml("fire-ports", 7), "I0000", chpid("40"), "6110",
                                List.of("cu:4100"), Unplaced.NO_IMAGE, null,
                                List.of("IBM.2107-75FX001", "IBM.2107-75FX002")),
                        org.assertj.core.groups.Tuple.tuple(yaml("fire-ports", 9), "IBM.2107-75FX002/I0100",
                                chpid("41"), "6210", List.of("cu:4000"), Unplaced.OTHER_IMAGE,
                                new IoPortRef("IBM.2107-75FX002", "I0100"), List.of("IBM.2107-75FX001")),
                        org.assertj.core.groups.Tuple.tuple(yaml("fire-ports", 11), "I0001", chpid("C0"), null,
                                List.of("cu:FC00"), Unplaced.NO_IMAGE, null,
                                List.of("IBM.2107-75FX001", "IBM.2107-75FX002")));
        // cu:4000's path over 41 and cu:FC00's over C0 land nowhere; cu:4000's over 40 on its image's port
        ControlUnit cu4000 = ch.controlUnit(io.zlayout.model.id.CuNumber.tryParse("4000").orElseThrow()).orElseThrow();
        assertThat(ch.paths(cu4000)).extracting(ChannelTopology.ChannelPath::ioPorts)
                .containsExactly(List.of(new IoPortRef("IBM.2107-75FX001", "I0000")), List.of());
    }

    @Test
    void anImageTheSiteLacksIsPlacedNowhereAndAnIdTheExportLacksIsTracedByItsId() throws Exception {
        Site site = site("fire-image");
        List<UnplacedPort> unplaced = site.channels().unplacedPorts();

        assertThat(unplaced).extracting(UnplacedPort::written, UnplacedPort::why, UnplacedPort::port)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("IBM.2107-75ZZ999/I0000", Unplaced.UNKNOWN_IMAGE,
                                new IoPortRef("IBM.2107-75ZZ999", "I0000")),
                        org.assertj.core.groups.Tuple.tuple("I0999", Unplaced.UNKNOWN_PORT,
                                new IoPortRef("IBM.2107-75FX001", "I0999")),
                        org.assertj.core.groups.Tuple.tuple("I0A01", Unplaced.UNKNOWN_PORT,
                                new IoPortRef("IBM.2107-75FX001", "I0A01")));
        ControlUnit fc00 = site.channels().controlUnit(io.zlayout.model.id.CuNumber.tryParse("FC00").orElseThrow())
                .orElseThrow();
        assertThat(site.channels().paths(fc00).get(0).ioPorts()).containsExactly(
                new IoPortRef("IBM.2107-75FX001", "I0001"), new IoPortRef("IBM.2107-75FX001", "I0A01"));
    }

    @Test
    void portsOnTheirImagesAreAllPlaced() throws Exception {
        assertThat(site("dont-fire-images").channels().unplacedPorts()).isEmpty();
    }

    static ChpidRef chpid(String id) {
        return new ChpidRef(0, ChpidId.tryParse(id).orElseThrow());
    }
}
