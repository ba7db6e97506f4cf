package io.zlayout.bench;

import io.zlayout.input.InputException;
import io.zlayout.input.ParseResult;
import io.zlayout.input.ReadContext;
import io.zlayout.input.SourceFile;
import io.zlayout.input.ess.EssAllocationReader;
import io.zlayout.input.rest.RestReader;
import io.zlayout.model.Element;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The benchmark inputs read to exactly what they describe, without a warning. */
class FormatGeneratorsTest {

    private static Map<String, Integer> counts(ParseResult r) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Element e : r.elements()) {
            counts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
        }
        return counts;
    }

    @Test
    void restResponseReadsToEveryVolume() throws InputException {
        ParseResult r = new RestReader().read(SourceFile.of("rest.json", FormatGenerators.rest("2107-75BNCH1", 4, 8)),
                ReadContext.NONE);

        assertThat(r.diagnostics()).isEmpty();
        assertThat(counts(r)).isEqualTo(Map.of("StorageImage", 1, "Volume", 32, "ExtentPool", 4, "Lss", 4));
    }

    @Test
    void essTablesReadToEveryVolumeInBothForms() throws InputException {
        for (boolean html : new boolean[] {false, true}) {
            ParseResult r = new EssAllocationReader().read(SourceFile.of(html ? "a.html" : "a.csv",
                    FormatGenerators.essAllocation(4, 8, html)), ReadContext.NONE);

            assertThat(r.diagnostics()).as("html %s", html).isEmpty();
            assertThat(counts(r).get("Volume")).as("html %s", html).isEqualTo(32);
        }
    }
}
