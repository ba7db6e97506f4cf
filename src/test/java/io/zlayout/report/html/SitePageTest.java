package io.zlayout.report.html;

import io.zlayout.report.site.ReportSamples;
import io.zlayout.report.site.SiteReport;
import io.zlayout.testing.Golden;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SitePageTest {

    static final Path GOLDEN = Path.of("src/test/resources/io/zlayout/report/html");

    static String page(boolean withIntent) {
        return SitePage.render(SiteReport.of(ReportSamples.input(withIntent)));
    }

    @Test
    void sampleSiteWithPlanMatchesItsGoldenPage() {
        Golden.assertMatches(GOLDEN.resolve("sample-planned.html"), page(true));
    }

    @Test
    void sampleSiteWithoutIntentMatchesItsGoldenPage() {
        Golden.assertMatches(GOLDEN.resolve("sample-current.html"), page(false));
    }

    @Test
    void sameReportGivesTheSameBytes() {
        assertThat(page(true)).isEqualTo(page(true));
    }

    @Test
    void markupInAGuestNameIsEscapedEverywhere() {
        String html = page(true);
        Document doc = Jsoup.parse(html);

        // the only script is the page's own, and the hostile name is text wherever it appears
        assertThat(doc.select("script")).hasSize(1);
        assertThat(html).doesNotContain("<script>alert");
        assertThat(doc.select("td.id").eachText()).contains(ReportSamples.HOSTILE_GUEST);
        assertThat(html).contains("X&quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    }

    @Test
    void thePageFetchesNothing() {
        String html = page(true);
        Document doc = Jsoup.parse(html);

        assertThat(doc.select("meta[http-equiv=Content-Security-Policy]").attr("content"))
                .isEqualTo("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:");
        assertThat(doc.select("[src], link, iframe, object, embed, img")).isEmpty();
        for (Element a : doc.select("a[href]")) {
            assertThat(a.attr("href")).as(a.outerHtml()).startsWith("#");
        }
        assertThat(html).doesNotContain("url(").doesNotContain("@import");
        // the SVG namespace is a name, not a fetch; no other address appears
        assertThat(html.replace("http://www.w3.org/2000/svg", "")).doesNotContain("http:").doesNotContain("https:");
    }

    @Test
    void withoutJavaScriptEveryFindingIsListedAndTheFilterStaysHidden() {
        Document doc = Jsoup.parse(page(true));

        assertThat(doc.select("#findings-table tbody tr")).hasSize(10);
        assertThat(doc.select("#filter").hasAttr("hidden")).isTrue();
        assertThat(doc.select("#findings-table tbody tr").eachAttr("data-severity"))
                .containsExactly("warning", "info", "error", "warning", "warning", "warning", "warning", "warning",
                        "error", "warning");
    }

    @Test
    void theTopologyDrawsEveryChpidAdapterAndRankOfTheImage() {
        Document doc = Jsoup.parse(page(true));
        Element svg = doc.selectFirst("svg.topology");

        assertThat(svg).isNotNull();
        assertThat(svg.select("g.chpid text").eachText()).containsExactly("0.50", "0.51", "0.C0", "0.C1");
        assertThat(svg.select("g.adapter text").eachText()).containsExactly("00.0", "01.0", "02.3");
        assertThat(svg.select("g.rank text").eachText()).containsExactly("R0", "R2", "R1", "R3");
        assertThat(svg.select("g.chpid rect.sev-error, g.chpid rect.sev-warning").size()).isEqualTo(2);
        assertThat(List.of(svg.select("g.links line").size())).containsExactly(4 + 3 * 2 + 4);
    }
}
