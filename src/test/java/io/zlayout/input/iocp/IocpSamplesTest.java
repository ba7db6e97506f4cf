package io.zlayout.input.iocp;

import io.zlayout.model.id.DeviceNumber;
import io.zlayout.model.id.CuNumber;
import io.zlayout.model.id.ChpidId;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.zlayout.model.Diagnostic;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Chpid;
import io.zlayout.model.ControlUnit;
import io.zlayout.model.CuPath;
import io.zlayout.model.Device;
import io.zlayout.model.Element;
import io.zlayout.model.Partition;
import io.zlayout.model.UnitAddRange;
import io.zlayout.testing.Cli;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static io.zlayout.input.iocp.Cards.all;
import static org.assertj.core.api.Assertions.assertThat;

/** The IOCP decks of the two sample sites read without warnings and define what the sample spec says. */
class IocpSamplesTest {

    private static final String DS8K = "samples/ds8k-site/iocds/IOCDS01.deck";
    private static final String ESS = "samples/ess-site/iocds/IOCDS.deck";

    private static ParseResult read(String path) throws Exception {
        return new IocpReader().read(SourceFile.load(Path.of(path), path), ReadContext.NONE);
    }

    private static List<String> ids(ParseResult r, Class<? extends Element> type) {
        return all(r, type).stream().map(Element::identity).sorted().toList();
    }

    @Test
    void ds8kSiteDeckDefinesTwoCssWithSpannedFiconAndFcpInCss1() throws Exception {
        ParseResult r = read(DS8K);

        assertThat(ids(r, Chpid.class)).containsExactly("chpid:0.10", "chpid:0.40", "chpid:0.41", "chpid:0.42",
                "chpid:0.43", "chpid:1.40", "chpid:1.41", "chpid:1.42", "chpid:1.43", "chpid:1.C0", "chpid:1.C1",
                "chpid:1.C2", "chpid:1.C3");
        assertThat(ids(r, ControlUnit.class)).containsExactly("cu:0A00", "cu:4000", "cu:4100", "cu:4200", "cu:4300",
                "cu:FC00", "cu:FD00", "cu:FE00", "cu:FF00");
        assertThat(all(r, Device.class)).hasSize(464);
        Map<String, Long> byUnit = all(r, Device.class).stream()
                .collect(Collectors.groupingBy(Device::unit, TreeMap::new, Collectors.counting()));
        assertThat(byUnit).isEqualTo(Map.of("3390A", 64L, "3390B", 128L, "FCP", 256L, "OSA", 16L));
        assertThat(all(r, Partition.class).stream().filter(p -> !p.name().equals("*")).map(Partition::identity))
                .containsExactly("partition:0.PRODA", "partition:0.PRODB", "partition:0.ZVM1", "partition:1.ZVM2",
                        "partition:1.TEST1");
        assertThat(all(r, Partition.class)).hasSize(30);
        assertThat(r.diagnostics()).extracting(Diagnostic::level).containsExactly(Diagnostic.Level.NOTE);
    }

    @Test
    void ds8kSiteLcuHasFourPathsPerCssWithTheirLinks() throws Exception {
        ParseResult r = read(DS8K);

        ControlUnit cu = all(r, ControlUnit.class).stream().filter(c -> c.number().equals(CuNumber.parse("4000"))).findFirst().orElseThrow();
        assertThat(cu.paths()).containsExactly(new CuPath(0, ChpidId.parse("40"), "6110"), new CuPath(0, ChpidId.parse("41"), "6210"),
                new CuPath(0, ChpidId.parse("42"), "6120"), new CuPath(0, ChpidId.parse("43"), "6220"), new CuPath(1, ChpidId.parse("40"), "6110"),
                new CuPath(1, ChpidId.parse("41"), "6210"), new CuPath(1, ChpidId.parse("42"), "6120"), new CuPath(1, ChpidId.parse("43"), "6220"));
        assertThat(cu.cuadd()).isEqualTo(0x40);
        assertThat(cu.unitAdd()).containsExactly(new UnitAddRange(0, 256));
        Device alias = all(r, Device.class).stream().filter(d -> d.number().equals(DeviceNumber.parse("40E5"))).findFirst().orElseThrow();
        assertThat(alias.alias()).isTrue();
        assertThat(alias.unitAddress()).isEqualTo(0xE5);
        // subchannel set 0 in both CSSs, where z/VM uses its aliases (no SCHSET=)
        assertThat(alias.subchannelSets()).isEqualTo(Map.of(0, 0, 1, 0));
        Device fcp = all(r, Device.class).stream().filter(d -> d.number().equals(DeviceNumber.parse("FD3F"))).findFirst().orElseThrow();
        assertThat(fcp.subchannelSets()).isEqualTo(Map.of(1, 0));
        assertThat(fcp.unitAddress()).isEqualTo(0x3F);
    }

