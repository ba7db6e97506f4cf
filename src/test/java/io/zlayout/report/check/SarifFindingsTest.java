package io.zlayout.report.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.zlayout.model.SourceRef;
import io.zlayout.document.Json;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.Severity;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class SarifFindingsTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/check/findings.sarif.json");
    /** The $id of the vendored OASIS schema; mapped to the copy in src/test/resources/schemas, never fetched. */
    static final String SCHEMA_ID =
            "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json";

    static JsonSchema schema;

    @BeforeAll
    static void loadTheOfficialSchema() {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012,
                b -> b.schemaMappers(m -> m.mapPrefix(
                        "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/",
                        "classpath:schemas/")));
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
        schema = factory.getSchema(SchemaLocation.of(SCHEMA_ID), config);
    }

    static Set<ValidationMessage> validate(String json) throws Exception {
        return schema.validate(Json.MAPPER.readTree(json));
    }

    static JsonNode render(CheckReport report) throws Exception {
        return Json.MAPPER.readTree(SarifFindings.render(report));
    }

    @Test
    void sampleReportMatchesTheGolden() {
        Golden.assertMatches(GOLDEN, SarifFindings.render(SampleReport.report()));
    }

    @Test
    void sampleReportIsValidAgainstTheOasisSchema() throws Exception {
        assertThat(validate(SarifFindings.render(SampleReport.report()))).isEmpty();
    }

    @Test
    void aReportWithoutFindingsIsValidToo() throws Exception {
        assertThat(validate(SarifFindings.render(SampleReport.of(List.of())))).isEmpty();
    }

    @Test
    void theRealCatalogIsListedRuleByRuleInAValidLog() throws Exception {
        // given every rule of the catalog, as zlayout check hands them over
        CheckReport report = new CheckReport(List.of(), Map.of(), RuleCatalog.all(), "0.0.0");

        // when
        String sarif = SarifFindings.render(report);

        // then
        List<String> ids = new ArrayList<>();
        Json.MAPPER.readTree(sarif).at("/runs/0/tool/driver/rules").forEach(r -> ids.add(r.get("id").asText()));
        assertThat(ids).containsExactlyElementsOf(RuleCatalog.all().stream().map(Rule::slug).toList());
        assertThat(validate(sarif)).isEmpty();
    }

    @Test
    void theSchemaRejectsALogWithoutRuns() throws Exception {
        // given a valid log with runs taken out
        ObjectNode log = (ObjectNode) render(SampleReport.report());
        log.remove("runs");

        // when
        Set<ValidationMessage> errors = validate(Json.write(log));

        // then
        assertThat(errors).extracting(ValidationMessage::getType, m -> m.getInstanceLocation().toString())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("required", ""));
        assertThat(errors).extracting(ValidationMessage::getProperty).containsExactly("runs");
    }

    @Test
    void theSchemaRejectsALevelSarifDoesNotKnow() throws Exception {
        // given
        ObjectNode log = (ObjectNode) render(SampleReport.report());
        ((ObjectNode) log.at("/runs/0/results/0")).put("level", "fatal");

        // when
        Set<ValidationMessage> errors = validate(Json.write(log));

        // then
        assertThat(errors).extracting(ValidationMessage::getType, m -> m.getInstanceLocation().toString())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("enum", "/runs/0/results/0/level"));
    }

    @Test
    void theSchemaRejectsAUriThatIsNotAUri() throws Exception {
        // given: format assertions are on, so a broken URI cannot slip through
        ObjectNode log = (ObjectNode) render(SampleReport.report());
        ((ObjectNode) log.at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation"))
                .put("uri", "iocds/main iocp%zz");

        // when
        Set<ValidationMessage> errors = validate(Json.write(log));

        // then
        assertThat(errors).extracting(ValidationMessage::getType, m -> m.getInstanceLocation().toString())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("format",
                        "/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri"));
    }

    @Test
    void driverListsEveryRuleWithItsMetadata() throws Exception {
        JsonNode driver = render(SampleReport.report()).at("/runs/0/tool/driver");

        assertThat(driver.get("name").asText()).isEqualTo("zlayout");
        assertThat(driver.get("version").asText()).isEqualTo(SampleReport.VERSION);
        List<String> ids = new ArrayList<>();
        driver.get("rules").forEach(r -> ids.add(r.get("id").asText()));
        assertThat(ids).containsExactly("alpha-paths", "beta-balance", "gamma-notes", "quiet-rule");
        JsonNode quiet = driver.get("rules").get(3);
        assertThat(quiet.get("name").asText()).isEqualTo("QuietRule");
        assertThat(quiet.at("/shortDescription/text").asText()).isEqualTo(SampleReport.QUIET.title());
        assertThat(quiet.at("/fullDescription/text").asText()).isEqualTo(SampleReport.QUIET.explanation());
        assertThat(quiet.at("/help/text").asText()).isEqualTo(SampleReport.QUIET.remediation());
        assertThat(quiet.at("/defaultConfiguration/level").asText()).isEqualTo("warning");
        assertThat(quiet.at("/properties/category").asText()).isEqualTo("channel");
        assertThat(driver.get("rules").get(2).at("/defaultConfiguration/level").asText()).isEqualTo("note");
    }

    @Test
    void everyResultPointsAtItsRuleByIndex() throws Exception {
        JsonNode run = render(SampleReport.report()).at("/runs/0");

        for (JsonNode result : run.get("results")) {
            JsonNode rule = run.at("/tool/driver/rules/" + result.get("ruleIndex").asInt());
            assertThat(rule.get("id").asText()).isEqualTo(result.get("ruleId").asText());
        }
        assertThat(run.get("results")).hasSize(6);
    }

    @Test
    void levelsMapErrorWarningAndInfoToErrorWarningAndNote() {
        assertThat(SarifFindings.level(Severity.ERROR)).isEqualTo("error");
        assertThat(SarifFindings.level(Severity.WARNING)).isEqualTo("warning");
        assertThat(SarifFindings.level(Severity.INFO)).isEqualTo("note");
    }

    @Test
    void ruleNamesAreTheSlugInCamelCase() {
        assertThat(SarifFindings.camelCase("single-path")).isEqualTo("SinglePath");
        assertThat(SarifFindings.camelCase("chpid-not-on-all-lcus")).isEqualTo("ChpidNotOnAllLcus");
        assertThat(SarifFindings.camelCase("paths-unused2")).isEqualTo("PathsUnused2");
    }

    @Test
    void aFindingKeepsItsFingerprintWhenItsLineOrMessageChanges() {
        Finding before = SampleReport.finding(SampleReport.ALPHA, "seen at line 42", List.of("cu:5000", "chpid:0.50"),
                SourceRef.at("iocds/main.iocp", 42));
        Finding after = SampleReport.finding(SampleReport.ALPHA, "seen at line 47", List.of("cu:5000", "chpid:0.50"),
                SourceRef.at("iocds/main.iocp", 47, 3));

        assertThat(SarifFindings.fingerprint(after)).isEqualTo(SarifFindings.fingerprint(before)).hasSize(64);
    }

    @Test
    void anotherRuleOrElementIsAnotherFingerprint() {
        Finding f = SampleReport.finding(SampleReport.ALPHA, "m", List.of("cu:5000", "chpid:0.50"), null);
        Finding otherElement = SampleReport.finding(SampleReport.ALPHA, "m", List.of("cu:5000", "chpid:0.51"), null);
        Finding otherRule = SampleReport.finding(SampleReport.BETA, "m", List.of("cu:5000", "chpid:0.50"), null);
        Finding joined = SampleReport.finding(SampleReport.ALPHA, "m", List.of("cu:5000chpid:0.50"), null);

        assertThat(List.of(SarifFindings.fingerprint(otherElement), SarifFindings.fingerprint(otherRule),
                SarifFindings.fingerprint(joined))).doesNotContain(SarifFindings.fingerprint(f)).doesNotHaveDuplicates();
    }

    @Test
    void relativePathsAreRelativeUrisUnderSrcroot() {
        assertThat(SarifFindings.artifactLocation("iocds/main.iocp"))
                .containsExactly(Map.entry("uri", "iocds/main.iocp"), Map.entry("uriBaseId", "%SRCROOT%"));
        assertThat(SarifFindings.artifactLocation("storage\\ds8k export\\lsfbvol.txt"))
                .containsExactly(Map.entry("uri", "storage/ds8k%20export/lsfbvol.txt"),
                        Map.entry("uriBaseId", "%SRCROOT%"));
        assertThat(SarifFindings.artifactLocation("a:b/ü#1?.txt"))
                .containsExactly(Map.entry("uri", "a%3Ab/%C3%BC%231%3F.txt"), Map.entry("uriBaseId", "%SRCROOT%"));
        assertThat(SarifFindings.artifactLocation("../other/x 100%.txt"))
                .containsExactly(Map.entry("uri", "../other/x%20100%25.txt"), Map.entry("uriBaseId", "%SRCROOT%"));
    }

    @Test
    void absolutePathsAreFileUris() {
        assertThat(SarifFindings.artifactLocation("/srv/site/a b.iocp"))
                .containsExactly(Map.entry("uri", "file:///srv/site/a%20b.iocp"));
        assertThat(SarifFindings.artifactLocation("C:\\site\\main.iocp"))
                .containsExactly(Map.entry("uri", "file:///C:/site/main.iocp"));
    }

    @Test
    void resultsCarryLineColumnAndTheElementsAsLogicalLocations() throws Exception {
        JsonNode first = render(SampleReport.report()).at("/runs/0/results/0");

        assertThat(first.at("/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(42);
        assertThat(first.at("/locations/0/physicalLocation/region/startColumn").asInt()).isEqualTo(16);
        List<String> names = new ArrayList<>();
        first.at("/locations/0/logicalLocations").forEach(l -> names.add(
                l.get("fullyQualifiedName").asText() + "|" + l.get("name").asText() + "|" + l.get("kind").asText()));
        assertThat(names).containsExactly("cu:5000|5000|resource",
                "lss:IBM.2107-75AB121/00|IBM.2107-75AB121/00|resource", "chpid:0.50|0.50|resource");
    }

    @Test
    void aFindingWithoutLineHasNoRegionAndOneWithoutLocationOnlyLogicalLocations() throws Exception {
        ArrayNode results = (ArrayNode) render(SampleReport.report()).at("/runs/0/results");

        JsonNode noLine = results.get(3);
        assertThat(noLine.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
                .isEqualTo("storage/ds8k%20export/lsfbvol.txt");
        assertThat(noLine.at("/locations/0/physicalLocation").has("region")).isFalse();
        JsonNode noLocation = results.get(5);
        assertThat(noLocation.at("/locations/0").has("physicalLocation")).isFalse();
        assertThat(noLocation.at("/locations/0/logicalLocations/0/fullyQualifiedName").asText()).isEqualTo("guest:LNX3");
    }

    @Test
    void onlyAbsolutePathsMeanNoOriginalUriBaseIds() throws Exception {
        CheckReport report = SampleReport.of(List.of(SampleReport.finding(SampleReport.ALPHA, "m", List.of("cu:5000"),
                SourceRef.at("/srv/a.iocp", 1))));

        JsonNode run = render(report).at("/runs/0");

        assertThat(run.has("originalUriBaseIds")).isFalse();
        assertThat(run.get("columnKind").asText()).isEqualTo("unicodeCodePoints");
        assertThat(validate(SarifFindings.render(report))).isEmpty();
    }

    @Test
    void theSameReportGivesTheSameBytes() {
        assertThat(SarifFindings.render(SampleReport.report())).isEqualTo(SarifFindings.render(SampleReport.report()));
    }
}
