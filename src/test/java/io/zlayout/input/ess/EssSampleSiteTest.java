package io.zlayout.input.ess;

import io.zlayout.model.id.VolumeId;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.LoadedInput;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.HostMapping;
import io.zlayout.model.Lss;
import io.zlayout.model.Rank;
import io.zlayout.model.RankExtent;
import io.zlayout.model.SourceRef;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeKind;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ESS site's saved Specialist page (samples/ess-site/storage/allocation.html): the seed's 2105-F20 with
 * 4 FB ranks on 4 DA pairs (LUNs 5000-, 5400-, 5800-, 5C00-) and 8 ECKD ranks on LCUs 00-07.
 */
class EssSampleSiteTest {

    private static final Path PAGE = Path.of("samples", "ess-site", "storage", "allocation.html");
    private static final String IMG = "IBM.2105-17403";

    @Test
    void theSamplePageIsSniffedAndReadWithTheExactCounts() throws Exception {
        // when the loader reads the storage folder as the CLI would
        Inputs inputs = ReaderCatalog.loader(Map.of()).load(List.of(PAGE.getParent()));

        // then
        assertThat(inputs.inputs()).extracting(LoadedInput::path, LoadedInput::format)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("samples/ess-site/storage/allocation.html",
                        "ess-allocation"));
        ParseResult result = inputs.inputs().get(0).result();
        Map<String, Integer> counts = new TreeMap<>();
        for (Element e : result.elements()) {
            counts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
        }
        assertThat(counts).isEqualTo(Map.of("StorageImage", 1, "Lss", 12, "Rank", 12, "RaidArray", 12,
                "Volume", 160, "HostMapping", 128));
        assertThat(result.diagnostics()).isEmpty();
    }

    @Test
    void theSeedsSampleSetupPutsOneRankOnEachDaPairWithItsLuns() throws Exception {
        String display = "samples/ess-site/storage/allocation.html";
        ParseResult result = new EssAllocationReader().read(SourceFile.load(PAGE, display), ReadContext.NONE);

        assertThat(result.elements()).filteredOn(Rank.class::isInstance).map(e -> ((Rank) e).id())
                .containsExactly("R1A1", "R2A1", "R3A1", "R4A1", "R1A2", "R1A3", "R2A2", "R2A3", "R3A2", "R3A3",
                        "R4A2", "R4A3");
        assertThat(result.elements()).filteredOn(Lss.class::isInstance).map(e -> (Lss) e)
                .extracting(l -> l.id() + "/" + l.type() + "/server " + l.server())
                .containsExactly("10/fb/server 0", "14/fb/server 1", "18/fb/server 0", "1C/fb/server 1",
                        "00/ckd/server 0", "01/ckd/server 1", "02/ckd/server 0", "03/ckd/server 1",
                        "04/ckd/server 0", "05/ckd/server 1", "06/ckd/server 0", "07/ckd/server 1");
        // volume 1400 (shown as 400-17403) is the first volume of rank 2 and guest 1's second disk, LUN 5400
        assertThat(result.elements()).filteredOn(e -> e.identity().equals("volume:" + IMG + "/1400"))
                .containsExactly(new Volume(IMG, VolumeId.parse("1400"), null, VolumeKind.FB, "Open System", null, null,
                        10_000_000_000L, null, null, List.of(new RankExtent("R2A1", null)), null,
                        SourceRef.at(display, 105, 1)));
        List<String> guest1 = new ArrayList<>();
        for (String lss : List.of("10", "14", "18", "1C")) {
            for (int v = 0; v < 8; v++) {
                String id = lss + "0" + v;
                guest1.add(id + "=" + String.format("%04X", 0x4000 | Integer.parseInt(id, 16)));
            }
        }
        assertThat(result.elements()).filteredOn(HostMapping.class::isInstance).map(e -> (HostMapping) e)
                .filteredOn(m -> m.host().equals("LNXG1"))
                .extracting(m -> m.volume() + "=" + m.lun()).containsExactlyElementsOf(guest1)
                .contains("1400=5400", "1C07=5C07");
    }
}
