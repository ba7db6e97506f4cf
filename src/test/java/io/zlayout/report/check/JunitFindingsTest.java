package io.zlayout.report.check;

import io.zlayout.model.SourceRef;
import io.zlayout.rules.Finding;
import io.zlayout.rules.Rule;
import io.zlayout.rules.catalog.RuleCatalog;
import io.zlayout.rules.Severity;
import io.zlayout.testing.Golden;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JunitFindingsTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/check/findings.junit.xml");

    /** A parser that resolves nothing from outside: no DTDs, no external entities, no XInclude. */
    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setFeature("http://xml.org/sax/features/external-general-entities", false);
        f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        f.setNamespaceAware(true);
        DocumentBuilder b = f.newDocumentBuilder();
        b.setErrorHandler(null);
        return b.parse(new InputSource(new StringReader(xml)));
    }

    /** Surefire's own schema of a test report, vendored in src/test/resources/schemas (see its README). */
    static Schema surefireSchema() throws Exception {
        SchemaFactory f = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        return f.newSchema(Objects.requireNonNull(
                JunitFindingsTest.class.getResource("/schemas/surefire-test-report-3.0.xsd")));
    }

    static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node n = nodes.item(i);
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    @Test
    void sampleReportMatchesTheGolden() {
        Golden.assertMatches(GOLDEN, JunitFindings.render(SampleReport.report()));
    }

    @Test
    void oneSuiteWithOneCasePerRuleAndFailuresForErrorsAndWarnings() throws Exception {
        // when
        Document doc = parse(JunitFindings.render(SampleReport.report()));

        // then
        Element root = doc.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("testsuites");
        assertThat(List.of(root.getAttribute("name"), root.getAttribute("tests"), root.getAttribute("failures"),
                root.getAttribute("errors"), root.getAttribute("time"))).containsExactly("zlayout", "4", "2", "0", "0");
        List<Element> suites = children(root, "testsuite");
        assertThat(suites).hasSize(1);
        Element suite = suites.get(0);
        assertThat(List.of(suite.getAttribute("name"), suite.getAttribute("tests"), suite.getAttribute("failures"),
                suite.getAttribute("errors"), suite.getAttribute("skipped"), suite.getAttribute("time")))
                .containsExactly("zlayout", "4", "2", "0", "0", "0");
        assertThat(suite.hasAttribute("timestamp")).isFalse();
        assertThat(suite.hasAttribute("hostname")).isFalse();

        List<String> cases = new ArrayList<>();
        for (Element c : children(suite, "testcase")) {
            cases.add(c.getAttribute("classname") + " " + c.getAttribute("name") + " time=" + c.getAttribute("time")
                    + " failures=" + children(c, "failure").size() + " out=" + children(c, "system-out").size());
        }
        assertThat(cases).containsExactly(
                "zlayout.channel alpha-paths time=0 failures=1 out=0",
                "zlayout.storage beta-balance time=0 failures=1 out=0",
                "zlayout.storage gamma-notes time=0 failures=0 out=1",
                "zlayout.channel quiet-rule time=0 failures=0 out=0");
    }

    @Test
    void aFailureListsEveryFindingOfItsRuleOneLineEachThenTheFix() throws Exception {
        Element alpha = caseNamed(parse(JunitFindings.render(SampleReport.report())), "alpha-paths");

        Element failure = children(alpha, "failure").get(0);
        assertThat(failure.getAttribute("type")).isEqualTo("error");
        assertThat(failure.getAttribute("message"))
                .isEqualTo("2 errors: Sample: a control unit is reached through one CHPID");
        assertThat(failure.getTextContent()).isEqualTo(
                "iocds/main.iocp:42:16: error: cu:5000 (LCU 00) is reached through CHPID 0.50 only"
                        + " [cu:5000, lss:IBM.2107-75AB121/00, chpid:0.50]\n"
                        + "iocds/main.iocp:57: error: CNTLUNIT 5100 says \"PATH=(51)\", <only> one & no other,\n"
                        + "    see the second card [cu:5100, chpid:0.51]\n"
                        + "fix: Add a second CHPID, on another channel card.\n");
    }

    @Test
    void oddCharactersInElementsSurviveTheRoundTrip() throws Exception {
        Element beta = caseNamed(parse(JunitFindings.render(SampleReport.report())), "beta-balance");

        Element failure = children(beta, "failure").get(0);
        assertThat(failure.getAttribute("type")).isEqualTo("warning");
        assertThat(failure.getAttribute("message"))
                .isEqualTo("2 warnings: Sample: a disk group sits on one storage server");
        assertThat(failure.getTextContent()).isEqualTo(
                "/srv/site/storage/lsfbvol.txt:12: warning: volumes of guest LNX2 all sit on server 1"
                        + " [guest:LNX\"2\" <&>,;, volume:IBM.2107-75AB121/1100]\n"
                        + "storage/ds8k export/lsfbvol.txt: warning: =SUM(A1:A9) volumes of guest LNX1 all sit on"
                        + " server 0 [guest:LNX1, volume:IBM.2107-75AB121/1000, volume:IBM.2107-75AB121/1001]\n"
                        + "fix: =Spread the group over even and odd LSS.\n");
    }

    @Test
    void infoFindingsGoToSystemOutAndDoNotFail() throws Exception {
        Element gamma = caseNamed(parse(JunitFindings.render(SampleReport.report())), "gamma-notes");

        assertThat(children(gamma, "failure")).isEmpty();
        assertThat(children(gamma, "system-out").get(0).getTextContent()).isEqualTo(
                "zvm/user.direct:3: info: -minidisk cache is on for LNX1: it helps re-reads and costs on writes"
                        + " [guest:LNX1]\n"
                        + "info: guest LNX3 has no host captures [guest:LNX3]\n"
                        + "fix: Read the note.\n");
    }

    @Test
    void aRuleWithBothFailingAndInfoFindingsFailsAndKeepsTheNotesApart() throws Exception {
        // given an info finding of a warning rule (a severity override could do that)
        Finding warn = SampleReport.finding(SampleReport.BETA, "w", List.of("guest:A"), SourceRef.at("a", 1));
        Finding note = new Finding("beta-balance", Severity.INFO, "n", List.of("guest:B"), null, "fix it.");

        // when
        Element beta = caseNamed(parse(JunitFindings.render(SampleReport.of(List.of(warn, note)))), "beta-balance");

        // then
        assertThat(children(beta, "failure").get(0).getTextContent())
                .isEqualTo("a:1: warning: w [guest:A]\nfix: =Spread the group over even and odd LSS.\n");
        assertThat(children(beta, "system-out").get(0).getTextContent()).isEqualTo("info: n [guest:B]\nfix: fix it.\n");
    }

    @Test
    void aFindingOfAnUnlistedRuleGetsACaseOfItsOwn() throws Exception {
        Finding stray = new Finding("stray-rule", Severity.ERROR, "m", List.of("cu:1"), null, "r.");

        Document doc = parse(JunitFindings.render(SampleReport.of(List.of(stray))));

        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);
        assertThat(suite.getAttribute("tests")).isEqualTo("5");
        assertThat(suite.getAttribute("failures")).isEqualTo("1");
        Element c = caseNamed(doc, "stray-rule");
        assertThat(c.getAttribute("classname")).isEqualTo("zlayout");
        assertThat(children(c, "failure").get(0).getAttribute("message")).isEqualTo("1 error: stray-rule");
    }

    @Test
    void charactersXmlCannotCarryAreReplacedSoTheReportStaysWellFormed() throws Exception {
        // given a message with control characters, a lone surrogate and CRLF, as a binary input could give
        Finding f = SampleReport.finding(SampleReport.ALPHA, "bad\u0000byte\u001b[0m \uD800 end\r\nnext\rlast",
                List.of("cu:\u0007"), null);

        // when
        Document doc = parse(JunitFindings.render(SampleReport.of(List.of(f))));

        // then
        assertThat(children(caseNamed(doc, "alpha-paths"), "failure").get(0).getTextContent())
                .isEqualTo("error: bad\uFFFDbyte\uFFFD[0m \uFFFD end\n    next\n    last [cu:\uFFFD]\n"
                        + "fix: Add a second CHPID, on another channel card.\n");
    }

    @Test
    void theSuiteIsValidAgainstSurefiresSchema() throws Exception {
        Document doc = parse(JunitFindings.render(SampleReport.report()));
        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);

        surefireSchema().newValidator().validate(new DOMSource(suite));
    }

    @Test
    void theRealCatalogIsOnePassingCasePerRule() throws Exception {
        // given every rule of the catalog and no findings
        CheckReport report = new CheckReport(List.of(), Map.of(), RuleCatalog.all(), "0.0.0");

        // when
        Document doc = parse(JunitFindings.render(report));

        // then
        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);
        assertThat(children(suite, "testcase")).extracting(c -> c.getAttribute("name"))
                .containsExactlyElementsOf(RuleCatalog.all().stream().map(Rule::slug).toList());
        assertThat(suite.getAttribute("failures")).isEqualTo("0");
        surefireSchema().newValidator().validate(new DOMSource(suite));
    }

    @Test
    void surefiresSchemaRejectsACaseWithoutTime() throws Exception {
        // given: proof that the validation above can fail
        Document doc = parse(JunitFindings.render(SampleReport.report()));
        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);
        children(suite, "testcase").get(0).removeAttribute("time");

        // then
        assertThatThrownBy(() -> surefireSchema().newValidator().validate(new DOMSource(suite)))
                .isInstanceOf(SAXException.class)
                .hasMessageContaining("'time'")
                .hasMessageContaining("testcase");
    }

    @Test
    void noFindingsIsEveryRulePassing() throws Exception {
        Document doc = parse(JunitFindings.render(SampleReport.of(List.of())));

        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);
        assertThat(suite.getAttribute("tests")).isEqualTo("4");
        assertThat(suite.getAttribute("failures")).isEqualTo("0");
        surefireSchema().newValidator().validate(new DOMSource(suite));
    }

    @Test
    void theVersionIsASuiteProperty() throws Exception {
        Document doc = parse(JunitFindings.render(SampleReport.report()));

        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);
        Element property = children(children(suite, "properties").get(0), "property").get(0);
        assertThat(property.getAttribute("name")).isEqualTo("zlayout.version");
        assertThat(property.getAttribute("value")).isEqualTo(SampleReport.VERSION);
    }

    private static Element caseNamed(Document doc, String name) {
        Element suite = children(doc.getDocumentElement(), "testsuite").get(0);
        return children(suite, "testcase").stream().filter(c -> c.getAttribute("name").equals(name)).findFirst()
                .orElseThrow();
    }
}
