package io.zlayout.input.dscli;

import io.zlayout.bench.DscliExportGenerator;
import io.zlayout.bench.DscliExportGenerator.Spec;
import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.model.Element;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The benchmark's maximal-image export is deterministic and reads to exactly the image it describes. */
class DscliExportGeneratorTest {

    @Test
    void maximalImageReadsToEveryVolumeLssPortAndRank() throws InputException {
        String text = DscliExportGenerator.generate(Spec.maximal("IBM.2107-75BNCH1"));

        ParseResult r = new DscliReader().read(SourceFile.of("maximal.txt", text), ReadContext.NONE);

        Map<String, Integer> counts = new TreeMap<>();
        for (Element e : r.elements()) {
            counts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
        }
        assertThat(counts).isEqualTo(Map.of("StorageImage", 1, "ExtentPool", 4, "Rank", 64, "RaidArray", 64,
                "ArraySite", 64, "IoPort", 128, "Lss", 255, "Volume", 65_280));
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.elements().stream().filter(e -> !e.identity().contains("IBM.2107-75BNCH1")).count()).isZero();
    }

    @Test
    void sameSpecGivesTheSameBytes() {
        Spec spec = new Spec("IBM.2107-75SMAL1", 4, 16, 8, 8);
        assertThat(DscliExportGenerator.generate(spec)).isEqualTo(DscliExportGenerator.generate(spec));
    }
}
