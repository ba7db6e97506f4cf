package io.zlayout.input.dscli;

import io.zlayout.model.id.VolumeId;
import io.zlayout.input.catalog.ReaderCatalog;
import io.zlayout.input.InputException;
import io.zlayout.input.InputLoader;
import io.zlayout.input.Inputs;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import io.zlayout.model.RankExtent;
import io.zlayout.model.Volume;
import io.zlayout.model.VolumeGroup;
import io.zlayout.model.VolumeKind;
import io.zlayout.topology.Site;
import io.zlayout.topology.SiteAssembler;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The DS8000 sample site's DSCLI exports (samples/ds8k-site/storage) read to exactly the site they describe. */
class DscliSampleTest {

    private static final Path STORAGE = Path.of("samples/ds8k-site/storage");

    private static Map<String, Integer> countsOf(String file) throws InputException {
        ParseResult r = new DscliReader().read(SourceFile.load(STORAGE.resolve(file), file), ReadContext.NONE);
        assertThat(r.diagnostics()).isEmpty();
        return counts(r.elements());
    }

    private static Map<String, Integer> counts(List<Element> elements) {
        Map<String, Integer> out = new TreeMap<>();
        elements.forEach(e -> out.merge(e.getClass().getSimpleName(), 1, Integer::sum));
        return out;
    }

    @Test
    void eachExportHoldsExactlyItsRecords() throws InputException {
        assertThat(countsOf("lssi.txt")).isEqualTo(Map.of("StorageImage", 1));
        assertThat(countsOf("config.txt")).isEqualTo(Map.of("ExtentPool", 4, "Rank", 8, "RaidArray", 8,
                "ArraySite", 8, "Lss", 8, "IoPort", 8));
        assertThat(countsOf("lsfbvol.txt")).isEqualTo(Map.of("Volume", 64));
        assertThat(countsOf("lsckdvol.txt")).isEqualTo(Map.of("Volume", 192));
        assertThat(countsOf("hosts.txt")).isEqualTo(Map.of("VolumeGroup", 7, "HostConnection", 8));
        assertThat(countsOf("lsioport-default.txt")).isEqualTo(Map.of("IoPort", 8));
        assertThat(countsOf("showfbvol-rank.txt")).isEqualTo(Map.of("Volume", 2));
    }

    @Test
    void theSiteJoinsWithoutConflictsToOneImage() throws InputException {
        Inputs inputs = ReaderCatalog.loader(Map.of()).load(List.of(STORAGE));
        Site site = SiteAssembler.assemble(inputs);

        assertThat(inputs.inputs()).extracting(i -> i.format()).containsOnly("dscli");
        assertThat(site.diagnostics()).isEmpty();
        assertThat(counts(site.elements())).isEqualTo(Map.of("StorageImage", 1, "ExtentPool", 4, "Rank", 8,
                "RaidArray", 8, "ArraySite", 8, "Lss", 8, "IoPort", 8, "Volume", 256, "VolumeGroup", 5,
                "HostConnection", 8));
        assertThat(site.all(Volume.class)).filteredOn(v -> v.kind() == VolumeKind.CKD
                && "CKD Alias".equals(v.volumeType())).hasSize(64);
        assertThat(site.elements()).allSatisfy(e -> assertThat(e.identity()).doesNotContain("?"));
    }

    @Test
    void rotateExtentsVolumesKeepTheirRanksAfterJoining() throws InputException {
        Site site = SiteAssembler.assemble(ReaderCatalog.loader(Map.of()).load(List.of(STORAGE)));
        Volume v1000 = site.all(Volume.class).stream().filter(v -> v.id().equals(VolumeId.parse("1000"))).findFirst().orElseThrow();
        Volume v1001 = site.all(Volume.class).stream().filter(v -> v.id().equals(VolumeId.parse("1001"))).findFirst().orElseThrow();
        assertThat(v1000.rankExtents()).containsExactly(new RankExtent("R0", 50), new RankExtent("R2", 50));
        assertThat(v1001.rankExtents()).containsExactly(new RankExtent("R2", 50), new RankExtent("R0", 50));
        VolumeGroup v11 = site.all(VolumeGroup.class).stream().filter(g -> g.id().equals("V11")).findFirst()
                .orElseThrow();
        assertThat(v11.volumes()).extracting(VolumeId::toString).containsExactly("1000", "1001", "1002", "1003", "1100", "1101", "1102", "1103",
                "1200", "1201", "1202", "1203", "1300", "1301", "1302", "1303");
    }
}
