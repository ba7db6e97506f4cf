package io.zlayout.rules.channel;

import io.zlayout.model.id.ChpidId;
import io.zlayout.model.id.BusId;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.model.Element;
import io.zlayout.model.HostCapture;
import io.zlayout.model.IoSubchannel;
import io.zlayout.model.SourceRef;
import io.zlayout.rules.Finding;
import io.zlayout.rules.RuleEngine;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * lscss rows whose path available mask (PAM) is below the installed mask (PIM): the rule names the guest, the
 * channel path and the devices, and a device with every installed path available gives nothing. (The file
 * fixtures judge CP QUERY PATHS; these rows are records as the lscss reader makes them.)
 */
class ChannelPathUnavailableTest {

    static final Path SITE = Path.of("src/test/resources/io/zlayout/topology/captured-channels");

    @Test
    void aPathInstalledButNotAvailableInLscssIsNamedWithItsDevices() throws Exception {
        // given f100 on C1 and C5 with C5 not available (PIM c0, PAM 80); f200 on C2 and C5, the same
        Site site = site(List.of(
                row("0.0.f100", "0.0.0010", 0xc0, 0x80, List.of("C1", "C5"), 3),
                row("0.0.f200", "0.0.0011", 0xc0, 0x80, List.of("C2", "C5"), 4)));

        List<Finding> found = RuleEngine.run(site, List.of(new ChannelPathUnavailable())).findings();

        assertThat(found).extracting(Finding::message).containsExactly(
                "guest:LNX1: chpid:0.C5 is installed but not available for 2 devices (0.0.f100, 0.0.f200): lscss"
                        + " shows it in the path installed mask (PIM), not in the path available mask (PAM).");
        assertThat(found.get(0).elements()).contains("guest:LNX1", "chpid:0.C5");
        assertThat(found.get(0).location().line()).isEqualTo(3);
    }

    @Test
    void everyInstalledPathAvailableGivesNothing() throws Exception {
        Site site = site(List.of(row("0.0.f100", "0.0.0010", 0xc0, 0xc0, List.of("C1", "C5"), 3)));

        assertThat(RuleEngine.run(site, List.of(new ChannelPathUnavailable())).findings()).isEmpty();
    }

    private static IoSubchannel row(String busId, String sch, int pim, int pam, List<String> chpids, int line) {
        return new IoSubchannel("LNX1", BusId.parse(busId), BusId.parse(sch), "1732/03", "1731/03", true, pim, pam, pim, null,
                chpids.stream().map(ChpidId::parse).toList(), null,
                HostCapture.LSCSS, SourceRef.at("hosts/lnx1/lscss.txt", line));
    }

    private static Site site(List<Element> captured) throws Exception {
        Inputs in = ReaderCatalog.loader(Map.of()).load(List.of(SITE));
        List<LoadedInput> all = new ArrayList<>(in.inputs());
        all.add(new LoadedInput("hosts/lnx1/lscss.txt", "linux", "LNX1",
                new ParseResult("linux", captured, List.of())));
        return SiteAssembler.assemble(new Inputs(all, in.diagnostics(), in.manifest(), in.siteRoot(),
                in.manifestPath()));
    }
}