    @Test
    void essSiteDeckUsesTheSingleCssShortForms() throws Exception {
        ParseResult r = read(ESS);

        assertThat(ids(r, Chpid.class)).containsExactly("chpid:0.60", "chpid:0.61", "chpid:0.62", "chpid:0.63",
                "chpid:0.64", "chpid:0.65", "chpid:0.C1", "chpid:0.C2", "chpid:0.C3", "chpid:0.C4");
        assertThat(all(r, ControlUnit.class)).extracting(c -> c.number() + "/" + c.unit() + "/" + (c.cuadd() == null ? null : UnitAddRange.format(c.cuadd())))
                .containsExactly("F100/FCP/null", "F200/FCP/null", "F300/FCP/null", "F400/FCP/null",
                        "6000/2105/00", "6001/2105/01", "6002/2105/02", "6003/2105/03", "6004/2105/04",
                        "6005/2105/05", "6006/2105/06", "6007/2105/07");
        assertThat(all(r, Device.class)).hasSize(192);
        assertThat(all(r, Device.class).stream().filter(d -> d.unit().equals("3390")).map(d -> d.number().toString()).toList())
                .startsWith("6000", "6001").endsWith("670E", "670F").hasSize(128);
        assertThat(all(r, Partition.class)).extracting(Partition::identity)
                .containsExactly("partition:0.LINUX1", "partition:0.ZOS1");
        assertThat(r.diagnostics()).isEmpty();
    }

    @Test
    void inventoryOfTheDecksCountsChpidPairsControlUnitsAndExpandedDevices() throws Exception {
        Cli.Result ds8k = Cli.run("inventory", "--format", "json", DS8K);
        Cli.Result ess = Cli.run("inventory", "--format", "json", ESS);

        assertThat(ds8k.exitCode()).as(ds8k.err()).isZero();
        assertThat(ess.exitCode()).as(ess.err()).isZero();
        JsonNode a = new ObjectMapper().readTree(ds8k.out());
        JsonNode b = new ObjectMapper().readTree(ess.out());
        assertThat(a.at("/inputs/0/format").asText()).isEqualTo("iocp");
        assertThat(a.at("/counts/chpids").asInt()).isEqualTo(13);
        assertThat(a.at("/counts/controlUnits").asInt()).isEqualTo(9);
        assertThat(a.at("/counts/devices").asInt()).isEqualTo(464);
        assertThat(b.at("/counts/chpids").asInt()).isEqualTo(10);
        assertThat(b.at("/counts/controlUnits").asInt()).isEqualTo(12);
        assertThat(b.at("/counts/devices").asInt()).isEqualTo(192);
    }

    @Test
    void theExampleOfTheFormatGuideReadsAsItSays() throws Exception {
        String doc = java.nio.file.Files.readString(Path.of("docs/formats/iocp.md"));
        int start = doc.indexOf("```\n", doc.indexOf("## Example")) + 4;
        String deck = doc.substring(start, doc.indexOf("```", start));

        ParseResult r = Cards.read(deck);

        assertThat(all(r, Partition.class)).extracting(p -> p.identity() + "/" + p.mifId())
                .containsExactly("partition:0.PRODA/1", "partition:0.PRODB/2", "partition:0.*/3", "partition:1.ZVM2/1");
        assertThat(all(r, Chpid.class)).extracting(c -> c.identity() + "/" + c.switchId() + "/" + c.spannedCss())
                .containsExactly("chpid:0.40/61/[0, 1]", "chpid:1.40/61/[0, 1]");
        assertThat(all(r, ControlUnit.class)).extracting(ControlUnit::paths)
                .containsExactly(List.of(new CuPath(0, ChpidId.parse("40"), "6110"), new CuPath(1, ChpidId.parse("40"), "6110")));
        assertThat(all(r, Device.class)).extracting(d -> d.number() + "/" + UnitAddRange.format(d.unitAddress()) + "/" + d.subchannelSets())
                .startsWith("4000/00/{0=0, 1=0}").contains("401F/1F/{0=0, 1=0}", "40E0/E0/{0=1, 1=1}")
                .endsWith("40EF/EF/{0=1, 1=1}").hasSize(48);
        assertThat(r.diagnostics()).isEmpty();
    }
}
