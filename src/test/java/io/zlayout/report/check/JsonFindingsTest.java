package io.zlayout.report.check;

import com.fasterxml.jackson.databind.JsonNode;
import io.zlayout.document.Json;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class JsonFindingsTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/check/findings.json");

    @Test
    void sampleReportMatchesTheGolden() {
        Golden.assertMatches(GOLDEN, JsonFindings.render(SampleReport.report()));
    }

    @Test
    void readsBackWithTheSchemaNameSummaryAndEveryFinding() throws Exception {
        JsonNode root = Json.MAPPER.readTree(JsonFindings.render(SampleReport.report()));

        assertThat(root.get("schema").asText()).isEqualTo("zlayout.findings/1.1");
        assertThat(root.get("summary").toString()).isEqualTo("{\"error\":2,\"warning\":2,\"info\":2}");
        assertThat(root.get("findings")).hasSize(6);
        assertThat(root.at("/findings/1/message").asText())
                .isEqualTo("CNTLUNIT 5100 says \"PATH=(51)\", <only> one & no other,\nsee the second card");
        assertThat(root.at("/findings/3/location").toString())
                .isEqualTo("{\"path\":\"storage/ds8k export/lsfbvol.txt\"}");
        assertThat(root.at("/findings/5/location").isNull()).isTrue();
    }
}
